import { describe, expect, it } from "vitest";
import { openJobQueue } from "./job-queue.js";
import { parseQueueUrl } from "./queue-url.js";

describe("parseQueueUrl", () => {
  it("reads host, port, database and credentials, with Redis' defaults", () => {
    expect(parseQueueUrl("redis://127.0.0.1:6390/2")).toEqual({
      host: "127.0.0.1",
      port: 6390,
      db: 2,
      maxRetriesPerRequest: null,
    });
    expect(parseQueueUrl("redis://queue.lab")).toEqual({
      host: "queue.lab",
      port: 6379,
      db: 0,
      maxRetriesPerRequest: null,
    });
    expect(parseQueueUrl("redis://:s%40cret@h:1")).toMatchObject({ password: "s@cret", port: 1 });
  });

  it("refuses anything else with an example of the right form", () => {
    for (const bad of ["127.0.0.1:6379", "http://h:1", "redis://h/x", "redis://"]) {
      expect(() => parseQueueUrl(bad)).toThrow(/redis:\/\/host\[:port\]\[\/db\]/);
    }
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
