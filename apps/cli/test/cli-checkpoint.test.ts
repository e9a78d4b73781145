import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

const BIN = fileURLToPath(new URL("../dist/bin.js", import.meta.url));

describe("textboost train --checkpoint / --resume", () => {
  let stem: string;
  beforeAll(() => {
    stem = writeTextCorpus();
  });

  it.each(["adaboost-mh", "mp-boost"])(
    "%s: a run resumed from a checkpoint writes the same model file as an uninterrupted run",
    async (algorithm) => {
      const whole = `${stem}.${algorithm}.whole.json`;
      expect(
        (await trainOnCorpus(stem, "--algorithm", algorithm, "--iterations", "30", "--out", whole)).code,
      ).toBe(0);
      const ckpt = `${stem}.${algorithm}.ckpt`;
      const first = await trainOnCorpus(
        stem,
        "--algorithm",
        algorithm,
        "--iterations",
        "14",
        "--out",
        `${stem}.${algorithm}.14.json`,
        "--checkpoint",
        ckpt,
        "--checkpoint-every",
        "6",
      );
      expect(first.code).toBe(0);
      expect(JSON.parse(readFileSync(ckpt, "utf8")).iteration).toBe(12);
      const resumed = `${stem}.${algorithm}.resumed.json`;
      const r = await trainOnCorpus(
        stem,
        "--algorithm",
        algorithm,
        "--iterations",
        "30",
        "--out",
        resumed,
        "--resume",
        ckpt,
        "--json",
      );
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out).resumedFrom).toBe(12);
      expect(readFileSync(resumed, "utf8")).toBe(readFileSync(whole, "utf8"));
    },
  );

  it("refuses a checkpoint of other data, an algorithm that cannot resume, and a checkpoint file that is another file", async () => {
    const ckpt = `${stem}.refuse.ckpt`;
    await trainOnCorpus(
      stem,
      "--iterations",
      "8",
      "--out",
      `${stem}.r.json`,
      "--checkpoint",
      ckpt,
      "--checkpoint-every",
      "4",
    );
    const other = writeTextCorpus(40, 10);
    const wrongData = await trainOnCorpus(
      other,
      "--iterations",
      "8",
      "--out",
      `${other}.r.json`,
      "--resume",
      ckpt,
    );
    expect(wrongData.code).toBe(1);
    expect(wrongData.err).toMatch(/made on other training data/);
    const wrongAlgorithm = await trainOnCorpus(
      stem,
      "--algorithm",
      "mp-boost",
      "--iterations",
      "8",
      "--out",
      `${stem}.m.json`,
      "--resume",
      ckpt,
    );
    expect(wrongAlgorithm.err).toMatch(/checkpoint of adaboost-mh, not of mp-boost/);
    const lc = await trainOnCorpus(
      stem,
      "--algorithm",
      "adaboost-lc",
      "--out",
      `${stem}.lc.json`,
      "--checkpoint",
      `${stem}.lc.ckpt`,
    );
    expect(lc.err).toMatch(/adaboost-lc cannot save or resume checkpoints/);
    const precious = join(dirname(stem), "precious.txt");
    writeFileSync(precious, "mine");
    const clash = await trainOnCorpus(
      stem,
      "--iterations",
      "3",
      "--out",
      `${stem}.p.json`,
      "--checkpoint",
      precious,
    );
    expect(clash.err).toMatch(/exists; pass --force/);
    expect(readFileSync(precious, "utf8")).toBe("mine");
    const notJson = await trainOnCorpus(
      stem,
      "--iterations",
      "3",
      "--out",
      `${stem}.q.json`,
      "--resume",
      precious,
    );
    expect(notJson.err).toMatch(/the checkpoint is not JSON/);
  });

  it("Ctrl-C stops training, keeps a checkpoint of the last round and says how to resume; resuming gives the uninterrupted model", async () => {
    if (!existsSync(BIN)) throw new Error(`${BIN} is missing: build the CLI first (pnpm build)`);
    const ckpt = `${stem}.sigint.ckpt`;
    const child = spawn(process.execPath, [
      BIN,
      "train",
      "--format",
      "boostexter",
      "--data",
      stem,
      "--iterations",
      "1000000",
      "--out",
      `${stem}.never.json`,
      "--checkpoint",
      ckpt,
      "--checkpoint-every",
      "50",
      "--threads",
      "1",
    ]);
    let err = "";
    child.stderr.on("data", (d) => {
      err += String(d);
    });
    const deadline = Date.now() + 30_000;
    while (!existsSync(ckpt) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    child.kill("SIGINT");
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    expect(code).toBe(1);
    const saved = JSON.parse(readFileSync(ckpt, "utf8")) as { iteration: number };
    expect(saved.iteration).toBeGreaterThan(0);
    expect(err).toMatch(
      new RegExp(
        `training interrupted; the checkpoint in .* holds ${saved.iteration} rounds: continue with the same command and --resume`,
      ),
    );
    expect(existsSync(`${stem}.never.json`)).toBe(false);
    const total = String(saved.iteration + 25);
    const whole = `${stem}.sigint.whole.json`;
    const resumed = `${stem}.sigint.resumed.json`;
    await trainOnCorpus(stem, "--iterations", total, "--out", whole);
    expect((await trainOnCorpus(stem, "--iterations", total, "--out", resumed, "--resume", ckpt)).code).toBe(
      0,
    );
    expect(readFileSync(resumed, "utf8")).toBe(readFileSync(whole, "utf8"));
  });
});
