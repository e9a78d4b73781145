import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { evaluate } from "./evaluate.js";
import { learningCurve } from "./learning-curve.js";
import { denseFrom, labelMatrixFromSets } from "./test-support/fixtures.js";

const Y = labelMatrixFromSets([[0], [1], [0, 1], []], 3);
// A fake model whose scores move toward the truth as S grows.
const truth = [
  [1, -1, -1],
  [-1, 1, -1],
  [1, 1, -1],
  [-1, -1, -1],
];
const scoresAt = (S: number) =>
  denseFrom(
    truth.map((row, i) => row.map((t, j) => t * S - ((i + j) % 3) + 1)),
    3,
  );

describe("learningCurve", () => {
  it("evaluates each S in order with the chosen measures", () => {
    const seen: number[] = [];
    const curve = learningCurve(
      [0, 1, 5],
      (S) => {
        seen.push(S);
        return scoresAt(S);
      },
      Y,
      ["microF1", "rankingLoss"],
    );
    expect(seen).toEqual([0, 1, 5]);
    expect(curve.map((p) => p.iterations)).toEqual([0, 1, 5]);
    curve.forEach((p) => {
      const r = evaluate(Y, scoresAt(p.iterations));
      expect(p).toEqual({ iterations: p.iterations, microF1: r.microF1, rankingLoss: r.rankingLoss });
    });
    expect(curve[2]!.microF1).toBe(1);
  });

  it("keeps every measure by default", () => {
    const [p] = learningCurve([2], scoresAt, Y);
    expect(Object.keys(p!)).toContain("coverageSklearn");
    expect(Object.keys(p!)).not.toContain("perLabel");
  });

  it("rejects unknown measures and bad S with E_INVALID_ARGUMENT", () => {
    for (const f of [
      () => learningCurve([1], scoresAt, Y, ["f1" as "microF1"]),
      () => learningCurve([1.5], scoresAt, Y),
      () => learningCurve([-1], scoresAt, Y),
    ]) {
      try {
        f();
        expect.unreachable();
      } catch (e) {
        expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
      }
    }
  });
});
