import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isTextboostError } from "./errors.js";
import {
  ancestors,
  descendants,
  internalNodes,
  isLeaf,
  labelTree,
  labelTreeIndexOf,
  leaves,
  siblings,
} from "./label-tree.js";

/** A random forest as a parent array: each label's parent is an earlier label or -1, then shuffled. */
const arbParents = fc
  .integer({ min: 1, max: 14 })
  .chain((n) =>
    fc.tuple(
      fc.tuple(...Array.from({ length: n }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
      fc.shuffledSubarray(
        Array.from({ length: n }, (_, i) => i),
        { minLength: n, maxLength: n },
      ),
    ),
  )
  .map(([raw, perm]) => {
    // raw[i] < i is acyclic; relabel node i as perm[i] so parents are not always smaller.
    const parent = new Array<number>(raw.length);
    raw.forEach((p, i) => {
      parent[perm[i]!] = p < 0 ? -1 : perm[p]!;
    });
    return parent;
  });

const names = (n: number) => Array.from({ length: n }, (_, i) => `L${i}`);

function brute(parent: number[]) {
  const n = parent.length;
  const anc = (i: number) => {
    const out: number[] = [];
    for (let p = parent[i]!; p >= 0; p = parent[p]!) out.push(p);
    return out;
  };
  return {
    anc,
    desc: (i: number) =>
      names(n)
        .map((_, d) => d)
        .filter((d) => anc(d).includes(i)),
    depth: (i: number) => anc(i).length + 1,
  };
}

describe("labelTree", () => {
  it("derives children, roots and depth", () => {
    const t = labelTree({ labels: ["CCAT", "C15", "C151", "GCAT"], parent: [-1, 0, 1, -1] });
    expect(t.roots).toEqual([0, 3]);
    expect(t.children).toEqual([[1], [2], [], []]);
    expect(Array.from(t.depth)).toEqual([1, 2, 3, 1]);
    expect(t.descriptions).toEqual(["", "", "", ""]);
  });

  test.prop([arbParents])("agrees with brute-force ancestors, descendants, depth, siblings", (parent) => {
    const n = parent.length;
    const t = labelTree({ labels: names(n), parent });
    const b = brute(parent);
    for (let i = 0; i < n; i++) {
      expect(ancestors(t, i)).toEqual(b.anc(i));
      expect([...descendants(t, i)].sort((x, y) => x - y)).toEqual(b.desc(i));
      expect(t.depth[i]).toBe(b.depth(i));
      const sib = names(n)
        .map((_, s) => s)
        .filter((s) => s !== i && parent[s] === parent[i]);
      expect(siblings(t, i)).toEqual(sib);
      expect(isLeaf(t, i)).toBe(!parent.includes(i));
    }
    expect([...leaves(t), ...internalNodes(t)].sort((x, y) => x - y)).toEqual(names(n).map((_, i) => i));
    expect(t.roots).toEqual(
      names(n)
        .map((_, i) => i)
        .filter((i) => parent[i] === -1),
    );
  });

  test.prop([arbParents])("descendants come in pre-order: every node after its parent", (parent) => {
    const t = labelTree({ labels: names(parent.length), parent });
    for (const r of t.roots) {
      const order = [r, ...descendants(t, r)];
      order.forEach((c, k) => {
        if (k > 0) expect(order.indexOf(parent[c]!)).toBeLessThan(k);
      });
    }
  });

  const code = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return isTextboostError(e) ? `${e.code}: ${e.detail}` : "not a TextboostError";
    }
    return "no error";
  };

  it("rejects a cycle, a parent out of range, a duplicate or empty label, wrong lengths", () => {
    expect(code(() => labelTree({ labels: ["a", "b"], parent: [1, 0] }))).toMatch(/E_INPUT_FORMAT.*cycle/);
    expect(code(() => labelTree({ labels: ["a"], parent: [0] }))).toMatch(/E_INPUT_FORMAT.*cycle/);
    expect(code(() => labelTree({ labels: ["a", "b"], parent: [-1, 2] }))).toMatch(
      /E_INPUT_FORMAT.*parent of "b"/,
    );
    expect(code(() => labelTree({ labels: ["a", "b"], parent: [-1, 0.5] }))).toMatch(/E_INPUT_FORMAT/);
    expect(code(() => labelTree({ labels: ["a", "a"], parent: [-1, -1] }))).toMatch(/E_INPUT_FORMAT.*twice/);
    expect(code(() => labelTree({ labels: ["a", ""], parent: [-1, -1] }))).toMatch(/E_INPUT_FORMAT.*empty/);
    expect(code(() => labelTree({ labels: ["a"], parent: [-1, -1] }))).toMatch(/E_SHAPE/);
    expect(code(() => labelTree({ labels: ["a"], parent: [-1], descriptions: [] }))).toMatch(/E_SHAPE/);
  });

  it("names the file and the line of the label at fault when given", () => {
    const where = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return isTextboostError(e) ? [e.file, e.line] : "not a TextboostError";
      }
      return "no error";
    };
    const lines = [4, 9, 12];
    expect(where(() => labelTree({ labels: ["a", "b", "c"], parent: [-1, 2, 1], file: "t", lines }))).toEqual(
      ["t", 9],
    );
    expect(where(() => labelTree({ labels: ["a", "b", "a"], parent: [-1, 0, 1], file: "t", lines }))).toEqual(
      ["t", 12],
    );
    expect(where(() => labelTree({ labels: ["a", "b", "c"], parent: [-1, 7, 1], file: "t" }))).toEqual([
      "t",
      undefined,
    ]);
  });
});

describe("labelTreeIndexOf", () => {
  const t = labelTree({ labels: ["CCAT", "C15", "C151"], parent: [-1, 0, 1] });
  it("maps names, with a key", () => {
    expect(Array.from(labelTreeIndexOf(t, ["C151", "CCAT"]))).toEqual([2, 0]);
    const key = (s: string) => s.slice(s.lastIndexOf(".") + 1);
    expect(Array.from(labelTreeIndexOf(t, ["CCAT.C15.C151"], { key }))).toEqual([2]);
  });
  it("names the labels the tree lacks", () => {
    try {
      labelTreeIndexOf(t, ["C151", "XYZ"], { file: "tree.tsv" });
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e) && e.code === "E_INVALID_ARGUMENT" && e.file === "tree.tsv").toBe(true);
      expect((e as Error).message).toContain('"XYZ"');
    }
  });
});
