import { EMPTY_LABEL_RULES, type EmptyLabelRule } from "@textboost/metrics";
import { Option } from "commander";

/**
 * `--empty-labels <rule>` of the commands that print measures (`train` with a test part or folds,
 * `evaluate`, `compare`, `report`): how F1 macro (and macro precision and recall) count a label with
 * no positive among the evaluation documents and none predicted. `one` (the default, the MP-Boost
 * paper's convention) counts it as 1, `zero` as 0 (scikit-learn's default), `skip` leaves it out.
 *
 * @returns the commander option, default `"one"`
 *
 * @example
 * ```ts no-run
 * command.addOption(emptyLabelsOption());
 * ```
 */
export const emptyLabelsOption = (): Option =>
  new Option(
    "--empty-labels <rule>",
    "how F1 macro counts a label with no positive evaluation document and none predicted: one (as 1, the MP-Boost paper's convention), zero (as 0, scikit-learn's default) or skip (left out)",
  )
    .choices([...EMPTY_LABEL_RULES])
    .default("one");

const RULE_WORDS: Readonly<Record<EmptyLabelRule, string>> = {
  one: "as 1",
  zero: "as 0",
  skip: "left out",
};

/**
 * The name of the F1 macro row of a measures table, with its rule: `F1 macro (empty labels as 1)`.
 *
 * @param rule - the rule the measures were computed with
 * @returns the row name
 *
 * @example
 * ```ts
 * macroF1Name("zero"); // "F1 macro (empty labels as 0)"
 * ```
 */
export function macroF1Name(rule: EmptyLabelRule): string {
  return `F1 macro (empty labels ${RULE_WORDS[rule]})`;
}

/**
 * The sentence that says how F1 macro counted empty labels, with the option that changes it.
 *
 * @param rule - the rule the measures were computed with
 * @returns one line (no newline)
 *
 * @example
 * ```ts
 * emptyLabelRuleNote("zero");
 * // "F1 macro counts empty labels (no positive evaluation document, none predicted) as 0 (--empty-labels one|zero|skip)"
 * ```
 */
export function emptyLabelRuleNote(rule: EmptyLabelRule): string {
  const how = rule === "skip" ? "leaves out" : "counts";
  const words = rule === "skip" ? "" : ` ${RULE_WORDS[rule]}`;
  return `F1 macro ${how} empty labels (no positive evaluation document, none predicted)${words} (--empty-labels ${EMPTY_LABEL_RULES.join("|")})`;
}

/**
 * The line under a measures table: how many empty labels there were at each S (or fold), and how
 * F1 macro counted them ({@link emptyLabelRuleNote}).
 *
 * @param rule - the rule the measures were computed with
 * @param counts - the number of empty labels at each S (or fold) of the table
 * @returns one line (no newline)
 *
 * @example
 * ```ts
 * emptyLabelsNote("one", [3, 2]);
 * // "empty labels: 3, 2. F1 macro counts empty labels (no positive evaluation document, none predicted) as 1 (--empty-labels one|zero|skip)"
 * ```
 */
export function emptyLabelsNote(rule: EmptyLabelRule, counts: readonly number[]): string {
  const distinct = [...new Set(counts)];
  const shown = distinct.length === 1 ? String(distinct[0] ?? 0) : counts.join(", ");
  return `empty labels: ${shown}. ${emptyLabelRuleNote(rule)}`;
}
