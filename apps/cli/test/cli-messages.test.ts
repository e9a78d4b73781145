import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../src/test-support/run.js";
import { tempDir, vectorDataset, writeMulanFiles } from "../src/test-support/vector-data.js";

/** A Mulan directory with both parts, a single Mulan file, a model trained on it, and an empty folder. */
function fixtures() {
  const root = tempDir();
  const parts = join(root, "parts");
  mkdirSync(parts);
  writeMulanFiles(vectorDataset(30, 1), join(parts, "parts-train.arff"), join(parts, "parts.xml"));
  writeMulanFiles(vectorDataset(20, 2), join(parts, "parts-test.arff"));
  const single = join(root, "one.arff");
  writeMulanFiles(vectorDataset(30, 3), single, join(root, "one.xml"));
  const noXml = join(tempDir(), "bare.arff");
  writeMulanFiles(vectorDataset(10, 4), noXml);
  const empty = join(root, "empty");
  mkdirSync(empty);
  const taken = join(root, "taken.json");
  writeFileSync(taken, "{}\n");
  return { root, parts, single, noXml, empty, taken };
}

describe("the errors of common mistakes name the option a user types", () => {
  it("each names its --option, none says an option without its dashes, none repeats its path", async () => {
    const f = fixtures();
    const mulan = (data: string) => ["--format", "mulan", "--data", data];
    const out = join(f.root, "m.json");
    // [what the user typed, the option the message must name, the path it may name once]
    const cases: [string[], string, string?][] = [
      [["train", ...mulan(f.single), "--split", "test", "--out", out], "--split", f.single],
      [["train", ...mulan(f.parts), "--split", "dev", "--out", out], "--split"],
      [["train", ...mulan(f.parts), "--out", f.taken], "--force", f.taken],
      [["train", ...mulan(f.parts), "--iterations", "0", "--out", out], "--iterations"],
      [["train", ...mulan(f.parts), "--folds", "1"], "--folds"],
      [["train", ...mulan(f.parts), "--test-fraction", "1.5", "--out", out], "--test-fraction"],
      [["train", "--format", "mulan", "--out", out], "--data"],
      [["train", "--data", f.parts, "--out", out], "--format"],
      [["data", "stats", "--format", "reuters21578", f.empty], "data get reuters21578", f.empty],
      [["data", "stats", "--format", "mulan", f.noXml], "--format meka"],
      [["data", "get", "reuter"], "data list"],
      [
        ["grid", "--algorithms", "adaboost-mh", ...mulan(join(f.root, "x-{split}.arff")), "--folds", "2"],
        "{split}",
      ],
      [["evaluate", "--model", join(f.root, "missing.json"), ...mulan(f.parts)], "--model"],
    ];
    for (const [argv, option, path] of cases) {
      const r = await run(argv);
      const said = `${argv.join(" ")}\n${r.err}`;
      expect(r.code, said).not.toBe(0);
      expect(r.err, said).toContain(option);
      // An option named without its dashes ("pass split", "give folds") is what users cannot type.
      expect(r.err, said).not.toMatch(
        /\b(pass|give|use|set) (split|folds|format|data|out|iterations|force)\b/,
      );
      if (path !== undefined) expect(r.err.split(path).length - 1, said).toBe(1);
    }
  });
});
