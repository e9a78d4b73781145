import { inputError, quote } from "./internal/input-error.js";
import { type LineInput, numberedLines } from "./internal/lines.js";

/** One `<REUTERS>` element of a Reuters-21578 SGML file, with its text cleaned up. */
export interface ReutersDocument {
  /** The `NEWID` attribute (1 to 21578 in the distribution): the document id. */
  readonly newId: string;
  /** The `OLDID` attribute, when present. */
  readonly oldId: string | undefined;
  /** `LEWISSPLIT`: which side of the Lewis (ModLewis, ModApte) splits the document is on. */
  readonly lewisSplit: "TRAIN" | "TEST" | "NOT-USED";
  /** `CGISPLIT` (`TRAINING-SET` or `PUBLISHED-TESTSET`), when present. */
  readonly cgiSplit: string | undefined;
  /** `TOPICS`: whether the document was indexed for topics (`YES`), not (`NO`), or `BYPASS`. */
  readonly topicsAttribute: "YES" | "NO" | "BYPASS";
  /** `TYPE` of `<TEXT>`: `NORM` (title, dateline, body), `BRIEF` (title only) or `UNPROC` (raw). */
  readonly type: "NORM" | "BRIEF" | "UNPROC";
  /** `<DATE>`, trimmed. */
  readonly date: string;
  /** The `<D>` entries of each category field, in file order (duplicates removed). */
  readonly topics: readonly string[];
  readonly places: readonly string[];
  readonly people: readonly string[];
  readonly orgs: readonly string[];
  readonly exchanges: readonly string[];
  readonly companies: readonly string[];
  /** `<TITLE>`, cleaned, or `undefined` when absent. */
  readonly title: string | undefined;
  /** `<DATELINE>`, cleaned, or `undefined`. */
  readonly dateline: string | undefined;
  /** `<BODY>`, cleaned, or `undefined` (BRIEF and UNPROC documents have none). */
  readonly body: string | undefined;
  /**
   * The text to categorise: `title + "\n\n" + body` when both exist, else whichever exists; for
   * UNPROC documents (no title, no body) the raw content of `<TEXT>`. May be empty.
   */
  readonly text: string;
  /** The source name given to the parser, if any. */
  readonly file: string | undefined;
  /** 1-based line of the `<REUTERS>` start tag. */
  readonly line: number;
}

const CATEGORY_FIELDS = ["TOPICS", "PLACES", "PEOPLE", "ORGS", "EXCHANGES", "COMPANIES"] as const;
const IN_REUTERS = new Set(["DATE", "MKNOTE", "UNKNOWN", "TEXT", ...CATEGORY_FIELDS]);
const IN_TEXT = new Set(["TITLE", "DATELINE", "BODY", "AUTHOR"]);
const UNIQUE = new Set(["DATE", "TITLE", "DATELINE", "BODY", ...CATEGORY_FIELDS]);

/**
 * Parses Reuters-21578 SGML (`reut2-*.sgm`) one `<REUTERS>` element at a time, streaming.
 *
 * A small dedicated scanner: outside documents only blank lines and `<!DOCTYPE ...>` may occur;
 * inside, every `<` starts one of the tags of `lewis.dtd` and tags must nest. Entities are decoded
 * (`&lt;`, `&gt;`, `&amp;`, `&#N;`), then control characters (`&#2;`, `&#3;`, `&#5;`, `&#127;`, ...)
 * are removed from the text and it is trimmed. Text around the tags inside `<TEXT>` (the `******`
 * before a malformed BRIEF title, "Blah blah blah.") is ignored except in UNPROC documents.
 *
 * @param input - the SGML text or its lines
 * @param options - `file` names the source in errors and in each document
 * @returns an async iterable of documents, in file order
 * @throws TextboostError `E_INPUT_FORMAT` naming file and line for text outside a document, an
 *   unknown or mis-nested tag, a stray `<`, a missing or invalid `NEWID`, `LEWISSPLIT` or `TOPICS`
 *   attribute, a document without `<TEXT>`, and a file that ends inside a document (truncated)
 *
 * @example
 * ```ts no-run
 * for await (const doc of parseReutersSgml(readFileSync("reut2-000.sgm", "utf8"), { file: "reut2-000.sgm" })) {
 *   console.log(doc.newId, doc.topics, doc.title); // "1" ["cocoa"] "BAHIA COCOA REVIEW"
 * }
 * ```
 */
