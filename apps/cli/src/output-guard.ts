import { existsSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { TextboostError } from "@textboost/core";

function real(path: string): string {
  const full = resolve(path);
  try {
    return realpathSync(full);
  } catch {
    return full;
  }
}

/** Whether `file` is `input`, lies inside it (a directory), or is one of its files (a stem). */
function belongsToInput(file: string, input: string): boolean {
  const target = real(file);
  const source = real(input);
  if (target === source) return true;
  if (existsSync(source) && statSync(source).isDirectory()) {
    const rel = relative(source, target);
    return rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
  }
  // A stem that is not a file itself (`corpus` for corpus.names, corpus.data, corpus.test) names the
  // files of the same folder made of it and one extension (so `corpus.model.json` is not an input).
  if (existsSync(source) || dirname(target) !== dirname(source)) return false;
  const name = basename(target);
  const prefix = `${basename(source)}.`;
  return name.startsWith(prefix) && !name.slice(prefix.length).includes(".");
}

/**
 * Refuses to write `file` when that would replace the user's data: an existing file that is one of
 * `inputs`, lies inside an input directory, or belongs to an input stem. `--force` allows replacing
 * earlier outputs, never inputs. `{split}` in an input path stands for both `train` and `test`.
 * Without `force`, any existing file is refused.
 *
 * @throws TextboostError `E_IO` naming the file and why
 */
export function guardOutput(file: string, options: { force: boolean; inputs?: readonly string[] }): void {
  if (!existsSync(file)) return;
  const inputs = (options.inputs ?? []).flatMap((p) =>
    p.includes("{split}") ? [p.replaceAll("{split}", "train"), p.replaceAll("{split}", "test")] : [p],
  );
  const input = inputs.find((p) => belongsToInput(file, p));
  if (input !== undefined) {
    throw new TextboostError(
      "E_IO",
      `${file} is part of the input ${input}; textboost never overwrites its inputs, even with --force: choose another output path`,
      { file },
    );
  }
  if (!options.force) {
    throw new TextboostError("E_IO", `${file} exists; pass --force to overwrite it`, { file });
  }
}
