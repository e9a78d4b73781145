import { test } from "@fast-check/vitest";
import { labelTree } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { leafAveraged } from "./leaf-averaged.js";
import { macroAveraged } from "./macro-averaged.js";
import { microAveraged } from "./micro-averaged.js";
import { labelMatrixFromSets } from "./test-support/fixtures.js";
import { hierarchyCase, refLeafColumns } from "./test-support/hierarchy-case.js";
import { refMacro, refMicro } from "./test-support/reference.js";

describe("leafAveraged", () => {
  it("averages over the leaf columns only (the TSDoc example)", () => {
    const tree = labelTree({ labels: ["CCAT", "C15", "GCAT"], parent: [-1, 0, -1] });
    const r = leafAveraged(labelMatrixFromSets([[0, 1], [2]], 3), labelMatrixFromSets([[0], [2]], 3), {
      tree,
    });
    expect(r.labels).toBe(2);
    expect(r.micro.f1).toBeCloseTo(2 / 3, 12);
    expect(r.macro.f1).toBeCloseTo(0.5, 12);
  });

  test.prop([hierarchyCase])(
    "agrees with the flat reference on the leaf columns, both empty-label modes",
    (c) => {
      const leaves = refLeafColumns(c);
      const { Y, P } = c;
      if (leaves.length === 0) {
        expect(() => leafAveraged(Y, P, c.hierarchy)).toThrow(/none of the .* columns is a leaf/);
        return;
      }
      const pick = (rows: boolean[][]) => rows.map((row) => leaves.map((j) => row[j]!));
      const t = pick(c.truth);
      const p = pick(c.predicted);
      const got = leafAveraged(Y, P, c.hierarchy);
      const skip = leafAveraged(Y, P, c.hierarchy, { emptyLabels: "skip" });
      expect(got.labels).toBe(leaves.length);
      const close = (a: { precision: number; recall: number; f1: number }, ref: number[]) =>
        expect([a.precision, a.recall, a.f1]).toEqual(ref.map((v) => expect.closeTo(v, 12)));
      close(got.micro, refMicro(t, p, leaves.length));
      close(got.macro, refMacro(t, p, leaves.length));
      close(skip.macro, refMacro(t, p, leaves.length, "skip"));
    },
  );

  test.prop([hierarchyCase])(
    "on a tree without internal nodes, the flat micro and macro averages; perfect predictions give 1",
    (c) => {
      const { Y, P } = c;
      const got = leafAveraged(Y, P, { tree: c.flat, index: c.node });
      expect([got.micro, got.macro, got.labels]).toEqual([
        microAveraged(Y, P),
        macroAveraged(Y, P),
        c.node.length,
      ]);
      if (refLeafColumns(c).length > 0) {
        const perfect = leafAveraged(Y, Y, c.hierarchy);
        expect([perfect.micro.f1, perfect.macro.f1]).toEqual([1, 1]);
      }
    },
  );
});
