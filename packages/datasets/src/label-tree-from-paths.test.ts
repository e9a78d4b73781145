import { fc, test } from "@fast-check/vitest";
import { ancestors, labelTreeIndexOf } from "@textboost/core";
import { arbLabelTree } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { labelTreeFromPaths, pathLabelKey } from "./label-tree-from-paths.js";
import { caught } from "./test-support/errors.js";

/** Random path names over a small alphabet, unique, none ending in a repeated part. */
const arbPaths = fc.uniqueArray(
  fc
    .array(fc.constantFrom("a", "b", "c", "d"), { minLength: 1, maxLength: 4 })
    .filter((p) => p.length < 2 || p[p.length - 1] !== p[p.length - 2])
    .map((p) => p.join(".")),
  { minLength: 1, maxLength: 12 },
);

describe("labelTreeFromPaths", () => {
  it("creates every prefix, reads a repeated last part as the internal node itself", () => {
    const names = ["CCAT.C15.C151", "CCAT.CCAT", "CCAT.C15.C15", "ECAT.E11"];
    const t = labelTreeFromPaths(names);
    expect(t.labels).toEqual(["CCAT", "C15", "C151", "ECAT", "E11"]);
    expect(Array.from(t.parent)).toEqual([-1, 0, 1, -1, 3]);
    expect(Array.from(labelTreeIndexOf(t, names, { key: pathLabelKey() }))).toEqual([2, 0, 1, 4]);
    const p = labelTreeFromPaths(names, { code: "path" });
    expect(p.labels).toEqual(["CCAT", "CCAT.C15", "CCAT.C15.C151", "ECAT", "ECAT.E11"]);
    expect(Array.from(labelTreeIndexOf(p, names, { key: pathLabelKey({ code: "path" }) }))).toEqual([
      2, 0, 1, 4,
    ]);
    const slash = labelTreeFromPaths(["a/b", "a/c"], { separator: "/" });
    expect([slash.labels, Array.from(slash.parent)]).toEqual([
      ["a", "b", "c"],
      [-1, 0, 0],
    ]);
  });

  it("rejects two nodes with the same last part, two names of one node, empty parts, bad options", async () => {
    const clash = await caught(() => labelTreeFromPaths(["A.x", "B.x"]));
    expect([clash.code, clash.message]).toEqual([
      "E_INPUT_FORMAT",
      expect.stringMatching(/"A.x" and "B.x" both end in "x".*code: "path"/),
    ]);
    expect(labelTreeFromPaths(["A.x", "B.x"], { code: "path" }).labels).toEqual(["A", "A.x", "B", "B.x"]);
    const same = await caught(() => labelTreeFromPaths(["C.C15", "C.C15.C15"]));
    expect(same.message).toMatch(/"C.C15" and "C.C15.C15" name the same node "C.C15"/);
    expect((await caught(() => labelTreeFromPaths(["A..B"]))).message).toMatch(/empty part/);
    expect((await caught(() => labelTreeFromPaths(["A."]))).code).toBe("E_INPUT_FORMAT");
    expect((await caught(() => labelTreeFromPaths(["A"], { separator: "" }))).code).toBe(
      "E_INVALID_ARGUMENT",
    );
    expect((await caught(() => pathLabelKey({ code: "first" as "last" }))).code).toBe("E_INVALID_ARGUMENT");
  });

  test.prop([arbPaths])(
    "whole-path codes: a valid tree of exactly the prefixes, each node's ancestors its path's prefixes",
    (names) => {
      const t = labelTreeFromPaths(names, { code: "path" });
      const prefixes = new Set(
        names.flatMap((n) => n.split(".").map((_, k, a) => a.slice(0, k + 1).join("."))),
      );
      expect(new Set(t.labels)).toEqual(prefixes);
      expect(t.labels).toHaveLength(prefixes.size);
      const index = labelTreeIndexOf(t, names, { key: pathLabelKey({ code: "path" }) });
      names.forEach((name, j) => {
        const parts = name.split(".");
        const node = index[j]!;
        expect(t.labels[node]).toBe(name);
        const expected = parts
          .slice(0, -1)
          .map((_, k) => parts.slice(0, k + 1).join("."))
          .reverse();
        expect(ancestors(t, node).map((a) => t.labels[a])).toEqual(expected);
        expect(t.depth[node]).toBe(parts.length);
      });
    },
  );

  test.prop([
    arbLabelTree({ labels: { min: 1, max: 12 } }),
    fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
  ])(
    "last-part codes: the paths of a tree's nodes give that tree back (internal nodes as X.Y.Y)",
    (parents, keep) => {
      const n = parents.length;
      const pathOf = (i: number): string[] => {
        const up: string[] = [];
        for (let k = i; k >= 0; k = parents[k]!) up.push(`T${k}`);
        return up.reverse();
      };
      const hasChild = new Set(Array.from(parents).filter((p) => p >= 0));
      // every leaf, and internal nodes when `keep` says so (written with the repeated last part)
      const chosen = Array.from({ length: n }, (_, i) => i).filter((i) => !hasChild.has(i) || keep[i]);
      const names = chosen.map((i) => {
        const p = pathOf(i);
        return (hasChild.has(i) ? [...p, `T${i}`] : p).join(".");
      });
      const t = labelTreeFromPaths(names);
      expect(new Set(t.labels)).toEqual(new Set(Array.from({ length: n }, (_, i) => `T${i}`)));
      for (let k = 0; k < n; k++) {
        const i = Number(t.labels[k]!.slice(1));
        const p = t.parent[k]!;
        expect(p < 0 ? -1 : Number(t.labels[p]!.slice(1))).toBe(parents[i]);
      }
      const index = labelTreeIndexOf(t, names, { key: pathLabelKey() });
      expect(chosen.map((_, j) => t.labels[index[j]!])).toEqual(chosen.map((i) => `T${i}`));
    },
  );
});
