import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { run, trainOnCorpus, writeTextCorpus } from "./test-support/run.js";

describe("textboost --threads", () => {
  it.each(["adaboost-mh", "mp-boost"])(
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

  it("rejects threads that are not a whole number from 1", async () => {
    const stem = writeTextCorpus(10, 5);
    for (const bad of ["0", "1.5", "x"]) {
      const r = await trainOnCorpus(stem, "--iterations", "2", "--threads", bad, "--out", `${stem}.bad.json`);
      expect(r.code).toBe(2);
    }
  });
});