export async function* parseReutersSgml(
  input: LineInput,
  options: { file?: string } = {},
): AsyncGenerator<ReutersDocument> {
  const file = options.file;
  let block: string[] | undefined;
  let startLine = 0;
  for await (const { text, line } of numberedLines(input)) {
    if (block === undefined) {
      const s = text.trim();
      if (s === "" || /^<!DOCTYPE\b/i.test(s)) continue;
      if (!/^<REUTERS[\s>]/.test(s)) {
        throw inputError(
          `expected <REUTERS ...> or a blank line between documents, found ${quote(s)}`,
          file,
          line,
        );
      }
      block = [];
      startLine = line;
    }
    block.push(text);
    const close = text.indexOf("</REUTERS>");
    if (close >= 0) {
      if (text.slice(close + 10).trim() !== "") {
        throw inputError("text after </REUTERS> on the same line", file, line);
      }
      const src = block.join("\n");
      block = undefined;
      yield parseDocument(src, file, startLine);
    }
  }
  if (block !== undefined) {
    throw inputError(
      `the input ends inside the <REUTERS> element that starts on line ${startLine} (truncated file?)`,
      file,
      startLine + block.length - 1,
    );
  }
}

interface Open {
  readonly tag: string;
  readonly line: number;
  text: string;
}

function parseDocument(src: string, file: string | undefined, firstLine: number): ReutersDocument {
  return documentOf(scanElements(src, file, firstLine), file, firstLine);
}

/** What the elements of one <REUTERS> element hold, before their checks. */
interface Elements {
  /** The attributes of <REUTERS> and of <TEXT> (undefined: no <TEXT>), as written. */
  readonly attrs: string;
  readonly textAttrs: string | undefined;
  /** The text directly inside <TEXT> (an UNPROC document's). */
  readonly textOwn: string;
  /** Each other element's text, by tag. */
  readonly fields: Map<string, string>;
  /** Each category field's <D> entries, cleaned. */
  readonly lists: Map<string, string[]>;
}

/**
 * Walks the tags of one <REUTERS> element (its source from line `firstLine`), checking that each
 * opens where it may and closes what it opened.
 */
