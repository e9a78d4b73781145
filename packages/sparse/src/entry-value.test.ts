import { test } from "@fast-check/vitest";
import { expect } from "vitest";
import { entryValue } from "./entry-value.js";
import { arbGrid, naiveCsr } from "./test-support/reference.js";
import { toCsc } from "./to-csc.js";

test.prop([arbGrid()])("entryValue reads values, or 1 for binary matrices (CSR and CSC)", (g) => {
  const m = naiveCsr(g);
  const b = naiveCsr(g, true);
  for (let p = 0; p < m.indices.length; p++) {
    expect(entryValue(m, p)).toBe(m.values![p]);
    expect(entryValue(b, p)).toBe(1);
  }
  const c = toCsc(m);
  let sum = 0;
  for (let p = 0; p < c.indices.length; p++) sum += entryValue(c, p);
  expect(sum).toBe(g.cells.flat().reduce((s, v) => s + v, 0));
});
