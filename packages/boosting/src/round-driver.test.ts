import type { Dataset, IterationEvent } from "@textboost/core";
import { DEFAULT_ITERATIONS, isTextboostError, MAX_ITERATIONS } from "@textboost/core";
import { zipfDataset } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { driveRounds, startRounds } from "./round-driver.js";

const codeOf = async (run: () => unknown): Promise<string | undefined> => {
  try {
    await run();
  } catch (error) {
    return isTextboostError(error) ? error.code : String(error);
  }
  return undefined;
};

describe("startRounds", () => {
  const data: Dataset = zipfDataset(1, 20, 10, 3);

  it("defaults to DEFAULT_ITERATIONS and rejects a bad count or a fired signal", async () => {
    expect(startRounds(data, {})).toBe(DEFAULT_ITERATIONS);
    expect(startRounds(data, { iterations: 7 })).toBe(7);
    expect(await codeOf(() => startRounds(data, { iterations: 0 }))).toBe("E_INVALID_ARGUMENT");
    expect(await codeOf(() => startRounds(data, { iterations: 2.5 }))).toBe("E_INVALID_ARGUMENT");
    // At most a million rounds: 1e9 would run for weeks and outgrow memory with its records.
    expect(startRounds(data, { iterations: 1_000_000 })).toBe(MAX_ITERATIONS);
    for (const iterations of [1_000_001, 1e9, 1e20, Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(await codeOf(() => startRounds(data, { iterations }))).toBe("E_INVALID_ARGUMENT");
    }
    expect(await codeOf(() => startRounds(data, { signal: { aborted: true } }))).toBe("E_ABORTED");
  });
});

describe("driveRounds", () => {
  it("runs rounds first..iterations in order, reporting each after it ran, then afterRound", async () => {
    const log: string[] = [];
    const events: IterationEvent[] = [];
    await driveRounds(
      {
        iterations: 5,
        first: 3,
        onIteration: (e) => {
          events.push(e);
          log.push(`event ${e.iteration}`);
        },
        afterRound: (s) => {
          log.push(`after ${s}`);
        },
      },
      (s) => {
        log.push(`round ${s}`);
        return { loss: 1 / s, z: s };
      },
    );
    expect(log).toEqual([
      "round 3",
      "event 3",
      "after 3",
      "round 4",
      "event 4",
      "after 4",
      "round 5",
      "event 5",
      "after 5",
    ]);
    expect(events.map((e) => [e.iteration, e.iterations, e.loss, e.z])).toEqual([
      [3, 5, 1 / 3, 3],
      [4, 5, 1 / 4, 4],
      [5, 5, 1 / 5, 5],
    ]);
  });

  it("stops before the next round when the signal fires, after onAbort with the rounds done", async () => {
    const signal = { aborted: false };
    const done: number[] = [];
    const ran: number[] = [];
    const code = await codeOf(() =>
      driveRounds(
        {
          iterations: 10,
          signal,
          onAbort: async (n) => {
            done.push(n);
          },
        },
        (s) => {
          ran.push(s);
          if (s === 4) signal.aborted = true;
          return { loss: 1, z: 1 };
        },
      ),
    );
    expect(code).toBe("E_ABORTED");
    expect(ran).toEqual([1, 2, 3, 4]);
    expect(done).toEqual([4]);
  });
});
