import { fc, test } from "@fast-check/vitest";
import type { TrainingSet } from "@textboost/core";
import { csrFromRows, labelMatrix, trainingSet } from "@textboost/sparse";
import { arbPivotRounds, type PivotRound, playPivotRounds } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { createIncrementalStatistics } from "../table/incremental-statistics.js";
import { createStatisticsTable } from "../table/statistics-table.js";
import { arbTableValues } from "../test-support/arb-table-values.js";
import { applyPivotUpdate, createPivotUpdate, ORDINARY_ARRAYS } from "./pivot-update.js";
import {
  bindSharedLabelBounds,
  bindSharedRowDots,
  bindSharedUpdate,
  createSimdUpdate,
} from "./simd-update.js";
import { createStaleSlots } from "./stale-slots.js";
import type { UpdateRunner } from "./update-runner.js";

const arbRounds = fc
  .record({
    pivotRounds: arbPivotRounds({ labels: { min: 2, max: 9 } }),
    layout: fc.constantFrom("term-major" as const, "label-major" as const),
  })
  .map(({ pivotRounds, layout }) => ({ ...pivotRounds, layout }));

/** The statistics after the rounds: the table's values and the counts of exact recomputations. */
function afterRounds(
  ts: TrainingSet,
  rounds: readonly PivotRound[],
  layout: "term-major" | "label-major",
  ordinary: boolean,
) {
  const g = ts.X.rows;
  const m = ts.Y.cols;
  const D = new Float64Array(g * m).fill(1 / (g * m));
  const stats = createIncrementalStatistics(ts, D, {
    layout,
    refreshEvery: 1000,
    ...(ordinary ? { allocate: (n: number) => new Float64Array(n) } : {}),
  });
  playPivotRounds(ts, rounds, [{ stats, weights: D }]);
  return {
    values: Array.from(stats.table.values),
    entryRefreshes: stats.entryRefreshes,
    refreshes: stats.refreshes,
  };
}

/** A training set of `terms` documents, document k with term k alone and label k mod `labels`. */
function oneTermEach(terms: number, labels: number): TrainingSet {
  const rows = Array.from({ length: terms }, (_, k) => ({ indices: [k] }));
  const Y = labelMatrix(
    Array.from({ length: terms }, (_, k) => [k % labels]),
    labels,
  );
  return trainingSet(csrFromRows(rows, terms), Y);
}

/**
 * Fills a SimdUpdate's table and estimates with `values` and `codes` (repeated), and returns an
 * ordinary table and estimates holding the same, for the JavaScript loops to update beside it.
 */
function twinTables(
  simd: NonNullable<ReturnType<typeof createSimdUpdate>>,
  layout: "term-major" | "label-major",
  values: readonly number[],
  codes: readonly number[],
) {
  const table = createStatisticsTable(simd.table.terms, simd.table.labels, layout);
  const errors = new Uint16Array(table.values.length);
  for (let at = 0; at < table.values.length; at++) {
    table.values[at] = simd.table.values[at] = values[at % values.length]!;
    errors[at] = simd.errors[at] = codes[at % codes.length]!;
  }
  return { table, errors };
}

