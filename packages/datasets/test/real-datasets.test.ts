import { existsSync } from "node:fs";
import { join } from "node:path";
import { labelTreeIndexOf } from "@textboost/core";
import { labelCounts } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { labelTreeIndex, parseLabelTree } from "../src/label-tree.js";
import { labelTreeFromParents } from "../src/label-tree-from-parents.js";
import { labelTreeFromPaths, pathLabelKey } from "../src/label-tree-from-paths.js";
import { formatLabelTree } from "../src/label-tree-writer.js";
import { readFileLines } from "../src/node/file-lines.js";
import { readLabelTree } from "../src/node/label-tree-file.js";
import { loadDataset } from "../src/node/load-dataset.js";
import { readMulan } from "../src/node/mulan-file.js";
import { reutersFiles } from "../src/node/reuters21578-files.js";
import { parseReutersSgml, type ReutersDocument } from "../src/reuters-sgml.js";
import { modApteSplit } from "../src/reuters21578.js";

// Integration tests on the real benchmark files; they skip (with a warning) when the folder is absent.
const DATA =
  process.env.TEXTBOOST_DATASETS ?? join(import.meta.dirname, "..", "..", "..", "..", "shared", "datasets");
const present = existsSync(DATA);
if (!present) console.warn(`[datasets] real-data tests skipped: ${DATA} not found (set TEXTBOOST_DATASETS)`);

// The 90 ApteMod categories as NLTK's Reuters corpus lists them: an independent reference.
const APTEMOD_90 =
  "acq alum barley bop carcass castor-oil cocoa coconut coconut-oil coffee copper copra-cake corn cotton cotton-oil cpi cpu crude dfl dlr dmk earn fuel gas gnp gold grain groundnut groundnut-oil heat hog housing income instal-debt interest ipi iron-steel jet jobs l-cattle lead lei lin-oil livestock lumber meal-feed money-fx money-supply naphtha nat-gas nickel nkr nzdlr oat oilseed orange palladium palm-oil palmkernel pet-chem platinum potato propane rand rape-oil rapeseed reserves retail rice rubber rye ship silver sorghum soy-meal soy-oil soybean strategic-metal sugar sun-meal sun-oil sunseed tea tin trade veg-oil wheat wpi yen zinc".split(
    " ",
  );

