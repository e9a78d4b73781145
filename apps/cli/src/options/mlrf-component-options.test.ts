import { FOREST_CALIBRATIONS, FOREST_COMBINES } from "@textboost/rotation-forest";
import { Command, type Option } from "commander";
import { describe, expect, it } from "vitest";
import { addMlrfComponentOptions } from "./mlrf-component-options.js";

/** The choices `train` offers for an option, as commander holds them. */
function choicesOf(flag: string): readonly string[] | undefined {
  const option = addMlrfComponentOptions(new Command("train")).options.find((o: Option) => o.long === flag);
  if (option === undefined) throw new Error(`train has no ${flag}`);
  return option.argChoices;
}

// The command line keeps its own copy of these values so that building it loads no forest package
// (test/lazy-loading.test.ts); this test fails when the copy and the forest's values drift apart.
describe("the forest's values on the command line", () => {
  it("--calibration offers exactly FOREST_CALIBRATIONS, in their order", () => {
    expect(choicesOf("--calibration")).toEqual([...FOREST_CALIBRATIONS]);
  });

  it("--combine offers exactly FOREST_COMBINES, in their order", () => {
    expect(choicesOf("--combine")).toEqual([...FOREST_COMBINES]);
  });
});
