import { describe, expect, it } from "vitest";
import { checkManifest } from "./check-manifest.mjs";

const PKG = { name: "@textboost/x", relDir: "packages/x" };
const FILES = ["README.md", "LICENSE", "package.json", "dist/index.js", "dist/index.d.ts", "dist/bin.js"];
const NAMES = new Set(["@textboost/x", "@textboost/core"]);

function manifest(overrides = {}) {
  return {
    name: "@textboost/x",
    version: "0.1.0",
    description: "x",
    license: "MIT",
    repository: {
      type: "git",
      url: "git+https://github.com/textboost/textboost.git",
      directory: "packages/x",
    },
    homepage: "https://github.com/textboost/textboost/tree/main/packages/x#readme",
    bugs: { url: "https://github.com/textboost/textboost/issues" },
    type: "module",
    exports: {
      ".": { types: "./dist/index.d.ts", default: "./dist/index.js" },
      "./package.json": "./package.json",
    },
    main: "./dist/index.js",
    types: "./dist/index.d.ts",
    files: ["dist"],
    engines: { node: ">=20.19" },
    publishConfig: { access: "public" },
    keywords: ["textboost"],
    dependencies: { "@textboost/core": "^0.1.0" },
    ...overrides,
  };
}

describe("checkManifest", () => {
  it("passes a complete manifest whose targets are all in the tarball", () => {
    expect(checkManifest(PKG, manifest(), FILES, NAMES)).toEqual([]);
  });

  it("accepts the publishing fields with their keys in any order", () => {
    const { type, url, directory } = manifest().repository;
    expect(checkManifest(PKG, manifest({ repository: { directory, url, type } }), FILES, NAMES)).toEqual([]);
  });

  it.each([
    ["repository", { repository: undefined }, /"repository"/],
    [
      "repository of another folder",
      { repository: { ...manifest().repository, directory: "packages/y" } },
      /"repository"/,
    ],
    ["homepage", { homepage: undefined }, /"homepage"/],
    ["bugs", { bugs: undefined }, /"bugs"/],
    ["keywords", { keywords: [] }, /"keywords"/],
    ["files", { files: undefined }, /"files"/],
    ["license", { license: "ISC" }, /"license"/],
    ["type", { type: "commonjs" }, /"type"/],
    ["access", { publishConfig: undefined }, /publishConfig/],
  ])("reports a wrong or missing %s", (_what, overrides, message) => {
    const problems = checkManifest(PKG, manifest(overrides), FILES, NAMES);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it("reports the source condition and every target the tarball lacks, with where it is", () => {
    const problems = checkManifest(
      PKG,
      manifest({
        exports: {
          ".": {
            "@textboost/source": "./src/index.ts",
            types: "./dist/index.d.ts",
            default: "./dist/index.js",
          },
        },
        bin: { x: "./dist/cli.js" },
        typesVersions: { "*": { node: ["./dist/node/index.d.ts"] } },
      }),
      FILES,
      NAMES,
    );
    expect(problems).toEqual([
      'the packed "exports" still has the @textboost/source condition',
      'exports["."]["@textboost/source"] points at ./src/index.ts, which the tarball does not hold',
      'typesVersions["*"]["node"][0] points at ./dist/node/index.d.ts, which the tarball does not hold',
      'bin["x"] points at ./dist/cli.js, which the tarball does not hold',
    ]);
  });

  it("reports workspace ranges and @textboost dependencies that are not packed", () => {
    const problems = checkManifest(
      PKG,
      manifest({ dependencies: { "@textboost/core": "workspace:^", "@textboost/gone": "^1.0.0" } }),
      FILES,
      NAMES,
    );
    expect(problems).toEqual([
      'dependencies.@textboost/core is still "workspace:^"',
      "dependencies.@textboost/gone is not a publishable package of the workspace",
    ]);
  });

  it("reports a tarball without README or LICENSE", () => {
    const problems = checkManifest(PKG, manifest(), FILES.slice(2), NAMES);
    expect(problems).toEqual(["the tarball has no README.md", "the tarball has no LICENSE"]);
  });
});
