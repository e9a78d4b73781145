import type { ResolvedTextPipelineOptions } from "./text-pipeline-options.js";

/**
 * The `type` tag of a saved text pipeline.
 *
 * @example
 * ```ts
 * textPipeline().fit(["oil"]).toJSON().type === TEXT_PIPELINE_TYPE; // true
 * ```
 */
export const TEXT_PIPELINE_TYPE = "textboost-text-pipeline";
/**
 * The format version this code writes and reads; `loadTextPipeline` rejects any other with
 * `E_MODEL_VERSION`.
 *
 * @example
 * ```ts
 * textPipeline().fit(["oil"]).toJSON().version; // 1
 * ```
 */
export const TEXT_PIPELINE_VERSION = 1;

/**
 * A fitted pipeline as plain JSON (what `toJSON()` returns and `loadTextPipeline` reads). It is
 * what a model envelope keeps under `preprocessing`.
 *
 * - `vocabulary` / `documentFrequencies`: the fitted vocabulary and the number of training documents
 *   containing each term (same length, terms distinct).
 * - `columns`: the output columns as indices into `vocabulary` (after `selectTerms` with cosine
 *   weighting), or `null` for the whole vocabulary in order.
 * - `documentCount`: N, for the idf `log(N / df)`; `averageUniqueTerms`: avg_m, for pivoted weighting;
 *   `averageDocumentLength`: avg_len, for BM25.
 *
 * Files written before `averageDocumentLength` and the options `sublinearTf`, `bm25K1`, `bm25B`
 * existed lack them; `loadTextPipeline` reads them with the old behaviour (no sublinear tf; the BM25
 * fields are not used by their weightings).
 */
export interface TextPipelineJSON {
  readonly type: typeof TEXT_PIPELINE_TYPE;
  readonly version: typeof TEXT_PIPELINE_VERSION;
  readonly options: ResolvedTextPipelineOptions;
  readonly documentCount: number;
  readonly averageUniqueTerms: number;
  readonly averageDocumentLength: number;
  readonly vocabulary: readonly string[];
  readonly documentFrequencies: readonly number[];
  readonly columns: readonly number[] | null;
}
