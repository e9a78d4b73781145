import type {
  Booster,
  CsrMatrix,
  Dataset,
  DenseMatrix,
  FitOptions,
  IterationEvent,
  LabelMatrix,
  Model,
} from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import fc from "fast-check";
import { describe, it } from "vitest";
import { arbCsrMatrix } from "../arbitraries/csr-matrix.js";
import { type ArbDatasetOptions, arbDataset } from "../arbitraries/dataset.js";
import {
  checkParameters,
  describeThrown,
  ensure,
  firstDifference,
  runAsyncProperty,
} from "../internal/run-property.js";
import type { AsyncContractCheck, ContractFailure, ContractRunOptions } from "./contract-check.js";

/** Options of {@link describeBooster} and {@link checkBooster}. */
export interface BoosterContractOptions<M extends Model = Model, O extends FitOptions = FitOptions>
  extends ContractRunOptions {
  /** Restores a model from parsed JSON (the algorithm package's loader). */
  load(json: unknown): M;
  /** Rounds per fit (default 3). */
  readonly iterations?: number;
  /** Extra options for every `fit` (merged under `iterations`, `seed`, `onIteration`, `signal`). */
  readonly fitOptions?: Omit<O, "iterations" | "seed" | "onIteration" | "signal">;
  /** Sizes and kind of the generated data sets (default: small, degenerate ones included). */
  readonly dataset?: ArbDatasetOptions;
}

interface Case {
  readonly data: Dataset;
  readonly seed: number;
  readonly other: CsrMatrix;
}

/** What a check runs: the booster's fit of a case (`extra` fit options merged last), the rounds asked for, the loader. */
interface BoosterRun {
  readonly iterations: number;
  train(c: Case, extra?: Partial<FitOptions>): Promise<Model>;
  load(json: unknown): Model;
}

function labelSets(P: LabelMatrix): number[][] {
  return Array.from({ length: P.rows }, (_, i) =>
    Array.from(P.indices.subarray(P.indptr[i]!, P.indptr[i + 1]!)),
  );
}

function above(S: DenseMatrix, threshold: (j: number) => number): number[][] {
  return Array.from({ length: S.rows }, (_, i) => {
    const out: number[] = [];
    for (let j = 0; j < S.cols; j++) if (S.data[i * S.cols + j]! > threshold(j)) out.push(j);
    return out;
  });
}

function checkScores(S: DenseMatrix, rows: number, labels: number, what: string): void {
  ensure(
    S.rows === rows && S.cols === labels && S.data.length === rows * labels,
    () => `${what} is ${S.rows}x${S.cols} (data length ${S.data.length}), expected ${rows}x${labels}`,
  );
  S.data.forEach((v, k) => {
    ensure(Number.isFinite(v), () => `${what} is ${v} at row ${Math.floor(k / labels)}, label ${k % labels}`);
  });
}

/** X with one more or one fewer column (same rows), for the shape check. */
function resized(X: CsrMatrix, cols: number): CsrMatrix {
  const keep: number[] = [];
  const indptr = new Int32Array(X.rows + 1);
  for (let r = 0; r < X.rows; r++) {
    for (let p = X.indptr[r]!; p < X.indptr[r + 1]!; p++) if (X.indices[p]! < cols) keep.push(p);
    indptr[r + 1] = keep.length;
  }
  const indices = Int32Array.from(keep, (p) => X.indices[p]!);
  const m: CsrMatrix = { format: "csr", rows: X.rows, cols, indptr, indices };
  return X.values === undefined ? m : { ...m, values: Float64Array.from(keep, (p) => X.values![p]!) };
}

function snapshot(d: Dataset): string {
  const arrays = [d.X.indptr, d.X.indices, d.X.values ?? [], d.Y.indptr, d.Y.indices];
  return JSON.stringify([arrays.map((a) => Array.from(a)), d.featureNames, d.labelNames]);
}

