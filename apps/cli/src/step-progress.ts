import cliProgress from "cli-progress";
import type { CliIO } from "./io.js";
import { DEFAULT_LOG_EVERY_SECONDS, type ProgressOptions } from "./progress.js";
import { createPacer } from "./progress-pacer.js";

/** The progress of one long step before the rounds (reading, vectorising, selecting features). */
export interface StepProgress {
  /**
   * How far the step is: `done` of `total` `unit` (`1200, 7769, "documents"`); a line (or the bar) shows it
   * when the `--log-every` period allows.
   */
  update(done: number, total: number, unit: string): void;
  /** Ends the display (clears the bar on a terminal). */
  stop(): void;
}

/** A number of a progress line: whole numbers as they are, others with one decimal (`12.3` MB). */
const amount = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/**
 * Starts the progress display of a step on standard error, as {@link startProgress} does for the
 * rounds: a bar on a terminal; elsewhere a line such as
 * `textboost: vectorising the training texts: 3072/7769 documents (39%), 10.0 s`, at most one per
 * `logEverySeconds` (the first a period after the start; none with 0). Standard output is never touched.
 *
 * @param io - where to write
 * @param label - what the step is, for the person waiting
 * @param options - the period and, for tests, the clock
 */
export function stepProgress(io: CliIO, label: string, options: ProgressOptions = {}): StepProgress {
  if (io.interactive) return stepBar(label);
  const pacer = createPacer(options.logEverySeconds ?? DEFAULT_LOG_EVERY_SECONDS, options.now);
  return {
    update(done, total, unit) {
      if (!pacer.due()) return;
      const percent = total > 0 ? ` (${Math.floor((100 * done) / total)}%)` : "";
      io.err(
        `textboost: ${label}: ${amount(done)}/${amount(total)} ${unit}${percent}, ${pacer.elapsedSeconds().toFixed(1)} s\n`,
      );
    },
    stop() {},
  };
}

/** A terminal's bar for a step, started at its first update (its total may change between stages). */
function stepBar(label: string): StepProgress {
  let bar: cliProgress.SingleBar | undefined;
  let shownTotal = -1;
  return {
    update(done, total, unit) {
      if (bar === undefined) {
        bar = new cliProgress.SingleBar(
          {
            format: `${label} [{bar}] {value}/{total} {unit}`,
            hideCursor: true,
            clearOnComplete: true,
            stream: process.stderr,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, done, { unit });
        shownTotal = total;
        return;
      }
      if (total !== shownTotal) {
        bar.setTotal(total);
        shownTotal = total;
      }
      bar.update(done, { unit });
    },
    stop: () => bar?.stop(),
  };
}
