export { canonicalJSON } from "./canonical-json.js";
export { contentHash, sha256 } from "./content-hash.js";
export type { DataReference } from "./data-reference.js";
export { checkDataReference, referenceData } from "./data-reference.js";
export { DATASET_FILE_FORMAT, readDatasetFile, writeDatasetFile } from "./dataset-file.js";
export type { Job } from "./job.js";
export { createJob, JOB_FORMAT, JOB_VERSION, jobHash, jobName, parseJob } from "./job.js";
export type {
  EnqueueReport,
  JobCounts,
  JobQueue,
  JobQueueOptions,
  JobState,
  WaitOptions,
} from "./job-queue.js";
export { countStates, formatCounts, openJobQueue } from "./job-queue.js";
export type { JobHandler, JobWorker, JobWorkerOptions, WorkerEvent } from "./job-worker.js";
export { startJobWorker } from "./job-worker.js";
export type { LocalRedis } from "./local-redis.js";
export { redisMissing, startLocalRedis } from "./local-redis.js";
export type { MemberJobSpec, QueueRotationForestOptions, QueueTraining } from "./member-job.js";
export { MEMBER_JOB, memberJobHandler, queueMembers, queueRotationForest } from "./member-job.js";
export type { QueueEntry } from "./queue-entry.js";
export { DEFAULT_QUEUE_NAME, JOB_ATTEMPTS } from "./queue-entry.js";
export type { RedisConnection } from "./queue-url.js";
export { parseQueueUrl } from "./queue-url.js";
export type { JobResult } from "./result-store.js";
export {
  hasResult,
  RESULT_FORMAT,
  RESULT_VERSION,
  readResult,
  resultPath,
  writeResult,
} from "./result-store.js";
export { runJob } from "./run-job.js";
export type { SubtreeJobOutput, SubtreeJobSpec } from "./subtree-job.js";
export { queueSubtrees, SUBTREE_JOB, subtreeJobHandler } from "./subtree-job.js";
export { writeOnce } from "./write-once.js";
