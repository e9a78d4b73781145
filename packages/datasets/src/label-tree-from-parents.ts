import { type LabelTree, labelTree, TextboostError } from "@textboost/core";

/** A parent map: `{ child: parent }`, or `[child, parent]` pairs (a `Map` too); `null` or `""` for a root. */
export type ParentMap =
  | Readonly<Record<string, string | null>>
  | Iterable<readonly [child: string, parent: string | null]>;

/** Options of {@link labelTreeFromParents}. */
export interface LabelTreeFromParentsOptions {
  /** A description per label, `{ code: description }` (labels not named get an empty one). */
  readonly descriptions?: Readonly<Record<string, string>>;
}

/**
 * Builds a label tree from a parent map, `{ C151: "C15", C15: "CCAT", CCAT: null }` or the same as
 * `[child, parent]` pairs. Every label is a key (a child) exactly once; a root has the parent `null`
 * or `""`; every other parent must be a key too. Labels are numbered in the map's order: the order of
 * the pairs, or JavaScript's key order for an object (which puts integer-like keys such as `"10"`
 * first, in numeric order); parents may come after their children.
 *
 * @param parents - the {@link ParentMap}
 * @param options - descriptions by label code
 * @returns the tree, validated by `labelTree` of `@textboost/core`
 * @throws TextboostError `E_INPUT_FORMAT` for a label given twice, an unknown parent, an empty label
 *   or a cycle (each message names the label); `E_INVALID_ARGUMENT` for a description of an unknown
 *   label
 *
 * @example
 * ```ts
 * const tree = labelTreeFromParents({ CCAT: null, C15: "CCAT", C151: "C15", GCAT: "" });
 * tree.labels;             // ["CCAT", "C15", "C151", "GCAT"]
 * Array.from(tree.parent); // [-1, 0, 1, -1]
 * expect(() => labelTreeFromParents([["a", "b"], ["b", "a"]])).toThrow('"a" is on a cycle of parents'); // E_INPUT_FORMAT
 * ```
 */
export function labelTreeFromParents(
  parents: ParentMap,
  options: LabelTreeFromParentsOptions = {},
): LabelTree {
  const pairs: Iterable<readonly [string, string | null]> =
    Symbol.iterator in parents
      ? (parents as Iterable<readonly [string, string | null]>)
      : Object.entries(parents as Readonly<Record<string, string | null>>);
  const labels: string[] = [];
  const parentNames: (string | null)[] = [];
  const index = new Map<string, number>();
  for (const [child, parent] of pairs) {
    if (index.has(child)) {
      throw new TextboostError(
        "E_INPUT_FORMAT",
        `label ${JSON.stringify(child)} is given twice in the parent map`,
      );
    }
    index.set(child, labels.length);
    labels.push(child);
    parentNames.push(parent);
  }
  const parent = parentNames.map((p, i) => {
    if (p === null || p === "") return -1;
    const k = index.get(p);
    if (k === undefined) {
      throw new TextboostError(
        "E_INPUT_FORMAT",
        `the parent ${JSON.stringify(p)} of ${JSON.stringify(labels[i])} is not a label of the map (give it its own entry, with parent null for a root)`,
      );
    }
    return k;
  });
  const descriptions = labels.map(() => "");
  for (const [code, text] of Object.entries(options.descriptions ?? {})) {
    const k = index.get(code);
    if (k === undefined) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `a description is given for ${JSON.stringify(code)}, which is not a label`,
      );
    }
    descriptions[k] = text;
  }
  return labelTree({ labels, parent, descriptions });
}
