import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { ModelEnvelope } from "@textboost/core";
import { TextboostError } from "@textboost/core";

/**
 * Writes a model file. Refuses to replace an existing file unless `force` is set, and writes through
 * a temporary file so an interrupted write never leaves half a model behind.
 */
export function writeModelFile(
  path: string,
  envelope: ModelEnvelope,
  options: { force?: boolean } = {},
): void {
  if (existsSync(path) && !options.force) {
    throw new TextboostError("E_IO", `${path} exists; pass --force to overwrite it`, { file: path });
  }
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, `${JSON.stringify(envelope)}\n`);
    renameSync(tmp, path);
  } catch (e) {
    throw new TextboostError(
      "E_IO",
      `cannot write the model: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
}

/** Reads and parses a model file; the algorithm package validates the envelope. */
export function readModelFile(path: string): unknown {
  const full = resolve(path);
  let text: string;
  try {
    text = readFileSync(full, "utf8");
  } catch (e) {
    throw new TextboostError(
      "E_IO",
      `cannot read the model: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      `not JSON: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
}
