/**
 * Tiny implementations of the core contracts for testing the kit itself: a correct one of each, and
 * switches that break one rule at a time.
 */
import type {
  Booster,
  Cover,
  CoverElement,
  CsrMatrix,
  Dataset,
  DenseMatrix,
  FitOptions,
  Hypothesis,
  HypothesisJSON,
  LabelMatrix,
  Model,
  PairWeights,
  PredictOptions,
  ScoreOptions,
  TrainingSet,
  WeakLearner,
} from "@textboost/core";
import {
  createModelEnvelope,
  createRandom,
  parseModelEnvelope,
  TextboostError,
  throwIfAborted,
} from "@textboost/core";
import { trainingSet } from "@textboost/sparse";

/** Ways to break the weak learner. */
export type LearnerBug =
  | "nan-vote"
  | "unwritten-label"
  | "random"
  | "lossy-json"
  | "lenient-from-json"
  | "plain-error"
  | "wrong-sign"
  | "mutates-weights";

function hasFeature(X: CsrMatrix, row: number, f: number): boolean {
  for (let p = X.indptr[row]!; p < X.indptr[row + 1]!; p++) if (X.indices[p] === f) return true;
  return false;
}

function bad(detail: string): never {
  throw new TextboostError("E_MODEL_FORMAT", detail);
}

/**
 * A real-valued presence stump on a fixed feature (Schapire and Singer 2000, eq. 7 with smoothing):
 * for the two blocks "feature absent / present", c(b, j) = ½ ln((W+ + ε)/(W- + ε)), which never
 * makes Z exceed the total weight.
 */
export function fixedStump(feature = 0, bug?: LearnerBug): WeakLearner {
  const make = (f: number, votes: number[]): Hypothesis => ({
    type: "fixed-stump",
    vote(X: CsrMatrix, row: number, out: Float64Array): void {
      const m = votes.length / 2;
      const base = f >= 0 && f < X.cols && hasFeature(X, row, f) ? m : 0;
      for (let j = 0; j < m; j++) {
        if (bug === "unwritten-label" && j === m - 1) continue;
        out[j] = bug === "nan-vote" && j === 0 ? Number.NaN : votes[base + j]!;
      }
      if (bug === "random") out[0] = out[0]! + Math.random();
    },
    toJSON: (): HypothesisJSON => ({
      type: "fixed-stump",
      feature: f,
      votes: bug === "lossy-json" ? votes.map((v) => Math.round(v * 1000) / 1000) : votes,
    }),
  });
  return {
    name: "fixed-stump",
    fit(data: TrainingSet, weights: PairWeights): Hypothesis {
      const n = data.X.rows;
      const m = data.Y.cols;
      const f = data.X.cols > 0 ? feature % data.X.cols : -1;
      const w = new Float64Array(4 * m); // [block][j][sign]
      for (let i = 0; i < n; i++) {
        const b = f >= 0 && hasFeature(data.X, i, f) ? 1 : 0;
        for (let j = 0; j < m; j++) {
          w[(b * m + j) * 2 + (data.signs[i * m + j]! > 0 ? 0 : 1)]! += weights[i * m + j]!;
        }
      }
      if (bug === "mutates-weights" && weights.length > 0) weights[0] = weights[0]! * 0.5;
      const eps = 1 / (n * m);
      const sign = bug === "wrong-sign" ? -1 : 1;
      const votes = Array.from(
        { length: 2 * m },
        (_, k) => (sign * Math.log((w[2 * k]! + eps) / (w[2 * k + 1]! + eps))) / 2,
      );
      return make(f, votes);
    },
    fromJSON(json: HypothesisJSON): Hypothesis {
      if (bug === "lenient-from-json") {
        const o = (json ?? {}) as Record<string, unknown>;
        return make(Number(o.feature ?? 0), Array.isArray(o.votes) ? (o.votes as number[]) : [0, 0]);
      }
      if (bug === "plain-error") throw new Error("bad hypothesis");
      if (typeof json !== "object" || json === null || Array.isArray(json))
        bad("a hypothesis must be an object");
      if (json.type !== "fixed-stump") bad(`unknown hypothesis type ${JSON.stringify(json.type)}`);
      const f = json.feature;
      const votes = json.votes;
      if (typeof f !== "number" || !Number.isInteger(f) || f < -1) bad("feature must be an integer >= -1");
      if (
        !Array.isArray(votes) ||
        votes.length % 2 !== 0 ||
        !votes.every((v) => typeof v === "number" && Number.isFinite(v))
      ) {
        bad("votes must be an even-length array of finite numbers");
      }
      return make(f, votes as number[]);
    },
  };
}

/** Ways to break the booster. */
export type BoosterBug =
  | "ignores-abort"
  | "throws-abort-synchronously"
  | "no-shape-check"
  | "skips-on-iteration"
  | "random"
  | "lossy-json"
  | "predict-at-or-above"
  | "mutates-data";

interface TestModel extends Model {
  readonly hypotheses: readonly Hypothesis[];
}

