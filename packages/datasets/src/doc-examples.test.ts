import { labelTreeIndexOf } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { parseBoostexter, parseBoostexterCorpus } from "./boostexter.js";
import { parseBoostexterNames } from "./boostexter-names.js";
import { parseLabelTree } from "./label-tree.js";
import { labelTreeFromParents } from "./label-tree-from-parents.js";
import { labelTreeFromPaths, pathLabelKey } from "./label-tree-from-paths.js";
import { formatLabelTree } from "./label-tree-writer.js";
import { mekaLabelCount, mekaSplit, mekaTrainSize, parseMeka } from "./meka.js";
import { parseMpBoost } from "./mpboost.js";
import { formatMpBoost } from "./mpboost-writer.js";
import { parseMulan } from "./mulan.js";
import { formatMulanXml } from "./mulan-writer.js";
import { parseMulanXml } from "./mulan-xml.js";
import { parseSvmlight } from "./svmlight.js";
import { formatSvmlight } from "./svmlight-writer.js";

// The @example blocks of the TSDoc, run as written.
describe("TSDoc examples", () => {
  it("parseMulan, parseMulanXml, formatMulanXml", async () => {
    const d = await parseMulan(
      "@relation r\n@attribute w1 numeric\n@attribute w2 numeric\n@attribute L {0,1}\n@data\n{0 0.5,2 1}\n1,0,0\n",
      '<labels xmlns="http://mulan.sourceforge.net/labels"><label name="L"/></labels>',
    );
    expect(d.featureNames).toEqual(["w1", "w2"]);
    expect(Array.from(d.Y.indptr)).toEqual([0, 1, 1]);
    const xml =
      '<labels xmlns="http://mulan.sourceforge.net/labels"><label name="a"/><label name="b"/></labels>';
    expect(parseMulanXml(xml).map((l) => l.name)).toEqual(["a", "b"]);
    expect(formatMulanXml(["a"])).toEqual([
      '<?xml version="1.0" encoding="utf-8"?>',
      '<labels xmlns="http://mulan.sourceforge.net/labels">',
      '<label name="a"></label>',
      "</labels>",
    ]);
  });

  it("parseMeka, mekaLabelCount", async () => {
    expect(mekaLabelCount("Slashdot: -C 22 -split-number 1891")).toBe(22);
    expect(mekaLabelCount("scene: -C -6")).toBe(-6);
    expect(mekaLabelCount("plain")).toBeUndefined();
    const d = await parseMeka(
      "@relation 'toy: -C 2'\n@attribute A {0,1}\n@attribute B {0,1}\n@attribute w numeric\n@data\n1,0,0.5\n",
    );
    expect([d.labelNames, d.featureNames]).toEqual([["A", "B"], ["w"]]);
  });

  it("mekaSplit, mekaTrainSize", () => {
    expect(mekaSplit("Slashdot: -C 22 -split-number 1891")).toEqual({ number: 1891 });
    expect(mekaSplit("scene: -C -6 -split-percentage 66")).toEqual({ percentage: 66 });
    expect(mekaSplit("medical: -C 45")).toBeUndefined();
    expect(mekaTrainSize({ percentage: 66 }, 150)).toBe(99);
    expect(mekaTrainSize({ number: 0 }, 3)).toBe(0);
    expect(() => mekaTrainSize({ number: 1.5 }, 3)).toThrow(/whole number/);
    expect(() => mekaTrainSize({ percentage: 101 }, 3)).toThrow(/percentage/);
  });

  it("parseSvmlight, formatSvmlight", async () => {
    const d = await parseSvmlight("1,3 5:0.2 7:1\n2:1 # no labels\n");
    expect([d.labelNames, d.X.cols, Array.from(d.X.indices)]).toEqual([["1", "3"], 7, [4, 6, 1]]);
    expect([...formatSvmlight(await parseSvmlight("1,3 5:0.2 7:1\n"))]).toEqual(["1,3 5:0.2 7:1"]);
  });

  it("parseMpBoost, formatMpBoost", async () => {
    const d = await parseMpBoost("3 3 6 103 201 | 3 9\n4 6\n");
    expect([d.documentIds, d.labelNames, d.X.cols]).toEqual([["3", "4"], ["3", "9"], 202]);
    expect([...formatMpBoost(await parseMpBoost("3 3 6 103 201 | 3 9\n"))]).toEqual(["3 3 6 103 201 | 3 9"]);
  });

  it("parseBoostexterNames, parseBoostexter, parseBoostexterCorpus", async () => {
    const n = await parseBoostexterNames("earn, acq.\ntitle: text.\nlength: continuous.\n");
    expect([n.labelNames, n.columns.map((c) => c.type)]).toEqual([
      ["earn", "acq"],
      ["text", "continuous"],
    ]);
    const d = await parseBoostexter("yes, no.\nwords: text.\n", "good film, yes.\nbad film, no.\n");
    expect([d.featureNames, d.labelNames]).toEqual([
      ["good", "film", "bad"],
      ["yes", "no"],
    ]);
    const c = await parseBoostexterCorpus("yes, no.\nid: ignore.\nwords: text.\n", "d1, good film, yes.\n");
    expect(c.documents[0]).toEqual({ id: "d1", text: "good film", labels: ["yes"] });
  });

  it("parseLabelTree", async () => {
    const t = await parseLabelTree(
      "parent: None child: Root child-description: x\nparent: Root child: CCAT child-description: CORPORATE\nparent: CCAT child: C15 child-description: PERFORMANCE\n",
    );
    expect([t.labels, Array.from(t.parent), Array.from(t.depth)]).toEqual([
      ["CCAT", "C15"],
      [-1, 0],
      [1, 2],
    ]);
  });

  it("labelTreeFromPaths, pathLabelKey, labelTreeFromParents, formatLabelTree", () => {
    const tree = labelTreeFromPaths(["CCAT.CCAT", "CCAT.C15.C151", "ECAT.E11"]);
    expect([tree.labels, Array.from(tree.parent)]).toEqual([
      ["CCAT", "C15", "C151", "ECAT", "E11"],
      [-1, 0, 1, -1, 3],
    ]);
    const names = ["CCAT.CCAT", "CCAT.C15.C151", "ECAT.E11"];
    expect(Array.from(labelTreeIndexOf(tree, names, { key: pathLabelKey() }))).toEqual([0, 2, 4]);
    expect([pathLabelKey()("CCAT.C15.C151"), pathLabelKey()("CCAT.C15.C15")]).toEqual(["C151", "C15"]);
    expect(pathLabelKey({ code: "path" })("CCAT.C15.C15")).toBe("CCAT.C15");
    const p = labelTreeFromParents({ CCAT: null, C15: "CCAT", C151: "C15", GCAT: "" });
    expect([p.labels, Array.from(p.parent)]).toEqual([
      ["CCAT", "C15", "C151", "GCAT"],
      [-1, 0, 1, -1],
    ]);
    expect(() =>
      labelTreeFromParents([
        ["a", "b"],
        ["b", "a"],
      ]),
    ).toThrow(/"a" is on a cycle of parents/);
    expect(formatLabelTree(labelTreeFromParents({ CCAT: null, C15: "CCAT" }))).toEqual([
      "parent\tchild\tdescription",
      "None\tRoot\t",
      "Root\tCCAT\t",
      "CCAT\tC15\t",
    ]);
  });
});
