import type { Dataset, LabelTree } from "@textboost/core";
import { labelTree } from "@textboost/core";
import { csrFromRows } from "@textboost/sparse";

/**
 * A fixed data set of 24 documents over 8 terms and 4 leaf labels (two under `grains`, two under
 * `energy`), each label tied to two terms with some noise: small enough for a queue test's jobs to
 * take milliseconds, rich enough for a forest and a tree to learn something.
 */
export function toyData(): Dataset {
  const rows: { indices: number[]; values: number[] }[] = [];
  const labels: { indices: number[] }[] = [];
  for (let i = 0; i < 24; i++) {
    const label = i % 4;
    const terms = [2 * label, 2 * label + 1, (i * 5) % 8]
      .filter((t, q, a) => a.indexOf(t) === q)
      .sort((a, b) => a - b);
    rows.push({ indices: terms, values: terms.map((t) => 1 + ((i + t) % 3)) });
    labels.push({ indices: i % 5 === 0 ? [label, (label + 1) % 4].sort() : [label] });
  }
  return {
    X: csrFromRows(rows, 8),
    Y: csrFromRows(labels, 4, { binary: true }),
    featureNames: ["wheat", "grain", "corn", "maize", "oil", "crude", "gas", "pipeline"],
    labelNames: ["wheat", "corn", "crude", "gas"],
  };
}

/** The tree over {@link toyData}'s labels: `grains` (wheat, corn) and `energy` (crude, gas). */
export function toyTree(): LabelTree {
  return labelTree({
    labels: ["grains", "energy", "wheat", "corn", "crude", "gas"],
    parent: [-1, -1, 0, 0, 1, 1],
    descriptions: ["", "", "", "", "", ""],
  });
}
