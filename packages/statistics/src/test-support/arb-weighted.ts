import { fc } from "@fast-check/vitest";
import { csrFromRows, labelMatrix, trainingSet } from "@textboost/sparse";

/**
 * A small training set with 1 to 21 labels (the SIMD kernels' eight-wide, two-wide and odd paths)
 * and weights D of magnitudes far apart (a different order of additions would show in the bits),
 * with zeros among them when `zeros` is set.
 */
export function arbWeighted(options: { readonly zeros?: boolean } = {}) {
  const magnitudes = [
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.double({ min: 1e-300, max: 1e300, noNaN: true }),
  ];
  const weight = options.zeros ? fc.oneof(fc.constant(0), ...magnitudes) : fc.oneof(...magnitudes);
  return fc
    .record({
      g: fc.integer({ min: 1, max: 12 }),
      r: fc.integer({ min: 1, max: 6 }),
      m: fc.integer({ min: 1, max: 21 }),
    })
    .chain(({ g, r, m }) =>
      fc.record({
        x: fc.array(fc.array(fc.boolean(), { minLength: r, maxLength: r }), { minLength: g, maxLength: g }),
        y: fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: g, maxLength: g }),
        w: fc.array(weight, { minLength: g * m, maxLength: g * m }),
      }),
    )
    .map(({ x, y, w }) => {
      const X = csrFromRows(
        x.map((row) => ({ indices: row.flatMap((on, k) => (on ? [k] : [])) })),
        x[0]!.length,
      );
      const Y = labelMatrix(
        y.map((row) => row.flatMap((on, j) => (on ? [j] : []))),
        y[0]!.length,
      );
      return { ts: trainingSet(X, Y), D: Float64Array.from(w), w };
    });
}
