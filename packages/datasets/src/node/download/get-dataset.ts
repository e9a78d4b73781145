import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { TextboostError } from "@textboost/core";
import { dataCacheDir } from "./cache-dir.js";
import { DATASET_CATALOGUE } from "./catalogue.js";
import type { CatalogueArchive, CatalogueEntry, CatalogueFile } from "./catalogue-types.js";
import { type DownloadOptions, downloadFile } from "./download-file.js";
import { bytesSha256, fileSha256 } from "./file-digest.js";
import { safeMemberPath, tarMembers } from "./tar-archive.js";

/** Files above this size are refused when the catalogue gives no size of its own. */
export const MAX_DOWNLOAD_BYTES = 512 * 1024 * 1024;
/** The most bytes an archive may unpack to. */
export const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

/** Options of {@link getDataset} and {@link listDatasets}. */
export interface GetDatasetOptions {
  /** The cache folder (default: see `dataCacheDir`). */
  readonly cache?: string;
  /** The sets to choose from (default {@link DATASET_CATALOGUE}; tests pass their own). */
  readonly catalogue?: readonly CatalogueEntry[];
  /** Where progress and notes go, a line at a time (default: nowhere). */
  readonly log?: (line: string) => void;
  /** Redirect, retry and timeout limits of the downloads. */
  readonly download?: Omit<DownloadOptions, "maxBytes">;
}

/** One file of a set in the cache, as {@link getDataset} left it. */
export interface GotFile {
  readonly name: string;
  readonly path: string;
  readonly sha256: string;
  /** Whether the digest was checked against the catalogue (false where none is recorded). */
  readonly checked: boolean;
  /** Whether it was downloaded (or unpacked) by this call, rather than found in the cache. */
  readonly downloaded: boolean;
}

/** What {@link getDataset} returns: the set, its folder and files, and what to pass as `--data`. */
export interface GotDataset {
  readonly entry: CatalogueEntry;
  readonly dir: string;
  /** The path to read it from (`--data`), with `entry.format`. */
  readonly data: string;
  readonly files: readonly GotFile[];
}

/**
 * A catalogue entry by name.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` naming the known sets for an unknown name
 */
export function catalogueEntry(name: string, catalogue = DATASET_CATALOGUE): CatalogueEntry {
  const entry = catalogue.find((e) => e.name === name);
  if (entry === undefined) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `unknown data set "${name}"; known: ${catalogue.map((e) => e.name).join(", ")} (textboost data list)`,
    );
  }
  return entry;
}

/** The files a set has in the cache once it is got. */
export function entryFiles(entry: CatalogueEntry): readonly CatalogueFile[] {
  const d = entry.download;
  if (d === undefined) return [];
  return "files" in d ? d.files : d.archive.members;
}

/**
 * The digest of a file already in the cache when it holds what the catalogue says, `undefined` when
 * there is none. A file there that differs is never replaced (it may be the user's own): an
 * `E_CHECKSUM` error names it and both digests.
 */
function cachedDigest(path: string, file: CatalogueFile): string | undefined {
  if (!existsSync(path)) return undefined;
  const digest = statSync(path).isFile() ? fileSha256(path) : "(not a file)";
  const sizeDiffers = file.bytes !== undefined && statSync(path).size !== file.bytes;
  if (file.sha256 === undefined ? !sizeDiffers : digest === file.sha256) return digest;
  throw new TextboostError(
    "E_CHECKSUM",
    `already here but not the published file (SHA-256 ${digest}, expected ${file.sha256 ?? `${file.bytes} bytes`}); textboost never replaces it: move it away, or choose another --cache folder`,
    { file: path },
  );
}

/** Moves a file that failed its digest aside (`<name>.bad`) and returns the error naming both digests. */
function badDigest(path: string, part: string, expected: string, actual: string): TextboostError {
  const aside = `${path}.bad`;
  renameSync(part, aside);
  return new TextboostError(
    "E_CHECKSUM",
    `SHA-256 ${actual}, expected ${expected}: the download is not the published file; it is kept aside as ${aside} and not used`,
    { file: path },
  );
}