/** Check: fit returns a model whose scores are finite, documents x labels. */
async function scoresAreFinite(fit: BoosterRun, c: Case): Promise<void> {
  const model = await fit.train(c);
  ensure(
    Number.isInteger(model.length) && model.length >= 0 && model.length <= fit.iterations,
    () => `model.length is ${model.length} after ${fit.iterations} iterations`,
  );
  ensure(
    JSON.stringify(model.labels) === JSON.stringify(c.data.labelNames),
    () => `model.labels ${JSON.stringify(model.labels)} differ from the label names`,
  );
  ensure(
    JSON.stringify(model.features) === JSON.stringify(c.data.featureNames),
    () => "model.features differ from the feature names",
  );
  checkScores(model.scores(c.data.X), c.data.X.rows, c.data.Y.cols, "scores(X)");
  checkScores(model.scores(c.other), c.other.rows, c.data.Y.cols, "scores(other X)");
}

/** Check: fit leaves the data set unchanged. */
async function dataUnchanged(fit: BoosterRun, c: Case): Promise<void> {
  const before = snapshot(c.data);
  await fit.train(c);
  ensure(snapshot(c.data) === before, () => "fit modified the data set");
}

/** Check: predict gives the labels whose scores are above the thresholds (default 0). */
async function predictMatchesScores(fit: BoosterRun, c: Case): Promise<void> {
  const model = await fit.train(c);
  const S = model.scores(c.data.X);
  const same = (P: LabelMatrix, expected: number[][], what: string) =>
    ensure(
      P.rows === S.rows &&
        P.cols === c.data.Y.cols &&
        JSON.stringify(labelSets(P)) === JSON.stringify(expected),
      () => `${what} gave ${JSON.stringify(labelSets(P))}, expected ${JSON.stringify(expected)}`,
    );
  same(
    model.predict(c.data.X),
    above(S, () => 0),
    "predict(X)",
  );
  const t = S.data.length > 0 ? S.data[0]! : 0.25;
  same(
    model.predict(c.data.X, { thresholds: t }),
    above(S, () => t),
    `predict(X, { thresholds: ${t} })`,
  );
  const per = Array.from({ length: c.data.Y.cols }, (_, j) => S.data[j] ?? 0);
  same(
    model.predict(c.data.X, { thresholds: per }),
    above(S, (j) => per[j]!),
    `predict(X, { thresholds: ${JSON.stringify(per)} })`,
  );
}

/** Check: a JSON round trip through load gives identical scores. */
async function jsonRoundTrip(fit: BoosterRun, c: Case): Promise<void> {
  const model = await fit.train(c);
  const back = fit.load(JSON.parse(JSON.stringify(model.toJSON())));
  ensure(back.length === model.length, () => `loaded length ${back.length}, expected ${model.length}`);
  for (const X of [c.data.X, c.other]) {
    const d = firstDifference(model.scores(X).data, back.scores(X).data);
    ensure(d === -1, () => `loaded model scores differ at entry ${d}`);
  }
}

/** Check: the same seed gives the same scores. */
async function sameSeedSameScores(fit: BoosterRun, c: Case): Promise<void> {
  const a = await fit.train(c);
  const b = await fit.train(c);
  for (const X of [c.data.X, c.other]) {
    const d = firstDifference(a.scores(X).data, b.scores(X).data);
    ensure(d === -1, () => `two fits with seed ${c.seed} score differently at entry ${d}`);
  }
}

/** Check: onIteration is called once per round with increasing iteration numbers. */
async function onIterationEachRound(fit: BoosterRun, c: Case): Promise<void> {
  const events: IterationEvent[] = [];
  const model = await fit.train(c, { onIteration: (e) => events.push(e) });
  ensure(
    events.length === model.length,
    () => `onIteration was called ${events.length} times for a model of ${model.length} rounds`,
  );
  events.forEach((e, k) => {
    ensure(e.iteration === k + 1, () => `event ${k} has iteration ${e.iteration}, expected ${k + 1}`);
    ensure(
      e.iterations === fit.iterations,
      () => `event ${k} says ${e.iterations} iterations, not ${fit.iterations}`,
    );
    ensure(Number.isFinite(e.loss) && Number.isFinite(e.z), () => `event ${k} has loss ${e.loss}, z ${e.z}`);
    ensure(Number.isFinite(e.elapsedMs) && e.elapsedMs >= 0, () => `event ${k} has elapsedMs ${e.elapsedMs}`);
  });
}

