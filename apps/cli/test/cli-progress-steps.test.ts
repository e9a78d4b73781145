import { describe, expect, it } from "vitest";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

// Real files on disk, a period so short that every report prints: each long step of `train` must
// show a line of what it has done out of what, before it ends.
describe("textboost train: progress of the steps before and inside the rounds", () => {
  const stem = writeTextCorpus(700, 20);

  it("prints reading, vectorising and feature selection lines, and none with --log-every 0", async () => {
    const r = await trainOnCorpus(
      stem,
      ...["--iterations", "3", "--select-features", "30", "--log-every", "0.000001"],
      ...["--out", `${stem}.steps.json`],
    );
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /^textboost: reading the data: [\d.]+\/[\d.]+ kB of corpus\.data \(\d+%\), [\d.]+ s$/m,
    );
    // 700 texts: reported every 256 and at the end
    expect(r.err).toMatch(
      /^textboost: vectorising the training texts: 256\/700 documents \(36%\), [\d.]+ s$/m,
    );
    expect(r.err).toMatch(/^textboost: vectorising the training texts: 700\/700 documents \(100%\), /m);
    expect(r.err).toMatch(/^textboost: selecting features: 700\/700 documents counted \(100%\), /m);
    const quiet = await trainOnCorpus(
      stem,
      ...["--iterations", "3", "--select-features", "30", "--log-every", "0"],
      ...["--out", `${stem}.quiet.json`],
    );
    expect(quiet.code).toBe(0);
    expect(quiet.err).toBe("");
  });

  it("shows the features a round of exact threshold stumps has scanned, and AdaBoost.LC's hypotheses", async () => {
    const mh = await trainOnCorpus(
      stem,
      ...["--iterations", "2", "--stumps", "threshold", "--weighting", "tf-idf", "--log-every", "0.000001"],
      ...["--out", `${stem}.threshold.json`],
    );
    expect(mh.code).toBe(0);
    expect(mh.err).toMatch(
      /^textboost: training adaboost-mh: [01]\/2 \(\d+%\), \d+\/\d+ features scanned, /m,
    );
    const lc = await run([
      "train",
      ...["--algorithm", "adaboost-lc", "--format", "boostexter", "--data", stem],
      ...["--iterations", "2", "--log-every", "0.000001", "--out", `${stem}.lc.json`],
    ]);
    expect(lc.code).toBe(0);
    expect(lc.err).toMatch(
      /^textboost: training adaboost-lc: [01]\/2 \(\d+%\), \d+\/\d+ hypotheses scored, /m,
    );
  });
});
