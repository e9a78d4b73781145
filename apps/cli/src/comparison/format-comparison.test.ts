import { describe, expect, it } from "vitest";
import type { ComparisonPoint, ComparisonRun } from "./comparison.js";
import { formatComparison } from "./format-comparison.js";

const point = (iterations: number, microF1: number, macroF1: number): ComparisonPoint => ({
  iterations,
  microF1,
  macroF1,
  hammingLoss: 0.125,
  subsetAccuracy: 0.5,
  rankingLoss: null,
  oneError: 0.25,
  averagePrecision: 0.75,
});

/** The table's cells, split on runs of two or more spaces (the column gap), without the rule line. */
const cells = (table: string): string[][] =>
  table
    .trimEnd()
    .split("\n")
    .filter((_, i) => i !== 1)
    .map((line) => line.trim().split(/ {2,}/));

describe("formatComparison", () => {
  const runs: ComparisonRun[] = [
    { algorithm: "adaboost-mh", trainMs: 1500, points: [point(10, 0.6, 0.3), point(5, 0.5, 0.2)] },
    {
      algorithm: "mp-boost",
      name: "mp-boost (real)",
      trainMs: 250,
      points: [point(5, 0.4, 0.35), point(10, 0.7, 0.3)],
    },
  ];

  it("prints a line per run and S, S increasing, with the run's training time on its first line", () => {
    const t = cells(formatComparison(runs));
    expect(t[0]).toEqual([
      "algorithm",
      "S",
      "F1 micro",
      "F1 macro",
      "Hamming loss",
      "subset acc.",
      "ranking loss",
      "one-error",
      "avg precision",
      "train (s)",
    ]);
    expect(t.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ["adaboost-mh", "5"],
      ["adaboost-mh", "10"],
      ["mp-boost (real)", "5"],
      ["mp-boost (real)", "10"],
    ]);
    expect(t[1]!.at(-1)).toBe("1.50");
    expect(t[3]!.at(-1)).toBe("0.25");
    expect(t[2]!.length).toBe(t[1]!.length - 1); // no time on a run's later lines
    expect(t[1]).toContain("n/a"); // ranking loss null
  });

  it("prints each point's own training time when every S is a separate fit (mlrf), not the run's total on the first line", () => {
    const forest: ComparisonRun = {
      algorithm: "mlrf",
      trainMs: 5000,
      points: [
        { ...point(5, 0.4, 0.3), trainMs: 1250 },
        { ...point(10, 0.5, 0.3), trainMs: 3750 },
      ],
    };
    const t = cells(formatComparison([forest]));
    expect(t.slice(1).map((r) => r.at(-1))).toEqual(["1.25", "3.75"]);
  });

  it("marks the best F1 micro and macro at each S shared by several runs", () => {
    const t = cells(formatComparison(runs));
    // S=5: micro best adaboost-mh 0.5, macro best mp-boost 0.35; S=10: micro best mp-boost 0.7, macro tie 0.3
    expect(t[1]!.slice(2, 4)).toEqual(["0.5000*", "0.2000"]);
    expect(t[3]!.slice(2, 4)).toEqual(["0.4000", "0.3500*"]);
    expect(t[2]!.slice(2, 4)).toEqual(["0.6000", "0.3000*"]);
    expect(t[4]!.slice(2, 4)).toEqual(["0.7000*", "0.3000*"]);
  });

  it("adds a column per cover when points hold covering errors, n/a where a run lacks it", () => {
    const withCovers: ComparisonRun[] = [
      {
        ...runs[0]!,
        points: runs[0]!.points.map((p) => ({ ...p, coveringError: { hamming: p.iterations / 4 } })),
      },
      { ...runs[1]!, points: runs[1]!.points.map((p) => ({ ...p, coveringError: { "zero-one": 0.5 } })) },
    ];
    const t = cells(formatComparison(withCovers));
    expect(t[0]!.slice(-3)).toEqual(["cov. err. hamming", "cov. err. zero-one", "train (s)"]);
    expect(t[1]!.slice(-3)).toEqual(["1.2500", "n/a", "1.50"]); // adaboost-mh S=5
    expect(t[2]!.slice(-2)).toEqual(["2.5000", "n/a"]); // S=10, no time
    expect(t[3]!.slice(-3)).toEqual(["n/a", "0.5000", "0.25"]);
  });

  it("marks nothing for a single run, and prints the header alone for none", () => {
    expect(formatComparison(runs.slice(0, 1))).not.toContain("*");
    expect(cells(formatComparison([]))).toHaveLength(1);
  });
});
