import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { gridArgs, run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";
import { tempDir, writeMulanDir } from "../src/test-support/vector-data.js";

/** The tree of the corpus' labels, as a hierarchy TSV. */
const TREE = "parent\tchild\tdescription\nNone\tRoot\t\nRoot\tgrain\t\nRoot\toil\t\nRoot\tmoney\t\n";

describe("every output is checked before any work, against every input and every other output", () => {
  let stem: string;
  let dir: string;
  beforeAll(() => {
    stem = writeTextCorpus();
    dir = dirname(stem);
  });

  it("--checkpoint X --out X is refused at once, naming both options, and writes nothing", async () => {
    const same = join(dir, "same.json");
    const r = await trainOnCorpus(
      stem,
      "--iterations",
      "5",
      "--out",
      same,
      "--checkpoint",
      same,
      "--checkpoint-every",
      "1",
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain(`--out ${same} and --checkpoint ${same} are the same file`);
    expect(existsSync(same)).toBe(false);
    // Through a symbolic link to the folder: the same file still.
    symlinkSync(dir, join(dir, "here"));
    const linked = await trainOnCorpus(stem, "--out", same, "--checkpoint", join(dir, "here", "same.json"));
    expect(linked.err).toMatch(/are the same file/);
  });

  it("--write-hierarchy X --out X, and --write-hierarchy over another program's file even with --force, are refused before training", async () => {
    const both = join(dir, "both.tsv");
    const treeboost = ["--algorithm", "treeboost", "--induce-hierarchy", "2", "--iterations", "3"];
    const r = await trainOnCorpus(stem, ...treeboost, "--out", both, "--write-hierarchy", both);
    expect([r.code, r.err]).toEqual([
      1,
      expect.stringContaining(`--out ${both} and --write-hierarchy ${both}`),
    ]);
    expect(existsSync(both)).toBe(false);
    const xml = join(dir, "labels.xml");
    writeFileSync(xml, '<?xml version="1.0"?>\n<labels xmlns="http://mulan.sourceforge.net/labels"/>\n');
    const over = await trainOnCorpus(
      stem,
      ...treeboost,
      "--out",
      join(dir, "t.json"),
      "--write-hierarchy",
      xml,
      "--force",
    );
    expect(over.code).toBe(1);
    expect(over.err).toContain(`${xml}: --write-hierarchy is not a hierarchy TSV`);
    expect(readFileSync(xml, "utf8")).toMatch(/^<\?xml/);
    expect(existsSync(join(dir, "t.json"))).toBe(false);
    // A hierarchy TSV written before is a previous output of the same kind: --force replaces it.
    const tree = join(dir, "old-tree.tsv");
    writeFileSync(tree, TREE);
    const again = await trainOnCorpus(
      stem,
      ...treeboost,
      "--out",
      join(dir, "t2.json"),
      "--write-hierarchy",
      tree,
      "--force",
    );
    expect(again.code).toBe(0);
    expect(readFileSync(tree, "utf8")).toMatch(/^parent\tchild\tdescription\n/);
  });

  it("--force never lets --out replace the --hierarchy file, a cover's groups file or the checkpoint resumed from", async () => {
    const tree = join(dir, "hier.tsv");
    writeFileSync(tree, TREE);
    const r = await trainOnCorpus(
      stem,
      "--algorithm",
      "treeboost",
      "--hierarchy",
      tree,
      "--out",
      tree,
      "--force",
    );
    expect(r.err).toContain(`${tree}: --out is part of the input --hierarchy ${tree}`);
    expect(readFileSync(tree, "utf8")).toBe(TREE);
    const groups = join(dir, "groups.txt");
    writeFileSync(groups, "grain oil\nmoney\n");
    const lc = await trainOnCorpus(
      stem,
      "--algorithm",
      "adaboost-lc",
      "--cover",
      `groups:${groups}`,
      "--out",
      groups,
      "--force",
    );
    expect(lc.err).toContain(`${groups}: --out is part of the input --cover ${groups}`);
    expect(readFileSync(groups, "utf8")).toBe("grain oil\nmoney\n");
    const ckpt = join(dir, "resume.ckpt");
    expect(
      (
        await trainOnCorpus(
          stem,
          "--iterations",
          "4",
          "--out",
          join(dir, "r.json"),
          "--checkpoint",
          ckpt,
          "--checkpoint-every",
          "2",
        )
      ).code,
    ).toBe(0);
    const before = readFileSync(ckpt, "utf8");
    const out = await trainOnCorpus(stem, "--iterations", "6", "--out", ckpt, "--resume", ckpt, "--force");
    expect(out.err).toContain(`${ckpt}: --out is part of the input --resume ${ckpt}`);
    expect(readFileSync(ckpt, "utf8")).toBe(before);
    // The checkpoint itself may be continued in place.
    const cont = await trainOnCorpus(
      stem,
      "--iterations",
      "6",
      "--out",
      join(dir, "r6.json"),
      "--resume",
      ckpt,
      "--checkpoint",
      ckpt,
      "--checkpoint-every",
      "2",
    );
    expect(cont.code).toBe(0);
  });

  it("--force replaces a previous model, never another file", async () => {
    const model = join(dir, "m.json");
    expect((await trainOnCorpus(stem, "--iterations", "3", "--out", model)).code).toBe(0);
    expect((await trainOnCorpus(stem, "--iterations", "3", "--out", model)).err).toMatch(
      /exists; pass --force/,
    );
    expect((await trainOnCorpus(stem, "--iterations", "4", "--out", model, "--force")).code).toBe(0);
    const notes = join(dir, "notes.json");
    writeFileSync(notes, '{"mine": true}\n');
    const r = await trainOnCorpus(stem, "--iterations", "3", "--out", notes, "--force");
    expect(r.err).toContain(`${notes}: --out is not a textboost model`);
    expect(readFileSync(notes, "utf8")).toBe('{"mine": true}\n');
  });

  it("grid collect --out with --force never replaces the grid's manifest or results", async () => {
    const data = writeMulanDir(30, 2);
    const results = join(tempDir(), "results");
    const grid = await run([...gridArgs(data, "adaboost-mh"), "--iterations", "2", "--results", results]);
    expect(grid.code).toBe(0);
    const manifest = join(results, readdirSync(results).find((f) => /^grid-.*\.json$/.test(f))!);
    const before = readFileSync(manifest, "utf8");
    const r = await run(["grid", "collect", "--results", results, "--out", manifest, "--force"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${manifest}: --out is part of the input --results`);
    expect(readFileSync(manifest, "utf8")).toBe(before);
    const collected = join(tempDir(), "c.json");
    expect((await run(["grid", "collect", "--results", results, "--out", collected])).code).toBe(0);
    // A collected comparison is replaced with --force; the data set given to grid is not.
    expect((await run(["grid", "collect", "--results", results, "--out", collected, "--force"])).code).toBe(
      0,
    );
  });
});

describe("what a user typed or a file holds reaches the terminal without control bytes", () => {
  it("a usage error quoting an option's value, and an error naming a file, escape them", async () => {
    const usage = await run([
      "train",
      "--format",
      "mulan",
      "--data",
      "x",
      "--iterations",
      "3\u001b[2J",
      "--out",
      "m.json",
    ]);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('--iterations must be a whole number from 1 to 1,000,000, got "3\\x1b[2J"');
    expect(usage.err).not.toContain("\u001b");
    const missing = join(tempDir(), "no\u001b]0;title\u0007such\r.arff");
    const io = await run(["data", "stats", "--format", "mulan", missing]);
    expect(io.code).toBe(1);
    expect(io.err).toContain("no\\x1b]0;title\\x07such\\r.arff");
    const controls = [...io.err.slice(0, -1)].filter(
      (c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f,
    );
    expect(controls).toEqual([]);
  });
});

describe("an edited checkpoint is refused by train --resume; an untouched one resumes to the same model", () => {
  it("refuses edited votes and weights, and other options, naming the option", async () => {
    const stem = writeTextCorpus(40, 10);
    const dir = dirname(stem);
    const whole = join(dir, "whole.json");
    expect((await trainOnCorpus(stem, "--iterations", "8", "--out", whole)).code).toBe(0);
    const ckpt = join(dir, "c.ckpt");
    expect(
      (
        await trainOnCorpus(
          stem,
          "--iterations",
          "4",
          "--out",
          join(dir, "four.json"),
          "--checkpoint",
          ckpt,
          "--checkpoint-every",
          "2",
        )
      ).code,
    ).toBe(0);
    const original = readFileSync(ckpt, "utf8");
    const resume = async (text: string, ...more: string[]) => {
      const file = join(dir, "edited.ckpt");
      writeFileSync(file, text);
      const out = join(dir, `resumed-${Math.random().toString(36).slice(2)}.json`);
      const r = await trainOnCorpus(stem, "--iterations", "8", "--out", out, "--resume", file, ...more);
      return { ...r, model: existsSync(out) ? readFileSync(out, "utf8") : undefined };
    };
    const untouched = await resume(original);
    expect(untouched.code).toBe(0);
    expect(untouched.model).toBe(readFileSync(whole, "utf8"));
    const cp = JSON.parse(original);
    // A vote: the first real number inside the first round's hypothesis.
    const firstRound = JSON.stringify(cp.state.rounds[0]);
    const vote = firstRound.match(/-?\d+\.\d+/)![0];
    const votes = {
      ...cp,
      state: {
        ...cp.state,
        rounds: [
          JSON.parse(firstRound.replace(vote, String(Number(vote) + 0.5))),
          ...cp.state.rounds.slice(1),
        ],
      },
    };
    const weights = { ...cp, state: { ...cp.state, weights: `AAAAAAAA8D8${cp.state.weights.slice(11)}` } };
    for (const edited of [votes, weights]) {
      const r = await resume(JSON.stringify(edited));
      expect([r.code, r.model]).toEqual([1, undefined]);
      expect(r.err).toContain(
        `${join(dir, "edited.ckpt")}: the checkpoint does not match its digest: it was edited or damaged`,
      );
    }
    const otherVariant = await resume(original, "--variant", "discrete");
    expect(otherVariant.code).toBe(1);
    expect(otherVariant.err).toMatch(
      /made with other options \(.*variant: saved "real", this run "discrete"/,
    );
  });
});

describe("a checkpoint of binned stumps records its bins", () => {
  it("resuming with other --bins is refused, naming bins; the same bins resume", async () => {
    const data = writeMulanDir(60);
    const dir = dirname(data);
    const ckpt = join(dir, "binned.ckpt");
    const train = (...more: string[]) =>
      run(["train", "--format", "mulan", "--data", data, "--stumps", "binned", "--threads", "1", ...more]);
    const first = await train(
      "--bins",
      "2",
      "--iterations",
      "4",
      "--out",
      join(dir, "four.json"),
      "--checkpoint",
      ckpt,
      "--checkpoint-every",
      "2",
    );
    expect(first.code).toBe(0);
    const other = await train(
      "--bins",
      "3",
      "--iterations",
      "8",
      "--out",
      join(dir, "other.json"),
      "--resume",
      ckpt,
    );
    expect(other.code).toBe(1);
    expect(other.err).toMatch(/made with other options \(.*bins: saved 2, this run 3/);
    const same = await train(
      "--bins",
      "2",
      "--iterations",
      "8",
      "--out",
      join(dir, "same.json"),
      "--resume",
      ckpt,
    );
    expect(same.code).toBe(0);
  });
});
