import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { parseCoverSpec, parseCoverSpecs } from "./parse-cover-spec.js";

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return isTextboostError(e) ? e.code : `not a TextboostError: ${String(e)}`;
  }
  return "nothing thrown";
}

const plain = (es: readonly { labels: readonly number[]; multiplicity: number }[]) =>
  es.map((e) => ({ labels: [...e.labels], multiplicity: e.multiplicity }));

describe("parseCoverSpec", () => {
  it("the CLI spellings and the paper's abbreviations", () => {
    const cases: [string, string][] = [
      ["hamming", "hamming"],
      ["HM", "hamming"],
      ["zero-one", "zero-one"],
      ["zo", "zero-one"],
      ["two-sets", "two-sets"],
      ["TS", "two-sets"],
      ["weighted-positive:6", "weighted-positive:6"],
      ["weighted-positive", "weighted-positive:6"],
      ["wp", "weighted-positive:6"],
      ["wp:3", "weighted-positive:3"],
      ["weighted-negative:4", "weighted-negative:4"],
      ["WN", "weighted-negative:4"],
      [" wn:10 ", "weighted-negative:10"],
    ];
    for (const [spec, name] of cases) expect(parseCoverSpec(spec).name, spec).toBe(name);
  });

  it("weighted covers keep their weight", () => {
    expect(plain(parseCoverSpec("wp:3").elements([1, -1]))).toEqual([
      { labels: [0], multiplicity: 3 },
      { labels: [1], multiplicity: 1 },
    ]);
  });

  it("groups:<file> and label-dependent:<file> read through the callback", () => {
    const files: Record<string, string> = { "g.txt": "SPORTS: a b\nECONOMY: c d\n" };
    const read = (path: string) => {
      const text = files[path];
      if (text === undefined) throw new Error(`no ${path}`);
      return text;
    };
    const options = { labelNames: ["a", "c", "b", "d"], readGroupsFile: read };
    const group = parseCoverSpec("groups:g.txt", options);
    expect(group.name).toBe("groups:g.txt");
    expect(plain(group.elements([1, -1, -1, -1]))).toEqual([
      { labels: [0, 2], multiplicity: 1 },
      { labels: [1, 3], multiplicity: 1 },
    ]);
    const d = parseCoverSpec("label-dependent:g.txt", options);
    expect(plain(d.elements([1, -1, -1, -1]))).toEqual([
      { labels: [0], multiplicity: 1 },
      { labels: [2], multiplicity: 1 },
      { labels: [1, 3], multiplicity: 1 },
    ]);
  });

  it("label-tree:<depth> uses the parents", () => {
    const c = parseCoverSpec("label-tree:0", { labelParents: Int32Array.of(-1, 0, -1) });
    expect(c.name).toBe("label-tree:0");
    expect(plain(c.elements([1, 1, -1]))).toEqual([
      { labels: [0, 1], multiplicity: 1 },
      { labels: [2], multiplicity: 1 },
    ]);
  });

  it("rejects unknown spellings and missing options with E_INVALID_ARGUMENT", () => {
    for (const spec of [
      "",
      "hammingg",
      "hamming:2",
      "wp:0",
      "wp:1000001",
      "wn:99999999999999999999",
      "wp:x",
      "wn:1.5",
      "groups",
      "groups:",
      "label-tree:x",
    ]) {
      expect(
        code(() => parseCoverSpec(spec)),
        spec,
      ).toBe("E_INVALID_ARGUMENT");
    }
    expect(code(() => parseCoverSpec("groups:g.txt", { readGroupsFile: () => "" }))).toBe(
      "E_INVALID_ARGUMENT",
    );
    expect(code(() => parseCoverSpec("groups:g.txt", { labelNames: ["a"] }))).toBe("E_INVALID_ARGUMENT");
    expect(code(() => parseCoverSpec("label-tree:1"))).toBe("E_INVALID_ARGUMENT");
  });

  it("a bad groups file is E_INPUT_FORMAT naming the file", () => {
    expect(
      code(() => parseCoverSpec("groups:g.txt", { labelNames: ["a"], readGroupsFile: () => "b\n" })),
    ).toBe("E_INPUT_FORMAT");
  });
});

describe("parseCoverSpecs", () => {
  it("a comma-separated list in order", () => {
    expect(parseCoverSpecs("zo,hm,ts,wp,wn").map((c) => c.name)).toEqual([
      "zero-one",
      "hamming",
      "two-sets",
      "weighted-positive:6",
      "weighted-negative:4",
    ]);
    expect(parseCoverSpecs("hamming, zero-one").map((c) => c.name)).toEqual(["hamming", "zero-one"]);
  });
  it("rejects empty items", () => {
    expect(code(() => parseCoverSpecs("hamming,,zo"))).toBe("E_INVALID_ARGUMENT");
    expect(code(() => parseCoverSpecs(""))).toBe("E_INVALID_ARGUMENT");
  });
});
