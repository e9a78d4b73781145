import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A redis-server of its own, on a loopback port, with its data in a temporary directory. */
export interface LocalRedis {
  /** `redis://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  /** Its data directory (the append-only file). */
  readonly dir: string;
  /** Stops the server at once (SIGKILL: no final save; the append-only file has every write). */
  kill(): Promise<void>;
  /** Starts it again on the same port and directory (what a restart after a crash does). */
  start(): Promise<void>;
}

/**
 * Why a local redis-server cannot be started here, or undefined when `redis-server` is on the PATH
 * (tests skip with this message; Debian: `apt-get install -y redis-server`).
 *
 * @example
 * ```ts
 * const missing = redisMissing();
 * if (missing !== undefined) console.warn(missing);
 * describe.skipIf(missing !== undefined)("on Redis", () => {
 *   it("starts", async () => {
 *     const redis = await startLocalRedis();
 *     await redis.kill();
 *   });
 * });
 * ```
 */
export function redisMissing(): string | undefined {
  const found = spawnSync("redis-server", ["--version"], { stdio: "ignore" });
  return found.error === undefined && found.status === 0
    ? undefined
    : "redis-server is not installed (apt-get install -y redis-server; .ci/run installs it): skipping the queue tests";
}

/** A free loopback TCP port. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0));
    });
  });
}

/**
 * Starts a throwaway redis-server (tests, benchmarks, trying a grid on one machine): loopback only, a
 * free port, its data in a new temporary directory, no RDB snapshots, an append-only file synced on
 * every write (so a killed server loses nothing it acknowledged, and `start()` brings it all back).
 * Not a service: it lives as long as this process keeps it.
 *
 * @returns the server; `kill()` it when done
 * @throws Error when redis-server cannot be started
 *
 * @example
 * ```ts no-run
 * const redis = await startLocalRedis();
 * const queue = openJobQueue(redis.url);
 * // ... enqueue jobs, start workers on redis.url ...
 * await queue.close();
 * await redis.kill();
 * ```
 */
export async function startLocalRedis(): Promise<LocalRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "textboost-redis-"));
  let child: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const c = spawn(
        "redis-server",
        [
          "--port",
          String(port),
          "--bind",
          "127.0.0.1",
          "--dir",
          dir,
          "--save",
          "",
          "--appendonly",
          "yes",
          "--appendfsync",
          "always",
          "--daemonize",
          "no",
        ],
        { stdio: ["ignore", "pipe", "ignore"] },
      );
      child = c;
      let out = "";
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
      c.stdout!.on("data", (d) => {
        if (out.length < 100_000) out += String(d);
        if (out.includes("Ready to accept connections")) {
          clearTimeout(timer);
          resolve();
        }
      });
      c.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}): ${out}`));
      });
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    start,
    kill: () =>
      new Promise<void>((resolve) => {
        const c = child;
        if (c === undefined || c.exitCode !== null) return resolve();
        c.removeAllListeners("exit");
        c.once("exit", () => resolve());
        c.kill("SIGKILL");
      }),
  };
}
