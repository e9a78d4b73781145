/**
 * Counting-sort transpose of a compressed matrix: from `major` compressed slices over `minor`
 * positions to `minor` compressed slices over `major` positions. O(nnz + major + minor). Because the
 * major slices are visited in order, each output slice comes out sorted ascending.
 */
export function compressTranspose(
  major: number,
  minor: number,
  indptr: Int32Array,
  indices: Int32Array,
  values: Float64Array | undefined,
): { indptr: Int32Array; indices: Int32Array; values: Float64Array | undefined } {
  const nnz = indptr[major]!;
  const outPtr = new Int32Array(minor + 1);
  for (let p = 0; p < nnz; p++) outPtr[indices[p]! + 1]!++;
  for (let c = 0; c < minor; c++) outPtr[c + 1]! += outPtr[c]!;
  const next = outPtr.slice(0, minor);
  const outIdx = new Int32Array(nnz);
  const outVal = values === undefined ? undefined : new Float64Array(nnz);
  for (let r = 0; r < major; r++) {
    const end = indptr[r + 1]!;
    for (let p = indptr[r]!; p < end; p++) {
      const q = next[indices[p]!]!++;
      outIdx[q] = r;
      if (outVal !== undefined) outVal[q] = values![p]!;
    }
  }
  return { indptr: outPtr, indices: outIdx, values: outVal };
}
