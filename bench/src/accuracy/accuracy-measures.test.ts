import { fc, test } from "@fast-check/vitest";
import { labelMatrix } from "@textboost/sparse";
import { describe, expect } from "vitest";
import { macroF1ZeroDivision, measuresFromEvaluate, measuresFromScores } from "./accuracy-measures.js";

const counts = fc.record({ tp: fc.nat(20), fp: fc.nat(20), fn: fc.nat(20) });

/** scikit-learn's f1 with zero_division=0, from precision and recall (an independent route). */
function sklearnF1(tp: number, fp: number, fn: number): number {
  const p = tp + fp === 0 ? 0 : tp / (tp + fp);
  const r = tp + fn === 0 ? 0 : tp / (tp + fn);
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

describe("macroF1ZeroDivision", () => {
  test.prop([fc.array(counts, { minLength: 1, maxLength: 12 })], { numRuns: 100 })(
    "is the mean of the harmonic means of precision and recall, empty labels 0",
    (labels) => {
      const expected = labels.reduce((s, c) => s + sklearnF1(c.tp, c.fp, c.fn), 0) / labels.length;
      expect(macroF1ZeroDivision(labels)).toBeCloseTo(expected, 12);
    },
  );

  test("counts an empty label as 0, where textboost's macro F1 counts it as 1", () => {
    expect(macroF1ZeroDivision([{ tp: 0, fp: 0, fn: 0 }])).toBe(0);
    expect(macroF1ZeroDivision([])).toBe(0);
  });
});

describe("measuresFromScores", () => {
  // documents x labels of small integer scores and random truth
  const problem = fc.integer({ min: 1, max: 6 }).chain((cols) =>
    fc
      .array(
        fc.record({
          truth: fc.subarray([...Array(cols).keys()]),
          scores: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: cols, maxLength: cols }),
        }),
        { minLength: 1, maxLength: 10 },
      )
      .map((docs) => ({ cols, docs })),
  );

  test.prop([problem], { numRuns: 100 })(
    "F1 micro and the zero-division macro F1 match a brute-force count",
    ({ cols, docs }) => {
      const Y = labelMatrix(
        docs.map((d) => d.truth),
        cols,
      );
      const data = Float64Array.from(docs.flatMap((d) => d.scores));
      const m = measuresFromScores(Y, { rows: docs.length, cols, data });
      const tp = new Array(cols).fill(0);
      const fp = new Array(cols).fill(0);
      const fn = new Array(cols).fill(0);
      for (const d of docs) {
        for (let j = 0; j < cols; j++) {
          const yes = d.truth.includes(j);
          const said = d.scores[j]! > 0;
          if (yes && said) tp[j]++;
          else if (said) fp[j]++;
          else if (yes) fn[j]++;
        }
      }
      const sum = (a: number[]) => a.reduce((s, x) => s + x, 0);
      const [T, P, N] = [sum(tp), sum(fp), sum(fn)];
      expect(m.microF1).toBeCloseTo(T + P + N === 0 ? 1 : (2 * T) / (2 * T + P + N), 12);
      const macro0 = tp.reduce((s, _, j) => s + sklearnF1(tp[j], fp[j], fn[j]), 0) / cols;
      expect(m.macroF1ZeroDivision).toBeCloseTo(macro0, 12);
      expect(m.macroF1).toBeGreaterThanOrEqual(m.macroF1ZeroDivision);
    },
  );
});

describe("measuresFromEvaluate", () => {
  test("takes the CLI's figures and adds the zero-division macro F1 from its per-label counts", () => {
    const m = measuresFromEvaluate({
      microF1: 0.5,
      macroF1: 0.75,
      averagePrecision: 0.9,
      perLabel: [
        { tp: 1, fp: 1, fn: 0 },
        { tp: 0, fp: 0, fn: 0 },
      ],
    });
    expect(m).toEqual({
      microF1: 0.5,
      macroF1: 0.75,
      macroF1ZeroDivision: sklearnF1(1, 1, 0) / 2,
      averagePrecision: 0.9,
    });
  });

  test("refuses a report without per-label counts", () => {
    expect(() => measuresFromEvaluate({ microF1: 1 } as never)).toThrow(/perLabel/);
  });
});
