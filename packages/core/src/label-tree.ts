import { TextboostError } from "./errors.js";

/**
 * A label hierarchy as plain data: a forest over labels `0 .. labels.length - 1`. Label `i` is named
 * `labels[i]`, its parent is `parent[i]` (-1 for a root). `children`, `roots` and `depth` are derived
 * from `parent` by {@link labelTree}, which validates it; build trees with it (or with the readers and
 * builders of `@textboost/datasets`) rather than by hand.
 *
 * There is no explicit root label: the roots are the top-level categories, and an algorithm that
 * needs a single root (TreeBoost.MH) treats the forest as the children of an implicit root.
 */
export interface LabelTree {
  /** Label codes, unique. */
  readonly labels: readonly string[];
  /** One description per label (empty strings when there are none). */
  readonly descriptions: readonly string[];
  /** Parent index of each label, -1 for a root. */
  readonly parent: Int32Array;
  /** Children of each label, in label order. */
  readonly children: readonly (readonly number[])[];
  /** The labels without a parent, in label order. */
  readonly roots: readonly number[];
  /** Depth of each label: 1 for a root, 2 for its children, ... */
  readonly depth: Int32Array;
}

/** The parts {@link labelTree} builds a tree from. */
export interface LabelTreeParts {
  readonly labels: readonly string[];
  /** Parent index of each label (-1 for a root). */
  readonly parent: ArrayLike<number>;
  readonly descriptions?: readonly string[];
  /** Names the source in errors (a file path). */
  readonly file?: string;
  /** The 1-based line of each label in `file`, so that an error about a label names its line. */
  readonly lines?: ArrayLike<number>;
}

/**
 * Builds and validates a {@link LabelTree} from labels and a parent array.
 *
 * @param parts - label names, parent indices (-1 for a root), optional descriptions, and a source name
 *   and line per label for the errors
 * @returns the tree, with `children` and `roots` in label order and `depth` counted from 1 at the roots
 * @throws TextboostError `E_SHAPE` when `parent` or `descriptions` has the wrong length;
 *   `E_INPUT_FORMAT` for a duplicate or empty label, a parent outside the labels, or a cycle (each
 *   message names the label, and its file and line when `file` and `lines` are given)
 *
 * @example
 * ```ts
 * const t = labelTree({ labels: ["CCAT", "C15", "C151"], parent: [-1, 0, 1] });
 * t.roots;          // [0]
 * t.children[1];    // [2]
 * t.depth;          // Int32Array [1, 2, 3]
 * ```
 */
export function labelTree(parts: LabelTreeParts): LabelTree {
  const { labels, file, lines } = parts;
  const n = labels.length;
  const where = file === undefined ? {} : { file };
  const at = (i: number) => {
    const line = lines?.[i];
    return line === undefined ? where : { ...where, line };
  };
  if (parts.parent.length !== n) {
    throw new TextboostError("E_SHAPE", `${parts.parent.length} parents for ${n} labels`, where);
  }
  if (parts.descriptions !== undefined && parts.descriptions.length !== n) {
    throw new TextboostError("E_SHAPE", `${parts.descriptions.length} descriptions for ${n} labels`, where);
  }
  const seen = new Map<string, number>();
  labels.forEach((name, i) => {
    if (name === "") throw new TextboostError("E_INPUT_FORMAT", `label ${i} has an empty name`, at(i));
    const first = seen.get(name);
    if (first !== undefined) {
      throw new TextboostError(
        "E_INPUT_FORMAT",
        `label "${name}" appears twice in the tree (labels ${first} and ${i})`,
        at(i),
      );
    }
    seen.set(name, i);
  });
  const parent = Int32Array.from(parts.parent);
  const children: number[][] = labels.map(() => []);
  const roots: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = parent[i]!;
    if (p === -1) roots.push(i);
    else if (!Number.isInteger(p) || p < 0 || p >= n || p !== parts.parent[i]) {
      throw new TextboostError(
        "E_INPUT_FORMAT",
        `the parent of "${labels[i]}" is ${parts.parent[i]}, not a label index in [0, ${n}) or -1`,
        at(i),
      );
    } else children[p]!.push(i);
  }
  const depth = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let d = 1;
    for (let p = parent[i]!; p >= 0; p = parent[p]!) {
      if (++d > n) {
        throw new TextboostError("E_INPUT_FORMAT", `"${labels[i]}" is on a cycle of parents`, at(i));
      }
    }
    depth[i] = d;
  }
  return {
    labels: [...labels],
    descriptions: parts.descriptions ? [...parts.descriptions] : labels.map(() => ""),
    parent,
    children,
    roots,
    depth,
  };
}

