import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Dataset } from "@textboost/core";
import { formatMulanArff, formatMulanXml, selectDocuments } from "@textboost/datasets";
import { csrFromRows, labelMatrix } from "@textboost/sparse";

/** A fresh temporary directory for one test's files. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "textboost-cli-"));
}

/**
 * A deterministic multi-label vector data set of `documents` rows: labels a, b and c, each carried
 * by its own features (f0 for a, f1 for b, f2 for c, present in most documents with the label and
 * few without), and noise features f3..f9. Learnable, but not perfectly.
 */
export function vectorDataset(documents: number, seed = 1): Dataset {
  let state = seed >>> 0 || 1;
  const rand = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const rows: { indices: number[] }[] = [];
  const sets: number[][] = [];
  for (let i = 0; i < documents; i++) {
    const labels = [0, 1, 2].filter(() => rand(3) === 0);
    if (labels.length === 0) labels.push(rand(3));
    const features = new Set<number>();
    for (let j = 0; j < 3; j++) {
      const has = labels.includes(j);
      if (has ? rand(10) < 8 : rand(10) < 1) features.add(j);
    }
    for (let f = 3; f < 10; f++) if (rand(3) === 0) features.add(f);
    rows.push({ indices: [...features].sort((x, y) => x - y) });
    sets.push(labels);
  }
  return {
    X: csrFromRows(rows, 10),
    Y: labelMatrix(sets, 3),
    featureNames: Array.from({ length: 10 }, (_, f) => `f${f}`),
    labelNames: ["a", "b", "c"],
  };
}

/** Writes `dataset` as Mulan ARFF at `arff` (with `relation`), and its XML at `xml` when given. */
export function writeMulanFiles(dataset: Dataset, arff: string, xml?: string, relation?: string): void {
  writeFileSync(
    arff,
    `${[...formatMulanArff(dataset, relation === undefined ? {} : { relation })].join("\n")}\n`,
  );
  if (xml !== undefined) writeFileSync(xml, `${formatMulanXml(dataset.labelNames).join("\n")}\n`);
}

/**
 * A {@link vectorDataset} of `documents` rows as Mulan ARFF + XML in a directory of its own (what a
 * grid references: the directory's content hash covers both files); returns the directory.
 */
export function writeMulanDir(documents: number, seed = 1): string {
  const dir = join(tempDir(), "data");
  mkdirSync(dir);
  writeMulanFiles(vectorDataset(documents, seed), join(dir, "data.arff"), join(dir, "data.xml"));
  return dir;
}

/**
 * A Mulan directory with parts: `parts-train.arff` (the first `train` of `documents` vector
 * documents), `parts-test.arff` (the rest) and `parts.xml`; returns the directory.
 */
export function writeMulanParts(documents: number, train: number, seed = 1): string {
  const dir = join(tempDir(), "parts");
  mkdirSync(dir);
  const all = vectorDataset(documents, seed);
  const rows = (from: number, to: number) => Int32Array.from({ length: to - from }, (_, k) => from + k);
  writeMulanFiles(
    selectDocuments(all, rows(0, train)),
    join(dir, "parts-train.arff"),
    join(dir, "parts.xml"),
  );
  writeMulanFiles(selectDocuments(all, rows(train, documents)), join(dir, "parts-test.arff"));
  return dir;
}
