import { fc, test } from "@fast-check/vitest";
import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import type { Booster, Model, ModelEnvelope } from "@textboost/core";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { describe, expect } from "vitest";
import { loadTreeBoost } from "./load-tree-boost.js";
import { arbHierarchicalData } from "./test-support/hierarchical-data.js";
import { bruteForceLocalDataset } from "./test-support/local-reference.js";
import { treeBoost } from "./tree-boost.js";

const shrinkage = fc.double({ min: 0.01, max: 1, noNaN: true });
const arbAny = fc.boolean().chain((leavesOnly) => arbHierarchicalData({ leavesOnly }));

/** The two flat boosters with shrinkage ν, each with its loader. */
const SHRUNK: readonly [string, (nu: number) => Booster, (json: unknown) => Model][] = [
  ["adaboost-mh", (nu) => adaBoostMH({ shrinkage: nu }), (json) => loadAdaBoostMH(json)],
  ["mp-boost", (nu) => mpBoost({ shrinkage: nu }), (json) => loadMPBoost(json)],
];

describe.each(SHRUNK)("treeBoost with %s nodes shrunk by ν", (_name, makeBase, loadBase) => {
  test.prop([arbAny, fc.integer({ min: 1, max: 6 }), shrinkage], { numRuns: 30 })(
    "every node's model is the shrunk flat booster fitted to the node's local data set, and records ν",
    async (h, S, nu) => {
      const model = await treeBoost({ hierarchy: h.tree, base: makeBase(nu) }).fit(h.dataset, {
        iterations: S,
      });
      for (const [b, node] of model.plan.nodes.entries()) {
        const reference = bruteForceLocalDataset(h, node);
        const got = model.nodes[b]!.model;
        if (reference.dataset.X.rows === 0) continue;
        const expected = await makeBase(nu).fit(reference.dataset, { iterations: S });
        const json = got!.toJSON() as ModelEnvelope & { body: { settings: { shrinkage?: number } } };
        expect(JSON.stringify(json)).toBe(JSON.stringify(expected.toJSON()));
        expect(json.body.settings.shrinkage).toBe(nu === 1 ? undefined : nu);
      }
    },
  );

  test.prop([arbAny, fc.integer({ min: 1, max: 6 }), shrinkage], { numRuns: 20 })(
    "the model file loads back with the same scores at every S",
    async (h, S, nu) => {
      const model = await treeBoost({ hierarchy: h.tree, base: makeBase(nu) }).fit(h.dataset, {
        iterations: S,
      });
      const back = loadTreeBoost(JSON.parse(JSON.stringify(model.toJSON())), { loadBase });
      for (let s = 0; s <= S; s++) {
        expect(Array.from(back.scores(h.dataset.X, { rounds: s }).data)).toEqual(
          Array.from(model.scores(h.dataset.X, { rounds: s }).data),
        );
      }
    },
  );
});
