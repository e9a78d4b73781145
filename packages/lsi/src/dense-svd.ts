import type { DenseMatrix } from "@textboost/core";
import { denseTimes, denseTranspose } from "./dense-product.js";
import { householderQr } from "./householder-qr.js";
import { jacobiSvd, type SmallSvd } from "./jacobi-svd.js";

/**
 * The full thin SVD of a dense matrix: Householder QR of the tall side, then one-sided Jacobi on the
 * small triangular factor (`a = q·r`, `r = uᵣ·s·vᵀ`, so `a = (q·uᵣ)·s·vᵀ`). A wide matrix is handled
 * through its transpose. Cost about 2·p·c² + a few c³ for p x c with p ≥ c.
 *
 * @param a - a row-major p x c matrix (not modified)
 * @returns `u` (p x min(p, c)), `s` (min(p, c), descending) and `v` (c x min(p, c))
 */
export function denseSvd(a: DenseMatrix): SmallSvd {
  if (a.rows < a.cols) {
    const t = tallSvd(denseTranspose(a));
    return { u: t.v, s: t.s, v: t.u };
  }
  return tallSvd(a);
}

function tallSvd(a: DenseMatrix): SmallSvd {
  const { q, r } = householderQr(a);
  const small = jacobiSvd(r);
  return { u: denseTimes(q, small.u), s: small.s, v: small.v };
}
