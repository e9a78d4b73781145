import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { GLOBALISATION_POLICIES } from "./globalise.js";
import { selectFeatures } from "./select-features.js";
import { TERM_MEASURES, type TermMeasureName } from "./term-measure.js";
import { termScores } from "./term-scores.js";
import { arbDenseData, type DenseData, denseData } from "./test-support/dense-data.js";
import { bruteCells, close, REFERENCES, refRoundRobin, rowsOf } from "./test-support/reference.js";

const NAMES = Object.keys(TERM_MEASURES) as TermMeasureName[];
const LINEAR = ["max", "average", "weighted-average"] as const;

/** Brute-force global score per term for max / average / weighted-average (priors = label fractions). */
function refGlobal(data: DenseData, name: TermMeasureName, policy: (typeof LINEAR)[number]): number[] {
  const n = data.x.length;
  const priors = Array.from({ length: data.labels }, (_, j) =>
    n === 0 ? 0 : data.y.filter((row) => row[j] === 1).length / n,
  );
  return Array.from({ length: data.terms }, (_, k) => {
    const column = priors.map((_, j) => REFERENCES[name](bruteCells(data, k, j)));
    if (policy === "max") return Math.max(...column);
    if (policy === "average") return column.reduce((s, v) => s + v, 0) / column.length;
    return column.reduce((s, v, j) => s + priors[j]! * v, 0);
  });
}

describe("selectFeatures", () => {
  test.prop([
    arbDenseData(),
    fc.constantFrom(...NAMES),
    fc.constantFrom(...LINEAR),
    fc.integer({ min: 1, max: 10 }),
  ])(
    "keeps the best terms under the brute-force global scores (max, average, weighted average)",
    (data, name, policy, size) => {
      const { columns, scores } = selectFeatures(data.X, data.Y, {
        size,
        measure: name,
        globalisation: policy,
      });
      const ref = refGlobal(data, name, policy);
      expect(columns.length).toBe(Math.min(size, data.terms));
      expect(new Set(columns).size).toBe(columns.length);
      const kept = new Set(columns);
      columns.forEach((k, i) => {
        expect(close(scores[i]!, ref[k]!), `${scores[i]} vs ${ref[k]}`).toBe(true);
      });
      for (let i = 0; i + 1 < scores.length; i++) expect(scores[i]!).toBeGreaterThanOrEqual(scores[i + 1]!);
      const worst = Math.min(...Array.from(columns, (k) => ref[k]!));
      for (let k = 0; k < data.terms; k++) {
        if (!kept.has(k)) expect(ref[k]!).toBeLessThanOrEqual(worst + 1e-9 * Math.max(1, Math.abs(worst)));
      }
    },
  );

  test.prop([arbDenseData(), fc.constantFrom(...NAMES), fc.integer({ min: 1, max: 10 })])(
    "round robin: labels with positive and negative documents take turns over the term scores",
    (data, name, size) => {
      const got = selectFeatures(data.X, data.Y, { size, measure: name });
      const scores = termScores(data.X, data.Y, name);
      const counts = Array.from(
        { length: data.labels },
        (_, j) => data.y.filter((row) => row[j] === 1).length,
      );
      const active = counts.flatMap((c, j) => (c > 0 && c < data.x.length ? [j] : []));
      const ref = refRoundRobin(
        rowsOf(scores.data, data.labels, data.terms),
        size,
        active.length > 0 ? active : counts.map((_, j) => j),
      );
      expect(Array.from(got.columns)).toEqual(ref.columns);
      ref.columns.forEach((k, i) => {
        expect(close(got.scores[i]!, REFERENCES[name](bruteCells(data, k, ref.labels[i]!)))).toBe(true);
      });
    },
  );

  test.prop([arbDenseData({ minLabels: 2, maxLabels: 4 }), fc.constantFrom(...GLOBALISATION_POLICIES)])(
    "is deterministic and exact in size, also for size above the number of terms",
    (data, globalisation) => {
      const a = selectFeatures(data.X, data.Y, { size: 3, globalisation });
      const b = selectFeatures(data.X, data.Y, { size: 3, globalisation });
      expect(a).toEqual(b);
      expect(a.columns.length).toBe(Math.min(3, data.terms));
      const all = selectFeatures(data.X, data.Y, { size: 1000, globalisation });
      expect(Array.from(all.columns).sort((x, y) => x - y)).toEqual(
        Array.from({ length: data.terms }, (_, k) => k),
      );
      expect(all.scores.every(Number.isFinite)).toBe(true);
    },
  );

  it("picks each label's deciding term and breaks ties by the lower id", () => {
    // term 0 decides label 0, term 1 decides label 1, term 2 is independent of both
    const data = denseData(
      [
        [1, undefined, 1],
        [1, undefined, undefined],
        [undefined, 1, 1],
        [undefined, 1, undefined],
      ],
      [
        [1, 0],
        [1, 0],
        [0, 1],
        [0, 1],
      ],
      3,
      2,
    );
    const r = selectFeatures(data.X, data.Y, { size: 2, measure: "chi-square", globalisation: "max" });
    expect(Array.from(r.columns)).toEqual([0, 1]);
    expect(Array.from(r.scores)).toEqual([4, 4]);
    const rr = selectFeatures(data.X, data.Y, { size: 3 });
    expect(Array.from(rr.columns)).toEqual([0, 1, 2]);
    expect(Array.from(rr.scores)).toEqual([1, 1, 0]);
  });

  it("uses priors from Y unless given", () => {
    // label 0: 1 of 4 documents, term 0; label 1: 3 of 4, term 1 (user measure a, so scores are counts)
    const data = denseData(
      [
        [1, 1],
        [undefined, 1],
        [undefined, 1],
        [undefined, undefined],
      ],
      [
        [1, 1],
        [0, 1],
        [0, 1],
        [0, 0],
      ],
      2,
      2,
    );
    const measure = ({ a }: { a: number }) => a;
    const byY = selectFeatures(data.X, data.Y, { size: 2, measure, globalisation: "weighted-average" });
    expect(Array.from(byY.scores)).toEqual([0.25 * 1 + 0.75 * 3, 0.25 * 1 + 0.75 * 1]);
    const mine = selectFeatures(data.X, data.Y, {
      size: 2,
      measure,
      globalisation: "weighted-average",
      priors: [1, 0],
    });
    expect(Array.from(mine.columns)).toEqual([0, 1]);
    expect(Array.from(mine.scores)).toEqual([1, 1]);
  });

  it.each([0, -3, 2.5, Number.NaN])("rejects size %s with E_INVALID_ARGUMENT", (size) => {
    const data = denseData([[1]], [[1]], 1, 1);
    try {
      selectFeatures(data.X, data.Y, { size });
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
    }
  });

  it("rejects data without labels and data whose X and Y disagree", () => {
    const none = denseData([[1], [1]], [[], []], 1, 0);
    expect(() => selectFeatures(none.X, none.Y, { size: 1 })).toThrow(/no labels/);
    const a = denseData([[1], [1]], [[1], [0]], 1, 1);
    const b = denseData([[1]], [[1]], 1, 1);
    expect(() => selectFeatures(a.X, b.Y, { size: 1 })).toThrow(/E_SHAPE/);
  });

  it("survives no documents (all scores 0: lowest ids first)", () => {
    const data = denseData([], [], 4, 2);
    const r = selectFeatures(data.X, data.Y, { size: 2, measure: "chi-square" });
    expect(Array.from(r.columns)).toEqual([0, 1]);
    expect(Array.from(r.scores)).toEqual([0, 0]);
  });
});
