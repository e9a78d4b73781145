import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cliReference } from "../src/cli-reference.js";
import { run } from "../src/test-support/run.js";

const PAGE = new URL("../../../docs/cli-reference.md", import.meta.url);

describe("the CLI reference page", () => {
  it("is current: docs/cli-reference.md is what the command definitions generate", () => {
    expect(readFileSync(PAGE, "utf8")).toBe(cliReference());
  });

  it("has every command with its options and examples, as --help prints them", async () => {
    const page = cliReference();
    for (const command of [["train"], ["evaluate"], ["data", "split"], ["explain"]]) {
      expect(page).toContain(`## textboost ${command.join(" ")}\n`);
      const help = (await run([...command, "--help"])).out;
      expect(page).toContain(help.slice(0, help.indexOf("Examples:")).trimEnd());
      expect(page).toContain(help.slice(help.indexOf("Examples:")).trimEnd());
    }
  });
});
