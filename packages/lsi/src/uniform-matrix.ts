import type { DenseMatrix, Random } from "@textboost/core";

/**
 * A rows x cols test matrix with independent entries uniform in [-1, 1), drawn row by row from
 * `random`. Uniform rather than Gaussian entries keep the whole SVD free of transcendental functions
 * (whose last bit may differ between JavaScript engines), so a seed gives the same bits everywhere;
 * any such sub-Gaussian test matrix serves the range finder (Halko, Martinsson and Tropp 2011, §4.6).
 *
 * @param rows - number of rows
 * @param cols - number of columns
 * @param random - the seeded generator (advanced by rows · cols draws)
 */
export function uniformMatrix(rows: number, cols: number, random: Random): DenseMatrix {
  const data = new Float64Array(rows * cols);
  for (let i = 0; i < data.length; i++) data[i] = 2 * random.next() - 1;
  return { rows, cols, data };
}
