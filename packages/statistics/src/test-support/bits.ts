/** The bits of each entry, so that +0 and −0 (or any rounding) would differ. */
export const bits = (values: ArrayLike<number>): bigint[] =>
  Array.from(new BigUint64Array(Float64Array.from(values).buffer));
