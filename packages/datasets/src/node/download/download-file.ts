import { closeSync, openSync, statSync, unlinkSync, writeSync } from "node:fs";
import { get as httpGet, type IncomingMessage } from "node:http";
import { get as httpsGet } from "node:https";
import { isTextboostError, TextboostError } from "@textboost/core";

/** Limits and hooks of {@link downloadFile}. */
export interface DownloadOptions {
  /** The most bytes the file may have; more is an `E_NETWORK` error (and the part is removed). */
  readonly maxBytes: number;
  /** Redirects followed before giving up (default 5). */
  readonly maxRedirects?: number;
  /** Times a cut connection is resumed within one call (default 3); later calls resume too. */
  readonly retries?: number;
  /** Milliseconds without a byte before the connection counts as cut (default 30000). */
  readonly idleMs?: number;
  /** Called as bytes arrive: the bytes in the part so far, and the total when the server says it. */
  readonly onProgress?: (bytes: number, total: number | undefined) => void;
}

/** Network errors that mean the host cannot be reached at all (offline, server gone). */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "ENETDOWN",
  "EHOSTDOWN",
]);

/** The size of a file, 0 when there is none. */
function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** One GET, resolved with the response (its status unchecked). */
function request(url: URL, headers: Record<string, string>, idleMs: number): Promise<IncomingMessage> {
  return new Promise((resolvePromise, reject) => {
    const get = url.protocol === "https:" ? httpsGet : httpGet;
    const req = get(url, { headers: { "user-agent": "textboost-data", ...headers } }, resolvePromise);
    req.setTimeout(idleMs, () => req.destroy(Object.assign(new Error("no answer"), { code: "ETIMEDOUT" })));
    req.on("error", reject);
  });
}

/** Writes all of `chunk` at the end of `fd`. */
function writeAll(fd: number, chunk: Buffer): void {
  for (let at = 0; at < chunk.length; ) at += writeSync(fd, chunk, at, chunk.length - at);
}

/**
 * Writes a response's body to `part` as it arrives (appended, or from the start), each chunk on disk
 * before the next, so a cut connection leaves every byte received in the part. Rejects with a
 * `TextboostError` past `max` bytes (`E_NETWORK`) or when the disk refuses (`E_IO`), else with the
 * connection's error.
 */
function saveBody(
  res: IncomingMessage,
  part: string,
  append: boolean,
  limits: { start: number; max: number; total: number | undefined; url: string },
  options: DownloadOptions,
): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const fd = openSync(part, append ? "a" : "w");
    let bytes = limits.start;
    let settled = false;
    const finish = (e?: unknown) => {
      if (settled) return;
      settled = true;
      closeSync(fd);
      if (e === undefined) resolvePromise();
      else reject(e);
    };
    res.on("data", (chunk: Buffer) => {
      if (settled) return;
      bytes += chunk.length;
      if (bytes > limits.max) {
        res.destroy();
        finish(
          new TextboostError(
            "E_NETWORK",
            `${limits.url} sends more than the ${limits.max} bytes this file may have`,
          ),
        );
        return;
      }
      try {
        writeAll(fd, chunk);
      } catch (e) {
        res.destroy();
        finish(
          new TextboostError(
            "E_IO",
            `cannot write the download: ${(e as Error).message}`,
            { file: part },
            { cause: e },
          ),
        );
        return;
      }
      options.onProgress?.(bytes, limits.total);
    });
    res.on("end", () => finish());
    res.on("error", finish);
    res.on("aborted", () =>
      finish(Object.assign(new Error("the connection was cut"), { code: "ECONNRESET" })),
    );
  });
}

/** The error for a host that cannot be reached, or a connection that failed. */
function networkError(url: string, e: unknown, part: string): TextboostError {
  const code = (e as { code?: string }).code ?? "";
  const kept = sizeOf(part);
  const resume = kept > 0 ? ` (the ${kept} bytes received are kept in ${part}; the next run resumes)` : "";
  const why = UNREACHABLE.has(code)
    ? `cannot reach ${new URL(url).host} (${code}): offline, or the server is gone; run it again when connected${resume}`
    : `the download of ${url} failed: ${(e as Error).message}${code ? ` (${code})` : ""}${resume}`;
  return new TextboostError("E_NETWORK", why, {}, { cause: e });
}

