/**
 * TreeBoost.MH on the synthetic corpus's two-level label tree (topics, then labels named
 * `topic.label`), trained once on the main thread and once with its nodes on two worker threads:
 * the two models must score bit for bit the same. Prints flat and hierarchical measures.
 * `node dist/tree-on-threads.js` (after `pnpm turbo run build`: worker threads run the built packages).
 */
import { labelTree } from "@textboost/core";
import { labelTreeIndex } from "@textboost/datasets";
import { evaluate } from "@textboost/metrics";
import { mpBoost } from "@textboost/mp-boost";
import { treeBoost } from "@textboost/treeboost";
import { mpBoostWorkerBase, parallelTreeBoost } from "@textboost/treeboost/node";
import { prepareSyntheticCorpus } from "./synthetic-data.js";

const { train, test } = prepareSyntheticCorpus({ seed: 2, labels: 12 });
const topics = [...new Set(train.labelNames.map((l) => l.split(".")[0]!))];
const tree = labelTree({
  labels: [...topics, ...train.labelNames],
  parent: [...topics.map(() => -1), ...train.labelNames.map((l) => topics.indexOf(l.split(".")[0]!))],
});
console.log(`label tree: ${topics.length} topics over ${train.labelNames.length} labels`);

const iterations = 100;
const single = await treeBoost({ hierarchy: tree, base: mpBoost() }).fit(train, { iterations });
const threaded = await parallelTreeBoost({ hierarchy: tree, base: mpBoostWorkerBase(), threads: 2 }).fit(
  train,
  {
    iterations,
  },
);
const a = single.scores(test.X).data;
const b = threaded.scores(test.X).data;
if (a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]))) {
  throw new Error("the worker-thread model scores differently from the single-threaded one");
}
console.log(
  `TreeBoost.MH (MP-Boost at ${single.plan.nodes.length} nodes): the same model on 1 and 2 threads`,
);

const index = labelTreeIndex(tree, train.labelNames, (name) => name);
const m = evaluate(test.Y, single.scores(test.X), { hierarchy: { tree, index } });
console.log(
  `F1μ ${m.microF1.toFixed(3)}  F1M ${m.macroF1.toFixed(3)}  hierarchical F1 ${m.hierarchy?.hierarchicalF1.toFixed(3)}`,
);
