import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { complement } from "./complement.js";
import { addTermWeights } from "./document-weights.js";
import { labelBestTerms } from "./label-best-terms.js";
import { scanTermStatistics } from "./scan-term-statistics.js";
import { bindSharedTermSums, createSharedTermSums, simdTermSums, TERM_SUMS_TUNING } from "./term-sums.js";
import { arbWeighted as arbWeightedSet } from "./test-support/arb-weighted.js";

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
