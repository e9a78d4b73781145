import { describe, expect, it } from "vitest";
import { rotationForest } from "../rotation-forest.js";
import { codeOf } from "../test-support/code-of.js";
import { TINY, toyData } from "../test-support/small-forest.js";
import { parallelRotationForest } from "./parallel-rotation-forest.js";

const testModule = new URL("../../test/mp-boost-base.mjs", import.meta.url).href;

describe("parallelRotationForest", () => {
  const data = toyData();

  it("gives the same model on 1 and 2 threads as rotationForest, JSON for JSON", async () => {
    const options = { iterations: 5, seed: 11 };
    const one = await parallelRotationForest({ ...TINY, threads: 1 }).fit(data, options);
    const two = await parallelRotationForest({ ...TINY, threads: 2 }).fit(data, options);
    const plain = await rotationForest(TINY).fit(data, options);
    expect(JSON.stringify(two.toJSON())).toBe(JSON.stringify(one.toJSON()));
    expect(JSON.stringify(plain.toJSON())).toBe(JSON.stringify(one.toJSON()));
    expect(Array.from(two.scores(data.X).data)).toEqual(Array.from(one.scores(data.X).data));
  });

  it("keeps its workers across fits: the same value fitted again, and twice at once, gives the same model", async () => {
    const options = { iterations: 5, seed: 4 };
    const plain = JSON.stringify((await rotationForest(TINY).fit(data, options)).toJSON());
    const forest = parallelRotationForest({ ...TINY, threads: 3 });
    const first = await forest.fit(data, options);
    const [again, concurrent] = await Promise.all([forest.fit(data, options), forest.fit(data, options)]);
    for (const m of [first, again!, concurrent!]) expect(JSON.stringify(m.toJSON())).toBe(plain);
  });

  it("takes any base booster module (MP-Boost with per-label threshold stumps), the same on 1 and 2 threads", async () => {
    const base = { module: testModule, export: "mpBoostBase" };
    const events: number[][] = [[], []];
    const [one, two] = await Promise.all(
      [1, 2].map((threads, t) =>
        parallelRotationForest({ ...TINY, threads, base }).fit(data, {
          iterations: 4,
          seed: 2,
          onIteration: (e) => events[t]!.push(e.iteration),
        }),
      ),
    );
    expect(one!.settings.base).toBe("mp-boost");
    expect(JSON.stringify(two!.toJSON())).toBe(JSON.stringify(one!.toJSON()));
    expect(events).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4],
    ]);
  });

  it("trains a slow worker's member here too, and the first copy counts: the same model", async () => {
    const options = { iterations: 4, seed: 8 };
    const fast = await parallelRotationForest({
      ...TINY,
      threads: 1,
      base: { module: testModule, export: "mpBoostBase" },
    }).fit(data, options);
    const start = performance.now();
    const slow = await parallelRotationForest({
      ...TINY,
      threads: 2,
      base: { module: testModule, export: "slowInWorkersBase" },
    }).fit(data, options);
    expect(JSON.stringify(slow.toJSON())).toBe(JSON.stringify(fast.toJSON()));
    // The worker's copy takes 2 s; this thread's backup copy finishes the fit long before.
    expect(performance.now() - start).toBeLessThan(1900);
  });

  it("reports a worker's error with its code, a bad module clearly, and stops on abort", async () => {
    const failing = parallelRotationForest({
      ...TINY,
      threads: 2,
      base: { module: testModule, export: "failingBase" },
    });
    expect(await codeOf(failing.fit(data, { iterations: 3 }))).toMatch(
      /^E_NUMERIC: member \d: the base booster gave up/,
    );
    const missing = parallelRotationForest({ threads: 2, base: { module: testModule, export: "nothing" } });
    expect(await codeOf(missing.fit(data))).toMatch(/^E_INVALID_ARGUMENT: .*exports no function "nothing"/);
    const controller = new AbortController();
    const run = parallelRotationForest({ ...TINY, threads: 2 }).fit(data, {
      iterations: 200,
      signal: controller.signal,
      onIteration: () => controller.abort(),
    });
    expect(await codeOf(run)).toMatch(/^E_ABORTED/);
    expect(() => parallelRotationForest({ threads: 0 })).toThrow(/threads/);
  });
});
