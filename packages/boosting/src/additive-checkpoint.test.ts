import { fc, test } from "@fast-check/vitest";
import type { Dataset, TrainingCheckpoint, WeakLearner } from "@textboost/core";
import { decodeFloat64, encodeFloat64, isTextboostError } from "@textboost/core";
import { perLabelStump, presenceStump } from "@textboost/stumps";
import { arbDataset, mirrorImageTerms, zipfDataset } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { boostAdditive, type Normalization } from "./boost-additive.js";

const runs = [
  ["global", () => presenceStump()],
  ["per-label", () => perLabelStump()],
] as const;

/** Trains `iterations` rounds, saving a checkpoint every `every` rounds; returns the model and the checkpoints (through JSON). */
async function withCheckpoints(
  data: Dataset,
  normalization: Normalization,
  learner: WeakLearner,
  iterations: number,
  every: number,
) {
  const saved: TrainingCheckpoint[] = [];
  const model = await boostAdditive(data, {
    algorithm: "t",
    learner,
    normalization,
    iterations,
    checkpoint: { every, save: (cp) => void saved.push(JSON.parse(JSON.stringify(cp))) },
  });
  return { model, saved };
}

/** Resumes from each checkpoint in `saved` and expects the model `uninterrupted`, bit for bit. */
async function expectResumesExactly(
  data: Dataset,
  options: {
    normalization: Normalization;
    learner: () => WeakLearner;
    iterations: number;
    refreshEvery?: number;
  },
  saved: readonly TrainingCheckpoint[],
  uninterrupted: { toJSON(): unknown },
) {
  const { learner, ...rest } = options;
  for (const cp of saved) {
    const resumed = await boostAdditive(data, { algorithm: "t", learner: learner(), ...rest, resume: cp });
    expect(JSON.stringify(resumed.toJSON())).toBe(JSON.stringify(uninterrupted.toJSON()));
  }
}

describe.each(runs)("checkpoints of the boosting loop (%s normalization)", (normalization, makeLearner) => {
  test.prop(
    [
      arbDataset({ kind: "non-degenerate" }),
      fc.integer({ min: 2, max: 12 }),
      fc.integer({ min: 1, max: 11 }),
    ],
    {
      numRuns: 30,
    },
  )(
    "resuming from any checkpoint gives the uninterrupted model, bit for bit",
    async (data, iterations, every) => {
      const { model, saved } = await withCheckpoints(data, normalization, makeLearner(), iterations, every);
      expect(saved.map((c) => c.iteration)).toEqual(
        Array.from({ length: Math.floor((iterations - 1) / every) }, (_, k) => (k + 1) * every),
      );
      await expectResumesExactly(data, { normalization, learner: makeLearner, iterations }, saved, model);
    },
  );

  it("resumes bit for bit where two mirror-image terms tie and the weights span 13 orders of magnitude", async () => {
    const data = mirrorImageTerms();
    for (const iterations of [9, 30]) {
      const { model, saved } = await withCheckpoints(data, normalization, makeLearner(), iterations, 1);
      await expectResumesExactly(data, { normalization, learner: makeLearner, iterations }, saved, model);
    }
  });

  it("resumes bit for bit on a larger Zipfian corpus through the incremental statistics' refreshes", async () => {
    const data = zipfDataset(3, 300, 400, 6);
    const { model, saved } = await withCheckpoints(data, normalization, makeLearner(), 300, 70);
    expect(saved.length).toBe(4);
    await expectResumesExactly(
      data,
      { normalization, learner: makeLearner, iterations: 300, refreshEvery: 50 },
      saved,
      model,
    );
  });

  it("saves the last finished round when training is aborted, and resumes from it", async () => {
    const data = zipfDataset(5, 80, 60, 4);
    const full = await boostAdditive(data, {
      algorithm: "t",
      learner: makeLearner(),
      normalization,
      iterations: 40,
    });
    const controller = new AbortController();
    const saved: TrainingCheckpoint[] = [];
    await expect(
      boostAdditive(data, {
        algorithm: "t",
        learner: makeLearner(),
        normalization,
        iterations: 40,
        signal: controller.signal,
        onIteration: (e) => {
          if (e.iteration === 17) controller.abort();
        },
        checkpoint: { every: 10, save: (cp) => void saved.push(JSON.parse(JSON.stringify(cp))) },
      }),
    ).rejects.toThrow(/abort/i);
    expect(saved.map((c) => c.iteration)).toEqual([10, 17]);
    const resumed = await boostAdditive(data, {
      algorithm: "t",
      learner: makeLearner(),
      normalization,
      iterations: 40,
      resume: saved[1]!,
    });
    expect(JSON.stringify(resumed.toJSON())).toBe(JSON.stringify(full.toJSON()));
  });
});

