import { fc, test } from "@fast-check/vitest";
import { createModelEnvelope, isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { type Decision, modelDecision, parseDecision, withDecision } from "./decision.js";
import { describeDecision, describeThresholding } from "./describe-decision.js";

// JSON has no -0: + 0 turns it into 0
const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((v) => v + 0);

const decisionFor = (labels: number): fc.Arbitrary<Decision> =>
  fc.record(
    {
      rounds: fc.nat({ max: 10_000 }),
      thresholding: fc.oneof(
        fc.record({ kind: fc.constant("fixed" as const), threshold: finite }),
        fc.record({
          kind: fc.constant("per-label" as const),
          thresholds: fc.array(finite, { minLength: labels, maxLength: labels }),
        }),
        fc.record({ kind: fc.constant("rcut" as const), k: fc.nat({ max: 20 }) }),
      ),
      calibration: fc.oneof(
        fc.record({
          kind: fc.constant("platt" as const),
          a: fc.array(finite, { minLength: labels, maxLength: labels }),
          b: fc.array(finite, { minLength: labels, maxLength: labels }),
        }),
        fc.record({
          kind: fc.constant("isotonic" as const),
          labels: fc.array(
            fc.uniqueArray(finite, { maxLength: 6 }).chain((xs) =>
              fc
                .array(fc.double({ min: 0, max: 1, noNaN: true }), {
                  minLength: xs.length,
                  maxLength: xs.length,
                })
                .map((ys) => ({ x: [...xs].sort((p, q) => p - q), y: [...ys].sort((p, q) => p - q) })),
            ),
            { minLength: labels, maxLength: labels },
          ),
        }),
      ),
      selection: fc.record({
        measure: fc.constantFrom("microF1", "hammingLoss"),
        value: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
        documents: fc.nat({ max: 1000 }),
        candidates: fc.array(fc.nat({ max: 1000 }), { maxLength: 5 }),
      }),
    },
    { requiredKeys: ["thresholding"] },
  );

const envelope = (labels: number) =>
  createModelEnvelope({
    algorithm: "adaboost-mh",
    labels: Array.from({ length: labels }, (_, j) => `l${j}`),
    features: ["x"],
    body: { rounds: [] },
  });

describe("the decision record", () => {
  test.prop([fc.integer({ min: 1, max: 4 }).chain((m) => fc.tuple(fc.constant(m), decisionFor(m)))])(
    "round trip: withDecision, JSON, modelDecision give the decision back; the envelope is untouched",
    ([m, decision]) => {
      const env = envelope(m);
      const file = JSON.parse(JSON.stringify(withDecision(env, decision)));
      expect(modelDecision(file, { file: "m.json" })).toEqual(decision);
      const { decision: _d, ...rest } = file;
      expect(rest).toEqual(JSON.parse(JSON.stringify(env)));
      expect(typeof describeDecision(decision)).toBe("string");
    },
  );

  it("a model without a record has none", () => {
    expect(modelDecision(envelope(2))).toBeUndefined();
  });

  const code = (f: () => unknown): [string, string] => {
    try {
      f();
    } catch (e) {
      if (isTextboostError(e)) return [e.code, e.message];
      throw e;
    }
    return ["none", ""];
  };

  it.each([
    [{ version: 2, thresholding: { kind: "fixed", threshold: 0 } }, "E_MODEL_VERSION", /version 2/],
    ["x", "E_MODEL_FORMAT", /"decision" must be an object/],
    [{ version: 1 }, "E_MODEL_FORMAT", /"decision.thresholding" must be an object/],
    [
      { version: 1, thresholding: { kind: "scut" } },
      "E_MODEL_FORMAT",
      /kind" must be "fixed", "per-label" or "rcut"/,
    ],
    [
      { version: 1, thresholding: { kind: "fixed", threshold: "0" } },
      "E_MODEL_FORMAT",
      /threshold" must be a finite number/,
    ],
    [
      { version: 1, thresholding: { kind: "per-label", thresholds: [0] } },
      "E_MODEL_FORMAT",
      /1 numbers for 2 labels/,
    ],
    [
      { version: 1, thresholding: { kind: "per-label", thresholds: [0, null] } },
      "E_MODEL_FORMAT",
      /thresholds\[1\]/,
    ],
    [
      { version: 1, thresholding: { kind: "rcut", k: -1 } },
      "E_MODEL_FORMAT",
      /"decision.thresholding.k" must be a whole number/,
    ],
    [
      { version: 1, rounds: 1.5, thresholding: { kind: "rcut", k: 1 } },
      "E_MODEL_FORMAT",
      /"decision.rounds"/,
    ],
    [
      { version: 1, thresholding: { kind: "rcut", k: 1 }, calibration: { kind: "beta" } },
      "E_MODEL_FORMAT",
      /"platt" or "isotonic"/,
    ],
    [
      { version: 1, thresholding: { kind: "rcut", k: 1 }, calibration: { kind: "platt", a: [1, 2], b: [1] } },
      "E_MODEL_FORMAT",
      /calibration.b" has 1 numbers/,
    ],
    [
      {
        version: 1,
        thresholding: { kind: "rcut", k: 1 },
        calibration: {
          kind: "isotonic",
          labels: [
            { x: [1, 0], y: [0, 1] },
            { x: [], y: [] },
          ],
        },
      },
      "E_MODEL_FORMAT",
      /labels\[0\].x" must be strictly increasing/,
    ],
    [
      {
        version: 1,
        thresholding: { kind: "rcut", k: 1 },
        calibration: {
          kind: "isotonic",
          labels: [
            { x: [0], y: [2] },
            { x: [], y: [] },
          ],
        },
      },
      "E_MODEL_FORMAT",
      /must lie in \[0, 1\]/,
    ],
    [
      { version: 1, thresholding: { kind: "rcut", k: 1 }, selection: { measure: 1 } },
      "E_MODEL_FORMAT",
      /selection.measure" must be a string/,
    ],
  ])("rejects a malformed record %j with a message naming the field", (decision, want, pattern) => {
    const [c, message] = code(() => modelDecision({ ...envelope(2), decision }, { file: "m.json" }));
    expect(c).toBe(want);
    expect(message).toMatch(pattern);
  });

  it("withDecision refuses a decision that does not fit the model", () => {
    expect(
      code(() => withDecision(envelope(3), { thresholding: { kind: "per-label", thresholds: [0] } }))[0],
    ).toBe("E_MODEL_FORMAT");
    expect(parseDecision({ version: 1, thresholding: { kind: "fixed", threshold: 0 } }, 3)).toEqual({
      thresholding: { kind: "fixed", threshold: 0 },
    });
  });

  it("describes itself for people", () => {
    expect(describeThresholding({ kind: "fixed", threshold: 0 })).toBe("score > 0 (fixed)");
    expect(describeThresholding({ kind: "rcut", k: 2 })).toBe("the 2 best labels of each document (RCut)");
    expect(
      describeDecision({
        rounds: 40,
        thresholding: { kind: "per-label", thresholds: [0.1, -0.3] },
        selection: { measure: "microF1", value: 0.8, documents: 120, candidates: [10, 20, 30, 40] },
      }),
    ).toBe("one threshold per label (2 labels), S = 40, chosen for microF1 on 120 validation documents");
  });
});
