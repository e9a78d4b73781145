import { fc, test } from "@fast-check/vitest";
import { isTextboostError, type LabelMatrix } from "@textboost/core";
import { csrFromRows } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { kappaErrorDiagram } from "./kappa-error.js";

const toMatrix = (rows: boolean[][], cols: number): LabelMatrix =>
  csrFromRows(
    rows.map((r) => ({ indices: r.flatMap((b, j) => (b ? [j] : [])) })),
    cols,
    { binary: true },
  );

const arbCase = fc
  .record({
    n: fc.integer({ min: 1, max: 8 }),
    m: fc.integer({ min: 1, max: 4 }),
    members: fc.integer({ min: 2, max: 4 }),
  })
  .chain(({ n, m, members }) => {
    const table = fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), {
      minLength: n,
      maxLength: n,
    });
    return fc.record({
      truth: table,
      predictions: fc.array(table, { minLength: members, maxLength: members }),
      m: fc.constant(m),
    });
  });

/** Cohen's κ from the 2x2 table, by the textbook formula; undefined when p_e = 1. */
function kappa(a: boolean[], b: boolean[]): number | undefined {
  const n = a.length;
  const count = (f: (u: boolean, v: boolean) => boolean) => a.filter((u, i) => f(u, b[i]!)).length;
  const n11 = count((u, v) => u && v);
  const n00 = count((u, v) => !u && !v);
  const a1 = count((u) => u);
  const b1 = count((_, v) => v);
  const po = (n11 + n00) / n;
  const pe = (a1 / n) * (b1 / n) + ((n - a1) / n) * ((n - b1) / n);
  return pe === 1 ? undefined : (po - pe) / (1 - pe);
}

describe("kappaErrorDiagram", () => {
  test.prop([arbCase])(
    "is the mean over labels of Cohen's κ and the mean Hamming loss, for every pair",
    ({ truth, predictions, m }) => {
      const d = kappaErrorDiagram(
        predictions.map((p) => toMatrix(p, m)),
        toMatrix(truth, m),
      );
      const hamming = predictions.map(
        (p) => p.flat().filter((v, q) => v !== truth.flat()[q]).length / (truth.length * m),
      );
      expect(d.memberErrors).toEqual(hamming);
      const N = predictions.length;
      expect(d.points).toHaveLength((N * (N - 1)) / 2);
      for (const point of d.points) {
        const ks = Array.from({ length: m }, (_, j) =>
          kappa(
            predictions[point.a]!.map((r) => r[j]!),
            predictions[point.b]!.map((r) => r[j]!),
          ),
        ).filter((k): k is number => k !== undefined);
        expect(point.a).toBeLessThan(point.b);
        expect(point.kappa).toBeCloseTo(ks.length === 0 ? 1 : ks.reduce((s, k) => s + k, 0) / ks.length, 12);
        expect(point.error).toBeCloseTo((hamming[point.a]! + hamming[point.b]!) / 2, 15);
      }
    },
  );

  it("gives κ = 1 to identical members and κ = −1 to opposite ones", () => {
    const P = toMatrix([[true], [false], [true], [false]], 1);
    const Q = toMatrix([[false], [true], [false], [true]], 1);
    const { points } = kappaErrorDiagram([P, P, Q], P);
    expect(points.map((p) => [p.a, p.b, p.kappa, p.error])).toEqual([
      [0, 1, 1, 0],
      [0, 2, -1, 0.5],
      [1, 2, -1, 0.5],
    ]);
  });

  it("refuses one member and mismatched shapes", () => {
    const P = toMatrix([[true]], 1);
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return isTextboostError(e) ? e.code : "other";
      }
      return "none";
    };
    expect(code(() => kappaErrorDiagram([P], P))).toBe("E_INVALID_ARGUMENT");
    expect(code(() => kappaErrorDiagram([P, toMatrix([[true, false]], 2)], P))).toBe("E_SHAPE");
  });
});
