import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import { binnedBooster } from "@textboost/binning";
import type {
  AbortSignalLike,
  Booster,
  DenseMatrix,
  Explanation,
  IterationEvent,
  Model,
  ModelEnvelope,
} from "@textboost/core";
import { DEFAULT_ITERATIONS, TextboostError } from "@textboost/core";
import {
  applyThresholding,
  type Calibration,
  calibratedProbabilities,
  chooseDecision,
  type Decision,
  modelDecision,
  type Thresholding,
  withDecision,
} from "@textboost/decision";
import { fitLinearPrior } from "@textboost/linear";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { selectRows } from "@textboost/sparse";
import {
  type FittedTextPipeline,
  loadTextPipeline,
  PAPER_PREPROCESSING,
  type TextPipelineOptions,
  textPipeline,
} from "@textboost/text";
import { type DecisionOptions, type DecisionPlan, decisionPlan, validationRows } from "./decision-options.js";
import { readModelText, writeModelText } from "./model-file-io.js";
import { loadAnyModel } from "./model-loaders.js";
import { trainingLabels } from "./training-data.js";

/** The algorithms {@link TextClassifier.train} trains. */
export const TRAINABLE_ALGORITHMS = ["adaboost-mh", "mp-boost"] as const;

/**
 * Options of {@link TextClassifier.train}: the algorithm, rounds and text pipeline, and how the
 * decision is chosen ({@link DecisionOptions}: a validation part, tuned thresholds, a calibration).
 */
export interface TrainOptions extends DecisionOptions {
  /** `"adaboost-mh"` (default, as `textboost train`) or `"mp-boost"` (one pivot term per label per round). */
  readonly algorithm?: (typeof TRAINABLE_ALGORITHMS)[number];
  /** Boosting rounds, 1 to 1,000,000 (default 100). */
  readonly iterations?: number;
  /**
   * The text pipeline (default: the MP-Boost paper's: SMART stop words, Porter stemming, numbers
   * dropped, binary features). With real-valued weights (`weighting: "tf-idf"`, ...) the booster uses
   * binned threshold stumps, as `textboost train` does.
   */
  readonly text?: TextPipelineOptions;
  /**
   * `"linear"`: round 1 of the committee is one-vs-rest linear SVMs on the pipeline's weights
   * (`fitLinearPrior` of `@textboost/linear`, as `textboost train --prior linear`), and the rounds
   * after it are presence stumps that correct them; use it with `weighting: "tf-idf-cosine"`, as
   * `textboost train --preset accurate` does. Default `"none"`.
   */
  readonly prior?: "none" | "linear";
  /** Shrinkage ν in (0, 1]: each round adds ν·h_s (default 1, plain rounds; `--preset accurate` takes 0.1 with its prior). */
  readonly shrinkage?: number;
  /** Called after every round (round, loss, normaliser Z, elapsed time). */
  readonly onIteration?: (event: IterationEvent) => void;
  /** Stops training with an `E_ABORTED` error. */
  readonly signal?: AbortSignalLike;
}

/** Options of {@link TextClassifier.explain}. */
export interface ExplainOptions {
  /** Labels to explain (default: the predicted ones, else the `top` best-scoring). */
  readonly labels?: readonly string[];
  /** How many best labels to explain when none is predicted (default 3). */
  readonly top?: number;
}

/** Why the classifier gives a text one label: its score, probability, decision and the features behind them. */
export type LabelExplanation = Explanation & {
  readonly probability: number;
  readonly predicted: boolean;
};

const MAX_ITERATIONS = 1_000_000;

/**
 * A multi-label text classifier with its whole pipeline inside: raw text → the fitted text pipeline →
 * a boosted model → labels, probabilities and explanations. Its file is the model file of the
 * `textboost` command (the model envelope with its text pipeline, and the decision record when the
 * command chose S, thresholds or a calibration), so a model trained here is used by `textboost
 * evaluate`, `predict` and `explain`, and one trained by `textboost train` loads here.
 *
 * @example
 * ```ts
 * const model = await TextClassifier.train(
 *   ["wheat and corn harvest", "bank raises interest rates", "grain exports and bank loans"],
 *   [["grain"], ["money"], ["grain", "money"]],
 *   { iterations: 20 },
 * );
 * model.predict("corn and wheat prices"); // ["grain"]
 * model.predictProba("corn and wheat prices"); // { grain: 0.99999..., money: 0.00003... }
 * ```
 */
