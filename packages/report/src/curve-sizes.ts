/**
 * The numbers of rounds S to draw a learning curve at when none are given: 1, 2, 5,
 * 10, 20, 50, ... below the model's length, and the length itself.
 *
 * @param length - rounds the model holds
 * @returns increasing sizes; `[0]` for a model of no round
 * @example
 * ```ts
 * curveSizes(300); // [1, 2, 5, 10, 20, 50, 100, 200, 300]
 * ```
 */
export function curveSizes(length: number): number[] {
  if (length < 1) return [0];
  const sizes: number[] = [];
  for (let decade = 1; decade < length; decade *= 10) {
    for (const step of [1, 2, 5]) if (step * decade < length) sizes.push(step * decade);
  }
  sizes.push(length);
  return sizes;
}
