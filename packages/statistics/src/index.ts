export { COMPLEMENT_RESOLUTION, complement, resolved } from "./complement.js";
export type { DeltaStatistics } from "./delta-statistics.js";
export { createDeltaStatistics } from "./delta-statistics.js";
export { type DocumentDots, documentDotsOf } from "./document-dots.js";
export {
  addDocumentWeights,
  addTermPositives,
  addTermWeights,
  addTermWeightsBySign,
} from "./document-weights.js";
export type { ErrorEstimates } from "./error-estimate.js";
export type { GroupScratch, GroupUpdateState } from "./group-update.js";
export { createGroupScratch, updateGroup } from "./group-update.js";
export type { IncrementalStatistics, IncrementalStatisticsOptions } from "./incremental-statistics.js";
export { createIncrementalStatistics } from "./incremental-statistics.js";
export type { BestTermsScan, BestTermsScanner } from "./label-best-terms.js";
export { labelBestTerms, oneThreadBestTerms } from "./label-best-terms.js";
export { type LabelBoundScan, labelBoundScanOf } from "./label-bound-scan.js";
export { labelTotals } from "./label-totals.js";
export type { LabelScratch, LabelUpdateState } from "./label-update.js";
export { createLabelScratch, pivotOccurrences, updateLabel } from "./label-update.js";
export type { ArrayAllocator, EntryRecompute, TableRefill, UpdateRunner } from "./pivot-update.js";
export { ORDINARY_ARRAYS } from "./pivot-update.js";
export type { TermStatisticsVisitor } from "./scan-term-statistics.js";
export { scanTermStatistics } from "./scan-term-statistics.js";
export { createSimdStatisticsTable } from "./simd-table.js";
export type {
  ScratchRegion,
  SharedSimdUpdate,
  SimdUpdate,
  UpdateKernels,
  UpdateRegion,
} from "./simd-update.js";
export {
  bindSharedLabelBounds,
  bindSharedRowDots,
  bindSharedUpdate,
  createSimdUpdate,
} from "./simd-update.js";
export type { StaleSink, StaleSlots } from "./stale-slots.js";
export { createStaleSlots } from "./stale-slots.js";
export type { Float64Allocator, StatisticsLayout, StatisticsTable } from "./statistics-table.js";
export {
  checkPairWeights,
  createStatisticsTable,
  entryLabel,
  entryTerm,
  fillStatisticsTable,
  fillTableRow,
  recomputeEntry,
} from "./statistics-table.js";
export { type TermSides, termSidesOf } from "./term-sides.js";
export {
  type BestSides,
  bindSharedTermSums,
  createSharedTermSums,
  labelBlockOf,
  type SharedTermSums,
  type SimdTermSums,
  simdTermSums,
  TERM_SUMS_TUNING,
} from "./term-sums.js";
export type { WasmMemory } from "./wasm-engine.js";
export {
  compileWasmKernel,
  createWasmMemory,
  instantiateWasmKernel,
  wasmLayout,
  wasmRegions,
} from "./wasm-engine.js";
export {
  registerWeightsMemory,
  type WeightsMemory,
  weightsMemoryOf,
  weightsMemoryRegions,
} from "./weights-memory.js";
