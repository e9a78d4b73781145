import { truncatedSvd } from "@textboost/lsi";
import { describe, expect, it } from "vitest";
import { BLOCK_POWER_ITERATIONS, blockSvdOptions, SMALL_BLOCK } from "./block-svd.js";

describe("blockSvdOptions", () => {
  it("leaves small blocks to truncatedSvd's own choice and factorises large ones by the randomised method", () => {
    expect(blockSvdOptions(SMALL_BLOCK, 10_000)).toEqual({});
    expect(blockSvdOptions(10_000, SMALL_BLOCK)).toEqual({});
    expect(blockSvdOptions(SMALL_BLOCK + 1, SMALL_BLOCK + 1)).toEqual({
      method: "randomized",
      powerIterations: BLOCK_POWER_ITERATIONS,
    });
  });

  it("finds the leading singular values of a large block with a clear spectrum", () => {
    // 300 x 200, rank 3 with singular values 30, 20, 10 plus a little structured noise.
    const rows = 300;
    const cols = 200;
    const data = new Float64Array(rows * cols);
    const unit = (n: number, f: number, s: number) =>
      Float64Array.from({ length: n }, (_, i) => Math.sin((i + 1) * f + s) / Math.sqrt(n / 2));
    for (const [sigma, f] of [
      [30, 0.37],
      [20, 0.91],
      [10, 1.73],
    ] as const) {
      const u = unit(rows, f, 0.1);
      const v = unit(cols, f * 1.3, 0.7);
      for (let i = 0; i < rows; i++)
        for (let j = 0; j < cols; j++) data[i * cols + j]! += sigma * u[i]! * v[j]!;
    }
    for (let i = 0; i < data.length; i++) data[i]! += 0.01 * Math.cos(i * 7.1);
    const exact = truncatedSvd({ rows, cols, data }, { k: 3, seed: 1, method: "exact" });
    const fast = truncatedSvd({ rows, cols, data }, { k: 3, seed: 1, ...blockSvdOptions(cols, rows) });
    for (let c = 0; c < 3; c++) expect(fast.S[c]!).toBeCloseTo(exact.S[c]!, 3);
  });
});
