import { fc, test } from "@fast-check/vitest";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster, CsrMatrix, Model } from "@textboost/core";
import { isTextboostError, labelTree } from "@textboost/core";
import { mpBoost } from "@textboost/mp-boost";
import { arbDenseBinaryDataset, csrFromBooleanRows } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import type { NodeIterationEvent } from "./iteration-aggregator.js";
import { arbHierarchicalData, type HierarchicalData } from "./test-support/hierarchical-data.js";
import { bruteForceLocalDataset } from "./test-support/local-reference.js";
import { treeBoost } from "./tree-boost.js";
import type { TreeBoostModel } from "./tree-boost-model.js";

const BASES: readonly [string, () => Booster][] = [
  ["adaboost-mh", () => adaBoostMH()],
  ["mp-boost", () => mpBoost()],
];

const arbAny = fc.boolean().chain((leavesOnly) => arbHierarchicalData({ leavesOnly }));

async function fitTree(h: HierarchicalData, base: Booster, S: number, extra = {}): Promise<TreeBoostModel> {
  return treeBoost({ hierarchy: h.tree, base }).fit(h.dataset, { iterations: S, ...extra });
}

/** Row i of dense x on some columns, as a one-row CSR matrix. */
function denseRow(x: readonly (readonly boolean[])[], i: number, columns: Int32Array): CsrMatrix {
  return csrFromBooleanRows([Array.from(columns, (k) => x[i]![k]!)], columns.length);
}

