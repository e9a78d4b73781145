import { mkdirSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { Dataset } from "@textboost/core";
import {
  type DatasetPart,
  writeBoostexter,
  writeMeka,
  writeMpBoost,
  writeMulan,
  writeSvmlight,
} from "@textboost/datasets";
import { DATA_OUTPUT } from "./output-kinds.js";
import { checkOutputPaths, type InputPath, type OutputPath } from "./output-paths.js";

/** The formats `data convert` and `data split` write: every readable format but the Reuters SGML. */
export const WRITE_FORMATS = ["mulan", "meka", "svmlight", "boostexter", "mpboost"] as const;
export type WriteFormat = (typeof WRITE_FORMATS)[number];

/** One part of a data set to write. */
export interface PartToWrite {
  readonly part: DatasetPart;
  readonly dataset: Dataset;
}

/**
 * The files of each part in `dir`, laid out so that `loadDataset` (and `--data`) reads them back, and
 * the path to give it. With `name` the base name of `dir`:
 *
 * | format | train / test | whole | read back with |
 * |---|---|---|---|
 * | mulan | `name-train.arff`, `name-test.arff`, `name.xml` | `name.arff`, `name.xml` | `dir` |
 * | meka | `name-train.arff`, `name-test.arff` (labels first, `-C n`) | `name.arff` | `dir` |
 * | svmlight | `train.svm`, `test.svm` | `name.svm` | `dir/{split}.svm`, or the file |
 * | boostexter | `name.names`, `name.data`, `name.test` | `name.names`, `name.data` | `dir/name` |
 * | mpboost | `training`, `test` (Esuli's layout) | `name` | `dir`, or the file |
 */
export function partLayout(
  format: WriteFormat,
  dir: string,
  parts: readonly DatasetPart[],
): { files: string[]; shared: string[]; readBack: string } {
  const name = basename(resolve(dir));
  const whole = parts.length === 1 && parts[0] === "whole";
  const at = (f: string) => join(dir, f);
  switch (format) {
    case "mulan":
    case "meka":
      return {
        files: parts.map((p) => at(p === "whole" ? `${name}.arff` : `${name}-${p}.arff`)),
        shared: format === "mulan" ? [at(`${name}.xml`)] : [],
        readBack: dir,
      };
    case "svmlight":
      return {
        files: parts.map((p) => at(p === "whole" ? `${name}.svm` : `${p}.svm`)),
        shared: [],
        readBack: whole ? at(`${name}.svm`) : at("{split}.svm"),
      };
    case "boostexter":
      return {
        files: parts.map((p) => at(`${name}.${p === "test" ? "test" : "data"}`)),
        shared: [at(`${name}.names`)],
        readBack: at(name),
      };
    case "mpboost":
      return {
        files: parts.map((p) => at(p === "whole" ? name : p === "train" ? "training" : "test")),
        shared: [],
        readBack: whole ? at(name) : dir,
      };
  }
}

/**
 * The files {@link writeParts} writes, as outputs of `--out` for `checkOutputPaths`.
 *
 * @example
 * ```ts
 * partOutputs("svmlight", "out", ["train", "test"]).map((o) => o.path); // ["out/train.svm", "out/test.svm"]
 * ```
 */
export function partOutputs(format: WriteFormat, dir: string, parts: readonly DatasetPart[]): OutputPath[] {
  const layout = partLayout(format, dir, parts);
  return [...layout.files, ...layout.shared].map((path) => ({ option: "--out", path, kind: DATA_OUTPUT }));
}

/**
 * Writes the parts of a data set (all in one feature and label space) in `format` under `dir`, laid
 * out by {@link partLayout}. Every file is checked with `checkOutputPaths` before anything is
 * written: an existing file needs `force` (and must be a data file), and an input is never replaced.
 *
 * @returns the files written and the `--data` path that reads them back
 */
export async function writeParts(
  format: WriteFormat,
  dir: string,
  parts: readonly PartToWrite[],
  options: { force: boolean; inputs: readonly InputPath[] },
): Promise<{ files: string[]; readBack: string }> {
  const layout = partLayout(
    format,
    dir,
    parts.map((p) => p.part),
  );
  checkOutputPaths({
    inputs: options.inputs,
    outputs: partOutputs(
      format,
      dir,
      parts.map((p) => p.part),
    ),
    force: options.force,
  });
  mkdirSync(dir, { recursive: true });
  const name = basename(resolve(dir));
  for (const [k, { part, dataset }] of parts.entries()) {
    const file = layout.files[k]!;
    switch (format) {
      case "mulan":
        await writeMulan(dataset, file, layout.shared[0]!, { relation: name });
        break;
      case "meka":
        await writeMeka(dataset, file, { name: part === "whole" ? name : `${name}-${part}` });
        break;
      case "svmlight":
        await writeSvmlight(dataset, file);
        break;
      case "boostexter":
        await writeBoostexter(dataset, layout.shared[0]!, file);
        break;
      case "mpboost":
        await writeMpBoost(dataset, file);
        break;
    }
  }
  return { files: [...layout.files, ...layout.shared], readBack: layout.readBack };
}
