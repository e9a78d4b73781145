import cliProgress from "cli-progress";
import type { CliIO } from "./io.js";
import { createPacer } from "./progress-pacer.js";

/** A progress display for long work: a bar on terminals, log lines elsewhere. */
export interface Progress {
  update(done: number, detail?: string): void;
  stop(): void;
}

/** Seconds between progress lines when standard error is not a terminal (`--log-every`). */
export const DEFAULT_LOG_EVERY_SECONDS = 10;

/** Options of {@link startProgress}. */
export interface ProgressOptions {
  /**
   * When standard error is not a terminal (a pipe, a log file, CI): print a line at most this often,
   * in seconds; 0 prints nothing. Default {@link DEFAULT_LOG_EVERY_SECONDS}.
   */
  readonly logEverySeconds?: number;
  /** The clock of the log lines, in milliseconds (default `performance.now`; tests pass a fake one). */
  readonly now?: () => number;
}

/**
 * Starts a progress display on standard error: a bar when it is a terminal; otherwise a line such as
 * `textboost: training mp-boost: 120/1000 (12%), loss 3.2e-2, 14.1 s` every `logEverySeconds`, so a
 * long run in a pipe or CI shows it is alive. Standard output is never touched, so `--json` output
 * stays clean.
 */
export function startProgress(
  io: CliIO,
  label: string,
  total: number,
  options: ProgressOptions = {},
): Progress {
  if (!io.interactive)
    return logLines(io, label, total, options.logEverySeconds ?? DEFAULT_LOG_EVERY_SECONDS, options.now);
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {value}/{total} {detail}`,
      hideCursor: true,
      clearOnComplete: true,
      stream: process.stderr,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { detail: "" });
  return {
    update: (done, detail = "") => bar.update(done, { detail }),
    stop: () => bar.stop(),
  };
}

function logLines(
  io: CliIO,
  label: string,
  total: number,
  everySeconds: number,
  now?: () => number,
): Progress {
  if (!(everySeconds > 0)) return { update() {}, stop() {} };
  const pacer = createPacer(everySeconds, now);
  return {
    update(done, detail = "") {
      if (!pacer.due()) return;
      const percent = total > 0 ? ` (${Math.floor((100 * done) / total)}%)` : "";
      io.err(
        `textboost: ${label}: ${done}/${total}${percent}${detail ? `, ${detail}` : ""}, ${pacer.elapsedSeconds().toFixed(1)} s\n`,
      );
    },
    stop() {},
  };
}
