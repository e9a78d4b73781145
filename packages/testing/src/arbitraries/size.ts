import fc from "fast-check";

/** A size: a fixed number, or an inclusive range `{ min, max }` (either end optional). */
export type SizeOption = number | { readonly min?: number; readonly max?: number };

/** An integer arbitrary for a {@link SizeOption}, with the given defaults. */
export function arbSize(option: SizeOption | undefined, min: number, max: number): fc.Arbitrary<number> {
  if (typeof option === "number") return fc.constant(option);
  const lo = option?.min ?? min;
  const hi = option?.max ?? Math.max(lo, max);
  return fc.integer({ min: lo, max: hi });
}
