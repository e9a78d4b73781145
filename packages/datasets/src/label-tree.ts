import { type LabelTree, labelTree } from "@textboost/core";
import { inputError, quote } from "./internal/input-error.js";
import { type LineInput, numberedLines } from "./internal/lines.js";

/**
 * A label hierarchy: the plain-data contract of `@textboost/core`, re-exported here so code that
 * imported it from `@textboost/datasets` keeps working.
 */
export type { LabelTree } from "@textboost/core";

/**
 * Parses a topic hierarchy in the RCV1 `hier.orig` line format of Lewis et al. (LYRL2004),
 * `parent: C15 child: C151 child-description: ACCOUNTS/EARNINGS`, or the tab-separated form
 * `parent<TAB>child<TAB>description` (a `parent child description` header line is skipped).
 *
 * The pseudo-root is not a label: a line whose parent is `None` declares it (RCV1's `Root`), and its
 * children become the roots. Every other parent must be defined as a child somewhere (so a misspelt
 * parent is an error, not a new root). Parents may be defined after their children. Blank lines and lines
 * starting with `#` are skipped.
 *
 * @param input - the text or its lines
 * @param options - `file` names the source in errors
 * @returns the tree, built and validated by `labelTree` of `@textboost/core`; labels, roots and
 *   children are in the order the file defines the children
 * @throws TextboostError `E_INPUT_FORMAT` naming file and line for a malformed line, a child defined
 *   twice, a parent that is never defined, or a cycle (the line of a label on it)
 *
 * @example
 * ```ts
 * const t = await parseLabelTree(
 *   "parent: None child: Root child-description: x\nparent: Root child: CCAT child-description: CORPORATE\nparent: CCAT child: C15 child-description: PERFORMANCE\n",
 * );
 * t.labels;      // ["CCAT", "C15"]
 * t.parent;      // Int32Array [-1, 0]
 * t.depth;       // Int32Array [1, 2]
 * ```
 */
export async function parseLabelTree(input: LineInput, options: { file?: string } = {}): Promise<LabelTree> {
  const file = options.file;
  const entries: { parent: string; child: string; description: string; line: number }[] = [];
  for await (const { text, line } of numberedLines(input)) {
    const s = text.trim();
    if (s === "" || s.startsWith("#")) continue;
    const m = /^parent:\s*(\S+)\s+child:\s*(\S+)\s+child-description:\s*(.*)$/.exec(s);
    if (m !== null) {
      entries.push({ parent: m[1]!, child: m[2]!, description: m[3]!.trim(), line });
      continue;
    }
    if (text.includes("\t")) {
      const cols = text.split("\t").map((c) => c.trim());
      if (cols.length < 2 || cols.length > 3 || cols[0] === "" || cols[1] === "") {
        throw inputError(`expected "parent<TAB>child<TAB>description", found ${quote(s)}`, file, line);
      }
      if (entries.length === 0 && cols[0]!.toLowerCase() === "parent" && cols[1]!.toLowerCase() === "child")
        continue;
      entries.push({ parent: cols[0]!, child: cols[1]!, description: cols[2] ?? "", line });
      continue;
    }
    throw inputError(`expected "parent: X child: Y child-description: ...", found ${quote(s)}`, file, line);
  }
  const pseudo = new Set(entries.filter((e) => e.parent === "None").map((e) => e.child));
  const index = new Map<string, number>();
  const labels: string[] = [];
  const descriptions: string[] = [];
  const lineOf: number[] = [];
  for (const e of entries) {
    if (e.parent === "None") continue;
    if (pseudo.has(e.child))
      throw inputError(`${quote(e.child)} is the pseudo-root and cannot have a parent`, file, e.line);
    const prev = index.get(e.child);
    if (prev !== undefined)
      throw inputError(`${quote(e.child)} is defined twice (first on line ${lineOf[prev]})`, file, e.line);
    index.set(e.child, labels.length);
    labels.push(e.child);
    descriptions.push(e.description);
    lineOf.push(e.line);
  }
  const parent = new Int32Array(labels.length).fill(-1);
  for (const e of entries) {
    if (e.parent === "None" || pseudo.has(e.parent)) continue;
    const p = index.get(e.parent);
    if (p === undefined)
      throw inputError(`parent ${quote(e.parent)} of ${quote(e.child)} is never defined`, file, e.line);
    parent[index.get(e.child)!] = p;
  }
  return labelTree({ labels, parent, descriptions, file: file ?? "<input>", lines: lineOf });
}

/**
 * Maps a data set's label names onto a tree: entry j is the tree index of label j, or -1 when the
 * label is not in the tree. Prefer `labelTreeIndexOf` of `@textboost/core`, which names the missing
 * labels in an error instead of returning -1 (with `key: pathLabelKey()` for Reuters-K500's names). `key` turns a label name into a tree code; the default takes the last
 * `.`-separated part, so Reuters-K500's `CCAT.C15.C151` maps to `C151`.
 *
 * @param tree - the hierarchy
 * @param labelNames - the data set's label names
 * @param key - label name to tree code
 * @returns an Int32Array of tree indices, one per label
 *
 * @example
 * ```ts
 * labelTreeIndex(tree, ["CCAT.C15.C151", "XYZ"]); // Int32Array [<index of C151>, -1]
 * ```
 */
export function labelTreeIndex(
  tree: LabelTree,
  labelNames: readonly string[],
  key: (name: string) => string = (name) => name.slice(name.lastIndexOf(".") + 1),
): Int32Array {
  const index = new Map(tree.labels.map((l, i) => [l, i] as const));
  return Int32Array.from(labelNames, (name) => index.get(key(name)) ?? -1);
}
