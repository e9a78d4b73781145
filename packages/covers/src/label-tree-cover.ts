import type { Cover, CoverElement } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { positives } from "./internal/label-vector.js";
import { checkLength } from "./internal/partition.js";

/**
 * Depth of every node of a label forest (roots have depth 0). Internal; validates the parent array.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for a parent out of range or a cycle
 */
function depths(parents: ArrayLike<number>): Int32Array {
  const m = parents.length;
  const depth = new Int32Array(m).fill(-1);
  for (let j = 0; j < m; j++) {
    const p = parents[j]!;
    if (!Number.isInteger(p) || p < -1 || p >= m || p === j) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `labelTreeCover: the parent of label ${j} is ${String(p)}; expected -1 (a root) or another label id in [0, ${m})`,
      );
    }
  }
  for (let j = 0; j < m; j++) {
    if (depth[j]! >= 0) continue;
    const path: number[] = [];
    let n = j;
    while (n >= 0 && depth[n]! < 0) {
      if (path.length > m) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `labelTreeCover: label ${j} lies on a cycle of parents`,
        );
      }
      path.push(n);
      n = parents[n]!;
    }
    let d = n < 0 ? -1 : depth[n]!;
    for (let q = path.length - 1; q >= 0; q--) depth[path[q]!] = ++d;
  }
  return depth;
}

/**
 * A cover from a label tree (or forest): one element per subtree rooted at depth `depth` (roots have
 * depth 0), holding that node and all its descendants, so a document costs one unit per subtree it
 * gets wrong. Labels above `depth` (closer to the roots) are elements of their own. `depth: 0` gives
 * one element per tree; a depth below every leaf gives the Hamming cover. The cover does not depend on y.
 *
 * @param parents - `parents[j]` is the parent label of label j, or −1 for a root (the shape of
 *   `@textboost/datasets`' label trees and `arbLabelTree`)
 * @param depth - the depth of the subtrees' roots, a non-negative integer
 * @returns a {@link Cover} named `"label-tree:<depth>"` for label vectors of length `parents.length`
 * @throws TextboostError `E_INVALID_ARGUMENT` for a parent out of range, a cycle, or a bad depth;
 *   `elements(y)` throws `E_SHAPE` when `y.length` is not `parents.length`
 *
 * @example
 * ```ts
 * // 0 CCAT ─ 1 C15 ─ 2 C151, 3 C152;  4 ECAT
 * const cover = labelTreeCover(Int32Array.of(-1, 0, 1, 1, -1), 1);
 * cover.elements([1, 1, 1, -1, -1]);
 * // [{ labels: [0], multiplicity: 1 }, { labels: [1, 2, 3], multiplicity: 1 }, { labels: [4], multiplicity: 1 }]
 * ```
 */
export function labelTreeCover(parents: ArrayLike<number>, depth: number): Cover {
  if (!Number.isInteger(depth) || depth < 0) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `labelTreeCover: depth must be a non-negative integer, got ${String(depth)}`,
    );
  }
  const m = parents.length;
  if (m === 0) throw new TextboostError("E_INVALID_ARGUMENT", "labelTreeCover: the tree has no label");
  const d = depths(parents);
  // The element of each label: its ancestor at `depth`, or itself when it is shallower.
  const owner = new Int32Array(m);
  for (let j = 0; j < m; j++) {
    let n = j;
    while (d[n]! > depth) n = parents[n]!;
    owner[j] = n;
  }
  const byOwner = new Map<number, number[]>();
  for (let j = 0; j < m; j++) {
    const list = byOwner.get(owner[j]!);
    if (list) list.push(j);
    else byOwner.set(owner[j]!, [j]);
  }
  const groups = [...byOwner.entries()].sort((a, b) => a[0] - b[0]).map(([, group]) => group);
  const name = `label-tree:${depth}`;
  return {
    name,
    elements(y: ArrayLike<number>): readonly CoverElement[] {
      checkLength(y, m, name);
      positives(y);
      return groups.map((group) => ({ labels: [...group], multiplicity: 1 }));
    },
  };
}
