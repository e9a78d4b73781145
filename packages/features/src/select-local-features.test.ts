import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { selectLocalFeatures } from "./select-local-features.js";
import { TERM_MEASURES, type TermMeasureName } from "./term-measure.js";
import { arbDenseData, denseData } from "./test-support/dense-data.js";
import { bruteCells, REFERENCES } from "./test-support/reference.js";

const NAMES = Object.keys(TERM_MEASURES) as TermMeasureName[];

describe("selectLocalFeatures", () => {
  test.prop([arbDenseData(), fc.constantFrom(...NAMES), fc.integer({ min: 1, max: 10 })])(
    "gives one list per label, each that label's best min(size, terms) terms by the brute-force scores",
    (data, name, size) => {
      const lists = selectLocalFeatures(data.X, data.Y, { size, measure: name });
      expect(lists.length).toBe(data.labels);
      lists.forEach((list, j) => {
        const ref = Array.from({ length: data.terms }, (_, k) => REFERENCES[name](bruteCells(data, k, j)));
        expect(list.length).toBe(Math.min(size, data.terms));
        expect(new Set(list).size).toBe(list.length);
        const tol = (v: number) => 1e-9 * Math.max(1, Math.abs(v));
        for (let i = 0; i + 1 < list.length; i++) {
          expect(ref[list[i]!]! + tol(ref[list[i]!]!)).toBeGreaterThanOrEqual(ref[list[i + 1]!]!);
        }
        const kept = new Set(list);
        const worst = Math.min(...Array.from(list, (k) => ref[k]!));
        for (let k = 0; k < data.terms; k++)
          if (!kept.has(k)) expect(ref[k]!).toBeLessThanOrEqual(worst + tol(worst));
      });
    },
  );

  test.prop([arbDenseData(), fc.integer({ min: 1, max: 10 })])(
    "with an integer measure the lists are exactly the naive sort by score, then id",
    (data, size) => {
      const lists = selectLocalFeatures(data.X, data.Y, { size, measure: ({ a, b }) => a - b });
      lists.forEach((list, j) => {
        const score = (k: number) => {
          const c = bruteCells(data, k, j);
          return c.a - c.b;
        };
        const naive = [...Array(data.terms).keys()]
          .sort((x, y) => score(y) - score(x) || x - y)
          .slice(0, size);
        expect(Array.from(list)).toEqual(naive);
      });
    },
  );

  it("gives a label without positives a list too, and document frequency the same list for all", () => {
    const data = denseData(
      [
        [1, 1, undefined],
        [undefined, 1, undefined],
        [undefined, 1, 1],
      ],
      [
        [1, 0],
        [0, 0],
        [0, 0],
      ],
      3,
      2,
    );
    const ig = selectLocalFeatures(data.X, data.Y, { size: 2 });
    expect(ig.map((l) => Array.from(l))).toEqual([
      [0, 2],
      [0, 1],
    ]);
    const df = selectLocalFeatures(data.X, data.Y, { size: 5, measure: "document-frequency" });
    expect(df.map((l) => Array.from(l))).toEqual([
      [1, 0, 2],
      [1, 0, 2],
    ]);
  });

  it("rejects size 0 and data without labels", () => {
    const data = denseData([[1]], [[1]], 1, 1);
    try {
      selectLocalFeatures(data.X, data.Y, { size: 0 });
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
    }
    const none = denseData([[1]], [[]], 1, 0);
    expect(() => selectLocalFeatures(none.X, none.Y, { size: 1 })).toThrow(/no labels/);
  });
});
