import type { CsrMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { createCsrBuilder } from "@textboost/sparse";
import { createDocumentTermCounts } from "./document-term-counts.js";
import {
  checkTexts,
  createFittedTextPipeline,
  createRowWriter,
  type FittedTextPipeline,
  type FittedTextPipelineState,
} from "./fitted-text-pipeline.js";
import { createTextAnalyzer } from "./text-analyzer.js";
import {
  type ResolvedTextPipelineOptions,
  resolveTextPipelineOptions,
  type TextPipelineOptions,
} from "./text-pipeline-options.js";

/** Options of {@link TextPipeline.fit} and {@link TextPipeline.fitTransform}. */
export interface FitTextsOptions {
  /**
   * Called as the training texts are read, with how many are done out of how many: every
   * {@link TEXT_PROGRESS_EVERY} texts and after the last (a long vectorisation can show it is alive;
   * the caller decides how often to print).
   */
  readonly onProgress?: (done: number, total: number) => void;
}

/** How many texts {@link TextPipeline.fitTransform} reads between two `onProgress` calls. */
export const TEXT_PROGRESS_EVERY = 256;

/** An unfitted pipeline: options only. `fit` learns the vocabulary and statistics from training texts. */
export interface TextPipeline {
  /** The options with every default filled in. */
  readonly options: ResolvedTextPipelineOptions;
  /** The terms of `text` (normalised, tokenized, stop words dropped, stemmed, n-grams); needs no fitting. */
  tokens(text: string): string[];
  /**
   * Learns the vocabulary (terms with document frequency ≥ `minDocumentFrequency`, at most
   * `maxFeatures` of them) and the statistics of the weighting from the training texts.
   *
   * @param options - `onProgress`, told how many texts are read
   * @throws TextboostError `E_INVALID_ARGUMENT` (with `row`) when an element is not a string
   */
  fit(texts: readonly string[], options?: FitTextsOptions): FittedTextPipeline;
  /**
   * `fit(texts)` and `transform(texts)` of the result in one pass over the texts (identical output).
   * `options.onProgress` is told how many texts are read (tokenised and counted), out of how many.
   */
  fitTransform(
    texts: readonly string[],
    options?: FitTextsOptions,
  ): {
    readonly pipeline: FittedTextPipeline;
    readonly matrix: CsrMatrix;
  };
}

/**
 * A configurable text pipeline, from raw text to a documents × terms CSR matrix:
 *
 * 1. **normalise**: Unicode NFKC, then lowercase ({@link normalizeText});
 * 2. **tokenize**: words = runs of letters, marks and digits, keeping `don't` and `1,000.5` whole
 *    ({@link tokenizeText}); punctuation and symbols are dropped or, with `dropPunctuation: false`, kept
 *    as one-character tokens; with `dropNumbers`, tokens starting with a digit are dropped whole
 *    (`"1,000.5"`, `"3rd"`);
 * 3. **stop words**: dropped when the token, lowercased, is in the list, with or without its
 *    apostrophes (`"don't"`, `"we'll"`); the SMART list by default ({@link SMART_STOP_WORDS});
 * 4. apostrophes inside the remaining words are removed (`"company's"` → `"companys"`);
 * 5. **stem** with Porter's 1980 algorithm ({@link porterStem}; its output is lowercase);
 * 6. **n-grams** of the resulting words ({@link wordNgrams}), joined by a space.
 *
 * The fitted vocabulary holds every term with document frequency ≥ `minDocumentFrequency`; with
 * `maxFeatures`, only that many of them, by decreasing document frequency, ties broken by the term in
 * code-unit order. Columns are in code-unit order of the terms.
 *
 * Weights of term t in document i, with count c (N training documents, df of them containing t,
 * idf = ln(N / df)):
 * - `"binary"`: 1 (the matrix has no `values`);
 * - `"tf"`: c, or `1 + ln c` with `sublinearTf` ({@link sublinearTermFrequency});
 * - `"tf-idf"`: c · idf (`(1 + ln c) · idf` with `sublinearTf`);
 * - `"tf-idf-cosine"`: the tf-idf weight divided by the L2 norm of the row (rows have unit norm, or are empty);
 * - `"bm25"`: `c (k1 + 1) / (c + k1 (1 − b + b · len / avg_len)) · ln(1 + (N − df + 0.5) / (df + 0.5))`,
 *   where len is the number of terms of document i and avg_len the mean of the training documents
 *   ({@link bm25TermFrequency}, {@link bm25InverseDocumentFrequency}; k1 = `bm25K1`, default 1.2,
 *   b = `bm25B`, default 0.75). Its idf is positive even for a term in every training document;
 *   len counts every term of the document, in the vocabulary or not;
 * - `"pivoted"`: the pivoted length normalisation of the AdaBoost.LC paper (§4):
 *   `((1 + ln c) / (1 + ln avg_d)) / (1 − slope + slope · m_i / avg_m) · idf`, where m_i is the number of
 *   distinct terms of document i, avg_d its number of terms over m_i, and avg_m the mean m_i of the
 *   training documents ({@link pivotedTermFrequency}). m_i and avg_d count all the document's terms,
 *   also those outside the vocabulary, so trimming the vocabulary does not change the weights of the
 *   terms kept.
 *
 * A term found in every training document has idf 0: its tf-idf and pivoted weights are 0 and, as a
 * zero weight is never stored, it is absent from those matrices (it stays in the vocabulary). Every
 * stored weight is finite and non-zero.
 *
 * @param options - see {@link TextPipelineOptions}; {@link PAPER_PREPROCESSING} is the MP-Boost paper's setting
 * @returns an unfitted pipeline
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown option or a value out of range
 *
 * @example
 * ```ts
 * import { loadTextPipeline, textPipeline } from "@textboost/text";
 * const pipeline = textPipeline({ weighting: "tf-idf-cosine" }).fit([
 *   "Oil prices rose sharply.",
 *   "Wheat exports fell; oil stocks rose.",
 * ]);
 * pipeline.terms; // ["export", "fell", "oil", "price", "rose", "sharpli", "stock", "wheat"]
 * const X = pipeline.transform(["OIL and wheat!"]); // 1 x 8 CSR, unit-norm row
 * const again = loadTextPipeline(JSON.parse(JSON.stringify(pipeline))); // same transform
 * ```
 */
export function textPipeline(options?: TextPipelineOptions): TextPipeline {
  const resolved = resolveTextPipelineOptions(options);
  const analyzer = createTextAnalyzer(resolved);
  const run = (texts: readonly string[], keepDocuments: boolean, options: FitTextsOptions | undefined) => {
    checkTexts(texts);
    return fitTexts(resolved, analyzer, texts, keepDocuments, options?.onProgress);
  };
  return Object.freeze({
    options: resolved,
    tokens(text: string): string[] {
      if (typeof text !== "string") {
        throw new TextboostError("E_INVALID_ARGUMENT", `text is ${typeof text}, expected a string`);
      }
      return analyzer(text);
    },
    fit(texts: readonly string[], options?: FitTextsOptions): FittedTextPipeline {
      return createFittedTextPipeline(run(texts, false, options).state, analyzer);
    },
    fitTransform(texts: readonly string[], options?: FitTextsOptions) {
      const { state, documents, uniques, remap } = run(texts, true, options);
      const pipeline = createFittedTextPipeline(state, analyzer);
      const writer = createRowWriter(state);
      const acc = createCsrBuilder({ cols: writer.cols, binary: writer.binary });
      const row = createDocumentTermCounts(state.vocabulary.length);
      for (let i = 0; i < documents.length; i++) {
        const doc = documents[i]!;
        for (let p = 0; p < doc.length; p++) {
          const v = remap[doc[p]!]!;
          if (v >= 0) row.add(v);
        }
        const sorted = row.sorted();
        writer.write(acc, sorted, row.counts, sorted.length, doc.length, uniques[i]!);
        row.clear();
      }
      return { pipeline, matrix: acc.build(writer.cols) };
    },
  });
}

function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One pass over the training texts: term ids in order of first sight, document frequencies, distinct
 * terms per document; then the vocabulary. With `keepDocuments`, the documents as id sequences too.
 */
function fitTexts(
  options: ResolvedTextPipelineOptions,
  analyzer: (text: string) => string[],
  texts: readonly string[],
  keepDocuments: boolean,
  onProgress: ((done: number, total: number) => void) | undefined,
): { state: FittedTextPipelineState; documents: Int32Array[]; uniques: Int32Array; remap: Int32Array } {
  const ids = new Map<string, number>();
  const names: string[] = [];
  const df: number[] = [];
  const lastSeen: number[] = [];
  const documents: Int32Array[] = [];
  const uniques = new Int32Array(keepDocuments ? texts.length : 0);
  let sumUnique = 0;
  let sumLength = 0;
  for (let i = 0; i < texts.length; i++) {
    if (onProgress !== undefined && i % TEXT_PROGRESS_EVERY === 0 && i > 0) onProgress(i, texts.length);
    const tokens = analyzer(texts[i]!);
    sumLength += tokens.length;
    const seq = keepDocuments ? new Int32Array(tokens.length) : null;
    let unique = 0;
    for (let p = 0; p < tokens.length; p++) {
      const t = tokens[p]!;
      let id = ids.get(t);
      if (id === undefined) {
        id = names.length;
        ids.set(t, id);
        names.push(t);
        df.push(0);
        lastSeen.push(-1);
      }
      if (lastSeen[id] !== i) {
        lastSeen[id] = i;
        df[id]!++;
        unique++;
      }
      if (seq !== null) seq[p] = id;
    }
    sumUnique += unique;
    if (seq !== null) {
      documents.push(seq);
      uniques[i] = unique;
    }
  }
  onProgress?.(texts.length, texts.length);

  let kept: number[] = [];
  for (let id = 0; id < names.length; id++) if (df[id]! >= options.minDocumentFrequency) kept.push(id);
  if (options.maxFeatures !== null && kept.length > options.maxFeatures) {
    kept.sort((a, b) => df[b]! - df[a]! || compareTerms(names[a]!, names[b]!));
    kept = kept.slice(0, options.maxFeatures);
  }
  kept.sort((a, b) => compareTerms(names[a]!, names[b]!));

  const remap = new Int32Array(keepDocuments ? names.length : 0).fill(-1);
  if (keepDocuments) for (let v = 0; v < kept.length; v++) remap[kept[v]!] = v;
  const N = texts.length;
  return {
    state: {
      options,
      vocabulary: Object.freeze(kept.map((id) => names[id]!)),
      documentFrequencies: Int32Array.from(kept, (id) => df[id]!),
      documentCount: N,
      averageUniqueTerms: N > 0 ? sumUnique / N : 0,
      averageDocumentLength: N > 0 ? sumLength / N : 0,
      columns: null,
    },
    documents,
    uniques,
    remap,
  };
}
