import type { Contribution } from "@textboost/core";

/** A threshold or feature value for people: 4 significant digits, no trailing zeros (`0.0954`, `12.5`). */
export function formatValue(x: number): string {
  return Number.isFinite(x) ? String(Number(x.toPrecision(4))) : String(x);
}

const signed = (v: number) => `${v >= 0 ? "+" : ""}${v.toFixed(3)}`;
const rounds = (n: number) => `${n} round${n === 1 ? "" : "s"}`;

/**
 * What a contribution's feature was for the document, after its name: `(present)` / `(absent)` for
 * a presence stump's term; for threshold stumps (tf-idf weights, LSI dimensions, real-valued ARFF
 * attributes) the document's value and each cut the rounds tested, on the side it fell
 * (`= 0.13: > 0.0954 (+0.412, 2 rounds)`); nothing for a part that depends on no feature.
 */
export function describeFeatureTest(c: Contribution): string {
  if (c.feature < 0) return "";
  if (c.cuts === undefined) return c.present ? " (present)" : " (absent)";
  if (c.value === undefined) return " (missing: its stumps abstain)";
  const cuts = c.cuts.map(
    (cut) =>
      `${cut.above ? ">" : "<="} ${formatValue(cut.threshold)}${c.cuts!.length > 1 ? ` (${signed(cut.vote)}, ${rounds(cut.rounds)})` : ""}`,
  );
  return ` = ${formatValue(c.value)}${cuts.length > 0 ? `: ${cuts.join("; ")}` : ""}`;
}

/** One line per contribution, the first `n`: signed vote, feature name, its test, the rounds. */
export function formatContributions(
  e: { contributions: readonly Contribution[] },
  n: number,
  indent: string,
): string {
  return e.contributions
    .slice(0, n)
    .map(
      (c) =>
        `${indent}${signed(c.vote).padStart(8)}  ${c.featureName}${describeFeatureTest(c)}${c.rounds > 0 ? `, ${rounds(c.rounds)}` : ""}\n`,
    )
    .join("");
}
