import type { Random } from "@textboost/core";
import { madeUpWord } from "./made-up-words.js";

/** A node of the synthetic label tree: a topic with its labels as children, or a label (no children). */
export interface SyntheticLabelNode {
  /** The topic name, or for a leaf the label name as it appears in `labelNames` (`"topic.label"`). */
  readonly name: string;
  readonly children: readonly SyntheticLabelNode[];
}

/** The labels, their grouping into topics and their names. Internal. */
export interface LabelLayout {
  /** One name per label id; `topic.leaf` when there are topics, else `leaf`. */
  readonly labelNames: readonly string[];
  /** `topicOf[label]`, or -1 when flat. */
  readonly topicOf: Int32Array;
  /** Label ids of each topic. */
  readonly topicLabels: readonly (readonly number[])[];
  /** The tree, when there are topics. */
  readonly tree: readonly SyntheticLabelNode[] | undefined;
}

function uniqueName(random: Random, taken: Set<string>): string {
  for (;;) {
    const name = madeUpWord(random, 2);
    if (name.length >= 4 && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/**
 * Spreads `labels` leaves as evenly as possible over `topics` topics (label ids in topic order) and
 * gives every topic and label a unique made-up name.
 *
 * @param random - the generator to draw names from
 * @param labels - number of labels
 * @param topics - number of topics; 0 for flat labels
 */
export function labelLayout(random: Random, labels: number, topics: number): LabelLayout {
  const taken = new Set<string>();
  const topicOf = new Int32Array(labels).fill(-1);
  if (topics === 0) {
    const labelNames = Array.from({ length: labels }, () => uniqueName(random, taken));
    return { labelNames, topicOf, topicLabels: [], tree: undefined };
  }
  const labelNames: string[] = [];
  const topicLabels: number[][] = [];
  const tree: SyntheticLabelNode[] = [];
  for (let t = 0; t < topics; t++) {
    const topicName = uniqueName(random, taken);
    const size = Math.floor(labels / topics) + (t < labels % topics ? 1 : 0);
    const ids: number[] = [];
    const children: SyntheticLabelNode[] = [];
    for (let k = 0; k < size; k++) {
      const id = labelNames.length;
      const name = `${topicName}.${uniqueName(random, taken)}`;
      labelNames.push(name);
      topicOf[id] = t;
      ids.push(id);
      children.push({ name, children: [] });
    }
    topicLabels.push(ids);
    tree.push({ name: topicName, children });
  }
  return { labelNames, topicOf, topicLabels, tree };
}