describe.each(BASES)("treeBoost with %s", (baseName, makeBase) => {
  test.prop([arbDenseBinaryDataset(), fc.integer({ min: 1, max: 8 })], { numRuns: 40 })(
    "a one-level hierarchy gives exactly the flat booster's model (same scores, same node JSON)",
    async ({ dataset }, S) => {
      const tree = labelTree({ labels: dataset.labelNames, parent: dataset.labelNames.map(() => -1) });
      const flat = await makeBase().fit(dataset, { iterations: S });
      const model = await treeBoost({ hierarchy: tree, base: makeBase() }).fit(dataset, { iterations: S });
      expect(model.nodes).toHaveLength(1);
      expect(JSON.stringify(model.nodes[0]!.model!.toJSON())).toBe(JSON.stringify(flat.toJSON()));
      for (let s = 0; s <= S; s++) {
        expect(Array.from(model.scores(dataset.X, { rounds: s }).data)).toEqual(
          Array.from(flat.scores(dataset.X, { rounds: s }).data),
        );
      }
    },
  );

  test.prop([arbAny, fc.integer({ min: 1, max: 6 })], { numRuns: 40 })(
    "every node's model is the flat booster fitted to the node's local data set, built from the definitions",
    async (h, S) => {
      const model = await fitTree(h, makeBase(), S);
      for (const [b, node] of model.plan.nodes.entries()) {
        const reference = bruteForceLocalDataset(h, node);
        const got = model.nodes[b]!;
        if (reference.dataset.X.rows === 0) {
          expect(got.model).toBeNull();
          continue;
        }
        expect(Array.from(got.columns)).toEqual(reference.columns);
        const expected = await makeBase().fit(reference.dataset, { iterations: S });
        expect(JSON.stringify(got.model!.toJSON())).toBe(JSON.stringify(expected.toJSON()));
      }
    },
  );

  test.prop([arbAny, fc.integer({ min: 1, max: 6 })], { numRuns: 40 })(
    "scores are the least local score on the path, cut at the first node that rejects (brute force)",
    async (h, S) => {
      const model = await fitTree(h, makeBase(), S);
      const { plan } = model;
      for (let s = 0; s <= S; s++) {
        const got = model.scores(h.dataset.X, { rounds: s }).data;
        const m = h.dataset.labelNames.length;
        h.x.forEach((_, i) => {
          for (let j = 0; j < m; j++) {
            // The path of boosters and outputs down to label j.
            const path: [number, number][] = [[plan.labelBooster[j]!, plan.labelOutput[j]!]];
            while (plan.nodes[path[0]![0]]!.parent >= 0) {
              const b = path[0]![0];
              const up = plan.nodes[b]!.parent;
              path.unshift([up, plan.nodes[up]!.outputs.findIndex((o) => o.next === b)]);
            }
            let expected = Number.POSITIVE_INFINITY;
            for (const [b, o] of path) {
              const { model: sub, columns } = model.nodes[b]!;
              const local = sub === null ? 0 : sub.scores(denseRow(h.x, i, columns), { rounds: s }).data[o]!;
              expected = Math.min(expected, local);
              if (local <= 0) break;
            }
            expect(got[i * m + j]).toBe(expected);
          }
        });
        // predict at 0 is the top-down classification: a label iff every classifier on its path accepts.
        const P = model.predict(h.dataset.X, { rounds: s });
        for (let i = 0; i < P.rows; i++) {
          const labels = Array.from(P.indices.subarray(P.indptr[i], P.indptr[i + 1]));
          expect(labels).toEqual(Array.from({ length: m }, (_, j) => j).filter((j) => got[i * m + j]! > 0));
        }
      }
    },
  );

  test.prop([arbAny, fc.integer({ min: 1, max: 8 })], { numRuns: 40 })(
    "each node's local loss never increases, and onIteration reports S aggregated rounds",
    async (h, S) => {
      const byNode = new Map<string, NodeIterationEvent[]>();
      const aggregated: number[] = [];
      const model = await fitTree(h, makeBase(), S, {
        onNodeIteration: (e: NodeIterationEvent) => byNode.set(e.node, [...(byNode.get(e.node) ?? []), e]),
        onIteration: (e: { iteration: number; loss: number; z: number }) => {
          expect(e.iteration).toBe(aggregated.length + 1);
          aggregated.push(e.loss);
        },
      });
      expect(aggregated).toHaveLength(S);
      aggregated.forEach((l, s) => {
        if (s > 0) expect(l).toBeLessThanOrEqual(aggregated[s - 1]! * (1 + 1e-12));
      });
      model.plan.nodes.forEach((node, b) => {
        const events = byNode.get(node.name) ?? [];
        if (model.nodes[b]!.model === null) {
          expect(events).toHaveLength(0);
          return;
        }
        expect(events.map((e) => e.iteration)).toEqual(Array.from({ length: S }, (_, s) => s + 1));
        events.forEach((e, s) => {
          expect(e.loss).toBeLessThanOrEqual((s === 0 ? 1 : events[s - 1]!.loss) * (1 + 1e-12));
        });
        // AdaBoost.MH's local loss is the normalised exponential loss of the node's model on its own
        // local examples, computed here from scratch at every round.
        if (baseName !== "adaboost-mh") return;
        const { dataset } = bruteForceLocalDataset(h, node);
        const k = dataset.Y.cols;
        events.forEach((e) => {
          const f = model.nodes[b]!.model!.scores(dataset.X, { rounds: e.iteration }).data;
          let sum = 0;
          for (let i = 0; i < dataset.X.rows; i++) {
            const own = new Set(dataset.Y.indices.subarray(dataset.Y.indptr[i], dataset.Y.indptr[i + 1]));
            for (let o = 0; o < k; o++) sum += Math.exp(-(own.has(o) ? 1 : -1) * f[i * k + o]!);
          }
          expect(e.loss).toBeCloseTo(sum / (dataset.X.rows * k), 9);
        });
      });
      expect(model.trace?.loss).toEqual(aggregated);
    },
  );

  test.prop([arbAny, fc.integer({ min: 1, max: 6 })], { numRuns: 30 })(
    "explain follows the path, stops where the document is blocked, and its score is the model's",
    async (h, S) => {
      const model = await fitTree(h, makeBase(), S);
      const scores = model.scores(h.dataset.X).data;
      const m = h.dataset.labelNames.length;
      for (let i = 0; i < h.x.length; i++) {
        for (let j = 0; j < m; j++) {
          const e = model.explain(h.dataset.X, i, j);
          expect(e.score).toBe(scores[i * m + j]);
          expect(e.labelName).toBe(h.dataset.labelNames[j]);
          const parts = e.parts!;
          expect(parts.length).toBeGreaterThan(0);
          expect(Math.min(...parts.map((p) => p.score))).toBe(e.score);
          parts.forEach((p, k) => {
            if (k < parts.length - 1) expect(p.score).toBeGreaterThan(0);
            // Each part's pivots (global feature ids) add up to its score.
            const sum = p.contributions.reduce((t, c) => t + c.vote, 0);
            if (p.contributions.length > 0) expect(sum).toBeCloseTo(p.score, 9);
            for (const c of p.contributions) {
              if (c.feature >= 0) {
                expect(c.featureName).toBe(h.dataset.featureNames[c.feature]);
                expect(c.present).toBe(h.x[i]![c.feature]);
              }
            }
          });
          expect(parts[0]!.name.startsWith("node (root) -> ")).toBe(true);
        }
      }
    },
  );
});

