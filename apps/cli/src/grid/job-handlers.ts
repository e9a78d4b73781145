import {
  field,
  type JobHandler,
  MEMBER_JOB,
  memberJobHandler,
  SUBTREE_JOB,
  subtreeJobHandler,
} from "@textboost/distributed";
import { mlrfBase } from "../algorithms/mlrf-base.js";
import type { CliIO } from "../io.js";
import { MLRF_BASES } from "../options/mlrf-options.js";
import { EXPERIMENT_JOB, experimentJobHandler } from "./experiment-job.js";

/**
 * What `textboost worker` runs: a grid's experiment jobs, rotation-forest members (their base booster
 * named as `train --base` names it) and TreeBoost.MH subtrees (on AdaBoost.MH or MP-Boost), each
 * with the schema of its spec. These are own properties of a fresh object: no other name is a kind.
 */
export function cliJobHandlers(io: CliIO): Record<string, JobHandler> {
  return {
    [EXPERIMENT_JOB]: experimentJobHandler(io),
    [MEMBER_JOB]: memberJobHandler((base) => mlrfBase(String(base)), field.oneOf(MLRF_BASES)),
    [SUBTREE_JOB]: subtreeJobHandler(),
  };
}
