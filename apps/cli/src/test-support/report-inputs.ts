import { join } from "node:path";
import { type JsonOutput, run, runJson, trainOnCorpus, writeTextCorpus } from "./run.js";

/** What the report tests draw: a comparison file, a TreeBoost.MH model and an MLRF kappa-error file, on one corpus. */
export interface ReportInputs {
  readonly stem: string;
  readonly comparisonFile: string;
  readonly comparison: JsonOutput;
  readonly treeModel: string;
  readonly kappaErrorFile: string;
  readonly kappaError: JsonOutput;
}

/** Fails with the command's error output when it did not succeed. */
async function ok(r: Promise<{ code: number; err: string }>, what: string): Promise<void> {
  const done = await r;
  if (done.code !== 0) throw new Error(`${what}: exit ${done.code}\n${done.err}`);
}

/** The covers whose covering errors the report tests' comparisons record. */
export const REPORT_COVERS = "hamming,zero-one";

/**
 * `textboost compare` of AdaBoost.MH and MP-Boost on `data` (`--format F --data D`) at `at`, on one
 * thread, five top terms per label, the covering errors of {@link REPORT_COVERS}, written to `out`;
 * returns the printed JSON.
 */
export function compareOn(data: readonly string[], at: readonly number[], out: string): Promise<JsonOutput> {
  return runJson([
    "compare",
    "--algorithms",
    "adaboost-mh,mp-boost",
    ...data,
    "--at",
    at.join(","),
    "--threads",
    "1",
    "--top-terms",
    "5",
    "--covers",
    REPORT_COVERS,
    "--out",
    out,
    "--json",
  ]);
}

/** `textboost report --model` of the TreeBoost.MH model on the corpus with the kappa-error file, to `out`. */
export function reportOnModel(inputs: ReportInputs, out: string, ...more: string[]): ReturnType<typeof run> {
  return run([
    "report",
    "--model",
    inputs.treeModel,
    "--format",
    "boostexter",
    "--data",
    inputs.stem,
    "--kappa-error",
    inputs.kappaErrorFile,
    ...more,
    "--out",
    out,
  ]);
}

/**
 * Writes a small text corpus and everything `textboost report` can draw from it: `compare` of
 * AdaBoost.MH and MP-Boost at S = 1, 2, 5, 10, 20; a TreeBoost.MH model over an induced two-cluster
 * hierarchy (20 rounds); a 3-member MLRF model and its `diversity` file.
 */
export async function writeReportInputs(): Promise<ReportInputs> {
  const stem = writeTextCorpus(90, 45);
  const data = ["--format", "boostexter", "--data", stem];
  const comparisonFile = `${stem}.compare.json`;
  const comparison = await compareOn(data, [1, 2, 5, 10, 20], comparisonFile);
  const treeModel = `${stem}.tree.json`;
  await ok(
    trainOnCorpus(
      stem,
      "--algorithm",
      "treeboost",
      "--induce-hierarchy",
      "2",
      "--iterations",
      "20",
      "--threads",
      "1",
      "--out",
      treeModel,
    ),
    "train treeboost",
  );
  const forest = `${stem}.mlrf.json`;
  await ok(
    trainOnCorpus(
      stem,
      "--algorithm",
      "mlrf",
      "--members",
      "4",
      "--subset-size",
      "8",
      "--lsi-dims",
      "3",
      "--base-iterations",
      "4",
      "--threads",
      "1",
      "--out",
      forest,
    ),
    "train mlrf",
  );
  const kappaErrorFile = join(`${stem}.kappa-error.json`);
  await ok(run(["diversity", "--model", forest, ...data, "--out", kappaErrorFile]), "diversity");
  const { readFileSync } = await import("node:fs");
  return {
    stem,
    comparisonFile,
    comparison,
    treeModel,
    kappaErrorFile,
    kappaError: JSON.parse(readFileSync(kappaErrorFile, "utf8")),
  };
}
