import type { LabelVerdict } from "./classify-text.js";

/**
 * The `li` of one label's verdict: the label and score, whether it is predicted, and the terms behind
 * it (`because wheat +0.84, no oil −0.31`). Marked `data-label` for readers and tests of the page.
 *
 * @param document - the page's document
 * @param v - the verdict
 * @returns the list item
 * @example
 * ```ts
 * list.append(verdictItem(document, verdicts[0]));
 * ```
 */
export function verdictItem(document: Document, v: LabelVerdict): HTMLLIElement {
  const li = document.createElement("li");
  li.dataset.label = v.label;
  const head = document.createElement("strong");
  head.textContent = `${v.label} ${v.score.toFixed(3)}`;
  const note = document.createElement("span");
  note.className = "muted";
  note.textContent = v.predicted ? " predicted" : " not predicted (best score)";
  const why = document.createElement("div");
  why.className = "because";
  for (const [i, c] of v.because.entries()) {
    const span = document.createElement("span");
    span.className = c.vote >= 0 ? "pos" : "neg";
    span.textContent = `${i > 0 ? ", " : "because "}${c.present ? "" : "no "}${c.term} ${c.vote >= 0 ? "+" : "−"}${Math.abs(c.vote).toFixed(2)}`;
    why.append(span);
  }
  li.append(head, note, why);
  return li;
}
