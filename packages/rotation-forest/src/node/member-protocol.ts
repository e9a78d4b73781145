import type { Dataset } from "@textboost/core";
import type { MemberStage } from "../forest-progress.js";
import type { ForestSettings } from "../forest-settings.js";
import type { TrainedMemberJSON } from "../trained-member-json.js";

/** Main thread -> worker: the training set of fit `job` (its arrays on shared memory), sent once per fit. */
export interface JobRequest {
  readonly kind: "job";
  readonly job: number;
  readonly data: Dataset;
  readonly settings: ForestSettings;
  /** Whether to post {@link ProgressReply} messages while a member trains. */
  readonly progress?: boolean;
}

/** Main thread -> worker: train member `index` of fit `job` from `seed`. */
export interface MemberRequest {
  readonly kind: "member";
  readonly job: number;
  readonly index: number;
  readonly seed: number;
}

/** Worker -> main thread: the data of fit `job` is in and the base booster imported; send members. */
export interface ReadyReply {
  readonly kind: "ready";
  readonly job: number;
}

/** Worker -> main thread: member `index` of fit `job` as JSON, or the error that stopped it. */
export type MemberReply = { readonly kind: "member"; readonly job: number; readonly index: number } & (
  | TrainedMemberJSON
  | { readonly error: { readonly code: string; readonly message: string } }
);

/** Worker -> main thread: member `index` of fit `job` is at `done` of `total` in `stage`. */
export interface ProgressReply {
  readonly kind: "progress";
  readonly job: number;
  readonly index: number;
  readonly stage: MemberStage;
  readonly done: number;
  readonly total: number;
}
