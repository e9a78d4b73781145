import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** What `train-one.js` prints: one training's figures (see train-one.ts for the fields). */
export type TrainOneResult = Record<string, unknown>;

/**
 * Runs `train-one.js` with `args` in its own Node process (so its peak RSS and CPU time are its own)
 * and returns the JSON line it prints last. Its stderr passes through.
 */
export function trainOneProcess(args: readonly string[]): TrainOneResult {
  const script = join(dirname(fileURLToPath(import.meta.url)), "train-one.js");
  const out = execFileSync(process.execPath, [script, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 1 << 24,
  });
  return JSON.parse(out.trim().split("\n").pop()!) as TrainOneResult;
}