describe("createSimdUpdate", () => {
  it("places the table, its estimates and the update's arrays in one memory", () => {
    const X = csrFromRows([{ indices: [0, 1] }, { indices: [1] }, { indices: [0, 2] }], 3);
    const simd = createSimdUpdate(trainingSet(X, labelMatrix([[0], [0, 1], [1]], 2)))!;
    expect(simd.table.values.buffer).toBe(simd.errors.buffer);
    expect(simd.increments.buffer).toBe(simd.errors.buffer);
    expect(simd.table.rowDots).toBeDefined();
  });

  test.prop([
    arbRounds,
    fc.array(fc.double({ min: 1e-3, max: 1, noNaN: true }), { minLength: 1, maxLength: 64 }),
    fc.array(fc.integer({ min: 0, max: 58_058 }), { minLength: 1, maxLength: 64 }),
    fc.array(fc.double({ min: -4, max: 4, noNaN: true }), { minLength: 2, maxLength: 18 }),
  ])(
    "one update from any table and estimates: the same values, estimates and stale slots as the JavaScript loops",
    ({ data, layout, rounds }, values, codes, ratios) => {
      const ts = trainingSet(data.X, data.Y);
      const m = ts.Y.cols;
      const g = ts.X.rows;
      const weights = Float64Array.from({ length: g * m }, (_, at) => 1 / (1 + ((at * 7) % 11)));
      const ratio = Float64Array.from({ length: 2 * m }, (_, at) => ratios[at % ratios.length]!);
      const simd = createSimdUpdate(ts, layout)!;
      const { table, errors } = twinTables(simd, layout, values, codes);
      const staleWasm = createStaleSlots();
      const staleJs = createStaleSlots();
      const { pivots } = rounds[0]!;
      const wasmUpdate = createPivotUpdate(ts, weights, simd.table, simd.errors, undefined, simd);
      applyPivotUpdate(wasmUpdate, pivots, ratio, staleWasm);
      applyPivotUpdate(createPivotUpdate(ts, weights, table, errors), pivots, ratio, staleJs);
      expect(Array.from(simd.table.values).every((v, at) => Object.is(v, table.values[at]))).toBe(true);
      expect(Array.from(simd.errors)).toEqual(Array.from(errors));
      expect(Array.from(staleWasm.slots.subarray(0, staleWasm.count))).toEqual(
        Array.from(staleJs.slots.subarray(0, staleJs.count)),
      );
    },
  );

  test.prop([
    arbRounds,
    fc.array(fc.nat(), { maxLength: 6 }),
    fc.array(fc.double({ min: 1e-3, max: 1, noNaN: true }), { minLength: 1, maxLength: 64 }),
    fc.array(fc.integer({ min: 0, max: 58_058 }), { minLength: 1, maxLength: 64 }),
    fc.array(fc.double({ min: -4, max: 4, noNaN: true }), { minLength: 2, maxLength: 18 }),
  ])(
    "an update split over three threads' scratch of a shared memory (groups by any cuts of their terms, labels one by one, in any order): the same values, estimates and stale slots as the JavaScript loops",
    ({ data, layout, rounds }, cutAt, values, codes, ratios) => {
      const ts = trainingSet(data.X, data.Y);
      const m = ts.Y.cols;
      const g = ts.X.rows;
      const weights = Float64Array.from({ length: g * m }, (_, at) => 1 / (1 + ((at * 5) % 13)));
      const ratio = Float64Array.from({ length: 2 * m }, (_, at) => ratios[at % ratios.length]!);
      const simd = createSimdUpdate(ts, layout, 3)!;
      expect(simd.shared?.memory.buffer).toBeInstanceOf(SharedArrayBuffer);
      const kernels = [0, 1, 2].map((thread) => bindSharedUpdate(simd.shared!, thread)!);
      let groups = 0;
      let labels = 0;
      // The threads of a pool, played in this one: chunks of touched terms, last chunk first, each
      // on the scratch of another thread; single labels last first, in turn on the three.
      const runner: UpdateRunner = {
        allocate: ORDINARY_ARRAYS,
        runGroup(size, touched, _state, stale) {
          groups++;
          const cuts = [...new Set([0, touched, ...cutAt.map((c) => c % (touched + 1))])].sort(
            (a, b) => a - b,
          );
          for (let c = cuts.length - 2; c >= 0; c--)
            kernels[c % 3]!.group(size, cuts[c]!, cuts[c + 1]!, stale);
        },
        runLabels(chosen, pivots, state, stale) {
          for (let u = chosen.length - 1; u >= 0; u--) {
            const j = chosen[u]!;
            labels++;
            kernels[u % 3]!.label(pivots[j]!, state.incrementStart[j]!, j, stale);
          }
        },
      };
      const { table, errors } = twinTables(simd, layout, values, codes);
      const staleShared = createStaleSlots();
      const staleJs = createStaleSlots();
      const { pivots } = rounds[0]!;
      applyPivotUpdate(
        createPivotUpdate(ts, weights, simd.table, simd.errors, runner, simd),
        pivots,
        ratio,
        staleShared,
      );
      applyPivotUpdate(createPivotUpdate(ts, weights, table, errors), pivots, ratio, staleJs);
      expect(Array.from(simd.table.values).every((v, at) => Object.is(v, table.values[at]))).toBe(true);
      expect(Array.from(simd.errors)).toEqual(Array.from(errors));
      const sorted = (s: ReturnType<typeof createStaleSlots>) =>
        Array.from(s.slots.subarray(0, s.count)).sort((a, b) => a - b);
      expect(sorted(staleShared)).toEqual(sorted(staleJs));
      // Groups of more than four labels sharing a pivot take runGroup, the other labels runLabels.
      const bySize = new Map<number, number>();
      for (const p of pivots) bySize.set(p, (bySize.get(p) ?? 0) + 1);
      const sizes = [...bySize.values()];
      expect(groups).toBe(sizes.filter((n) => n > 4).length);
      expect(labels).toBe(sizes.filter((n) => n <= 4).reduce((a, n) => a + n, 0));
    },
  );

  it("copies X and its transpose into the memory only for single labels' updates", () => {
    const X = csrFromRows([{ indices: [0, 1] }, { indices: [1] }, { indices: [0, 2] }], 3);
    const ts = trainingSet(X, labelMatrix([[0], [0, 1], [1]], 2));
    const simd = createSimdUpdate(ts, "term-major", 2)!;
    const { at, memory } = simd.shared!;
    const rows = () => Array.from(new Int32Array(memory.buffer, at.xIdx, X.indices.length));
    const weights = new Float64Array(3 * 2).fill(1 / 6);
    const update = createPivotUpdate(ts, weights, simd.table, simd.errors, undefined, simd);
    applyPivotUpdate(update, Int32Array.of(1, 1), Float64Array.of(0.5, 0.5, 0.5, 0.5), createStaleSlots());
    expect(rows()).toEqual([0, 0, 0, 0, 0]); // a group (both labels on term 1): no copy
    applyPivotUpdate(update, Int32Array.of(0, 2), Float64Array.of(0.5, 0.5, 0.5, 0.5), createStaleSlots());
    expect(rows()).toEqual(Array.from(X.indices));
  });

  test.prop([arbTableValues(13, 4, () => 3)])(
    "each thread's label bounds over a shared label-major table: the table's own bits, in the thread's own scratch",
    ({ terms, labels, values, c }) => {
      const simd = createSimdUpdate(oneTermEach(terms, labels), "label-major", 2)!;
      simd.table.values.set(values);
      const [floor, negative, positive] = c as [number, number, number];
      const threads = [0, 1].map((t) => bindSharedLabelBounds(simd.shared!, t)!);
      for (let j = 0; j < labels; j++) {
        const expected = Array.from(simd.table.labelBounds!(j, floor, negative, positive));
        const mine = threads[0]!.labelBounds(j, floor, negative, positive);
        threads[1]!.labelBounds((j + 1) % labels, floor + 1, negative, positive); // the other thread's label
        expect(Array.from(mine).every((v, k) => Object.is(v, expected[k]))).toBe(true);
        expect(threads[0]!.nextBelow(0, expected[0]!)).toBe(simd.table.nextBelow!(0, expected[0]!));
      }
    },
  );

  test.prop([arbTableValues(13, 4, (labels) => 2 * labels), fc.nat(), fc.nat()])(
    "each thread's row dots over a range of a shared term-major table: the table's own bits, in the thread's own scratch",
    ({ terms, labels, values, c }, cutA, cutB) => {
      const simd = createSimdUpdate(oneTermEach(terms, labels), "term-major", 2)!;
      simd.table.values.set(values);
      const coefficients = Float64Array.from(c);
      const expected = Array.from(simd.table.rowDots!(coefficients));
      const [from, to] = [cutA % (terms + 1), cutB % (terms + 1)].sort((a, b) => a - b) as [number, number];
      const [mine, other] = [0, 1].map((t) => bindSharedRowDots(simd.shared!, t)!);
      const dots = mine!(coefficients, from, to);
      other!(
        coefficients.map((x) => x + 1),
        0,
        terms,
      ); // the other thread, other coefficients
      for (let k = from; k < to; k++) expect(Object.is(dots[k], expected[k]), `term ${k}`).toBe(true);
    },
  );

  it("binds a thread's scratch only for the threads it was made for", () => {
    const X = csrFromRows([{ indices: [0, 1] }, { indices: [1] }], 2);
    const simd = createSimdUpdate(trainingSet(X, labelMatrix([[0], [1]], 2)), "term-major", 2)!;
    expect(() => bindSharedUpdate(simd.shared!, 2)).toThrow("thread 2 is not in [0, 2)");
    expect(createSimdUpdate(trainingSet(X, labelMatrix([[0], [1]], 2)))!.shared).toBeUndefined();
  });

  test.prop([arbRounds], { numRuns: 80 })(
    "round after round, the same bits as the JavaScript loops and the same entries recomputed",
    ({ data, layout, rounds }) => {
      const ts = trainingSet(data.X, data.Y);
      const wasm = afterRounds(ts, rounds, layout, false);
      const js = afterRounds(ts, rounds, layout, true);
      expect(wasm.entryRefreshes).toBe(js.entryRefreshes);
      expect(wasm.refreshes).toBe(js.refreshes);
      expect(wasm.values.every((v, at) => Object.is(v, js.values[at]))).toBe(true);
    },
  );
});
