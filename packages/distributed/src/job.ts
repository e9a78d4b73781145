import { TextboostError } from "@textboost/core";
import { canonicalJSON } from "./canonical-json.js";
import { sha256 } from "./content-hash.js";
import type { DataReference } from "./data-reference.js";
import { checkBoundedJson, field } from "./job-schema.js";

/** The `format` tag of a job description. */
export const JOB_FORMAT = "textboost-job";
/** The job description version this package writes and reads. */
export const JOB_VERSION = 1;

/**
 * One unit of work as plain, versioned JSON: what to do (`kind` and its `spec`) on which data. Two
 * jobs with the same description are the same job: {@link jobHash} names its queue entry and its
 * result file, so enqueueing it again, or running it twice, does nothing new.
 */
export interface Job<Spec = unknown> {
  readonly format: typeof JOB_FORMAT;
  readonly version: typeof JOB_VERSION;
  /** Which handler runs it (`experiment`, `member`, `subtree`, or one of yours). */
  readonly kind: string;
  /** The data it reads, checked by the worker before it runs. */
  readonly data: DataReference;
  /** Everything else the handler needs: plain JSON (typed arrays become arrays). */
  readonly spec: Spec;
}

/**
 * Makes a job description.
 *
 * @param kind - the handler's name
 * @param data - the data reference
 * @param spec - the handler's parameters (plain JSON)
 * @returns the job
 *
 * @example
 * ```ts no-run
 * const job = createJob("experiment", referenceData("medical.arff"), { algorithm: "adaboost-mh", iterations: 100 });
 * ```
 */
export function createJob<Spec>(kind: string, data: DataReference, spec: Spec): Job<Spec> {
  return {
    format: JOB_FORMAT,
    version: JOB_VERSION,
    kind,
    data: { path: data.path, sha256: data.sha256 },
    spec,
  };
}

/**
 * The job's identity: the SHA-256 of its canonical JSON, cut to 32 hex digits. Equal descriptions
 * (whatever the order of their keys) give equal hashes.
 *
 * @example
 * ```ts
 * const job = createJob("experiment", { path: "/shared/medical", sha256: sha256("medical") }, { iterations: 100 });
 * jobHash(job); // 32 hex digits, the same for a job with its keys in another order
 * ```
 */
export function jobHash(job: Job): string {
  return sha256(canonicalJSON(job)).slice(0, 32);
}

/**
 * The job's name in the queue and in the results directory: `<kind>-<hash>`.
 *
 * @example
 * ```ts
 * const job = createJob("experiment", { path: "/shared/medical", sha256: sha256("medical") }, { iterations: 100 });
 * jobName(job); // "experiment-" and its 32-digit jobHash
 * ```
 */
export function jobName(job: Job): string {
  return `${job.kind}-${jobHash(job)}`;
}

/**
 * Reads a job description (from the queue or a file), checking its shape and version.
 *
 * @param json - the parsed description
 * @param where - where it came from, for errors
 * @returns the job
 * @throws TextboostError `E_INPUT_FORMAT` for a wrong shape, `E_MODEL_VERSION` for another version
 *
 * @example
 * ```ts
 * const job = createJob("experiment", { path: "/shared/medical", sha256: sha256("medical") }, { iterations: 100 });
 * const back = parseJob(JSON.parse(JSON.stringify(job)), "job.json"); // equal to job
 * try {
 *   parseJob({ ...job, version: 2 }, "job.json");
 * } catch (e) {
 *   (e as TextboostError).code; // "E_MODEL_VERSION": a job of another textboost version
 * }
 * ```
 */
export function parseJob(json: unknown, where = "a job"): Job {
  const fail = (what: string): never => {
    throw new TextboostError("E_INPUT_FORMAT", `${where} is not a textboost job description: ${what}`);
  };
  if (typeof json !== "object" || json === null) return fail("not an object");
  const o = json as Record<string, unknown>;
  if (o.format !== JOB_FORMAT) fail(`"format" is ${shownValue(o.format)}, not "${JOB_FORMAT}"`);
  if (o.version !== JOB_VERSION) {
    throw new TextboostError(
      "E_MODEL_VERSION",
      `${where} is a version ${shownValue(o.version)} job; this textboost runs version ${JOB_VERSION} (run workers of the same textboost version as the one that enqueued)`,
    );
  }
  try {
    checkBoundedJson(json, "the job");
    JOB_SCHEMA(json, "the job");
  } catch (e) {
    fail((e as Error).message.replace(/ \[E_INPUT_FORMAT\]$/, ""));
  }
  return json as Job;
}

/** A job kind's name: a lower-case letter, then lower-case letters, digits and dashes (64 at most). */
export const JOB_KIND_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;

/** The envelope every job has, whatever its kind; each kind's handler checks its own `spec`. */
const JOB_SCHEMA = field.object({
  format: field.oneOf([JOB_FORMAT]),
  version: field.oneOf([JOB_VERSION]),
  kind: field.string(64, JOB_KIND_PATTERN),
  data: field.object({ path: field.absolutePath(), sha256: field.string(64, /^[0-9a-f]{64}$/) }),
  spec: field.json(),
});

/** A value for a message: JSON (control characters escaped), cut short. */
function shownValue(v: unknown): string {
  const text = JSON.stringify(v) ?? String(typeof v);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
