import type { DatasetFormat } from "../load-dataset.js";

/** One file of a data set as it lies in the cache, with what it must hold. */
export interface CatalogueFile {
  /** The file's name inside the data set's folder (no directories). */
  readonly name: string;
  /** Where to download it from (files downloaded one by one; absent for an archive's members). */
  readonly url?: string;
  /**
   * Its SHA-256 (64 lower-case hex digits): checked after every download, a mismatch is an error.
   * Absent only where no digest could be verified; the file's digest is then printed, never hidden.
   */
  readonly sha256?: string;
  /** Its size in bytes, when known (also the download's size cap). */
  readonly bytes?: number;
}

/** A `.tar.gz` archive that holds a data set's files (unpacked with Node's zlib and a small tar reader). */
export interface CatalogueArchive {
  readonly url: string;
  /** The archive's own SHA-256, where it could be verified; else only its members' are checked. */
  readonly sha256?: string;
  /** The most bytes the archive may have (the download's size cap). */
  readonly maxBytes: number;
  /** The members to keep, by name (found at the archive's top or in one folder); others are skipped. */
  readonly members: readonly CatalogueFile[];
}

/** A public benchmark set that `textboost data get` knows by name. */
export interface CatalogueEntry {
  /** The name to type (`medical`, `reuters21578`). */
  readonly name: string;
  readonly title: string;
  /** The `--format` that reads it. */
  readonly format: DatasetFormat;
  /** What to pass as `--data`, relative to the set's folder in the cache (`""`: the folder itself). */
  readonly data: string;
  /** Documents, labels, features and parts, in a line. */
  readonly summary: string;
  /** Who publishes it and where the files come from. */
  readonly source: string;
  /** Its terms of use, as the publishers state them (or that they state none). */
  readonly licence: string;
  /** What to cite when you use it. */
  readonly citation: string;
  /** The files to download one by one, or the archive to unpack; absent when there is no stable public address. */
  readonly download?: { readonly files: readonly CatalogueFile[] } | { readonly archive: CatalogueArchive };
  /** Anything a user must know: for a set without `download`, where to get it. */
  readonly note?: string;
}
