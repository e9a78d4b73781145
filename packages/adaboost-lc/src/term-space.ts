import type { TrainingSet } from "@textboost/core";
import { distinctTerms } from "@textboost/sparse";
import type { HypothesisKind } from "./hypothesis-space.js";
import type { RoundUpdate } from "./round-update.js";
import type { TemplateSpec } from "./templates.js";

/** The training set AdaBoost.LC's rounds run on, and how their updates go back to the caller's term ids. */
export interface FitTermSpace {
  /** The training set of the rounds: one term per set of documents, or the whole set. */
  readonly data: TrainingSet;
  /** A round's update with the hypothesis (and template) ids of the whole term space. */
  readonly globalUpdate: (update: RoundUpdate) => RoundUpdate;
}

/**
 * Whether AdaBoost.LC may choose among one term per set of documents (`distinctTerms` of
 * `@textboost/sparse`) instead of every term: with presence or stump hypotheses two terms with the
 * same documents have the same W⁺ and W⁻ for every label under any weights, and with sequential
 * templates each label takes one hypothesis, the lowest of equals, so the lower twin is the only one
 * a round can take. Scaled hypotheses read values, row normalisation counts a document's terms and
 * parallel templates or blocks combine hypotheses: those keep the whole term space.
 *
 * @param kind - the hypotheses
 * @param normalizeRows - whether rows are normalised (eq. (6))
 * @param templates - the template set
 * @returns whether the rounds may run on the distinct terms
 *
 * @example
 * ```ts
 * distinctTermsApply("presence", false, "sequential"); // true
 * distinctTermsApply("scaled", false, "sequential"); // false
 * ```
 */
export function distinctTermsApply(
  kind: HypothesisKind,
  normalizeRows: boolean,
  templates: TemplateSpec,
): boolean {
  return kind !== "scaled" && !normalizeRows && templates === "sequential";
}

/**
 * The rounds' training set: `whole` on one term per set of documents when `compact` (see
 * {@link distinctTermsApply}) and some term is a twin or has no document, else `whole` itself. Local
 * hypothesis ids keep the global order, and the bias (id = number of features) stays last, so the
 * rounds' choices mapped back through `globalUpdate` are those on the whole set, ties included.
 * 29,601 of rcv1subset1's 47,236 terms occur in none of its 4,501 training documents: a round scans
 * 37% of the hypotheses.
 *
 * @param whole - the training set on the caller's term ids
 * @param compact - whether to compact (false: the whole set, `globalUpdate` the identity)
 * @returns the rounds' training set and the map of their updates
 *
 * @example
 * ```ts
 * const { data, globalUpdate } = fitTermSpace(ts, distinctTermsApply("presence", false, "sequential"));
 * ```
 */
export function fitTermSpace(whole: TrainingSet, compact: boolean): FitTermSpace {
  const twins = compact ? distinctTerms(whole) : undefined;
  if (!twins) return { data: whole, globalUpdate: (update) => update };
  const { global } = twins;
  const localBias = global.length;
  const globalBias = whole.X.cols;
  // −1 (a label without a template) stays −1.
  const id = (k: number): number => (k < 0 ? k : k === localBias ? globalBias : global[k]!);
  return {
    data: twins.data,
    globalUpdate: (update) => ({
      ...update,
      hypotheses: update.hypotheses.map(id),
      templates: update.templates.map(id),
    }),
  };
}