/** Downloads one file of a set into the cache, checking its digest. */
async function getFile(dir: string, file: CatalogueFile, options: GetDatasetOptions): Promise<GotFile> {
  const path = join(dir, file.name);
  const found = cachedDigest(path, file);
  if (found !== undefined) {
    return { name: file.name, path, sha256: found, checked: file.sha256 !== undefined, downloaded: false };
  }
  const part = `${path}.part`;
  const { resumed } = await downloadFile(file.url!, part, {
    ...options.download,
    maxBytes: file.bytes ?? MAX_DOWNLOAD_BYTES,
  });
  if (resumed) options.log?.(`${file.name}: resumed from ${part}`);
  const digest = fileSha256(part);
  if (file.sha256 !== undefined && digest !== file.sha256) throw badDigest(path, part, file.sha256, digest);
  renameSync(part, path);
  options.log?.(
    `${file.name}: ${file.sha256 === undefined ? "no recorded digest; SHA-256" : "SHA-256 checked"} ${digest}`,
  );
  return { name: file.name, path, sha256: digest, checked: file.sha256 !== undefined, downloaded: true };
}

/** The members of an archive a set needs, found at its top or in one folder, after every path is checked. */
function wantedMembers(bytes: Uint8Array, archive: CatalogueArchive, name: string): Map<string, Uint8Array> {
  const wanted = new Set(archive.members.map((m) => m.name));
  const found = new Map<string, Uint8Array>();
  for (const member of tarMembers(bytes, name)) {
    const parts = safeMemberPath(member.path, name);
    const base = parts[parts.length - 1];
    if (member.type !== "file" || parts.length > 2 || base === undefined || !wanted.has(base)) continue;
    if (found.has(base)) {
      throw new TextboostError("E_INPUT_FORMAT", `the archive holds ${base} twice`, { file: name });
    }
    found.set(base, member.data);
  }
  const missing = [...wanted].filter((m) => !found.has(m));
  if (missing.length > 0) {
    throw new TextboostError("E_INPUT_FORMAT", `the archive lacks ${missing.join(", ")}`, { file: name });
  }
  return found;
}

/** Writes bytes to `path` through a temporary file and a rename. */
function writeAtomically(path: string, bytes: Uint8Array): void {
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, path);
}

/** Downloads and unpacks a set's archive into the cache, checking every member's digest before writing any. */
async function getArchive(
  dir: string,
  archive: CatalogueArchive,
  options: GetDatasetOptions,
): Promise<GotFile[]> {
  const cached = archive.members.map((m) => ({ m, digest: cachedDigest(join(dir, m.name), m) }));
  if (cached.every((c) => c.digest !== undefined)) {
    return cached.map(({ m, digest }) => ({
      name: m.name,
      path: join(dir, m.name),
      sha256: digest!,
      checked: m.sha256 !== undefined,
      downloaded: false,
    }));
  }
  const name = decodeURIComponent(new URL(archive.url).pathname.split("/").pop() || "archive.tar.gz");
  const path = join(dir, name);
  const part = `${path}.part`;
  const { resumed } = await downloadFile(archive.url, part, {
    ...options.download,
    maxBytes: archive.maxBytes,
  });
  if (resumed) options.log?.(`${name}: resumed from ${part}`);
  const digest = fileSha256(part);
  if (archive.sha256 !== undefined && digest !== archive.sha256)
    throw badDigest(path, part, archive.sha256, digest);
  options.log?.(
    `${name}: SHA-256 ${digest}${archive.sha256 === undefined ? " (no recorded digest; its files are checked)" : " checked"}`,
  );
  let tar: Uint8Array;
  try {
    tar = gunzipSync(readFileSync(part), { maxOutputLength: MAX_UNPACKED_BYTES });
  } catch (e) {
    throw new TextboostError(
      "E_INPUT_FORMAT",
      `not a gzip archive, or larger than ${MAX_UNPACKED_BYTES} bytes unpacked: ${(e as Error).message}`,
      { file: part },
      { cause: e },
    );
  }
  const members = wantedMembers(tar, archive, name);
  const got = archive.members.map((m) => ({
    m,
    bytes: members.get(m.name)!,
    sha256: bytesSha256(members.get(m.name)!),
  }));
  const bad = got.find((g) => g.m.sha256 !== undefined && g.sha256 !== g.m.sha256);
  if (bad !== undefined) {
    const target = join(dir, bad.m.name);
    writeFileSync(`${target}.part`, bad.bytes);
    throw badDigest(target, `${target}.part`, bad.m.sha256!, bad.sha256);
  }
  for (const g of got) {
    writeAtomically(join(dir, g.m.name), g.bytes);
    if (g.m.sha256 === undefined) options.log?.(`${g.m.name}: no recorded digest; SHA-256 ${g.sha256}`);
  }
  unlinkSync(part);
  return got.map((g) => ({
    name: g.m.name,
    path: join(dir, g.m.name),
    sha256: g.sha256,
    checked: g.m.sha256 !== undefined,
    downloaded: true,
  }));
}

