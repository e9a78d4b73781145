import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { complement } from "../sum/complement.js";
import { addTermWeights } from "../sum/document-weights.js";
import { arbWeighted as arbWeightedSet } from "../test-support/arb-weighted.js";
import { labelBestTerms, oneThreadBestTerms } from "./label-best-terms.js";
import { scanTermStatistics } from "./scan-term-statistics.js";
import {
  bindSharedTermSums,
  createSharedTermSums,
  labelBlockOf,
  simdTermSums,
  TERM_SUMS_TUNING,
} from "./term-sums.js";

const arbWeighted = arbWeightedSet();

describe("simdTermSums", () => {
  test.prop([arbWeighted])("each term's totals have the bits of addTermWeights's", ({ ts, D }) => {
    const sums = simdTermSums(ts);
    expect(sums).toBeDefined(); // Node 20 has WebAssembly SIMD
    sums!.load(D);
    const m = ts.Y.cols;
    for (let k = 0; k < ts.X.cols; k++) {
      const total = new Float64Array(m);
      addTermWeights(ts, D, k, 0, m, total, new Float64Array(m));
      expect(Array.from(sums!.totals(k))).toEqual(Array.from(total));
      expect(Array.from(sums!.totals(k), (v, j) => Object.is(v, total[j]))).not.toContain(false);
      // The negative side from the positive one summed by the caller: complement's bits.
      const positive = new Float64Array(m);
      addTermWeights(ts, D, k, 0, m, new Float64Array(m), positive);
      sums!.positive.set(positive);
      const negative = Array.from(sums!.negatives(k));
      const want = Array.from(total, (t, j) => complement(t, positive[j]!));
      expect(negative.map((v, j) => Object.is(v, want[j]))).not.toContain(false);
    }
  });

  test.prop([arbWeighted, arbWeighted])(
    "scanTermStatistics sees the weights of each call, for each training set",
    ({ ts, D }, other) => {
      const m = ts.Y.cols;
      const seen = (data: typeof ts, weights: Float64Array) => {
        const out: number[][] = [];
        scanTermStatistics(data, weights, (_, positive, negative) => out.push([...positive, ...negative]));
        return out;
      };
      const first = seen(ts, D);
      // Another set in between, then the first again with other weights: nothing stale is read.
      seen(other.ts, other.D);
      const doubled = D.map((v) => v * 2);
      const again = seen(ts, doubled);
      for (let k = 0; k < ts.X.cols; k++) {
        const positive = new Float64Array(m);
        const total = new Float64Array(m);
        addTermWeights(ts, doubled, k, 0, m, total, positive);
        expect(again[k]!.slice(0, m)).toEqual(Array.from(positive));
      }
      expect(first.length).toBe(ts.X.cols);
    },
  );

  test.prop([arbWeighted, fc.nat(), fc.nat(), fc.boolean()])(
    "labelBestTerms in SIMD (bestTerms): the same criteria and terms, bit for bit, ties to the lowest term, over any range, reading eight labels a pass or streaming the rows",
    ({ ts, D }, a, b, stream) => {
      const r = ts.X.cols;
      const from = Math.min(a % (r + 1), b % (r + 1));
      const to = Math.max(a % (r + 1), b % (r + 1));
      const m = ts.Y.cols;
      const sums = simdTermSums(ts)!;
      sums.load(D);
      const got = { best: new Float64Array(m), term: new Int32Array(m) };
      const want = { best: new Float64Array(m), term: new Int32Array(m) };
      const saved = TERM_SUMS_TUNING.streamBytes;
      TERM_SUMS_TUNING.streamBytes = stream ? -1 : saved;
      try {
        labelBestTerms(ts, D, from, to, got.best, got.term, sums);
      } finally {
        TERM_SUMS_TUNING.streamBytes = saved;
      }
      labelBestTerms(ts, D, from, to, want.best, want.term);
      expect(Array.from(got.term)).toEqual(Array.from(want.term));
      expect(Array.from(got.best, (v, j) => Object.is(v, want.best[j]))).not.toContain(false);
    },
  );

  test.prop([arbWeighted, fc.integer({ min: 1, max: 4 })])(
    "over a shared memory, every thread's scan reads the caller's D in place and gives the one-thread scan's bits, each on its own scratch",
    ({ ts, D }, threads) => {
      const r = ts.X.cols;
      const m = ts.Y.cols;
      const made = createSharedTermSums(ts, threads)!;
      expect(made).toBeDefined(); // Node 20 has WebAssembly SIMD and shared memory
      expect(made.weights.buffer).toBe(made.layout.memory.buffer);
      expect(made.weights.buffer).toBeInstanceOf(SharedArrayBuffer);
      made.weights.set(D);
      const want = { best: new Float64Array(m), term: new Int32Array(m) };
      labelBestTerms(ts, D, 0, r, want.best, want.term);
      const kernels = Array.from({ length: threads }, (_, t) => bindSharedTermSums(made.layout, ts, t)!);
      for (const [t, kernel] of kernels.entries()) {
        // A mark in every other thread's scratch, which this thread's scan must leave alone.
        for (const [u, other] of kernels.entries()) if (u !== t) other.positive.fill(7);
        const got = { best: new Float64Array(m), term: new Int32Array(m) };
        kernel.load(made.weights); // the shared D itself: nothing to copy
        kernel.bestTerms(0, r, got.best, got.term);
        expect(Array.from(got.term)).toEqual(Array.from(want.term));
        expect(Array.from(got.best, (v, j) => Object.is(v, want.best[j]))).not.toContain(false);
        for (const [u, other] of kernels.entries()) {
          if (u !== t) expect(Array.from(other.positive).every((v) => v === 7)).toBe(true);
        }
      }
      expect(() => bindSharedTermSums(made.layout, ts, threads)).toThrow(RangeError);
    },
  );
});

