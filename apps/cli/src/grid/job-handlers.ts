import {
  type JobHandler,
  MEMBER_JOB,
  memberJobHandler,
  SUBTREE_JOB,
  subtreeJobHandler,
} from "@textboost/distributed";
import type { CliIO } from "../io.js";
import { mlrfBase } from "../mlrf-base.js";
import { EXPERIMENT_JOB, experimentJobHandler } from "./experiment-job.js";

/**
 * What `textboost worker` runs: a grid's experiment jobs, rotation-forest members (their base booster
 * named as `train --base` names it) and TreeBoost.MH subtrees.
 */
export function cliJobHandlers(io: CliIO): Record<string, JobHandler> {
  return {
    [EXPERIMENT_JOB]: experimentJobHandler(io),
    [MEMBER_JOB]: memberJobHandler((base) => mlrfBase(String(base))),
    [SUBTREE_JOB]: subtreeJobHandler(),
  };
}
