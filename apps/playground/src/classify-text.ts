import { loadAdaBoostMH } from "@textboost/adaboost-mh";
import { type CsrMatrix, type Model, TextboostError } from "@textboost/core";
import { loadMPBoost } from "@textboost/mp-boost";
import { selectRows } from "@textboost/sparse";
import { loadTextPipeline } from "@textboost/text";

/** One label of a classified text, with the terms behind its score. */
export interface LabelVerdict {
  readonly label: string;
  readonly score: number;
  /** Whether the label is predicted (score > 0). */
  readonly predicted: boolean;
  /** The largest contributions to the score: the term, whether the text has it, and its vote. */
  readonly because: readonly { readonly term: string; readonly present: boolean; readonly vote: number }[];
}

/** A model file loaded for classifying raw text. */
export interface TextClassifier {
  /**
   * The predicted labels of `text` (score > 0), best first; when none is predicted, the `top` best
   * labels instead, marked `predicted: false`. Each with its `contributions` largest votes.
   */
  classify(text: string, options?: { top?: number; contributions?: number }): LabelVerdict[];
}

/**
 * Loads a model file written by the playground's training (AdaBoost.MH or MP-Boost, with its text
 * pipeline) for classifying and explaining typed texts.
 *
 * @param file - the model's JSON
 * @returns the classifier
 * @throws TextboostError `E_MODEL_FORMAT` for another kind of model or one without a text pipeline
 * @example
 * ```ts
 * textClassifier(result.model).classify("wheat exports rose")[0]; // { label: "grain", score: 1.7, predicted: true, because: [...] }
 * ```
 */
export function textClassifier(file: unknown): TextClassifier {
  const algorithm = (file as { algorithm?: unknown } | null)?.algorithm;
  const model =
    algorithm === "adaboost-mh"
      ? loadAdaBoostMH(file)
      : algorithm === "mp-boost"
        ? loadMPBoost(file)
        : (() => {
            throw new TextboostError(
              "E_MODEL_FORMAT",
              `the playground reads adaboost-mh and mp-boost models, not ${String(algorithm)}`,
            );
          })();
  if (model.preprocessing === null || model.preprocessing === undefined) {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      "the model has no text pipeline: it was trained on vectors, not text",
    );
  }
  const pipeline = loadTextPipeline(model.preprocessing);
  return {
    classify(text, options = {}) {
      return documentVerdicts(model, pipeline.transform([text]), 0, options);
    },
  };
}

/** What {@link documentVerdicts} needs of a model: its labels, scores and explanations. */
export type ExplainingModel = Pick<Model, "labels" | "scores" | "explain">;

/**
 * The verdicts on one document (a row of `X`): the predicted labels (score > 0), best first, or when
 * none is, the `top` best marked `predicted: false`; each with its `contributions` largest votes.
 *
 * @param model - a trained committee model (AdaBoost.MH, MP-Boost)
 * @param X - documents in the model's feature space
 * @param doc - the row
 * @param options - `top` (default 3) and `contributions` (default 5)
 * @returns the verdicts
 * @example
 * ```ts
 * documentVerdicts(model, testX, 0); // [{ label: "grain", score: 1.2, predicted: true, because: [...] }]
 * ```
 */
export function documentVerdicts(
  model: ExplainingModel,
  X: CsrMatrix,
  doc: number,
  options: { top?: number; contributions?: number } = {},
): LabelVerdict[] {
  const one = selectRows(X, [doc]);
  const scores = model.scores(one).data;
  const order = model.labels.map((_, j) => j).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const predicted = order.filter((j) => scores[j]! > 0);
  const shown = predicted.length > 0 ? predicted : order.slice(0, options.top ?? 3);
  return shown.map((j) => ({
    label: model.labels[j]!,
    score: scores[j]!,
    predicted: scores[j]! > 0,
    because: model
      .explain(one, 0, j)
      .contributions.slice(0, options.contributions ?? 5)
      .map((c) => ({ term: c.featureName, present: c.present, vote: c.vote })),
  }));
}
