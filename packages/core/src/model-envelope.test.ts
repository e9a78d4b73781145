import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isTextboostError } from "./errors.js";
import { createModelEnvelope, parseModelEnvelope } from "./model-envelope.js";

describe("model envelope", () => {
  test.prop([fc.string(), fc.array(fc.string()), fc.array(fc.string()), fc.jsonValue()])(
    "round-trips through JSON text",
    (algorithm, labels, features, body) => {
      const env = createModelEnvelope({ algorithm: `a${algorithm}`, labels, features, body });
      const back = parseModelEnvelope(JSON.parse(JSON.stringify(env)));
      expect(back).toEqual(JSON.parse(JSON.stringify(env)));
    },
  );

  it("rejects an unknown version with E_MODEL_VERSION and names the file", () => {
    const env = {
      ...createModelEnvelope({ algorithm: "x", labels: [], features: [], body: 1 }),
      version: 99,
    };
    try {
      parseModelEnvelope(env, { file: "m.json" });
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_MODEL_VERSION")).toBe(true);
      expect(String(e)).toMatch(/m\.json.*version 99/);
    }
  });

  it.each([
    [null, /JSON object/],
    [[], /JSON object/],
    [{ format: "other" }, /not a textboost model/],
    [
      { format: "textboost-model", version: 1, algorithm: "", labels: [], features: [], body: 0 },
      /algorithm/,
    ],
    [{ format: "textboost-model", version: 1, algorithm: "a", labels: [1], features: [], body: 0 }, /labels/],
    [
      { format: "textboost-model", version: 1, algorithm: "a", labels: [], features: "x", body: 0 },
      /features/,
    ],
    [{ format: "textboost-model", version: 1, algorithm: "a", labels: [], features: [] }, /body/],
  ])("rejects %j", (json, message) => {
    expect(() => parseModelEnvelope(json)).toThrow(message);
  });

  it("rejects another algorithm's model when one is expected", () => {
    const env = createModelEnvelope({ algorithm: "mp-boost", labels: [], features: [], body: 0 });
    expect(() => parseModelEnvelope(env, { expectedAlgorithm: "adaboost-mh" })).toThrow(/"mp-boost" model/);
  });
});
