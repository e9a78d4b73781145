import { inputError, quote } from "./internal/input-error.js";
import { type LineInput, numberedLines } from "./internal/lines.js";

/** The type of a BoosTexter/icsiboost column. */
export type BoostexterColumnType = "continuous" | "text" | "set" | "ignore" | "scored text";

/** One column declared in a `.names` file. */
export interface BoostexterColumn {
  readonly name: string;
  readonly type: BoostexterColumnType;
  /** The declared values of a `set` column (`color: red, green, blue.`). */
  readonly values?: readonly string[];
  /** For `text` columns: the longest n-gram (icsiboost's `expert_length`, default 1). */
  readonly ngram: number;
  /** 1-based line of the declaration. */
  readonly line: number;
}

/** A parsed `.names` file: the classes (labels) and the columns of each `.data` line. */
export interface BoostexterNames {
  readonly labelNames: readonly string[];
  readonly columns: readonly BoostexterColumn[];
}

/**
 * Parses a BoosTexter / icsiboost `.names` file. The first line lists the classes, separated by
 * commas and ended by a period (`earn, acq, crude.`); every further line declares one column of the
 * data file, in order: `name: continuous.`, `name: text.`, `name: ignore.`, `name: scored text.`
 * (read as ignore, as icsiboost does), or `name: v1, v2, v3.` (a set of values). A text column may
 * carry icsiboost options after a second colon: `expert_type=ngram` and `expert_length=n` are
 * supported, any other option is an error rather than silently ignored. `|` starts a comment to the
 * end of the line; blank lines are skipped.
 *
 * @param input - the text or its lines
 * @param options - `file` names the source in errors
 * @returns the classes and columns
 * @throws TextboostError `E_INPUT_FORMAT` naming file and line for no class line, an empty, repeated
 *   or space-containing class, a line without `name:`, an unknown option, a repeated column name, a
 *   set with fewer than two values
 *
 * @example
 * ```ts
 * const n = await parseBoostexterNames("earn, acq.\ntitle: text.\nlength: continuous.\n");
 * n.labelNames;                    // ["earn", "acq"]
 * n.columns.map((c) => c.type);    // ["text", "continuous"]
 * ```
 */
export async function parseBoostexterNames(
  input: LineInput,
  options: { file?: string } = {},
): Promise<BoostexterNames> {
  const file = options.file;
  let labelNames: string[] | undefined;
  const columns: BoostexterColumn[] = [];
  const seen = new Map<string, number>();
  for await (const { text, line } of numberedLines(input)) {
    const bar = text.indexOf("|");
    const s = (bar >= 0 ? text.slice(0, bar) : text).trim();
    if (s === "") continue;
    const body = s.endsWith(".") ? s.slice(0, -1).trim() : s;
    if (labelNames === undefined) {
      labelNames = body.split(",").map((c) => c.trim());
      const names = new Set<string>();
      for (const c of labelNames) {
        if (c === "") throw inputError("empty class name in the class line", file, line);
        if (/\s/.test(c))
          throw inputError(
            `class name ${quote(c)} contains a space (labels are space-separated in .data files)`,
            file,
            line,
          );
        if (names.has(c)) throw inputError(`class ${quote(c)} is listed twice`, file, line);
        names.add(c);
      }
      continue;
    }
    const colon = body.indexOf(":");
    if (colon < 0) throw inputError(`expected "name: type.", found ${quote(s)}`, file, line);
    const name = body.slice(0, colon).trim();
    if (name === "") throw inputError("column without a name", file, line);
    const prev = seen.get(name);
    if (prev !== undefined)
      throw inputError(`column ${quote(name)} is declared twice (first on line ${prev})`, file, line);
    seen.set(name, line);
    const rest = body.slice(colon + 1);
    const colon2 = rest.indexOf(":");
    const typeText = (colon2 >= 0 ? rest.slice(0, colon2) : rest).trim();
    const optionText = colon2 >= 0 ? rest.slice(colon2 + 1).trim() : "";
    const lower = typeText.toLowerCase();
    let ngram = 1;
    if (optionText !== "") {
      if (lower !== "text")
        throw inputError(`options ${quote(optionText)} are only allowed on text columns`, file, line);
      for (const opt of optionText.split(/\s+/)) {
        const [k, v] = opt.split("=");
        if (k === "expert_type" && v === "ngram") continue;
        if (k === "expert_length" && v !== undefined && /^[1-9]\d*$/.test(v)) {
          ngram = Number(v);
          continue;
        }
        throw inputError(
          `unsupported text option ${quote(opt)} (supported: expert_type=ngram, expert_length=n)`,
          file,
          line,
        );
      }
    }
    if (lower === "continuous" || lower === "text" || lower === "ignore" || lower === "scored text") {
      columns.push({ name, type: lower, ngram, line });
      continue;
    }
    const values = typeText.split(",").map((v) => v.trim());
    if (values.length < 2 || values.some((v) => v === "")) {
      throw inputError(
        `unknown column type ${quote(typeText)} (expected continuous, text, ignore, scored text, or a list of at least two values)`,
        file,
        line,
      );
    }
    if (new Set(values).size !== values.length)
      throw inputError(`column ${quote(name)} lists a value twice`, file, line);
    columns.push({ name, type: "set", values, ngram, line });
  }
  if (labelNames === undefined) throw inputError("no class line: the .names file is empty", file, 1);
  return { labelNames, columns };
}
