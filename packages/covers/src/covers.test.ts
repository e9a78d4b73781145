import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { arbLabelTree, arbLabelVector } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { customCover } from "./custom-cover.js";
import { groupCover } from "./group-cover.js";
import { hammingCover } from "./hamming-cover.js";
import { labelDependentCover } from "./label-dependent-cover.js";
import { labelTreeCover } from "./label-tree-cover.js";
import { paperCovers } from "./paper-covers.js";
import { arbPartition } from "./test-support/arb-cover.js";
import { twoSetsCover } from "./two-sets-cover.js";
import { weightedNegativeCover } from "./weighted-negative-cover.js";
import { weightedPositiveCover } from "./weighted-positive-cover.js";
import { zeroOneCover } from "./zero-one-cover.js";

const vectors = fc.integer({ min: 1, max: 12 }).chain((m) => arbLabelVector(m));
const pos = (y: ArrayLike<number>) => Array.from(y).flatMap((v, j) => (v > 0 ? [j] : []));
const neg = (y: ArrayLike<number>) => Array.from(y).flatMap((v, j) => (v > 0 ? [] : [j]));
const plain = (es: readonly { labels: readonly number[]; multiplicity: number }[]) =>
  es.map((e) => ({ labels: [...e.labels], multiplicity: e.multiplicity }));