/** Check: an already-aborted signal makes fit reject with E_ABORTED. */
async function abortedSignalRejects(fit: BoosterRun, c: Case): Promise<void> {
  const signal = { aborted: true, reason: new Error("stop") };
  let promise: Promise<Model>;
  try {
    promise = fit.train(c, { signal });
  } catch (e) {
    throw new Error(`fit threw synchronously (${describeThrown(e)}) instead of returning a rejected promise`);
  }
  let resolved = false;
  try {
    await promise;
    resolved = true;
  } catch (e) {
    ensure(
      isTextboostError(e, "E_ABORTED"),
      () => `fit rejected with ${describeThrown(e)}, expected E_ABORTED`,
    );
  }
  ensure(!resolved, () => "fit resolved despite an aborted signal");
}

/** Check: scores(X, { rounds: k }) works for every k up to the model length. */
async function scoresAtEveryRound(fit: BoosterRun, c: Case): Promise<void> {
  const model = await fit.train(c);
  for (let k = 1; k < model.length; k++) {
    checkScores(
      model.scores(c.data.X, { rounds: k }),
      c.data.X.rows,
      c.data.Y.cols,
      `scores(X, { rounds: ${k} })`,
    );
  }
  const d = firstDifference(
    model.scores(c.data.X, { rounds: model.length }).data,
    model.scores(c.data.X).data,
  );
  ensure(d === -1, () => `scores(X, { rounds: length }) differs from scores(X) at entry ${d}`);
}

/** Check: scores and predict throw E_SHAPE for X with the wrong number of columns. */
async function wrongColumnsThrow(fit: BoosterRun, c: Case): Promise<void> {
  const model = await fit.train(c);
  const wrong = [resized(c.data.X, c.data.X.cols + 1)];
  if (c.data.X.cols > 0) wrong.push(resized(c.data.X, c.data.X.cols - 1));
  for (const X of wrong) {
    for (const [what, call] of [
      ["scores", () => model.scores(X)],
      ["predict", () => model.predict(X)],
    ] as const) {
      let returned = false;
      try {
        call();
        returned = true;
      } catch (e) {
        ensure(
          isTextboostError(e, "E_SHAPE"),
          () => `${what} on ${X.cols} columns threw ${describeThrown(e)}, expected E_SHAPE`,
        );
      }
      ensure(!returned, () => `${what} accepted X with ${X.cols} columns; the model has ${c.data.X.cols}`);
    }
  }
}

/** The booster contract: each check's name and what it asserts of one case. */
const BOOSTER_CHECKS: readonly (readonly [string, (fit: BoosterRun, c: Case) => Promise<void>])[] = [
  ["fit returns a model whose scores are finite, documents x labels", scoresAreFinite],
  ["fit leaves the data set unchanged", dataUnchanged],
  ["predict gives the labels whose scores are above the thresholds (default 0)", predictMatchesScores],
  ["a JSON round trip through load gives identical scores", jsonRoundTrip],
  ["the same seed gives the same scores", sameSeedSameScores],
  ["onIteration is called once per round with increasing iteration numbers", onIterationEachRound],
  ["an already-aborted signal makes fit reject with E_ABORTED", abortedSignalRejects],
  ["scores(X, { rounds: k }) works for every k up to the model length", scoresAtEveryRound],
  ["scores and predict throw E_SHAPE for X with the wrong number of columns", wrongColumnsThrow],
];

