import { homedir } from "node:os";
import { join, resolve } from "node:path";

/** The environment variable that names the data cache folder. */
export const DATA_CACHE_ENV = "TEXTBOOST_DATA";

/**
 * The folder downloaded data sets are kept in, one sub-folder per set: `cache` when given, else
 * `$TEXTBOOST_DATA`, else `$XDG_CACHE_HOME/textboost/datasets`, else `~/.cache/textboost/datasets`.
 *
 * @param cache - the folder the user chose (`--cache`)
 * @param env - the environment to read (default `process.env`)
 * @returns an absolute path
 *
 * @example
 * ```ts
 * dataCacheDir(undefined, { XDG_CACHE_HOME: "/home/ada/.cache" }); // "/home/ada/.cache/textboost/datasets"
 * dataCacheDir("/data/tb"); // "/data/tb"
 * ```
 */
export function dataCacheDir(
  cache?: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  if (cache !== undefined && cache !== "") return resolve(cache);
  const named = env[DATA_CACHE_ENV];
  if (named !== undefined && named !== "") return resolve(named);
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg !== undefined && xdg !== "" ? xdg : join(homedir(), ".cache");
  return resolve(base, "textboost", "datasets");
}
