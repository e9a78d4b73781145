import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { weightCells } from "./weight-cells.js";

test.prop([
  fc
    .integer({ min: 1, max: 40 })
    .chain((g) =>
      fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: g, maxLength: g }), { maxLength: 8 }),
    ),
])("two documents share a cell exactly when they took the same side in every split", (splits) => {
  const g = splits[0]?.length ?? 1;
  const cells = weightCells(g);
  for (const s of splits) cells.split(Uint8Array.from(s));
  const history = (i: number) => splits.map((s) => s[i]).join("");
  for (let a = 0; a < g; a++) {
    for (let b = 0; b < g; b++) expect(cells.of[a] === cells.of[b]).toBe(history(a) === history(b));
  }
  expect(cells.count).toBe(new Set(Array.from({ length: g }, (_, i) => history(i))).size);
  // Numbered by first appearance.
  let next = 0;
  for (let i = 0; i < g; i++) if (cells.of[i]! === next) next++;
  expect(next).toBe(cells.count);
  // group: the documents of one side, by cell, ascending within a cell.
  const side = Uint8Array.from(splits.at(-1) ?? new Array(g).fill(0));
  const { order, start } = cells.group(side, 1);
  const listed: number[] = [];
  for (let c = 0; c < cells.count; c++) {
    for (let p = start[c]!; p < start[c + 1]!; p++) {
      const i = order[p]!;
      expect(cells.of[i]).toBe(c);
      if (p > start[c]!) expect(i).toBeGreaterThan(order[p - 1]!);
      listed.push(i);
    }
  }
  expect(listed.sort((a, b) => a - b)).toEqual(
    Array.from({ length: g }, (_, i) => i).filter((i) => side[i] === 1),
  );
  cells.reset();
  expect(cells.count).toBe(1);
  expect(Array.from(cells.of).every((c) => c === 0)).toBe(true);
});
