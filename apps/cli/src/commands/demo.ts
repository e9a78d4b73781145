import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster } from "@textboost/core";
import { generateSyntheticCorpus } from "@textboost/datasets";
import { evaluate as evaluateScores } from "@textboost/metrics";
import { mpBoost } from "@textboost/mp-boost";
import { corpusLabels, vectorizeTrainingCorpus } from "../data/prepare-data.js";
import type { CliIO } from "../io.js";
import { emptyLabelsNote } from "../options/empty-labels.js";
import { startProgress } from "../progress.js";
import { cell, formatTable } from "../tables/format-table.js";
import { type EvaluationRow, evaluationRow } from "./evaluate.js";

/** Arguments of `textboost demo`. */
export interface DemoArgs {
  readonly iterations: number;
  readonly seed: number;
  readonly json: boolean;
}

/** One line of the demo's results. */
export interface DemoRow extends EvaluationRow {
  readonly algorithm: string;
  /** Milliseconds of training until round S of this row (not the whole run). */
  readonly trainMs: number;
}

/**
 * `textboost demo`: generates the embedded synthetic corpus (seeded), vectorises it with the paper
 * preprocessing, trains AdaBoost.MH and MP-Boost, and prints their test measures at a few S.
 */
export async function demo(args: DemoArgs, io: CliIO): Promise<DemoRow[]> {
  const corpus = generateSyntheticCorpus({ seed: args.seed });
  const { dataset, pipeline } = vectorizeTrainingCorpus(corpus.train);
  const testX = pipeline!.transform(corpus.test.documents.map((d) => d.text));
  const { Y: testY } = corpusLabels(corpus.test, corpus.train.labelNames);
  if (!args.json) {
    io.out(
      `synthetic corpus (seed ${args.seed}): ${dataset.X.rows} training and ${testX.rows} test documents, ` +
        `${dataset.Y.cols} labels, ${dataset.X.cols} terms after stop words and stemming\n\n`,
    );
  }
  const checkpoints = [...new Set([10, 50, args.iterations].filter((s) => s <= args.iterations))];
  const boosters: Booster[] = [adaBoostMH(), mpBoost()];
  const rows: DemoRow[] = [];
  for (const booster of boosters) {
    const progress = startProgress(io, `training ${booster.name}`, args.iterations);
    // The training time of row S is the time the run took to reach round S, not the whole run's.
    const elapsedAt = new Map<number, number>();
    const model = await booster.fit(dataset, {
      iterations: args.iterations,
      onIteration: (e) => {
        elapsedAt.set(e.iteration, e.elapsedMs);
        progress.update(e.iteration);
      },
    });
    progress.stop();
    for (const s of checkpoints) {
      const trainMs = Math.round((elapsedAt.get(s) ?? 0) * 10) / 10;
      const t0 = performance.now();
      const scores = model.scores(testX, { rounds: s });
      const testMs = performance.now() - t0;
      rows.push({
        algorithm: booster.name,
        trainMs,
        ...evaluationRow(s, evaluateScores(testY, scores), testMs),
      });
    }
  }
  if (args.json) io.out(`${JSON.stringify(rows)}\n`);
  else {
    io.out(
      formatTable(
        [
          "algorithm",
          "S",
          "F1 micro",
          "F1 macro",
          "Hamming",
          "rank loss",
          "one-error",
          "coverage",
          "avg prec",
          "train s",
        ],
        rows.map((r) => [
          r.algorithm,
          String(r.iterations),
          cell(r.microF1),
          cell(r.macroF1),
          cell(r.hammingLoss),
          cell(r.rankingLoss),
          cell(r.oneError),
          cell(r.coverage, 2),
          cell(r.averagePrecision),
          (r.trainMs / 1000).toFixed(2),
        ]),
      ),
    );
    io.out(
      `\nTest measures on the held-out synthetic documents; S = boosting rounds used. ${emptyLabelsNote(
        "one",
        rows.map((r) => r.emptyLabels),
      )}. Train your own: textboost train --help\n`,
    );
  }
  return rows;
}
