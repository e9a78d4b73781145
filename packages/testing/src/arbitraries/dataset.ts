import type { Dataset } from "@textboost/core";
import { csrFromRows } from "@textboost/sparse";
import fc from "fast-check";
import { editableRows, sortedRows } from "../internal/rows.js";
import { arbCsrMatrix } from "./csr-matrix.js";
import { arbLabelMatrix } from "./label-matrix.js";
import { arbSize, type SizeOption } from "./size.js";

/**
 * Which data sets to generate:
 * - `"degenerate"`: at least one document with no feature and one label with no positive document
 *   (and sometimes a label every document has);
 * - `"non-degenerate"`: at least 2 documents, every document has a feature, every label has a
 *   positive and a negative document;
 * - `"any"` (default): a mix of both and of unconstrained sets.
 */
export type DatasetKind = "any" | "degenerate" | "non-degenerate";

/** Options of {@link arbDataset}. */
export interface ArbDatasetOptions {
  /** Number of documents (default 1 to 10; at least 2 for non-degenerate sets). */
  readonly rows?: SizeOption;
  /** Number of features (default 1 to 8). */
  readonly features?: SizeOption;
  /** Number of labels (default 1 to 4). */
  readonly labels?: SizeOption;
  /** Rough fraction of features per document and labels per document (default 0.3). */
  readonly density?: number;
  /** `true`: binary X; `false`: X with values; default: either. */
  readonly binary?: boolean;
  /** Degenerate, non-degenerate or any (default). */
  readonly kind?: DatasetKind;
}

/**
 * Small multi-label data sets: a `Dataset` with X (documents x features), Y (documents x labels),
 * `featureNames` `f0, f1, ...` and `labelNames` `l0, l1, ...`. With the default `kind: "any"`, some
 * sets have documents with no feature and labels with no positive document (the cases weak learners
 * and boosters get wrong), and some are non-degenerate.
 *
 * @param options - sizes, density, binary or valued X, kind
 * @returns an arbitrary of {@link Dataset}; always at least one document, feature and label unless
 *   the sizes say otherwise
 *
 * @example
 * ```ts
 * test.prop([arbDataset({ kind: "non-degenerate", labels: 3 })])("...", (ds) => {
 *   // ds.Y.cols === 3; every label has a positive and a negative document
 * });
 * ```
 */
export function arbDataset(options: ArbDatasetOptions = {}): fc.Arbitrary<Dataset> {
  const kind = options.kind ?? "any";
  if (kind === "any") {
    return fc.oneof(
      build({ ...options, kind: "degenerate" }),
      build({ ...options, kind: "non-degenerate" }),
      build(options, true),
    );
  }
  return build(options);
}

function build(options: ArbDatasetOptions, free = false): fc.Arbitrary<Dataset> {
  const kind = free ? "any" : (options.kind ?? "any");
  const minRows = kind === "non-degenerate" ? 2 : 1;
  const rowsOption = options.rows ?? { min: minRows, max: 10 };
  const density = options.density ?? 0.3;
  return fc
    .tuple(
      arbSize(rowsOption, minRows, 10).map((r) => Math.max(r, minRows)),
      arbSize(options.features, 1, 8),
      arbSize(options.labels, 1, 4),
    )
    .chain(([rows, features, labels]) =>
      fc.tuple(
        arbCsrMatrix({
          rows,
          cols: features,
          density,
          ...(options.binary === undefined ? {} : { binary: options.binary }),
          values: fc.double({ min: -5, max: 5, noNaN: true, noDefaultInfinity: true }),
        }),
        arbLabelMatrix({ rows, labels, density }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
      ),
    )
    .map(([X0, Y0, pickDoc, pickLabel, allPositive]): Dataset => {
      const rows = X0.rows;
      const features = X0.cols;
      const labels = Y0.cols;
      const x = editableRows(X0);
      const y = editableRows(Y0);
      if (kind === "non-degenerate") {
        if (features > 0)
          x.forEach((row, i) => {
            if (row.size === 0) row.set(i % features, 1);
          });
        for (let j = 0; j < labels; j++) {
          y[j % rows]!.set(j, 1);
          y[(j + 1) % rows]!.delete(j);
        }
      } else if (kind === "degenerate" && rows > 0) {
        x[pickDoc % rows]!.clear();
        if (labels > 0) {
          const empty = pickLabel % labels;
          for (const row of y) row.delete(empty);
          if (allPositive && labels > 1) for (const row of y) row.set((empty + 1) % labels, 1);
        }
      }
      const X = csrFromRows(sortedRows(x), features, { binary: X0.values === undefined });
      const Y = csrFromRows(sortedRows(y), labels, { binary: true });
      return {
        X,
        Y,
        featureNames: Array.from({ length: features }, (_, c) => `f${c}`),
        labelNames: Array.from({ length: labels }, (_, j) => `l${j}`),
      };
    });
}
