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
