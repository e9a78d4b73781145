import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { householderQr } from "./householder-qr.js";
import { at, dense, multiply, orthonormalityError } from "./test-support/reference.js";

const arbTall = fc
  .record({ cols: fc.integer({ min: 1, max: 7 }), extra: fc.integer({ min: 0, max: 6 }) })
  .chain(({ cols, extra }) =>
    fc
      .array(fc.oneof(fc.constant(0), fc.integer({ min: -9, max: 9 })), {
        minLength: (cols + extra) * cols,
        maxLength: (cols + extra) * cols,
      })
      .map((v) => dense(cols + extra, cols, v)),
  );

test.prop([arbTall], { numRuns: 200 })(
  "q is orthonormal (whatever the rank), r upper triangular, q·r = a",
  (a) => {
    const { q, r } = householderQr(a);
    expect(orthonormalityError(q)).toBeLessThan(1e-12);
    for (let i = 0; i < r.rows; i++) for (let j = 0; j < i; j++) expect(at(r, i, j)).toBe(0);
    const qr = multiply(q, r);
    for (let i = 0; i < a.data.length; i++)
      expect(Math.abs(qr.data[i]! - a.data[i]!)).toBeLessThan(1e-12 * 10);
  },
);

test.prop([arbTall, fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), { maxLength: 60 })], {
  numRuns: 200,
})("the WebAssembly reflections give the JavaScript twin's q and r bit for bit", (a, noise) => {
  // Real-valued entries too, so that every rounding of the two paths is compared.
  const b = dense(
    a.rows,
    a.cols,
    Array.from(a.data, (x, i) => x + (noise[i % Math.max(1, noise.length)] ?? 0) / 7),
  );
  for (const m of [a, b]) {
    const wasm = householderQr(m);
    const js = householderQr(m, { wasm: false });
    expect(Array.from(wasm.q.data)).toEqual(Array.from(js.q.data));
    expect(Array.from(wasm.r.data)).toEqual(Array.from(js.r.data));
  }
});

test.prop([arbTall, arbTall])("a factorisation's q is its own: a later one does not change it", (a, b) => {
  const first = householderQr(a);
  const copy = Array.from(first.q.data);
  householderQr(b);
  expect(Array.from(first.q.data)).toEqual(copy);
});
