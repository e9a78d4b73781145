import { type LabelTree, TextboostError } from "@textboost/core";

function cannotWriteTree(detail: string): TextboostError {
  return new TextboostError(
    "E_INVALID_ARGUMENT",
    `the TSV tree format cannot represent this tree: ${detail}`,
  );
}

/** The name of the pseudo-root: `Root`, or `Root-2`, `Root-3`, ... when the tree has a label `Root`. */
function pseudoRootName(labels: readonly string[]): string {
  const taken = new Set(labels);
  let name = "Root";
  for (let k = 2; taken.has(name); k++) name = `Root-${k}`;
  return name;
}

/** Checks that label `i` reads back as itself from the column it is written in. */
function checkLabel(tree: LabelTree, i: number): void {
  const name = tree.labels[i]!;
  const shown = JSON.stringify(name);
  if (/[\t\r\n]/.test(name)) throw cannotWriteTree(`label ${shown} contains a tab or a line break`);
  if (name.trim() !== name) throw cannotWriteTree(`label ${shown} starts or ends with white space`);
  if (/[\t\r\n]/.test(tree.descriptions[i]!)) {
    throw cannotWriteTree(`the description of ${shown} contains a tab or a line break`);
  }
  if (
    tree.children[i]!.length > 0 &&
    (name === "None" || name.startsWith("#") || name.startsWith("parent:"))
  ) {
    throw cannotWriteTree(
      `label ${shown} has children, and a line that starts with it would not read as a parent`,
    );
  }
}

/**
 * Formats a label tree as the tab-separated lines {@link parseLabelTree} reads back:
 * a `parent<TAB>child<TAB>description` header, the pseudo-root line `None<TAB>Root<TAB>`, then one
 * line per label in label order, a root's parent being the pseudo-root. The pseudo-root is named
 * `Root`, or `Root-2`, ... when `Root` is a label. Reading the lines back gives the same labels,
 * parents, children and roots in the same order, and the descriptions with surrounding white space
 * trimmed. Use it to write an induced hierarchy so a person can inspect and edit it.
 *
 * @param tree - the tree to write
 * @returns the lines, without line ends
 * @throws TextboostError `E_INVALID_ARGUMENT` for what the format cannot hold: a tab or line break in
 *   a label or description, a label with surrounding white space, and a label with children that is
 *   `None` or starts with `#` or `parent:` (the reader would take its lines for something else)
 *
 * @example
 * ```ts
 * formatLabelTree(labelTreeFromParents({ CCAT: null, C15: "CCAT" }));
 * // ["parent\tchild\tdescription", "None\tRoot\t", "Root\tCCAT\t", "CCAT\tC15\t"]
 * ```
 */
export function formatLabelTree(tree: LabelTree): string[] {
  const root = pseudoRootName(tree.labels);
  const lines = ["parent\tchild\tdescription", `None\t${root}\t`];
  tree.labels.forEach((name, i) => {
    checkLabel(tree, i);
    const p = tree.parent[i]!;
    lines.push(`${p < 0 ? root : tree.labels[p]}\t${name}\t${tree.descriptions[i]!.trim()}`);
  });
  return lines;
}
