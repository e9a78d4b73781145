import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { TextboostError } from "@textboost/core";
import { inputError } from "./internal/input-error.js";
import { ioError, readFileLines } from "./internal/lines.js";
import { parseReutersSgml, type ReutersDocument } from "./reuters-sgml.js";
import type { TextCorpus, TextDocument } from "./text-corpus.js";

/**
 * Which Reuters-21578 categories a ModApte corpus uses:
 * - `"modapte-90"`: the 90 topics with at least one training and one test document. Documents keep
 *   only these topics, and documents left with none are dropped (9,603/3,299 become 7,770/3,019).
 * - `"all"`: every topic that occurs in a ModApte training or test document; every `TOPICS="YES"`
 *   document of the split is kept, also those with no topic at all (9,603/3,299).
 */
export type ReutersCategories = "modapte-90" | "all";

/** The ModApte split of Reuters-21578 as raw-text corpora. */
export interface ModApteSplit {
  readonly train: TextCorpus;
  readonly test: TextCorpus;
  /** The category set, sorted (the `labelNames` of both corpora). */
  readonly categories: readonly string[];
}

/**
 * Builds the ModApte split from parsed Reuters-21578 documents: a document is a training document
 * when `LEWISSPLIT="TRAIN"` and `TOPICS="YES"`, a test document when `LEWISSPLIT="TEST"` and
 * `TOPICS="YES"`; all others are unused. Document ids are the NEWIDs, texts are
 * {@link ReutersDocument.text} (title, a blank line, body), labels are the topics in file order
 * restricted to the category set. Order follows the input.
 *
 * @param documents - every document of the collection (for example from {@link parseReutersSgml})
 * @param options - `categories`: `"modapte-90"` (default) or `"all"`, see {@link ReutersCategories}
 * @returns train and test corpora sharing one sorted category list
 * @throws TextboostError `E_INPUT_FORMAT` (file and line of the second one) for a repeated NEWID;
 *   `E_INVALID_ARGUMENT` for an unknown `categories`
 *
 * @example
 * ```ts no-run
 * const sgmlText = readFileSync("reut2-000.sgm", "latin1");
 * const docs = [];
 * for await (const d of parseReutersSgml(sgmlText)) docs.push(d);
 * const { train, test, categories } = modApteSplit(docs, { categories: "modapte-90" });
 * ```
 */
export function modApteSplit(
  documents: Iterable<ReutersDocument>,
  options: { categories?: ReutersCategories } = {},
): ModApteSplit {
  const which = options.categories ?? "modapte-90";
  if (which !== "modapte-90" && which !== "all") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `categories must be "modapte-90" or "all", got ${JSON.stringify(which)}`,
    );
  }
  const seen = new Map<string, ReutersDocument>();
  const train: ReutersDocument[] = [];
  const test: ReutersDocument[] = [];
  for (const d of documents) {
    const prev = seen.get(d.newId);
    if (prev !== undefined) {
      throw inputError(
        `NEWID ${d.newId} occurs twice (first at ${prev.file ?? "<input>"}:${prev.line})`,
        d.file,
        d.line,
      );
    }
    seen.set(d.newId, d);
    if (d.topicsAttribute !== "YES") continue;
    if (d.lewisSplit === "TRAIN") train.push(d);
    else if (d.lewisSplit === "TEST") test.push(d);
  }
  const topicsOf = (docs: ReutersDocument[]): Set<string> => new Set(docs.flatMap((d) => d.topics));
  const inTrain = topicsOf(train);
  const inTest = topicsOf(test);
  const categories =
    which === "all"
      ? [...new Set([...inTrain, ...inTest])].sort()
      : [...inTrain].filter((c) => inTest.has(c)).sort();
  const keep = new Set(categories);
  const corpus = (docs: ReutersDocument[]): TextCorpus => {
    const out: TextDocument[] = [];
    for (const d of docs) {
      const labels = d.topics.filter((t) => keep.has(t));
      if (which === "modapte-90" && labels.length === 0) continue;
      out.push({ id: d.newId, text: d.text, labels });
    }
    return { documents: out, labelNames: categories };
  };
  return { train: corpus(train), test: corpus(test), categories };
}

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
    names = await readdir(dir);
  } catch (e) {
    throw ioError(dir, e);
  }
  const files = names.filter((n) => /^reut2-\d{3}\.sgm$/.test(n)).sort();
  if (files.length === 0) {
    throw new TextboostError("E_IO", "no reut2-NNN.sgm file here; is this the Reuters-21578 directory?", {
      file: dir,
    });
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
 * @param options - `categories`: `"modapte-90"` (default) or `"all"`
 * @returns `{ train, test, categories }`; see {@link modApteSplit}
 * @throws TextboostError `E_IO` for a missing directory or file, `E_INPUT_FORMAT` naming file and line
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
  options: { categories?: ReutersCategories } = {},
): Promise<ModApteSplit> {
  const documents: ReutersDocument[] = [];
  for (const path of await reutersFiles(dir)) {
    for await (const d of parseReutersSgml(readFileLines(path), { file: path })) documents.push(d);
  }
  return modApteSplit(documents, options);
}
