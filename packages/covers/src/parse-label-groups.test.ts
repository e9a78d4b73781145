import { fc, test } from "@fast-check/vitest";
import { isTextboostError, type TextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { parseLabelGroups } from "./parse-label-groups.js";
import { arbPartition } from "./test-support/arb-cover.js";

function thrown(f: () => unknown): TextboostError {
  try {
    f();
  } catch (e) {
    if (isTextboostError(e)) return e;
    throw e;
  }
  throw new Error("nothing was thrown");
}

const names = ["football", "markets", "basketball", "currencies", "weather"];

describe("parseLabelGroups", () => {
  it("the example of the docs: titles, commas, comments, unlisted labels alone", () => {
    const text = "# sports vs economy\n\nSPORTS: football basketball\r\nECONOMY: markets, currencies\n";
    expect(parseLabelGroups(text, names)).toEqual([[0, 2], [1, 3], [4]]);
  });

  test.prop([
    fc
      .integer({ min: 1, max: 8 })
      .chain((m) => fc.tuple(fc.constant(m), arbPartition(m), fc.constantFrom(" ", ",", ", ", "\t"))),
  ])("round trip: a partition written one group per line reads back", ([m, groups, sep]) => {
    const labelNames = Array.from({ length: m }, (_, j) => `L${j}.x`);
    const text = groups.map((group, n) => `G${n}: ${group.map((j) => labelNames[j]).join(sep)}`).join("\n");
    expect(parseLabelGroups(text, labelNames, { unlisted: "error" })).toEqual(groups);
  });

  it("unknown and repeated labels are E_INPUT_FORMAT with file and line", () => {
    const unknown = thrown(() => parseLabelGroups("football\n\nhockey\n", names, { file: "g.txt" }));
    expect([unknown.code, unknown.file, unknown.line]).toEqual(["E_INPUT_FORMAT", "g.txt", 3]);
    expect(unknown.message).toContain("hockey");
    const twice = thrown(() =>
      parseLabelGroups("football markets\nbasketball football\n", names, { file: "g.txt" }),
    );
    expect([twice.code, twice.line]).toEqual(["E_INPUT_FORMAT", 2]);
    expect(twice.message).toContain("line 1");
  });

  it("unlisted: 'error' rejects a label in no group", () => {
    const e = thrown(() =>
      parseLabelGroups("football markets basketball currencies\n", names, { unlisted: "error" }),
    );
    expect(e.code).toBe("E_INPUT_FORMAT");
    expect(e.message).toContain("weather");
  });

  it("an empty file gives every label alone; a title-only line is skipped", () => {
    expect(parseLabelGroups("", ["a", "b"])).toEqual([[0], [1]]);
    expect(parseLabelGroups("EMPTY:\na b\n", ["a", "b"])).toEqual([[0, 1]]);
  });
});
