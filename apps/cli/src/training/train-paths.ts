import { CHECKPOINT_OUTPUT, HIERARCHY_OUTPUT, MODEL_OUTPUT } from "../files/output-kinds.js";
import type { InputPath, OutputPath } from "../files/output-paths.js";
import { coverInputFiles } from "../options/covers-option.js";
import type { TreeBoostSettings } from "../options/treeboost-options.js";

/** The options of `train` that name files. */
export interface TrainPathArgs {
  readonly data: string;
  readonly out?: string;
  readonly force: boolean;
  readonly settings: {
    readonly cover?: string;
    readonly treeboost?: TreeBoostSettings;
    /** `--queue`'s jobs: their results directory. */
    readonly queue?: { readonly resultsDir: string };
  };
  readonly checkpoints?: { readonly checkpoint?: string; readonly resume?: string };
}

/**
 * Every file `train` reads and writes, for `checkOutputPaths` before any work: the model (`--out`),
 * the checkpoint (`--checkpoint`) and the hierarchy TSV (`--write-hierarchy`) against the data,
 * `--hierarchy`, `--resume`, a cover's groups file and `--queue`'s `--results` directory (the
 * workers' results), and against each other. The checkpoint may
 * replace the one `--resume` names (its successor) without `--force`.
 *
 * @param args - train's arguments
 * @returns the plan for `checkOutputPaths`
 * @example
 * ```ts
 * trainPathPlan({ data: "medical", out: "m.json", force: false, settings: {} }).outputs.length; // 1
 * ```
 */
export function trainPathPlan(args: TrainPathArgs): {
  inputs: InputPath[];
  outputs: OutputPath[];
  force: boolean;
} {
  const { checkpoint, resume } = args.checkpoints ?? {};
  const hierarchy = args.settings.treeboost?.hierarchy;
  const written = args.settings.treeboost?.writeHierarchy;
  const inputs: InputPath[] = [
    { option: "--data", path: args.data },
    ...(hierarchy?.kind === "file" ? [{ option: "--hierarchy", path: hierarchy.path }] : []),
    ...(resume === undefined ? [] : [{ option: "--resume", path: resume }]),
    ...(args.settings.cover === undefined ? [] : coverInputFiles("--cover", args.settings.cover)),
    ...(args.settings.queue === undefined
      ? []
      : [{ option: "--results", path: args.settings.queue.resultsDir }]),
  ];
  const outputs: OutputPath[] = [
    ...(args.out === undefined ? [] : [{ option: "--out", path: args.out, kind: MODEL_OUTPUT }]),
    ...(written === undefined
      ? []
      : [{ option: "--write-hierarchy", path: written, kind: HIERARCHY_OUTPUT }]),
    ...(checkpoint === undefined
      ? []
      : [{ option: "--checkpoint", path: checkpoint, kind: CHECKPOINT_OUTPUT, successorOf: resume }]),
  ];
  return { inputs, outputs, force: args.force };
}
