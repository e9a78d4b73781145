import { TextboostError } from "@textboost/core";
import type { DatasetFormat, DatasetSplit } from "@textboost/datasets";
import {
  forestKappaError,
  type KappaErrorPoint,
  MLRF,
  type RotationForestModel,
} from "@textboost/rotation-forest";
import { loadModel } from "../algorithms/registry.js";
import { KAPPA_ERROR_OUTPUT } from "../files/output-kinds.js";
import { checkOutputPaths } from "../files/output-paths.js";
import { writeFileAtomic } from "../files/write-file-atomic.js";
import type { CliIO } from "../io.js";
import { readFeatureSelection } from "../model/feature-selection-record.js";
import { loadDataForModel } from "../model/model-data-mismatch.js";
import { readModelFile } from "../model/model-file.js";

/** Arguments of `textboost diversity`. */
export interface DiversityArgs {
  readonly model: string;
  readonly format: DatasetFormat;
  readonly data: string;
  readonly split?: DatasetSplit;
  /** Where to write the kappa-error data (JSON). */
  readonly out: string;
  readonly force: boolean;
  readonly allowMismatch?: boolean;
  readonly json: boolean;
}

/** The file `textboost diversity` writes: the data of a kappa-error diagram (Section 4.5 of the MLRF paper). */
export interface DiversityReport {
  readonly model: string;
  readonly data: string;
  readonly split: string | null;
  readonly documents: number;
  readonly labels: number;
  readonly members: number;
  /** Each member's Hamming loss E_i on the data. */
  readonly memberErrors: readonly number[];
  /** The mean of the pairs' κ and of their errors (the centre of the cloud). */
  readonly meanKappa: number;
  readonly meanError: number;
  /** One point per pair of members: κ (mean over labels) on the x-axis, (E_a + E_b)/2 on the y-axis. */
  readonly points: readonly KappaErrorPoint[];
}

/**
 * `textboost diversity`: the kappa-error diagram data of a rotation forest on labelled documents, for
 * every pair of members the mean over labels of Cohen's κ between their predictions and their mean
 * Hamming loss, written as JSON to `--out` (and a summary printed).
 */
export async function diversity(args: DiversityArgs, io: CliIO): Promise<DiversityReport> {
  checkOutputPaths({
    inputs: [
      { option: "--model", path: args.model },
      { option: "--data", path: args.data },
    ],
    outputs: [{ option: "--out", path: args.out, kind: KAPPA_ERROR_OUTPUT }],
    force: args.force,
  });
  const json = readModelFile(args.model);
  const model = await loadModel(json, args.model);
  if (model.algorithm !== MLRF) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `diversity compares the members of an ensemble: this is a "${model.algorithm}" model, not an mlrf one`,
      { file: args.model },
    );
  }
  const forest = model as RotationForestModel;
  if (forest.members.length < 2) {
    throw new TextboostError("E_INVALID_ARGUMENT", "the forest has one member: there is no pair to compare", {
      file: args.model,
    });
  }
  const data = await loadDataForModel(model, args, true, io, readFeatureSelection(json, args.model));
  const { X, Y } = data.dataset;
  const diagram = forestKappaError(forest, X, Y);
  const mean = (f: (p: KappaErrorPoint) => number) =>
    diagram.points.reduce((s, p) => s + f(p), 0) / diagram.points.length;
  const report: DiversityReport = {
    model: args.model,
    data: args.data,
    split: args.split ?? null,
    documents: X.rows,
    labels: Y.cols,
    members: forest.members.length,
    memberErrors: diagram.memberErrors,
    meanKappa: mean((p) => p.kappa),
    meanError: mean((p) => p.error),
    points: diagram.points,
  };
  writeFileAtomic(args.out, `${JSON.stringify(report)}\n`, "the kappa-error data");
  if (args.json) io.out(`${JSON.stringify({ ...report, points: report.points.length })}\n`);
  else {
    io.out(
      `${report.members} members, ${report.points.length} pairs on ${report.documents} documents: mean kappa ${report.meanKappa.toFixed(4)}, mean pair error ${report.meanError.toFixed(4)}\n` +
        `kappa-error data written to ${args.out}\n`,
    );
  }
  return report;
}
