import { TextboostError } from "@textboost/core";

/** How to reach Redis, as BullMQ's connection options take it. */
export interface RedisConnection {
  readonly host: string;
  readonly port: number;
  readonly db: number;
  readonly username?: string;
  readonly password?: string;
  /** Always null: BullMQ workers wait for Redis to come back rather than fail their commands. */
  readonly maxRetriesPerRequest: null;
}

/**
 * Reads a queue URL, `redis://[user:password@]host[:port][/db]` (port 6379 and database 0 by default).
 *
 * @param url - the `--queue` value
 * @returns the connection options
 * @throws TextboostError `E_INVALID_ARGUMENT` for anything else
 *
 * @example
 * ```ts
 * parseQueueUrl("redis://127.0.0.1:6390/2"); // { host: "127.0.0.1", port: 6390, db: 2, maxRetriesPerRequest: null }
 * ```
 */
export function parseQueueUrl(url: string): RedisConnection {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw badUrl(url);
  }
  if (u.protocol !== "redis:" || u.hostname === "") throw badUrl(url);
  const port = u.port === "" ? 6379 : Number(u.port);
  const path = u.pathname.replace(/^\//, "");
  const db = path === "" ? 0 : Number(path);
  if (!Number.isInteger(db) || db < 0 || (u.search !== "" && u.search !== "?")) throw badUrl(url);
  return {
    host: u.hostname.replace(/^\[(.*)\]$/, "$1"),
    port,
    db,
    ...(u.username === "" ? {} : { username: decodeURIComponent(u.username) }),
    ...(u.password === "" ? {} : { password: decodeURIComponent(u.password) }),
    maxRetriesPerRequest: null,
  };
}

function badUrl(url: string): TextboostError {
  return new TextboostError(
    "E_INVALID_ARGUMENT",
    `"${url}" is not a queue URL: use redis://host[:port][/db], e.g. redis://127.0.0.1:6379`,
  );
}
