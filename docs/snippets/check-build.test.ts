import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without type declarations
import { apiPageProblems, buildProblems, gitStatus } from "../check-build.mjs";

describe("docs/check-build.mjs", () => {
  const repo = mkdtempSync(join(tmpdir(), "textboost-check-build-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
  git("init", "-q");
  writeFileSync(join(repo, ".gitignore"), "docs/api/\n");
  writeFileSync(join(repo, "kept.md"), "kept\n");
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start");
  const where = { root: repo, docs: join(repo, "docs"), limitBytes: 1000 };

  it("passes a build that wrote only ignored files under the limit, and names what else it wrote", () => {
    writeFileSync(join(repo, "draft.md"), "a change that was there before the build\n");
    const before: string = gitStatus(repo);
    mkdirSync(join(repo, "docs", "api"), { recursive: true });
    writeFileSync(join(repo, "docs", "api", "core.md"), "x".repeat(900));
    expect(buildProblems(before, where)).toEqual([]);
    writeFileSync(join(repo, "docs", "mine.arff"), "@relation x\n");
    writeFileSync(join(repo, "kept.md"), "changed\n");
    const problems: string[] = buildProblems(before, where);
    expect(problems.length).toBe(1);
    expect(problems[0]).toMatch(/changed the working tree/);
    expect(problems[0]).toContain("docs/mine.arff");
    expect(problems[0]).toContain("kept.md");
    expect(problems[0]).not.toContain("draft.md");
  });

  it("fails an API output over the limit", () => {
    writeFileSync(join(repo, "docs", "api", "big.md"), "x".repeat(200));
    const problems: string[] = buildProblems(gitStatus(repo), where);
    expect(problems).toEqual([
      expect.stringMatching(/^TypeDoc's Markdown \(docs\/api\) takes 0\.0 MB, over 0\.0 MB$/),
    ]);
  });

  it("fails an API reference with a page per entry point of a package, and names it", () => {
    const api = join(repo, "docs", "api-pages");
    mkdirSync(api, { recursive: true });
    expect(apiPageProblems(api)).toEqual([]); // TypeDoc has not run
    const sidebar = (entries: unknown[]) =>
      writeFileSync(join(api, "typedoc-sidebar.json"), JSON.stringify(entries));
    sidebar([
      { text: "@textboost/core", link: "/api/@textboost/core" },
      { text: "@textboost/treeboost", items: [{ text: "index" }, { text: "node" }] },
    ]);
    expect(apiPageProblems(api)).toEqual([
      expect.stringMatching(
        /^the API reference of @textboost\/treeboost has 2 pages \(index, node\), not one page/,
      ),
    ]);
    sidebar([{ text: "@textboost/core", link: "/api/@textboost/core" }]);
    expect(apiPageProblems(api)).toEqual([]);
  });
});
