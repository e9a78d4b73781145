import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { compileCover, storedElement } from "./compile-cover.js";
import { coveringLoss } from "./covering-loss.js";
import { coveringLossWeights } from "./covering-loss-weights.js";
import { elementCoveringLoss } from "./document-covering-loss.js";
import { hammingCover } from "./hamming-cover.js";
import { arbCoverCase } from "./test-support/arb-case.js";
import { arbCover } from "./test-support/arb-cover.js";
import { bruteCoveringLoss, labelVectors } from "./test-support/brute-force.js";
import { zeroOneCover } from "./zero-one-cover.js";

describe("coveringLoss", () => {
  test.prop([arbCoverCase()])(
    "equals the definition of Section 2 for moderate scores",
    ({ Y, scores, cover }) => {
      const L = coveringLoss(cover, Y, scores);
      expect(L).toBeCloseTo(bruteCoveringLoss(cover, Y, scores), 9);
    },
  );

  test.prop([arbCoverCase({ huge: true })])(
    "is finite and non-negative at any finite margin",
    ({ Y, scores, cover }) => {
      const L = coveringLoss(cover, Y, scores);
      expect(Number.isFinite(L)).toBe(true);
      expect(L).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop([arbCoverCase({ huge: true })])(
    "each element lies between max(0, max_l z_l) and that plus log(1 + |a|) (log-sum-exp bounds)",
    ({ Y, scores, cover }) => {
      let lower = 0;
      let upper = 0;
      labelVectors(Y).forEach((y, i) => {
        for (const e of cover.elements(y)) {
          const zmax = Math.max(0, ...e.labels.map((j) => -y[j]! * scores.data[i * Y.cols + j]!));
          lower += e.multiplicity * zmax;
          upper += e.multiplicity * (zmax + Math.log(1 + e.labels.length));
        }
      });
      const L = coveringLoss(cover, Y, scores) * Y.rows;
      expect(L).toBeGreaterThanOrEqual(lower * (1 - 1e-12) - 1e-12);
      expect(L).toBeLessThanOrEqual(upper * (1 + 1e-12) + 1e-12);
    },
  );

  it("the example of the docs, and huge margins", () => {
    const Y = {
      format: "csr",
      rows: 1,
      cols: 2,
      indptr: Int32Array.of(0, 1),
      indices: Int32Array.of(0),
    } as const;
    expect(coveringLoss(zeroOneCover(), Y, { rows: 1, cols: 2, data: Float64Array.of(0, 0) })).toBeCloseTo(
      Math.log(3),
      14,
    );
    expect(coveringLoss(hammingCover(), Y, { rows: 1, cols: 2, data: Float64Array.of(0, 0) })).toBeCloseTo(
      2 * Math.LN2,
      14,
    );
    // y = (+1, −1), f = (−1e6, 1e6): both margins −1e6, loss ≈ 1e6 + log 2 for zero-one
    const far = coveringLoss(zeroOneCover(), Y, { rows: 1, cols: 2, data: Float64Array.of(-1e6, 1e6) });
    expect(far).toBeCloseTo(1e6 + Math.LN2, 6);
    // right with huge margins: loss ≈ 2·e^(−1000) ≈ 0, not NaN
    expect(coveringLoss(zeroOneCover(), Y, { rows: 1, cols: 2, data: Float64Array.of(1000, -1000) })).toBe(0);
    expect(coveringLoss(hammingCover(), Y, { rows: 1, cols: 2, data: Float64Array.of(30, -30) })).toBeCloseTo(
      2 * Math.log1p(Math.exp(-30)),
      25,
    );
  });
});

describe("coveringLossWeights", () => {
  test.prop([arbCoverCase()])(
    "Q(i, l) = Σ_s q(i, s, l) of Figure 2, and the same loss",
    ({ Y, scores, cover }) => {
      const { loss, weights } = coveringLossWeights(compileCover(cover, Y), scores);
      expect(loss).toBeCloseTo(coveringLoss(cover, Y, scores), 12);
      const m = Y.cols;
      const expected = new Float64Array(Y.rows * m);
      labelVectors(Y).forEach((y, i) => {
        for (const e of cover.elements(y)) {
          let denom = 1;
          for (const j of e.labels) denom += Math.exp(-y[j]! * scores.data[i * m + j]!);
          for (const j of e.labels)
            expected[i * m + j]! += (e.multiplicity * Math.exp(-y[j]! * scores.data[i * m + j]!)) / denom;
        }
      });
      weights.forEach((w, p) => {
        expect(w).toBeCloseTo(expected[p]!, 10);
      });
    },
  );

  test.prop([arbCoverCase(), fc.nat()])(
    "Q(i, l) = −y ∂(m·L)/∂f(i, l) (a central finite difference)",
    ({ Y, scores, cover }, pick) => {
      const compiled = compileCover(cover, Y);
      const { weights } = coveringLossWeights(compiled, scores);
      const p = pick % scores.data.length;
      const h = 1e-5;
      const at = (delta: number) => {
        const data = Float64Array.from(scores.data);
        data[p]! += delta;
        return coveringLossWeights(compiled, { ...scores, data }).loss * Y.rows;
      };
      const y = compiled.signs[p]!;
      const derivative = (at(h) - at(-h)) / (2 * h);
      expect(-y * derivative).toBeCloseTo(weights[p]!, 5);
    },
  );

  test.prop([arbCoverCase({ huge: true })])(
    "weights are finite and in [0, Σ multiplicity] at any margin",
    ({ Y, scores, cover }) => {
      const compiled = compileCover(cover, Y);
      const { loss, weights } = coveringLossWeights(compiled, scores);
      expect(Number.isFinite(loss)).toBe(true);
      for (let i = 0; i < Y.rows; i++) {
        let mass = 0;
        for (let s = compiled.documentStart[i]!; s < compiled.documentStart[i + 1]!; s++)
          mass += compiled.storedMultiplicity[storedElement(compiled, i, s)]!;
        for (let j = 0; j < Y.cols; j++) {
          const w = weights[i * Y.cols + j]!;
          expect(w).toBeGreaterThanOrEqual(0);
          expect(w).toBeLessThanOrEqual(mass * (1 + 1e-12));
        }
      }
    },
  );
});

describe("elementCoveringLoss of an element of one label", () => {
  test.prop([arbCoverCase({ huge: true, cover: (m) => fc.oneof(fc.constant(hammingCover()), arbCover(m)) })])(
    "has the bits of the documented operations: z = −y f, M = max(0, z), e = exp(z − M), c · log1p(e) or c · (M + log(exp(−M) + e)), q = e · c / (exp(−M) + e)",
    ({ Y, scores, cover }) => {
      const compiled = compileCover(cover, Y);
      const m = Y.cols;
      for (let i = 0; i < Y.rows; i++) {
        for (let s = compiled.documentStart[i]!; s < compiled.documentStart[i + 1]!; s++) {
          const t = storedElement(compiled, i, s);
          if (compiled.storedLabelStart[t + 1]! - compiled.storedLabelStart[t]! !== 1) continue;
          const j = compiled.storedLabels[compiled.storedLabelStart[t]!]!;
          const weights = new Float64Array(Y.rows * m);
          const term = elementCoveringLoss(compiled, scores.data, i, s, weights, new Float64Array(1));
          const z = -compiled.signs[i * m + j]! * scores.data[i * m + j]!;
          const M = Math.max(z, 0);
          const e = Math.exp(z - M);
          const c = compiled.storedMultiplicity[t]!;
          const want = c * (M === 0 ? Math.log1p(e) : M + Math.log(Math.exp(-M) + e));
          expect(Object.is(term, want)).toBe(true);
          expect(Object.is(weights[i * m + j], e * (c / (Math.exp(-M) + e)))).toBe(true);
          // No other label's weight is touched.
          expect(weights.filter((w) => w !== 0).length).toBeLessThanOrEqual(1);
        }
      }
    },
  );
});
