export {
  COMPARISON_FORMAT,
  COMPARISON_VERSION,
  type Comparison,
  type ComparisonLabel,
  type ComparisonPoint,
  type ComparisonRun,
  comparisonPoint,
  type LabelTerms,
  runName,
} from "./comparison/comparison.js";
export { formatComparison } from "./comparison/format-comparison.js";
export { parseComparison } from "./comparison/parse-comparison.js";
export type { CliIO } from "./io.js";
export { processIO } from "./io.js";
export { createProgram, runCli } from "./run-cli.js";
export type { PerLabelRow } from "./tables/per-label-table.js";