/**
 * Downloads `url` into `part` (the file's `.part`), resuming from what `part` already holds with an
 * HTTP Range request: a server that answers 206 gets the rest appended, one that answers 200 sends
 * the whole file again. Redirects are followed (at most `maxRedirects`, http and https only); a cut
 * connection is resumed up to `retries` times; the file may have at most `maxBytes` bytes. The caller
 * checks the digest and renames the part.
 *
 * @returns the number of bytes in `part`, and whether any were kept from before the call
 * @throws TextboostError `E_NETWORK` when offline or the server is gone, for an error status (naming
 *   it), too many redirects, a redirect to another scheme, more bytes than allowed, or a connection
 *   cut more often than `retries` (the part is kept, so a later call resumes)
 */
export async function downloadFile(
  url: string,
  part: string,
  options: DownloadOptions,
): Promise<{ bytes: number; resumed: boolean }> {
  const maxRedirects = options.maxRedirects ?? 5;
  const retries = options.retries ?? 3;
  const idleMs = options.idleMs ?? 30_000;
  const resumed = sizeOf(part) > 0;
  let current = new URL(url);
  let redirects = 0;
  let cuts = 0;
  let restarted = false;
  for (;;) {
    const have = sizeOf(part);
    let res: IncomingMessage;
    try {
      res = await request(current, have > 0 ? { range: `bytes=${have}-` } : {}, idleMs);
    } catch (e) {
      if (!UNREACHABLE.has((e as { code?: string }).code ?? "") && have > 0 && cuts++ < retries) continue;
      throw networkError(current.href, e, part);
    }
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location !== undefined) {
      res.resume();
      if (++redirects > maxRedirects) {
        throw new TextboostError(
          "E_NETWORK",
          `${url}: more than ${maxRedirects} redirects (the last to ${res.headers.location}); the address may loop`,
        );
      }
      current = new URL(res.headers.location, current);
      if (current.protocol !== "https:" && current.protocol !== "http:") {
        throw new TextboostError(
          "E_NETWORK",
          `${url} redirects to ${current.href}, which is not http or https`,
        );
      }
      continue;
    }
    if (status === 416 && have > 0 && !restarted) {
      // The part is as long as the file, or longer: start again from nothing, once.
      res.resume();
      unlinkSync(part);
      restarted = true;
      continue;
    }
    const contentRange = /^bytes (\d+)-/.exec(String(res.headers["content-range"] ?? ""));
    const append = status === 206 && contentRange !== null && Number(contentRange[1]) === have;
    if (status !== 200 && !append) {
      res.resume();
      throw new TextboostError(
        "E_NETWORK",
        status === 206
          ? `${current.href} sent a part that does not continue the ${have} bytes received`
          : `${current.href} answered ${status} ${res.statusMessage ?? ""}`.trimEnd(),
      );
    }
    const length = Number(res.headers["content-length"]);
    const total = Number.isFinite(length) ? (append ? have : 0) + length : undefined;
    if (total !== undefined && total > options.maxBytes) {
      res.resume();
      throw new TextboostError(
        "E_NETWORK",
        `${current.href} has ${total} bytes, more than the ${options.maxBytes} this file may have`,
      );
    }
    try {
      await saveBody(
        res,
        part,
        append,
        { start: append ? have : 0, max: options.maxBytes, total, url: current.href },
        options,
      );
    } catch (e) {
      if (isTextboostError(e)) {
        if (e.code === "E_NETWORK") unlinkSync(part);
        throw e;
      }
      if (cuts++ < retries) continue;
      throw networkError(current.href, e, part);
    }
    const bytes = sizeOf(part);
    if (total !== undefined && bytes < total) {
      if (cuts++ < retries) continue;
      throw networkError(
        current.href,
        new Error(`the connection closed after ${bytes} of ${total} bytes`),
        part,
      );
    }
    return { bytes, resumed };
  }
}
