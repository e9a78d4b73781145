// Reproduces Tables 1 and 2 of the MP-Boost paper on Reuters-21578: AdaBoost.MH and MP-Boost at
// S = 5 ... 1000 on the full and on a reduced feature set (information gain, round robin), with
// F1 micro/macro, training time to S, test time at S, and the distinct pivots Δ.
//   node bench/dist/reproduction/reuters-curve.js [--categories modapte-90|paper-115] [--datasets DIR] [--reduced 2012]
// Writes bench/results/reuters-curve-<categories>-<date>.json and prints a table.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { AdditiveModel } from "@textboost/boosting";
import type { Booster, CsrMatrix, Dataset, LabelMatrix } from "@textboost/core";
import { readReuters21578 } from "@textboost/datasets";
import { selectFeatures } from "@textboost/features";
import { evaluate } from "@textboost/metrics";
import { mpBoost } from "@textboost/mp-boost";
import { labelCounts, labelMatrix, selectColumns } from "@textboost/sparse";
import { PAPER_PREPROCESSING, textPipeline } from "@textboost/text";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const categories = flag(argv, "categories") ?? "modapte-90";
if (categories !== "modapte-90" && categories !== "paper-115")
  throw new Error("--categories modapte-90|paper-115");
const reducedSize = Number(flag(argv, "reduced") ?? 2012);
const CHECKPOINTS = [5, 10, 20, 50, 100, 200, 500, 1000];
const S = Math.max(...CHECKPOINTS);

const split = await readReuters21578(join(datasetsDir(flag(argv, "datasets")), "reuters21578"), {
  categories: categories === "modapte-90" ? "modapte-90" : "all",
});
const pipeline = textPipeline(PAPER_PREPROCESSING).fit(split.train.documents.map((d) => d.text));
const allLabels = split.train.labelNames;
const index = new Map(allLabels.map((l, j) => [l, j]));
const sets = (docs: readonly { labels: readonly string[] }[]) =>
  docs.map((d) => d.labels.flatMap((l) => (index.has(l) ? [index.get(l)!] : [])));
let trainY: LabelMatrix = labelMatrix(sets(split.train.documents), allLabels.length);
let testY: LabelMatrix = labelMatrix(sets(split.test.documents), allLabels.length);
let labelNames = allLabels;
if (categories === "paper-115") {
  // The paper keeps the categories with at least one positive training example.
  const counts = labelCounts(trainY);
  const keep = allLabels.flatMap((_, j) => (counts[j]! > 0 ? [j] : []));
  trainY = selectColumns(trainY, keep);
  testY = selectColumns(testY, keep);
  labelNames = keep.map((j) => allLabels[j]!);
}
const full: Dataset = {
  X: pipeline.transform(split.train.documents.map((d) => d.text)),
  Y: trainY,
  featureNames: pipeline.terms,
  labelNames,
};
const fullTestX = pipeline.transform(split.test.documents.map((d) => d.text));
const { columns } = selectFeatures(full.X, full.Y, {
  size: reducedSize,
  measure: "information-gain",
  globalisation: "round-robin",
});
const kept = Int32Array.from(columns).sort();
const reduced: Dataset = {
  ...full,
  X: selectColumns(full.X, kept),
  featureNames: Array.from(kept, (c) => full.featureNames[c]!),
};
const reducedTestX = selectColumns(fullTestX, kept);
console.error(
  `Reuters-21578 (${categories}): ${full.X.rows} training / ${fullTestX.rows} test documents, ${labelNames.length} categories, ${full.X.cols} terms (reduced: ${kept.length})`,
);

interface Row {
  features: "full" | "reduced";
  algorithm: string;
  S: number;
  microF1: number;
  macroF1: number;
  trainSeconds: number;
  testSeconds: number;
  /** AdaBoost.MH: distinct pivots; MP-Boost: mean over categories of Δ_j. */
  delta: number;
}
const rows: Row[] = [];
const boosters: [string, () => Booster<AdditiveModel>][] = [
  ["adaboost-mh", () => adaBoostMH()],
  ["mp-boost", () => mpBoost()],
];
for (const [features, train, testX] of [
  ["full", full, fullTestX],
  ["reduced", reduced, reducedTestX],
] as [Row["features"], Dataset, CsrMatrix][]) {
  for (const [name, make] of boosters) {
    const elapsed: number[] = [];
    const start = performance.now();
    const model = await make().fit(train, {
      iterations: S,
      onIteration: () => elapsed.push(performance.now() - start),
    });
    for (const s of CHECKPOINTS) {
      const t0 = performance.now();
      const scores = model.scores(testX, { rounds: s });
      const testSeconds = (performance.now() - t0) / 1000;
      const report = evaluate(testY, scores);
      const perLabel = model.distinctPivotsPerLabel(s);
      const delta =
        name === "adaboost-mh"
          ? model.compressed(s).pivots.length
          : perLabel.reduce((a, b) => a + b, 0) / perLabel.length;
      rows.push({
        features,
        algorithm: name,
        S: s,
        microF1: round(report.microF1, 4),
        macroF1: round(report.macroF1, 4),
        trainSeconds: round(elapsed[s - 1]! / 1000, 2),
        testSeconds: round(testSeconds, 3),
        delta: round(delta, 1),
      });
    }
    console.error(`  ${features} ${name}: ${(elapsed[S - 1]! / S).toFixed(1)} ms per round`);
  }
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

console.log(
  `| features | S | AdaBoost.MH F1μ | F1M | τ(Tr) s | τ(Te) s | Δ | MP-Boost F1μ | F1M | τ(Tr) s | τ(Te) s | mean Δ_j |`,
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const features of ["full", "reduced"] as const) {
  for (const s of CHECKPOINTS) {
    const a = rows.find((r) => r.features === features && r.algorithm === "adaboost-mh" && r.S === s)!;
    const b = rows.find((r) => r.features === features && r.algorithm === "mp-boost" && r.S === s)!;
    console.log(
      `| ${features} | ${s} | ${a.microF1.toFixed(3)} | ${a.macroF1.toFixed(3)} | ${a.trainSeconds} | ${a.testSeconds} | ${a.delta} | ${b.microF1.toFixed(3)} | ${b.macroF1.toFixed(3)} | ${b.trainSeconds} | ${b.testSeconds} | ${b.delta} |`,
    );
  }
}
const dir = RESULTS_DIR;
mkdirSync(dir, { recursive: true });
const file = join(dir, `reuters-curve-${categories}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ benchmark: "reuters-curve", categories, documents: { train: full.X.rows, test: fullTestX.rows }, labels: labelNames.length, terms: full.X.cols, reducedTerms: kept.length, node: process.version, rows }, null, 2)}\n`,
);
console.error(`written ${file}`);
