import type { Dataset } from "@textboost/core";
import { quoteArff } from "./arff-tokens.js";
import { cannotWrite, checkDataset } from "./check-dataset.js";

/**
 * A multi-label data set as sparse ARFF lines: the features as attributes (`{0,1}` when X is binary,
 * else `numeric`) and the labels as `{0,1}` attributes, labels after the features (Mulan's habit) or
 * before them (MEKA's), then one sparse row per document (values in JavaScript's shortest round-trip
 * form). Shared by {@link formatMulanArff} and {@link formatMekaArff}.
 *
 * @throws TextboostError `E_SHAPE` when the parts of `dataset` do not fit; `E_INVALID_ARGUMENT` when
 *   two attributes share a name or one is empty
 */
export function* formatArff(dataset: Dataset, relation: string, labels: "first" | "last"): Generator<string> {
  checkDataset(dataset);
  const all = [...dataset.featureNames, ...dataset.labelNames];
  const seen = new Set<string>();
  for (const n of all) {
    if (seen.has(n)) throw cannotWrite("ARFF", `attribute name ${JSON.stringify(n)} is used twice`);
    if (n === "") throw cannotWrite("ARFF", "an attribute name is empty");
    seen.add(n);
  }
  const { X, Y } = dataset;
  const binary = X.values === undefined || X.values.every((v) => v === 1 || v === 0);
  yield `@relation ${quoteArff(relation)}`;
  yield "";
  const featureLines = dataset.featureNames.map(
    (f) => `@attribute ${quoteArff(f)} ${binary ? "{0,1}" : "numeric"}`,
  );
  const labelLines = dataset.labelNames.map((l) => `@attribute ${quoteArff(l)} {0,1}`);
  if (labels === "first") yield* labelLines;
  yield* featureLines;
  if (labels === "last") yield* labelLines;
  yield "";
  yield "@data";
  const featureOffset = labels === "first" ? Y.cols : 0;
  const labelOffset = labels === "first" ? 0 : X.cols;
  for (let r = 0; r < X.rows; r++) {
    const features: string[] = [];
    for (let p = X.indptr[r]!; p < X.indptr[r + 1]!; p++) {
      const v = X.values === undefined ? 1 : X.values[p]!;
      if (v !== 0) features.push(`${featureOffset + X.indices[p]!} ${v}`);
    }
    const labelEntries: string[] = [];
    for (let p = Y.indptr[r]!; p < Y.indptr[r + 1]!; p++)
      labelEntries.push(`${labelOffset + Y.indices[p]!} 1`);
    const parts = labels === "first" ? [...labelEntries, ...features] : [...features, ...labelEntries];
    yield `{${parts.join(",")}}`;
  }
}
