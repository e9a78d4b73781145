import { trainingSet } from "@textboost/sparse";
import type { SmallWeightedData } from "@textboost/testing";
import {
  createStatisticsTable,
  type StatisticsLayout,
  type StatisticsTable,
} from "../table/statistics-table.js";
import { applyPivotUpdate, createPivotUpdate } from "../update/pivot-update.js";
import { createStaleSlots } from "../update/stale-slots.js";
import type { UpdateRunner } from "../update/update-runner.js";

/** Applies one update to an all-zero table: afterwards each slot holds exactly its correction. */
export function runUpdate(
  d: SmallWeightedData,
  pivots: Int32Array,
  ratio: Float64Array,
  layout: StatisticsLayout,
  runner?: UpdateRunner,
): { table: StatisticsTable; stale: number[] } {
  const ts = trainingSet(d.dataset.X, d.dataset.Y);
  const table = createStatisticsTable(ts.X.cols, ts.Y.cols, layout);
  const errors = new Uint16Array(table.values.length);
  const stale = createStaleSlots();
  applyPivotUpdate(createPivotUpdate(ts, d.weights, table, errors, runner), pivots, ratio, stale);
  return { table, stale: Array.from(stale.slots.subarray(0, stale.count)) };
}