export class TextClassifier {
  /** The label names, in the model's order. */
  readonly labels: readonly string[];

  private constructor(
    /** The boosted model (scores, explanations, its JSON envelope). */
    readonly model: Model,
    /** The fitted text pipeline that turns raw text into the model's features. */
    readonly pipeline: FittedTextPipeline,
    private readonly decision: Decision | undefined,
  ) {
    this.labels = model.labels;
  }

  /**
   * Trains a classifier on raw texts and their label lists (one list per text; a text may have
   * several labels or none). With `validationFraction` it trains on the other texts and chooses S,
   * the thresholds (`thresholds: { kind: "per-label-f1" }` tunes one per label) and a calibration
   * (`calibrate`) on the held-out ones, as `textboost train --validation-fraction` does; they are
   * saved with the model.
   *
   * @example
   * ```ts
   * import { TextClassifier } from "textboost";
   * // texts: the training texts; labelLists: one list of label names per text
   * const labelLists = corpus.train.documents.map((d) => [...d.labels]);
   * const tuned = await TextClassifier.train(texts, labelLists, {
   *   iterations: 30,
   *   validationFraction: 0.25,
   *   thresholds: { kind: "per-label-f1" },
   *   calibrate: "platt",
   * });
   * tuned.predictProba(texts[0]!); // calibrated probabilities, saved with the model
   * ```
   *
   * @throws TextboostError `E_INVALID_ARGUMENT` for mismatched or empty inputs or an option out of
   *   range (named), `E_ABORTED` when `signal` aborts
   */
  static async train(
    texts: readonly string[],
    labelLists: readonly (readonly string[])[],
    options: TrainOptions = {},
  ): Promise<TextClassifier> {
    const algorithm = options.algorithm ?? "adaboost-mh";
    if (!TRAINABLE_ALGORITHMS.includes(algorithm))
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `TextClassifier.train: algorithm ${JSON.stringify(algorithm)} is not one of ${TRAINABLE_ALGORITHMS.join(", ")}`,
      );
    const iterations = options.iterations ?? DEFAULT_ITERATIONS;
    if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS)
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `TextClassifier.train: iterations must be a whole number in [1, ${MAX_ITERATIONS}], got ${iterations}`,
      );
    const plan = decisionPlan(options);
    const { Y: allY, labelNames } = trainingLabels(texts, labelLists);
    const rows = validationRows(allY, plan);
    const fitTexts = Array.from(rows.fit, (i) => texts[i]!);
    const Y = rows.validation === undefined ? allY : selectRows(allY, rows.fit);
    const { pipeline, matrix } = textPipeline(options.text ?? PAPER_PREPROCESSING).fitTransform(fitTexts);
    if (pipeline.terms.length === 0)
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `TextClassifier.train: the text pipeline kept no term of the ${fitTexts.length} training texts (too few texts, or options too strict?)`,
      );
    const prior = options.prior ?? "none";
    if (prior !== "none" && prior !== "linear")
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `TextClassifier.train: prior must be "none" or "linear", got ${JSON.stringify(prior)}`,
      );
    const shrinkage = options.shrinkage === undefined ? {} : { shrinkage: options.shrinkage };
    const data = { X: matrix, Y, featureNames: pipeline.terms, labelNames };
    const signal = options.signal === undefined ? {} : { signal: options.signal };
    const fitOptions = {
      iterations,
      preprocessing: pipeline.toJSON(),
      ...(options.onIteration === undefined ? {} : { onIteration: options.onIteration }),
      ...signal,
    };
    // With a prior the stumps test presence (the weights are the SVMs'); without one, real values get binned stumps.
    const model =
      prior === "linear"
        ? await committeeBooster(algorithm, shrinkage).fit(data, {
            ...fitOptions,
            prior: fitLinearPrior(matrix, Y, signal).hypothesis,
          })
        : await boosterFor(algorithm, matrix.values !== undefined, shrinkage).fit(data, fitOptions);
    const validation =
      rows.validation === undefined
        ? undefined
        : {
            X: pipeline.transform(Array.from(rows.validation, (i) => texts[i]!)),
            Y: selectRows(allY, rows.validation),
          };
    return new TextClassifier(model, pipeline, trainedDecision(model, plan, validation));
  }

  /**
   * A classifier from a parsed model file (what {@link TextClassifier.toJSON} or `textboost train`
   * wrote); works in browsers.
   *
   * @param json - the parsed file
   * @param file - names the file in errors
   * @throws TextboostError `E_MODEL_FORMAT` / `E_MODEL_VERSION` for a malformed file, and when the
   *   model was trained on vectors (it has no text pipeline)
   */
  static fromJSON(json: unknown, file?: string): TextClassifier {
    const where = file === undefined ? {} : { file };
    const model = loadAnyModel(json, file);
    const preprocessing = (json as { preprocessing?: unknown }).preprocessing;
    if (preprocessing === null || preprocessing === undefined)
      throw new TextboostError(
        "E_MODEL_FORMAT",
        "this model was trained on feature vectors, not raw text: it has no text pipeline to read texts with (load it with its algorithm's package)",
        where,
      );
    return new TextClassifier(model, loadTextPipeline(preprocessing, where), modelDecision(json, where));
  }

  /**
   * Reads a model file (Node only): one written by {@link TextClassifier.save} or `textboost train`.
   *
   * @throws TextboostError `E_IO` when it cannot be read, as {@link TextClassifier.fromJSON} otherwise
   */
  static async load(path: string): Promise<TextClassifier> {
    const text = await readModelText(path);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      throw new TextboostError(
        "E_MODEL_FORMAT",
        "not a model file: its text is not JSON",
        { file: path },
        { cause: e },
      );
    }
    return TextClassifier.fromJSON(json, path);
  }

  /** The model file's content: the model envelope, with its decision record when it has one. */
  toJSON(): ModelEnvelope {
    const envelope = this.model.toJSON();
    return this.decision === undefined ? envelope : withDecision(envelope, this.decision);
  }

  /**
   * Writes the model file (Node only; through a temporary file, so never half a file). An existing
   * file is replaced only when it is a textboost model file.
   *
   * @throws TextboostError `E_IO` when the path holds another kind of file or cannot be written
   */
  async save(path: string): Promise<void> {
    await writeModelText(path, `${JSON.stringify(this.toJSON())}\n`);
  }

  /**
   * Every label's score (the committee's sum of votes) for each text, at the model's S.
   *
   * @throws TextboostError `E_INVALID_ARGUMENT` when a text is not a string
   */
  scores(texts: readonly string[]): DenseMatrix {
    if (!Array.isArray(texts))
      throw new TextboostError("E_INVALID_ARGUMENT", "expected a text or an array of texts");
    texts.forEach((t, i) => {
      if (typeof t !== "string")
        throw new TextboostError("E_INVALID_ARGUMENT", `texts[${i}] is ${typeof t}, not a string`);
    });
    const X = this.pipeline.transform(texts);
    return this.model.scores(X, this.decision?.rounds === undefined ? {} : { rounds: this.decision.rounds });
  }

  /**
   * The labels the classifier gives a text (or each of several): those whose score passes the
   * model's thresholds (recorded by `textboost train` on validation data, else score > 0), best first.
   */
  predict(text: string): string[];
  predict(texts: readonly string[]): string[][];
  predict(input: string | readonly string[]): string[] | string[][] {
    const texts = typeof input === "string" ? [input] : input;
    const scores = this.scores(texts);
    const P = applyThresholding(scores, this.thresholding());
    const m = this.labels.length;
    const out = texts.map((_, i) =>
      Array.from(P.indices.subarray(P.indptr[i]!, P.indptr[i + 1]!))
        .sort((a, b) => scores.data[i * m + b]! - scores.data[i * m + a]! || a - b)
        .map((j) => this.labels[j]!),
    );
    return typeof input === "string" ? out[0]! : out;
  }

  /**
   * Every label's probability for a text (or each of several), as `{ label: probability }`: through
   * the model's calibration when `textboost train --calibrate` fitted one, else the logistic of 2f
   * that AdaBoost's exponential loss implies (Friedman, Hastie and Tibshirani), an estimate that is
   * not calibrated.
   */
  predictProba(text: string): Record<string, number>;
  predictProba(texts: readonly string[]): Record<string, number>[];
  predictProba(input: string | readonly string[]): Record<string, number> | Record<string, number>[] {
    const texts = typeof input === "string" ? [input] : input;
    const p = this.probabilities(this.scores(texts));
    const m = this.labels.length;
    const out = texts.map((_, i) => Object.fromEntries(this.labels.map((l, j) => [l, p.data[i * m + j]!])));
    return typeof input === "string" ? out[0]! : out;
  }

  /**
   * Why the classifier gives a text its labels: for each explained label its score, probability,
   * whether it is predicted, and the features whose votes made the score (largest first; composite
   * models also list their parts: tree nodes, forest members).
   *
   * @throws TextboostError `E_INVALID_ARGUMENT` for a label the model does not have, a `top` that is
   *   not a whole number >= 1, or a text that is not a string
   */
  explain(text: string, options: ExplainOptions = {}): LabelExplanation[] {
    const top = options.top ?? 3;
    if (!Number.isInteger(top) || top < 1)
      throw new TextboostError("E_INVALID_ARGUMENT", `explain: top must be a whole number >= 1, got ${top}`);
    if (typeof text !== "string")
      throw new TextboostError("E_INVALID_ARGUMENT", `explain: expected a text, got ${typeof text}`);
    const X = this.pipeline.transform([text]);
    const rounds = this.decision?.rounds === undefined ? {} : { rounds: this.decision.rounds };
    const scores = this.model.scores(X, rounds);
    const p = this.probabilities(scores).data;
    const predicted = new Set(applyThresholding(scores, this.thresholding()).indices);
    let chosen: number[];
    if (options.labels !== undefined && options.labels.length > 0) {
      chosen = options.labels.map((name) => {
        const j = this.labels.indexOf(name);
        if (j < 0)
          throw new TextboostError(
            "E_INVALID_ARGUMENT",
            `explain: "${name}" is not a label of the model (it has ${this.labels.length}: ${this.labels.slice(0, 8).join(", ")}${this.labels.length > 8 ? ", ..." : ""})`,
          );
        return j;
      });
    } else {
      const order = [...scores.data.keys()].sort((a, b) => scores.data[b]! - scores.data[a]! || a - b);
      const above = order.filter((j) => predicted.has(j));
      chosen = above.length > 0 ? above : order.slice(0, top);
    }
    return chosen.map((j) => ({
      ...this.model.explain(X, 0, j, rounds),
      probability: p[j]!,
      predicted: predicted.has(j),
    }));
  }

  private thresholding(): Thresholding {
    return this.decision?.thresholding ?? { kind: "fixed", threshold: 0 };
  }

  private probabilities(scores: DenseMatrix): DenseMatrix {
    const calibration: Calibration | undefined = this.decision?.calibration;
    return calibratedProbabilities(scores, calibration);
  }
}

