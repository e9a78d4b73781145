import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { evaluate, MEASURE_NAMES } from "./evaluate.js";
import { measureGoal } from "./measure-goal.js";
import { denseFrom, labelMatrixFromBools, smallCase } from "./test-support/fixtures.js";
import { perfectScores } from "./test-support/transforms.js";

describe("measureGoal", () => {
  it("names the direction of every measure and rejects other names", () => {
    expect(MEASURE_NAMES.map((n) => [n, measureGoal(n)])).toEqual(
      MEASURE_NAMES.map((n) => [n, /Loss|oneError|coverage/.test(n) ? "min" : "max"]),
    );
    expect(() => measureGoal("accuracy" as "microF1")).toThrow(/unknown measure "accuracy"/);
  });

  test.prop([smallCase])(
    "perfect scores are never worse than any scores, in the measure's direction",
    (c) => {
      const Y = labelMatrixFromBools(c.truth, c.m);
      const given = evaluate(Y, denseFrom(c.scores, c.m));
      const perfect = evaluate(Y, denseFrom(perfectScores(c.truth), c.m));
      for (const name of MEASURE_NAMES) {
        const a = perfect[name];
        const b = given[name];
        if (a === null || b === null) continue;
        if (measureGoal(name) === "max") expect(a).toBeGreaterThanOrEqual(b - 1e-12);
        else expect(a).toBeLessThanOrEqual(b + 1e-12);
      }
    },
  );
});
