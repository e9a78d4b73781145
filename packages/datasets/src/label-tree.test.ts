import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { labelTreeIndex, parseLabelTree } from "./label-tree.js";
import { readLabelTree } from "./node/label-tree-file.js";
import { expectInputError, lineEndingVariants, replaceLine } from "./test-support/errors.js";

const FIX = join(import.meta.dirname, "..", "fixtures");
const orig = readFileSync(join(FIX, "hier-mini.orig"), "utf8");

describe("parseLabelTree", () => {
  it("reads hier.orig: pseudo-root dropped, parents defined after children, depths", async () => {
    const t = await readLabelTree(join(FIX, "hier-mini.orig"));
    expect(t.labels).toEqual(["C15", "C151", "CCAT", "ECAT", "C1511", "C11"]);
    expect(Array.from(t.parent)).toEqual([2, 0, -1, -1, 1, 2]);
    expect(t.roots).toEqual([2, 3]);
    expect(t.children).toEqual([[1], [4], [0, 5], [], [], []]);
    expect(Array.from(t.depth)).toEqual([2, 3, 1, 1, 4, 2]);
    expect(t.descriptions[1]).toBe("ACCOUNTS EARNINGS");
  });

  it("reads the TSV form to the same tree", async () => {
    const a = await readLabelTree(join(FIX, "hier-mini.orig"));
    const b = await readLabelTree(join(FIX, "hier-mini.tsv"));
    expect([b.labels, b.parent, b.roots, b.depth]).toEqual([a.labels, a.parent, a.roots, a.depth]);
    expect(b.descriptions[1]).toBe("ACCOUNTS/EARNINGS");
  });

  it.each(lineEndingVariants(orig))("reads the same with %s", async (_, variant) => {
    expect((await parseLabelTree(variant)).parent).toEqual((await parseLabelTree(orig)).parent);
  });

  test.prop([fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), fc.integer()])(
    "recovers any forest written in any line order, with depth = 1 + parent's depth",
    async (seeds, shuffle) => {
      // node i's parent is a node before it (or the pseudo-root)
      const parent = seeds.map((s, i) => (s % (i + 1)) - 1);
      const lines = parent.map(
        (p, i) => `parent: ${p < 0 ? "Root" : `T${p}`} child: T${i} child-description: topic ${i}`,
      );
      const order = lines
        .map((_, i) => i)
        .sort((a, b) => ((a * 7919 + shuffle) % 97) - ((b * 7919 + shuffle) % 97));
      const text = ["parent: None child: Root child-description: none", ...order.map((i) => lines[i]!)].join(
        "\n",
      );
      const t = await parseLabelTree(text);
      for (let i = 0; i < parent.length; i++) {
        const k = t.labels.indexOf(`T${i}`);
        const p = t.parent[k]!;
        expect(p < 0 ? -1 : Number(t.labels[p]!.slice(1))).toBe(parent[i]);
        expect(t.depth[k]).toBe(p < 0 ? 1 : t.depth[p]! + 1);
      }
    },
  );

  const bad: [string, number, string, RegExp][] = [
    ["a malformed line", 3, "parent C15 child C151", /expected "parent: X child: Y/],
    [
      "an undefined parent",
      3,
      "parent: C16 child: C151 child-description: x",
      /parent "C16" of "C151" is never defined/,
    ],
    [
      "a child defined twice",
      7,
      "parent: CCAT child: C15 child-description: again",
      /"C15" is defined twice \(first on line 2\)/,
    ],
  ];
  it.each(bad)("rejects %s", async (_, line, replacement, pattern) => {
    await expectInputError(
      () => parseLabelTree(replaceLine(orig, line, replacement), { file: "h" }),
      "h",
      line,
      pattern,
    );
  });

  it("rejects a cycle", async () => {
    const text =
      "parent: None child: Root child-description: x\nparent: B child: A child-description: a\nparent: A child: B child-description: b\n";
    await expectInputError(() => parseLabelTree(text, { file: "c" }), "c", 2, /cycle/);
  });
});

describe("labelTreeIndex", () => {
  it("maps path-style names (Reuters-K500) by their last part", async () => {
    const t = await parseLabelTree(orig);
    expect(Array.from(labelTreeIndex(t, ["CCAT.C15.C151", "ECAT", "X.Y"]))).toEqual([1, 3, -1]);
    expect(Array.from(labelTreeIndex(t, ["c11"], (n) => n.toUpperCase()))).toEqual([5]);
  });
});
