import { createRequire } from "node:module";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";

const { beforePacking } = createRequire(import.meta.url)("../../.pnpmfile.cjs").hooks;
const SOURCE = "@textboost/source";

/** Every [path, leaf] of a JSON value; a brute-force walk to compare with. */
function leaves(value, path = []) {
  if (value === null || typeof value !== "object") return [[path.join(" "), value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
}

const conditionKey = fc.constantFrom(SOURCE, "types", "default", "import", "node", "browser");
const target = fc.constantFrom("./dist/a.js", "./dist/a.d.ts", "./src/a.ts", null);
const conditions = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: "small" }, target, fc.dictionary(conditionKey, tie("node"), { maxKeys: 4 })),
})).node;
const exportsMap = fc.dictionary(fc.constantFrom(".", "./node", "./parsers", "./package.json"), conditions, {
  minKeys: 1,
  maxKeys: 4,
});

describe("beforePacking (.pnpmfile.cjs)", () => {
  test.prop([exportsMap])(
    "drops the source condition at every depth and keeps every other target",
    (exports) => {
      const packed = beforePacking({ name: "x", exports: structuredClone(exports) });
      const expected = leaves(exports).filter(([path]) => !path.split(" ").includes(SOURCE));
      expect(leaves(packed.exports)).toEqual(expected);
    },
  );

  it("gives each subpath with types a typesVersions entry, and leaves the root and package.json out", () => {
    const packed = beforePacking({
      name: "x",
      exports: {
        ".": { [SOURCE]: "./src/index.ts", types: "./dist/index.d.ts", default: "./dist/index.js" },
        "./node": {
          [SOURCE]: "./src/node/index.ts",
          types: "./dist/node/index.d.ts",
          default: "./dist/node/index.js",
        },
        "./package.json": "./package.json",
      },
    });
    expect(packed.typesVersions).toEqual({ "*": { node: ["./dist/node/index.d.ts"] } });
    expect(packed.exports["."]).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.js" });
  });

  it("drops a source-only subpath", () => {
    const packed = beforePacking({
      name: "x",
      exports: {
        ".": { [SOURCE]: "./src/index.ts", default: "./dist/index.js" },
        "./test-support": { [SOURCE]: "./src/test-support/index.ts" },
        "./package.json": "./package.json",
      },
    });
    expect(Object.keys(packed.exports)).toEqual([".", "./package.json"]);
    expect(packed.typesVersions).toBeUndefined();
  });

  it("keeps a package's own typesVersions and adds none without subpaths", () => {
    const own = { "*": { x: ["./y.d.ts"] } };
    const kept = beforePacking({ exports: { "./a": { types: "./a.d.ts" } }, typesVersions: own });
    expect(kept.typesVersions).toBe(own);
    const none = beforePacking({ exports: { ".": { types: "./i.d.ts" } } });
    expect(none.typesVersions).toBeUndefined();
  });

  it("leaves a manifest without exports alone", () => {
    expect(beforePacking({ name: "x", main: "./i.js" })).toEqual({ name: "x", main: "./i.js" });
  });
});