describe("a checkpoint that does not fit the run", () => {
  it("is refused: other data, learner, normalization, algorithm, too many rounds, a damaged state", async () => {
    const data = zipfDataset(1, 40, 30, 3);
    const { saved } = await withCheckpoints(data, "global", presenceStump(), 10, 5);
    const cp = saved[0]!;
    const other = zipfDataset(2, 40, 30, 3);
    const attempt = async (changes: Partial<Parameters<typeof boostAdditive>[1]>, on: Dataset = data) => {
      try {
        await boostAdditive(on, {
          algorithm: "t",
          learner: presenceStump(),
          normalization: "global",
          iterations: 10,
          resume: cp,
          ...changes,
        });
        return "resumed";
      } catch (e) {
        return isTextboostError(e) ? e.code : String(e);
      }
    };
    expect(await attempt({})).toBe("resumed");
    expect(await attempt({}, other)).toBe("E_INVALID_ARGUMENT");
    expect(await attempt({ learner: perLabelStump() })).toBe("E_INVALID_ARGUMENT");
    expect(await attempt({ normalization: "per-label" })).toBe("E_INVALID_ARGUMENT");
    expect(await attempt({ algorithm: "u" })).toBe("E_INVALID_ARGUMENT");
    expect(await attempt({ iterations: 4 })).toBe("E_INVALID_ARGUMENT");
    const damaged = { ...cp, state: { ...(cp.state as object), weights: "AAAA" } } as TrainingCheckpoint;
    expect(await attempt({ resume: damaged })).toBe("E_MODEL_FORMAT");
    expect(await attempt({ checkpoint: { every: 0, save: () => {} } })).toBe("E_INVALID_ARGUMENT");
  });

  it("is refused when edited in its votes, its weights, its options, its data fingerprint or its rounds; untouched, it resumes to the same model", async () => {
    const data = zipfDataset(3, 40, 30, 3);
    const run = { selectFeatures: 20 };
    const saved: TrainingCheckpoint[] = [];
    const options = { algorithm: "t", normalization: "global", iterations: 10, checkpointRun: run } as const;
    const full = await boostAdditive(data, {
      ...options,
      learner: presenceStump(),
      checkpoint: { every: 5, save: (cp) => void saved.push(JSON.parse(JSON.stringify(cp))) },
    });
    const cp = saved[0]!;
    const resume = async (
      from: TrainingCheckpoint,
      checkpointRun: Record<string, unknown> = run,
      on = data,
    ) => {
      try {
        const model = await boostAdditive(on, {
          ...options,
          learner: presenceStump(),
          checkpointRun,
          resume: from,
        });
        return JSON.stringify(model.toJSON()) === JSON.stringify(full.toJSON())
          ? "same model"
          : "another model";
      } catch (e) {
        return isTextboostError(e) ? `${e.code}: ${e.detail}` : String(e);
      }
    };
    /** A deep copy of the checkpoint with one change made by `edit` (well-formed: only the digest can tell). */
    const edited = (edit: (c: { state: Record<string, unknown> } & Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(cp));
      edit(copy);
      return copy as TrainingCheckpoint;
    };
    /** Changes the first number found in a JSON value (a vote of a hypothesis). */
    const bumpFirstNumber = (v: unknown): boolean => {
      if (typeof v !== "object" || v === null) return false;
      for (const [k, x] of Object.entries(v)) {
        if (typeof x === "number" && !Number.isInteger(x)) {
          (v as Record<string, unknown>)[k] = x + 0.25;
          return true;
        }
        if (bumpFirstNumber(x)) return true;
      }
      return false;
    };
    const altered = "E_MODEL_FORMAT: the checkpoint does not match its digest";
    expect(await resume(cp)).toBe("same model");
    const votes = edited((c) => expect(bumpFirstNumber((c.state.rounds as unknown[])[0])).toBe(true));
    expect(await resume(votes)).toMatch(altered);
    const weights = edited((c) => {
      const w = decodeFloat64(c.state.weights as string);
      w[0] = w[0]! * 2;
      c.state.weights = encodeFloat64(w);
    });
    expect(await resume(weights)).toMatch(altered);
    expect(await resume(edited((c) => void (c.run = { ...(c.run as object), selectFeatures: 30 })))).toMatch(
      altered,
    );
    expect(await resume(edited((c) => void (c.fingerprint = "fnv1a:0:0:0:00000000")))).toMatch(altered);
    expect(await resume(edited((c) => void (c.iteration = 4)))).toMatch(altered);
    // Untouched, but resumed with other options or on other data: refused, naming the option.
    expect(await resume(cp, { selectFeatures: 30 })).toBe(
      "E_INVALID_ARGUMENT: this checkpoint was made with other options (selectFeatures: saved 20, this run 30); resume with the options it was made with",
    );
    expect(await resume(cp, run, zipfDataset(4, 40, 30, 3))).toMatch(
      /^E_INVALID_ARGUMENT: this checkpoint was made on other training data/,
    );
  });
});
