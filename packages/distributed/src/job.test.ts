import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createJob, JOB_VERSION, jobHash, jobName, parseJob } from "./job.js";

const data = { path: "/data/medical", sha256: "a".repeat(64) };
const arbSpec = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 });

describe("job descriptions", () => {
  test.prop([arbSpec], { numRuns: 60 })(
    "survive JSON (the queue's transport) with their hash, and another spec gives another hash",
    (spec) => {
      const job = createJob("experiment", data, spec);
      const back = parseJob(JSON.parse(JSON.stringify(job)));
      expect(jobHash(back)).toBe(jobHash(job));
      expect(jobName(job)).toMatch(/^experiment-[0-9a-f]{32}$/);
      expect(jobHash(createJob("experiment", data, { ...spec, "\u0000extra": 1 }))).not.toBe(jobHash(job));
      expect(jobHash(createJob("member", data, spec))).not.toBe(jobHash(job));
    },
  );

  it("refuse another format or version with their codes", () => {
    const job = createJob("member", data, {});
    expect(() => parseJob({ ...job, version: JOB_VERSION + 1 })).toThrow(/version 2 job/);
    expect(() => parseJob({ ...job, format: "x" })).toThrow(/not a textboost job/);
    expect(() => parseJob({ ...job, data: { path: "/x" } })).toThrow(/data.sha256 is missing/);
    expect(() => parseJob(null)).toThrow(/not an object/);
  });
});
