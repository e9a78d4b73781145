// Dense vector kernels of the Lanczos process: dot, axpy, scaling and Gram–Schmidt.

/**
 * Classical Gram–Schmidt against `basis`, repeated once when the first pass cancelled more than
 * half of the norm (Kahan and Parlett's "twice is enough"; a Lanczos vector usually needs one pass);
 * returns the norm of what is left.
 */
export function orthogonalize(x: Float64Array, basis: readonly Float64Array[]): number {
  const coefficients = new Float64Array(basis.length);
  let norm = Math.sqrt(dot(x, x));
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < basis.length; i++) coefficients[i] = dot(basis[i]!, x);
    for (let i = 0; i < basis.length; i++) axpy(-coefficients[i]!, basis[i]!, x);
    const after = Math.sqrt(dot(x, x));
    const enough = after > 0.5 * norm;
    norm = after;
    if (enough) break;
  }
  return norm;
}

export function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

export function axpy(c: number, x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < y.length; i++) y[i]! += c * x[i]!;
}

export function scaleBy(x: Float64Array, c: number): void {
  for (let i = 0; i < x.length; i++) x[i]! *= c;
}
