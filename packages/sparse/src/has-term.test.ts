import { test } from "@fast-check/vitest";
import { expect } from "vitest";
import { hasTerm } from "./has-term.js";
import { arbGrid, naiveCsr } from "./test-support/reference.js";

test.prop([arbGrid()])("hasTerm is true exactly for the grid's non-zero cells", (g) => {
  const X = naiveCsr(g);
  for (let i = 0; i < g.rows; i++) {
    for (let k = -1; k <= g.cols; k++)
      expect(hasTerm(X, i, k)).toBe(k >= 0 && k < g.cols && g.cells[i]![k] !== 0);
  }
});
