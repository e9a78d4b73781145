import { realpathSync } from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repository = realpathSync(fileURLToPath(new URL("../..", import.meta.url)));

describe("the snippets' working directory", () => {
  it("is a folder outside the repository, so a snippet's files never land in docs/", () => {
    const cwd = realpathSync(process.cwd());
    const relative = path.relative(repository, cwd);
    expect(relative.startsWith("..") || path.isAbsolute(relative)).toBe(true);
  });
});