function expectCode(f: () => unknown, code: string): void {
  try {
    f();
  } catch (e) {
    expect(isTextboostError(e), String(e)).toBe(true);
    expect((e as { code: string }).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}, nothing was thrown`);
}

describe("the paper's covers (Fig. 1 and Section 4)", () => {
  test.prop([vectors])("Hamming: one singleton per label", (y) => {
    expect(plain(hammingCover().elements(y))).toEqual(
      Array.from(y, (_, j) => ({ labels: [j], multiplicity: 1 })),
    );
  });
  test.prop([vectors])("zero-one: one element of all labels", (y) => {
    expect(plain(zeroOneCover().elements(y))).toEqual([
      { labels: Array.from(y, (_, j) => j), multiplicity: 1 },
    ]);
  });
  test.prop([vectors])("two-sets: the positives, then the negatives, empty sets left out", (y) => {
    const expected = [pos(y), neg(y)]
      .filter((s) => s.length > 0)
      .map((labels) => ({ labels, multiplicity: 1 }));
    expect(plain(twoSetsCover().elements(y))).toEqual(expected);
  });
  test.prop([vectors, fc.integer({ min: 1, max: 9 })])(
    "weighted-positive: the positives w times, each negative alone",
    (y, w) => {
      const es = plain(weightedPositiveCover(w).elements(y));
      const expected = [
        ...(pos(y).length > 0 ? [{ labels: pos(y), multiplicity: w }] : []),
        ...neg(y).map((j) => ({ labels: [j], multiplicity: 1 })),
      ];
      expect(es).toEqual(expected);
    },
  );
  test.prop([vectors, fc.integer({ min: 1, max: 9 })])(
    "weighted-negative: the negatives w times, each positive alone",
    (y, w) => {
      const es = plain(weightedNegativeCover(w).elements(y));
      const expected = [
        ...(neg(y).length > 0 ? [{ labels: neg(y), multiplicity: w }] : []),
        ...pos(y).map((j) => ({ labels: [j], multiplicity: 1 })),
      ];
      expect(es).toEqual(expected);
    },
  );
  it("names and the paper's weights", () => {
    expect(paperCovers().map((c) => [c.abbreviation, c.cover.name])).toEqual([
      ["ZO", "zero-one"],
      ["HM", "hamming"],
      ["TS", "two-sets"],
      ["WP", "weighted-positive:6"],
      ["WN", "weighted-negative:4"],
    ]);
    expect(weightedPositiveCover().name).toBe("weighted-positive:6");
    expect(weightedNegativeCover().name).toBe("weighted-negative:4");
  });
  it("rejects weights that are not positive integers", () => {
    for (const w of [0, -1, 1.5, Number.NaN]) {
      expectCode(() => weightedPositiveCover(w), "E_INVALID_ARGUMENT");
      expectCode(() => weightedNegativeCover(w), "E_INVALID_ARGUMENT");
    }
  });
  it("rejects label vectors that are not ±1", () => {
    expectCode(() => hammingCover().elements([1, 0, -1]), "E_INVALID_ARGUMENT");
    expectCode(() => twoSetsCover().elements([1, 2]), "E_INVALID_ARGUMENT");
    expectCode(() => zeroOneCover().elements([Number.NaN]), "E_INVALID_ARGUMENT");
  });
});

describe("groupCover", () => {
  test.prop([fc.integer({ min: 1, max: 10 }).chain((m) => fc.tuple(arbPartition(m), arbLabelVector(m)))])(
    "one element per group, the group's labels sorted, whatever y",
    ([groups, y]) => {
      expect(plain(groupCover(groups).elements(y))).toEqual(
        groups.map((group) => ({ labels: [...group].sort((a, b) => a - b), multiplicity: 1 })),
      );
    },
  );
  it("rejects groups that are not a partition", () => {
    expectCode(() => groupCover([]), "E_INVALID_ARGUMENT");
    expectCode(() => groupCover([[0, 1], []]), "E_INVALID_ARGUMENT");
    expectCode(
      () =>
        groupCover([
          [0, 1],
          [1, 2],
        ]),
      "E_INVALID_ARGUMENT",
    );
    expectCode(() => groupCover([[0, 2]]), "E_INVALID_ARGUMENT");
    expectCode(() => groupCover([[0, -1]]), "E_INVALID_ARGUMENT");
    expectCode(() => groupCover([[0, 0.5]]), "E_INVALID_ARGUMENT");
  });
  it("rejects label vectors of another length", () => {
    expectCode(() => groupCover([[0, 1], [2]]).elements([1, -1]), "E_SHAPE");
  });
  it("takes a name", () => {
    expect(groupCover([[0]], { name: "groups:a.txt" }).name).toBe("groups:a.txt");
    expect(groupCover([[0]]).name).toBe("groups");
  });
});

describe("labelDependentCover", () => {
  test.prop([fc.integer({ min: 1, max: 10 }).chain((m) => fc.tuple(arbPartition(m), arbLabelVector(m)))])(
    "splits exactly the groups holding a relevant label",
    ([groups, y]) => {
      const es = plain(labelDependentCover(groups).elements(y));
      const expected = groups.flatMap((group) => {
        const s = [...group].sort((a, b) => a - b);
        return s.some((j) => y[j]! > 0)
          ? s.map((j) => ({ labels: [j], multiplicity: 1 }))
          : [{ labels: s, multiplicity: 1 }];
      });
      expect(es).toEqual(expected);
    },
  );
  it("the paper's BASKETBALL article", () => {
    // 0 FOOTBALL, 1 BASKETBALL (SPORTS); 2 MARKETS, 3 CURRENCIES (ECONOMY)
    expect(
      plain(
        labelDependentCover([
          [0, 1],
          [2, 3],
        ]).elements([-1, 1, -1, -1]),
      ),
    ).toEqual([
      { labels: [0], multiplicity: 1 },
      { labels: [1], multiplicity: 1 },
      { labels: [2, 3], multiplicity: 1 },
    ]);
  });
});

describe("labelTreeCover", () => {
  function depthOf(parents: Int32Array, j: number): number {
    let d = 0;
    for (let n = parents[j]!; n >= 0; n = parents[n]!) d++;
    return d;
  }
  test.prop([arbLabelTree({ labels: { min: 1, max: 10 } }), fc.integer({ min: 0, max: 4 })])(
    "a partition into subtrees rooted at the depth, shallower labels alone",
    (parents, depth) => {
      const m = parents.length;
      const es = labelTreeCover(parents, depth).elements(new Array(m).fill(-1));
      const seen = new Set<number>();
      for (const e of es) {
        for (const j of e.labels) {
          expect(seen.has(j)).toBe(false);
          seen.add(j);
        }
        // the element's root: its shallowest label
        const root = e.labels.reduce((a, b) => (depthOf(parents, b) < depthOf(parents, a) ? b : a));
        if (depthOf(parents, root) < depth) expect(e.labels).toEqual([root]);
        else expect(depthOf(parents, root)).toBe(depth);
        // every label of the element descends from the root, and every descendant of it is in the element
        for (let j = 0; j < m; j++) {
          let n = j;
          let descends = false;
          while (n >= 0) {
            if (n === root) descends = true;
            n = parents[n]!;
          }
          if (depthOf(parents, root) >= depth) expect(e.labels.includes(j)).toBe(descends);
        }
      }
      expect(seen.size).toBe(m);
    },
  );
  it("the example of the docs", () => {
    const cover = labelTreeCover(Int32Array.of(-1, 0, 1, 1, -1), 1);
    expect(cover.name).toBe("label-tree:1");
    expect(plain(cover.elements([1, 1, 1, -1, -1]))).toEqual([
      { labels: [0], multiplicity: 1 },
      { labels: [1, 2, 3], multiplicity: 1 },
      { labels: [4], multiplicity: 1 },
    ]);
  });
  it("rejects cycles, bad parents and bad depths", () => {
    expectCode(() => labelTreeCover(Int32Array.of(1, 0), 0), "E_INVALID_ARGUMENT");
    expectCode(() => labelTreeCover(Int32Array.of(0), 0), "E_INVALID_ARGUMENT");
    expectCode(() => labelTreeCover(Int32Array.of(-1, 5), 0), "E_INVALID_ARGUMENT");
    expectCode(() => labelTreeCover(Int32Array.of(-1), -1), "E_INVALID_ARGUMENT");
    expectCode(() => labelTreeCover(Int32Array.of(), 0), "E_INVALID_ARGUMENT");
  });
});

describe("customCover", () => {
  it("sorts and dedupes elements, defaults the multiplicity to 1", () => {
    const cover = customCover("c", () => [[2, 0, 2], { labels: [1], multiplicity: 3 }]);
    expect(plain(cover.elements([1, -1, 1]))).toEqual([
      { labels: [0, 2], multiplicity: 1 },
      { labels: [1], multiplicity: 3 },
    ]);
  });
  it("gives the function y as a plain ±1 array", () => {
    let seen: unknown;
    customCover("c", (y) => {
      seen = y;
      return [[0, 1]];
    }).elements(Int8Array.of(1, -1));
    expect(seen).toEqual([1, -1]);
  });
  it("rejects broken covers with a clear error", () => {
    expectCode(() => customCover("", () => []), "E_INVALID_ARGUMENT");
    expectCode(() => customCover("c", () => [[0]]).elements([1, 1]), "E_INVALID_ARGUMENT");
    expectCode(() => customCover("c", () => [[0, 1], []]).elements([1, 1]), "E_INVALID_ARGUMENT");
    expectCode(() => customCover("c", () => [[0, 2]]).elements([1, 1]), "E_INVALID_ARGUMENT");
    expectCode(
      () => customCover("c", () => [{ labels: [0, 1], multiplicity: 0 }]).elements([1, 1]),
      "E_INVALID_ARGUMENT",
    );
  });
});
