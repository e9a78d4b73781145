import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { labelTree } from "@textboost/core";
import { arbLabelTree } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { parseLabelTree } from "./label-tree.js";
import { labelTreeFromParents } from "./label-tree-from-parents.js";
import { formatLabelTree } from "./label-tree-writer.js";
import { readLabelTree, writeLabelTree } from "./node/label-tree-file.js";
import { caught } from "./test-support/errors.js";

/** Codes the format can hold: no tab or line break, no surrounding space (inner spaces allowed). */
const arbCode = fc
  .string({ unit: fc.constantFrom("a", "B", "7", "-", ".", "/", " ", "#", "é"), minLength: 1, maxLength: 6 })
  .filter((s) => s.trim() === s);
const arbDescription = fc.string({ unit: fc.constantFrom("x", "Y", " ", "/", "&"), maxLength: 8 });

const arbTree = arbLabelTree({ labels: { min: 0, max: 10 } }).chain((parents) =>
  fc
    .tuple(
      fc.uniqueArray(fc.oneof(arbCode, fc.constantFrom("Root", "Root-2", "None", "parent", "child")), {
        minLength: parents.length,
        maxLength: parents.length,
      }),
      fc.array(arbDescription, { minLength: parents.length, maxLength: parents.length }),
    )
    .map(([labels, descriptions]) => ({ parents, labels, descriptions })),
);

describe("formatLabelTree", () => {
  it("writes the header, the pseudo-root and one line per label", () => {
    const t = labelTreeFromParents(
      { CCAT: null, C15: "CCAT", Root: null },
      { descriptions: { C15: " PERF " } },
    );
    expect(formatLabelTree(t)).toEqual([
      "parent\tchild\tdescription",
      "None\tRoot-2\t",
      "Root-2\tCCAT\t",
      "CCAT\tC15\tPERF",
      "Root-2\tRoot\t",
    ]);
  });

  test.prop([arbTree])(
    "round trip: parseLabelTree reads back the labels, parents and trimmed descriptions in order",
    async ({ parents, labels, descriptions }) => {
      const tree = labelTree({ labels, parent: parents, descriptions });
      const writable = labels.every(
        (l, i) => tree.children[i]!.length === 0 || !(l === "None" || l.startsWith("#")),
      );
      if (!writable) {
        expect((await caught(() => formatLabelTree(tree))).code).toBe("E_INVALID_ARGUMENT");
        return;
      }
      const back = await parseLabelTree(formatLabelTree(tree).join("\n"));
      expect(back.labels).toEqual(tree.labels);
      expect(Array.from(back.parent)).toEqual(Array.from(tree.parent));
      expect([back.children, back.roots, back.depth]).toEqual([tree.children, tree.roots, tree.depth]);
      expect(back.descriptions).toEqual(descriptions.map((d) => d.trim()));
    },
  );

  it("refuses what the format cannot hold", async () => {
    const bad = [
      labelTreeFromParents({ "a\tb": null }),
      labelTreeFromParents({ " a": null }),
      labelTreeFromParents({ a: null }, { descriptions: { a: "x\ny" } }),
      labelTreeFromParents({ None: null, b: "None" }),
      labelTreeFromParents({ "#x": null, b: "#x" }),
      labelTreeFromParents({ "parent:x": null, b: "parent:x" }),
    ];
    for (const t of bad) expect((await caught(() => formatLabelTree(t))).code).toBe("E_INVALID_ARGUMENT");
    expect(formatLabelTree(labelTreeFromParents({ None: null, "#x": null }))).toHaveLength(4);
  });
});

describe("writeLabelTree", () => {
  it("writes a file readLabelTree reads back", async () => {
    const dir = await mkdtemp(join(tmpdir(), "textboost-tree-"));
    try {
      const t = labelTreeFromParents({ CCAT: null, C15: "CCAT" }, { descriptions: { C15: "PERFORMANCE" } });
      const path = join(dir, "t.tsv");
      await writeLabelTree(t, path);
      expect(await readFile(path, "utf8")).toBe(
        "parent\tchild\tdescription\nNone\tRoot\t\nRoot\tCCAT\t\nCCAT\tC15\tPERFORMANCE\n",
      );
      const back = await readLabelTree(path);
      expect([back.labels, back.parent, back.descriptions]).toEqual([t.labels, t.parent, t.descriptions]);
      expect((await caught(() => writeLabelTree(t, join(dir, "no", "such", "dir.tsv")))).code).toBe("E_IO");
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
