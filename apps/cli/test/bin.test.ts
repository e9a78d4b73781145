import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

const BIN = fileURLToPath(new URL("../dist/bin.js", import.meta.url));

describe("the textboost executable", () => {
  let model: string;
  beforeAll(async () => {
    if (!existsSync(BIN)) throw new Error(`${BIN} is missing: build the CLI first (pnpm build)`);
    const stem = writeTextCorpus();
    model = `${stem}.model.json`;
    expect((await trainOnCorpus(stem, "--iterations", "5", "--out", model)).code).toBe(0);
  });

  it("ends quietly with status 0 when its reader closes the pipe early (predict | head -1)", async () => {
    const child = spawn(process.execPath, [BIN, "predict", "--model", model, "--threads", "1"], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d) => {
      err += String(d);
    });
    // Enough lines that the output cannot fit in the pipe before the reader goes away.
    child.stdin.end(`${"wheat corn harvest said market\n".repeat(200_000)}`);
    const firstChunk = await new Promise<string>((resolve) =>
      child.stdout.once("data", (d) => resolve(String(d))),
    );
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    expect(firstChunk).toMatch(/^stdin:1\t/);
    expect(err).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });

  it("prints its version", async () => {
    const child = spawn(process.execPath, [BIN, "--version"]);
    let out = "";
    child.stdout.on("data", (d) => {
      out += String(d);
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    expect(code).toBe(0);
    expect(out.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
