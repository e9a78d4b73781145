import type { CsrMatrix, Dataset, IterationEvent, ModelEnvelope } from "@textboost/core";
import type { GlocalFeatureOptions } from "../local-dataset.js";
import type { WorkerBase } from "./worker-base.js";

/** A node's trained model as it travels back from a worker. */
export interface NodeResult {
  readonly index: number;
  readonly columns: Int32Array;
  readonly model: ModelEnvelope | null;
}

/** What a worker is asked to do. */
export type WorkerRequest =
  | {
      readonly op: "train";
      readonly id: number;
      readonly data: Dataset;
      readonly tree: {
        readonly labels: readonly string[];
        readonly parent: Int32Array;
        readonly descriptions: readonly string[];
      };
      readonly labelNodes: Int32Array;
      readonly base: WorkerBase;
      readonly glocal?: GlocalFeatureOptions;
      readonly iterations: number;
      readonly seed?: number;
      /** The plan nodes this worker trains. */
      readonly nodes: readonly number[];
    }
  | { readonly op: "load"; readonly id: number; readonly model: unknown; readonly base: WorkerBase }
  | { readonly op: "score"; readonly id: number; readonly X: CsrMatrix; readonly rounds: number };

/** What a worker answers. */
export type WorkerReply =
  | { readonly id: number; readonly type: "round"; readonly index: number; readonly event: IterationEvent }
  | { readonly id: number; readonly type: "trained"; readonly nodes: readonly NodeResult[] }
  | { readonly id: number; readonly type: "loaded" }
  | { readonly id: number; readonly type: "scores"; readonly data: Float64Array }
  | { readonly id: number; readonly type: "error"; readonly code?: string; readonly message: string };
