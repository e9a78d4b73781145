import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(packageDir, "..", "..");

/** The first ```js block of a Markdown file: the snippet a reader copies first. */
function firstJsBlock(file: string): string {
  const text = readFileSync(join(root, file), "utf8");
  const match = /^```js\n([\s\S]*?)^```$/m.exec(text);
  if (match === null) throw new Error(`${file} has no \`\`\`js block`);
  return match[1]!;
}

describe("the first snippet of README.md and of the getting-started page", () => {
  it("is the same snippet in both", () => {
    expect(firstJsBlock("docs/guides/getting-started.md")).toBe(firstJsBlock("README.md"));
  });

  it("runs verbatim with node in a project of its own (type: module), and writes a model file", async () => {
    const snippet = firstJsBlock("README.md");
    const app = mkdtempSync(join(tmpdir(), "textboost-readme-"));
    writeFileSync(join(app, "package.json"), `${JSON.stringify({ type: "module", private: true })}\n`);
    mkdirSync(join(app, "node_modules"));
    // the built package, as npm would install it (its own dependencies resolve from the workspace)
    symlinkSync(packageDir, join(app, "node_modules", "textboost"), "dir");
    writeFileSync(join(app, "index.js"), snippet);
    const { stdout } = await promisify(execFile)(process.execPath, ["index.js"], {
      cwd: app,
      timeout: 60_000,
    });
    const lines = stdout.split("\n");
    expect(lines[0]).toBe("[ 'grain' ]");
    expect(stdout.trimEnd().split("\n").at(-1)).toBe("[ [ 'money' ], [ 'oil' ] ]");
    const model = JSON.parse(readFileSync(join(app, "news.model.json"), "utf8"));
    expect(model.format).toBe("textboost-model");
    expect(model.labels).toEqual(["grain", "money", "oil"]);
  });
});
