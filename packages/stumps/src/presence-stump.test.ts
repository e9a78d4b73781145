import { fc, test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { arbSmallWeightedData, bruteTermWeights, type SmallWeightedData } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { perLabelStump } from "./per-label-stump.js";
import { presenceStump } from "./presence-stump.js";
import { STUMP_VARIANTS, type StumpVariant } from "./stump-variant.js";

/** The criterion of each variant computed from the definitions, for term k over `labels`. */
function bruteZ(d: SmallWeightedData, variant: StumpVariant, k: number, labels: readonly number[]): number {
  let sum = 0;
  for (const j of labels) {
    const W = bruteTermWeights(d, k, j);
    if (variant === "real") sum += 2 * (Math.sqrt(W[0][1] * W[0][0]) + Math.sqrt(W[1][1] * W[1][0]));
    else if (variant === "abstaining") sum += W[0][0] + W[0][1] + 2 * Math.sqrt(W[1][1] * W[1][0]);
    else sum += Math.abs(W[0][1] - W[0][0]) + Math.abs(W[1][1] - W[1][0]);
  }
  // Discrete: Z = √(W² − r²) is least where r is greatest; compare −r, which does not cancel near r = W.
  return variant === "discrete" ? -sum : sum;
}

/** The actual normaliser of hypothesis votes: Σ D exp(−y h). */
function actualZ(
  d: SmallWeightedData,
  vote: (i: number, j: number) => number,
  labels: readonly number[],
): number {
  const m = d.y[0]!.length;
  let z = 0;
  d.x.forEach((_, i) => {
    for (const j of labels) z += d.weights[i * m + j]! * Math.exp(-(d.y[i]![j] ? 1 : -1) * vote(i, j));
  });
  return z;
}

describe.each(STUMP_VARIANTS)("presenceStump(%s)", (variant) => {
  test.prop([arbSmallWeightedData({ labels: 1 })])(
    "with one label matches a brute-force stump search",
    (d) => {
      const ts = trainingSet(d.dataset.X, d.dataset.Y);
      const h = presenceStump({ variant }).fit(ts, d.weights);
      const zs = d.x[0]!.map((_, k) => bruteZ(d, variant, k, [0]));
      const best = Math.min(...zs);
      expect(zs[h.term]).toBeCloseTo(best, 10);
      // Ties (within rounding) go to the lowest term id.
      expect(h.term).toBe(zs.findIndex((z) => z <= best + 1e-9 * Math.abs(best) + 1e-15));
    },
  );

  test.prop([arbSmallWeightedData()])(
    "picks the term of minimal Z over all labels, and its actual Z is at most 1",
    (d) => {
      const ts = trainingSet(d.dataset.X, d.dataset.Y);
      const h = presenceStump({ variant }).fit(ts, d.weights);
      const labels = d.y[0]!.map((_, j) => j);
      const zs = d.x[0]!.map((_, k) => bruteZ(d, variant, k, labels));
      expect(zs[h.term]).toBeCloseTo(Math.min(...zs), 10);
      const z = actualZ(d, (i, j) => (d.x[i]![h.term] ? h.present[j]! : h.absent[j]!), labels);
      expect(z).toBeLessThanOrEqual(1 + 1e-12);
    },
  );

  test.prop([arbSmallWeightedData()])("its votes follow equation (4) smoothed by ε = 1/(gm)", (d) => {
    const ts = trainingSet(d.dataset.X, d.dataset.Y);
    const h = presenceStump({ variant }).fit(ts, d.weights);
    const g = d.x.length;
    const m = d.y[0]!.length;
    const eps = 1 / (g * m);
    for (let j = 0; j < m; j++) {
      const W = bruteTermWeights(d, h.term, j);
      const a = (x: 0 | 1) => 0.5 * Math.log((W[x][1] + eps) / (W[x][0] + eps));
      if (variant === "real") {
        expect(h.absent[j]).toBeCloseTo(a(0), 10);
        expect(h.present[j]).toBeCloseTo(a(1), 10);
      } else if (variant === "abstaining") {
        expect(h.absent[j]).toBe(0);
        expect(h.present[j]).toBeCloseTo(a(1), 10);
      } else {
        expect(Math.abs(h.absent[j]!)).toBeCloseTo(Math.abs(h.present[j]!), 12);
        // The sign follows the weighted majority (when it is more than rounding noise).
        if (Math.abs(W[1][1] - W[1][0]) > 1e-12 * (W[1][1] + W[1][0])) {
          expect(Math.sign(h.present[j]!)).toBe(W[1][1] > W[1][0] ? 1 : -1);
        }
      }
    }
  });

  test.prop([arbSmallWeightedData()])("round-trips through JSON", (d) => {
    const learner = presenceStump({ variant });
    const h = learner.fit(trainingSet(d.dataset.X, d.dataset.Y), d.weights);
    const back = learner.fromJSON(JSON.parse(JSON.stringify(h.toJSON())));
    expect(back.term).toBe(h.term);
    expect(Array.from(back.present)).toEqual(Array.from(h.present));
    expect(Array.from(back.absent)).toEqual(Array.from(h.absent));
  });
});

describe.each(STUMP_VARIANTS)("perLabelStump(%s)", (variant) => {
  test.prop([arbSmallWeightedData()])(
    "picks, for every label, the term of minimal Z^j, whose actual Z^j is at most the label's mass",
    (d) => {
      const ts = trainingSet(d.dataset.X, d.dataset.Y);
      const h = perLabelStump({ variant }).fit(ts, d.weights);
      const m = d.y[0]!.length;
      for (let j = 0; j < m; j++) {
        const zs = d.x[0]!.map((_, k) => bruteZ(d, variant, k, [j]));
        expect(zs[h.terms[j]!]).toBeCloseTo(Math.min(...zs), 10);
        let massJ = 0;
        d.x.forEach((_, i) => {
          massJ += d.weights[i * m + j]!;
        });
        const z = actualZ(d, (i, jj) => (d.x[i]![h.terms[jj]!] ? h.present[jj]! : h.absent[jj]!), [j]);
        expect(z).toBeLessThanOrEqual(massJ * (1 + 1e-12));
      }
    },
  );

  test.prop([arbSmallWeightedData(), fc.integer({ min: 0, max: 5 })])(
    "respects per-label candidate terms",
    (d, pick) => {
      const ts = trainingSet(d.dataset.X, d.dataset.Y);
      const r = ts.X.cols;
      const candidates = Array.from({ length: ts.Y.cols }, (_, j) => [(pick + j) % r]);
      const h = perLabelStump({ variant, candidates }).fit(ts, d.weights);
      candidates.forEach((c, j) => {
        expect(h.terms[j]).toBe(c[0]);
      });
    },
  );
});

describe("learner options", () => {
  it("reject unknown variants and bad ε", () => {
    expect(() => presenceStump({ variant: "fancy" as StumpVariant })).toThrow(/unknown stump variant/);
    const d = fc.sample(arbSmallWeightedData(), { seed: 1, numRuns: 1 })[0]!;
    const ts = trainingSet(d.dataset.X, d.dataset.Y);
    expect(() => presenceStump({ epsilon: 0 }).fit(ts, d.weights)).toThrow(/epsilon/);
    expect(() => presenceStump({ epsilon: Number.NaN }).fit(ts, d.weights)).toThrow(/epsilon/);
  });

  it("fromJSON rejects garbage with E_MODEL_FORMAT", () => {
    const learner = presenceStump();
    expect(() => learner.fromJSON({ type: "stump", term: -1, absent: [], present: [] })).toThrow(/term/);
    expect(() => learner.fromJSON({ type: "stump", term: 0, absent: [1], present: [] })).toThrow(/length/);
    expect(() => learner.fromJSON({ type: "nope" })).toThrow();
    expect(() => perLabelStump().fromJSON({ type: "stump", term: 0, absent: [1], present: [1] })).toThrow(
      /per-label-stump/,
    );
  });
});
