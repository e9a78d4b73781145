import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { describe, expect, it } from "vitest";
import { loadTreeBoost } from "./load-tree-boost.js";
import { arbHierarchicalData } from "./test-support/hierarchical-data.js";
import { treeBoost } from "./tree-boost.js";

const arbAny = fc.boolean().chain((leavesOnly) => arbHierarchicalData({ leavesOnly }));
const roundTrip = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe("loadTreeBoost", () => {
  test.prop([arbAny, fc.integer({ min: 1, max: 6 }), fc.boolean()], { numRuns: 40 })(
    "a JSON round trip keeps every score bit for bit at every S, and writes the same JSON again",
    async (h, S, mp) => {
      const model = await treeBoost({ hierarchy: h.tree, ...(mp ? { base: mpBoost() } : {}) }).fit(
        h.dataset,
        {
          iterations: S,
          preprocessing: { pipeline: "any JSON" },
        },
      );
      const json = roundTrip(model.toJSON());
      const back = loadTreeBoost(json, mp ? { loadBase: loadMPBoost } : {});
      expect(JSON.stringify(back.toJSON())).toBe(JSON.stringify(model.toJSON()));
      expect(back.length).toBe(model.length);
      expect(back.preprocessing).toEqual({ pipeline: "any JSON" });
      for (let s = 0; s <= S; s++) {
        expect(Array.from(back.scores(h.dataset.X, { rounds: s }).data)).toEqual(
          Array.from(model.scores(h.dataset.X, { rounds: s }).data),
        );
      }
    },
  );

  describe("damaged files are clear errors", () => {
    const h = fc.sample(arbHierarchicalData({ leavesOnly: true, maxNodes: 7 }), { seed: 11, numRuns: 1 })[0]!;
    const fitted = treeBoost({ hierarchy: h.tree }).fit(h.dataset, { iterations: 3 });
    type Json = ReturnType<Awaited<typeof fitted>["toJSON"]>;
    const body = async () => roundTrip((await fitted).toJSON()) as Json & { body: Record<string, unknown> };
    const rejects = async (
      // biome-ignore lint/suspicious/noExplicitAny: the tests damage arbitrary parts of parsed JSON
      edit: (j: Json & { body: Record<string, any> }) => void,
      pattern: RegExp,
      code = "E_MODEL_FORMAT",
    ) => {
      const j = await body();
      edit(j);
      let thrown: unknown;
      try {
        loadTreeBoost(j, { file: "m.json" });
      } catch (e) {
        thrown = e;
      }
      expect(isTextboostError(thrown, code as never)).toBe(true);
      expect((thrown as Error).message).toMatch(pattern);
    };

    it("another algorithm or an unknown version", async () => {
      await rejects((j) => Object.assign(j, { algorithm: "adaboost-mh" }), /expected "treeboost"/);
      await rejects((j) => Object.assign(j, { version: 99 }), /version 99/, "E_MODEL_VERSION");
      await rejects(
        (j) => {
          j.body.nodes[0].model.version = 7;
        },
        /version 7/,
        "E_MODEL_VERSION",
      );
    });

    it("a hierarchy that is not a tree, or labels on unknown categories", async () => {
      await rejects((j) => {
        j.body.tree.parent = j.body.tree.parent.map(() => 0);
        j.body.tree.parent[0] = 0;
      }, /not a valid tree/);
      await rejects((j) => {
        j.body.tree.parent = "x";
      }, /"tree" must have/);
      await rejects((j) => {
        j.body.labelNodes[0] = 99;
      }, /labelNodes/);
      await rejects((j) => {
        j.body.labelNodes = [];
      }, /labelNodes/);
    });

    it("node entries out of order, columns out of range, or a node model that does not fit", async () => {
      await rejects((j) => {
        j.body.nodes[0].node = "elsewhere";
      }, /expected the entry of "\(root\)"/);
      await rejects((j) => {
        j.body.nodes.pop();
      }, /one entry per internal node/);
      await rejects((j) => {
        j.body.nodes[0].columns = [...j.body.nodes[0].columns].reverse();
      }, /ascending/);
      await rejects((j) => {
        j.body.nodes[0].columns[0] = 1e6;
      }, /ascending feature ids/);
      await rejects((j) => {
        j.body.nodes[0].model.labels = j.body.nodes[0].model.labels.map((l: string) => `${l}!`);
      }, /not the node's outputs/);
      await rejects((j) => {
        j.body.nodes[0].model.body.rounds[0].term = 1e6;
      }, /node 1 \("\(root\)"\)/);
    });

    it("node models of another algorithm without their loader", async () => {
      await rejects((j) => {
        j.body.base = "mp-boost";
      }, /loadBase: loadMPBoost/);
      const j = await body();
      expect(() => loadTreeBoost(j, { loadBase: loadMPBoost })).toThrow(/expected "mp-boost"/);
    });
  });
});
