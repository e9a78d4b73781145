import type { LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { labelMatrix } from "@textboost/sparse";

/**
 * Checks the arguments of `TextClassifier.train` and turns the label lists into a label matrix over
 * their distinct labels, sorted (so the same data gives the same model whatever its order of first
 * appearance).
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` naming the argument and the index that is wrong
 */
export function trainingLabels(
  texts: readonly string[],
  labelLists: readonly (readonly string[])[],
): { Y: LabelMatrix; labelNames: string[] } {
  const fail = (detail: string): never => {
    throw new TextboostError("E_INVALID_ARGUMENT", `TextClassifier.train: ${detail}`);
  };
  if (!Array.isArray(texts)) fail("texts must be an array of strings");
  if (!Array.isArray(labelLists)) fail("labelLists must be an array of label arrays (one per text)");
  if (texts.length !== labelLists.length)
    fail(`${texts.length} texts but ${labelLists.length} label lists: give one list per text`);
  if (texts.length === 0) fail("no texts to train on");
  const names = new Set<string>();
  texts.forEach((t, i) => {
    if (typeof t !== "string") fail(`texts[${i}] is ${typeof t}, not a string`);
  });
  labelLists.forEach((list, i) => {
    if (!Array.isArray(list)) fail(`labelLists[${i}] must be an array of label names (use [] for none)`);
    list.forEach((l: unknown, k: number) => {
      if (typeof l !== "string" || l.trim() === "")
        fail(`labelLists[${i}][${k}] must be a non-empty string, got ${JSON.stringify(l)}`);
      names.add(l as string);
    });
  });
  if (names.size === 0) fail("no text has a label: give at least one label name");
  const labelNames = [...names].sort();
  const column = new Map(labelNames.map((l, j) => [l, j] as const));
  const sets = labelLists.map((list) => [...new Set(list.map((l) => column.get(l)!))].sort((a, b) => a - b));
  return { Y: labelMatrix(sets, labelNames.length), labelNames };
}
