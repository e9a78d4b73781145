// The custom weak learner and custom booster of @textboost/core's README, verbatim
// (custom-plugins.test.ts runs them and checks them with the contract suites of @textboost/testing).

import {
  type AdditiveModel,
  additiveModel,
  driveRounds,
  loadAdditiveModel,
  startRounds,
} from "@textboost/boosting";
import type { Booster, CsrMatrix, Dataset, Hypothesis, HypothesisJSON, WeakLearner } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { trainingSet } from "@textboost/sparse";

/** A hypothesis that votes `votes[j]` for every document: a per-label bias. */
interface BiasHypothesis extends Hypothesis {
  readonly type: "bias";
  readonly votes: Float64Array;
}

function biasHypothesis(votes: Float64Array): BiasHypothesis {
  return {
    type: "bias",
    votes,
    vote: (_X: CsrMatrix, _row: number, out: Float64Array) => out.set(votes),
    toJSON: () => ({ type: "bias", votes: Array.from(votes) }),
  };
}

/**
 * A custom weak learner: for each label j, the constant vote ½ ln((W₊ + ε)/(W₋ + ε)) that minimises
 * Z for a hypothesis ignoring the document. `fit` sees the training set and the weights D.
 */
export function biasLearner(epsilon = 1e-6): WeakLearner<BiasHypothesis> {
  return {
    name: "bias",
    fit(data, weights) {
      const m = data.Y.cols;
      const plus = new Float64Array(m);
      const minus = new Float64Array(m);
      for (let i = 0; i < data.X.rows; i++)
        for (let j = 0; j < m; j++) {
          const w = weights[i * m + j]!;
          if (data.signs[i * m + j]! > 0) plus[j]! += w;
          else minus[j]! += w;
        }
      return biasHypothesis(plus.map((p, j) => 0.5 * Math.log((p + epsilon) / (minus[j]! + epsilon))));
    },
    fromJSON(json: HypothesisJSON) {
      const votes = json?.votes;
      if (json?.type !== "bias" || !Array.isArray(votes) || !votes.every(Number.isFinite))
        throw new TextboostError("E_MODEL_FORMAT", 'expected a "bias" hypothesis with finite votes');
      return biasHypothesis(Float64Array.from(votes as number[]));
    },
  };
}

/**
 * A custom booster: real AdaBoost.MH with a learning rate ν (each round's votes times ν), on the
 * house's round driver and additive model. Any weak learner plugs in.
 */
export function shrunkBoost(learner: WeakLearner, rate = 0.5): Booster<AdditiveModel> {
  return {
    name: "shrunk-boost",
    async fit(data: Dataset, options = {}) {
      const iterations = startRounds(data, options);
      const ts = trainingSet(data.X, data.Y);
      const g = ts.X.rows;
      const m = ts.Y.cols;
      const D = new Float64Array(g * m).fill(1 / (g * m));
      const vote = new Float64Array(m);
      const rounds: Hypothesis[] = [];
      let loss = 1;
      await driveRounds({ iterations, signal: options.signal, onIteration: options.onIteration }, () => {
        const h = shrink(learner.fit(ts, D), rate);
        let z = 0;
        for (let i = 0; i < g; i++) {
          h.vote(ts.X, i, vote);
          for (let j = 0; j < m; j++) z += D[i * m + j]! *= Math.exp(-ts.signs[i * m + j]! * vote[j]!);
        }
        for (let p = 0; p < D.length; p++) D[p]! /= z;
        loss *= z;
        rounds.push(h);
        return { loss, z };
      });
      return additiveModel({
        algorithm: "shrunk-boost",
        labels: data.labelNames,
        features: data.featureNames,
        rounds,
        preprocessing: options.preprocessing ?? null,
        settings: { learner: learner.name, rate, iterations },
      });
    },
  };
}

/** A hypothesis' votes times `rate`, serialised with the rate so the model file restores it. */
function shrink(h: Hypothesis, rate: number): Hypothesis {
  return {
    type: "shrunk",
    vote(X, row, out) {
      h.vote(X, row, out);
      for (let j = 0; j < out.length; j++) out[j]! *= rate;
    },
    toJSON: () => ({ type: "shrunk", rate, inner: h.toJSON() }),
  };
}

/** Loads a model file of {@link shrunkBoost} trained with `learner`. */
export function loadShrunkBoost(json: unknown, learner: WeakLearner): AdditiveModel {
  return loadAdditiveModel(json, {
    algorithm: "shrunk-boost",
    decode: (h) => shrink(learner.fromJSON(h.inner as HypothesisJSON), h.rate as number),
  });
}
