import type { CsrMatrix, Hypothesis, HypothesisJSON, WeakLearner } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import fc from "fast-check";
import { describe, it } from "vitest";
import { arbCsrMatrix } from "../arbitraries/csr-matrix.js";
import type { ArbDatasetOptions } from "../arbitraries/dataset.js";
import { arbWeakLearnerInput, type WeakLearnerInput } from "../arbitraries/training-set.js";
import {
  checkParameters,
  describeThrown,
  ensure,
  firstDifference,
  runProperty,
} from "../internal/run-property.js";
import type { ContractCheck, ContractFailure, ContractRunOptions } from "./contract-check.js";

/** Options of {@link describeWeakLearner} and {@link checkWeakLearner}. */
export interface WeakLearnerContractOptions extends ContractRunOptions {
  /**
   * Also check the AdaBoost.MH normaliser Z = Σ_{i,j} D(i,j)·exp(−y(i,j)·h(x_i, j)) ≤ 1 + 1e-9
   * (MP-Boost paper, Esuli, Fagni and Sebastiani, eq. 2; the Z-minimising real votes give eq. 6,
   * 2 Σ √(W+ W−) ≤ Σ (W+ + W−) = 1). For learners that choose real votes minimising Z.
   */
  readonly zAtMostOne?: boolean;
  /** Tolerance of the Z check (default 1e-9). */
  readonly zTolerance?: number;
  /** Sizes and kind of the generated training sets (default: small, degenerate ones included). */
  readonly dataset?: ArbDatasetOptions;
  /** More values that `fromJSON` must reject with `E_MODEL_FORMAT`. */
  readonly invalidJSON?: readonly unknown[];
}

/** The votes h(x_i, j) for every row of X, row-major; labels left unwritten stay NaN. */
function votesOf(h: Hypothesis, X: CsrMatrix, labels: number): Float64Array {
  const all = new Float64Array(X.rows * labels);
  const out = new Float64Array(labels);
  for (let r = 0; r < X.rows; r++) {
    out.fill(Number.NaN);
    h.vote(X, r, out);
    all.set(out, r * labels);
  }
  return all;
}

function where(k: number, labels: number): string {
  return `row ${Math.floor(k / labels)}, label ${k % labels}`;
}

/** Copies of every array of a weak learner's input, to detect changes made by `fit`. */
function snapshot(input: WeakLearnerInput): Float64Array[] {
  const { data, weights } = input;
  const arrays: ArrayLike<number>[] = [
    data.X.indptr,
    data.X.indices,
    data.X.values ?? [],
    data.Xc.indptr,
    data.Xc.indices,
    data.Xc.values ?? [],
    data.Y.indptr,
    data.Y.indices,
    data.signs,
    weights,
  ];
  return arrays.map((a) => Float64Array.from(a));
}

/** Check: fit returns a hypothesis whose vote writes a finite number for every label. */
function votesAreFinite(learner: WeakLearner, inp: WeakLearnerInput): void {
  const labels = inp.data.Y.cols;
  const h = learner.fit(inp.data, inp.weights);
  ensure(typeof h?.vote === "function", () => "fit did not return a hypothesis with a vote method");
  ensure(typeof h.type === "string" && h.type !== "", () => `hypothesis type is ${String(h.type)}`);
  const votes = votesOf(h, inp.data.X, labels);
  votes.forEach((v, k) => {
    ensure(Number.isFinite(v), () => `vote is ${v} at ${where(k, labels)} (NaN: not written)`);
  });
}

/** Check: fit leaves the training set and the weights unchanged. */
function inputUnchanged(learner: WeakLearner, inp: WeakLearnerInput): void {
  const before = snapshot(inp);
  learner.fit(inp.data, inp.weights);
  const after = snapshot(inp);
  const names = ["X.indptr", "X.indices", "X.values", "Xc.indptr", "Xc.indices", "Xc.values"];
  names.push("Y.indptr", "Y.indices", "signs", "weights");
  before.forEach((b, k) => {
    ensure(firstDifference(b, after[k]!) === -1, () => `fit modified ${names[k]}`);
  });
}

