import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  checkCheckpoint,
  checkpointDigest,
  createCheckpoint,
  datasetFingerprint,
  decodeFloat64,
  encodeFloat64,
  parseCheckpoint,
} from "./checkpoint.js";
import type { Dataset } from "./dataset.js";
import { isTextboostError } from "./errors.js";

const dataset = (indices: number[], values?: number[]): Dataset => ({
  X: {
    format: "csr",
    rows: 2,
    cols: 4,
    indptr: Int32Array.of(0, 2, indices.length),
    indices: Int32Array.from(indices),
    ...(values ? { values: Float64Array.from(values) } : {}),
  },
  Y: { format: "csr", rows: 2, cols: 2, indptr: Int32Array.of(0, 1, 2), indices: Int32Array.of(0, 1) },
  featureNames: ["a", "b", "c", "d"],
  labelNames: ["x", "y"],
});

describe("encodeFloat64 / decodeFloat64", () => {
  test.prop([fc.array(fc.double(), { maxLength: 200 })])("round-trip every bit", (xs) => {
    const a = Float64Array.from(xs);
    const b = decodeFloat64(encodeFloat64(a));
    expect(b.length).toBe(a.length);
    for (let i = 0; i < a.length; i++) expect(Object.is(b[i], a[i])).toBe(true);
  });

  it("round-trips an array larger than one chunk", () => {
    const a = Float64Array.from({ length: 70_000 }, (_, i) => Math.sin(i) * 1e-300);
    expect(decodeFloat64(encodeFloat64(a))).toEqual(a);
  });

  it("rejects text that is not base64 of doubles", () => {
    expect(() => decodeFloat64("!!")).toThrow(/base64/);
    expect(() => decodeFloat64(btoa("abc"))).toThrow(/whole number of doubles/);
  });
});

describe("datasetFingerprint", () => {
  it("is the same for the same data and changes with an index, a value or a name", () => {
    const base = datasetFingerprint(dataset([0, 1, 2], [1, 2, 3]));
    expect(datasetFingerprint(dataset([0, 1, 2], [1, 2, 3]))).toBe(base);
    expect(datasetFingerprint(dataset([0, 1, 3], [1, 2, 3]))).not.toBe(base);
    expect(datasetFingerprint(dataset([0, 1, 2], [1, 2, 3.0000001]))).not.toBe(base);
    expect(datasetFingerprint(dataset([0, 1, 2]))).not.toBe(base);
    expect(datasetFingerprint({ ...dataset([0, 1, 2], [1, 2, 3]), labelNames: ["x", "z"] })).not.toBe(base);
  });
});

describe("parseCheckpoint", () => {
  const cp = createCheckpoint({
    algorithm: "adaboost-mh",
    iteration: 5,
    fingerprint: "f",
    run: { learner: "real-stump" },
    state: { a: 1 },
  });
  const code = (
    json: unknown,
    algorithm = "adaboost-mh",
    fingerprint = "f",
    run = { learner: "real-stump" },
  ) => {
    try {
      parseCheckpoint(json, { algorithm, fingerprint, run, file: "cp.json" });
      return "ok";
    } catch (e) {
      return isTextboostError(e) && e.file === "cp.json" ? e.code : "other";
    }
  };
  /** The checkpoint with `changes`, its digest recomputed (a checkpoint made that way, not edited). */
  const remade = (changes: Record<string, unknown>) => {
    const c = { ...cp, ...changes };
    return { ...c, digest: checkpointDigest(c as typeof cp) };
  };
  it("accepts its own checkpoint and names what is wrong with others", () => {
    expect(code(JSON.parse(JSON.stringify(cp)))).toBe("ok");
    expect(code({ format: "textboost-model" })).toBe("E_MODEL_FORMAT");
    expect(code(null)).toBe("E_MODEL_FORMAT");
    expect(code({ ...cp, version: 1 })).toBe("E_MODEL_VERSION");
    expect(code(remade({ iteration: -1 }))).toBe("E_MODEL_FORMAT");
    expect(code(cp, "mp-boost")).toBe("E_INVALID_ARGUMENT");
    expect(code(cp, "adaboost-mh", "other data")).toBe("E_INVALID_ARGUMENT");
    expect(code(cp, "adaboost-mh", "f", { learner: "discrete-stump" })).toBe("E_INVALID_ARGUMENT");
    const { digest: _d, ...undigested } = cp;
    expect(code(undigested)).toBe("E_MODEL_FORMAT");
  });

  it("checkCheckpoint checks the checkpoint alone, naming the file", () => {
    expect(checkCheckpoint(JSON.parse(JSON.stringify(cp)), { file: "cp.json" }).iteration).toBe(5);
    expect(() => checkCheckpoint({ ...cp, state: { a: 2 } }, { file: "cp.json" })).toThrow(
      "cp.json: the checkpoint does not match its digest",
    );
    expect(() => checkCheckpoint({ ...cp, version: 1 })).toThrow(/checkpoint version 1/);
  });

  it("refuses any edit of its fields, as the digest no longer matches", () => {
    for (const changes of [
      { iteration: 4 },
      { fingerprint: "g" },
      { algorithm: "mp-boost" },
      { run: { learner: "discrete-stump" } },
      { state: { a: 2 } },
      { state: { a: 1, b: 0 } },
    ]) {
      expect(code({ ...cp, ...changes })).toBe("E_MODEL_FORMAT");
    }
  });

  test.prop([fc.jsonValue(), fc.jsonValue()])(
    "the digest depends on the content, not on the order of keys; a changed state changes it",
    (a, b) => {
      const state = { first: a, second: b };
      const made = createCheckpoint({ algorithm: "t", iteration: 1, fingerprint: "f", run: {}, state });
      // Every key in the other order, top level and inside the state, through JSON as read from a file.
      const reversed = Object.fromEntries(
        Object.entries({ ...made, state: { second: b, first: a } }).reverse(),
      );
      const reordered = JSON.parse(JSON.stringify(reversed));
      expect(checkpointDigest(reordered)).toBe(made.digest);
      const other = { ...made, state: { first: a, second: b, third: 0 } };
      expect(checkpointDigest(other)).not.toBe(made.digest);
    },
  );
});
