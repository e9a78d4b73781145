import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import * as main from "./index.js";
import * as parsers from "./parsers.js";

const SRC = import.meta.dirname;
const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every source file reachable from `entry` through relative imports, and every bare specifier. */
function moduleGraph(entry: string): { files: string[]; bare: string[] } {
  const files = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const spec = (m[1] ?? m[2])!;
      if (spec.startsWith(".")) visit(join(dirname(file), spec.replace(/\.js$/, ".ts")));
      else bare.add(spec);
    }
  };
  visit(entry);
  return { files: [...files].map((f) => relative(SRC, f)).sort(), bare: [...bare].sort() };
}

describe("@textboost/datasets/parsers", () => {
  it("reaches no Node built-in and no file under src/node/", () => {
    const { files, bare } = moduleGraph(join(SRC, "parsers.ts"));
    expect(files).toContain("svmlight.ts");
    expect(files.filter((f) => f.startsWith("node/"))).toEqual([]);
    expect(bare.filter((s) => !s.startsWith("@textboost/"))).toEqual([]);
  });

  it("the main entry has every export of the parsers entry, and the file readers besides", () => {
    for (const name of Object.keys(parsers)) expect(main).toHaveProperty(name);
    expect(
      Object.keys(main)
        .filter((k) => !(k in parsers))
        .sort(),
    ).toEqual([
      // the readers and writers of files, and the file access they share (regular files only, caps, read
      // roots); getting the benchmark sets by name (catalogue, cache folder, downloads, the tar reader)
      "DATASET_CATALOGUE",
      "DATASET_FORMATS",
      "DATASET_SPLITS",
      "DATA_CACHE_ENV",
      "FILE_LIMITS",
      "MAX_DOWNLOAD_BYTES",
      "MAX_UNPACKED_BYTES",
      "catalogueEntry",
      "confinedPath",
      "currentReadRoots",
      "dataCacheDir",
      "downloadFile",
      "getDataset",
      "hashFileBytes",
      "isInside",
      "listDatasets",
      "loadDataset",
      "openRegularFile",
      "readBoostexter",
      "readBoostexterCorpus",
      "readFileLines",
      "readLabelTree",
      "readMeka",
      "readMpBoost",
      "readMulan",
      "readProgressLimits",
      "readRegularFile",
      "readReuters21578",
      "readStreamText",
      "readSvmlight",
      "readTextFile",
      "readablePath",
      "reutersFiles",
      "safeMemberPath",
      "splitLines",
      "statIfReadable",
      "tarMembers",
      "withReadRoots",
      "writeBoostexter",
      "writeLabelTree",
      "writeMeka",
      "writeMpBoost",
      "writeMulan",
      "writeSvmlight",
    ]);
  });
});
