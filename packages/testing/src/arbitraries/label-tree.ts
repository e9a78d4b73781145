import fc from "fast-check";
import { arbSize, type SizeOption } from "./size.js";

/** Options of {@link arbLabelTree}. */
export interface ArbLabelTreeOptions {
  /** Number of labels (default 1 to 8). */
  readonly labels?: SizeOption;
  /** Only one root (default false: a forest, one or more roots). */
  readonly singleRoot?: boolean;
}

/**
 * Rooted label hierarchies as a parent array: `parents[l]` is the parent label of `l`, or -1 for a
 * root. Always acyclic; label ids are in any order (a parent may have a larger id than its child).
 *
 * @param options - number of labels; `singleRoot` for one tree instead of a forest
 * @returns an arbitrary of Int32Array of length `labels`
 *
 * @example
 * ```ts
 * test.prop([arbLabelTree({ labels: 6, singleRoot: true })])("...", (parents) => {
 *   // exactly one l with parents[l] === -1; following parents from any label reaches it
 * });
 * ```
 */
export function arbLabelTree(options: ArbLabelTreeOptions = {}): fc.Arbitrary<Int32Array> {
  return arbSize(options.labels, 1, 8).chain((n) => {
    if (n === 0) return fc.constant(new Int32Array(0));
    const ids = Array.from({ length: n }, (_, l) => l);
    // A random order of the labels; each label's parent comes earlier in the order (or is none).
    const choices = ids.map((k) =>
      k === 0
        ? fc.constant(-1)
        : options.singleRoot === true
          ? fc.integer({ min: 0, max: k - 1 })
          : fc.integer({ min: -1, max: k - 1 }),
    );
    return fc
      .tuple(fc.shuffledSubarray(ids, { minLength: n, maxLength: n }), fc.tuple(...choices))
      .map(([order, picks]) => {
        const parents = new Int32Array(n);
        order.forEach((label, k) => {
          const pick = picks[k]!;
          parents[label] = pick < 0 ? -1 : order[pick]!;
        });
        return parents;
      });
  });
}
