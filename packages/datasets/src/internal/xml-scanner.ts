/** One token of a small XML document. */
export type XmlToken =
  | {
      readonly kind: "open";
      readonly tag: string;
      readonly attributes: Map<string, string>;
      readonly selfClosing: boolean;
      readonly line: number;
    }
  | { readonly kind: "close"; readonly tag: string; readonly line: number }
  | { readonly kind: "text"; readonly text: string; readonly line: number };

/**
 * Scans a small XML document into open/close/text tokens with 1-based line numbers, skipping the
 * XML declaration, processing instructions, comments, CDATA-free DOCTYPEs. Entities (`&amp;`,
 * `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;`, `&#xH;`) are decoded in text and attribute values.
 *
 * @returns the tokens, or `{ error, line }` for malformed markup
 */
export function scanXml(src: string): XmlToken[] | { error: string; line: number } {
  const out: XmlToken[] = [];
  let line = 1;
  let i = 0;
  const advance = (to: number): void => {
    for (let k = i; k < to; k++) if (src.charCodeAt(k) === 10) line++;
    i = to;
  };
  while (i < src.length) {
    const lt = src.indexOf("<", i);
    if (lt < 0) {
      out.push({ kind: "text", text: decodeXmlEntities(src.slice(i)), line });
      advance(src.length);
      break;
    }
    if (lt > i) {
      out.push({ kind: "text", text: decodeXmlEntities(src.slice(i, lt)), line });
      advance(lt);
    }
    const startLine = line;
    const closer = src.startsWith("<!--", i) ? "-->" : src.startsWith("<?", i) ? "?>" : ">";
    const end = src.indexOf(closer, i + 1);
    if (end < 0)
      return { error: `markup starting with ${JSON.stringify(src.slice(i, i + 20))} is never closed`, line };
    const body = src.slice(i + 1, end);
    advance(end + closer.length);
    if (closer !== ">" || body.startsWith("!")) continue;
    if (body.startsWith("/")) {
      const tag = body.slice(1).trim();
      if (!/^[A-Za-z_][\w.:-]*$/.test(tag))
        return { error: `malformed closing tag </${body.slice(1)}>`, line: startLine };
      out.push({ kind: "close", tag, line: startLine });
      continue;
    }
    const selfClosing = body.endsWith("/");
    const inner = selfClosing ? body.slice(0, -1) : body;
    const m = /^([A-Za-z_][\w.:-]*)/.exec(inner);
    if (m === null) return { error: `malformed tag <${body}>`, line: startLine };
    const tag = m[1]!;
    const attributes = new Map<string, string>();
    const rest = inner.slice(tag.length);
    const attr = /\s*([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
    let p = 0;
    while (p < rest.length) {
      if (rest.slice(p).trim() === "") break;
      attr.lastIndex = p;
      const a = attr.exec(rest);
      if (a === null) return { error: `malformed attributes in <${tag}${rest}>`, line: startLine };
      attributes.set(a[1]!, decodeXmlEntities(a[2] ?? a[3] ?? ""));
      p = attr.lastIndex;
    }
    out.push({ kind: "open", tag, attributes, selfClosing, line: startLine });
  }
  return out;
}

/** Decodes the five XML entities and numeric character references; other `&...;` stay as they are. */
export function decodeXmlEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (all, e: string) => {
    if (e[0] === "#") {
      const cp = e[1] === "x" ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : all;
    }
    return e === "amp" ? "&" : e === "lt" ? "<" : e === "gt" ? ">" : e === "quot" ? '"' : "'";
  });
}

/** Escapes text for an XML attribute value in double quotes. */
export function escapeXml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;")
    .replace(/\t/g, "&#9;");
}
