import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { evaluate, type MeasureName, measureGoal } from "@textboost/metrics";
import { applyThresholding, type Thresholding } from "./thresholding.js";
import { specVariants, type ThresholdingSpec, tuneThresholding } from "./tune-thresholding.js";

/** Options of {@link chooseRounds}. */
export interface ChooseRoundsOptions {
  /** The candidate numbers of rounds S (whole numbers >= 0; see {@link candidateRounds}). */
  readonly rounds: readonly number[];
  /** The model's scores on the validation documents using its first S rounds. */
  readonly scoresAt: (rounds: number) => DenseMatrix;
  /** The validation documents' true label sets. */
  readonly Y: LabelMatrix;
  /** The thresholding to tune at every S (default: fixed at 0). */
  readonly thresholding?: ThresholdingSpec;
  /** The measure to optimise, one of `@textboost/metrics`' `MEASURE_NAMES` (default `"microF1"`). */
  readonly measure?: MeasureName;
}

/** What {@link chooseRounds} chose, and the measure at every candidate. */
export interface RoundsChoice {
  readonly rounds: number;
  /** The spec the thresholding was tuned with (for per-label-f1 without `minF1`: the `minF1` chosen). */
  readonly spec: ThresholdingSpec;
  readonly thresholding: Thresholding;
  readonly measure: MeasureName;
  /** The measure at the chosen S (`null` when it is undefined on these documents at every S). */
  readonly value: number | null;
  /** The measure at each candidate S, ascending S, each with its own tuned thresholds. */
  readonly curve: readonly { readonly rounds: number; readonly value: number | null }[];
}

/**
 * Chooses the number of boosting rounds S on validation documents, with the thresholds tuned at
 * each S: for every candidate S it tunes the thresholding on the scores after S rounds
 * ({@link tuneThresholding}), predicts with it, evaluates the measure, and keeps the best S (ties:
 * the smallest S, the simpler model). A per-label-f1 spec without `minF1` is tuned with every value
 * of `MIN_F1_GRID` and the best pair (S, minF1) wins (ties: the smaller minF1), as Yang (2001) tunes
 * fbr on held-out data. Early stopping on a held-out part, as boosting libraries do it;
 * the model is not refitted. A measure undefined at some S (a ranking measure when no validation
 * document has both a relevant and an irrelevant label) never wins; undefined at every S, the
 * largest S is kept.
 *
 * @param options - {@link ChooseRoundsOptions}
 * @returns the chosen S, its tuned thresholding, the measure there and the whole curve
 * @throws TextboostError `E_INVALID_ARGUMENT` for no candidates, a bad S or an unknown measure;
 *   whatever `scoresAt`, tuning and `evaluate` throw
 *
 * @example
 * ```ts
 * const choice = chooseRounds({
 *   rounds: candidateRounds(model.length),
 *   scoresAt: (S) => model.scores(Xval, { rounds: S }),
 *   Y: Yval,
 *   thresholding: { kind: "per-label-f1" },
 * });
 * choice.rounds; // the S with the best micro-F1 on the validation documents
 * ```
 */
export function chooseRounds(options: ChooseRoundsOptions): RoundsChoice {
  const measure = options.measure ?? "microF1";
  const goal = measureGoal(measure);
  const spec = options.thresholding ?? { kind: "fixed", threshold: 0 };
  if (options.rounds.length === 0) {
    throw new TextboostError("E_INVALID_ARGUMENT", "no candidate numbers of rounds to choose from");
  }
  for (const s of options.rounds) {
    if (!Number.isInteger(s) || s < 0) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `numbers of rounds must be whole numbers >= 0, got ${s}`,
      );
    }
  }
  const candidates = [...new Set(options.rounds)].sort((a, b) => a - b);
  const variants = specVariants(spec);
  type Pick = { rounds: number; spec: ThresholdingSpec; thresholding: Thresholding; value: number | null };
  // a defined value beats an undefined one and a worse one; while none is defined, the later one
  const better = (value: number | null, than: Pick | undefined): boolean =>
    than === undefined ||
    than.value === null ||
    (value !== null && (goal === "max" ? value > than.value : value < than.value));
  const curve: { rounds: number; value: number | null }[] = [];
  let best: Pick | undefined;
  for (const rounds of candidates) {
    const scores = options.scoresAt(rounds);
    let here: Pick | undefined;
    for (const variant of variants) {
      const thresholding = tuneThresholding(variant, options.Y, scores);
      const value = evaluate(options.Y, scores, { predictions: applyThresholding(scores, thresholding) })[
        measure
      ];
      if (better(value, here)) here = { rounds, spec: variant, thresholding, value };
    }
    curve.push({ rounds, value: here!.value });
    if (better(here!.value, best)) best = here;
  }
  return { ...best!, measure, curve };
}

/**
 * The numbers of rounds {@link chooseRounds} tries for a model of `S` rounds: every S up to
 * `count`, else `count` evenly spaced values ceil(k S / count), k = 1..count, which end at S.
 *
 * @param S - the rounds the model holds, a whole number >= 0
 * @param count - how many candidates at most (default 50)
 * @returns ascending candidates (empty for S = 0)
 *
 * @example
 * ```ts
 * candidateRounds(5); // [1, 2, 3, 4, 5]
 * candidateRounds(200, 4); // [50, 100, 150, 200]
 * ```
 */
export function candidateRounds(S: number, count = 50): number[] {
  if (!Number.isInteger(S) || S < 0 || !Number.isInteger(count) || count < 1) {
    throw new TextboostError("E_INVALID_ARGUMENT", `S and count must be whole numbers (S >= 0, count >= 1)`);
  }
  if (S <= count) return Array.from({ length: S }, (_, k) => k + 1);
  return [...new Set(Array.from({ length: count }, (_, k) => Math.ceil(((k + 1) * S) / count)))];
}
