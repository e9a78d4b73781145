import { resolve } from "node:path";
import { type DatasetFormat, type DatasetSplit, writeLabelTree } from "@textboost/datasets";
import { induceTree } from "../algorithms/induce-tree.js";
import { loadSource, prepareTraining } from "../data/prepare-data.js";
import { HIERARCHY_OUTPUT } from "../files/output-kinds.js";
import { checkOutputPaths } from "../files/output-paths.js";
import type { CliIO } from "../io.js";

/** Arguments of `textboost data induce-hierarchy`. */
export interface InduceHierarchyArgs {
  readonly format: DatasetFormat;
  readonly data: string;
  readonly split?: DatasetSplit;
  readonly clusters: number;
  /** Weight of label co-occurrence in the similarity, in [0, 1] (default 0: centroid cosine). */
  readonly cooccurrence?: number;
  /** Cluster only categories with at least this many documents (default 1). */
  readonly minDocuments?: number;
  readonly out: string;
  readonly force: boolean;
  readonly json: boolean;
}

/** One macro-category as `data induce-hierarchy` reports it. */
export interface MacroCategory {
  readonly name: string;
  /** Its categories, most documents first, with their document counts. */
  readonly categories: readonly { readonly name: string; readonly documents: number }[];
}

/**
 * `textboost data induce-hierarchy`: clusters the categories of a data set (raw text vectorised with
 * the default pipeline) into macro-categories with `induceHierarchy` of `@textboost/hierarchy` (the
 * minimum number of documents of a clustered category as given, else chosen from the data), writes
 * the tree as TSV (`parent<TAB>child<TAB>description`, readable by `readLabelTree`) and prints the
 * macro-categories. Refuses to replace an existing file without `force` (with it, only a hierarchy TSV),
 * and an input file always (see `checkOutputPaths`).
 */
export async function dataInduceHierarchy(args: InduceHierarchyArgs, io: CliIO): Promise<MacroCategory[]> {
  const out = resolve(io.cwd, args.out);
  const outputs = [{ option: "--out", path: out, kind: HIERARCHY_OUTPUT }];
  checkOutputPaths({
    inputs: [{ option: "--data", path: resolve(io.cwd, args.data) }],
    outputs,
    force: args.force,
  });
  const loaded = await loadSource(args.format, resolve(io.cwd, args.data), args.split, "train");
  const files = loaded.files.map((f) => ({ option: "--data", path: resolve(io.cwd, f) }));
  checkOutputPaths({ inputs: files, outputs, force: args.force });
  const dataset = prepareTraining(loaded).dataset;
  const { tree, minDocuments, chosen } = induceTree(
    dataset,
    {
      clusters: args.clusters,
      ...(args.cooccurrence === undefined ? {} : { cooccurrence: args.cooccurrence }),
      ...(args.minDocuments === undefined ? {} : { minDocuments: args.minDocuments }),
    },
    (line) => io.err(`textboost: ${line}\n`),
  );
  await writeLabelTree(tree, out);
  const count = new Int32Array(dataset.Y.cols);
  for (const j of dataset.Y.indices) count[j]!++;
  const macros: MacroCategory[] = tree.roots.map((r) => ({
    name: tree.labels[r]!,
    categories: tree.children[r]!.map((j) => ({ name: tree.labels[j]!, documents: count[j]! })).sort(
      (a, b) => b.documents - a.documents,
    ),
  }));
  if (args.json) {
    io.out(
      `${JSON.stringify({ out: args.out, minDocuments, minDocumentsChosen: chosen, macroCategories: macros })}\n`,
    );
  } else {
    for (const m of macros) {
      io.out(
        `${m.name} (${m.categories.length} categories): ${m.categories.map((c) => `${c.name} ${c.documents}`).join(", ")}\n`,
      );
    }
    io.out(
      `wrote ${args.out}: ${macros.length} macro-categories over ${dataset.Y.cols} categories (${dataset.X.rows} documents, ${dataset.X.cols} features; clustered: categories with >= ${minDocuments} documents${chosen ? ", chosen from the data" : ""})\n`,
    );
  }
  return macros;
}
