import { fc, test } from "@fast-check/vitest";
import type { Dataset } from "@textboost/core";
import { csrFromRows, trainingSet } from "@textboost/sparse";
import { arbTwinColumns, type TwinColumns, withTwinColumns } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { adaBoostLC } from "./adaboost-lc.js";
import { distinctTermsApply, fitTermSpace } from "./term-space.js";
import { arbCase, caseOptions } from "./test-support/arbitraries.js";

/** `data` with twin columns (same documents and values) and empty columns mixed in. */
function withTwins(data: Dataset, twins: TwinColumns): Dataset {
  const { X, sources } = withTwinColumns(data.X, twins);
  return { X, Y: data.Y, featureNames: sources.map((u) => `f${u}`), labelNames: data.labelNames };
}

describe("AdaBoost.LC on distinct terms", () => {
  test.prop([arbCase(), arbTwinColumns({ maxCopies: 6 }), fc.boolean()], { numRuns: 60 })(
    "every configuration: the model of the whole term space, byte for byte (twins, empty terms, ties)",
    async (c, twins, incremental) => {
      const data = withTwins(c.data, twins);
      const options = {
        ...caseOptions(c),
        incremental,
      };
      const compacted = await adaBoostLC(options).fit(data, { iterations: 6 });
      const whole = await adaBoostLC({ ...options, distinctTerms: false }).fit(data, { iterations: 6 });
      expect(JSON.stringify(compacted.toJSON())).toBe(JSON.stringify(whole.toJSON()));
    },
  );

  it("applies to presence and stump hypotheses with sequential templates and no row normalisation", () => {
    expect(distinctTermsApply("presence", false, "sequential")).toBe(true);
    expect(distinctTermsApply("stump", false, "sequential")).toBe(true);
    expect(distinctTermsApply("scaled", false, "sequential")).toBe(false);
    expect(distinctTermsApply("presence", true, "sequential")).toBe(false);
    expect(distinctTermsApply("presence", false, "parallel")).toBe(false);
    expect(distinctTermsApply("presence", false, [[0, 1]])).toBe(false);
  });

  it("maps the rounds' hypotheses and templates back, the bias to the last global id and no template to -1", () => {
    // terms 0 and 2 are twins, 1 and 3 have no document: local 0 = global 0, local 1 = global 1
    const X = csrFromRows([{ indices: [0, 2] }, { indices: [0, 2] }, { indices: [] }], 4);
    const Y = csrFromRows([{ indices: [0] }, { indices: [] }, { indices: [0] }], 1);
    const { data, globalUpdate } = fitTermSpace(trainingSet(X, Y), true);
    expect(data.X.cols).toBe(2);
    const update = globalUpdate({
      hypotheses: Int32Array.of(1, 2, 0),
      labels: Int32Array.of(0, 0, 0),
      deltas: Float64Array.of(1, 2, 3),
      templates: Int32Array.of(2, -1),
    });
    expect(Array.from(update.hypotheses)).toEqual([1, 4, 0]);
    expect(Array.from(update.templates)).toEqual([4, -1]);
    expect(Array.from(update.deltas)).toEqual([1, 2, 3]);
  });
});
