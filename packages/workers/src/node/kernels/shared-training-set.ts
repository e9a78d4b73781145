import type { TrainingSet } from "@textboost/core";

/** The training sets the entry and streamed kernels read, one per context. */
const contextData = new WeakMap<object, TrainingSet>();

/**
 * The training set over a context's shared term -> documents lists and signs, for `labels` labels:
 * what `@textboost/statistics`' sums over a term's documents read of a training set.
 *
 * @example
 * ```ts no-run
 * declare const c: { readonly cPtr: Int32Array; readonly cIdx: Int32Array; readonly signs: Int8Array };
 * const data = sharedTrainingSet(c, 90); // the same object on every later call with c
 * ```
 */
export function sharedTrainingSet(
  c: { readonly cPtr: Int32Array; readonly cIdx: Int32Array; readonly signs: Int8Array },
  labels: number,
): TrainingSet {
  let data = contextData.get(c);
  if (data === undefined) {
    const Xc = { indptr: c.cPtr, indices: c.cIdx };
    data = { Y: { cols: labels }, signs: c.signs, Xc } as unknown as TrainingSet;
    contextData.set(c, data);
  }
  return data;
}
