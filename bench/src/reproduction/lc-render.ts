// Re-renders the SVG charts of AdaBoost.LC Figure 3 data files without retraining:
//   node bench/dist/reproduction/lc-render.js docs/reproduction/adaboost-lc-figure3-reuters.json [...]
// writes <stem>.svg (training) and <stem>-test.svg (test) beside each file. With --check (in CI) it
// writes nothing and exits 1, naming the charts, when a committed chart is not the rendering of its
// data file, so the reproduction page's figures and their data cannot disagree.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { type Figure3Data, figure3Charts } from "./lc-svg.js";

const args = process.argv.slice(2);
const check = args.includes("--check");
const files = args.filter((a) => a !== "--check");
if (files.length === 0) {
  console.error("lc-render: name one or more adaboost-lc-figure3-<dataset>.json files");
  process.exit(2);
}
const differing: string[] = [];
for (const file of files) {
  if (!existsSync(file)) {
    console.error(`lc-render: ${file}: no such data file`);
    process.exit(1);
  }
  const data = JSON.parse(readFileSync(file, "utf8")) as Figure3Data;
  const stem = file.replace(/\.json$/, "");
  const name = basename(stem).replace(/^adaboost-lc-figure3-/, "");
  const { training, test } = figure3Charts(data, name);
  for (const [path, svg] of [
    [`${stem}.svg`, training],
    [`${stem}-test.svg`, test],
  ] as const) {
    if (!check) writeFileSync(path, svg);
    else if (!existsSync(path) || readFileSync(path, "utf8") !== svg) differing.push(path);
  }
  if (!check) console.log(`wrote ${stem}.svg and ${stem}-test.svg`);
}
if (check && differing.length > 0) {
  console.error(
    `lc-render: these charts are not the rendering of their data (run node bench/dist/reproduction/lc-render.js on the .json):\n  ${differing.join("\n  ")}`,
  );
  process.exit(1);
}
if (check) console.log(`lc-render: ${files.length * 2} charts agree with their data`);
