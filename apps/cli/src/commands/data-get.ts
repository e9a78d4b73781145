import { resolve } from "node:path";
import {
  type CatalogueEntry,
  catalogueEntry,
  DATA_CACHE_ENV,
  DATASET_CATALOGUE,
  dataCacheDir,
  type GotDataset,
  getDataset,
  listDatasets,
} from "@textboost/datasets";
import type { CliIO } from "../io.js";

/** Arguments of `textboost data get`. */
export interface DataGetArgs {
  readonly names: readonly string[];
  /** `--cache`: the folder to keep data sets in (default `$TEXTBOOST_DATA`, else the user's cache folder). */
  readonly cache?: string;
  readonly json: boolean;
}

/** Arguments of `textboost data list`. */
export interface DataListArgs {
  readonly cache?: string;
  readonly json: boolean;
}

/** The `--data` and `--format` options that read a set. */
const readWith = (entry: CatalogueEntry, data: string) => `--format ${entry.format} --data ${data}`;

/** What `data get` prints for one set: where it is, how to read it, its terms and citation. */
function describeGot(got: GotDataset): string {
  const { entry } = got;
  const files = got.files
    .map(
      (f) =>
        `  ${f.name.padEnd(36)} ${f.checked ? "SHA-256 checked" : `SHA-256 ${f.sha256} (no recorded digest)`}${f.downloaded ? "" : ", cached"}\n`,
    )
    .join("");
  return (
    `${entry.name}: ${entry.title}\n${files}` +
    `in ${got.dir}\n` +
    `read it with: ${readWith(entry, got.data)}\n` +
    `licence: ${entry.licence}\n` +
    `cite: ${entry.citation}\n` +
    (entry.note === undefined ? "" : `note: ${entry.note}\n`)
  );
}

/**
 * `textboost data get <name...>`: downloads public benchmark sets by name into the cache folder (see
 * `getDataset`), and prints where each is, the options that read it, its licence and citation.
 * Progress and notes go to standard error.
 */
export async function dataGet(
  args: DataGetArgs,
  io: CliIO,
  catalogue: readonly CatalogueEntry[] = DATASET_CATALOGUE,
): Promise<GotDataset[]> {
  const cache = args.cache === undefined ? undefined : resolve(io.cwd, args.cache);
  const got: GotDataset[] = [];
  for (const name of args.names) catalogueEntry(name, catalogue); // every name known before any download
  for (const name of args.names) {
    const entry = catalogueEntry(name, catalogue);
    if (entry.download !== undefined)
      io.err(`textboost: getting ${name} into ${resolve(dataCacheDir(cache), name)}\n`);
    got.push(
      await getDataset(name, {
        ...(cache === undefined ? {} : { cache }),
        catalogue,
        log: (line) => io.err(`textboost: ${line}\n`),
      }),
    );
  }
  if (args.json) {
    const sets = got.map((g) => ({
      name: g.entry.name,
      format: g.entry.format,
      dir: g.dir,
      data: g.data,
      files: g.files,
      licence: g.entry.licence,
      citation: g.entry.citation,
    }));
    io.out(`${JSON.stringify(sets)}\n`);
  } else io.out(got.map(describeGot).join("\n"));
  return got;
}

/**
 * `textboost data list`: every set `data get` knows, whether it can download it, and whether it is
 * in the cache (with the options that read it); sets without a stable public address say where to
 * get them.
 */
export function dataList(
  args: DataListArgs,
  io: CliIO,
  catalogue: readonly CatalogueEntry[] = DATASET_CATALOGUE,
): void {
  const cache = args.cache === undefined ? undefined : resolve(io.cwd, args.cache);
  const listed = listDatasets({ ...(cache === undefined ? {} : { cache }), catalogue });
  if (args.json) {
    const sets = listed.map((l) => ({
      name: l.entry.name,
      title: l.entry.title,
      format: l.entry.format,
      summary: l.entry.summary,
      downloadable: l.downloadable,
      cached: l.cached,
      data: l.data,
      source: l.entry.source,
      licence: l.entry.licence,
      citation: l.entry.citation,
      ...(l.entry.note === undefined ? {} : { note: l.entry.note }),
    }));
    io.out(`${JSON.stringify({ cache: dataCacheDir(cache), sets })}\n`);
    return;
  }
  const width = Math.max(...listed.map((l) => l.entry.name.length));
  let text = `cache: ${dataCacheDir(cache)} (--cache or $${DATA_CACHE_ENV})\n\n`;
  for (const l of listed) {
    const state = !l.downloadable ? "not downloadable" : l.cached ? "cached" : "not cached";
    text += `${l.entry.name.padEnd(width)}  ${state.padEnd(16)}  ${l.entry.title}\n`;
    text += `${"".padEnd(width)}  ${"".padEnd(16)}  ${l.entry.summary}\n`;
    if (l.cached) text += `${"".padEnd(width + 20)}read it with: ${readWith(l.entry, l.data)}\n`;
    if (!l.downloadable)
      text += `${"".padEnd(width + 20)}where to get it: ${l.entry.note ?? l.entry.source}\n`;
  }
  text +=
    "\ntextboost data get <name> downloads a set, checks its SHA-256 and prints its licence and citation\n";
  io.out(text);
}
