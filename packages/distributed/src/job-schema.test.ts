import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { adaBoostMHWorkerBase } from "@textboost/treeboost/node";
import { describe, expect, it } from "vitest";
import { sha256 } from "./content-hash.js";
import { createJob } from "./job.js";
import { jobHandler } from "./job-handler.js";
import { checkBoundedJson, field, JOB_LIMITS } from "./job-schema.js";
import { memberSpecSchema } from "./member-job.js";
import { parseQueueEntry } from "./queue-entry.js";
import { handlerOf } from "./run-job.js";
import { subtreeSpecSchema } from "./subtree-job.js";

/** The message of what `fn` throws (a TextboostError), or undefined when it passes. */
function refusal(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    if (!isTextboostError(e)) throw e;
    return e.message;
  }
}

/** Nesting depth of a JSON value, counted as checkBoundedJson counts it (a scalar at the top is 0). */
function depthOf(v: unknown): number {
  if (Array.isArray(v)) return 1 + Math.max(-1, ...v.map(depthOf));
  if (typeof v === "object" && v !== null) return 1 + Math.max(-1, ...Object.values(v).map(depthOf));
  return 0;
}

describe("field", () => {
  it("checks the TSDoc example's spec", () => {
    const spec = field.object({ iterations: field.integer(1, 100_000), name: field.string(64) }, ["name"]);
    expect(refusal(() => spec({ iterations: 10 }, "spec"))).toBeUndefined();
    expect(refusal(() => spec({ iterations: 1e9 }, "spec"))).toBe(
      "spec.iterations must be a whole number from 1 to 100000, not 1000000000 [E_INPUT_FORMAT]",
    );
    expect(refusal(() => spec({}, "spec"))).toMatch(/spec.iterations is missing/);
    expect(refusal(() => spec({ iterations: 1, extra: 1 }, "spec"))).toMatch(/spec.extra is not a field/);
    expect(refusal(() => spec(JSON.parse('{"iterations":1,"__proto__":{}}'), "spec"))).toMatch(/__proto__/);
    expect(refusal(() => spec([], "spec"))).toMatch(/must be an object/);
  });

  test.prop(
    [fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.double({ noNaN: false })],
    {
      numRuns: 200,
    },
  )("integer(min, max) passes exactly the whole numbers in [min, max]", (a, b, x) => {
    const [min, max] = a <= b ? [a, b] : [b, a];
    for (const v of [x, min, max, min - 1, max + 1, Math.round(x)]) {
      const inRange = Number.isInteger(v) && v >= min && v <= max;
      expect(refusal(() => field.integer(min, max)(v, "x")) === undefined).toBe(inRange);
    }
  });

  it("absolutePath refuses relative, dotted and control-character paths", () => {
    const check = field.absolutePath();
    for (const good of ["/", "/data", "/data/medical/", "/a b/c"])
      expect(refusal(() => check(good, "p"))).toBeUndefined();
    for (const bad of ["data", "./data", "/data/../etc", "/data/./x", "/data//x", "/a\nb", "", 7]) {
      expect(refusal(() => check(bad, "p"))).toMatch(/absolute path/);
    }
  });
});

describe("checkBoundedJson", () => {
  test.prop([fc.jsonValue({ maxDepth: 6 })], { numRuns: 150 })(
    "passes any JSON within the limits without a prototype key, refuses it one level too deep",
    (value) => {
      const hasProtoKey = JSON.stringify(value).match(/"(__proto__|constructor|prototype)":/) !== null;
      const ok = refusal(() => checkBoundedJson(value, "v")) === undefined;
      expect(ok).toBe(!hasProtoKey);
      let deep: unknown = value;
      for (let i = depthOf(value); i <= JOB_LIMITS.maxDepth; i++) deep = [deep];
      expect(refusal(() => checkBoundedJson(deep, "v"))).toMatch(hasProtoKey ? /./ : /nested deeper/);
    },
  );

  it("refuses prototype keys at any depth, non-finite numbers and non-JSON values", () => {
    expect(refusal(() => checkBoundedJson(JSON.parse('{"a":[{"__proto__":1}]}'), "spec"))).toMatch(
      /spec.a\[0\].__proto__ is not allowed/,
    );
    expect(refusal(() => checkBoundedJson({ constructor: 1 }, "spec"))).toMatch(/prototype key/);
    expect(refusal(() => checkBoundedJson({ a: Number.POSITIVE_INFINITY }, "spec"))).toMatch(/finite/);
    expect(refusal(() => checkBoundedJson({ a: () => 1 }, "spec"))).toMatch(/not JSON/);
    expect(refusal(() => checkBoundedJson(new Date(0), "spec"))).toMatch(/not JSON/);
    expect(refusal(() => checkBoundedJson("x".repeat(JOB_LIMITS.maxStringChars + 1), "s"))).toMatch(/longer/);
    const message = refusal(() => checkBoundedJson(JSON.parse('{"a\\nb":{"\\u001b":{"__proto__":1}}}'), "s"));
    expect(message).toMatch(/s\["a\\nb"\]\["\\u001b"\].__proto__ is not allowed/);
    expect(message).not.toMatch(/\p{Cc}/u);
  });
});

