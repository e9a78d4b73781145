import type { TrainedMemberJSON } from "../trained-member-json.js";

/** Main thread -> worker: train member `index` from `seed`. */
export interface MemberRequest {
  readonly index: number;
  readonly seed: number;
}

/** Worker -> main thread: member `index` as JSON, or the error that stopped it. */
export type MemberReply =
  | (TrainedMemberJSON & { readonly index: number })
  | { readonly index: number; readonly error: { readonly code: string; readonly message: string } };
