import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caught } from "../test-support/errors.js";
import { readArffRelation } from "./arff-relation-file.js";
import { readBoostexter, readBoostexterCorpus } from "./boostexter-file.js";
import { readFileLines, readTextFile } from "./file-lines.js";
import { readLabelTree } from "./label-tree-file.js";
import { type DatasetFormat, loadDataset } from "./load-dataset.js";
import { readMeka } from "./meka-file.js";
import { readMpBoost } from "./mpboost-file.js";
import { readMulan } from "./mulan-file.js";
import { readRegularFile, withReadRoots } from "./regular-file.js";
import { readReuters21578 } from "./reuters21578-files.js";
import { readSvmlight } from "./svmlight-file.js";

// Every reader and loader of the package, each given a hostile input where a data file belongs: a FIFO
// (which would block a read for ever), /dev/zero (which would fill memory), a link to either, a file
// outside the read roots. Each must fail at once with E_IO naming the file, and no test may hang.
const mkfifo = spawnSync("mkfifo", ["--version"], { stdio: "ignore" }).status === 0;

let dir: string;
let inside: string;
let fifo: string;
const GOOD_XML = '<labels xmlns="http://mulan.sourceforge.net/labels"><label name="L"/></labels>';
const GOOD_NAMES = "a, b.\ntext: text.\n";

beforeAll(() => {
  // Hostile files end in .data, so that loadDataset("boostexter") takes them for data files too.
  dir = realpathSync(mkdtempSync(join(tmpdir(), "textboost-hostile-")));
  inside = join(dir, "inside");
  mkdirSync(inside);
  fifo = join(dir, "fifo.data");
  spawnSync("mkfifo", [fifo]);
  writeFileSync(join(inside, "good.xml"), GOOD_XML);
  writeFileSync(join(inside, "good.names"), GOOD_NAMES);
  writeFileSync(join(dir, "outside.data"), "1 1:1\n");
  symlinkSync("/dev/zero", join(dir, "zero.data"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each reader, called with `bad` where it reads a data file (and whether `bad` must end in .data). */
const readers: [string, (bad: string) => Promise<unknown>, boolean?][] = [
  [
    "readFileLines",
    async (bad) => {
      for await (const _ of readFileLines(bad)) {
        // nothing
      }
    },
  ],
  ["readTextFile", (bad) => readTextFile(bad)],
  ["readSvmlight", (bad) => readSvmlight(bad)],
  ["readMeka", (bad) => readMeka(bad)],
  ["readMpBoost", (bad) => readMpBoost(bad)],
  ["readMulan (ARFF)", (bad) => readMulan(bad, join(inside, "good.xml"))],
  ["readMulan (XML)", (bad) => readMulan(join(inside, "good.xml"), bad)],
  ["readBoostexter (names)", (bad) => readBoostexter(bad, join(inside, "good.names"))],
  ["readBoostexter (data)", (bad) => readBoostexter(join(inside, "good.names"), bad)],
  ["readBoostexterCorpus (data)", (bad) => readBoostexterCorpus(join(inside, "good.names"), bad)],
  ["readLabelTree", (bad) => readLabelTree(bad)],
  ["readArffRelation", (bad) => readArffRelation(bad)],
  ...(["svmlight", "meka", "mpboost", "mulan"] as DatasetFormat[]).map(
    (format): [string, (bad: string) => Promise<unknown>] => [
      `loadDataset ${format}`,
      (bad) => loadDataset(format, bad, { unsplit: "whole", xml: join(inside, "good.xml") }),
    ],
  ),
  [
    "loadDataset boostexter",
    (bad) => loadDataset("boostexter", bad, { unsplit: "whole", names: join(inside, "good.names") }),
    true,
  ],
];

describe.each(readers)("%s", (_, read, dataSuffix) => {
  it.skipIf(!mkfifo)("refuses a FIFO at once (no writer: a blocking read would wait for ever)", async () => {
    const e = await caught(() => read(fifo));
    expect([e.code, e.file]).toEqual(["E_IO", fifo]);
    expect(e.message).toMatch(/FIFO/);
  });

  it("refuses /dev/zero and a link to it (a read would fill memory)", async () => {
    for (const bad of [...(dataSuffix ? [] : ["/dev/zero"]), join(dir, "zero.data")]) {
      const e = await caught(() => read(bad));
      expect([e.code, e.file]).toEqual(["E_IO", bad]);
      expect(e.message).toMatch(/character device/);
    }
  });

  it("refuses a file outside the read roots, and a link out of them, saying nothing of what is there", async () => {
    const link = join(inside, `out-${Math.random().toString(36).slice(2)}.data`);
    symlinkSync(join(dir, "outside.data"), link);
    const messages: string[] = [];
    for (const bad of [
      link,
      join(dir, "outside.data"),
      join(dir, "no-such-file.data"),
      "/etc/textboost.data",
    ]) {
      const e = await caught(() => withReadRoots([inside], () => read(bad)));
      expect([e.code, e.file]).toEqual(["E_IO", bad]);
      messages.push(e.message.replace(bad, "PATH"));
    }
    // The same words for an existing file, a missing one and a link: nothing tells them apart.
    expect(new Set(messages).size).toBe(1);
    expect(messages[0]).toMatch(/outside the directories this process may read/);
  });
});

describe("caps", () => {
  it("refuses a line longer than the cap with E_INPUT_FORMAT naming file and line", async () => {
    const file = join(dir, "long.svm");
    writeFileSync(file, `1 1:1\n1 ${"2:1 ".repeat(50)}\n`);
    const e = await caught(async () => {
      for await (const _ of readFileLines(file, { maxLineChars: 100 })) {
        // nothing
      }
    });
    expect([e.code, e.file, e.line]).toEqual(["E_INPUT_FORMAT", file, 2]);
  });

  it("refuses a file larger than the cap with E_IO, before reading it", async () => {
    const file = join(dir, "big.json");
    writeFileSync(file, "x".repeat(1000));
    const e = await caught(() => readRegularFile(file, 999));
    expect([e.code, e.file]).toEqual(["E_IO", file]);
    expect(readRegularFile(file, 1000).length).toBe(1000);
  });

  it("reads a Reuters directory only through regular files: a FIFO named reut2-000.sgm is refused", async () => {
    const reuters = join(dir, "reuters");
    mkdirSync(reuters, { recursive: true });
    symlinkSync("/dev/zero", join(reuters, "reut2-000.sgm"));
    const e = await caught(() => readReuters21578(reuters));
    expect([e.code, e.file]).toEqual(["E_IO", join(reuters, "reut2-000.sgm")]);
    const outside = await caught(() => withReadRoots([inside], () => readReuters21578(reuters)));
    expect(outside.message).toMatch(/outside the directories/);
  });
});
