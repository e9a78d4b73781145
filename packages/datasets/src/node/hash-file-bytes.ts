import { readSync } from "node:fs";

/** What {@link hashFileBytes} feeds: a `node:crypto` Hash, or anything with its `update`. */
export interface ByteSink {
  update(bytes: Uint8Array): unknown;
}

/**
 * Feeds every byte of an open file, from its current position to its end, to `sink`, a MiB at a
 * time (the file's size is never held in memory). The caller opens and closes `fd`.
 *
 * @param sink - e.g. `createHash("sha256")`
 * @param fd - an open file descriptor
 *
 * @example
 * ```ts no-run
 * import { createHash } from "node:crypto";
 * import { closeSync } from "node:fs";
 * import { hashFileBytes, openRegularFile } from "@textboost/datasets";
 *
 * const hash = createHash("sha256");
 * const { fd } = openRegularFile("medical-train.arff");
 * try { hashFileBytes(hash, fd); } finally { closeSync(fd); }
 * hash.digest("hex");
 * ```
 */
export function hashFileBytes(sink: ByteSink, fd: number): void {
  const buffer = Buffer.allocUnsafe(1 << 20);
  for (
    let n = readSync(fd, buffer, 0, buffer.length, null);
    n > 0;
    n = readSync(fd, buffer, 0, buffer.length, null)
  ) {
    sink.update(buffer.subarray(0, n));
  }
}