describe("parseQueueEntry, handlerOf, jobHandler", () => {
  const job = createJob("echo", { path: "/shared/medical", sha256: sha256("medical") }, { n: 1 });
  const echo = jobHandler(field.object({ n: field.integer(0, 9) }), async (j) => j.spec);

  it("reads a good entry and refuses a relative results directory (TSDoc example)", () => {
    expect(parseQueueEntry({ job, resultsDir: "/shared/results" }, "queue entry 1").resultsDir).toBe(
      "/shared/results",
    );
    expect(refusal(() => parseQueueEntry({ job, resultsDir: "../../etc" }, "queue entry 2"))).toMatch(
      /queue entry 2 is not a textboost queue entry: the entry.resultsDir must be an absolute path/,
    );
  });

  it("finds only own kinds, and runs the kind's spec check", () => {
    expect(handlerOf(job, { echo })).toBe(echo);
    for (const kind of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      expect(refusal(() => handlerOf({ ...job, kind }, { echo }))).toMatch(/this worker runs echo jobs/);
    }
    expect(refusal(() => handlerOf({ ...job, spec: { n: 10 } }, { echo }))).toMatch(/spec.n must be/);
    expect(refusal(() => echo.checkSpec?.({ n: 1e12 }, "spec"))).toMatch(/from 0 to 9/);
  });
});

describe("memberSpecSchema, subtreeSpecSchema", () => {
  const settings = {
    members: 2,
    subsets: 1,
    lsiDims: 2,
    sampleFraction: 0.75,
    baseIterations: 3,
    base: "adaboost-mh",
  };
  it("check the members' ranges (TSDoc example)", () => {
    const check = memberSpecSchema(field.oneOf(["adaboost-mh"]));
    expect(
      refusal(() => check({ settings, base: "adaboost-mh", index: 1, seed: 7 }, "spec")),
    ).toBeUndefined();
    expect(refusal(() => check({ settings, base: "adaboost-mh", index: 2, seed: 7 }, "spec"))).toBe(
      "spec.index must be a whole number from 0 to 1, not 2 [E_INPUT_FORMAT]",
    );
    expect(refusal(() => check({ settings, base: "x", index: 0, seed: 7 }, "spec"))).toMatch(/spec.base/);
    expect(
      refusal(() =>
        check(
          { settings: { ...settings, sampleFraction: 0 }, base: "adaboost-mh", index: 0, seed: 1 },
          "spec",
        ),
      ),
    ).toMatch(/sampleFraction/);
  });

  it("accept only known base boosters for subtrees, and indices within the tree", () => {
    const check = subtreeSpecSchema();
    const tree = { labels: ["root", "a"], parent: [-1, 0], descriptions: ["", ""] };
    const spec = { tree, labelNodes: [1], base: adaBoostMHWorkerBase(), iterations: 5, nodes: [0] };
    expect(refusal(() => check(spec, "spec"))).toBeUndefined();
    const evil = { module: "data:text/javascript,1", factory: "f", loader: "l" };
    expect(refusal(() => check({ ...spec, base: evil }, "spec"))).toMatch(/spec.base.module must be one of/);
    const renamed = { ...adaBoostMHWorkerBase(), factory: "loadAdaBoostMH" };
    expect(refusal(() => check({ ...spec, base: renamed }, "spec"))).toMatch(/spec.base must be one of/);
    expect(refusal(() => check({ ...spec, labelNodes: [2] }, "spec"))).toMatch(/labelNodes\[0\]/);
    expect(refusal(() => check({ ...spec, tree: { ...tree, parent: [-1] } }, "spec"))).toMatch(
      /as many parents/,
    );
  });
});
