export type { FittedTextPipeline } from "./fitted-text-pipeline.js";
export type { NormalizeTextOptions } from "./normalize-text.js";
export { normalizeText } from "./normalize-text.js";
export { porterStem } from "./porter-stem.js";
export { SMART_STOP_WORDS } from "./smart-stop-words.js";
export {
  bm25InverseDocumentFrequency,
  bm25TermFrequency,
  DEFAULT_BM25_B,
  DEFAULT_BM25_K1,
  inverseDocumentFrequency,
  pivotedTermFrequency,
  sublinearTermFrequency,
} from "./term-weights.js";
export type { FitTextsOptions, TextPipeline } from "./text-pipeline.js";
export { TEXT_PROGRESS_EVERY, textPipeline } from "./text-pipeline.js";
export type { TextPipelineJSON } from "./text-pipeline-format.js";
export { TEXT_PIPELINE_TYPE, TEXT_PIPELINE_VERSION } from "./text-pipeline-format.js";
export { loadTextPipeline } from "./text-pipeline-json.js";
export type {
  ResolvedTextPipelineOptions,
  TermWeighting,
  TextNormalizeOptions,
  TextPipelineOptions,
} from "./text-pipeline-options.js";
export {
  DEFAULT_PIVOT_SLOPE,
  MAX_BM25_K1,
  PAPER_PREPROCESSING,
  SUBLINEAR_WEIGHTINGS,
  TERM_WEIGHTINGS,
} from "./text-pipeline-options.js";
export type { TokenizeTextOptions } from "./tokenize-text.js";
export { isNumberToken, isPunctuationToken, tokenizeText } from "./tokenize-text.js";
export { wordNgrams } from "./word-ngrams.js";
