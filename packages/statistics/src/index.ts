export { type DocumentDots, documentDotsOf } from "./scan/document-dots.js";
export type { BestTermsScan, BestTermsScanner } from "./scan/label-best-terms.js";
export { labelBestTerms, oneThreadBestTerms } from "./scan/label-best-terms.js";
export { type LabelBoundScan, labelBoundScanOf } from "./scan/label-bound-scan.js";
export type { TermStatisticsVisitor } from "./scan/scan-term-statistics.js";
export { scanTermStatistics } from "./scan/scan-term-statistics.js";
export { type TermSides, termSidesOf } from "./scan/term-sides.js";
export {
  type BestSides,
  bindSharedTermSums,
  createSharedTermSums,
  labelBlockOf,
  type SharedTermSums,
  type SimdTermSums,
  simdTermSums,
  TERM_SUMS_TUNING,
  type TermSumsAt,
} from "./scan/term-sums.js";
export { COMPLEMENT_RESOLUTION, complement, resolved } from "./sum/complement.js";
export {
  addDocumentWeights,
  addTermPositives,
  addTermWeights,
  addTermWeightsBySign,
} from "./sum/document-weights.js";
export { labelTotals } from "./sum/label-totals.js";
export type { DeltaStatistics } from "./table/delta-statistics.js";
export { createDeltaStatistics } from "./table/delta-statistics.js";
export type { ErrorEstimates } from "./table/error-estimate.js";
export type { IncrementalStatistics, IncrementalStatisticsOptions } from "./table/incremental-statistics.js";
export { createIncrementalStatistics } from "./table/incremental-statistics.js";
export { createSimdStatisticsTable } from "./table/simd-table.js";
export type { Float64Allocator, StatisticsLayout, StatisticsTable } from "./table/statistics-table.js";
export {
  checkPairWeights,
  createStatisticsTable,
  entryLabel,
  entryTerm,
  fillStatisticsTable,
  fillTableRow,
  recomputeEntry,
} from "./table/statistics-table.js";
export type { GroupScratch, GroupUpdateState } from "./update/group-update.js";
export { createGroupScratch, updateGroup } from "./update/group-update.js";
export type { LabelScratch, LabelUpdateState } from "./update/label-update.js";
export { createLabelScratch, pivotOccurrences, updateLabel } from "./update/label-update.js";
export type { ArrayAllocator } from "./update/pivot-update.js";
export { ORDINARY_ARRAYS } from "./update/pivot-update.js";
export type {
  ScratchRegion,
  SharedSimdUpdate,
  SimdUpdate,
  UpdateKernels,
  UpdateRegion,
} from "./update/simd-update.js";
export {
  bindSharedLabelBounds,
  bindSharedRowDots,
  bindSharedUpdate,
  createSimdUpdate,
  SCRATCH_REGIONS,
} from "./update/simd-update.js";
export type { StaleSink, StaleSlots } from "./update/stale-slots.js";
export { createStaleSlots } from "./update/stale-slots.js";
export type { EntryRecompute, TableRefill, UpdateRunner } from "./update/update-runner.js";
export type { WasmMemory } from "./wasm-loaders/wasm-engine.js";
export {
  compileWasmKernel,
  createWasmMemory,
  instantiateWasmKernel,
  wasmLayout,
  wasmRegions,
} from "./wasm-loaders/wasm-engine.js";
export {
  registerWeightsMemory,
  type WeightsMemory,
  weightsMemoryOf,
  weightsMemoryRegions,
} from "./wasm-loaders/weights-memory.js";
