import { existsSync } from "node:fs";
import { join } from "node:path";
import { runMeasured } from "./measured-process.js";
import { REPO_ROOT } from "./paths.js";

/** The `textboost` command of this checkout (apps/cli, built). */
export const CLI_BIN = join(REPO_ROOT, "apps", "cli", "dist", "bin.js");

/** What one `textboost train` process used, as the kernel counted it. */
export interface CliTrainResult {
  /** User + system CPU time of the whole process (reading, training, writing the model), ms. */
  readonly cpuMs: number;
  /** Peak resident set size of the whole process, MiB. */
  readonly peakRssMb: number;
}

/**
 * Runs `textboost train` as a user calls it (`node apps/cli/dist/bin.js train ...`, one thread, the
 * model written to `out`) in its own process and returns the kernel's figures for it: the process
 * to put beside a peer's whole `boostTrain` process, which also reads, trains and writes its model.
 *
 * @param args - the options after `train` (data, format, algorithm, iterations, `--out`)
 * @throws Error when the CLI is not built or the command fails
 */
export function cliTrain(args: readonly string[]): CliTrainResult {
  if (!existsSync(CLI_BIN))
    throw new Error(`${CLI_BIN} not found: build the CLI first (pnpm turbo run build)`);
  const run = runMeasured(process.execPath, [CLI_BIN, "train", "--threads", "1", "--force", ...args]);
  return { cpuMs: Math.round(run.cpuMs), peakRssMb: run.peakRssMb };
}
