import type { LineLimits } from "./file-lines.js";

/** How far reading a data set is: the bytes of the file being read, and which of its files that is. */
export interface ReadProgress {
  /** The file being read. */
  readonly file: string;
  /** Bytes of it read so far. */
  readonly bytes: number;
  /** Its size in bytes. */
  readonly totalBytes: number;
  /** Which file of the data set it is, from 1 (Reuters-21578 has 22; most data sets one or two). */
  readonly fileNumber: number;
  /** How many files of this kind the data set has. */
  readonly files: number;
}

/** The progress option of the file readers (`readMulan`, `readSvmlight`, ..., `loadDataset`). */
export interface ReadProgressOptions {
  /**
   * Told, as a file is read (after every chunk of 64 KiB), how many of its bytes are read out of
   * its size: a large file takes seconds to parse, and a caller can show it is alive. The caller
   * decides how often to print.
   */
  readonly onProgress?: (progress: ReadProgress) => void;
}

/**
 * The line-reader option that reports to `options.onProgress` (nothing without one).
 *
 * @param options - holds the `onProgress` to tell
 * @param file - the file being read
 * @param fileNumber - which file of the data set it is, from 1
 * @param files - how many files the data set has
 * @returns `{ onBytes }` for `readFileLines`, or `{}`
 *
 * @example
 * ```ts no-run
 * readFileLines("train.svm", readProgressLimits({ onProgress: (p) => console.log(p.bytes, p.totalBytes) }, "train.svm"));
 * ```
 */
export function readProgressLimits(
  options: ReadProgressOptions,
  file: string,
  fileNumber = 1,
  files = 1,
): Pick<LineLimits, "onBytes"> {
  const tell = options.onProgress;
  if (tell === undefined) return {};
  return { onBytes: (bytes, totalBytes) => tell({ file, bytes, totalBytes, fileNumber, files }) };
}
