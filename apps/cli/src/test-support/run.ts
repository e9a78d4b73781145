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

/** Parsed JSON output of a command; each test asserts the fields it reads. */
// biome-ignore lint/suspicious/noExplicitAny: tests read fields of parsed output and check them
export type JsonOutput = any;

/** Runs the CLI, expects success with nothing on standard error, and parses its JSON output. */
export async function runJson(argv: string[], stdin = ""): Promise<JsonOutput> {
  const r = await run(argv, stdin);
  if (r.code !== 0 || r.err !== "") throw new Error(`textboost ${argv.join(" ")}: exit ${r.code}\n${r.err}`);
  return JSON.parse(r.out);
}

/** `textboost train --format mulan --data <data> --threads 1 --json ...more`, parsed. */
export function trainMulan(data: string, ...more: string[]): Promise<JsonOutput> {
  return runJson(["train", "--format", "mulan", "--data", data, "--threads", "1", "--json", ...more]);
}

/** The arguments of `textboost evaluate` of a model on Mulan data, on one thread. */
export function evaluateArgs(model: string, data: string): string[] {
  return ["evaluate", "--model", model, "--format", "mulan", "--data", data, "--threads", "1"];
}

/** `textboost evaluate --model <model> --format mulan --data <data> --threads 1 --json ...more`, parsed. */
export function evaluateMulan(model: string, data: string, ...more: string[]): Promise<JsonOutput> {
  return runJson([...evaluateArgs(model, data), "--json", ...more]);
}

/** `textboost grid` over Mulan data in `data` (a directory), with `algorithms` and 3 folds. */
export function gridArgs(data: string, algorithms = "adaboost-mh,mp-boost"): string[] {
  return ["grid", "--algorithms", algorithms, "--format", "mulan", "--data", data, "--folds", "3"];
}
