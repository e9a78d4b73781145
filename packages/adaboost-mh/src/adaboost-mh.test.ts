import { fc, test } from "@fast-check/vitest";
import type { CsrMatrix } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import { presenceStump, STUMP_VARIANTS, type StumpHypothesis } from "@textboost/stumps";
import { arbDenseBinaryDataset } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { adaBoostMH } from "./adaboost-mh.js";
import { loadAdaBoostMH } from "./load-adaboost-mh.js";

/** A small random data set: dense 0/1 mirrors plus the CSR form. */
const arbData = (labels?: number) => arbDenseBinaryDataset(labels === undefined ? {} : { labels });

/** f(d_i, j) summed round by round from the hypotheses' own votes (no compression). */
function uncompressedScores(
  model: Awaited<ReturnType<ReturnType<typeof adaBoostMH>["fit"]>>,
  X: CsrMatrix,
): Float64Array {
  const m = model.labels.length;
  const out = new Float64Array(X.rows * m);
  const v = new Float64Array(m);
  for (const h of model.rounds) {
    for (let i = 0; i < X.rows; i++) {
      h.vote(X, i, v);
      for (let j = 0; j < m; j++) out[i * m + j]! += v[j]!;
    }
  }
  return out;
}

describe.each(STUMP_VARIANTS)("adaBoostMH (%s)", (variant) => {
  test.prop([arbData(), fc.integer({ min: 1, max: 12 })], { numRuns: 60 })(
    "Z_s <= 1 every round, the exponential loss never increases and equals Π Z_s, Hamming loss <= Π Z_s",
    async ({ x, y, dataset }, S) => {
      const model = await adaBoostMH({ variant }).fit(dataset, { iterations: S });
      const { z, loss } = model.trace!;
      let product = 1;
      z.forEach((zs, s) => {
        expect(zs).toBeLessThanOrEqual(1 + 1e-12);
        product *= zs;
        expect(loss[s]).toBeCloseTo(product, 12);
        if (s > 0) expect(loss[s]!).toBeLessThanOrEqual(loss[s - 1]! * (1 + 1e-12));
      });
      const f = model.scores(dataset.X).data;
      const g = x.length;
      const m = y[0]!.length;
      let exp = 0;
      let hamming = 0;
      for (let i = 0; i < g; i++) {
        for (let j = 0; j < m; j++) {
          const yy = y[i]![j] ? 1 : -1;
          exp += Math.exp(-yy * f[i * m + j]!);
          if (yy * f[i * m + j]! <= 0) hamming++;
        }
      }
      expect(exp / (g * m)).toBeCloseTo(product, 9);
      expect(hamming / (g * m)).toBeLessThanOrEqual(product + 1e-12);
    },
  );

  test.prop([arbData(), fc.integer({ min: 1, max: 15 })], { numRuns: 40 })(
    "compression by pivot changes no score, at every prefix S",
    async ({ dataset }, S) => {
      const model = await adaBoostMH({ variant }).fit(dataset, { iterations: S });
      const direct = uncompressedScores(model, dataset.X);
      const compressed = model.scores(dataset.X).data;
      direct.forEach((v, p) => {
        expect(compressed[p]).toBeCloseTo(v, 10);
      });
      expect(model.compressed().pivots.length).toBeLessThanOrEqual(S);
    },
  );

  test.prop([arbData(), fc.integer({ min: 1, max: 10 })], { numRuns: 40 })(
    "a JSON round trip keeps every score bit for bit, at every S",
    async ({ dataset }, S) => {
      const model = await adaBoostMH({ variant }).fit(dataset, { iterations: S });
      const back = loadAdaBoostMH(JSON.parse(JSON.stringify(model.toJSON())));
      for (let s = 0; s <= S; s++) {
        expect(Array.from(back.scores(dataset.X, { rounds: s }).data)).toEqual(
          Array.from(model.scores(dataset.X, { rounds: s }).data),
        );
      }
    },
  );

  test.prop([arbData(1)], { numRuns: 60 })(
    "with one label, round 1 is the brute-force best stump",
    async ({ x, y, dataset }) => {
      const model = await adaBoostMH({ variant }).fit(dataset, { iterations: 1 });
      const h = model.rounds[0] as StumpHypothesis;
      const g = x.length;
      const Z = x[0]!.map((_, k) => {
        const W = [
          [0, 0],
          [0, 0],
        ];
        for (let i = 0; i < g; i++) W[x[i]![k] ? 1 : 0]![y[i]![0] ? 1 : 0]! += 1 / g;
        const [[n0, p0], [n1, p1]] = W as [[number, number], [number, number]];
        if (variant === "real") return 2 * (Math.sqrt(p0 * n0) + Math.sqrt(p1 * n1));
        if (variant === "abstaining") return p0 + n0 + 2 * Math.sqrt(p1 * n1);
        // Discrete: Z = √(1 − r²) is least where r is greatest; compare −r, which does not cancel near r = 1.
        return -(Math.abs(p0 - n0) + Math.abs(p1 - n1));
      });
      const best = Math.min(...Z);
      expect(Z[h.term]).toBeCloseTo(best, 10);
      expect(h.term).toBe(Z.findIndex((z) => z <= best + 1e-9 * Math.abs(best) + 1e-15));
    },
  );
});