/**
 * The decision of a newly trained classifier: chosen on the validation texts by `chooseDecision` of
 * `@textboost/decision` (what `textboost train --validation-fraction` runs), else a fixed or RCut
 * thresholding recorded as given, else none (score > 0).
 */
function trainedDecision(
  model: Model,
  plan: DecisionPlan,
  validation: Parameters<typeof chooseDecision>[1] | undefined,
): Decision | undefined {
  if (validation !== undefined) {
    return chooseDecision(model, validation, {
      thresholds: plan.thresholds,
      selectBy: plan.selectBy,
      ...(plan.calibrate === undefined ? {} : { calibrate: plan.calibrate }),
    });
  }
  if (plan.thresholdsGiven && plan.thresholds.kind !== "per-label-f1")
    return { thresholding: plan.thresholds };
  return undefined;
}

/** The booster `train` fits: presence stumps on binary features, binned threshold stumps on real-valued ones. */
function boosterFor(
  algorithm: (typeof TRAINABLE_ALGORITHMS)[number],
  realValued: boolean,
  shrinkage: { shrinkage?: number },
): Booster {
  const inner = committeeBooster(algorithm, shrinkage);
  if (!realValued) return inner;
  return algorithm === "mp-boost"
    ? binnedBooster(inner, { load: (json) => loadMPBoost(json) })
    : binnedBooster(inner, { load: (json) => loadAdaBoostMH(json) });
}

/** AdaBoost.MH or MP-Boost with presence stumps (the committees that take a prior). */
function committeeBooster(
  algorithm: (typeof TRAINABLE_ALGORITHMS)[number],
  shrinkage: { shrinkage?: number },
) {
  return algorithm === "mp-boost" ? mpBoost(shrinkage) : adaBoostMH(shrinkage);
}
