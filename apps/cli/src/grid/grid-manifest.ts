import { readdirSync } from "node:fs";
import { join } from "node:path";
import { TextboostError } from "@textboost/core";
import { canonicalJSON, type Job, jobName, parseJob, sha256, writeOnce } from "@textboost/distributed";
import { readJsonFile } from "../files/read-json-file.js";
import type { ExperimentSpec, GridSpec } from "./experiment-job.js";

/** The `format` tag of a grid manifest. */
export const GRID_FORMAT = "textboost-grid";
/** The grid manifest version this CLI writes and reads. */
export const GRID_VERSION = 1;

/** What `grid` leaves in the results directory so `grid status` and `grid collect` know its jobs. */
export interface GridManifest {
  readonly format: typeof GRID_FORMAT;
  readonly version: typeof GRID_VERSION;
  readonly grid: GridSpec;
  readonly jobs: readonly Job<ExperimentSpec>[];
}

/**
 * Writes a grid's manifest to `dir` as `grid-<hash>.json` (once: the same grid again finds it there).
 *
 * @returns the manifest's path
 */
export function writeGridManifest(dir: string, grid: GridSpec, jobs: readonly Job<ExperimentSpec>[]): string {
  const manifest: GridManifest = { format: GRID_FORMAT, version: GRID_VERSION, grid, jobs };
  const text = `${canonicalJSON(manifest)}\n`;
  return writeOnce(join(dir, `grid-${sha256(text).slice(0, 16)}.json`), text);
}

/**
 * The jobs of every grid enqueued with results in `dir` (each job once, in the order of the grids'
 * files and then of their jobs).
 *
 * @throws TextboostError `E_IO` when `dir` holds no grid; `E_INPUT_FORMAT` / `E_MODEL_VERSION` for a damaged or newer manifest
 */
export function readGridJobs(dir: string): Job<ExperimentSpec>[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => /^grid-[0-9a-f]{16}\.json$/.test(f))
      .sort();
  } catch (e) {
    throw new TextboostError(
      "E_IO",
      `cannot read the results directory: ${(e as Error).message}`,
      { file: dir },
      { cause: e },
    );
  }
  if (files.length === 0) {
    throw new TextboostError(
      "E_IO",
      `holds no grid (no grid-*.json): give the --results directory the grid was enqueued with`,
      { file: dir },
    );
  }
  const seen = new Set<string>();
  const jobs: Job<ExperimentSpec>[] = [];
  for (const f of files) {
    const file = join(dir, f);
    const m = readJsonFile(file, "the grid manifest") as Partial<GridManifest> | null;
    if (m?.format !== GRID_FORMAT || !Array.isArray(m.jobs)) {
      throw new TextboostError("E_INPUT_FORMAT", "not a textboost grid manifest", { file });
    }
    if (m.version !== GRID_VERSION) {
      throw new TextboostError(
        "E_MODEL_VERSION",
        `a version ${String(m.version)} grid; this textboost reads version ${GRID_VERSION}`,
        { file },
      );
    }
    for (const raw of m.jobs) {
      const job = parseJob(raw, file) as Job<ExperimentSpec>;
      const name = jobName(job);
      if (!seen.has(name)) {
        seen.add(name);
        jobs.push(job);
      }
    }
  }
  return jobs;
}
