import { TextboostError } from "@textboost/core";
import { readRegularFile } from "@textboost/datasets";

/** How to reach Redis, as BullMQ's connection options take it. */
export interface RedisConnection {
  readonly host: string;
  readonly port: number;
  readonly db: number;
  readonly username?: string;
  readonly password?: string;
  /** TLS options for `rediss://` (the server's name checked against its certificate). */
  readonly tls?: { readonly servername: string };
  /** Always null: BullMQ workers wait for Redis to come back rather than fail their commands. */
  readonly maxRetriesPerRequest: null;
}

/** The environment variable holding Redis' password. */
export const REDIS_PASSWORD_ENV = "TEXTBOOST_REDIS_PASSWORD";
/** The environment variable naming a file that holds Redis' password (its first line). */
export const REDIS_PASSWORD_FILE_ENV = "TEXTBOOST_REDIS_PASSWORD_FILE";

/**
 * Reads a queue URL, `redis://[user:password@]host[:port][/db]` or `rediss://…` for Redis over TLS
 * (port 6379 and database 0 by default). A password missing from the URL is taken from the
 * environment: `TEXTBOOST_REDIS_PASSWORD`, or the first line of the file `TEXTBOOST_REDIS_PASSWORD_FILE`
 * names (a regular file of 4 KiB at most), so that it needs to appear neither in a command line nor in
 * a process list.
 *
 * @param url - the `--queue` value
 * @param env - where the password variables are read (default `process.env`)
 * @returns the connection options
 * @throws TextboostError `E_INVALID_ARGUMENT` for anything else (the message shows the URL with its
 *   password masked); `E_IO` for a password file that cannot be read
 *
 * @example
 * ```ts
 * parseQueueUrl("redis://127.0.0.1:6390/2", {}); // { host: "127.0.0.1", port: 6390, db: 2, maxRetriesPerRequest: null }
 * parseQueueUrl("rediss://queue.lab", { TEXTBOOST_REDIS_PASSWORD: "s3cret" }).tls; // { servername: "queue.lab" }
 * ```
 */
export function parseQueueUrl(
  url: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): RedisConnection {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw badUrl(url);
  }
  if ((u.protocol !== "redis:" && u.protocol !== "rediss:") || u.hostname === "") throw badUrl(url);
  const port = u.port === "" ? 6379 : Number(u.port);
  const path = u.pathname.replace(/^\//, "");
  const db = path === "" ? 0 : Number(path);
  if (!Number.isInteger(db) || db < 0 || db > 65_535 || (u.search !== "" && u.search !== "?"))
    throw badUrl(url);
  const host = u.hostname.replace(/^\[(.*)\]$/, "$1");
  const password = u.password === "" ? passwordFromEnv(env) : decodeURIComponent(u.password);
  return {
    host,
    port,
    db,
    ...(u.username === "" ? {} : { username: decodeURIComponent(u.username) }),
    ...(password === undefined ? {} : { password }),
    ...(u.protocol === "rediss:" ? { tls: { servername: host } } : {}),
    maxRetriesPerRequest: null,
  };
}

/**
 * The URL as it may be printed: its password replaced by `***` (what is not a URL is shown as
 * `(not a URL)`, since it might be a password typed in the wrong place).
 *
 * @example
 * ```ts
 * maskQueueUrl("redis://user:s3cret@queue.lab:6380/1"); // "redis://user:***@queue.lab:6380/1"
 * ```
 */
export function maskQueueUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "(not a URL)";
  }
  if (u.password !== "") u.password = "***";
  return u.href.replace(/\/$/, "");
}

/** The password of the environment, if any. */
function passwordFromEnv(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const direct = env[REDIS_PASSWORD_ENV];
  if (direct !== undefined && direct !== "") return direct;
  const file = env[REDIS_PASSWORD_FILE_ENV];
  if (file === undefined || file === "") return undefined;
  const first = readRegularFile(file, 4096).toString("utf8").split(/\r?\n/)[0] ?? "";
  if (first === "") {
    throw new TextboostError("E_IO", `the password file (${REDIS_PASSWORD_FILE_ENV}) is empty`, { file });
  }
  return first;
}

function badUrl(url: string): TextboostError {
  return new TextboostError(
    "E_INVALID_ARGUMENT",
    `${JSON.stringify(maskQueueUrl(url))} is not a queue URL: use redis://host[:port][/db] (rediss:// for TLS), e.g. redis://127.0.0.1:6379`,
  );
}