function model(
  labels: readonly string[],
  features: readonly string[],
  hs: readonly Hypothesis[],
  bug?: BoosterBug,
): TestModel {
  const scores = (X: CsrMatrix, options: ScoreOptions = {}): DenseMatrix => {
    if (bug !== "no-shape-check" && X.cols !== features.length) {
      throw new TextboostError("E_SHAPE", `X has ${X.cols} columns, the model ${features.length}`);
    }
    const m = labels.length;
    const rounds = Math.min(options.rounds ?? hs.length, hs.length);
    const data = new Float64Array(X.rows * m);
    const out = new Float64Array(m);
    for (let r = 0; r < X.rows; r++) {
      for (let t = 0; t < rounds; t++) {
        hs[t]!.vote(X, r, out);
        for (let j = 0; j < m; j++) data[r * m + j]! += out[j]!;
      }
    }
    return { rows: X.rows, cols: m, data };
  };
  return {
    algorithm: "test-boost",
    labels,
    features,
    hypotheses: hs,
    length: hs.length,
    scores,
    predict(X: CsrMatrix, options: PredictOptions = {}): LabelMatrix {
      const S = scores(X, options);
      const t = options.thresholds ?? 0;
      const indptr = new Int32Array(S.rows + 1);
      const indices: number[] = [];
      for (let i = 0; i < S.rows; i++) {
        for (let j = 0; j < S.cols; j++) {
          const th = typeof t === "number" ? t : t[j]!;
          const s = S.data[i * S.cols + j]!;
          if (bug === "predict-at-or-above" ? s >= th : s > th) indices.push(j);
        }
        indptr[i + 1] = indices.length;
      }
      return { format: "csr", rows: S.rows, cols: S.cols, indptr, indices: Int32Array.from(indices) };
    },
    explain(_X, _row, label) {
      return { label, labelName: labels[label]!, score: 0, contributions: [] };
    },
    toJSON() {
      return createModelEnvelope({
        algorithm: "test-boost",
        labels,
        features,
        body: hs.map((h) => {
          const json = h.toJSON() as { votes?: number[] };
          return bug === "lossy-json" ? { ...json, votes: json.votes?.map((v) => Math.fround(v)) } : json;
        }),
      });
    },
  };
}

/** A minimal AdaBoost.MH over {@link fixedStump}s on features seed, seed + 1, ... */
export function testBooster(bug?: BoosterBug): Booster<TestModel> {
  return {
    name: "test-boost",
    fit(data: Dataset, options: FitOptions = {}): Promise<TestModel> {
      if (bug === "throws-abort-synchronously") throwIfAborted(options.signal, "fit");
      return (async () => {
        const started = Date.now();
        const iterations = options.iterations ?? 3;
        const ts = trainingSet(data.X, data.Y);
        const n = ts.X.rows;
        const m = ts.Y.cols;
        const D = new Float64Array(n * m).fill(1 / (n * m));
        const start = createRandom(options.seed ?? 0).int(Math.max(1, ts.X.cols));
        const hs: Hypothesis[] = [];
        let loss = 1;
        for (let t = 0; t < iterations; t++) {
          if (bug !== "ignores-abort") throwIfAborted(options.signal, "fit");
          const h = fixedStump(start + t).fit(ts, D);
          if (bug === "random") {
            const vote = h.vote.bind(h);
            const noise = Math.random() * 1e-9;
            hs.push({
              ...h,
              vote: (X, r, out) => {
                vote(X, r, out);
                out[0] = out[0]! + noise;
              },
            });
          } else hs.push(h);
          const out = new Float64Array(m);
          let z = 0;
          for (let i = 0; i < n; i++) {
            h.vote(ts.X, i, out);
            for (let j = 0; j < m; j++) z += D[i * m + j]! *= Math.exp(-ts.signs[i * m + j]! * out[j]!);
          }
          for (let k = 0; k < D.length; k++) D[k] = D[k]! / z;
          loss *= z;
          if (bug !== "skips-on-iteration" || t === 0) {
            options.onIteration?.({ iteration: t + 1, iterations, loss, z, elapsedMs: Date.now() - started });
          }
        }
        if (bug === "mutates-data" && data.X.values !== undefined && data.X.values.length > 0)
          data.X.values[0] = 7;
        return model(data.labelNames, data.featureNames, hs, bug);
      })();
    },
  };
}

/** Loads a {@link testBooster} model. */
export function loadTestModel(json: unknown): TestModel {
  const env = parseModelEnvelope(json, { expectedAlgorithm: "test-boost" });
  if (!Array.isArray(env.body)) throw new TextboostError("E_MODEL_FORMAT", "body must be an array");
  const learner = fixedStump();
  return model(
    env.labels,
    env.features,
    (env.body as HypothesisJSON[]).map((h) => learner.fromJSON(h)),
  );
}

/** Ways to break a cover. */
export type CoverBug =
  | "unsorted"
  | "missing-label"
  | "zero-multiplicity"
  | "empty-element"
  | "out-of-range"
  | "duplicate";

/** The Hamming cover: one singleton per label. */
export function hammingCover(): Cover {
  return {
    name: "hamming",
    elements: (y) => Array.from({ length: y.length }, (_, l) => ({ labels: [l], multiplicity: 1 })),
  };
}

/** The zero-one cover (one element: all labels), broken on request. */
export function zeroOneCover(bug?: CoverBug): Cover {
  return {
    name: "zero-one",
    elements(y: ArrayLike<number>): CoverElement[] {
      const k = y.length;
      let labels = Array.from({ length: k }, (_, l) => l);
      if (bug === "unsorted" && k > 1) labels = labels.reverse();
      if (bug === "missing-label" && k > 1) labels.pop();
      if (bug === "out-of-range") labels.push(k);
      if (bug === "duplicate") labels.push(k - 1);
      const out: CoverElement[] = [{ labels, multiplicity: bug === "zero-multiplicity" ? 0 : 1 }];
      if (bug === "empty-element") out.push({ labels: [], multiplicity: 1 });
      return out;
    },
  };
}
