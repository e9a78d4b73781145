import cliProgress from "cli-progress";
import type { CliIO } from "./io.js";

/** A progress display for long work: a bar on terminals, nothing in pipes and CI. */
export interface Progress {
  update(done: number, detail?: string): void;
  stop(): void;
}

/**
 * Starts a progress bar on standard error when it is a terminal; otherwise returns a silent one, so
 * piped and `--json` output stays clean.
 */
export function startProgress(io: CliIO, label: string, total: number): Progress {
  if (!io.interactive) return { update() {}, stop() {} };
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
