import { existsSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { compileSnippets } from "./compile-snippets.js";
import type { Snippet } from "./extract-snippets.js";

// Inside docs/, so that the generated modules resolve the workspace packages.
const outDir = fileURLToPath(new URL("../.snippets-compile-test", import.meta.url));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const snippet = (code: string, extra: Partial<Snippet> = {}): Snippet => ({
  file: "docs/guides/example.md",
  line: 10,
  kind: "tsdoc",
  packageName: "@textboost/core",
  code,
  run: true,
  ...extra,
});

describe("compileSnippets", () => {
  const snippets = [
    snippet("const r = createRandom(1);\nconsole.log(r.next());"),
    snippet("const ok = 1;\nconst s: string = ok;"),
    snippet("nope();", { kind: "markdown" }),
    snippet("const r = createRandom(2);", { run: false }),
  ];
  const compiled = compileSnippets(snippets, {
    outDir,
    sourcesFor: (s) => (s.kind === "tsdoc" ? ["@textboost/core"] : []),
  });

  it("imports an undeclared name from the first source that exports it", () => {
    expect(compiled[0]!.errors).toEqual([]);
    expect(compiled[0]!.provided).toEqual(["createRandom from @textboost/core"]);
    expect(readFileSync(compiled[0]!.modulePath, "utf8")).toContain(
      'import { createRandom } from "@textboost/core";',
    );
  });

  it("reports a type error at its line in the snippet's own file", () => {
    expect(compiled[1]!.errors).toHaveLength(1);
    expect(compiled[1]!.errors[0]).toMatch(
      /^docs\/guides\/example\.md:11: Type 'number' is not assignable to type 'string'\. \(TS2322\)$/,
    );
    // the generated test module fails with the errors
    expect(readFileSync(compiled[1]!.modulePath, "utf8")).toContain("throw new Error(");
  });

  it("leaves a name no source exports as an error", () => {
    expect(compiled[2]!.provided).toEqual([]);
    expect(compiled[2]!.errors.join("\n")).toMatch(/docs\/guides\/example\.md:10: Cannot find name 'nope'/);
  });

  it("type-checks a no-run snippet in a module vitest does not collect, with a test module beside it", () => {
    expect(compiled[3]!.errors).toEqual([]);
    expect(compiled[3]!.modulePath.endsWith(".no-run.ts")).toBe(true);
    const testModule = compiled[3]!.modulePath.replace(/\.no-run\.ts$/, ".ts");
    expect(existsSync(testModule)).toBe(true);
    expect(readFileSync(testModule, "utf8")).toContain("compiles (not run)");
    expect(readFileSync(testModule, "utf8")).not.toContain("createRandom");
  });
});
