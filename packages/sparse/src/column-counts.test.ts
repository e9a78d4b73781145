import { test } from "@fast-check/vitest";
import { expect } from "vitest";
import { columnCounts } from "./column-counts.js";
import { arbGrid, naiveCsr } from "./test-support/reference.js";

test.prop([arbGrid()])("columnCounts counts the non-zero cells of each column", (g) => {
  const ref = Array.from({ length: g.cols }, (_, c) => g.cells.filter((row) => row[c] !== 0).length);
  expect(Array.from(columnCounts(naiveCsr(g)))).toEqual(ref);
  expect(Array.from(columnCounts(naiveCsr(g, true)))).toEqual(ref);
});
