import fc from "fast-check";

/** Run parameters of a contract check. */
export interface RunParams {
  readonly numRuns: number;
  readonly seed?: number;
}

/** Parameters for `fc.check` from the contract options. */
export function checkParameters(options: { numRuns?: number; seed?: number }, numRuns: number): RunParams {
  return options.seed === undefined
    ? { numRuns: options.numRuns ?? numRuns }
    : { numRuns: options.numRuns ?? numRuns, seed: options.seed };
}

/** Runs a property; returns fast-check's report on failure, `undefined` when it holds. */
export function runProperty<T>(
  arb: fc.Arbitrary<T>,
  predicate: (value: T) => void,
  params: RunParams,
): string | undefined {
  const out = fc.check(fc.property(arb, predicate), {
    ...params,
    includeErrorInReport: true,
  } as fc.Parameters<[T]>);
  return out.failed ? fc.defaultReportMessage(out) : undefined;
}

/** The asynchronous form of {@link runProperty}. */
export async function runAsyncProperty<T>(
  arb: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  params: RunParams,
): Promise<string | undefined> {
  const out = await fc.check(fc.asyncProperty(arb, predicate), {
    ...params,
    includeErrorInReport: true,
  } as fc.Parameters<[T]>);
  return out.failed ? fc.defaultReportMessage(out) : undefined;
}

/** A violated contract: thrown inside a property, reported with the counterexample. */
export class ContractViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContractViolation";
  }
}

/** Throws a {@link ContractViolation} unless `condition` holds. */
export function ensure(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new ContractViolation(message());
}

/** The first position where two arrays differ bit for bit (`Object.is`: NaN = NaN, 0 ≠ -0): -1 when they are identical, -2 when their lengths differ. */
export function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return -2;
  for (let k = 0; k < a.length; k++) if (!Object.is(a[k], b[k])) return k;
  return -1;
}

/** A short printable description of a thrown value. */
export function describeThrown(e: unknown): string {
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code;
    return `${e.name}${code === undefined ? "" : ` ${String(code)}`}: ${e.message}`;
  }
  return `non-error ${String(e)}`;
}
