import { fc, test } from "@fast-check/vitest";
import type { TrainingSet } from "@textboost/core";
import { csrFromRows, labelMatrix, trainingSet } from "@textboost/sparse";
import { arbDataset, arbPairWeights, arbTwinColumns, withTwinColumns } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { perLabelStump } from "./per-label-stump.js";
import { presenceStump } from "./presence-stump.js";
import { streamedPerLabelStump, streamedPresenceStump } from "./streamed-stump.js";
import { STUMP_VARIANTS } from "./stump-variant.js";

/**
 * A training set whose columns include copies of other columns and empty columns (terms whose
 * statistics tie exactly, which the table learners compact away), with weights of a few shapes:
 * random, uniform, and concentrated on one pair (keys near the floors).
 */
const arbTwinnedInput = fc
  .tuple(
    arbDataset({ binary: true }),
    arbTwinColumns({ maxCopies: 6 }),
    fc.constantFrom("random", "uniform", "spike"),
  )
  .chain(([dataset, twins, shape]) => {
    const { X } = withTwinColumns(dataset.X, twins);
    const data = trainingSet(X, dataset.Y);
    const pairs = X.rows * dataset.Y.cols;
    const weights =
      shape === "random"
        ? arbPairWeights(X.rows, dataset.Y.cols)
        : fc.nat({ max: Math.max(0, pairs - 1) }).map((at) => {
            const w = new Float64Array(pairs).fill(shape === "uniform" ? 1 / pairs : 1e-12);
            if (shape === "spike" && pairs > 0) w[at] = 1;
            return w;
          });
    return weights.map((w) => ({ data, weights: w }));
  })
  .filter(({ data }) => data.X.cols > 0 && data.X.rows > 0);

/** The bits of a hypothesis' JSON: equal only when every vote and pivot is the same double. */
const bits = (h: { toJSON(): unknown }): string =>
  JSON.stringify(h.toJSON(), (_k, v) => (typeof v === "number" && Object.is(v, -0) ? "-0" : v));

/** Per-label candidate lists: a random ascending subset of the terms for each label, never empty. */
const candidatesFor = (data: TrainingSet, seed: number): number[][] =>
  Array.from({ length: data.Y.cols }, (_, j) => {
    const list = Array.from({ length: data.X.cols }, (_, k) => k).filter(
      (k) => ((k + 1) * 2654435761 + (j + 1) * 40503 + seed) % 3 !== 0,
    );
    return list.length > 0 ? list : [data.X.cols - 1];
  });

describe.each(STUMP_VARIANTS)("streamed stumps (%s)", (variant) => {
  test.prop([arbTwinnedInput], { numRuns: 150 })(
    "streamedPresenceStump gives presenceStump's hypothesis, bit for bit",
    ({ data, weights }) => {
      const table = presenceStump({ variant }).fit(data, weights);
      const streamed = streamedPresenceStump({ variant }).fit(data, weights);
      expect(bits(streamed)).toBe(bits(table));
    },
  );

  test.prop([arbTwinnedInput], { numRuns: 150 })(
    "streamedPerLabelStump gives perLabelStump's hypothesis, bit for bit",
    ({ data, weights }) => {
      const table = perLabelStump({ variant }).fit(data, weights);
      const streamed = streamedPerLabelStump({ variant }).fit(data, weights);
      expect(bits(streamed)).toBe(bits(table));
    },
  );

  test.prop([arbTwinnedInput, fc.nat()], { numRuns: 100 })(
    "with candidate lists too",
    ({ data, weights }, seed) => {
      const candidates = candidatesFor(data, seed);
      const table = perLabelStump({ variant, candidates }).fit(data, weights);
      const streamed = streamedPerLabelStump({ variant, candidates }).fit(data, weights);
      expect(bits(streamed)).toBe(bits(table));
    },
  );
});

describe("streamed stumps", () => {
  it("take the table learners' names, so a model does not tell them apart", () => {
    for (const variant of STUMP_VARIANTS) {
      expect(streamedPresenceStump({ variant }).name).toBe(presenceStump({ variant }).name);
      expect(streamedPerLabelStump({ variant }).name).toBe(perLabelStump({ variant }).name);
    }
  });

  it("refuse weights of another shape with E_SHAPE", () => {
    const data = trainingSet(csrFromRows([{ indices: [0] }, { indices: [1] }], 2), labelMatrix([[0], []], 1));
    expect(() => streamedPresenceStump().fit(data, new Float64Array(3))).toThrow(
      expect.objectContaining({ code: "E_SHAPE" }),
    );
    expect(() => streamedPerLabelStump().fit(data, new Float64Array(1))).toThrow(
      expect.objectContaining({ code: "E_SHAPE" }),
    );
    // The run checks once, when it starts.
    expect(() => streamedPresenceStump().startIncremental(data, new Float64Array(3))).toThrow(
      expect.objectContaining({ code: "E_SHAPE" }),
    );
    expect(() => streamedPerLabelStump().startIncremental(data, new Float64Array(1))).toThrow(
      expect.objectContaining({ code: "E_SHAPE" }),
    );
  });

  it("refuse an unknown variant and a bad epsilon", () => {
    expect(() => streamedPresenceStump({ variant: "gentle" as never })).toThrow(
      expect.objectContaining({ code: "E_INVALID_ARGUMENT" }),
    );
    const data = trainingSet(csrFromRows([{ indices: [0] }], 1), labelMatrix([[0]], 1));
    expect(() => streamedPerLabelStump({ epsilon: -1 }).fit(data, new Float64Array(1))).toThrow(
      expect.objectContaining({ code: "E_INVALID_ARGUMENT" }),
    );
  });
});
