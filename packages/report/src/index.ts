export { averagePrecisionChart, hasAveragePrecision } from "./average-precision-chart.js";
export { type BestRound, bestRound, CURVE_MEASURES, type CurveMeasure } from "./best-rounds.js";
export { coveringErrorChart, coverNames } from "./covering-error-chart.js";
export { curveSizes } from "./curve-sizes.js";
export { curvesAgainstRounds, type RoundsLayout, type RoundsPoint } from "./curves-against-rounds.js";
export { escapeHtml } from "./escape-html.js";
export { kappaErrorChart } from "./kappa-error-chart.js";
export { labelF1Chart } from "./label-f1-chart.js";
export {
  type Chart,
  type ChartDocument,
  type ChartOptions,
  learningCurveChart,
} from "./learning-curve-chart.js";
export { perLabelSection } from "./per-label-table.js";
export { renderReport } from "./render-report.js";
export type {
  CurvePoint,
  KappaErrorPair,
  LabelOutcome,
  LabelTermList,
  ReportData,
  ReportRun,
  TreeNodeMeasures,
} from "./report-data.js";
export { largestPoint, summarySection } from "./summary-table.js";
export { treeChart } from "./tree-chart.js";
