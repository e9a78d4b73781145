import { fc } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { COMPARISON_FORMAT, COMPARISON_VERSION, type Comparison } from "./comparison.js";
import { parseComparison } from "./parse-comparison.js";

const measure = fc.double({ min: 0, max: 1, noNaN: true });
const name = fc.string({ minLength: 1, maxLength: 8 });
/** A signed weight; JSON writes −0 as 0, so the comparison never holds −0. */
const signed = fc.double({ min: -10, max: 10, noNaN: true }).map((w) => (w === 0 ? 0 : w));
const count = fc.nat({ max: 1000 });

/** Comparisons as `compare` writes them (labels and per-label rows line up). */
const comparisonArbitrary: fc.Arbitrary<Comparison> = fc
  .array(fc.record({ name, trainFrequency: count }), { minLength: 1, maxLength: 4 })
  .chain((labels) => {
    const coveringError = fc.dictionary(
      fc.constantFrom("hamming", "zero-one", "weighted-positive:6", "groups:a b.txt"),
      fc.double({ min: 0, max: 50, noNaN: true }),
    );
    const point = fc
      .tuple(
        fc.record({
          iterations: count,
          microF1: measure,
          macroF1: measure,
          hammingLoss: measure,
          subsetAccuracy: measure,
          rankingLoss: fc.option(measure, { nil: null }),
          oneError: fc.option(measure, { nil: null }),
          averagePrecision: fc.option(measure, { nil: null }),
        }),
        fc.option(coveringError, { nil: undefined }),
        fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: undefined }),
      )
      .map(([p, errors, ms]) => ({
        ...p,
        ...(errors === undefined ? {} : { coveringError: errors }),
        ...(ms === undefined ? {} : { trainMs: ms }),
      }));
    const row = fc.record({
      label: name,
      support: count,
      tp: count,
      fp: count,
      fn: count,
      precision: measure,
      recall: measure,
      f1: measure,
    });
    const run = fc.record(
      {
        algorithm: name,
        name,
        trainMs: fc.double({ min: 0, max: 1e6, noNaN: true }),
        points: fc.array(point, { maxLength: 4 }),
        perLabel: fc.array(row, { minLength: labels.length, maxLength: labels.length }),
        topTerms: fc.array(
          fc.record({
            label: name,
            terms: fc.array(fc.record({ term: name, weight: signed }), {
              maxLength: 3,
            }),
          }),
          { maxLength: 3 },
        ),
      },
      { requiredKeys: ["algorithm", "trainMs", "points"] },
    );
    return fc.record({
      format: fc.constant(COMPARISON_FORMAT),
      version: fc.constant(COMPARISON_VERSION),
      data: fc.record({
        format: name,
        path: name,
        trainDocuments: count,
        testDocuments: count,
        features: count,
      }),
      labels: fc.constant(labels),
      runs: fc.array(run, { maxLength: 3 }),
    });
  });

const code = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return isTextboostError(e) ? e.code : "not a TextboostError";
  }
  return undefined;
};

describe("parseComparison", () => {
  it("reads back what JSON.stringify wrote, field for field", () => {
    fc.assert(
      fc.property(comparisonArbitrary, (c) => {
        expect(parseComparison(JSON.parse(JSON.stringify(c)), "c.json")).toEqual(c);
      }),
      { numRuns: 100 },
    );
  });

  it("refuses any comparison with one field removed or of the wrong type, with E_INPUT_FORMAT", () => {
    fc.assert(
      fc.property(comparisonArbitrary, fc.nat(), fc.boolean(), (c, pick, remove) => {
        const json = JSON.parse(JSON.stringify(c)) as Record<string, unknown>;
        // Walk to a random required field (data's, a label's or a run's) and break it.
        const targets: [Record<string, unknown>, string][] = [
          [json, "runs"],
          [json, "labels"],
          ...Object.keys(json.data as object).map((k): [Record<string, unknown>, string] => [
            json.data as Record<string, unknown>,
            k,
          ]),
          ...(json.labels as Record<string, unknown>[]).flatMap((l) =>
            ["name", "trainFrequency"].map((k): [Record<string, unknown>, string] => [l, k]),
          ),
          ...(json.runs as Record<string, unknown>[]).flatMap((r) =>
            ["algorithm", "trainMs", "points"].map((k): [Record<string, unknown>, string] => [r, k]),
          ),
        ];
        const [holder, key] = targets[pick % targets.length]!;
        if (remove) delete holder[key];
        else holder[key] = { broken: true };
        expect(code(() => parseComparison(json, "c.json"))).toBe("E_INPUT_FORMAT");
      }),
      { numRuns: 100 },
    );
  });

  it("names the field, the file, and refuses NaN, negative counts and rows that do not match the labels", () => {
    const base = {
      format: COMPARISON_FORMAT,
      version: COMPARISON_VERSION,
      data: { format: "mulan", path: "d", trainDocuments: 3, testDocuments: 2, features: 5 },
      labels: [{ name: "a", trainFrequency: 2 }],
      runs: [
        {
          algorithm: "adaboost-mh",
          trainMs: 5,
          points: [
            {
              iterations: 5,
              microF1: 0.5,
              macroF1: 0.5,
              hammingLoss: 0.1,
              subsetAccuracy: 0.5,
              rankingLoss: null,
              oneError: null,
              averagePrecision: null,
            },
          ],
        },
      ],
    };
    expect(parseComparison(base).runs[0]!.points[0]!.iterations).toBe(5);
    const bad = JSON.parse(JSON.stringify(base));
    bad.runs[0].points[0].microF1 = "NaN";
    expect(() => parseComparison(bad, "x.json")).toThrow(
      /runs\[0\]\.points\[0\]\.microF1 is not a finite number/,
    );
    const cover = JSON.parse(JSON.stringify(base));
    cover.runs[0].points[0].coveringError = { hamming: 0.5, "zero-one": null };
    expect(() => parseComparison(cover, "x.json")).toThrow(
      /runs\[0\]\.points\[0\]\.coveringError\.zero-one is not a finite number/,
    );
    cover.runs[0].points[0].coveringError = [0.5];
    expect(() => parseComparison(cover)).toThrow(/coveringError is not an object/);
    const negative = JSON.parse(JSON.stringify(base));
    negative.labels[0].trainFrequency = -1;
    expect(() => parseComparison(negative)).toThrow(/labels\[0\]\.trainFrequency/);
    const rows = JSON.parse(JSON.stringify(base));
    rows.runs[0].perLabel = [];
    expect(() => parseComparison(rows)).toThrow(/0 rows for 1 labels/);
    expect(() => parseComparison({ ...base, format: "textboost-model" }, "m.json")).toThrow(
      expect.objectContaining({ file: "m.json" }),
    );
    expect(code(() => parseComparison({ ...base, format: "textboost-model" }))).toBe("E_INPUT_FORMAT");
    expect(code(() => parseComparison({ ...base, version: 2 }))).toBe("E_MODEL_VERSION");
    expect(code(() => parseComparison(null))).toBe("E_INPUT_FORMAT");
    expect(code(() => parseComparison([]))).toBe("E_INPUT_FORMAT");
  });
});
