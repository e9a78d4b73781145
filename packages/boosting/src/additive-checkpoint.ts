import type {
  CheckpointRun,
  Hypothesis,
  HypothesisJSON,
  TrainingCheckpoint,
  WeakLearner,
} from "@textboost/core";
import { decodeFloat64, encodeFloat64, parseCheckpoint, TextboostError } from "@textboost/core";
import type { Normalization } from "./boost-additive.js";

/** The `state` of a checkpoint of {@link boostAdditive}: everything its loop carries between rounds. */
export interface AdditiveCheckpointState {
  readonly learner: string;
  readonly normalisation: Normalization;
  /** The hypotheses so far, as their learner serialises them. */
  readonly rounds: readonly HypothesisJSON[];
  /** Z_s of each round. */
  readonly z: readonly number[];
  /** The loss after each round. */
  readonly loss: readonly number[];
  /** Per-label products of the normalisers (MP-Boost's loss), base64 of Float64 (see `encodeFloat64`). */
  readonly labelLoss: string;
  /** The weights D over (document, label) pairs after the last round, base64 of Float64. */
  readonly weights: string;
}

/** The loop's state as checkpoint JSON. */
export function additiveState(parts: {
  learner: string;
  normalisation: Normalization;
  rounds: readonly Hypothesis[];
  z: readonly number[];
  loss: readonly number[];
  labelLoss: Float64Array;
  weights: Float64Array;
}): AdditiveCheckpointState {
  return {
    learner: parts.learner,
    normalisation: parts.normalisation,
    rounds: parts.rounds.map((h) => h.toJSON()),
    z: [...parts.z],
    loss: [...parts.loss],
    labelLoss: encodeFloat64(parts.labelLoss),
    weights: encodeFloat64(parts.weights),
  };
}

/** What a resumed loop gets back. */
export interface RestoredAdditiveState {
  readonly rounds: Hypothesis[];
  readonly z: number[];
  readonly loss: number[];
  readonly labelLoss: Float64Array;
  readonly weights: Float64Array;
}

/**
 * Checks a checkpoint against the run that resumes it (its digest, algorithm, data, run options with
 * the learner and normalisation, sizes, rounds) and decodes its state.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` when it belongs to another run or has more rounds than
 *   asked for, `E_MODEL_FORMAT` when it was edited (its digest) or its state is malformed
 */
export function restoreAdditiveState(
  checkpoint: TrainingCheckpoint,
  run: {
    algorithm: string;
    fingerprint: string;
    run: CheckpointRun;
    learner: WeakLearner;
    normalisation: Normalization;
    iterations: number;
    pairs: number;
    labels: number;
  },
): RestoredAdditiveState {
  const cp = parseCheckpoint(checkpoint, {
    algorithm: run.algorithm,
    fingerprint: run.fingerprint,
    run: run.run,
  });
  const state = cp.state as Partial<AdditiveCheckpointState> | null;
  const malformed = (what: string): never => {
    throw new TextboostError("E_MODEL_FORMAT", `checkpoint state: ${what}`);
  };
  if (typeof state !== "object" || state === null) return malformed("missing");
  if (state.learner !== run.learner.name || state.normalisation !== run.normalisation) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `the checkpoint was made with learner ${String(state.learner)} (${String(state.normalisation)} normalisation), this run uses ${run.learner.name} (${run.normalisation})`,
    );
  }
  const n = cp.iteration;
  if (!Array.isArray(state.rounds) || state.rounds.length !== n) return malformed(`${n} rounds expected`);
  if (
    !Array.isArray(state.z) ||
    state.z.length !== n ||
    !Array.isArray(state.loss) ||
    state.loss.length !== n
  )
    return malformed("z and loss must have one entry per round");
  if (n > run.iterations) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `the checkpoint has ${n} rounds, more than the ${run.iterations} asked for`,
    );
  }
  const weights = decodeFloat64(typeof state.weights === "string" ? state.weights : malformed("no weights"));
  const labelLoss = decodeFloat64(
    typeof state.labelLoss === "string" ? state.labelLoss : malformed("no labelLoss"),
  );
  if (weights.length !== run.pairs || labelLoss.length !== run.labels)
    return malformed(
      `weights for ${weights.length} pairs and ${labelLoss.length} labels; this data has ${run.pairs} and ${run.labels}`,
    );
  return {
    rounds: state.rounds.map((h) => run.learner.fromJSON(h)),
    z: state.z.map(Number),
    loss: state.loss.map(Number),
    labelLoss,
    weights,
  };
}
