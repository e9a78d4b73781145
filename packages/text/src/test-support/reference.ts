// Brute-force references for the tests: dense, obvious, slow. Not part of the build.

import { fc } from "@fast-check/vitest";
import type { CsrMatrix } from "@textboost/core";
import type { FittedTextPipeline } from "../fitted-text-pipeline.js";

/** The rows of a CSR matrix as dense arrays (binary → 1). Also checks the CSR invariants. */
export function denseRows(m: CsrMatrix): number[][] {
  const rows: number[][] = [];
  if (m.indptr.length !== m.rows + 1 || m.indptr[0] !== 0) throw new Error("bad indptr");
  for (let r = 0; r < m.rows; r++) {
    const row = new Array<number>(m.cols).fill(0);
    let last = -1;
    for (let p = m.indptr[r]!; p < m.indptr[r + 1]!; p++) {
      const c = m.indices[p]!;
      if (c <= last || c >= m.cols) throw new Error(`row ${r}: bad column order`);
      last = c;
      const v = m.values === undefined ? 1 : m.values[p]!;
      if (v === 0 || !Number.isFinite(v)) throw new Error(`row ${r}: stored value ${v}`);
      row[c] = v;
    }
    rows.push(row);
  }
  return rows;
}

function countsOf(tokens: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of tokens) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

/**
 * The matrix a fitted pipeline should produce, computed from `tokens()` and the formulas written out
 * directly from the AdaBoost.LC paper (§4) and the textbook tf-idf.
 */
export function referenceRows(p: FittedTextPipeline, texts: readonly string[]): number[][] {
  const { weighting, pivotSlope, sublinearTf, bm25K1: k1, bm25B: b } = p.options;
  const N = p.documentCount;
  // cosine norms run over the whole fitted vocabulary, which p.toJSON() exposes
  const json = p.toJSON();
  const vocabDf = new Map<string, number>();
  for (let v = 0; v < json.vocabulary.length; v++)
    vocabDf.set(json.vocabulary[v]!, json.documentFrequencies[v]!);
  return texts.map((text) => {
    const tokens = p.tokens(text);
    const counts = countsOf(tokens);
    const mi = counts.size;
    const avgD = tokens.length / mi;
    const weight = (term: string): number => {
      const c = counts.get(term) ?? 0;
      const df = vocabDf.get(term);
      if (c === 0 || df === undefined) return 0;
      const idf = Math.log(N / df);
      const tf = sublinearTf ? 1 + Math.log(c) : c;
      switch (weighting) {
        case "binary":
          return 1;
        case "tf":
          return tf;
        case "tf-idf":
        case "tf-idf-cosine":
          return tf * idf;
        case "bm25": {
          // Robertson and Zaragoza 2009, with Lucene's non-negative idf
          const K = k1 * (1 - b + (b * tokens.length) / p.averageDocumentLength);
          return ((c * (k1 + 1)) / (c + K)) * Math.log(1 + (N - df + 0.5) / (df + 0.5));
        }
        case "pivoted":
          return (
            ((1 + Math.log(c)) /
              (1 + Math.log(avgD)) /
              (1 - pivotSlope + pivotSlope * (mi / p.averageUniqueTerms))) *
            idf
          );
      }
    };
    const row = p.terms.map(weight);
    if (weighting === "tf-idf-cosine") {
      let ss = 0;
      for (const t of json.vocabulary) ss += weight(t) ** 2;
      const norm = Math.sqrt(ss);
      return row.map((w) => (w === 0 ? 0 : w / norm));
    }
    return row;
  });
}

/** Expects two dense matrices to agree to a relative 1e-12. */
export function closeRows(actual: number[][], expected: number[][]): boolean {
  if (actual.length !== expected.length) return false;
  for (let r = 0; r < actual.length; r++) {
    const a = actual[r]!;
    const e = expected[r]!;
    if (a.length !== e.length) return false;
    for (let c = 0; c < a.length; c++) {
      const x = a[c]!;
      const y = e[c]!;
      if ((x === 0) !== (y === 0)) return false;
      if (Math.abs(x - y) > 1e-12 * Math.max(1, Math.abs(y))) return false;
    }
  }
  return true;
}

/** The vocabulary by brute force: df from sets of `tokens()`, filter, rank, sort. */
export function referenceVocabulary(
  docs: readonly (readonly string[])[],
  minDf: number,
  maxFeatures: number | null,
): { terms: string[]; df: number[] } {
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  let kept = [...df.entries()].filter(([, n]) => n >= minDf);
  if (maxFeatures !== null) {
    kept.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    kept = kept.slice(0, maxFeatures);
  }
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { terms: kept.map(([t]) => t), df: kept.map(([, n]) => n) };
}

const WORDS = [
  "oil",
  "Oil",
  "OIL",
  "prices",
  "price",
  "rose",
  "rising",
  "wheat",
  "exports",
  "export",
  "the",
  "The",
  "a",
  "about",
  "and",
  "of",
  "don't",
  "company's",
  "o’neil",
  "we'll",
  "Café",
  "cafe\u0301",
  "ﬁnance",
  "ﬁ",
  "東京",
  "大学",
  "Ｆｕｌｌ",
  "１２",
  "1,000.5",
  "3rd",
  "1980s",
  "g7",
  "mp3",
  "U.S.",
  "caresses",
  "ponies",
  "relational",
  "naïve",
  "straße",
  "Σίσυφος",
  "İstanbul",
  "x",
  "$",
  "%",
  "€",
];
const SEPARATORS = [" ", "  ", ", ", ". ", "; ", "-", "/", "\n", "\t", "!", "(", ")", "'", "’", "_"];

/** Random texts: words from a mixed pool (stop words, Unicode, numbers) and separators, plus noise. */
export const textArb: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS)), { maxLength: 25 })
      .map((parts) => parts.map(([w, s]) => w + s).join("")),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
);

/** Lists of texts for fitting. */
export const corpusArb: fc.Arbitrary<string[]> = fc.array(textArb, { minLength: 1, maxLength: 12 });

/** True when two CSR matrices are equal bit for bit (shape, structure, and the bytes of every value). */
export function sameBits(a: CsrMatrix, b: CsrMatrix): boolean {
  if (a.rows !== b.rows || a.cols !== b.cols) return false;
  const bytes = (x: ArrayBufferView | undefined) =>
    x === undefined ? "none" : Buffer.from(x.buffer, x.byteOffset, x.byteLength).toString("base64");
  return (
    bytes(a.indptr) === bytes(b.indptr) &&
    bytes(a.indices) === bytes(b.indices) &&
    bytes(a.values) === bytes(b.values)
  );
}
