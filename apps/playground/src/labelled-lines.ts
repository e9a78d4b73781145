import { TextboostError } from "@textboost/core";

/** One labelled document of the playground's text box. */
export interface LabelledText {
  readonly labels: readonly string[];
  readonly text: string;
}

/**
 * Reads the playground's pasted format: one document a line, `label1,label2 | the text`. Blank
 * lines are skipped; labels are trimmed and de-duplicated in order.
 *
 * @param input - the pasted text
 * @returns the documents, in order
 * @throws TextboostError `E_INPUT_FORMAT` naming the 1-based line: no `|`, no label, or no text
 * @example
 * ```ts
 * parseLabelledLines("grain,corn | wheat and corn exports rose\noil | crude prices fell");
 * // [{ labels: ["grain", "corn"], text: "wheat and corn exports rose" }, { labels: ["oil"], text: "crude prices fell" }]
 * ```
 */
export function parseLabelledLines(input: string): LabelledText[] {
  const out: LabelledText[] = [];
  input.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === "") return;
    const bar = line.indexOf("|");
    const fail = (what: string): never => {
      throw new TextboostError("E_INPUT_FORMAT", `${what}; write "label1,label2 | the text"`, {
        line: i + 1,
      });
    };
    if (bar < 0) fail('no "|" between the labels and the text');
    const labels = [
      ...new Set(
        line
          .slice(0, bar)
          .split(",")
          .map((l) => l.trim())
          .filter((l) => l !== ""),
      ),
    ];
    const text = line.slice(bar + 1).trim();
    if (labels.length === 0) fail('no label before the "|"');
    if (text === "") fail('no text after the "|"');
    out.push({ labels, text });
  });
  return out;
}
