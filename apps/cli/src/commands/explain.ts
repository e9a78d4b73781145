import type { CsrMatrix, Explanation, Model } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { DatasetFormat, DatasetSplit } from "@textboost/datasets";
import { selectRows } from "@textboost/sparse";
import { modelPipeline } from "../data/prepare-data.js";
import type { CliIO } from "../io.js";
import { checkRounds } from "../model/check-rounds.js";
import type { FeatureSelectionRecord } from "../model/feature-selection-record.js";
import { loadDataForModel } from "../model/model-data-mismatch.js";
import { loadDecidedModel } from "../model/model-decision.js";
import { formatContributions } from "../tables/format-contribution.js";

/** Where `textboost explain` takes its one document from. */
export type ExplainSource =
  /** Standard input as one raw-text document, through the model's own text pipeline. */
  | { readonly kind: "stdin" }
  /** One document of a data set, by its id (`doc`) or its 0-based row number (`row`). */
  | {
      readonly kind: "dataset";
      readonly format: DatasetFormat;
      readonly data: string;
      readonly split?: DatasetSplit;
      readonly document: { readonly id: string } | { readonly row: number };
      /** Go on when the data's features differ from the model's (default: an error). */
      readonly allowMismatch?: boolean;
    };

/** Arguments of `textboost explain`. */
export interface ExplainArgs {
  readonly model: string;
  readonly source: ExplainSource;
  /** Label names to explain; none: the predicted labels (the model's thresholds, else score > 0), or the `top` best when none is. */
  readonly labels?: readonly string[];
  /** How many best labels to explain when no label scores above 0 (default 3). */
  readonly top: number;
  /** Contributions shown per label and per part (default 10). */
  readonly contributions: number;
  /** Evaluate the model after this many rounds (default: the S recorded in the model, else all). */
  readonly rounds?: number;
  readonly json: boolean;
}

/** What `explain --json` prints: one document, one entry per explained label. */
export interface ExplainReport {
  readonly document: string;
  /** The document's true labels, when it comes from a data set (by the data's names). */
  readonly true?: readonly string[];
  readonly labels: readonly (Explanation & { readonly probability: number; readonly predicted: boolean })[];
}

/** The one document to explain, as a single-row matrix in the model's feature space. */
async function documentRow(
  args: ExplainArgs,
  model: Model,
  io: CliIO,
  selection: FeatureSelectionRecord | undefined,
): Promise<{ X: CsrMatrix; row: number; name: string; truth?: string[] }> {
  const source = args.source;
  if (source.kind === "stdin") {
    const text = await io.readStdin();
    if (text.trim() === "") {
      throw new TextboostError("E_INVALID_ARGUMENT", "standard input is empty: give the text to explain");
    }
    const pipeline = modelPipeline(model as { preprocessing?: unknown }, args.model);
    return { X: pipeline.transform([text]), row: 0, name: "stdin" };
  }
  const data = await loadDataForModel(model, source, false, io, selection);
  const { dataset } = data;
  const wanted = source.document;
  let row: number;
  if ("id" in wanted) {
    row = dataset.documentIds?.indexOf(wanted.id) ?? -1;
    if (row < 0) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        dataset.documentIds === undefined
          ? `--doc ${wanted.id}: this data set has no document ids; use --row`
          : `--doc ${wanted.id} is not a document id of the data set`,
        { file: source.data },
      );
    }
  } else {
    row = wanted.row;
    if (row < 0 || row >= dataset.X.rows) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `--row ${row} is outside [0, ${dataset.X.rows}) for this data set`,
        { file: source.data },
      );
    }
  }
  const id = dataset.documentIds?.[row];
  return {
    X: dataset.X,
    row,
    name: id === undefined ? `row ${row}` : `${id} (row ${row})`,
    truth: data.source.documentLabels()[row] ?? [],
  };
}

/** Label indices to explain: the named ones, else the predicted ones, else the `top` best. */
function chooseLabels(
  model: Model,
  scores: Float64Array,
  predicted: ReadonlySet<number>,
  args: ExplainArgs,
): number[] {
  if (args.labels && args.labels.length > 0) {
    return args.labels.map((name) => {
      const j = model.labels.indexOf(name);
      if (j < 0) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `--label "${name}" is not a label of the model (it has ${model.labels.length}: ${model.labels.slice(0, 8).join(", ")}${model.labels.length > 8 ? ", ..." : ""})`,
          { file: args.model },
        );
      }
      return j;
    });
  }
  const order = [...scores.keys()].sort((a, b) => scores[b]! - scores[a]! || a - b);
  const above = order.filter((j) => predicted.has(j));
  return above.length > 0 ? above : order.slice(0, args.top);
}

const signed = (v: number) => `${v >= 0 ? "+" : ""}${v.toFixed(3)}`;

/**
 * `textboost explain`: why a model gives one document its labels. For each explained label it prints
 * the score, the probability (the logistic of 2f, see `probabilities` in `@textboost/core`) and the
 * features whose votes made the score, largest first; composite models (TreeBoost.MH, the rotation
 * forest) also print the parts the score came from (the nodes on the path, the members).
 */
export async function explain(args: ExplainArgs, io: CliIO): Promise<ExplainReport> {
  const { model, decision, featureSelection } = await loadDecidedModel(args.model);
  if (args.rounds !== undefined) checkRounds("--rounds", [args.rounds], model.length, args.model);
  const scoreOptions = { rounds: args.rounds ?? decision.rounds };
  const { X, row, name, truth } = await documentRow(args, model, io, featureSelection);
  const one = selectRows(X, [row]); // scoring a whole data set to explain one document would waste time
  const scores = model.scores(one, scoreOptions);
  const probs = decision.probabilities(scores).data;
  const predicted = new Set(decision.labelSets(scores).indices);
  const chosen = chooseLabels(model, scores.data, predicted, args);
  const report: ExplainReport = {
    document: name,
    ...(truth === undefined ? {} : { true: truth }),
    labels: chosen.map((j) => ({
      ...model.explain(one, 0, j, scoreOptions),
      probability: probs[j]!,
      predicted: predicted.has(j),
    })),
  };
  if (args.json) {
    io.out(`${JSON.stringify(report)}\n`);
    return report;
  }
  io.out(
    `document ${report.document}: ${model.algorithm} model, ${model.length} rounds, scored with ${scoreOptions.rounds}; ${decision.description}\n`,
  );
  if (truth !== undefined) io.out(`true labels: ${truth.length === 0 ? "(none)" : truth.join(", ")}\n`);
  for (const e of report.labels) {
    io.out(
      `\n${e.labelName}: score ${signed(e.score)}, probability ${e.probability.toFixed(3)}, ${e.predicted ? "predicted" : "not predicted"}\n`,
    );
    io.out(formatContributions(e, args.contributions, "  "));
    if (e.contributions.length > args.contributions) {
      io.out(`  ... ${e.contributions.length - args.contributions} more\n`);
    }
    for (const part of e.parts ?? []) {
      io.out(`  ${part.name}: ${signed(part.score)}\n`);
      io.out(formatContributions(part, args.contributions, "    "));
    }
  }
  return report;
}
