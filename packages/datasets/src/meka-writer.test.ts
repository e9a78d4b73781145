import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { mekaSplit, parseMeka } from "./meka.js";
import { formatMekaArff } from "./meka-writer.js";
import { datasetArbitrary, expectSameDataset } from "./test-support/arbitrary-dataset.js";
import { caught } from "./test-support/errors.js";

describe("MEKA writer", () => {
  test.prop([datasetArbitrary({ minLabels: 1 })])(
    "write then read gives the same data set (labels first, -C n in the relation name)",
    async (d) => {
      const lines = [...formatMekaArff(d, { name: "set" })];
      expectSameDataset(await parseMeka(lines), d);
    },
  );

  test.prop([
    datasetArbitrary({ minLabels: 1 }).chain((d) => fc.tuple(fc.constant(d), fc.nat({ max: d.X.rows }))),
  ])("trainSize is written as MEKA's -split-number", async ([d, trainSize]) => {
    const lines = [...formatMekaArff(d, { name: "set", trainSize })];
    expect(lines[0]).toBe(`@relation 'set: -C ${d.labelNames.length} -split-number ${trainSize}'`);
    expect(mekaSplit(`set: -C ${d.labelNames.length} -split-number ${trainSize}`)).toEqual({
      number: trainSize,
    });
  });

  it("refuses a data set without labels or a trainSize beyond the documents", async () => {
    const [d] = fc.sample(datasetArbitrary({ minLabels: 1 }), { numRuns: 1, seed: 3 });
    expect(
      (
        await caught(() => [
          ...formatMekaArff({
            ...d!,
            labelNames: [],
            Y: { ...d!.Y, cols: 0, indices: new Int32Array(0), indptr: new Int32Array(d!.X.rows + 1) },
          }),
        ])
      ).message,
    ).toMatch(/no labels/);
    expect((await caught(() => [...formatMekaArff(d!, { trainSize: d!.X.rows + 1 })])).message).toMatch(
      /trainSize/,
    );
  });
});
