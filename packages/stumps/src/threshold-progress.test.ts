import { test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { arbContinuousData, csrFromDenseRows, labelMatrixFromRows } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { perLabelThresholdStump } from "./per-label-threshold-stump.js";
import { SCAN_PROGRESS_EVERY } from "./threshold-scan.js";
import { thresholdStump } from "./threshold-stump.js";

describe("onProgress of the threshold stumps", () => {
  test.prop([arbContinuousData])(
    "is told the features scanned out of all, ascending, ending with all of them; the stump is the same",
    ({ x, y, w }) => {
      const total = w.reduce((a, b) => a + b, 0);
      const weights = Float64Array.from(w, (v) => v / total);
      const ts = trainingSet(csrFromDenseRows(x), labelMatrixFromRows(y));
      for (const make of [thresholdStump, perLabelThresholdStump] as const) {
        const calls: [number, number][] = [];
        const h = make({ onProgress: (done, all) => calls.push([done, all]) }).fit(ts, weights);
        expect(calls.at(-1)).toEqual([ts.X.cols, ts.X.cols]);
        for (const [i, [done, all]] of calls.entries()) {
          expect(all).toBe(ts.X.cols);
          if (i > 0) expect(done).toBeGreaterThan(calls[i - 1]![0]);
        }
        expect(JSON.stringify(h.toJSON())).toBe(JSON.stringify(make().fit(ts, weights).toJSON()));
      }
    },
  );

  it("reports within a round every few features, not only at its end", () => {
    const cols = 3 * SCAN_PROGRESS_EVERY + 5;
    const x = Array.from({ length: 6 }, (_, i) =>
      Array.from({ length: cols }, (_, k) => ((i * 7 + k) % 5) / 4),
    );
    const y = Array.from({ length: 6 }, (_, i) => [i % 2 === 0]);
    const ts = trainingSet(csrFromDenseRows(x), labelMatrixFromRows(y));
    const done: number[] = [];
    thresholdStump({ onProgress: (d) => done.push(d) }).fit(ts, new Float64Array(6).fill(1 / 6));
    expect(done).toEqual([SCAN_PROGRESS_EVERY, 2 * SCAN_PROGRESS_EVERY, 3 * SCAN_PROGRESS_EVERY, cols]);
  });
});