/**
 * The ancestors of label `i`, nearest first (its parent, then its grandparent, ... up to a root).
 *
 * @example
 * ```ts
 * ancestors(labelTree({ labels: ["a", "b", "c"], parent: [-1, 0, 1] }), 2); // [1, 0]
 * ```
 */
export function ancestors(tree: LabelTree, i: number): number[] {
  const out: number[] = [];
  for (let p = tree.parent[i]!; p >= 0; p = tree.parent[p]!) out.push(p);
  return out;
}

/**
 * The descendants of label `i` (children, grandchildren, ...), in depth-first pre-order, without `i`.
 *
 * @example
 * ```ts
 * descendants(labelTree({ labels: ["a", "b", "c"], parent: [-1, 0, 1] }), 0); // [1, 2]
 * ```
 */
export function descendants(tree: LabelTree, i: number): number[] {
  const out: number[] = [];
  const stack = [...(tree.children[i] ?? [])].reverse();
  while (stack.length > 0) {
    const c = stack.pop()!;
    out.push(c);
    const kids = tree.children[c]!;
    for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]!);
  }
  return out;
}

/**
 * The siblings of label `i`: the other children of its parent (the other roots for a root).
 *
 * @example
 * ```ts
 * siblings(labelTree({ labels: ["a", "b", "c"], parent: [-1, 0, 0] }), 1); // [2]
 * ```
 */
export function siblings(tree: LabelTree, i: number): number[] {
  const p = tree.parent[i]!;
  return (p < 0 ? tree.roots : tree.children[p]!).filter((s) => s !== i);
}

/** Whether label `i` has no children. */
export function isLeaf(tree: LabelTree, i: number): boolean {
  return tree.children[i]!.length === 0;
}

/**
 * The labels without children, in label order.
 *
 * @example
 * ```ts
 * leaves(labelTree({ labels: ["a", "b", "c"], parent: [-1, 0, 0] })); // [1, 2]
 * ```
 */
export function leaves(tree: LabelTree): number[] {
  const out: number[] = [];
  for (let i = 0; i < tree.labels.length; i++) if (tree.children[i]!.length === 0) out.push(i);
  return out;
}

/**
 * The labels with at least one child, in label order.
 *
 * @example
 * ```ts
 * internalNodes(labelTree({ labels: ["a", "b", "c"], parent: [-1, 0, 0] })); // [0]
 * ```
 */
export function internalNodes(tree: LabelTree): number[] {
  const out: number[] = [];
  for (let i = 0; i < tree.labels.length; i++) if (tree.children[i]!.length > 0) out.push(i);
  return out;
}

/**
 * Maps a data set's label names to tree indices and checks that every one of them is in the tree.
 *
 * @param tree - the hierarchy
 * @param labelNames - the data set's labels
 * @param options - `key` turns a label name into a tree code (default: the name itself); `file` names
 *   the tree's source in the error
 * @returns `index[j]`, the tree label of data-set label j
 * @throws TextboostError `E_INVALID_ARGUMENT` naming the labels the tree does not have (up to ten)
 *
 * @example
 * ```ts
 * const t = labelTree({ labels: ["CCAT", "C15"], parent: [-1, 0] });
 * labelTreeIndexOf(t, ["C15", "CCAT"]); // Int32Array [1, 0]
 * ```
 */
export function labelTreeIndexOf(
  tree: LabelTree,
  labelNames: readonly string[],
  options: { key?: (name: string) => string; file?: string } = {},
): Int32Array {
  const key = options.key ?? ((s: string) => s);
  const index = new Map(tree.labels.map((l, i) => [l, i] as const));
  const out = new Int32Array(labelNames.length);
  const missing: string[] = [];
  labelNames.forEach((name, j) => {
    const i = index.get(key(name));
    if (i === undefined) missing.push(name);
    out[j] = i ?? -1;
  });
  if (missing.length > 0) {
    const shown = missing.slice(0, 10).map((m) => `"${m}"`);
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${missing.length} label(s) of the data set are not in the hierarchy: ${shown.join(", ")}${missing.length > 10 ? ", ..." : ""}`,
      options.file === undefined ? {} : { file: options.file },
    );
  }
  return out;
}
