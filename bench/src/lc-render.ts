// Re-renders the SVG charts of AdaBoost.LC Figure 3 data files without retraining:
//   node bench/dist/lc-render.js docs/reproduction/adaboost-lc-figure3-reuters.json [...]
// writes <stem>.svg (training) and <stem>-test.svg (test) beside each file.
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { type Figure3Data, figure3Charts } from "./lc-svg.js";

for (const file of process.argv.slice(2)) {
  const data = JSON.parse(readFileSync(file, "utf8")) as Figure3Data;
  const stem = file.replace(/\.json$/, "");
  const name = basename(stem).replace(/^adaboost-lc-figure3-/, "");
  const { training, test } = figure3Charts(data, name);
  writeFileSync(`${stem}.svg`, training);
  writeFileSync(`${stem}-test.svg`, test);
  console.log(`wrote ${stem}.svg and ${stem}-test.svg`);
}