describe.skipIf(!present)("Reuters-21578 (real data)", () => {
  it("has 21,578 documents with unique NEWIDs 1..21578 and gives the ModApte counts", async () => {
    const docs: ReutersDocument[] = [];
    for (const f of await reutersFiles(join(DATA, "reuters21578"))) {
      for await (const d of parseReutersSgml(readFileLines(f), { file: f })) docs.push(d);
    }
    expect(docs).toHaveLength(21578);
    expect(new Set(docs.map((d) => Number(d.newId)))).toEqual(
      new Set(Array.from({ length: 21578 }, (_, i) => i + 1)),
    );

    const all = modApteSplit(docs, { categories: "all" });
    expect([all.train.documents.length, all.test.documents.length]).toEqual([9603, 3299]);

    const s90 = modApteSplit(docs, { categories: "modapte-90" });
    expect([s90.train.documents.length, s90.test.documents.length]).toEqual([7770, 3019]);
    expect(s90.categories).toEqual(APTEMOD_90);
    expect(s90.train.documents.every((d) => d.labels.length > 0 && d.text !== "")).toBe(true);
    // NEWID 1199, the BRIEF document with a malformed title that NLTK's copy lacks, is kept
    expect(s90.train.documents.find((d) => d.id === "1199")).toMatchObject({ labels: ["trade"] });
    // no entity or control character survives in any text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
    expect(docs.some((d) => /&(lt|amp|#\d+);|[\u0000-\u0008\u000b-\u001f]/.test(d.text))).toBe(false);
  });
});

interface Expected {
  readonly dir: string;
  readonly name: string;
  readonly labels: number;
  readonly features: number;
  readonly train?: number;
  readonly test?: number;
  readonly docs?: number;
  /** Label cardinality (labels per document over train + test) from Mulan's statistics table. */
  readonly cardinality?: number;
  /** Labels without a positive training example, from yahoo/PROVENANCE.md. */
  readonly emptyTrainLabels?: number;
}

const SETS: Expected[] = [
  {
    dir: "mulan/medical",
    name: "medical",
    labels: 45,
    features: 1449,
    train: 333,
    test: 645,
    cardinality: 1.245,
  },
  {
    dir: "mulan/enron",
    name: "enron",
    labels: 53,
    features: 1001,
    train: 1123,
    test: 579,
    cardinality: 3.378,
  },
  {
    dir: "mulan/bibtex",
    name: "bibtex",
    labels: 159,
    features: 1836,
    train: 4880,
    test: 2515,
    cardinality: 2.402,
  },
  {
    dir: "mulan/reutersk500",
    name: "reutersk500",
    labels: 103,
    features: 500,
    docs: 6000,
    cardinality: 1.462,
  },
  {
    dir: "mulan/rcv1subset1",
    name: "rcv1subset1",
    labels: 101,
    features: 47236,
    docs: 6000,
    cardinality: 2.88,
  },
  {
    dir: "yahoo/arts",
    name: "arts",
    labels: 26,
    features: 462,
    train: 2000,
    test: 3000,
    emptyTrainLabels: 1,
  },
  {
    dir: "yahoo/business",
    name: "business",
    labels: 30,
    features: 438,
    train: 2000,
    test: 3000,
    emptyTrainLabels: 2,
  },
  {
    dir: "yahoo/computers",
    name: "computers",
    labels: 33,
    features: 681,
    train: 2000,
    test: 3000,
    emptyTrainLabels: 2,
  },
  { dir: "yahoo/education", name: "education", labels: 33, features: 550, train: 2000, test: 3000 },
  { dir: "yahoo/entertainment", name: "entertainment", labels: 21, features: 640, train: 2000, test: 3000 },
  {
    dir: "yahoo/health",
    name: "health",
    labels: 32,
    features: 612,
    train: 2000,
    test: 3000,
    emptyTrainLabels: 6,
  },
];

describe.skipIf(!present)("Mulan and Yahoo sets (real data)", () => {
  it.each(SETS)("$dir loads with the README's label, feature and document counts", async (e) => {
    const dir = join(DATA, e.dir);
    const xml = join(dir, `${e.name}.xml`);
    const parts =
      e.docs !== undefined
        ? [await readMulan(join(dir, `${e.name}.arff`), xml)]
        : [
            await readMulan(join(dir, `${e.name}-train.arff`), xml),
            await readMulan(join(dir, `${e.name}-test.arff`), xml),
          ];
    for (const d of parts) {
      expect([d.labelNames.length, d.featureNames.length, d.X.cols, d.Y.cols]).toEqual([
        e.labels,
        e.features,
        e.features,
        e.labels,
      ]);
      expect(d.X.rows).toBe(d.Y.rows);
    }
    expect(parts.map((d) => d.X.rows)).toEqual(e.docs !== undefined ? [e.docs] : [e.train, e.test]);
    if (e.cardinality !== undefined) {
      const positives = parts.reduce((s, d) => s + d.Y.indices.length, 0);
      const docs = parts.reduce((s, d) => s + d.Y.rows, 0);
      expect(positives / docs).toBeCloseTo(e.cardinality, 3);
    }
    if (e.emptyTrainLabels !== undefined) {
      expect(Array.from(labelCounts(parts[0]!.Y)).filter((c) => c === 0)).toHaveLength(e.emptyTrainLabels);
    }
  });

  it("loadDataset resolves a Mulan directory with its split", async () => {
    const r = await loadDataset("mulan", join(DATA, "mulan", "medical"), { split: "test" });
    expect(r.kind === "vectors" && [r.dataset.X.rows, r.dataset.Y.cols]).toEqual([645, 45]);
  });
});

describe.skipIf(!present)("RCV1 topic hierarchy (real data)", () => {
  it("has 103 topics under 4 roots, 82 leaves, depth 4, in both files, covering Reuters-K500's labels", async () => {
    const orig = await readLabelTree(join(DATA, "rcv1-hierarchy", "yqsong-rcv1.topics.hier.orig"));
    const tsv = await readLabelTree(join(DATA, "rcv1-hierarchy", "rcv1.topics.hier.reconstructed.tsv"));
    for (const t of [orig, tsv]) {
      expect(t.labels).toHaveLength(103);
      expect(t.roots.map((r) => t.labels[r])).toEqual(["CCAT", "ECAT", "GCAT", "MCAT"]);
      expect(t.children.filter((c) => c.length === 0)).toHaveLength(82);
      expect(Math.max(...t.depth)).toBe(4);
    }
    expect(tsv.labels).toEqual(orig.labels);
    expect(Array.from(tsv.parent)).toEqual(Array.from(orig.parent));
    const k500 = await readMulan(
      join(DATA, "mulan/reutersk500/reutersk500.arff"),
      join(DATA, "mulan/reutersk500/reutersk500.xml"),
    );
    const index = labelTreeIndex(orig, k500.labelNames);
    expect(Array.from(index).filter((i) => i < 0)).toEqual([]);
    // a label's path in K500 (CCAT.C15.C151) follows the tree's parents
    for (let j = 0; j < k500.labelNames.length; j++) {
      const path = k500.labelNames[j]!.split(".");
      const leaf = index[j]!;
      const up = orig.parent[leaf]!;
      const parentInPath = path.length >= 2 ? path[path.length - 2] : undefined;
      if (parentInPath !== undefined && parentInPath !== path[path.length - 1]) {
        expect(up >= 0 ? orig.labels[up] : undefined).toBe(parentInPath);
      }
    }
  });

  it("Reuters-K500's path names give the RCV1 tree back, and map onto it", async () => {
    const rcv1 = await readLabelTree(join(DATA, "rcv1-hierarchy", "rcv1.topics.hier.reconstructed.tsv"));
    const k500 = await readMulan(
      join(DATA, "mulan/reutersk500/reutersk500.arff"),
      join(DATA, "mulan/reutersk500/reutersk500.xml"),
    );
    const fromNames = labelTreeFromPaths(k500.labelNames);
    const parentCode = (t: typeof rcv1, i: number) => (t.parent[i]! < 0 ? null : t.labels[t.parent[i]!]);
    expect(new Set(fromNames.labels)).toEqual(new Set(rcv1.labels));
    for (let i = 0; i < fromNames.labels.length; i++) {
      expect(parentCode(fromNames, i)).toBe(parentCode(rcv1, rcv1.labels.indexOf(fromNames.labels[i]!)));
    }
    const index = labelTreeIndexOf(fromNames, k500.labelNames, { key: pathLabelKey() });
    expect(new Set(index).size).toBe(103);
    expect(k500.labelNames[index.indexOf(fromNames.labels.indexOf("C15"))]).toBe("CCAT.C15.C15");
    // the same node, found through the RCV1 file
    expect(Array.from(labelTreeIndexOf(rcv1, k500.labelNames, { key: pathLabelKey() }))).toEqual(
      Array.from(labelTreeIndex(rcv1, k500.labelNames)),
    );
  });

  it("the RCV1 tree survives the TSV writer and the parent-map builder unchanged", async () => {
    const rcv1 = await readLabelTree(join(DATA, "rcv1-hierarchy", "rcv1.topics.hier.reconstructed.tsv"));
    const back = await parseLabelTree(formatLabelTree(rcv1));
    expect([back.labels, back.parent, back.descriptions]).toEqual([
      rcv1.labels,
      rcv1.parent,
      rcv1.descriptions,
    ]);
    const fromMap = labelTreeFromParents(
      rcv1.labels.map((l, i) => [l, rcv1.parent[i]! < 0 ? null : rcv1.labels[rcv1.parent[i]!]!] as const),
    );
    expect([fromMap.labels, fromMap.parent, fromMap.children, fromMap.roots]).toEqual([
      rcv1.labels,
      rcv1.parent,
      rcv1.children,
      rcv1.roots,
    ]);
  });
});
