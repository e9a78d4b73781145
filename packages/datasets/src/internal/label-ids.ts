import { type LabelMatrix, TextboostError } from "@textboost/core";
import { labelMatrix } from "@textboost/sparse";

/**
 * Collects label tokens row by row for formats whose labels are ids without a declared list
 * (SVMlight, MP-Boost++). With a fixed list of names, tokens are looked up in it; without, the
 * distinct tokens become the label columns at the end, sorted numerically (names are the canonical
 * integers, `"+1"` and `"01"` both become `"1"`).
 */
export class LabelCollector {
  private readonly fixed: Map<string, number> | undefined;
  private readonly found = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly sets: number[][] = [];

  constructor(labelNames: readonly string[] | undefined) {
    this.fixed = labelNames === undefined ? undefined : new Map(labelNames.map((n, j) => [n, j] as const));
    if (labelNames !== undefined) this.names = [...labelNames];
  }

  /**
   * Maps one row's label tokens to ids and stores the row.
   *
   * @returns an error message for a token that is not a label, or undefined
   */
  addRow(tokens: readonly string[]): string | undefined {
    const ids: number[] = [];
    for (const tok of tokens) {
      if (!/^[+-]?\d+$/.test(tok)) return `label ${JSON.stringify(tok)} is not an integer`;
      const canonical = String(Number(tok));
      if (this.fixed !== undefined) {
        const j = this.fixed.get(canonical) ?? this.fixed.get(tok);
        if (j === undefined) {
          return `label ${JSON.stringify(tok)} is not one of the ${this.fixed.size} given label names`;
        }
        ids.push(j);
        continue;
      }
      let j = this.found.get(canonical);
      if (j === undefined) {
        j = this.names.length;
        this.found.set(canonical, j);
        this.names.push(canonical);
      }
      ids.push(j);
    }
    for (let p = 1; p < ids.length; p++) {
      if (ids.indexOf(ids[p]!) < p) return `label ${JSON.stringify(tokens[p])} is repeated`;
    }
    this.sets.push(ids);
    return undefined;
  }

  /** The label matrix and names; without fixed names, columns are sorted numerically. */
  build(): { Y: LabelMatrix; labelNames: string[] } {
    if (this.fixed !== undefined)
      return { Y: labelMatrix(this.sets, this.names.length), labelNames: this.names };
    const order = this.names.map((_, j) => j).sort((a, b) => Number(this.names[a]) - Number(this.names[b]));
    const newOf = new Int32Array(order.length);
    order.forEach((old, k) => {
      newOf[old] = k;
    });
    const sets = this.sets.map((s) => s.map((j) => newOf[j]!));
    return { Y: labelMatrix(sets, order.length), labelNames: order.map((j) => this.names[j]!) };
  }
}

/**
 * The token each label column is written as by the id-based writers: its name when every name is a
 * distinct canonical integer (non-negative when `nonNegative`), else its column index.
 */
export function labelTokens(
  labelNames: readonly string[],
  mode: "auto" | "names" | "indices",
  nonNegative: boolean,
): string[] {
  const re = nonNegative ? /^(0|[1-9]\d*)$/ : /^(0|-?[1-9]\d*)$/;
  const usable = labelNames.every((n) => re.test(n)) && new Set(labelNames).size === labelNames.length;
  if (mode === "names" && !usable) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `label names must be distinct ${nonNegative ? "non-negative " : ""}integers to be written as names; use labels: "indices"`,
    );
  }
  return mode === "indices" || !usable ? labelNames.map((_, j) => String(j)) : [...labelNames];
}
