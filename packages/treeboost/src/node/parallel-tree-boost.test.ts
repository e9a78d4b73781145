import { fc, test } from "@fast-check/vitest";
import { adaBoostMH } from "@textboost/adaboost-mh";
import { isTextboostError } from "@textboost/core";
import { mpBoost } from "@textboost/mp-boost";
import { describe, expect, it } from "vitest";
import { arbHierarchicalData } from "../test-support/hierarchical-data.js";
import { treeBoost } from "../tree-boost.js";
import { createParallelScorer } from "./parallel-scorer.js";
import { parallelTreeBoost } from "./parallel-tree-boost.js";
import { adaBoostMHWorkerBase, mpBoostWorkerBase } from "./worker-base.js";

const arbData = fc
  .boolean()
  .chain((leavesOnly) => arbHierarchicalData({ leavesOnly, maxNodes: 10, maxDocs: 30, maxTerms: 8 }));

describe("parallelTreeBoost", () => {
  test.prop([arbData, fc.integer({ min: 1, max: 6 }), fc.boolean()], { numRuns: 8 })(
    "the same model (same JSON) on 1 and 2 threads as treeBoost on one",
    async (h, S, mp) => {
      const single = await treeBoost({ hierarchy: h.tree, base: mp ? mpBoost() : adaBoostMH() }).fit(
        h.dataset,
        { iterations: S, seed: 3 },
      );
      const base = mp ? mpBoostWorkerBase() : adaBoostMHWorkerBase();
      const rounds: number[] = [];
      for (const threads of [1, 2]) {
        const model = await parallelTreeBoost({ hierarchy: h.tree, base, threads }).fit(h.dataset, {
          iterations: S,
          seed: 3,
          onIteration: (e) => rounds.push(e.iteration),
        });
        expect(JSON.stringify(model.toJSON())).toBe(JSON.stringify(single.toJSON()));
      }
      expect(rounds).toEqual([
        ...Array.from({ length: S }, (_, s) => s + 1),
        ...Array.from({ length: S }, (_, s) => s + 1),
      ]);
    },
  );

  const h = fc.sample(arbHierarchicalData({ leavesOnly: true, maxNodes: 12, maxDocs: 40 }), {
    seed: 5,
    numRuns: 1,
  })[0]!;

  it("glocal selection on threads gives the single-thread model", async () => {
    const glocalFeatures = { size: 3, measure: "chi-square", globalisation: "round-robin" } as const;
    const single = await treeBoost({ hierarchy: h.tree, glocalFeatures }).fit(h.dataset, { iterations: 4 });
    const parallel = await parallelTreeBoost({ hierarchy: h.tree, glocalFeatures, threads: 2 }).fit(
      h.dataset,
      { iterations: 4 },
    );
    expect(JSON.stringify(parallel.toJSON())).toBe(JSON.stringify(single.toJSON()));
    await expect(
      parallelTreeBoost({ hierarchy: h.tree, glocalFeatures: { size: 3, measure: () => 1 }, threads: 2 }).fit(
        h.dataset,
      ),
    ).rejects.toThrow(/measure by name/);
  });

  it("stops with E_ABORTED when the signal fires", async () => {
    const c = new AbortController();
    const p = parallelTreeBoost({ hierarchy: h.tree, threads: 2 }).fit(h.dataset, {
      iterations: 100_000,
      signal: c.signal,
      onNodeIteration: (e) => e.iteration === 20 && c.abort(),
    });
    await expect(p).rejects.toSatisfy((e) => isTextboostError(e, "E_ABORTED"));
  });

  it("a base that cannot be imported is a clear error", async () => {
    const p = parallelTreeBoost({
      hierarchy: h.tree,
      base: { module: "@textboost/no-such-booster", factory: "x", loader: "y" },
      threads: 2,
    }).fit(h.dataset, { iterations: 2 });
    await expect(p).rejects.toSatisfy(
      (e) => isTextboostError(e, "E_INVALID_ARGUMENT") && /cannot import/.test((e as Error).message),
    );
    await expect(
      parallelTreeBoost({
        hierarchy: h.tree,
        base: { module: "@textboost/mp-boost", factory: "mpBoost", loader: "nope" },
      }).fit(h.dataset),
    ).rejects.toThrow(/must export/);
  });

  it("the parallel scorer gives model.scores bit for bit, at every S", async () => {
    const model = await treeBoost({ hierarchy: h.tree, base: mpBoost() }).fit(h.dataset, { iterations: 6 });
    const scorer = await createParallelScorer(model, {
      threads: 2,
      base: mpBoostWorkerBase(),
      minRowsPerThread: 1,
    });
    try {
      for (let s = 0; s <= 6; s++) {
        const got = await scorer.scores(h.dataset.X, { rounds: s });
        expect(Array.from(got.data)).toEqual(Array.from(model.scores(h.dataset.X, { rounds: s }).data));
      }
      await expect(scorer.scores({ ...h.dataset.X, cols: h.dataset.X.cols + 1 })).rejects.toThrow(/columns/);
    } finally {
      await scorer.close();
    }
  });
});
