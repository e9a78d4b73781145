import { type LabelTree, labelTree } from "@textboost/core";
import { chooseMinDocuments, type HierarchyData, induceHierarchy } from "@textboost/hierarchy";

/** What `--induce-hierarchy` (and `data induce-hierarchy`) asks for. */
export interface InduceTreeOptions {
  readonly clusters: number;
  /** `--min-documents`; absent: chosen from the data by `chooseMinDocuments`. */
  readonly minDocuments?: number;
  /** `--cooccurrence` (data induce-hierarchy only). */
  readonly cooccurrence?: number;
}

/** An induced tree and the minimum it was induced with. */
export interface InducedTree {
  readonly tree: LabelTree;
  readonly minDocuments: number;
  /** True when the minimum was chosen from the data (no `--min-documents`). */
  readonly chosen: boolean;
}

/**
 * Induces the macro-categories of `--induce-hierarchy`: with `--min-documents` as given, else with
 * the minimum `chooseMinDocuments` picks (the smallest that leaves every macro-category at least
 * 1/(4n) of the label assignments). A chosen minimum is reported through `report` and recorded in the
 * descriptions of the macro-categories, so the model file and `--write-hierarchy` keep it.
 *
 * @param data - the training features and labels
 * @param options - the number of clusters, the minimum (optional), the co-occurrence weight
 * @param report - receives one line saying what was chosen (when it was chosen)
 * @returns the tree, the minimum and whether it was chosen
 *
 * @example
 * ```ts no-run
 * const { tree, minDocuments } = induceTree(dataset, { clusters: 4 }, (line) => io.err(`${line}\n`));
 * ```
 */
export function induceTree(
  data: HierarchyData,
  options: InduceTreeOptions,
  report: (line: string) => void,
): InducedTree {
  const cooccurrence = options.cooccurrence === undefined ? {} : { cooccurrence: options.cooccurrence };
  if (options.minDocuments !== undefined) {
    const tree = induceHierarchy(data, {
      clusters: options.clusters,
      minDocuments: options.minDocuments,
      ...cooccurrence,
    });
    return { tree, minDocuments: options.minDocuments, chosen: false };
  }
  const choice = chooseMinDocuments(data, { clusters: options.clusters, ...cooccurrence });
  const how = choice.balanced
    ? `the smallest at which every macro-category holds >= ${percent(choice.targetShare)} of the label assignments; the smallest holds ${percent(choice.smallestShare)}`
    : `no minimum gets every macro-category to ${percent(choice.targetShare)} of the label assignments; this one gives the smallest the most, ${percent(choice.smallestShare)}`;
  report(
    `--induce-hierarchy ${options.clusters}: --min-documents ${choice.minDocuments} chosen from the data (${how}; give --min-documents to override)`,
  );
  const induced = induceHierarchy(data, {
    clusters: options.clusters,
    minDocuments: choice.minDocuments,
    ...cooccurrence,
  });
  const note = `; clustered: categories with >= ${choice.minDocuments} documents (chosen from the data)`;
  const tree = labelTree({
    labels: induced.labels,
    parent: induced.parent,
    descriptions: induced.descriptions.map((d, i) => (induced.parent[i] === -1 ? `${d}${note}` : d)),
  });
  return { tree, minDocuments: choice.minDocuments, chosen: true };
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
