import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { CLI_BIN } from "../tools/cli-train.js";
import { loadAverage } from "../tools/load-guard.js";
import { runMeasured } from "../tools/measured-process.js";
import type { TextboostConfig } from "./accuracy-configs.js";
import { type EvaluateJson, measuresFromEvaluate } from "./accuracy-measures.js";
import type { SkippedRun, TextboostRun } from "./accuracy-results.js";
import type { PreparedSet } from "./accuracy-sets.js";

/** Why a command failed: its exit code and the first line of its standard error, or the whole message. */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const exited = /exited with code (\d+): ([^\n]*)/.exec(text);
  return exited ? `exit code ${exited[1]}: ${exited[2]}` : text.split("\n")[0]!;
}

/**
 * Trains one configuration with `textboost train` as a user runs it (one thread, the model written
 * to a temporary file, `--json`), then scores the test part with `textboost evaluate --json
 * --per-label` at the model's own S and thresholds. A configuration the CLI refuses (an option it
 * does not have yet, say) comes back as a skipped run quoting the CLI's message.
 *
 * @param set - where the CLI reads the data set (train part for `train`, test part for `evaluate`)
 * @param config - the configuration's name and flags
 * @param workDir - where the model file goes (deleted afterwards)
 * @param repeat - how many times to train (each in a fresh process): the worst times are kept, and
 *   the last model is evaluated (training is deterministic)
 * @returns the run's measures and times, or why it was skipped
 */
export function runTextboost(
  set: PreparedSet,
  config: TextboostConfig,
  workDir: string,
  repeat = 1,
): TextboostRun | SkippedRun {
  if (!existsSync(CLI_BIN)) throw new Error(`${CLI_BIN} not found: build first (pnpm turbo run build)`);
  const model = join(workDir, `${set.spec.name}-${config.name}.model.json`);
  const data = ["--format", set.cli.format, "--data", set.cli.data];
  try {
    let [fitMs, cpuMs] = [0, 0];
    for (let r = 0; r < repeat; r++) {
      const train = runMeasured(
        process.execPath,
        [CLI_BIN, "train", ...data, ...config.flags, "--threads", "1", "--force", "--out", model, "--json"],
        { captureStderr: true },
      );
      fitMs = Math.max(fitMs, (JSON.parse(train.stdout) as { trainMs: number }).trainMs);
      cpuMs = Math.max(cpuMs, train.cpuMs);
    }
    const evaluated = spawnSync(
      process.execPath,
      [CLI_BIN, "evaluate", "--model", model, ...data, "--threads", "1", "--json", "--per-label"],
      { encoding: "utf8", maxBuffer: 1 << 28 },
    );
    if (evaluated.status !== 0) throw new Error(`textboost evaluate failed: ${evaluated.stderr}`);
    return {
      system: "textboost",
      config: config.name,
      flags: config.flags.join(" "),
      ...measuresFromEvaluate(JSON.parse(evaluated.stdout) as EvaluateJson),
      fitSeconds: fitMs / 1000,
      cpuSeconds: cpuMs / 1000,
      load: loadAverage(),
    };
  } catch (error) {
    return { system: "textboost", name: config.name, skipped: `the CLI refused or failed: ${reason(error)}` };
  } finally {
    rmSync(model, { force: true });
  }
}
