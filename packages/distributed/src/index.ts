export { canonicalJSON } from "./canonical-json.js";
export { contentHash, sha256 } from "./content-hash.js";
export type { DataReference } from "./data-reference.js";
export { checkDataReference, referenceData } from "./data-reference.js";
export { DATASET_FILE_FORMAT, readDatasetFile, writeDatasetFile } from "./dataset-file.js";
export type { Job } from "./job.js";
export { createJob, JOB_FORMAT, JOB_KIND_PATTERN, JOB_VERSION, jobHash, jobName, parseJob } from "./job.js";
export type { JobContext } from "./job-handler.js";
export { jobHandler } from "./job-handler.js";
export type {
  EnqueueReport,
  JobCounts,
  JobQueue,
  JobQueueOptions,
  JobState,
  WaitOptions,
} from "./job-queue.js";
export { countStates, formatCounts, isAuthError, openJobQueue } from "./job-queue.js";
export type { FieldCheck } from "./job-schema.js";
export { checkBoundedJson, field, JOB_LIMITS } from "./job-schema.js";
export type { JobHandler, JobWorker, JobWorkerOptions, WorkerEvent } from "./job-worker.js";
export { MAX_STALLS, startJobWorker } from "./job-worker.js";
export type { LocalRedis } from "./local-redis.js";
export { redisMissing, startLocalRedis } from "./local-redis.js";
export type { MemberJobSpec, QueueRotationForestOptions, QueueTraining } from "./member-job.js";
export {
  MEMBER_JOB,
  memberJobHandler,
  memberSpecSchema,
  queueMembers,
  queueRotationForest,
} from "./member-job.js";
export { printable } from "./printable.js";
export type { QueueEntry } from "./queue-entry.js";
export { DEFAULT_QUEUE_NAME, JOB_ATTEMPTS, parseQueueEntry } from "./queue-entry.js";
export type { RedisConnection } from "./queue-url.js";
export { maskQueueUrl, parseQueueUrl, REDIS_PASSWORD_ENV, REDIS_PASSWORD_FILE_ENV } from "./queue-url.js";
export type { JobResult } from "./result-store.js";
export {
  hasResult,
  RESULT_FORMAT,
  RESULT_VERSION,
  readResult,
  resultPath,
  writeResult,
} from "./result-store.js";
export { resultsDirUnder } from "./results-root.js";
export type { RunJobOptions } from "./run-job.js";
export { handlerOf, runJob } from "./run-job.js";
export type { SubtreeJobOutput, SubtreeJobSpec } from "./subtree-job.js";
export { queueSubtrees, SUBTREE_JOB, subtreeJobHandler, subtreeSpecSchema } from "./subtree-job.js";
export { writeOnce } from "./write-once.js";
