import { resolve } from "node:path";
import type { ModelEnvelope } from "@textboost/core";
import { readJsonFile } from "../files/read-json-file.js";
import { writeFileAtomic } from "../files/write-file-atomic.js";

/**
 * Writes a model file through a temporary file, so an interrupted write never leaves half a model
 * behind. The command checks the path first, before any work (`checkOutputPaths`).
 */
export function writeModelFile(path: string, envelope: ModelEnvelope): void {
  writeFileAtomic(path, `${JSON.stringify(envelope)}\n`, "the model");
}

/** Reads and parses a model file; the algorithm package validates the envelope. */
export function readModelFile(path: string): unknown {
  return readJsonFile(resolve(path), "the --model file", "E_MODEL_FORMAT");
}