/**
 * The checks of the booster contract as plain asynchronous functions (see {@link describeBooster}).
 *
 * @param booster - the booster under test
 * @param options - `load` (required), iterations, extra fit options, data set sizes, runs
 * @returns one {@link AsyncContractCheck} per assertion
 *
 * @example
 * ```ts
 * for (const c of boosterChecks(myBooster, { load: loadMyModel })) console.log(c.name, await c.run());
 * ```
 */
export function boosterChecks<M extends Model, O extends FitOptions>(
  booster: Booster<M, O>,
  options: BoosterContractOptions<M, O>,
): AsyncContractCheck[] {
  const params = checkParameters(options, 15);
  const iterations = options.iterations ?? 3;
  const cases: fc.Arbitrary<Case> = arbDataset(options.dataset ?? {}).chain((data) =>
    fc.record({
      data: fc.constant(data),
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      other: arbCsrMatrix({ rows: { min: 1, max: 5 }, cols: data.X.cols }),
    }),
  );
  const run: BoosterRun = {
    iterations,
    train: (c, extra = {}) =>
      booster.fit(c.data, { ...options.fitOptions, iterations, seed: c.seed, ...extra } as unknown as O),
    load: (json) => options.load(json),
  };
  return BOOSTER_CHECKS.map(([name, check]) => ({
    name,
    run: () => runAsyncProperty(cases, (c) => check(run, c), params),
  }));
}

/**
 * Runs every check of the booster contract and returns the failures (empty when the booster keeps
 * the contract).
 *
 * @param booster - the booster under test
 * @param options - see {@link BoosterContractOptions}
 * @returns a promise of one {@link ContractFailure} per failed check
 *
 * @example
 * ```ts
 * expect(await checkBooster(myBooster, { load: loadMyModel })).toEqual([]);
 * ```
 */
export async function checkBooster<M extends Model, O extends FitOptions>(
  booster: Booster<M, O>,
  options: BoosterContractOptions<M, O>,
): Promise<ContractFailure[]> {
  const failures: ContractFailure[] = [];
  for (const c of boosterChecks(booster, options)) {
    const message = await c.run();
    if (message !== undefined) failures.push({ check: c.name, message });
  }
  return failures;
}

/**
 * Declares a vitest `describe` block that checks a `Booster` against the contract of
 * `@textboost/core`, on random small data sets (including documents with no feature and labels
 * with no positive):
 *
 * - `fit` returns a model whose `scores` are documents x labels and finite (also on other rows), with
 *   the data set's label and feature names and at most `iterations` rounds; it leaves the data unchanged;
 * - `predict` agrees with scores above the thresholds (default 0, one number, one per label);
 * - `load(JSON.parse(JSON.stringify(model.toJSON())))` gives bit-for-bit identical scores;
 * - the same seed gives the same scores;
 * - `onIteration` is called once per round, iterations 1, 2, ..., with finite loss and Z;
 * - an already-aborted signal makes `fit` reject with `E_ABORTED`;
 * - `scores(X, { rounds: k })` works for k < length, and `rounds: length` equals all rounds;
 * - `scores` and `predict` on X with the wrong number of columns throw `E_SHAPE`.
 *
 * @param name - the `describe` title
 * @param booster - the booster under test
 * @param options - `load` (required) and see {@link BoosterContractOptions}
 *
 * @example
 * ```ts
 * import { describeBooster } from "@textboost/testing";
 * import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
 *
 * describeBooster("AdaBoost.MH", adaBoostMH(), { load: loadAdaBoostMH, iterations: 5 });
 * ```
 */
export function describeBooster<M extends Model, O extends FitOptions>(
  name: string,
  booster: Booster<M, O>,
  options: BoosterContractOptions<M, O>,
): void {
  describe(name, () => {
    for (const check of boosterChecks(booster, options)) {
      it(check.name, options.timeout === undefined ? {} : { timeout: options.timeout }, async () => {
        const failure = await check.run();
        if (failure !== undefined) throw new Error(failure);
      });
    }
  });
}
