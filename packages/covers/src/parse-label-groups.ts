import { TextboostError } from "@textboost/core";

/** Options of {@link parseLabelGroups}. */
export interface ParseLabelGroupsOptions {
  /** The file name, for error messages. */
  readonly file?: string;
  /**
   * What to do with labels the text names in no group: `"singletons"` (default) puts each in a group
   * of its own, `"error"` rejects the file.
   */
  readonly unlisted?: "singletons" | "error";
}

/**
 * Parses a label-groups file: one group per line, label names separated by whitespace and/or
 * commas. Blank lines and lines starting with `#` are skipped; a first token ending in `:` is the
 * group's title and is ignored (`SPORTS: football basketball`). Labels named on no line become
 * groups of their own (or an error with `unlisted: "error"`), so the result is always a partition
 * of all the labels, ready for {@link groupCover} or {@link labelDependentCover}.
 *
 * ```text
 * # sports vs economy
 * SPORTS: football, basketball
 * ECONOMY: markets currencies
 * ```
 *
 * @param text - the file's contents
 * @param labelNames - the data set's label names; label ids are positions in this array
 * @param options - file name for errors; what to do with unlisted labels
 * @returns the groups as arrays of label ids, in file order, unlisted singletons last
 * @throws TextboostError `E_INPUT_FORMAT` with file and line for an unknown label name, a label named
 *   twice, or (with `unlisted: "error"`) a label in no group
 *
 * @example
 * ```ts
 * parseLabelGroups("SPORTS: football basketball\nECONOMY: markets, currencies\n",
 *   ["football", "markets", "basketball", "currencies", "weather"]);
 * // [[0, 2], [1, 3], [4]]
 * ```
 */
export function parseLabelGroups(
  text: string,
  labelNames: readonly string[],
  options: ParseLabelGroupsOptions = {},
): number[][] {
  const loc = (line: number) => (options.file === undefined ? { line } : { file: options.file, line });
  const ids = new Map(labelNames.map((name, j) => [name, j]));
  const lineOf = new Map<number, number>();
  const groups: number[][] = [];
  text.split(/\r?\n/).forEach((raw, n) => {
    const line = n + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    const tokens = trimmed.split(/[\s,]+/).filter((t) => t !== "");
    if (tokens[0]!.endsWith(":")) tokens.shift();
    if (tokens.length === 0) return;
    const group: number[] = [];
    for (const name of tokens) {
      const j = ids.get(name);
      if (j === undefined) {
        throw new TextboostError(
          "E_INPUT_FORMAT",
          `unknown label "${name}"; the data set's labels are ${preview(labelNames)}`,
          loc(line),
        );
      }
      const other = lineOf.get(j);
      if (other !== undefined) {
        throw new TextboostError(
          "E_INPUT_FORMAT",
          `label "${name}" is already in the group on line ${other}; groups must not overlap`,
          loc(line),
        );
      }
      lineOf.set(j, line);
      group.push(j);
    }
    groups.push(group);
  });
  for (let j = 0; j < labelNames.length; j++) {
    if (lineOf.has(j)) continue;
    if (options.unlisted === "error") {
      throw new TextboostError(
        "E_INPUT_FORMAT",
        `label "${labelNames[j]}" is in no group; list every label`,
        options.file === undefined ? {} : { file: options.file },
      );
    }
    groups.push([j]);
  }
  return groups;
}

function preview(names: readonly string[]): string {
  const shown = names.slice(0, 8).map((n) => JSON.stringify(n));
  return names.length > 8 ? `${shown.join(", ")}, ... (${names.length} in all)` : shown.join(", ");
}