describe("adaBoostMH fit options", () => {
  const data = fc.sample(arbData(3), { seed: 3, numRuns: 1 })[0]!.dataset;

  test.prop([arbData(), fc.integer({ min: 1, max: 12 })], { numRuns: 30 })(
    "engine { incremental: false, simd: false } writes the same model file",
    async ({ dataset }, S) => {
      const fast = await adaBoostMH().fit(dataset, { iterations: S });
      const plain = await adaBoostMH({ engine: { incremental: false, simd: false } }).fit(dataset, {
        iterations: S,
      });
      expect(JSON.stringify(plain.toJSON())).toBe(JSON.stringify(fast.toJSON()));
    },
  );

  it("evaluating a long model at S gives the model trained for S rounds", async () => {
    const long = await adaBoostMH().fit(data, { iterations: 12 });
    const short = await adaBoostMH().fit(data, { iterations: 5 });
    expect(Array.from(long.scores(data.X, { rounds: 5 }).data)).toEqual(
      Array.from(short.scores(data.X).data),
    );
  });

  it("reports every round through onIteration", async () => {
    const seen: number[] = [];
    await adaBoostMH().fit(data, { iterations: 7, onIteration: (e) => seen.push(e.iteration) });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("stops with E_ABORTED when the signal fires", async () => {
    const c = new AbortController();
    const p = adaBoostMH().fit(data, {
      iterations: 50,
      signal: c.signal,
      onIteration: (e) => e.iteration === 3 && c.abort(),
    });
    await expect(p).rejects.toSatisfy((e) => isTextboostError(e, "E_ABORTED"));
  });

  it("rejects bad iterations, mismatched names and a wrong number of columns", async () => {
    await expect(adaBoostMH().fit(data, { iterations: 0 })).rejects.toThrow(/iterations/);
    await expect(adaBoostMH().fit({ ...data, labelNames: [] })).rejects.toThrow(/label names/);
    const model = await adaBoostMH().fit(data, { iterations: 2 });
    expect(() => model.scores({ ...data.X, cols: data.X.cols + 1 })).toThrow(/columns/);
    expect(() => model.scores(data.X, { rounds: 3 })).toThrow(/rounds/);
  });

  it("explains a score as the sum of its pivots' votes", async () => {
    const model = await adaBoostMH().fit(data, { iterations: 8 });
    for (let row = 0; row < data.X.rows; row++) {
      for (let j = 0; j < 3; j++) {
        const e = model.explain(data.X, row, j);
        const sum = e.contributions.reduce((s, c) => s + c.vote, 0);
        expect(sum).toBeCloseTo(model.scores(data.X).data[row * 3 + j]!, 10);
        expect(e.score).toBe(model.scores(data.X).data[row * 3 + j]);
      }
    }
  });

  it("predicts the labels whose score is above the threshold, and probabilities are logistic(2f)", async () => {
    const model = await adaBoostMH().fit(data, { iterations: 8 });
    const s = model.scores(data.X).data;
    const p = model.probabilities(data.X).data;
    const Y = model.predict(data.X, { thresholds: 0.1 });
    for (let i = 0; i < data.X.rows; i++) {
      const got = Array.from(Y.indices.subarray(Y.indptr[i], Y.indptr[i + 1]));
      expect(got).toEqual([0, 1, 2].filter((j) => s[i * 3 + j]! > 0.1));
      for (let j = 0; j < 3; j++)
        expect(p[i * 3 + j]).toBeCloseTo(1 / (1 + Math.exp(-2 * s[i * 3 + j]!)), 12);
    }
  });

  it("refuses another algorithm's model file", async () => {
    const json = (await adaBoostMH().fit(data, { iterations: 1 })).toJSON();
    expect(() => loadAdaBoostMH({ ...json, algorithm: "mp-boost" })).toThrow(/mp-boost/);
    expect(() =>
      loadAdaBoostMH({
        ...json,
        body: { rounds: [{ type: "stump", term: 99, absent: [0, 0, 0], present: [0, 0, 0] }] },
      }),
    ).toThrow(/outside/);
  });
});

describe("adaBoostMH settings in the model file", () => {
  const data = fc.sample(arbData(2), { seed: 5, numRuns: 1 })[0]!.dataset;
  it("records the variant, also when a custom learner is given with an explicit variant", async () => {
    const plain = (await adaBoostMH({ variant: "discrete" }).fit(data, { iterations: 1 })).toJSON().body;
    const custom = (
      await adaBoostMH({ variant: "discrete", learner: presenceStump({ variant: "discrete" }) }).fit(data, {
        iterations: 1,
      })
    ).toJSON().body;
    const bare = (await adaBoostMH({ learner: presenceStump() }).fit(data, { iterations: 1 })).toJSON().body;
    const variantOf = (body: unknown) => (body as { settings: { variant?: string } }).settings.variant;
    expect(variantOf(plain)).toBe("discrete");
    expect(variantOf(custom)).toBe("discrete");
    expect(variantOf(bare)).toBeUndefined();
  });
});