describe("treeBoost fit options and errors", () => {
  const h = fc.sample(arbHierarchicalData({ leavesOnly: true, maxNodes: 8, maxDocs: 12 }), {
    seed: 7,
    numRuns: 1,
  })[0]!;

  it("a model trained for S rounds, scored at S' < S, is the model trained for S' rounds", async () => {
    const long = await fitTree(h, adaBoostMH(), 12);
    const short = await fitTree(h, adaBoostMH(), 5);
    expect(Array.from(long.scores(h.dataset.X, { rounds: 5 }).data)).toEqual(
      Array.from(short.scores(h.dataset.X).data),
    );
    expect(() => long.scores(h.dataset.X, { rounds: 13 })).toThrow(/rounds/);
  });

  it("probabilities are logistic(2f) of the scores", async () => {
    const model = await fitTree(h, adaBoostMH(), 6);
    const s = model.scores(h.dataset.X).data;
    model.probabilities(h.dataset.X).data.forEach((p, k) => {
      expect(p).toBeCloseTo(1 / (1 + Math.exp(-2 * s[k]!)), 12);
    });
  });

  it("stops with E_ABORTED when the signal fires between rounds", async () => {
    const c = new AbortController();
    const p = treeBoost({ hierarchy: h.tree }).fit(h.dataset, {
      iterations: 500,
      signal: c.signal,
      onNodeIteration: (e) => e.iteration === 3 && c.abort(),
    });
    await expect(p).rejects.toSatisfy((e) => isTextboostError(e, "E_ABORTED"));
  });

  it("names the labels the hierarchy lacks", async () => {
    const tree = labelTree({ labels: ["a", "b"], parent: [-1, 0] });
    const data = { ...h.dataset, labelNames: h.dataset.labelNames.map((_, j) => `x${j}`) };
    await expect(treeBoost({ hierarchy: tree }).fit(data, { iterations: 2 })).rejects.toSatisfy(
      (e) =>
        isTextboostError(e, "E_INVALID_ARGUMENT") && /not in the hierarchy: "x0"/.test((e as Error).message),
    );
  });

  it("refuses two labels on one category, bad iterations and X of the wrong width", async () => {
    const data = { ...h.dataset, labelNames: h.dataset.labelNames.map(() => "same") };
    const tree = labelTree({ labels: ["same"], parent: [-1] });
    if (data.labelNames.length > 1) {
      await expect(treeBoost({ hierarchy: tree }).fit(data, { iterations: 2 })).rejects.toThrow(/both map/);
    }
    await expect(treeBoost({ hierarchy: h.tree }).fit(h.dataset, { iterations: 0 })).rejects.toThrow(
      /iterations/,
    );
    const model = await fitTree(h, adaBoostMH(), 2);
    expect(() => model.scores({ ...h.dataset.X, cols: h.dataset.X.cols + 1 })).toThrow(/columns/);
    expect(() => model.explain(h.dataset.X, h.x.length, 0)).toThrow(/row/);
  });

  it("builds the hierarchy from the data when given a function, mapping names with labelKey", async () => {
    const data = { ...h.dataset, labelNames: h.dataset.labelNames.map((l) => `top.${l}`) };
    const model = await treeBoost({
      hierarchy: (d) =>
        labelTree({
          labels: ["top", ...d.labelNames.map((l) => l.slice(4))],
          parent: [-1, ...d.labelNames.map(() => 0)],
        }),
      labelKey: (name) => name.slice(4),
    }).fit(data, { iterations: 3 });
    expect(model.labels).toEqual(data.labelNames);
    expect(model.plan.nodes.map((n) => n.name)).toEqual(["(root)", "top"]);
  });
});

/** Keeps the type import of Model used (the Model contract is what explain extends). */
export type { Model };

describe("treeBoost({ interleave: false })", () => {
  test.prop(
    [fc.boolean().chain((leavesOnly) => arbHierarchicalData({ leavesOnly })), fc.integer({ min: 1, max: 5 })],
    {
      numRuns: 20,
    },
  )("trains the nodes one after another into the same model", async (h, S) => {
    const a = await treeBoost({ hierarchy: h.tree }).fit(h.dataset, { iterations: S });
    const order: string[] = [];
    const b = await treeBoost({ hierarchy: h.tree, interleave: false }).fit(h.dataset, {
      iterations: S,
      onNodeIteration: (e) => order.push(e.node),
    });
    expect(JSON.stringify(b.toJSON())).toBe(JSON.stringify(a.toJSON()));
    // One node's rounds all come before the next node's.
    const runs = order.filter((n, k) => k === 0 || order[k - 1] !== n);
    expect(new Set(runs).size).toBe(runs.length);
  });
});
