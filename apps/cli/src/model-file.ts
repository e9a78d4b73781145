import { resolve } from "node:path";
import type { ModelEnvelope } from "@textboost/core";
import { guardOutput } from "./output-guard.js";
import { readJsonFile } from "./read-json-file.js";
import { writeFileAtomic } from "./write-file-atomic.js";

/**
 * Writes a model file. Refuses to replace an existing file unless `force` is set, never replaces one
 * of the `inputs` (see {@link guardOutput}), and writes through a temporary file so an interrupted
 * write never leaves half a model behind.
 */
export function writeModelFile(
  path: string,
  envelope: ModelEnvelope,
  options: { force?: boolean; inputs?: readonly string[] } = {},
): void {
  guardOutput(path, { force: options.force ?? false, ...(options.inputs ? { inputs: options.inputs } : {}) });
  writeFileAtomic(path, `${JSON.stringify(envelope)}\n`, "the model");
}

/** Reads and parses a model file; the algorithm package validates the envelope. */
export function readModelFile(path: string): unknown {
  return readJsonFile(resolve(path), "the model", "E_MODEL_FORMAT");
}
