import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A redis-server of a test's own, on a loopback port, with its data in a temporary directory. */
export interface TestRedis {
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /** Stops the server at once (SIGKILL: no final save; the append-only file has every write). */
  kill(): Promise<void>;
  /** Starts it again on the same port and directory (what a restart after a crash does). */
  start(): Promise<void>;
}

/** Why the Redis tests cannot run here, or undefined when `redis-server` is on the PATH. */
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
 * Starts a redis-server for a test: loopback only, a free port, no RDB snapshots, an append-only file
 * synced on every write (so a killed server loses nothing it acknowledged).
 */
export async function startTestRedis(): Promise<TestRedis> {
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
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      child = c;
      let out = "";
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
      c.stdout!.on("data", (d) => {
        out += String(d);
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