/** Check: fit is deterministic. */
function fitIsDeterministic(learner: WeakLearner, inp: WeakLearnerInput): void {
  const labels = inp.data.Y.cols;
  const a = learner.fit(inp.data, inp.weights);
  const b = learner.fit(inp.data, inp.weights);
  const d = firstDifference(votesOf(a, inp.data.X, labels), votesOf(b, inp.data.X, labels));
  ensure(d === -1, () => `two fits on the same input vote differently at ${where(d, labels)}`);
  ensure(
    JSON.stringify(a.toJSON()) === JSON.stringify(b.toJSON()),
    () => "two fits on the same input give different JSON",
  );
}

/** Check: fromJSON(JSON.parse(JSON.stringify(h.toJSON()))) votes bit for bit the same, on the training rows and `other`. */
function jsonRoundTrip(learner: WeakLearner, [inp, other]: readonly [WeakLearnerInput, CsrMatrix]): void {
  const labels = inp.data.Y.cols;
  const h = learner.fit(inp.data, inp.weights);
  const json = h.toJSON();
  ensure(json?.type === h.type, () => `toJSON().type is ${String(json?.type)}, hypothesis type ${h.type}`);
  const text = JSON.stringify(json);
  const back = learner.fromJSON(JSON.parse(text) as HypothesisJSON);
  for (const X of [inp.data.X, other]) {
    const d = firstDifference(votesOf(h, X, labels), votesOf(back, X, labels));
    ensure(d === -1, () => `the restored hypothesis votes differently at ${where(d, labels)}`);
  }
  ensure(JSON.stringify(back.toJSON()) === text, () => "the restored hypothesis serialises differently");
}

/** Check: fromJSON rejects malformed JSON (and `invalidJSON`) with a TextboostError E_MODEL_FORMAT. */
function malformedJsonRejected(
  learner: WeakLearner,
  inp: WeakLearnerInput,
  invalidJSON: readonly unknown[],
): void {
  const json = learner.fit(inp.data, inp.weights).toJSON() as unknown as Record<string, unknown>;
  const fields = Object.keys(json).filter((k) => k !== "type");
  const garbage: unknown[] = [
    null,
    undefined,
    42,
    "hypothesis",
    [],
    {},
    { type: 42 },
    { ...json, type: `not-${String(json.type)}` },
    ...invalidJSON,
  ];
  if (fields.length > 0) {
    garbage.push({ type: json.type });
    garbage.push(Object.fromEntries([["type", json.type], ...fields.map((k) => [k, null])]));
  }
  for (const g of garbage) {
    let accepted = false;
    try {
      learner.fromJSON(g as HypothesisJSON);
      accepted = true;
    } catch (e) {
      ensure(
        isTextboostError(e, "E_MODEL_FORMAT"),
        () => `fromJSON(${JSON.stringify(g)}) threw ${describeThrown(e)}, expected E_MODEL_FORMAT`,
      );
    }
    ensure(!accepted, () => `fromJSON accepted ${JSON.stringify(g)}`);
  }
}

/** Check: Z = Σ D(i,j)·exp(−y(i,j)·h(x_i,j)) ≤ 1 + `tolerance`. */
function zAtMostOne(learner: WeakLearner, inp: WeakLearnerInput, tolerance: number): void {
  const votes = votesOf(learner.fit(inp.data, inp.weights), inp.data.X, inp.data.Y.cols);
  let z = 0;
  for (let k = 0; k < votes.length; k++) z += inp.weights[k]! * Math.exp(-inp.data.signs[k]! * votes[k]!);
  ensure(z <= 1 + tolerance, () => `Z = ${z} > 1`);
}

/**
 * The checks of the weak-learner contract as plain functions (see {@link describeWeakLearner} for
 * what they assert). Each runs a fast-check property over random small training sets and weights.
 *
 * @param learner - the weak learner under test
 * @param options - see {@link WeakLearnerContractOptions}
 * @returns one {@link ContractCheck} per assertion
 *
 * @example
 * ```ts
 * const failures = weakLearnerChecks(myLearner).flatMap((c) => c.run() ?? []);
 * ```
 */
