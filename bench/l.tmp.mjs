import { loadDataset } from "@textboost/datasets";
import { truncatedSvd } from "../packages/lsi/dist/index.js";
import { selectColumns, selectRows } from "@textboost/sparse";
const tr = (await loadDataset("mulan", "/work/shared/datasets/yahoo/arts", { split: "train" })).dataset;
const cols = Int32Array.from({length: 92}, (_, i) => i * 5);
const rows = Int32Array.from({length: 1500}, (_, i) => (i * 7) % 2000);
const B = selectRows(selectColumns(tr.X, cols), rows);
console.log("nnz", B.indices.length);
for (const o of [{}, {powerIterations: 2}, {powerIterations: 1}, {powerIterations: 0}, {method: "exact"}]) {
  let t = performance.now(); let s;
  for (let r = 0; r < 20; r++) s = truncatedSvd(B, { k: 10, seed: 1, ...o });
  console.log(JSON.stringify(o), ((performance.now() - t) / 20).toFixed(1), "ms", Array.from(s.S.slice(0, 10), v => v.toFixed(3)).join(" "));
}
