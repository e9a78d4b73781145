/**
 * Formats rows as an aligned plain-text table: the first column left-aligned, the others right-aligned.
 *
 * @example
 * ```ts
 * formatTable(["S", "F1"], [["5", "0.41"], ["100", "0.78"]]);
 * ```
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? "").length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n") + "\n";
}

/** A measure for a table cell: fixed decimals, or "n/a" for null. */
export function cell(value: number | null | undefined, digits = 4): string {
  return value === null || value === undefined || Number.isNaN(value) ? "n/a" : value.toFixed(digits);
}