/**
 * Gets a public benchmark set by name into the cache folder (one sub-folder per set) from its
 * publisher's address, and returns where it is: files already there and holding their recorded
 * SHA-256 are kept (one there that differs is an `E_CHECKSUM` error, never replaced); the others are downloaded into `<file>.part` (resumed with an HTTP Range request
 * when a part is there), checked, and renamed into place. A file whose digest differs is kept aside
 * as `<file>.bad` and is an error naming it and both digests, never used. An archive (`.tar.gz`) is
 * unpacked with Node's zlib and a small tar reader that refuses members outside the folder.
 *
 * @param name - a name of the catalogue (`textboost data list`)
 * @param options - see {@link GetDatasetOptions}
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown name or a set without a public address
 *   (the message says where to get it); `E_NETWORK` offline or for an error status; `E_CHECKSUM` for a
 *   digest that differs; `E_INPUT_FORMAT` for a damaged archive or one with an unsafe member
 *
 * @example
 * ```ts no-run
 * const medical = await getDataset("medical", { log: console.error });
 * const train = await loadDataset(medical.entry.format, medical.data, { split: "train" });
 * ```
 */
export async function getDataset(name: string, options: GetDatasetOptions = {}): Promise<GotDataset> {
  const entry = catalogueEntry(name, options.catalogue);
  if (entry.download === undefined) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${entry.title} cannot be downloaded by textboost: ${entry.note ?? "it has no stable public address"}`,
    );
  }
  const dir = join(dataCacheDir(options.cache), entry.name);
  mkdirSync(dir, { recursive: true });
  const d = entry.download;
  const files: GotFile[] = [];
  if ("files" in d) {
    for (const file of d.files) files.push(await getFile(dir, file, options));
  } else files.push(...(await getArchive(dir, d.archive, options)));
  return { entry, dir, data: entry.data === "" ? dir : join(dir, entry.data), files };
}

/** One line of {@link listDatasets}. */
export interface ListedDataset {
  readonly entry: CatalogueEntry;
  /** Whether `getDataset` can download it. */
  readonly downloadable: boolean;
  /** Whether every file is in the cache with its recorded size (digests are checked by `getDataset`). */
  readonly cached: boolean;
  readonly dir: string;
  readonly data: string;
}

/**
 * Every set of the catalogue, whether it can be downloaded, and whether it is in the cache.
 *
 * @example
 * ```ts no-run
 * for (const s of listDatasets()) console.log(s.entry.name, s.cached ? s.data : "not cached");
 * ```
 */
export function listDatasets(options: Pick<GetDatasetOptions, "cache" | "catalogue"> = {}): ListedDataset[] {
  const root = dataCacheDir(options.cache);
  return (options.catalogue ?? DATASET_CATALOGUE).map((entry) => {
    const dir = join(root, entry.name);
    const files = entryFiles(entry);
    const cached =
      files.length > 0 &&
      files.every((f) => {
        const p = join(dir, f.name);
        return existsSync(p) && (f.bytes === undefined || statSync(p).size === f.bytes);
      });
    return {
      entry,
      downloadable: entry.download !== undefined,
      cached,
      dir,
      data: entry.data === "" ? dir : join(dir, entry.data),
    };
  });
}
