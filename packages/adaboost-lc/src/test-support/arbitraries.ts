import { fc } from "@fast-check/vitest";
import type { Cover, Dataset } from "@textboost/core";
import { arbCover } from "@textboost/covers/test-support";
import { csrFromRows, labelMatrix } from "@textboost/sparse";
import { arbDataset } from "@textboost/testing";
import type { AdaBoostLCOptions } from "../adaboost-lc.js";
import type { Config } from "./reference.js";

/** A random configuration for H = features (+ 1) hypotheses; the normalisation is always a valid one. */
export function arbConfig(features: number): fc.Arbitrary<Config> {
  return fc
    .record({ kind: fc.constantFrom("presence", "scaled", "stump" as const), bias: fc.boolean() })
    .chain(({ kind, bias }) => {
      const H = features + (bias ? 1 : 0);
      const blocks = fc.array(
        fc.uniqueArray(fc.integer({ min: 0, max: H - 1 }), { minLength: 1, maxLength: H }),
        {
          minLength: 1,
          maxLength: 4,
        },
      );
      return fc.oneof(
        fc.record({
          kind: fc.constant(kind),
          bias: fc.constant(bias),
          templates: fc.constant("sequential" as const),
          normalization: fc.constantFrom("none", "rows", "template", "l1" as const),
        }),
        fc.record({
          kind: fc.constant(kind),
          bias: fc.constant(bias),
          templates: fc.oneof(fc.constant("parallel" as const), blocks),
          normalization: fc.constantFrom("rows", "template", "l1" as const),
        }),
      );
    });
}

/**
 * Adds two anchor documents that hold every feature (value 1): one with every label, one with none.
 * Then every hypothesis has W⁺ > 0 and W⁻ > 0 for every label, so the unsmoothed d is finite.
 */
export function anchored(data: Dataset): Dataset {
  const rows = Array.from({ length: data.X.rows }, (_, i) => ({
    indices: data.X.indices.subarray(data.X.indptr[i]!, data.X.indptr[i + 1]!),
    values: data.X.values
      ? data.X.values.subarray(data.X.indptr[i]!, data.X.indptr[i + 1]!)
      : new Float64Array(data.X.indptr[i + 1]! - data.X.indptr[i]!).fill(1),
  }));
  const all = Int32Array.from({ length: data.X.cols }, (_, k) => k);
  rows.push({ indices: all, values: new Float64Array(data.X.cols).fill(1) });
  rows.push({ indices: all, values: new Float64Array(data.X.cols).fill(1) });
  const sets = Array.from({ length: data.Y.rows }, (_, i) =>
    Array.from(data.Y.indices.subarray(data.Y.indptr[i]!, data.Y.indptr[i + 1]!)),
  );
  sets.push(
    Array.from({ length: data.Y.cols }, (_, j) => j),
    [],
  );
  return {
    X: csrFromRows(rows, data.X.cols),
    Y: labelMatrix(sets, data.Y.cols),
    featureNames: data.featureNames,
    labelNames: data.labelNames,
  };
}

/** A data set, a cover for its labels and a configuration. */
export interface Case {
  readonly data: Dataset;
  readonly cover: Cover;
  readonly config: Config;
}

export function arbCase(options: { anchored?: boolean } = {}): fc.Arbitrary<Case> {
  return arbDataset({
    rows: { min: 2, max: 8 },
    features: { min: 1, max: 5 },
    labels: { min: 1, max: 4 },
  }).chain((d) => {
    const data = options.anchored ? anchored(d) : d;
    return fc.record({
      data: fc.constant(data),
      cover: arbCover(data.Y.cols),
      config: arbConfig(data.X.cols),
    });
  });
}

/** The options of {@link adaBoostLC} that a case draws: its cover and configuration. */
export function caseOptions(c: Case): AdaBoostLCOptions {
  return {
    cover: c.cover,
    templates: c.config.templates,
    hypotheses: c.config.kind,
    bias: c.config.bias,
    normalization: c.config.normalization,
  };
}
