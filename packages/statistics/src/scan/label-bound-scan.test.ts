import { fc, test } from "@fast-check/vitest";
import type { TrainingSet } from "@textboost/core";
import { csrFromRows, labelMatrix, trainingSet } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { addTermWeightsBySign } from "../sum/document-weights.js";
import { arbWeighted } from "../test-support/arb-weighted.js";
import { bits } from "../test-support/bits.js";
import { weightsInMemory } from "../test-support/weights-in-memory.js";
import { labelBoundScanOf } from "./label-bound-scan.js";

/**
 * A weighted training set, a bound's floors and coefficients of every label, and for each label how
 * its cutoff is set against each term's bound: +Infinity, the bound itself (skipped: `>=`), the next
 * double above it (open), or any double.
 */
const arbScan = arbWeighted({ zeros: true }).chain(({ ts, w }) => {
  const m = ts.Y.cols;
  // Also values of full mantissas near the sides' (weights in [0, 1]), where the order of the
  // subtractions shows in the bits (fast-check's doubles favour round and extreme ones).
  const near = fc
    .tuple(fc.integer(), fc.integer())
    .map(([a, b]) => 4 * (a / 2 ** 31) * (1 + Math.abs(b) / 2 ** 31));
  const value = fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), near);
  return fc.record({
    ts: fc.constant(ts),
    w: fc.constant(w),
    floors: fc.array(value, { minLength: m, maxLength: m }),
    coefficients: fc.array(value, { minLength: 2 * m, maxLength: 2 * m }),
    cuts: fc.array(fc.oneof(fc.constantFrom("infinite", "at", "above"), value), {
      minLength: m,
      maxLength: m,
    }),
  });
});

/** The next double above x (finite x). */
function above(x: number): number {
  const b = new Float64Array([x]);
  const u = new BigInt64Array(b.buffer);
  if (x === 0) return Number.MIN_VALUE;
  u[0] = x > 0 ? u[0]! + 1n : u[0]! - 1n;
  return b[0]!;
}

/** The labels' bounds of term k at D, each the documented expression in its order. */
function boundsOf(ts: TrainingSet, D: Float64Array, k: number, floors: number[], c: number[]) {
  const m = ts.Y.cols;
  const sides = new Float64Array(2 * m);
  addTermWeightsBySign(ts, D, k, 0, m, sides);
  const bounds = floors.map((f, j) => f - c[2 * j]! * sides[2 * j]! - c[2 * j + 1]! * sides[2 * j + 1]!);
  return { sides, bounds };
}

describe("labelBoundScanOf", () => {
  test.prop([arbScan, fc.boolean()])(
    "every term's sides have addTermWeightsBySign's bits and its open labels are those whose bound is below the cutoff, in SIMD and JavaScript",
    ({ ts, w, floors, coefficients, cuts }, simd) => {
      const { D } = weightsInMemory(ts, w);
      const scan = labelBoundScanOf(ts, D, simd);
      scan.floors.set(floors);
      scan.coefficients.set(coefficients);
      for (let k = 0; k < ts.X.cols; k++) {
        const { sides, bounds } = boundsOf(ts, D, k, floors, coefficients);
        const cutoffs = cuts.map((cut, j) =>
          cut === "infinite"
            ? Number.POSITIVE_INFINITY
            : cut === "at"
              ? bounds[j]!
              : cut === "above"
                ? above(bounds[j]!)
                : cut,
        );
        scan.cutoffs.set(cutoffs);
        const count = scan.term(k);
        expect(bits(scan.sides)).toEqual(bits(sides));
        const open = bounds.flatMap((b, j) => (b >= cutoffs[j]! ? [] : [j]));
        expect(Array.from(scan.open.subarray(0, count))).toEqual(open);
      }
    },
  );

  it("subtracts the negatives' product first, as the JavaScript test does (the other order rounds otherwise)", () => {
    // One term in a positive and a negative document of label 0 (and of label 1): (f − cn · n) − cp · p
    // is 0.8615413263585335 here and (f − cp · p) − cn · n 0.8615413263585334, so a cutoff at the
    // first skips the label and the other order would leave it open.
    const X = csrFromRows([{ indices: [0] }, { indices: [0] }], 1);
    const ts = trainingSet(X, labelMatrix([[0, 1], []], 2));
    const p = 0.6724524870569029;
    const n = 0.5919191069491181;
    const f = 1.0109432681002266;
    const cn = 0.6130107248586931;
    const cp = -0.3174214136690878;
    const bound = f - cn * n - cp * p;
    expect(bound).not.toBe(f - cp * p - cn * n);
    for (const simd of [true, false]) {
      const { D } = weightsInMemory(ts, [p, p, n, n]);
      const scan = labelBoundScanOf(ts, D, simd);
      scan.floors.set([f, f]);
      scan.coefficients.set([cn, cp, cn, cp]);
      scan.cutoffs.set([bound, above(bound)]);
      expect(scan.term(0)).toBe(1);
      expect(scan.open[0]).toBe(1);
    }
  });

  it("starts with every cutoff at +Infinity: every label open", () => {
    const X = csrFromRows([{ indices: [0] }, { indices: [0] }], 1);
    const ts = trainingSet(X, labelMatrix([[0, 2], [1]], 5));
    const { D } = weightsInMemory(ts, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const scan = labelBoundScanOf(ts, D);
    expect(scan.term(0)).toBe(5);
    expect(Array.from(scan.open)).toEqual([0, 1, 2, 3, 4]);
  });

  it("runs in this thread's room of the memory, and in JavaScript for an ordinary D", () => {
    const X = csrFromRows([{ indices: [0] }, { indices: [0] }, { indices: [] }], 1);
    const ts = trainingSet(X, labelMatrix([[0, 1, 2, 3], [], [1]], 4));
    const w = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const { D, memory, at } = weightsInMemory(ts, w, 2, 1);
    const scan = labelBoundScanOf(ts, D);
    scan.coefficients.fill(1);
    scan.cutoffs.set([0, -9, -7, -13]);
    // Bounds 0 − (5 + 1), −(6 + 2), −(7 + 3), −(8 + 4): labels 0 and 2 are below their cutoffs.
    expect(scan.term(0)).toBe(2);
    expect(Array.from(scan.open.subarray(0, 2))).toEqual([0, 2]);
    // Room 1 of 2: its sides, bounds and open labels are after room 0's (4 labels each: 64, 128 and
    // 16 bytes, each room's share padded to whole cache lines and one more).
    expect(scan.sides.byteOffset).toBe(at.termSides + 128);
    expect(scan.cutoffs.byteOffset).toBe(at.labelBounds + 192 + 32);
    expect(Array.from(new Int32Array(memory.buffer, at.openLabels + 128, 2))).toEqual([0, 2]);
    expect(Array.from(new Int32Array(memory.buffer, at.openLabels, 4))).toEqual([0, 0, 0, 0]);
    const ordinary = labelBoundScanOf(ts, Float64Array.from(w));
    expect(ordinary.sides.buffer).not.toBe(memory.buffer);
    ordinary.coefficients.fill(1);
    ordinary.cutoffs.set([0, -9, -7, -13]);
    expect(ordinary.term(0)).toBe(2);
    expect(Array.from(ordinary.open.subarray(0, 2))).toEqual([0, 2]);
  });
});
