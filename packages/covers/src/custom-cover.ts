import type { Cover, CoverElement } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { positives } from "./internal/label-vector.js";

/** What a {@link customCover} function may return for one element: label ids, or an element with a multiplicity. */
export type CoverElementInput =
  | readonly number[]
  | { readonly labels: readonly number[]; readonly multiplicity?: number };

/**
 * A user-defined cover through the same interface as the built-in ones. `elements` may return label
 * ids in any order and with repeats, and may omit `multiplicity` (1); the wrapper sorts and dedupes
 * each element and checks the result, so a mistake in your function is a clear error instead of a
 * silently wrong loss.
 *
 * @param name - the cover's name (non-empty)
 * @param elements - y in {−1, +1}^m (as a plain array of ±1) to the elements of its cover
 * @returns a {@link Cover}
 * @throws TextboostError `E_INVALID_ARGUMENT` for an empty name; `elements(y)` throws
 *   `E_INVALID_ARGUMENT` when an element is empty, holds a label outside `[0, m)`, has a
 *   multiplicity that is not a positive integer, or when some label is in no element
 *
 * @example
 * ```ts
 * // the relevant labels tied, the irrelevant ones tied in pairs
 * const cover = customCover("pairs", (y) => {
 *   const pos = y.flatMap((v, j) => (v > 0 ? [j] : []));
 *   const neg = y.flatMap((v, j) => (v > 0 ? [] : [j]));
 *   const pairs = neg.flatMap((j, n) => (n % 2 === 0 ? [neg.slice(n, n + 2)] : []));
 *   return pos.length > 0 ? [pos, ...pairs] : pairs;
 * });
 * cover.elements([1, -1, -1, -1]); // [{ labels: [0] }, { labels: [1, 2] }, { labels: [3] }] (multiplicity 1)
 * ```
 */
export function customCover(
  name: string,
  elements: (y: readonly number[]) => readonly CoverElementInput[],
): Cover {
  if (typeof name !== "string" || name === "") {
    throw new TextboostError("E_INVALID_ARGUMENT", "customCover: the cover needs a non-empty name");
  }
  return {
    name,
    elements(y: ArrayLike<number>): readonly CoverElement[] {
      const pos = positives(y);
      const m = pos.length;
      const raw = elements(pos.map((p) => (p ? 1 : -1)));
      if (!Array.isArray(raw)) {
        throw new TextboostError("E_INVALID_ARGUMENT", `cover "${name}": elements(y) must return an array`);
      }
      const covered = new Uint8Array(m);
      const out = raw.map((e: CoverElementInput, n): CoverElement => {
        const labels = Array.isArray(e) ? e : (e as { labels: readonly number[] }).labels;
        const multiplicity = Array.isArray(e) ? 1 : ((e as { multiplicity?: number }).multiplicity ?? 1);
        if (!Array.isArray(labels) || labels.length === 0) {
          throw new TextboostError("E_INVALID_ARGUMENT", `cover "${name}": element ${n} has no label`);
        }
        if (!Number.isInteger(multiplicity) || multiplicity < 1) {
          throw new TextboostError(
            "E_INVALID_ARGUMENT",
            `cover "${name}": element ${n} has multiplicity ${String(multiplicity)}, not a positive integer`,
          );
        }
        for (const j of labels) {
          if (!Number.isInteger(j) || j < 0 || j >= m) {
            throw new TextboostError(
              "E_INVALID_ARGUMENT",
              `cover "${name}": element ${n} holds ${String(j)}, not a label id in [0, ${m})`,
            );
          }
          covered[j] = 1;
        }
        return { labels: [...new Set(labels)].sort((a, b) => a - b), multiplicity };
      });
      const missing = covered.indexOf(0);
      if (missing >= 0) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `cover "${name}": label ${missing} is in no element; a cover's elements must together hold every label`,
        );
      }
      return out;
    },
  };
}
