import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CliIO } from "../io.js";
import { runCli } from "../run-cli.js";

/** Runs the CLI in-process and returns its exit code and output. */
export async function run(argv: string[], stdin = ""): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIO = {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    interactive: false,
    cwd: process.cwd(),
    readStdin: async () => stdin,
  };
  const code = await runCli(argv, io);
  return { code, out, err };
}

/** Runs `textboost train` on a corpus written by {@link writeTextCorpus}, with more arguments. */
export function trainOnCorpus(stem: string, ...args: string[]): ReturnType<typeof run> {
  return run(["train", "--format", "boostexter", "--data", stem, ...args]);
}

/** Runs `textboost evaluate` of `model` on a corpus written by {@link writeTextCorpus} (its test part), with more arguments. */
export function evaluateOnCorpus(model: string, stem: string, ...args: string[]): ReturnType<typeof run> {
  return run(["evaluate", "--model", model, "--format", "boostexter", "--data", stem, ...args]);
}

const TOPICS: Record<string, string[]> = {
  grain: ["wheat", "grain", "harvest", "corn", "crop", "bushel"],
  oil: ["crude", "barrel", "opec", "refinery", "petroleum", "drilling"],
  money: ["dollar", "currency", "rate", "bank", "interest", "yen"],
};
const NOISE = [
  "market",
  "said",
  "week",
  "company",
  "report",
  "officials",
  "today",
  "year",
  "government",
  "trade",
];

/**
 * Writes a small BoosTexter text corpus (`corpus.names`, `corpus.data`, `corpus.test`) whose labels
 * are carried by topic words, and returns the stem path. Deterministic.
 */
export function writeTextCorpus(trainDocs = 60, testDocs = 30): string {
  const dir = mkdtempSync(join(tmpdir(), "textboost-cli-"));
  let state = 12345;
  const rand = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const labels = Object.keys(TOPICS);
  const line = (): string => {
    const mine = labels.filter(() => rand(3) === 0);
    if (mine.length === 0) mine.push(labels[rand(labels.length)]!);
    const words: string[] = [];
    for (let w = 0; w < 12; w++) words.push(NOISE[rand(NOISE.length)]!);
    for (const l of mine) for (let w = 0; w < 3; w++) words.push(TOPICS[l]![rand(6)]!);
    return `${words.join(" ")}, ${mine.join(" ")}.`;
  };
  const stem = join(dir, "corpus");
  writeFileSync(`${stem}.names`, `${labels.join(", ")}.\ntext: text.\n`);
  writeFileSync(`${stem}.data`, `${Array.from({ length: trainDocs }, line).join("\n")}\n`);
  writeFileSync(`${stem}.test`, `${Array.from({ length: testDocs }, line).join("\n")}\n`);
  return stem;
}