/** Runs `body` with TERM_SUMS_TUNING changed as given, then restores it. */
function withTuning<T>(tuning: Partial<typeof TERM_SUMS_TUNING>, body: () => T): T {
  const saved = { ...TERM_SUMS_TUNING };
  Object.assign(TERM_SUMS_TUNING, tuning);
  try {
    return body();
  } finally {
    Object.assign(TERM_SUMS_TUNING, saved);
  }
}

/** A tuning that scans `ts` by blocks of about `width` labels (any D counts as too large). */
function blocksOf(terms: number, width: number): Partial<typeof TERM_SUMS_TUNING> {
  return { streamBytes: -1, blockBytes: 16 * Math.max(terms, 1) * width, minBlockLabels: 1 };
}

describe("the scan by label blocks", () => {
  test.prop([arbWeighted, fc.integer({ min: 1, max: 9 })])(
    "bestTermsOfLabels: each block's entries have labelBestTerms's bits and terms over all terms, and the other entries are left alone",
    ({ ts, D }, width) => {
      const r = ts.X.cols;
      const m = ts.Y.cols;
      const sums = withTuning(blocksOf(r, width), () => simdTermSums(ts)!);
      expect(sums.labelBlock).toBe(withTuning(blocksOf(r, width), () => labelBlockOf(ts.X.rows, r, m)));
      expect(sums.labelBlock).toBeGreaterThan(0);
      expect(sums.labelBlock).toBeLessThanOrEqual(Math.max(width, 1));
      sums.load(D);
      const want = { best: new Float64Array(m), term: new Int32Array(m) };
      labelBestTerms(ts, D, 0, r, want.best, want.term);
      const got = { best: new Float64Array(m).fill(7), term: new Int32Array(m).fill(7) };
      for (let from = 0; from < m; from += sums.labelBlock) {
        const to = Math.min(m, from + sums.labelBlock);
        sums.bestTermsOfLabels(from, to, got.best, got.term);
        for (let j = to; j < m; j++) expect([got.best[j], got.term[j]]).toEqual([7, 7]);
      }
      expect(Array.from(got.term)).toEqual(Array.from(want.term));
      expect(Array.from(got.best, (v, j) => Object.is(v, want.best[j]))).not.toContain(false);
      // The term-by-term scan of the same kernel still answers alike.
      const terms = { best: new Float64Array(m), term: new Int32Array(m) };
      sums.bestTerms(0, r, terms.best, terms.term);
      expect(Array.from(terms.term)).toEqual(Array.from(want.term));
    },
  );

  test.prop([arbWeighted, fc.integer({ min: 1, max: 9 })])(
    "oneThreadBestTerms goes by label blocks when the kernel does, with labelBestTerms's bits and terms",
    ({ ts, D }, width) => {
      const r = ts.X.cols;
      const m = ts.Y.cols;
      const sums = withTuning(blocksOf(r, width), () => simdTermSums(ts)!);
      expect(sums.labelBlock).toBeGreaterThan(0);
      sums.weights.set(D);
      const got = { best: new Float64Array(m), term: new Int32Array(m) };
      oneThreadBestTerms(ts, sums.weights).bestTerms(got.best, got.term);
      const want = { best: new Float64Array(m), term: new Int32Array(m) };
      labelBestTerms(ts, D, 0, r, want.best, want.term);
      expect(Array.from(got.term)).toEqual(Array.from(want.term));
      expect(Array.from(got.best, (v, j) => Object.is(v, want.best[j]))).not.toContain(false);
    },
  );

  test.prop([arbWeighted, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 5 })])(
    "over a shared memory each thread's blocks give the one-thread scan's bits on its own scratch",
    ({ ts, D }, threads, width) => {
      const r = ts.X.cols;
      const m = ts.Y.cols;
      const made = withTuning(blocksOf(r, width), () => createSharedTermSums(ts, threads)!);
      expect(made.layout.labelBlock).toBeGreaterThan(0);
      made.weights.set(D);
      const want = { best: new Float64Array(m), term: new Int32Array(m) };
      labelBestTerms(ts, D, 0, r, want.best, want.term);
      const kernels = Array.from({ length: threads }, (_, t) => bindSharedTermSums(made.layout, ts, t)!);
      const got = { best: new Float64Array(m), term: new Int32Array(m) };
      // Blocks handed to the threads in turn, interleaved block by block.
      for (let from = 0, b = 0; from < m; from += made.layout.labelBlock, b++) {
        const to = Math.min(m, from + made.layout.labelBlock);
        kernels[b % threads]!.bestTermsOfLabels(from, to, got.best, got.term);
      }
      expect(Array.from(got.term)).toEqual(Array.from(want.term));
      expect(Array.from(got.best, (v, j) => Object.is(v, want.best[j]))).not.toContain(false);
    },
  );

  test.prop([arbWeighted])("a call names labels outside the set or more than a block", ({ ts }) => {
    const m = ts.Y.cols;
    const sums = withTuning(blocksOf(ts.X.cols, 2), () => simdTermSums(ts)!);
    const best = new Float64Array(m);
    const term = new Int32Array(m);
    expect(() => sums.bestTermsOfLabels(0, m + 1, best, term)).toThrow(/not within/);
    expect(() => sums.bestTermsOfLabels(-1, 0, best, term)).toThrow(RangeError);
    if (m > sums.labelBlock)
      expect(() => sums.bestTermsOfLabels(0, sums.labelBlock + 1, best, term)).toThrow(/at most/);
    sums.bestTermsOfLabels(0, 0, best, term); // nothing to do
  });

  test("labelBlockOf: none while D fits the caches; else the widest even block within the budget, all labels when they fit, none below the minimum", () => {
    const mib = 1024 * 1024;
    withTuning({ streamBytes: 32 * mib, blockBytes: mib, minBlockLabels: 16 }, () => {
      expect(labelBlockOf(1000, 500, 100)).toBe(0); // 0.8 MB of D
      expect(labelBlockOf(12920, 500, 983)).toBe(130); // 1 MiB / (16 · 500) = 131, made even
      expect(labelBlockOf(100000, 100, 300)).toBe(300); // every label fits
      expect(labelBlockOf(100000, 50000, 983)).toBe(0); // 1 label a block: below the minimum
      expect(labelBlockOf(100000, 0, 983)).toBe(983);
      expect(labelBlockOf(100000, 1000, 0)).toBe(0);
    });
    withTuning({ streamBytes: -1, blockBytes: 16 * 10 * 3, minBlockLabels: 1 }, () => {
      expect(labelBlockOf(5, 10, 7)).toBe(2); // 3 fit, made even
      expect(labelBlockOf(5, 10, 3)).toBe(3); // all fit
    });
  });

  test.prop([arbWeighted, fc.constantFrom("javascript", "terms", "rows", "blocks", "shared blocks")])(
    "each label's best term's sides are addTermWeights's sums and complement's, on every path",
    ({ ts, D }, path) => {
      const r = ts.X.cols;
      const m = ts.Y.cols;
      const got = { best: new Float64Array(m), term: new Int32Array(m) };
      const sides = { positive: new Float64Array(m).fill(7), negative: new Float64Array(m).fill(7) };
      if (path === "javascript") labelBestTerms(ts, D, 0, r, got.best, got.term, undefined, sides);
      else if (path === "blocks" || path === "shared blocks") {
        const kernel = withTuning(blocksOf(r, 2), () =>
          path === "blocks"
            ? simdTermSums(ts)!
            : bindSharedTermSums(createSharedTermSums(ts, 1)!.layout, ts, 0)!,
        );
        kernel.weights.set(D);
        for (let from = 0; from < m; from += kernel.labelBlock)
          kernel.bestTermsOfLabels(from, Math.min(m, from + kernel.labelBlock), got.best, got.term, sides);
      } else {
        const sums = simdTermSums(ts)!;
        sums.load(D);
        withTuning({ streamBytes: path === "rows" ? -1 : TERM_SUMS_TUNING.streamBytes }, () =>
          labelBestTerms(ts, D, 0, r, got.best, got.term, sums, sides),
        );
      }
      for (let j = 0; j < m; j++) {
        const k = got.term[j]!;
        if (k < 0) {
          expect([sides.positive[j], sides.negative[j]]).toEqual([0, 0]);
          continue;
        }
        const total = new Float64Array(m);
        const positive = new Float64Array(m);
        addTermWeights(ts, D, k, 0, m, total, positive);
        expect(Object.is(sides.positive[j], positive[j])).toBe(true);
        expect(Object.is(sides.negative[j], complement(total[j]!, positive[j]!))).toBe(true);
      }
    },
  );
});
