import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

describe("textboost --threads", () => {
  it.each(["adaboost-mh", "mp-boost", "adaboost-lc"])(
    "%s: 1 and 2 threads write the same model and predict the same",
    async (algorithm) => {
      const stem = writeTextCorpus();
      const files = await Promise.all(
        ["1", "2"].map(async (threads) => {
          const out = `${stem}.${algorithm}.t${threads}.json`;
          const r = await run([
            "train",
            "--algorithm",
            algorithm,
            "--format",
            "boostexter",
            "--data",
            stem,
            "--iterations",
            "12",
            "--threads",
            threads,
            "--out",
            out,
            "--json",
          ]);
          expect(r.err).toBe("");
          expect(JSON.parse(r.out).threads).toBe(Number(threads));
          return out;
        }),
      );
      const [one, two] = files.map((f) => JSON.parse(readFileSync(f!, "utf8")));
      expect(two).toEqual(one);
      const predictions = await Promise.all(
        ["1", "2"].map(
          async (threads) =>
            (
              await run(
                ["predict", "--model", files[0]!, "--threads", threads, "--json"],
                "wheat corn harvest\nopec crude oil\n",
              )
            ).out,
        ),
      );
      expect(predictions[1]).toBe(predictions[0]);
    },
  );

  it("caps --threads by the cores and the documents, and says so", async () => {
    const stem = writeTextCorpus(6, 3);
    const r = await trainOnCorpus(
      stem,
      "--iterations",
      "2",
      "--threads",
      "256",
      "--out",
      `${stem}.m.json`,
      "--json",
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).threads).toBe(1);
    expect(r.err).toMatch(/note: using 1 thread, not 256/);
  });

  it("refuses more than one thread for a configuration that trains on one", async () => {
    const stem = writeTextCorpus(10, 5);
    const args = ["--algorithm", "adaboost-mh", "--stumps", "threshold"];
    const r = await trainOnCorpus(stem, ...args, "--threads", "2", "--out", `${stem}.th.json`);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/adaboost-mh with threshold stumps trains on one thread; --threads 2/);
    const one = await trainOnCorpus(stem, ...args, "--iterations", "2", "--out", `${stem}.th.json`);
    expect(one.code).toBe(0);
  });

  it("rejects threads that are not a whole number from 1", async () => {
    const stem = writeTextCorpus(10, 5);
    for (const bad of ["0", "1.5", "x", "-1", "257", ""]) {
      const r = await trainOnCorpus(stem, "--iterations", "2", "--threads", bad, "--out", `${stem}.bad.json`);
      expect(r.code).toBe(2);
    }
  });
});

describe("textboost --threads auto and TEXTBOOST_THREADS", () => {
  it("takes auto for the cores (capped by the work, silently), and on a one-thread algorithm refuses nothing", async () => {
    const stem = writeTextCorpus(10, 5);
    const r = await trainOnCorpus(
      stem,
      "--iterations",
      "2",
      "--threads",
      "auto",
      "--out",
      `${stem}.auto.json`,
      "--json",
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).threads).toBe(1); // 10 documents are work for one thread
    expect(r.err).toBe("");
    const lc = await trainOnCorpus(
      stem,
      "--algorithm",
      "adaboost-lc",
      "--iterations",
      "2",
      "--threads",
      "auto",
      "--out",
      `${stem}.lc.json`,
    );
    expect(lc.code).toBe(0);
  });

  it("reads TEXTBOOST_THREADS when --threads is not given, and names it when it is bad", async () => {
    const stem = writeTextCorpus();
    const saved = process.env.TEXTBOOST_THREADS;
    try {
      process.env.TEXTBOOST_THREADS = "1";
      const one = await trainOnCorpus(stem, "--iterations", "2", "--out", `${stem}.env1.json`, "--json");
      expect(one.code).toBe(0);
      expect(JSON.parse(one.out).threads).toBe(1);
      process.env.TEXTBOOST_THREADS = "0";
      const bad = await trainOnCorpus(stem, "--iterations", "2", "--out", `${stem}.env0.json`);
      expect(bad.code).toBe(1);
      expect(bad.err).toMatch(
        /the environment variable TEXTBOOST_THREADS must be "auto" or an integer in \[1, 256\], got "0"/,
      );
      // An explicit --threads wins over the variable.
      const flag = await trainOnCorpus(
        stem,
        "--iterations",
        "2",
        "--threads",
        "1",
        "--out",
        `${stem}.flag.json`,
        "--json",
      );
      expect(flag.code).toBe(0);
    } finally {
      if (saved === undefined) delete process.env.TEXTBOOST_THREADS;
      else process.env.TEXTBOOST_THREADS = saved;
    }
  });
});

describe("textboost train progress without a terminal", () => {
  it("prints periodic progress lines on standard error, and none with --log-every 0", async () => {
    const stem = writeTextCorpus();
    const r = await trainOnCorpus(
      stem,
      "--iterations",
      "40",
      "--log-every",
      "0.000001",
      "--out",
      `${stem}.a.json`,
      "--json",
    );
    expect(r.code).toBe(0);
    const lines = r.err.trim().split("\n");
    // The rounds' lines, and before them those of the steps that read and vectorise the texts.
    const rounds = lines.filter((line) => line.startsWith("textboost: training "));
    expect(rounds.length).toBeGreaterThan(5);
    for (const line of rounds)
      expect(line).toMatch(/^textboost: training adaboost-mh: \d+\/40 \(\d+%\), loss \S+, \d+\.\d s$/);
    for (const line of lines.filter((l) => !rounds.includes(l)))
      expect(line).toMatch(/^textboost: (reading the data|vectorising the training texts): .*\d+\.\d s$/);
    expect(JSON.parse(r.out).iterations).toBe(40);
    const quiet = await trainOnCorpus(
      stem,
      "--iterations",
      "40",
      "--log-every",
      "0",
      "--out",
      `${stem}.b.json`,
    );
    expect(quiet.err).toBe("");
    const bad = await trainOnCorpus(stem, "--log-every", "-1", "--out", `${stem}.c.json`);
    expect(bad.code).toBe(2);
  });
});
