import { fc, test } from "@fast-check/vitest";
import { arbLabelTree } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { labelTreeFromParents } from "./label-tree-from-parents.js";
import { caught } from "./test-support/errors.js";

describe("labelTreeFromParents", () => {
  it("reads an object and pairs alike, null and empty string as roots, with descriptions", () => {
    const a = labelTreeFromParents(
      { C151: "C15", C15: "CCAT", CCAT: null, GCAT: "" },
      { descriptions: { C15: "PERFORMANCE" } },
    );
    expect(a.labels).toEqual(["C151", "C15", "CCAT", "GCAT"]);
    expect(Array.from(a.parent)).toEqual([1, 2, -1, -1]);
    expect(a.descriptions).toEqual(["", "PERFORMANCE", "", ""]);
    const b = labelTreeFromParents(
      new Map<string, string | null>([
        ["C151", "C15"],
        ["C15", "CCAT"],
        ["CCAT", null],
        ["GCAT", ""],
      ]),
    );
    expect([b.labels, b.parent, b.roots, b.depth]).toEqual([a.labels, a.parent, a.roots, a.depth]);
  });

  it("rejects a duplicate label, an unknown parent, a cycle, a description of no label", async () => {
    const twice = await caught(() =>
      labelTreeFromParents([
        ["a", null],
        ["a", null],
      ]),
    );
    expect([twice.code, twice.message]).toEqual([
      "E_INPUT_FORMAT",
      expect.stringMatching(/"a" is given twice/),
    ]);
    const unknown = await caught(() => labelTreeFromParents({ a: null, b: "c" }));
    expect([unknown.code, unknown.message]).toEqual([
      "E_INPUT_FORMAT",
      expect.stringMatching(/parent "c" of "b" is not a label/),
    ]);
    const cycle = await caught(() => labelTreeFromParents({ a: "b", b: "a", c: null }));
    expect([cycle.code, cycle.message]).toEqual(["E_INPUT_FORMAT", expect.stringMatching(/cycle/)]);
    const description = await caught(() => labelTreeFromParents({ a: null }, { descriptions: { z: "?" } }));
    expect(description.code).toBe("E_INVALID_ARGUMENT");
  });

  test.prop([arbLabelTree({ labels: { min: 1, max: 12 } }), fc.boolean()])(
    "gives back any forest written as pairs in label order",
    (parents, emptyRoots) => {
      const code = (i: number) => `L${i}`;
      const root = emptyRoots ? "" : null;
      const t = labelTreeFromParents(
        Array.from(parents, (p, i) => [code(i), p < 0 ? root : code(p)] as const),
      );
      expect(t.labels).toEqual(Array.from(parents, (_, i) => code(i)));
      expect(Array.from(t.parent)).toEqual(Array.from(parents));
    },
  );
});
