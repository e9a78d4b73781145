import { spawnSync } from "node:child_process";
import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";
import { tempDir } from "../src/test-support/vector-data.js";

// Every input a command reads, given a FIFO (which would block a read for ever) or /dev/zero (which
// would fill memory until the process aborts): each command must fail at once with E_IO naming it.
const mkfifo = spawnSync("mkfifo", ["--version"], { stdio: "ignore" }).status === 0;

let dir: string;
let stem: string;
let model: string;
let fifo: string;
let zero: string;

beforeAll(async () => {
  dir = tempDir();
  stem = writeTextCorpus(40, 10);
  model = join(dir, "model.json");
  expect((await trainOnCorpus(stem, "--iterations", "3", "--out", model)).code).toBe(0);
  fifo = join(dir, "fifo.json");
  spawnSync("mkfifo", [fifo]);
  zero = join(dir, "zero.json");
  symlinkSync("/dev/zero", zero);
});

/** Each command, with `bad` where it reads a file. */
const commands: [string, (bad: string) => string[]][] = [
  ["predict --model", (bad) => ["predict", "--model", bad, join(dir, "model.json")]],
  ["predict <document>", (bad) => ["predict", "--model", model, bad]],
  ["evaluate --model", (bad) => ["evaluate", "--model", bad, "--format", "boostexter", "--data", stem]],
  ["explain --model", (bad) => ["explain", "--model", bad]],
  [
    "train --data (svmlight)",
    (bad) => [
      "train",
      "--format",
      "svmlight",
      "--data",
      bad,
      "--iterations",
      "2",
      "--out",
      join(dir, "out.json"),
    ],
  ],
  [
    "train --resume",
    (bad) => [
      "train",
      "--format",
      "boostexter",
      "--data",
      stem,
      "--iterations",
      "4",
      "--resume",
      bad,
      "--out",
      join(dir, "out.json"),
    ],
  ],
  ["report --comparison", (bad) => ["report", "--comparison", bad, "--out", join(dir, "r.html")]],
];

describe.each(commands)("%s", (_, argv) => {
  it.skipIf(!mkfifo)("refuses a FIFO at once with E_IO naming it", async () => {
    const r = await run(argv(fifo), "text\n");
    expect(r.code).not.toBe(0);
    expect(r.err).toContain(fifo);
    expect(r.err).toMatch(/FIFO.*\[E_IO\]/);
  });

  it("refuses a link to /dev/zero at once with E_IO naming it", async () => {
    const r = await run(argv(zero), "text\n");
    expect(r.code).not.toBe(0);
    expect(r.err).toContain(zero);
    expect(r.err).toMatch(/character device.*\[E_IO\]/);
  });
});

describe("grid collect", () => {
  it.skipIf(!mkfifo)("refuses a FIFO named like a grid manifest", async () => {
    const results = join(dir, "results");
    mkdirSync(results, { recursive: true });
    const manifest = join(results, "grid-0123456789abcdef.json");
    spawnSync("mkfifo", [manifest]);
    const r = await run(["grid", "collect", "--results", results]);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain(manifest);
    expect(r.err).toMatch(/FIFO.*\[E_IO\]/);
  });
});

describe("predict from standard input", () => {
  it("refuses a line longer than 16 Mi characters, naming standard input and the line", async () => {
    const long = "word ".repeat((16 * 2 ** 20) / 5 + 10);
    const r = await run(["predict", "--model", model], `short line\n${long}\n`);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(
      /standard input:2: the line is longer than 16777216 characters.*\[E_INPUT_FORMAT\]/,
    );
  });
});
