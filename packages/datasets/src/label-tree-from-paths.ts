import { type LabelTree, labelTree, TextboostError } from "@textboost/core";

/** Options of {@link labelTreeFromPaths} and {@link pathLabelKey}. */
export interface PathLabelOptions {
  /** What separates the parts of a path (default `"."`). */
  readonly separator?: string;
  /**
   * How a node's code is named: `"last"` (default), the last part of its path (`C151`, the RCV1 code,
   * so the tree lines up with the RCV1 topic file); `"path"`, the whole path (`CCAT.C15.C151`), which
   * never collides. With `"last"`, two different paths that end in the same part are an error.
   */
  readonly code?: "last" | "path";
}

/**
 * The path of a node a dotted label names: its parts, with a repeated last part dropped
 * (`CCAT.C15.C15` names the node `CCAT.C15`, Reuters-K500's way of labelling a document with an
 * internal node itself).
 */
function nodePath(name: string, separator: string): string[] {
  const parts = name.split(separator);
  if (parts.some((p) => p === "")) {
    throw new TextboostError(
      "E_INPUT_FORMAT",
      `label ${JSON.stringify(name)} has an empty part between ${JSON.stringify(separator)} separators`,
    );
  }
  if (parts.length >= 2 && parts[parts.length - 1] === parts[parts.length - 2]) parts.pop();
  return parts;
}

function codeOf(path: readonly string[], separator: string, code: "last" | "path"): string {
  return code === "last" ? path[path.length - 1]! : path.join(separator);
}

function resolve(options: PathLabelOptions): { separator: string; code: "last" | "path" } {
  const { separator = ".", code = "last" } = options;
  if (separator === "") throw new TextboostError("E_INVALID_ARGUMENT", "the path separator is empty");
  if (code !== "last" && code !== "path") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `code must be "last" or "path", got ${JSON.stringify(code)}`,
    );
  }
  return { separator, code };
}

/**
 * The tree code a path-style label name maps to in the tree {@link labelTreeFromPaths} builds with the
 * same options: pass it as the `key` of `labelTreeIndexOf` (`@textboost/core`) to line a data set's
 * label columns up with the tree.
 *
 * @param options - separator and code naming, as given to {@link labelTreeFromPaths}
 * @returns a function from a label name to its node's code
 * @throws TextboostError `E_INVALID_ARGUMENT` for an empty separator or an unknown `code`; the returned
 *   function throws `E_INPUT_FORMAT` for a name with an empty part
 *
 * @example
 * ```ts
 * pathLabelKey()("CCAT.C15.C151");               // "C151"
 * pathLabelKey()("CCAT.C15.C15");                // "C15": the internal node itself
 * pathLabelKey({ code: "path" })("CCAT.C15.C15"); // "CCAT.C15"
 * ```
 */
export function pathLabelKey(options: PathLabelOptions = {}): (name: string) => string {
  const { separator, code } = resolve(options);
  return (name) => codeOf(nodePath(name, separator), separator, code);
}

/**
 * Builds a label tree from path-style label names such as Reuters-K500's `CCAT.C15.C151`: every
 * prefix of a path becomes a node whose parent is the prefix one part shorter, so intermediate
 * nodes that are not themselves data-set labels are created. A name whose last two parts are equal
 * (`CCAT.C15.C15`, `CCAT.CCAT`) names the internal node (`CCAT.C15`, `CCAT`) itself. Nodes are
 * numbered in the order they are first met, parents before children; descriptions are empty.
 *
 * Map the data set's label columns onto the tree with
 * `labelTreeIndexOf(tree, names, { key: pathLabelKey(options) })` (`@textboost/core`).
 *
 * @param names - the label names (typically a data set's `labelNames`)
 * @param options - {@link PathLabelOptions}: the separator and how nodes are named
 * @returns the tree, validated by `labelTree` of `@textboost/core`
 * @throws TextboostError `E_INPUT_FORMAT` for a name with an empty part, two names of the same node
 *   (`CCAT.C15` and `CCAT.C15.C15`), or, with `code: "last"`, two nodes with the same last part;
 *   `E_INVALID_ARGUMENT` for an empty separator or an unknown `code`
 *
 * @example
 * ```ts
 * const tree = labelTreeFromPaths(["CCAT.CCAT", "CCAT.C15.C151", "ECAT.E11"]);
 * tree.labels;               // ["CCAT", "C15", "C151", "ECAT", "E11"]
 * Array.from(tree.parent);   // [-1, 0, 1, -1, 3]
 * labelTreeIndexOf(tree, ["CCAT.CCAT", "CCAT.C15.C151", "ECAT.E11"], { key: pathLabelKey() }); // Int32Array [0, 2, 4]
 * ```
 */
export function labelTreeFromPaths(names: readonly string[], options: PathLabelOptions = {}): LabelTree {
  const { separator, code } = resolve(options);
  const byPath = new Map<string, number>();
  const byCode = new Map<string, string>();
  const named = new Map<string, string>();
  const labels: string[] = [];
  const parent: number[] = [];
  for (const name of names) {
    const path = nodePath(name, separator);
    const full = path.join(separator);
    const other = named.get(full);
    if (other !== undefined) {
      throw new TextboostError(
        "E_INPUT_FORMAT",
        `labels ${JSON.stringify(other)} and ${JSON.stringify(name)} name the same node ${JSON.stringify(full)}`,
      );
    }
    named.set(full, name);
    let up = -1;
    for (let k = 1; k <= path.length; k++) {
      const prefix = path.slice(0, k);
      const key = prefix.join(separator);
      const known = byPath.get(key);
      if (known !== undefined) {
        up = known;
        continue;
      }
      const c = codeOf(prefix, separator, code);
      const clash = byCode.get(c);
      if (clash !== undefined) {
        throw new TextboostError(
          "E_INPUT_FORMAT",
          `the paths ${JSON.stringify(clash)} and ${JSON.stringify(key)} both end in ${JSON.stringify(c)}; name nodes by their whole path (code: "path")`,
        );
      }
      byCode.set(c, key);
      byPath.set(key, labels.length);
      labels.push(c);
      parent.push(up);
      up = labels.length - 1;
    }
  }
  return labelTree({ labels, parent });
}
