import { fc, test } from "@fast-check/vitest";
import type { Cover } from "@textboost/core";
import { isTextboostError, ORDINARY_ARRAYS } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { compileCover, isCompiledCover, storedElement } from "./compile-cover.js";
import { hammingCover } from "./hamming-cover.js";
import { arbCoverCase } from "./test-support/arb-case.js";
import { labelVectors } from "./test-support/brute-force.js";
import { weightedPositiveCover } from "./weighted-positive-cover.js";
import { zeroOneCover } from "./zero-one-cover.js";

const Y = {
  format: "csr",
  rows: 2,
  cols: 2,
  indptr: Int32Array.of(0, 1, 1),
  indices: Int32Array.of(1),
} as const;

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return isTextboostError(e) ? `${e.code}${e.row === undefined ? "" : `@${e.row}`}` : String(e);
  }
  return "nothing thrown";
}

describe("compileCover", () => {
  test.prop([arbCoverCase()])(
    "compiles into the arrays it is given (shared memory here), the same values as ordinary arrays",
    ({ Y, cover }) => {
      const shared = {
        ...ORDINARY_ARRAYS,
        int8: (n: number) => new Int8Array(new SharedArrayBuffer(n)),
        int32: (n: number) => new Int32Array(new SharedArrayBuffer(4 * n)),
        float64: (n: number) => new Float64Array(new SharedArrayBuffer(8 * n)),
      };
      const there = compileCover(cover, Y, shared);
      const here = compileCover(cover, Y);
      for (const key of [
        "signs",
        "documentStart",
        "storedFrom",
        "storedLabelStart",
        "storedLabels",
        "storedMultiplicity",
      ] as const) {
        expect(there[key].buffer, key).toBeInstanceOf(SharedArrayBuffer);
        expect(Array.from(there[key]), key).toEqual(Array.from(here[key]));
      }
    },
  );

  it("grows its arrays to what the first documents say all will need, keeping them without a copy", () => {
    // 300 documents x 9 labels, every label set different (document i: the bits of i + 1), under a
    // cover of single labels whose multiplicities follow the signs: 2,700 stored elements outgrow the
    // first room (300).
    const g = 300;
    const m = 9;
    const rows = Array.from({ length: g }, (_, i) => [...Array(m).keys()].filter((j) => ((i + 1) >> j) & 1));
    const Yh = {
      format: "csr" as const,
      rows: g,
      cols: m,
      indptr: Int32Array.from({ length: g + 1 }, (_, i) =>
        rows.slice(0, i).reduce((n, r) => n + r.length, 0),
      ),
      indices: Int32Array.from(rows.flat()),
    };
    const bySign: Cover = {
      name: "by-sign",
      elements: (y) => Array.from(y, (v, j) => ({ labels: [j], multiplicity: v > 0 ? 2 : 1 })),
    };
    const sizes: number[] = [];
    const counting = {
      ...ORDINARY_ARRAYS,
      int32: (n: number) => {
        sizes.push(n);
        return new Int32Array(n);
      },
      float64: (n: number) => {
        sizes.push(n);
        return new Float64Array(n);
      },
    };
    const c = compileCover(bySign, Yh, counting);
    expect(c.storedLabelStart.length).toBe(g * m + 1);
    expect(c.storedLabels.length).toBe(g * m);
    expect(c.storedMultiplicity.length).toBe(g * m);
    // documentStart, storedFrom, the three first rooms, then one growth each, straight to the final
    // lengths.
    expect(sizes).toEqual([g + 1, g, g + 1, g, g, g * m, g * m + 1, g * m]);
  });

  it("stores the elements that every document shares once (Hamming: k, zero-one: 1)", () => {
    const g = 50;
    const m = 6;
    const Yr = {
      format: "csr" as const,
      rows: g,
      cols: m,
      indptr: Int32Array.from({ length: g + 1 }, (_, i) => i),
      indices: Int32Array.from({ length: g }, (_, i) => i % m),
    };
    const h = compileCover(hammingCover(), Yr);
    expect(h.storedMultiplicity.length).toBe(m);
    expect(Array.from(h.storedFrom)).toEqual(new Array(g).fill(0));
    expect(h.documentStart[g]).toBe(g * m);
    const z = compileCover(zeroOneCover(), Yr);
    expect(Array.from(z.storedLabelStart)).toEqual([0, m]);
    expect(z.documentStart[g]).toBe(g);
    // The weighted-positive cover's elements follow the label set: one copy per distinct set (m).
    expect(new Set(compileCover(weightedPositiveCover(2), Yr).storedFrom).size).toBe(m);
  });

  test.prop([arbCoverCase()])(
    "flattens exactly the elements of every document, and the signs",
    ({ Y, cover }) => {
      const c = compileCover(cover, Y);
      labelVectors(Y).forEach((y, i) => {
        const expected = cover
          .elements(y)
          .map((e) => ({ labels: [...e.labels], multiplicity: e.multiplicity }));
        const got = [];
        for (let s = c.documentStart[i]!; s < c.documentStart[i + 1]!; s++) {
          const e = storedElement(c, i, s);
          got.push({
            labels: Array.from(c.storedLabels.subarray(c.storedLabelStart[e]!, c.storedLabelStart[e + 1]!)),
            multiplicity: c.storedMultiplicity[e]!,
          });
        }
        expect(got).toEqual(expected);
        expect(Array.from(c.signs.subarray(i * Y.cols, (i + 1) * Y.cols))).toEqual(y);
      });
      expect(isCompiledCover(c)).toBe(true);
      expect(isCompiledCover(cover)).toBe(false);
    },
  );

  it("names the row where a cover breaks its contract", () => {
    const broken = (elements: Cover["elements"]): Cover => ({ name: "broken", elements });
    expect(
      code(() =>
        compileCover(
          broken((y) => (y[1] === 1 ? [{ labels: [0, 1], multiplicity: 1 }] : [])),
          Y,
        ),
      ),
    ).toBe("E_INVALID_ARGUMENT@1");
    expect(
      code(() =>
        compileCover(
          broken(() => [{ labels: [1, 0], multiplicity: 1 }]),
          Y,
        ),
      ),
    ).toBe("E_INVALID_ARGUMENT@0");
    expect(
      code(() =>
        compileCover(
          broken(() => [{ labels: [0, 2], multiplicity: 1 }]),
          Y,
        ),
      ),
    ).toBe("E_INVALID_ARGUMENT@0");
    expect(
      code(() =>
        compileCover(
          broken(() => [{ labels: [0, 1], multiplicity: 0.5 }]),
          Y,
        ),
      ),
    ).toBe("E_INVALID_ARGUMENT@0");
    expect(
      code(() =>
        compileCover(
          broken(() => [{ labels: [], multiplicity: 1 }]),
          Y,
        ),
      ),
    ).toBe("E_INVALID_ARGUMENT@0");
  });

  it("rejects a malformed label matrix", () => {
    const bad = {
      format: "csr",
      rows: 1,
      cols: 2,
      indptr: Int32Array.of(0, 2),
      indices: Int32Array.of(1, 0),
    } as const;
    expect(code(() => compileCover(hammingCover(), bad))).toBe("E_SHAPE@0");
  });

  test.prop([fc.constant(0)])("a document with no label gets y = all −1", () => {
    const c = compileCover(hammingCover(), Y);
    expect(Array.from(c.signs)).toEqual([-1, 1, -1, -1]);
  });
});
