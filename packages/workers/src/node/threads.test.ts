import { availableParallelism } from "node:os";
import { isTextboostError } from "@textboost/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_THREADS, readThreads, resolveThreads, THREADS_ENV } from "./threads.js";

const noEnv = { env: {} };

/** The error `run` throws, or undefined. */
function failure(run: () => unknown): unknown {
  try {
    run();
    return undefined;
  } catch (e) {
    return e;
  }
}

describe("resolveThreads", () => {
  it("returns every whole number in [1, MAX_THREADS] as it is, given as a number or read from text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_THREADS }), (n) => {
        expect(resolveThreads(n, noEnv)).toBe(n);
        expect(readThreads(String(n))).toBe(n);
        expect(readThreads(` ${n} `)).toBe(n);
      }),
      { numRuns: 100 },
    );
  });

  it("refuses 0, negatives, fractions, NaN, infinities and counts above MAX_THREADS with E_INVALID_ARGUMENT", () => {
    const bad = fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: MAX_THREADS + 1 }),
      fc.double().filter((x) => !Number.isInteger(x)),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
    );
    fc.assert(
      fc.property(bad, (n) => {
        const e = failure(() => resolveThreads(n, noEnv));
        expect(isTextboostError(e) && e.code === "E_INVALID_ARGUMENT").toBe(true);
        expect((e as Error).message).toContain(`integer in [1, ${MAX_THREADS}]`);
      }),
      { numRuns: 100 },
    );
  });

  it("refuses text other than auto (read it with readThreads first)", () => {
    for (const text of ["2", "x", ""]) {
      const e = failure(() => resolveThreads(text as "auto", noEnv));
      expect(isTextboostError(e) && e.code === "E_INVALID_ARGUMENT").toBe(true);
    }
  });
});

describe("readThreads", () => {
  it("reads auto, and refuses text that is not a whole number in [1, MAX_THREADS], naming it", () => {
    expect(readThreads(" auto ")).toBe("auto");
    for (const text of ["0", "-2", "1.5", "x", "", "2e1", "257", "0x10", "Auto", "1 2"]) {
      const e = failure(() => readThreads(text, "--threads"));
      expect(isTextboostError(e) && e.code === "E_INVALID_ARGUMENT").toBe(true);
      expect((e as Error).message).toContain(
        `--threads must be "auto" or an integer in [1, ${MAX_THREADS}], got ${JSON.stringify(text)}`,
      );
    }
  });
});

describe("resolveThreads without a count", () => {
  it('takes "auto" and nothing as the cores, capped at MAX_THREADS and at least 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 * MAX_THREADS }), (cores) => {
        const want = Math.max(1, Math.min(MAX_THREADS, cores));
        expect(resolveThreads("auto", { env: {}, cores })).toBe(want);
        expect(resolveThreads(undefined, { env: {}, cores })).toBe(want);
      }),
      { numRuns: 50 },
    );
    expect(resolveThreads("auto", noEnv)).toBe(Math.min(MAX_THREADS, Math.max(1, availableParallelism())));
  });

  it(`reads ${THREADS_ENV} when nothing is given, and only then`, () => {
    const env = { [THREADS_ENV]: "3" };
    expect(resolveThreads(undefined, { env, cores: 8 })).toBe(3);
    expect(resolveThreads(5, { env, cores: 8 })).toBe(5);
    expect(resolveThreads("auto", { env, cores: 8 })).toBe(8);
    expect(resolveThreads(undefined, { env: { [THREADS_ENV]: "auto" }, cores: 6 })).toBe(6);
    expect(resolveThreads(undefined, { env: { [THREADS_ENV]: "  " }, cores: 6 })).toBe(6);
  });

  it(`names ${THREADS_ENV} when its value is bad`, () => {
    for (const value of ["0", "many", "1.5", "1000"]) {
      const e = failure(() => resolveThreads(undefined, { env: { [THREADS_ENV]: value }, cores: 2 }));
      expect(isTextboostError(e) && e.code === "E_INVALID_ARGUMENT").toBe(true);
      expect((e as Error).message).toContain(THREADS_ENV);
    }
  });
});
