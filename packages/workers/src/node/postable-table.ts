import type { SharedSimdUpdate, StatisticsTable } from "@textboost/statistics";
import type { PresenceContext } from "./kernels/presence.js";
import { sharedInt32 } from "./shared-arrays.js";

/** The shared memory behind each table `sharedIncrementalStatistics` made in WebAssembly memory. */
const sharedLayouts = new WeakMap<StatisticsTable, SharedSimdUpdate>();

/** Records that `table` lives in the shared WebAssembly memory `layout` (`sharedIncrementalStatistics`). */
export function registerSharedLayout(table: StatisticsTable, layout: SharedSimdUpdate): void {
  sharedLayouts.set(table, layout);
}

/**
 * The table's data without its scan kernels (a function cannot be posted to a worker thread). Its
 * values and scales are shared memory (a shared WebAssembly memory's or shared arrays), so the
 * threads see every update.
 */
export function postableTable(table: StatisticsTable): StatisticsTable {
  const { terms, labels, layout, termStride, labelStride, values, scale } = table;
  return { terms, labels, layout, termStride, labelStride, values, scale };
}

/**
 * For a table in a shared WebAssembly memory: that memory's layout and a counter that hands out
 * the threads' scratch, so that each thread binds the table's SIMD scan kernel there
 * (`bindSharedRowDots`, `bindSharedLabelBounds`); nothing for a table of shared JavaScript arrays.
 */
export function sharedScan(table: StatisticsTable): Pick<PresenceContext, "shared"> {
  const layout = sharedLayouts.get(table);
  return layout === undefined ? {} : { shared: { layout, slots: sharedInt32(1) } };
}
