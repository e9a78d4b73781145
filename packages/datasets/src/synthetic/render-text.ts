import type { Random } from "@textboost/core";

const capitalize = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

function numberToken(random: Random): string {
  switch (random.int(4)) {
    case 0:
      return String(1950 + random.int(60));
    case 1:
      return `${random.int(100)}.${random.int(10)}`;
    case 2:
      return `${random.int(100)}%`;
    default:
      return String(1 + random.int(999));
  }
}

/**
 * Turns word sequences into text a tokenizer has work to do on: a Title Case title line, a blank line,
 * then the body as sentences of 5 to 16 words with a capital first word, occasional capitalised words
 * (like names), commas, numbers ("1987", "12.5", "40%"), sentence ends ". ? !" and a line break every
 * few sentences. Every body word appears once in the text, in order. Internal.
 *
 * @param random - the generator for punctuation choices
 * @param title - the title words
 * @param body - the body words (not empty)
 */
export function renderText(random: Random, title: readonly string[], body: readonly string[]): string {
  const sentences: string[] = [];
  let k = 0;
  let lines = "";
  let inLine = 0;
  while (k < body.length) {
    const size = Math.min(5 + random.int(12), body.length - k);
    const parts: string[] = [];
    for (let s = 0; s < size; s++, k++) {
      let w = body[k]!;
      if (s === 0 || random.next() < 0.03) w = capitalize(w);
      if (s > 0 && random.next() < 0.02) parts.push(numberToken(random));
      if (s < size - 1 && random.next() < 0.07) w += ",";
      parts.push(w);
    }
    const u = random.next();
    sentences.push(parts.join(" ") + (u < 0.9 ? "." : u < 0.95 ? "?" : "!"));
    inLine++;
    if (inLine >= 3 + random.int(3) || k >= body.length) {
      lines += (lines === "" ? "" : "\n") + sentences.join(" ");
      sentences.length = 0;
      inLine = 0;
    }
  }
  return `${title.map(capitalize).join(" ")}\n\n${lines}`;
}
