import type { CsrMatrix, Explanation, Model, ModelEnvelope } from "@textboost/core";
import { createModelEnvelope, parseModelEnvelope, TextboostError } from "@textboost/core";
import type { Binning } from "./binning.js";
import { type BinningJSON, binningFromJSON, binningToJSON } from "./binning-json.js";
import { derivedContributions } from "./derived-contributions.js";
import { derivedFeatureNames } from "./derived-feature-names.js";
import { expandMatrix } from "./expand-matrix.js";

/** The body of a binned model file: the binning and the model trained on the expansion. */
export interface BinnedModelBody {
  readonly binning: BinningJSON;
  /** The model file of the booster trained on the derived features. */
  readonly model: ModelEnvelope;
}

/**
 * A model whose own hypotheses cannot be written as thresholds on the original features
 * (AdaBoost.LC's linear combination of base hypotheses), kept as the model trained on the binary
 * expansion plus the binning: `scores`, `predict` and `explain` expand the documents first
 * ({@link expandMatrix}), so they take matrices over the original features. Explanations are over
 * the original features, as threshold stumps give them ({@link derivedContributions}): the feature's
 * name and id, the document's value of it and the cuts its rounds tested (`w48 = 0.13: > 0.0954`). The inner model's other
 * properties (AdaBoost.LC's `cover`, `rounds`, ...) are kept as they are, over the derived features.
 *
 * @param inner - the model trained on the expansion
 * @param binning - the binning it was trained on
 * @param featureNames - the original feature names
 * @returns the model over the original features; its `toJSON()` is a {@link BinnedModelBody} envelope
 *   that {@link loadBinnedModel} reads
 * @throws TextboostError `E_SHAPE` when the names or the inner model do not fit the binning
 *
 * @example
 * ```ts
 * const binning = fitBinning(data.X, 4);
 * const expanded = { ...data, X: expandMatrix(data.X, binning), featureNames: derivedFeatureNames(binning, data.featureNames) };
 * const trained = await adaBoostLC({ cover: hammingCover() }).fit(expanded, { iterations: 10 });
 * binnedModel(trained, binning, data.featureNames).scores(testX); // testX over the original features
 * ```
 */
export function binnedModel<M extends Model>(inner: M, binning: Binning, featureNames: readonly string[]): M {
  const derived = derivedFeatureNames(binning, featureNames);
  if (inner.features.length !== derived.length) {
    throw new TextboostError(
      "E_SHAPE",
      `the model has ${inner.features.length} features, the binning ${derived.length} derived ones`,
    );
  }
  const expand = (X: CsrMatrix): CsrMatrix => expandMatrix(X, binning);
  return {
    ...inner,
    features: [...featureNames],
    scores: (X, options) => inner.scores(expand(X), options),
    predict: (X, options) => inner.predict(expand(X), options),
    explain(X, row, label, options): Explanation {
      const e = inner.explain(expand(X), row, label, options);
      return { ...e, contributions: derivedContributions(e.contributions, X, row, binning, featureNames) };
    },
    toJSON: () =>
      createModelEnvelope<BinnedModelBody>({
        algorithm: inner.algorithm,
        labels: inner.labels,
        features: featureNames,
        preprocessing: inner.toJSON().preprocessing,
        body: { binning: binningToJSON(binning), model: inner.toJSON() },
      }),
  };
}

/**
 * Whether parsed JSON is a binned model file ({@link binnedModel}'s `toJSON()`): an envelope whose
 * body has `binning` and `model`.
 *
 * @example
 * ```ts
 * const json = JSON.parse(JSON.stringify(lcModel.toJSON()));
 * const loaded = isBinnedModelJSON(json) ? loadBinnedModel(json, (j) => loadAdaBoostLC(j)) : loadAdaBoostLC(json);
 * ```
 */
export function isBinnedModelJSON(json: unknown): boolean {
  const body = (json as { body?: unknown } | null)?.body;
  return typeof body === "object" && body !== null && "binning" in body && "model" in body;
}

/**
 * Loads a binned model file: checks the envelope, the binning ({@link binningFromJSON}) and that the
 * inner model (loaded with `loadInner`) is of the same algorithm and labels, over the binning's
 * derived features, and the envelope's features are the binning's original ones.
 *
 * @param json - parsed JSON of the file
 * @param loadInner - the loader of the inner model's algorithm (`loadAdaBoostLC`, ...)
 * @param file - names the file in errors
 * @returns the model over the original features
 * @throws TextboostError `E_MODEL_FORMAT` for anything that does not fit; `E_MODEL_VERSION`
 *
 * @example
 * ```ts no-run
 * const model = loadBinnedModel(JSON.parse(readFileSync("lc.json", "utf8")), (j) => loadAdaBoostLC(j), "lc.json");
 * ```
 */
export function loadBinnedModel<M extends Model>(
  json: unknown,
  loadInner: (json: unknown) => M,
  file?: string,
): M {
  const loc = file === undefined ? {} : { file };
  const env = parseModelEnvelope(json, loc);
  const body = env.body as Partial<BinnedModelBody> | null;
  if (typeof body !== "object" || body === null || !("binning" in body) || !("model" in body)) {
    throw new TextboostError("E_MODEL_FORMAT", 'a binned model needs "binning" and "model" in its body', loc);
  }
  const binning = binningFromJSON(body.binning, file);
  const inner = loadInner(body.model);
  const bad = (what: string): never => {
    throw new TextboostError("E_MODEL_FORMAT", `binned model: ${what}`, loc);
  };
  if (inner.algorithm !== env.algorithm)
    bad(`the inner model is ${inner.algorithm}, the file says ${env.algorithm}`);
  if (inner.labels.join("\u0000") !== env.labels.join("\u0000")) bad("the inner model has other labels");
  if (env.features.length !== binning.features)
    bad(`${env.features.length} features for a binning of ${binning.features}`);
  if (inner.features.length !== binning.thresholds.length)
    bad(
      `the inner model has ${inner.features.length} features, the binning ${binning.thresholds.length} derived ones`,
    );
  return binnedModel(inner, binning, env.features);
}
