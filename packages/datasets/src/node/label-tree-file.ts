import type { LabelTree } from "@textboost/core";
import { parseLabelTree } from "../label-tree.js";
import { formatLabelTree } from "../label-tree-writer.js";
import { readFileLines } from "./file-lines.js";
import { writeLines } from "./write-lines.js";

/**
 * Reads a label hierarchy file (`hier.orig` or TSV), streaming. See {@link parseLabelTree}.
 *
 * @throws TextboostError `E_IO` when the file cannot be read, `E_INPUT_FORMAT` naming file and line
 *
 * @example
 * ```ts no-run
 * const tree = await readLabelTree("rcv1-hierarchy/yqsong-rcv1.topics.hier.orig");
 * tree.labels.length; // 103
 * ```
 */
export async function readLabelTree(path: string): Promise<LabelTree> {
  return parseLabelTree(readFileLines(path), { file: path });
}

/**
 * Writes a label tree to a TSV file in the format of {@link formatLabelTree}, overwriting the file.
 *
 * @param tree - the tree to write
 * @param path - the file to write
 * @throws TextboostError `E_INVALID_ARGUMENT` as {@link formatLabelTree} (before the file is touched);
 *   `E_IO` naming the file when it cannot be written
 *
 * @example
 * ```ts no-run
 * await writeLabelTree(tree, "reuters-4.tsv"); // tree: a LabelTree, e.g. one induced by @textboost/hierarchy
 * const back = await readLabelTree("reuters-4.tsv"); // the same tree
 * ```
 */
export async function writeLabelTree(tree: LabelTree, path: string): Promise<void> {
  await writeLines(path, formatLabelTree(tree));
}
