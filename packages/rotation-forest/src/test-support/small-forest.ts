import type { Dataset } from "@textboost/core";
import { csrFromRows } from "@textboost/sparse";
import { arbDataset } from "@textboost/testing";
import type fc from "fast-check";

/** Options that keep a forest tiny: 2 terms per subset, 2 LSI dimensions, 2 base rounds. */
export const TINY = { subsetSize: 2, lsiDims: 2, baseIterations: 2 } as const;

/** Small data sets with at least 2 terms (so `TINY.subsetSize` fits) and values. */
export const arbForestData = (): fc.Arbitrary<Dataset> =>
  arbDataset({ features: { min: 2, max: 7 }, rows: { min: 2, max: 9 }, kind: "non-degenerate" });

/**
 * A fixed data set of 12 documents over 6 terms and 3 labels, each label tied to two terms (with
 * some noise), for tests that need a forest to learn something.
 */
export function toyData(): Dataset {
  const rows: { indices: number[]; values: number[] }[] = [];
  const labels: { indices: number[] }[] = [];
  for (let i = 0; i < 12; i++) {
    const label = i % 3;
    const terms = [2 * label, 2 * label + 1, (i * 5) % 6]
      .filter((t, q, a) => a.indexOf(t) === q)
      .sort((a, b) => a - b);
    rows.push({ indices: terms, values: terms.map((t) => 1 + ((i + t) % 3)) });
    labels.push({ indices: i % 4 === 0 ? [label, (label + 1) % 3].sort() : [label] });
  }
  return {
    X: csrFromRows(rows, 6),
    Y: csrFromRows(labels, 3, { binary: true }),
    featureNames: ["wheat", "grain", "oil", "crude", "gold", "silver"],
    labelNames: ["grain", "oil", "metals"],
  };
}
