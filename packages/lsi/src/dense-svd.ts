import type { DenseMatrix } from "@textboost/core";
import { denseTimes } from "./dense-product.js";
import { householderQr } from "./householder-qr.js";
import { jacobiSvd, type SmallSvd } from "./jacobi-svd.js";

/**
 * The thin SVD of a tall dense matrix (p ≥ c): Householder QR, then one-sided Jacobi on the c x c
 * triangular factor (`a = q·r`, `r = uᵣ·s·vᵀ`, so `a = (q·uᵣ)·s·vᵀ`). Cost about 2·p·c² plus a few c³.
 *
 * @param a - a row-major p x c matrix with p ≥ c (not modified)
 * @returns `u` (p x c), `s` (c, descending) and `v` (c x c)
 */
export function denseSvd(a: DenseMatrix): SmallSvd {
  const { q, r } = householderQr(a);
  const small = jacobiSvd(r);
  return { u: denseTimes(q, small.u), s: small.s, v: small.v };
}