export function weakLearnerChecks(
  learner: WeakLearner,
  options: WeakLearnerContractOptions = {},
): ContractCheck[] {
  const params = checkParameters(options, 50);
  const input = arbWeakLearnerInput(options.dataset ?? {});
  const withExtraRows = input.chain((inp) =>
    fc.tuple(fc.constant(inp), arbCsrMatrix({ rows: { min: 1, max: 6 }, cols: inp.data.X.cols })),
  );
  const onInput = (check: (learner: WeakLearner, inp: WeakLearnerInput) => void) => () =>
    runProperty(input, (inp) => check(learner, inp), params);
  const checks: ContractCheck[] = [
    {
      name: "fit returns a hypothesis whose vote writes a finite number for every label",
      run: onInput(votesAreFinite),
    },
    { name: "fit leaves the training set and the weights unchanged", run: onInput(inputUnchanged) },
    { name: "fit is deterministic", run: onInput(fitIsDeterministic) },
    {
      name: "fromJSON(JSON.parse(JSON.stringify(h.toJSON()))) votes bit for bit the same",
      run: () => runProperty(withExtraRows, (pair) => jsonRoundTrip(learner, pair), params),
    },
    {
      name: "fromJSON rejects malformed JSON with a TextboostError E_MODEL_FORMAT",
      run: () =>
        runProperty(input, (inp) => malformedJsonRejected(learner, inp, options.invalidJSON ?? []), {
          ...params,
          numRuns: Math.min(params.numRuns, 10),
        }),
    },
  ];
  if (options.zAtMostOne === true) {
    const tolerance = options.zTolerance ?? 1e-9;
    checks.push({
      name: "Z = Σ D(i,j)·exp(−y(i,j)·h(x_i,j)) ≤ 1",
      run: onInput((l, inp) => zAtMostOne(l, inp, tolerance)),
    });
  }
  return checks;
}

/**
 * Runs every check of the weak-learner contract and returns the failures (empty when the learner
 * keeps the contract). For tests that assert on the outcome; most users want
 * {@link describeWeakLearner}.
 *
 * @param learner - the weak learner under test
 * @param options - see {@link WeakLearnerContractOptions}
 * @returns one {@link ContractFailure} per failed check
 *
 * @example
 * ```ts
 * expect(checkWeakLearner(myLearner)).toEqual([]);
 * ```
 */
export function checkWeakLearner(
  learner: WeakLearner,
  options: WeakLearnerContractOptions = {},
): ContractFailure[] {
  return weakLearnerChecks(learner, options).flatMap((c) => {
    const message = c.run();
    return message === undefined ? [] : [{ check: c.name, message }];
  });
}

/**
 * Declares a vitest `describe` block that checks a `WeakLearner` against the contract of
 * `@textboost/core`, on random small training sets (including documents with no feature and labels
 * with no positive) and random distributions D:
 *
 * - `fit` returns a hypothesis whose `vote` writes a finite number for every label of every row;
 * - `fit` leaves X, its CSC form, Y, the signs and the weights unchanged;
 * - `fit` is deterministic (same votes, same JSON);
 * - `fromJSON(JSON.parse(JSON.stringify(h.toJSON())))` votes bit for bit the same, on the training
 *   rows and on other rows, and serialises to the same JSON;
 * - `fromJSON` of malformed JSON throws a TextboostError with code `E_MODEL_FORMAT`;
 * - with `zAtMostOne: true`, the AdaBoost.MH normaliser Z ≤ 1.
 *
 * Call it at the top level of a test file.
 *
 * @param name - the `describe` title
 * @param learner - the weak learner under test
 * @param options - see {@link WeakLearnerContractOptions}
 *
 * @example
 * ```ts
 * // presence-stump.test.ts: the built-in real stump, checked as you would check your learner
 * import { presenceStump } from "@textboost/stumps";
 * import { describeWeakLearner } from "@textboost/testing";
 *
 * describeWeakLearner("presence stump", presenceStump({ variant: "real" }), { zAtMostOne: true });
 * ```
 */
export function describeWeakLearner(
  name: string,
  learner: WeakLearner,
  options: WeakLearnerContractOptions = {},
): void {
  describe(name, () => {
    for (const check of weakLearnerChecks(learner, options)) {
      it(check.name, options.timeout === undefined ? {} : { timeout: options.timeout }, () => {
        const failure = check.run();
        if (failure !== undefined) throw new Error(failure);
      });
    }
  });
}