function scanElements(src: string, file: string | undefined, firstLine: number): Elements {
  let line = firstLine;
  let pos = 0;
  const countTo = (to: number): void => {
    for (let k = pos; k < to; k++) if (src.charCodeAt(k) === 10) line++;
    pos = to;
  };
  const stack: Open[] = [];
  const fields = new Map<string, string>();
  const lists = new Map<string, string[]>(CATEGORY_FIELDS.map((f) => [f, []]));
  let attrs = "";
  let textAttrs: string | undefined;
  let textOwn = "";
  let closed = false;
  const tagRe = /<(\/?)([A-Za-z]+)((?:\s+[A-Za-z]+\s*=\s*"[^"<>]*")*)\s*>/y;
  while (pos < src.length) {
    const lt = src.indexOf("<", pos);
    const chunk = src.slice(pos, lt < 0 ? src.length : lt);
    const top = stack[stack.length - 1];
    if (chunk.trim() !== "") {
      if (top === undefined || closed)
        throw inputError(`text outside the <REUTERS> element: ${quote(chunk.trim())}`, file, line);
      top.text += chunk;
      if (top.tag === "TEXT") textOwn += chunk;
    } else if (top !== undefined) {
      top.text += chunk;
    }
    countTo(lt < 0 ? src.length : lt);
    if (lt < 0) break;
    tagRe.lastIndex = lt;
    const m = tagRe.exec(src);
    if (m === null) {
      throw inputError(
        `stray '<' or malformed tag: ${quote(src.slice(lt, lt + 30))} (a literal '<' must be written &lt;)`,
        file,
        line,
      );
    }
    const [whole, slash, tag = "", attributes = ""] = m;
    if (closed) throw inputError(`<${slash}${tag}> after </REUTERS>`, file, line);
    if (slash === "") {
      checkPlacement(tag, stack[stack.length - 1]?.tag, file, line);
      if (tag === "REUTERS") attrs = attributes;
      if (tag === "TEXT") {
        if (textAttrs !== undefined) throw inputError("a second <TEXT> element", file, line);
        textAttrs = attributes;
      } else if (fields.has(tag) && UNIQUE.has(tag)) {
        throw inputError(`a second <${tag}> element`, file, line);
      }
      stack.push({ tag, line, text: "" });
    } else {
      const open = stack.pop();
      if (open === undefined || open.tag !== tag) {
        throw inputError(
          open === undefined
            ? `</${tag}> closes nothing`
            : `</${tag}> does not match <${open.tag}> opened on line ${open.line}`,
          file,
          line,
        );
      }
      if (tag === "D") {
        lists.get(stack[stack.length - 1]!.tag)!.push(clean(open.text));
      } else if (tag === "REUTERS") {
        closed = true;
      } else {
        fields.set(tag, open.text);
      }
    }
    countTo(lt + whole.length);
  }
  const open = stack[stack.length - 1];
  if (open !== undefined)
    throw inputError(`<${open.tag}> opened on line ${open.line} is never closed`, file, line);
  return { attrs, textAttrs, textOwn, fields, lists };
}

/** Throws unless <tag> may open inside `parent` (undefined: at the top). */
function checkPlacement(
  tag: string,
  parent: string | undefined,
  file: string | undefined,
  line: number,
): void {
  const allowed =
    tag === "REUTERS"
      ? parent === undefined
      : tag === "D"
        ? (CATEGORY_FIELDS as readonly string[]).includes(parent ?? "")
        : IN_REUTERS.has(tag)
          ? parent === "REUTERS"
          : IN_TEXT.has(tag)
            ? parent === "TEXT"
            : undefined;
  if (allowed === undefined) throw inputError(`unknown tag <${tag}>`, file, line);
  if (!allowed) {
    throw inputError(
      `<${tag}> cannot appear ${parent === undefined ? "outside <REUTERS>" : `inside <${parent}>`}`,
      file,
      line,
    );
  }
}

/** The document the elements describe, its attributes checked. */
function documentOf(elements: Elements, file: string | undefined, firstLine: number): ReutersDocument {
  const { attrs, textAttrs, textOwn, fields, lists } = elements;
  const attr = (text: string, name: string): string | undefined =>
    new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(text)?.[1];
  const newId = attr(attrs, "NEWID");
  if (newId === undefined || !/^\d+$/.test(newId)) {
    throw inputError(
      `<REUTERS> needs a numeric NEWID attribute, has ${newId === undefined ? "none" : quote(newId)}`,
      file,
      firstLine,
    );
  }
  const lewisSplit = attr(attrs, "LEWISSPLIT");
  if (lewisSplit !== "TRAIN" && lewisSplit !== "TEST" && lewisSplit !== "NOT-USED") {
    throw inputError(
      `NEWID ${newId}: LEWISSPLIT must be TRAIN, TEST or NOT-USED, is ${quote(String(lewisSplit))}`,
      file,
      firstLine,
    );
  }
  const topicsAttribute = attr(attrs, "TOPICS");
  if (topicsAttribute !== "YES" && topicsAttribute !== "NO" && topicsAttribute !== "BYPASS") {
    throw inputError(
      `NEWID ${newId}: TOPICS must be YES, NO or BYPASS, is ${quote(String(topicsAttribute))}`,
      file,
      firstLine,
    );
  }
  if (textAttrs === undefined)
    throw inputError(`NEWID ${newId}: the document has no <TEXT> element`, file, firstLine);
  const type = attr(textAttrs, "TYPE") ?? "NORM";
  if (type !== "NORM" && type !== "BRIEF" && type !== "UNPROC") {
    throw inputError(
      `NEWID ${newId}: TEXT TYPE must be NORM, BRIEF or UNPROC, is ${quote(type)}`,
      file,
      firstLine,
    );
  }
  const optional = (tag: string): string | undefined => {
    const v = fields.get(tag);
    return v === undefined ? undefined : clean(v);
  };
  const title = optional("TITLE");
  const body = optional("BODY");
  const unique = (xs: string[]): string[] => [...new Set(xs.filter((x) => x !== ""))];
  let text: string;
  if (title !== undefined && title !== "" && body !== undefined && body !== "") text = `${title}\n\n${body}`;
  else if ((title ?? "") !== "" || (body ?? "") !== "") text = title || body || "";
  else text = clean(textOwn);
  return {
    newId,
    oldId: attr(attrs, "OLDID"),
    lewisSplit,
    cgiSplit: attr(attrs, "CGISPLIT"),
    topicsAttribute,
    type,
    date: optional("DATE") ?? "",
    topics: unique(lists.get("TOPICS")!),
    places: unique(lists.get("PLACES")!),
    people: unique(lists.get("PEOPLE")!),
    orgs: unique(lists.get("ORGS")!),
    exchanges: unique(lists.get("EXCHANGES")!),
    companies: unique(lists.get("COMPANIES")!),
    title,
    dateline: optional("DATELINE"),
    body,
    text,
    file,
    line: firstLine,
  };
}

/** Decodes SGML entities, removes control characters (keeping newlines and tabs) and trims. */
function clean(s: string): string {
  let out = s;
  if (out.includes("&")) {
    out = out.replace(/&(#\d+|lt|gt|amp|quot);/g, (all, e: string) => {
      if (e[0] === "#") {
        const cp = Number(e.slice(1));
        return cp <= 0x10ffff ? String.fromCodePoint(cp) : all;
      }
      return e === "lt" ? "<" : e === "gt" ? ">" : e === "amp" ? "&" : '"';
    });
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return out.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").trim();
}
