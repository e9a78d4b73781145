import { TextboostError } from "@textboost/core";
import { inputError } from "./internal/input-error.js";
import type { ReutersDocument } from "./reuters-sgml.js";
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
  const collector = modApteCollector(options);
  for (const d of documents) collector.add(d);
  return collector.finish();
}

/** What a {@link ModApteSplit} keeps of a document until the categories are known. */
interface KeptDocument {
  readonly id: string;
  readonly text: string;
  readonly topics: readonly string[];
}

/**
 * The work of {@link modApteSplit}, a document at a time, so that a reader can hand over documents as
 * it parses them (and with the same errors: `E_INVALID_ARGUMENT` for an unknown category set, at
 * once): of each document it keeps only where it was (to name a repeated NEWID) and, for
 * the documents of the split, the id, text and topics, not the whole parsed document.
 *
 * @internal
 */
export function modApteCollector(options: { categories?: ReutersCategories }): {
  add(d: ReutersDocument): void;
  finish(): ModApteSplit;
} {
  const which = options.categories ?? "modapte-90";
  if (which !== "modapte-90" && which !== "all") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `categories must be "modapte-90" or "all", got ${JSON.stringify(which)}`,
    );
  }
  const seen = new Map<string, { file: string | undefined; line: number }>();
  const train: KeptDocument[] = [];
  const test: KeptDocument[] = [];
  return {
    add(d) {
      const prev = seen.get(d.newId);
      if (prev !== undefined) {
        throw inputError(
          `NEWID ${d.newId} occurs twice (first at ${prev.file ?? "<input>"}:${prev.line})`,
          d.file,
          d.line,
        );
      }
      seen.set(d.newId, { file: d.file, line: d.line });
      if (d.topicsAttribute !== "YES") return;
      const kept = { id: d.newId, text: d.text, topics: d.topics };
      if (d.lewisSplit === "TRAIN") train.push(kept);
      else if (d.lewisSplit === "TEST") test.push(kept);
    },
    finish() {
      const topicsOf = (docs: KeptDocument[]): Set<string> => new Set(docs.flatMap((d) => d.topics));
      const inTrain = topicsOf(train);
      const inTest = topicsOf(test);
      const categories =
        which === "all"
          ? [...new Set([...inTrain, ...inTest])].sort()
          : [...inTrain].filter((c) => inTest.has(c)).sort();
      const keep = new Set(categories);
      const corpus = (docs: KeptDocument[]): TextCorpus => {
        const out: TextDocument[] = [];
        for (const d of docs) {
          const labels = d.topics.filter((t) => keep.has(t));
          if (which === "modapte-90" && labels.length === 0) continue;
          out.push({ id: d.id, text: d.text, labels });
        }
        return { documents: out, labelNames: categories };
      };
      return { train: corpus(train), test: corpus(test), categories };
    },
  };
}
