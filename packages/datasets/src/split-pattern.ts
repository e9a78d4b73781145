/** The placeholder that stands for a part's name in a data path (`medical-{split}.arff`). */
export const SPLIT_PLACEHOLDER = "{split}";

/** The parts a `{split}` path stands for, in order. */
export const SPLIT_PARTS = ["train", "test"] as const;

/**
 * Whether a data path names its parts with `{split}` (`data/{split}.svm`, `medical-{split}.arff`).
 *
 * @example
 * ```ts
 * hasSplitPlaceholder("medical-{split}.arff"); // true
 * hasSplitPlaceholder("medical"); // false
 * ```
 */
export function hasSplitPlaceholder(path: string): boolean {
  return path.includes(SPLIT_PLACEHOLDER);
}

/**
 * The files a data path stands for: a `{split}` path's train and test files (every placeholder
 * replaced), any other path itself. What every command that takes `--data` (and the grid's content
 * hash) reads a path as, so the forms cannot drift apart.
 *
 * @param path - a file, a directory or a `{split}` path
 * @param parts - the names the placeholder stands for (default `["train", "test"]`)
 * @returns `[{ part, path }]`: `part` is `undefined` for a path without the placeholder
 *
 * @example
 * ```ts
 * expandSplitPlaceholder("data/{split}.svm").map((e) => e.path); // ["data/train.svm", "data/test.svm"]
 * expandSplitPlaceholder("data/all.svm"); // [{ part: undefined, path: "data/all.svm" }]
 * ```
 */
export function expandSplitPlaceholder(
  path: string,
  parts: readonly string[] = SPLIT_PARTS,
): { readonly part: string | undefined; readonly path: string }[] {
  if (!hasSplitPlaceholder(path)) return [{ part: undefined, path }];
  return parts.map((part) => ({ part, path: path.split(SPLIT_PLACEHOLDER).join(part) }));
}
