import type { Job } from "./job.js";
import type { FieldCheck } from "./job-schema.js";

/** What a handler gets besides its job. */
export interface JobContext {
  /** Fires when the worker stops (SIGTERM): end soon (`E_ABORTED`); the job goes back to the queue. */
  readonly signal?: AbortSignal;
}

/**
 * Runs one kind of job: reads the job's data (already checked against its hash) and returns its
 * output as plain JSON. The output must depend on the job alone, so two runs write the same result.
 * A handler may carry `checkSpec`, the schema of its kind's `spec` (see {@link jobHandler}): a worker
 * runs it before anything else, and refuses the job without a try when it throws.
 */
export type JobHandler = ((job: Job, context: JobContext) => Promise<unknown>) & {
  readonly checkSpec?: FieldCheck;
};

/**
 * A handler with the schema of its spec: `checkSpec(spec, "spec")` throws `E_INPUT_FORMAT` for a spec
 * out of range, before the worker touches the job's data or results.
 *
 * @param checkSpec - the spec's schema (built with `field`)
 * @param run - the handler
 * @returns `run` with `checkSpec` attached
 *
 * @example
 * ```ts
 * const sleep = jobHandler(field.object({ ms: field.integer(0, 1000) }), async (job) => job.spec);
 * sleep.checkSpec?.({ ms: 10 }, "spec"); // passes
 * try {
 *   sleep.checkSpec?.({ ms: 1e12 }, "spec");
 * } catch (e) {
 *   (e as TextboostError).message; // "spec.ms must be a whole number from 0 to 1000, not 1000000000000 [E_INPUT_FORMAT]"
 * }
 * ```
 */
export function jobHandler(
  checkSpec: FieldCheck,
  run: (job: Job, context: JobContext) => Promise<unknown>,
): JobHandler {
  return Object.assign((job: Job, context: JobContext) => run(job, context), { checkSpec });
}
