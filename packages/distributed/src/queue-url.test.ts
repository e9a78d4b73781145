import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isAuthError, openJobQueue } from "./job-queue.js";
import { type LocalRedis, redisMissing, startLocalRedis } from "./local-redis.js";
import { maskQueueUrl, parseQueueUrl } from "./queue-url.js";

describe("parseQueueUrl", () => {
  it("reads host, port, database and credentials, with Redis' defaults", () => {
    expect(parseQueueUrl("redis://127.0.0.1:6390/2", {})).toEqual({
      host: "127.0.0.1",
      port: 6390,
      db: 2,
      maxRetriesPerRequest: null,
    });
    expect(parseQueueUrl("redis://queue.lab", {})).toEqual({
      host: "queue.lab",
      port: 6379,
      db: 0,
      maxRetriesPerRequest: null,
    });
    expect(parseQueueUrl("redis://:s%40cret@h:1")).toMatchObject({ password: "s@cret", port: 1 });
  });

  it("refuses anything else with an example of the right form, never showing a password", () => {
    for (const bad of ["127.0.0.1:6379", "http://h:1", "redis://h/x", "redis://", "http://u:s3cret@h/"]) {
      expect(() => parseQueueUrl(bad, {})).toThrow(/redis:\/\/host\[:port\]\[\/db\]/);
    }
    expect(() => parseQueueUrl("http://u:s3cret@h/", {})).not.toThrow(/s3cret/);
  });

  it("connects over TLS for rediss://, and takes the password from the environment or its file", () => {
    expect(parseQueueUrl("rediss://queue.lab", { TEXTBOOST_REDIS_PASSWORD: "s3cret" })).toMatchObject({
      tls: { servername: "queue.lab" },
      password: "s3cret",
      port: 6379,
    });
    const file = join(mkdtempSync(join(tmpdir(), "tb-pass-")), "password");
    writeFileSync(file, "from-file\nsecond line\n");
    expect(parseQueueUrl("redis://h", { TEXTBOOST_REDIS_PASSWORD_FILE: file }).password).toBe("from-file");
    expect(parseQueueUrl("redis://:inurl@h", { TEXTBOOST_REDIS_PASSWORD: "env" }).password).toBe("inurl");
    expect(parseQueueUrl("redis://h", {}).password).toBeUndefined();
    expect(() => parseQueueUrl("redis://h", { TEXTBOOST_REDIS_PASSWORD_FILE: "/dev/zero" })).toThrow(
      /character device/,
    );
  });

  it("masks the password (TSDoc example)", () => {
    expect(maskQueueUrl("redis://user:s3cret@queue.lab:6380/1")).toBe("redis://user:***@queue.lab:6380/1");
    expect(maskQueueUrl("redis://queue.lab")).toBe("redis://queue.lab");
    expect(maskQueueUrl("s3cret")).toBe("(not a URL)");
    expect(isAuthError(new Error("WRONGPASS invalid username-password pair"))).toBe(true);
    expect(isAuthError(new Error("connect ECONNREFUSED"))).toBe(false);
  });

  it("makes a queue on a port where nothing listens an error, not a wait without end", async () => {
    const queue = openJobQueue("redis://127.0.0.1:1");
    try {
      await expect(queue.ready(300)).rejects.toThrow(/did not answer within 0.3 s: is redis-server running/);
    } finally {
      await queue.close();
    }
  });
});

const missing = redisMissing();
describe.skipIf(missing !== undefined)("a Redis with a password", () => {
  let redis: LocalRedis;
  it("says at once that a wrong password was refused, with the URL masked, and connects with the right one", async () => {
    redis = await startLocalRedis();
    const url = `redis://127.0.0.1:${redis.port}`;
    const set = spawnSync("redis-cli", [
      "-p",
      String(redis.port),
      "CONFIG",
      "SET",
      "requirepass",
      "right-one",
    ]);
    expect(String(set.stdout)).toMatch(/OK/);
    const wrong = openJobQueue(`redis://:wrong-one@127.0.0.1:${redis.port}`, { name: "auth" });
    try {
      const t0 = Date.now();
      const e = await wrong.ready(5000).catch((x: unknown) => x);
      expect(String((e as Error).message)).toMatch(/refused the credentials.*check the password/);
      expect(String((e as Error).message)).toContain(`redis://:***@127.0.0.1:${redis.port}`);
      expect(String((e as Error).message)).not.toContain("wrong-one");
      expect(Date.now() - t0).toBeLessThan(4000);
    } finally {
      await wrong.close();
    }
    const env = process.env.TEXTBOOST_REDIS_PASSWORD;
    try {
      process.env.TEXTBOOST_REDIS_PASSWORD = "right-one";
      const again = openJobQueue(url, { name: "auth" });
      await again.ready(5000);
      await again.close();
    } finally {
      if (env === undefined) delete process.env.TEXTBOOST_REDIS_PASSWORD;
      else process.env.TEXTBOOST_REDIS_PASSWORD = env;
      await redis.kill();
    }
  });
});
