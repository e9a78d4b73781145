import type { IterationEvent, ModelEnvelope } from "@textboost/core";
import type { ProjectionJSON } from "../rotation-forest-model.js";

/** Main thread -> worker: train member `index` from `seed`. */
export interface MemberRequest {
  readonly index: number;
  readonly seed: number;
}

/** Worker -> main thread: member `index` as JSON, or the error that stopped it. */
export type MemberReply =
  | {
      readonly index: number;
      readonly member: { readonly projection: ProjectionJSON; readonly model: ModelEnvelope };
      readonly lastRound: IterationEvent | undefined;
    }
  | { readonly index: number; readonly error: { readonly code: string; readonly message: string } };
