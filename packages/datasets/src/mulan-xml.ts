import { inputError, quote } from "./internal/input-error.js";
import { scanXml } from "./internal/xml-scanner.js";

/** One label of a Mulan XML header, with its parent in a hierarchical header. */
export interface MulanLabel {
  readonly name: string;
  /** The enclosing label's name, or `undefined` at the top level. */
  readonly parent: string | undefined;
  /** 1-based line of the `<label>` element. */
  readonly line: number;
}

/**
 * Parses a Mulan label header (`<labels xmlns="http://mulan.sourceforge.net/labels"><label
 * name="a"></label>...</labels>`). Labels are returned in document order; nested `<label>` elements
 * (Mulan's hierarchical headers) give each label its parent. Entities in names are decoded.
 *
 * @param text - the whole XML file (a BOM is allowed)
 * @param options - `file` names the source in errors
 * @returns the labels, in document order
 * @throws TextboostError `E_INPUT_FORMAT` naming file and line for: no `<labels>` root, a `<label>`
 *   without `name`, a repeated name, an unknown element, text between elements, unbalanced tags,
 *   or no label at all
 *
 * @example
 * ```ts
 * parseMulanXml('<labels xmlns="http://mulan.sourceforge.net/labels"><label name="a"/><label name="b"/></labels>')
 *   .map((l) => l.name); // ["a", "b"]
 * ```
 */
export function parseMulanXml(text: string, options: { file?: string } = {}): MulanLabel[] {
  const file = options.file;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const tokens = scanXml(src);
  if ("error" in tokens) throw inputError(tokens.error, file, tokens.line);
  const labels: MulanLabel[] = [];
  const byName = new Map<string, number>();
  const stack: { tag: string; name: string | undefined; line: number }[] = [];
  let sawRoot = false;
  let rootClosed = false;
  for (const t of tokens) {
    if (t.kind === "text") {
      if (t.text.trim() !== "") throw inputError(`unexpected text ${quote(t.text.trim())}`, file, t.line);
      continue;
    }
    if (t.kind === "close") {
      const top = stack.pop();
      if (top === undefined) throw inputError(`</${t.tag}> closes nothing`, file, t.line);
      if (top.tag !== t.tag) {
        throw inputError(`</${t.tag}> does not match <${top.tag}> opened on line ${top.line}`, file, t.line);
      }
      if (stack.length === 0) rootClosed = true;
      continue;
    }
    if (t.tag === "labels") {
      if (sawRoot) throw inputError("<labels> must be the single root element", file, t.line);
      sawRoot = true;
    } else if (t.tag === "label") {
      if (stack.length === 0) throw inputError("<label> outside <labels>", file, t.line);
      const name = t.attributes.get("name");
      if (name === undefined || name === "")
        throw inputError('<label> without a non-empty "name" attribute', file, t.line);
      const prev = byName.get(name);
      if (prev !== undefined)
        throw inputError(`label ${quote(name)} is declared twice (first on line ${prev})`, file, t.line);
      byName.set(name, t.line);
      const top = stack[stack.length - 1]!;
      labels.push({ name, parent: top.tag === "label" ? top.name : undefined, line: t.line });
    } else {
      throw inputError(
        `unexpected element <${t.tag}>; a Mulan header has only <labels> and <label>`,
        file,
        t.line,
      );
    }
    if (rootClosed) throw inputError(`<${t.tag}> after the root element`, file, t.line);
    if (!t.selfClosing) stack.push({ tag: t.tag, name: t.attributes.get("name"), line: t.line });
    else if (t.tag === "labels") rootClosed = true;
  }
  const open = stack[stack.length - 1];
  if (open !== undefined)
    throw inputError(`<${open.tag}> opened on line ${open.line} is never closed`, file, open.line);
  if (!sawRoot) throw inputError("no <labels> element: this is not a Mulan label header", file, 1);
  if (labels.length === 0) throw inputError("the header declares no <label>", file, 1);
  return labels;
}
