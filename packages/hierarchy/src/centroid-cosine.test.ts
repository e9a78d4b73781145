import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { centroidCosine } from "./centroid-cosine.js";
import { arbSmallData, csrOf, labelsOf } from "./test-support/arbitraries.js";
import { refCosine } from "./test-support/reference.js";

describe("centroidCosine", () => {
  it("is the cosine between mean vectors (the TSDoc example)", () => {
    const X = csrOf(
      [
        [1, 0, 0],
        [1, 1, 0],
        [0, 0, 1],
      ],
      3,
    );
    const Y = labelsOf(
      [
        [true, false],
        [true, true],
        [false, true],
      ],
      2,
    );
    const s = centroidCosine(X, Y).data;
    expect(Array.from(s)).toEqual([
      1,
      expect.closeTo(Math.sqrt(0.6), 14),
      expect.closeTo(Math.sqrt(0.6), 14),
      1,
    ]);
  });

  test.prop([arbSmallData])(
    "agrees with the cosine of the dense centroids; zero centroids give 0",
    ({ X, Y }) => {
      const m = Y[0]!.length;
      const f = X[0]!.length;
      const got = centroidCosine(csrOf(X, f), labelsOf(Y, m));
      const centroid = (j: number) => {
        const docs = Y.flatMap((row, i) => (row[j] ? [i] : []));
        return Array.from(
          { length: f },
          (_, t) => docs.reduce((s, i) => s + X[i]![t]!, 0) / Math.max(docs.length, 1),
        );
      };
      for (let j = 0; j < m; j++) {
        for (let k = 0; k < m; k++) {
          const ref =
            j === k ? (centroid(j).some((v) => v !== 0) ? 1 : 0) : refCosine(centroid(j), centroid(k));
          expect(got.data[j * m + k]).toBeCloseTo(ref, 12);
        }
      }
    },
  );

  test.prop([arbSmallData, fc.infiniteStream(fc.nat())])(
    "exactly symmetric, and permuting the labels permutes the matrix bit for bit",
    ({ X, Y }, randomness) => {
      const m = Y[0]!.length;
      const f = X[0]!.length;
      const got = centroidCosine(csrOf(X, f), labelsOf(Y, m));
      const perm = Array.from({ length: m }, (_, j) => j);
      const r = randomness.take(m);
      let k = 0;
      for (const x of r) {
        const other = k + (x % (m - k));
        [perm[k], perm[other]] = [perm[other]!, perm[k]!];
        k++;
      }
      const permuted = centroidCosine(
        csrOf(X, f),
        labelsOf(
          Y.map((row) => perm.map((j) => row[j]!)),
          m,
        ),
      );
      for (let a = 0; a < m; a++) {
        for (let b = 0; b < m; b++) {
          expect(got.data[a * m + b]).toBe(got.data[b * m + a]);
          expect(permuted.data[a * m + b]).toBe(got.data[perm[a]! * m + perm[b]!]);
        }
      }
    },
  );

  it("rejects features that do not fit the labels, or are not finite", () => {
    const Y = labelsOf([[true]], 1);
    expect(() => centroidCosine(csrOf([[1], [1]], 1), Y)).toThrow(/E_SHAPE/);
    const nan = { ...csrOf([[1]], 1), values: Float64Array.of(Number.NaN) };
    expect(() => centroidCosine(nan, Y)).toThrow(/E_NUMERIC/);
  });
});
