import { readdir } from "node:fs/promises";
import { basename, join } from "node:path";
import { TextboostError } from "@textboost/core";
import { parseReutersSgml } from "../reuters-sgml.js";
import {
  type ModApteSplit,
  modApteCollector,
  modApteSplit,
  type ReutersCategories,
} from "../reuters21578.js";
import { ioError, readFileLines } from "./file-lines.js";
import { type ReadProgressOptions, readProgressLimits } from "./read-progress.js";
import { readablePath } from "./regular-file.js";

/**
 * Lists the SGML files of a Reuters-21578 directory: `reut2-000.sgm` ... `reut2-021.sgm`, sorted.
 *
 * @throws TextboostError `E_IO` when the directory cannot be read or holds no `reut2-NNN.sgm` file
 *
 * @example
 * ```ts no-run
 * (await reutersFiles("datasets/reuters21578")).length; // 22
 * ```
 */
export async function reutersFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(readablePath(dir));
  } catch (e) {
    throw e instanceof TextboostError ? e : ioError(dir, e);
  }
  const files = names.filter((n) => /^reut2-\d{3}\.sgm$/.test(n)).sort();
  if (files.length === 0) {
    throw new TextboostError(
      "E_IO",
      "no reut2-NNN.sgm file here; is this the Reuters-21578 directory? (textboost data get reuters21578 downloads it)",
      {
        file: dir,
      },
    );
  }
  return files.map((n) => join(dir, n));
}

/**
 * Reads the ModApte split of Reuters-21578 from the original distribution's directory, streaming the
 * 22 SGML files one line at a time. On Distribution 1.0 it gives 9,603 training and 3,299 test
 * documents with `categories: "all"` (118 categories occur), and 7,770 / 3,019 documents over the
 * 90 categories with `"modapte-90"` (NLTK's ApteMod copy has 7,769: it lacks NEWID 1199, a BRIEF
 * document with a malformed title, which is kept here).
 *
 * @param dir - the directory holding `reut2-000.sgm` ... `reut2-021.sgm`
 * @param options - `categories`: `"modapte-90"` (default) or `"all"`; `onProgress`, told the bytes
 *   read of each file
 * @returns `{ train, test, categories }`; see {@link modApteSplit}
 * @throws TextboostError `E_IO` for a missing directory or file, and when the files leave the
 *   training or the test part empty (a folder holding some of the 22 files: the message names the
 *   missing ones); `E_INPUT_FORMAT` naming file and line
 *
 * @example
 * ```ts no-run
 * const { train, test, categories } = await readReuters21578("../shared/datasets/reuters21578");
 * train.documents.length; // 7770
 * categories.length;      // 90
 * ```
 */
export async function readReuters21578(
  dir: string,
  options: { categories?: ReutersCategories } & ReadProgressOptions = {},
): Promise<ModApteSplit> {
  // Documents are handed over as they are parsed: the split keeps the few fields it needs of the
  // documents it uses, not all 21,578 parsed documents.
  const split = modApteCollector(options.categories === undefined ? {} : { categories: options.categories });
  const files = await reutersFiles(dir);
  for (const [n, path] of files.entries()) {
    const lines = readFileLines(path, readProgressLimits(options, path, n + 1, files.length));
    for await (const d of parseReutersSgml(lines, { file: path })) split.add(d);
  }
  const result = split.finish();
  const empty = (["train", "test"] as const).filter((p) => result[p].documents.length === 0);
  if (empty.length > 0) throw emptyPartError(dir, files, empty, options.categories ?? "modapte-90");
  return result;
}

/** The number of SGML files of Reuters-21578: `reut2-000.sgm` ... `reut2-021.sgm`. */
const REUTERS_FILES = 22;

/** The error for a ModApte part without documents, naming the files the folder lacks. */
function emptyPartError(
  dir: string,
  files: readonly string[],
  parts: readonly ("train" | "test")[],
  categories: ReutersCategories,
): TextboostError {
  const present = new Set(files.map((f) => basename(f)));
  const missing = Array.from(
    { length: REUTERS_FILES },
    (_, i) => `reut2-${String(i).padStart(3, "0")}.sgm`,
  ).filter((name) => !present.has(name));
  const which =
    parts.length === 2
      ? "training and test parts are"
      : `${parts[0] === "train" ? "training" : "test"} part is`;
  const why =
    missing.length > 0
      ? `the folder holds ${REUTERS_FILES - missing.length} of the ${REUTERS_FILES} files of Reuters-21578 (missing: ${missing.join(", ")})`
      : `its files hold no such documents${categories === "modapte-90" ? " with a category of both parts" : ""}`;
  return new TextboostError("E_IO", `the ModApte ${which} empty: ${why}`, { file: dir });
}
