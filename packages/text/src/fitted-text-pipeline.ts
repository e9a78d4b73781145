import type { CsrMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { type CsrBuilder, createCsrBuilder } from "@textboost/sparse";
import { createDocumentTermCounts } from "./document-term-counts.js";
import {
  bm25InverseDocumentFrequency,
  bm25TermFrequency,
  inverseDocumentFrequency,
  pivotedTermFrequency,
  sublinearTermFrequency,
} from "./term-weights.js";
import { createTextAnalyzer } from "./text-analyzer.js";
import { TEXT_PIPELINE_TYPE, TEXT_PIPELINE_VERSION, type TextPipelineJSON } from "./text-pipeline-format.js";
import type { ResolvedTextPipelineOptions } from "./text-pipeline-options.js";

/**
 * A fitted text pipeline: the options, the vocabulary and the training statistics the weights need.
 * It turns raw texts into a documents × terms CSR matrix whose columns are {@link FittedTextPipeline.terms}.
 * Plain value, safe to share; every method is deterministic.
 */
export interface FittedTextPipeline {
  /** The options with every default filled in. */
  readonly options: ResolvedTextPipelineOptions;
  /** The terms of the matrix columns, in column order (code-unit order after `fit`). */
  readonly terms: readonly string[];
  /** The number of training documents containing each term, in column order. */
  readonly documentFrequencies: readonly number[];
  /** N, the number of training documents. */
  readonly documentCount: number;
  /** avg_m: the mean number of distinct terms per training document (pivoted weighting). */
  readonly averageUniqueTerms: number;
  /**
   * avg_len: the mean number of terms (n-grams counted) per training document (BM25 weighting); 0 for
   * a pipeline loaded from a file written before this field existed (no such file uses BM25).
   */
  readonly averageDocumentLength: number;
  /** The column of `term`, or -1 when it is not in the vocabulary. */
  termIndex(term: string): number;
  /** The terms of `text` as the vectoriser counts them: normalised, tokenized, stop words dropped, stemmed, n-grams. */
  tokens(text: string): string[];
  /**
   * Vectorises texts: row i is text i, column j is `terms[j]`. Terms outside the vocabulary are
   * ignored; a text without known terms gives an empty row. Binary weighting gives a matrix without
   * `values`; other weightings store only non-zero finite values.
   *
   * @throws TextboostError `E_INVALID_ARGUMENT` (with `row`) when an element is not a string
   */
  transform(texts: readonly string[]): CsrMatrix;
  /**
   * A pipeline whose output keeps only some columns: new column c is old column `columns[c]`, so
   * `p.selectTerms(cols).transform(t)` equals `selectColumns(p.transform(t), cols)` exactly, also for
   * cosine normalisation (the norm still runs over the whole vocabulary; such a pipeline keeps the
   * whole vocabulary in its JSON). Use it after feature selection to save only what a model needs.
   *
   * @throws TextboostError `E_INVALID_ARGUMENT` for an index out of range, not an integer, or repeated
   */
  selectTerms(columns: ArrayLike<number>): FittedTextPipeline;
  /** Plain JSON (`type: "textboost-text-pipeline"`, `version: 1`); `loadTextPipeline` reads it back. */
  toJSON(): TextPipelineJSON;
}

/**
 * Everything a fitted pipeline is made of. `vocabulary` and `documentFrequencies` cover the whole
 * fitted vocabulary; `columns` (or `null` for all, in order) picks the output columns from it.
 * @internal
 */
export interface FittedTextPipelineState {
  readonly options: ResolvedTextPipelineOptions;
  readonly vocabulary: readonly string[];
  readonly documentFrequencies: Int32Array;
  readonly documentCount: number;
  readonly averageUniqueTerms: number;
  readonly averageDocumentLength: number;
  readonly columns: Int32Array | null;
}

/**
 * Writes the row of one document from its counts over vocabulary ids. Shared by `transform` and by
 * `fitTransform`, so both give bit-identical values.
 * @internal
 */
export interface RowWriter {
  /**
   * @param acc - the matrix being built
   * @param ids - the distinct vocabulary ids of the document, ascending (`ids[0..n)`)
   * @param counts - counts indexed by vocabulary id
   * @param n - how many ids
   * @param total - the number of terms of the document (all of them, known or not)
   * @param unique - the number of distinct terms of the document (all of them)
   */
  write(acc: CsrBuilder, ids: Int32Array, counts: Int32Array, n: number, total: number, unique: number): void;
  readonly binary: boolean;
  readonly cols: number;
}

/** @internal */
export function createRowWriter(state: FittedTextPipelineState): RowWriter {
  const { weighting, pivotSlope, sublinearTf, bm25K1, bm25B } = state.options;
  const V = state.vocabulary.length;
  const avgM = state.averageUniqueTerms;
  const avgLength = state.averageDocumentLength;
  const binary = weighting === "binary";
  const idf = idfOf(state);
  const tf = sublinearTf ? sublinearTermFrequency : (c: number) => c;
  const columns = state.columns;
  const outputOf = new Int32Array(V);
  if (columns === null) {
    for (let v = 0; v < V; v++) outputOf[v] = v;
  } else {
    outputOf.fill(-1);
    for (let c = 0; c < columns.length; c++) outputOf[columns[c]!] = c;
  }
  const cols = columns === null ? V : columns.length;
  let outCols = new Int32Array(64);
  let outValues = new Float64Array(64);
  let order: number[] = [];

  return {
    binary,
    cols,
    write(acc, ids, counts, n, total, unique) {
      if (n > outCols.length) {
        outCols = new Int32Array(2 * n);
        outValues = new Float64Array(2 * n);
      }
      let k = 0;
      let sumSquares = 0;
      const averageCount = total / unique;
      for (let p = 0; p < n; p++) {
        const v = ids[p]!;
        const c = counts[v]!;
        let w: number;
        switch (weighting) {
          case "binary":
            w = 1;
            break;
          case "tf":
            w = tf(c);
            break;
          case "tf-idf":
          case "tf-idf-cosine":
            w = tf(c) * idf[v]!;
            break;
          case "pivoted":
            w = pivotedTermFrequency(c, averageCount, unique, avgM, pivotSlope) * idf[v]!;
            break;
          case "bm25":
            w = bm25TermFrequency(c, total, avgLength, bm25K1, bm25B) * idf[v]!;
            break;
        }
        if (w === 0) continue;
        if (!Number.isFinite(w)) {
          throw new TextboostError("E_NUMERIC", `weight of term "${state.vocabulary[v]}" is ${w}`);
        }
        sumSquares += w * w;
        const o = outputOf[v]!;
        if (o < 0) continue;
        outCols[k] = o;
        outValues[k] = w;
        k++;
      }
      if (weighting === "tf-idf-cosine" && k > 0) {
        const norm = Math.sqrt(sumSquares);
        let kept = 0;
        for (let p = 0; p < k; p++) {
          const w = outValues[p]! / norm;
          if (w === 0) continue;
          outCols[kept] = outCols[p]!;
          outValues[kept] = w;
          kept++;
        }
        k = kept;
      }
      if (columns !== null && k > 1) sortPairs(k);
      if (binary) acc.addRow(outCols.subarray(0, k));
      else acc.addRow(outCols.subarray(0, k), outValues.subarray(0, k));
    },
  };

  // Output columns of a selection are not in vocabulary order: sort the k pairs by column.
  function sortPairs(k: number): void {
    order.length = 0;
    for (let p = 0; p < k; p++) order.push(p);
    order.sort((a, b) => outCols[a]! - outCols[b]!);
    const c = outCols.slice(0, k);
    const w = outValues.slice(0, k);
    for (let p = 0; p < k; p++) {
      outCols[p] = c[order[p]!]!;
      outValues[p] = w[order[p]!]!;
    }
    order = order.length > 4096 ? [] : order;
  }
}

/**
 * The idf of every vocabulary term for the weightings that use one (empty for the others): ln(N / df),
 * or BM25's {@link bm25InverseDocumentFrequency}.
 */
function idfOf(state: FittedTextPipelineState): Float64Array {
  const { weighting } = state.options;
  const V = state.vocabulary.length;
  const N = state.documentCount;
  const dfs = state.documentFrequencies;
  if (weighting === "bm25") return Float64Array.from(dfs, (df) => bm25InverseDocumentFrequency(N, df));
  if (weighting === "binary" || weighting === "tf") return new Float64Array(0);
  const idf = new Float64Array(V);
  for (let v = 0; v < V; v++) idf[v] = inverseDocumentFrequency(N, dfs[v]!);
  return idf;
}

/** @internal Throws `E_INVALID_ARGUMENT` unless `texts` is an array of strings. */
export function checkTexts(texts: unknown): asserts texts is readonly string[] {
  if (!Array.isArray(texts)) {
    throw new TextboostError("E_INVALID_ARGUMENT", "texts must be an array of strings");
  }
  for (let i = 0; i < texts.length; i++) {
    if (typeof texts[i] !== "string") {
      throw new TextboostError("E_INVALID_ARGUMENT", `text ${i} is ${typeof texts[i]}, expected a string`, {
        row: i,
      });
    }
  }
}

/**
 * Builds the fitted pipeline value from its state (after `fit` or `loadTextPipeline`).
 * @internal
 */
export function createFittedTextPipeline(
  state: FittedTextPipelineState,
  analyzer: (text: string) => string[] = createTextAnalyzer(state.options),
): FittedTextPipeline {
  const V = state.vocabulary.length;
  const vocabIndex = new Map<string, number>();
  for (let v = 0; v < V; v++) vocabIndex.set(state.vocabulary[v]!, v);
  const columns = state.columns;
  const terms = Object.freeze(
    columns === null ? [...state.vocabulary] : Array.from(columns, (v) => state.vocabulary[v]!),
  );
  const documentFrequencies = Object.freeze(
    columns === null
      ? Array.from(state.documentFrequencies)
      : Array.from(columns, (v) => state.documentFrequencies[v]!),
  );
  const termToColumn = new Map<string, number>();
  for (let c = 0; c < terms.length; c++) termToColumn.set(terms[c]!, c);
  const writer = createRowWriter(state);
  const needUnique = state.options.weighting === "pivoted";

  const fitted: FittedTextPipeline = {
    options: state.options,
    terms,
    documentFrequencies,
    documentCount: state.documentCount,
    averageUniqueTerms: state.averageUniqueTerms,
    averageDocumentLength: state.averageDocumentLength,
    termIndex(term) {
      return termToColumn.get(term) ?? -1;
    },
    tokens(text) {
      if (typeof text !== "string") {
        throw new TextboostError("E_INVALID_ARGUMENT", `text is ${typeof text}, expected a string`);
      }
      return analyzer(text);
    },
    transform(texts) {
      checkTexts(texts);
      const acc = createCsrBuilder({ cols: writer.cols, binary: writer.binary });
      const row = createDocumentTermCounts(V);
      for (let i = 0; i < texts.length; i++) {
        const tokens = analyzer(texts[i]!);
        for (const t of tokens) {
          const v = vocabIndex.get(t);
          if (v !== undefined) row.add(v);
        }
        const sorted = row.sorted();
        const unique = needUnique && sorted.length > 0 ? new Set(tokens).size : 0;
        writer.write(acc, sorted, row.counts, sorted.length, tokens.length, unique);
        row.clear();
      }
      return acc.build(writer.cols);
    },
    selectTerms(selected) {
      const k = selected.length;
      const seen = new Uint8Array(terms.length);
      const picked = new Int32Array(k);
      for (let c = 0; c < k; c++) {
        const s = selected[c]!;
        if (!Number.isInteger(s) || s < 0 || s >= terms.length) {
          throw new TextboostError(
            "E_INVALID_ARGUMENT",
            `selectTerms: column ${c} is ${s}, expected an integer in [0, ${terms.length})`,
          );
        }
        if (seen[s] === 1) {
          throw new TextboostError("E_INVALID_ARGUMENT", `selectTerms: column ${s} is selected twice`);
        }
        seen[s] = 1;
        picked[c] = columns === null ? s : columns[s]!;
      }
      if (state.options.weighting === "tf-idf-cosine") {
        return createFittedTextPipeline({ ...state, columns: picked }, analyzer);
      }
      // Other weightings do not look at the rest of the vocabulary: keep only the picked terms.
      return createFittedTextPipeline(
        {
          ...state,
          vocabulary: Array.from(picked, (v) => state.vocabulary[v]!),
          documentFrequencies: Int32Array.from(picked, (v) => state.documentFrequencies[v]!),
          columns: null,
        },
        analyzer,
      );
    },
    toJSON() {
      const o = state.options;
      return {
        type: TEXT_PIPELINE_TYPE,
        version: TEXT_PIPELINE_VERSION,
        options: {
          normalize: { ...o.normalize },
          ngrams: [o.ngrams[0], o.ngrams[1]],
          stopWords: typeof o.stopWords === "string" ? o.stopWords : [...o.stopWords],
          stem: o.stem,
          minDocumentFrequency: o.minDocumentFrequency,
          maxFeatures: o.maxFeatures,
          weighting: o.weighting,
          pivotSlope: o.pivotSlope,
          sublinearTf: o.sublinearTf,
          bm25K1: o.bm25K1,
          bm25B: o.bm25B,
        },
        documentCount: state.documentCount,
        averageUniqueTerms: state.averageUniqueTerms,
        averageDocumentLength: state.averageDocumentLength,
        vocabulary: [...state.vocabulary],
        documentFrequencies: Array.from(state.documentFrequencies),
        columns: columns === null ? null : Array.from(columns),
      };
    },
  };
  return Object.freeze(fitted);
}
