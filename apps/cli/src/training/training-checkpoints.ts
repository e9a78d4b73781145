import type { CheckpointOptions, TrainingCheckpoint } from "@textboost/core";
import { checkCheckpoint, TextboostError } from "@textboost/core";
import { readJsonFile } from "../files/read-json-file.js";
import { writeFileAtomic } from "../files/write-file-atomic.js";
import type { CliIO } from "../io.js";

/** `train`'s checkpoint options as the user gave them. */
export interface CheckpointArgs {
  /** Save the training state to this file (replaced at each save). */
  readonly checkpoint?: string;
  /** Rounds between saves. */
  readonly checkpointEvery: number;
  /** Continue from this checkpoint file. */
  readonly resume?: string;
}

/** What `train` passes to `fit`, and how it reports an interruption. */
export interface TrainingCheckpoints {
  readonly fitOptions: { checkpoint?: CheckpointOptions; resume?: TrainingCheckpoint; signal: AbortSignal };
  /** Rounds already done by the checkpoint resumed from (0 without one). */
  readonly resumedFrom: number;
  /** The error to throw when `fit` was interrupted: where the last checkpoint is and how to go on. */
  interrupted(cause: unknown): TextboostError;
  /** Stops listening for Ctrl-C. */
  close(): void;
}

/**
 * Reads a checkpoint file and checks it is an untouched checkpoint (format, version, digest), with
 * errors naming the file; the booster checks that it fits the run.
 */
function readCheckpointFile(path: string): TrainingCheckpoint {
  return checkCheckpoint(readJsonFile(path, "the checkpoint", "E_MODEL_FORMAT"), { file: path });
}

/**
 * Sets up `--checkpoint`, `--checkpoint-every` and `--resume` for one training, and Ctrl-C: the first
 * interrupt stops training after the current round, saves a last checkpoint (when `--checkpoint` is
 * given) and ends with an error saying how to resume; an earlier checkpoint is never lost.
 *
 * @param resumable - whether the algorithm can checkpoint at all (`Booster.resumable`)
 * (`train` checks the checkpoint's path with its other outputs before any work: `trainPathPlan`.)
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` when the algorithm cannot
 */
export function trainingCheckpoints(
  args: CheckpointArgs,
  algorithm: string,
  resumable: boolean,
  io: CliIO,
): TrainingCheckpoints {
  if ((args.checkpoint !== undefined || args.resume !== undefined) && !resumable) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${algorithm} cannot save or resume checkpoints; --checkpoint and --resume apply to adaboost-mh and mp-boost`,
    );
  }
  const resume = args.resume === undefined ? undefined : readCheckpointFile(args.resume);
  let lastSaved = resume?.iteration ?? 0;
  const controller = new AbortController();
  const stopListening = io.onInterrupt?.(() => {
    io.err("\ntextboost: interrupted; stopping after this round (Ctrl-C again to quit at once)\n");
    stopListening?.();
    controller.abort();
  });
  const file = args.checkpoint;
  return {
    fitOptions: {
      signal: controller.signal,
      ...(resume ? { resume } : {}),
      ...(file === undefined
        ? {}
        : {
            checkpoint: {
              every: args.checkpointEvery,
              save: (cp) => {
                writeFileAtomic(file, `${JSON.stringify(cp)}\n`, "the checkpoint");
                lastSaved = cp.iteration;
              },
            },
          }),
    },
    resumedFrom: resume?.iteration ?? 0,
    interrupted(cause) {
      const how =
        file !== undefined && lastSaved > 0
          ? `the checkpoint in ${file} holds ${lastSaved} rounds: continue with the same command and --resume ${file}`
          : "no checkpoint was saved (give --checkpoint FILE to keep the work of an interrupted run)";
      return new TextboostError("E_ABORTED", `training interrupted; ${how}`, {}, { cause });
    },
    close: () => stopListening?.(),
  };
}
