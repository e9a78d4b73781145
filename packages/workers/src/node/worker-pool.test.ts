import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isTextboostError, TextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import type { ScoreContext } from "./kernels/score-rows.js";
import { evenCuts } from "./parts.js";
import { failureError } from "./pool-worker.js";
import { failureOf } from "./protocol.js";
import { sharedFloat64, sharedInt32 } from "./shared-arrays.js";
import { createWorkerPool, workerScriptUrl } from "./worker-pool.js";

/** A score context of `rows` documents, each containing term 0, one label, delta 1, bias `bias`. */
function tinyContext(rows: number, bias: number): ScoreContext {
  const xPtr = sharedInt32(rows + 1);
  for (let i = 0; i <= rows; i++) xPtr[i] = i;
  return {
    counter: sharedInt32(1),
    labels: 1,
    bias: sharedFloat64(1).fill(bias),
    pivotIndex: sharedInt32(1),
    delta: sharedFloat64(1).fill(1),
    xPtr,
    xIdx: sharedInt32(rows),
    out: sharedFloat64(rows),
  };
}

describe("createWorkerPool", () => {
  it("runs each part in its own thread on shared memory, and starts workers on first use", async () => {
    const pool = createWorkerPool({ threads: 3 });
    expect(pool.threads).toBe(3);
    expect(pool.workers).toBe(0);
    pool.start();
    expect(pool.workers).toBe(2);
    const shared = pool.share(tinyContext(10, 2));
    pool.run("score-rows", shared, { cuts: evenCuts(10, 10) });
    expect(Array.from(shared.context.out)).toEqual(Array(10).fill(3));
    await pool.close();
    expect(pool.closed).toBe(true);
    expect(pool.workers).toBe(0);
  });

  it("starts workers in the background: at once, without waiting for them, and a task waits for them", async () => {
    const pool = createWorkerPool({ threads: 3 });
    pool.startInBackground();
    expect(pool.workers).toBe(2);
    const shared = pool.share(tinyContext(10, 2));
    pool.run("score-rows", shared, { cuts: evenCuts(10, 10) });
    expect(Array.from(shared.context.out)).toEqual(Array(10).fill(3));
    pool.startInBackground(); // started already: nothing more
    expect(pool.workers).toBe(2);
    await pool.close();
    expect(() => pool.startInBackground()).toThrow(/closed/);
    const one = createWorkerPool({ threads: 1 });
    one.startInBackground();
    expect(one.workers).toBe(0);
  });

  it("reports a worker's failure as a TextboostError and stays usable", async () => {
    const pool = createWorkerPool({ threads: 2 });
    const shared = pool.share(tinyContext(4, 1));
    pool.release(shared);
    let error: unknown;
    try {
      // Part 0 runs here and succeeds; the worker no longer knows the context.
      pool.run("score-rows", shared, { cuts: evenCuts(4, 4) });
    } catch (e) {
      error = e;
    }
    expect(isTextboostError(error)).toBe(true);
    expect((error as Error).message).toMatch(/unknown shared context/);
    const again = pool.share(tinyContext(4, 5));
    pool.run("score-rows", again, { cuts: evenCuts(4, 4) });
    expect(Array.from(again.context.out)).toEqual([6, 6, 6, 6]);
    await pool.close();
    expect(() => pool.share(tinyContext(1, 0))).toThrow(/closed/);
  });

  it("throws a worker's typed error as the task threw it, and describes any other", () => {
    const typed = new TextboostError("E_NUMERIC", "score for label 1 is NaN", {
      file: "f.arff",
      line: 4,
      row: 150,
    });
    // Through structured clone, as the message crosses the port.
    const back = failureError(structuredClone(failureOf(typed, 3)));
    expect(isTextboostError(back, "E_NUMERIC")).toBe(true);
    expect([back.message, back.detail, back.file, back.line, back.row]).toEqual([
      typed.message,
      typed.detail,
      "f.arff",
      4,
      150,
    ]);
    const plain = failureError(structuredClone(failureOf(new RangeError("out of range"), 4)));
    expect(plain.code).toBe("E_WORKER");
    expect(plain.message).toMatch(/^worker thread: RangeError: out of range/);
    const coded = failureError(failureOf(Object.assign(new Error("no file"), { code: "E_IO" }), 5));
    expect([coded.code, coded.row]).toEqual(["E_IO", undefined]);
    expect(coded.message).toMatch(/worker thread: Error: no file/);
  });

  it("lets the calling thread finish a background task the workers have not taken", async () => {
    const pool = createWorkerPool({ threads: 2 });
    const shared = pool.share(tinyContext(1000, 1));
    pool.runInBackground("score-rows", shared, { cuts: evenCuts(1000, 50) });
    pool.settle();
    expect(Array.from(shared.context.out)).toEqual(Array(1000).fill(2));
    // Another task settles a pending one first.
    const other = pool.share(tinyContext(10, 4));
    pool.runInBackground("score-rows", other, { cuts: evenCuts(10, 3) });
    pool.run("score-rows", shared, { cuts: evenCuts(1000, 7) });
    expect(Array.from(other.context.out)).toEqual(Array(10).fill(5));
    await pool.close();
  });

  it("does not keep the process alive when left open", () => {
    const script = `
      import { createWorkerPool } from ${JSON.stringify(new URL("../../dist/node/index.js", import.meta.url).href)};
      import { sharedFloat64, sharedInt32 } from ${JSON.stringify(
        new URL("../../dist/node/shared-arrays.js", import.meta.url).href,
      )};
      const pool = createWorkerPool({ threads: 2 });
      const xPtr = sharedInt32(3); xPtr[1] = 1; xPtr[2] = 2;
      const shared = pool.share({ counter: sharedInt32(1), labels: 1, bias: sharedFloat64(1), pivotIndex: sharedInt32(1),
        delta: sharedFloat64(1).fill(1), xPtr, xIdx: sharedInt32(2), out: sharedFloat64(2) });
      pool.run("score-rows", shared, { cuts: [0, 1, 2] });
      console.log(Array.from(shared.context.out).join(","));
    `;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(out.trim()).toBe("1,1");
  });

  it("gives up on a worker that never starts, and names a missing script", async () => {
    const dir = mkdtempSync(join(tmpdir(), "textboost-pool-"));
    const broken = join(dir, "broken.mjs");
    writeFileSync(broken, 'throw new Error("broken worker");\n');
    const pool = createWorkerPool({ threads: 2, script: pathToFileURL(broken), startTimeoutMs: 300 });
    const shared = pool.share(tinyContext(2, 0)); // posted, not waited for
    let error: unknown;
    try {
      pool.run("score-rows", shared, { cuts: [0, 1, 2] });
    } catch (e) {
      error = e;
    }
    expect(isTextboostError(error) && error.code).toBe("E_WORKER");
    expect((error as Error).message).toMatch(/did not start within 300 ms/);
    expect(() => pool.start()).toThrow(/did not start/);
    await pool.close();
    const missing = createWorkerPool({ threads: 2, script: pathToFileURL(join(dir, "missing.js")) });
    expect(() => missing.share(tinyContext(2, 0))).toThrow(
      /missing\.js is missing; build @textboost\/workers/,
    );
    expect(() => missing.startInBackground()).toThrow(/missing\.js is missing/);
  });

  it("runs the built worker script", () => {
    expect(fileURLToPath(workerScriptUrl())).toMatch(/dist[\\/]node[\\/]worker\.js$/);
  });
});
