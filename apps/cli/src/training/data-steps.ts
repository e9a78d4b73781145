import { basename } from "node:path";
import type { ReadProgress } from "@textboost/datasets";
import type { FeatureSelectionProgress } from "@textboost/features";
import type { CliIO } from "../io.js";
import { type StepProgress, stepProgress } from "../step-progress.js";

/** A step's display and the callback a library function reports to. */
export interface StepReporter<E extends unknown[]> {
  readonly onProgress: (...event: E) => void;
  /** Ends the display. */
  stop(): void;
}

const periodOf = (logEverySeconds: number | undefined) =>
  logEverySeconds === undefined ? {} : { logEverySeconds };

/** A file's bytes in MB with one decimal, or in kB for a file under 1 MB. */
function inUnits(bytes: number, totalBytes: number): { done: number; total: number; unit: string } {
  const [size, unit] = totalBytes < 1e6 ? [1e3, "kB"] : [1e6, "MB"];
  const round = (b: number) => Math.round((10 * b) / size) / 10;
  return { done: round(bytes), total: round(totalBytes), unit };
}

function reporter<E extends unknown[]>(
  display: StepProgress,
  show: (display: StepProgress, ...event: E) => void,
): StepReporter<E> {
  return { onProgress: (...event) => show(display, ...event), stop: () => display.stop() };
}

/**
 * The progress of reading the data (`loadDataset`'s `onProgress`):
 * `textboost: reading the data: 12.3/45.6 MB of medical.arff (26%), 10.0 s` (kB for a small file).
 */
export function readingSteps(io: CliIO, logEverySeconds: number | undefined): StepReporter<[ReadProgress]> {
  return reporter(stepProgress(io, "reading the data", periodOf(logEverySeconds)), (display, p) => {
    const { done, total, unit } = inUnits(p.bytes, p.totalBytes);
    const which = p.files > 1 ? ` (file ${p.fileNumber}/${p.files})` : "";
    display.update(done, total, `${unit} of ${basename(p.file)}${which}`);
  });
}

/**
 * The progress of fitting the text pipeline on the training texts (`fitTransform`'s `onProgress`):
 * `textboost: vectorising the training texts: 3072/7769 documents (39%), 10.0 s`.
 */
export function vectorisingSteps(
  io: CliIO,
  logEverySeconds: number | undefined,
): StepReporter<[number, number]> {
  return reporter(
    stepProgress(io, "vectorising the training texts", periodOf(logEverySeconds)),
    (display, done, total) => display.update(done, total, "documents"),
  );
}

/**
 * The progress of `--select-features` (`selectFeatures`' `onProgress`): the documents counted, then
 * the terms scored: `textboost: selecting features: 12000/30000 terms scored (40%), 20.0 s`.
 */
export function selectionSteps(
  io: CliIO,
  logEverySeconds: number | undefined,
): StepReporter<[FeatureSelectionProgress]> {
  return reporter(stepProgress(io, "selecting features", periodOf(logEverySeconds)), (display, e) =>
    display.update(e.done, e.total, e.stage === "documents" ? "documents counted" : "terms scored"),
  );
}

/** Runs `step` with a reporter, and ends the reporter's display whatever happens. */
export function withSteps<R, E extends unknown[]>(
  reporter: StepReporter<E>,
  step: (reporter: StepReporter<E>) => R,
): R {
  try {
    return step(reporter);
  } finally {
    reporter.stop();
  }
}
