// The README's example, with the values it shows in comments checked by hand.
import { csrFromTokenIds, labelMatrix, selectColumns } from "@textboost/sparse";
import { expect, it } from "vitest";
import { globalise, selectFeatures, selectLocalFeatures, termScores } from "./index.js";

it("runs the README example", () => {
  const vocabulary = ["wheat", "corn", "price", "tariff", "the"];
  const labels = ["grain", "trade"];
  const X = csrFromTokenIds(
    [
      [0, 4], // wheat the          grain
      [1, 0, 4], // corn wheat the  grain
      [2, 3, 4], // price tariff the trade
      [3, 4], // tariff the         trade
      [0, 2, 3], // wheat price tariff  grain, trade
      [1, 2], // corn price         grain
    ],
    vocabulary.length,
  );
  const Y = labelMatrix([[0], [0], [1], [1], [0, 1], [0]], labels.length);

  const ig = termScores(X, Y, "information-gain"); // labels x terms
  expect(ig.data[0 * 5 + 4]).toBeCloseTo(0.2516, 4); // "the" for grain: H(2/3) - 4/6
  expect(ig.data[1 * 5 + 3]).toBe(1); // "tariff" decides trade: 1 bit

  const { columns, scores } = selectFeatures(X, Y, {
    size: 2,
    measure: "chi-square",
    globalisation: "round-robin",
  });
  expect(Array.from(columns).map((k) => vocabulary[k])).toEqual(["wheat", "tariff"]);
  expect(Array.from(scores)).toEqual([3, 6]);

  const perLabel = selectLocalFeatures(X, Y, { size: 1, measure: "gss" });
  expect(perLabel.map((l) => vocabulary[l[0]!])).toEqual(["wheat", "tariff"]);

  const max = globalise(termScores(X, Y, "chi-square"), "max");
  expect(Array.from(max).map((v) => v.toFixed(3))).toEqual(["3.000", "3.000", "0.667", "6.000", "1.500"]);

  const reduced = selectColumns(X, columns);
  expect([reduced.rows, reduced.cols]).toEqual([6, 2]);
});
