// The main entry, `@textboost/datasets` (Node): everything of the browser-safe
// `@textboost/datasets/parsers` entry (re-exported whole, so the two lists cannot drift apart), and the
// file readers and writers, `loadDataset` and the Reuters-21578 directory reader.

export { readBoostexter, readBoostexterCorpus, writeBoostexter } from "./node/boostexter-file.js";
export { DATA_CACHE_ENV, dataCacheDir } from "./node/download/cache-dir.js";
export { DATASET_CATALOGUE } from "./node/download/catalogue.js";
export type { CatalogueArchive, CatalogueEntry, CatalogueFile } from "./node/download/catalogue-types.js";
export type { DownloadOptions } from "./node/download/download-file.js";
export { downloadFile } from "./node/download/download-file.js";
export type { GetDatasetOptions, GotDataset, GotFile, ListedDataset } from "./node/download/get-dataset.js";
export {
  catalogueEntry,
  getDataset,
  listDatasets,
  MAX_DOWNLOAD_BYTES,
  MAX_UNPACKED_BYTES,
} from "./node/download/get-dataset.js";
export type { TarMember } from "./node/download/tar-archive.js";
export { safeMemberPath, tarMembers } from "./node/download/tar-archive.js";
export type { LineLimits } from "./node/file-lines.js";
export { readFileLines, readTextFile, splitLines } from "./node/file-lines.js";
export type { ByteSink } from "./node/hash-file-bytes.js";
export { hashFileBytes } from "./node/hash-file-bytes.js";
export { readLabelTree, writeLabelTree } from "./node/label-tree-file.js";
export type {
  DatasetFormat,
  DatasetPart,
  DatasetSplit,
  LoadDatasetOptions,
  LoadedDataset,
} from "./node/load-dataset.js";
export { DATASET_FORMATS, DATASET_SPLITS, loadDataset } from "./node/load-dataset.js";
export { readMeka, writeMeka } from "./node/meka-file.js";
export { readMpBoost, writeMpBoost } from "./node/mpboost-file.js";
export { readMulan, writeMulan } from "./node/mulan-file.js";
export type { ReadProgress, ReadProgressOptions } from "./node/read-progress.js";
export { readProgressLimits } from "./node/read-progress.js";
export {
  confinedPath,
  currentReadRoots,
  FILE_LIMITS,
  isInside,
  openRegularFile,
  readablePath,
  readRegularFile,
  readStreamText,
  statIfReadable,
  withReadRoots,
} from "./node/regular-file.js";
export { readReuters21578, reutersFiles } from "./node/reuters21578-files.js";
export { readSvmlight, writeSvmlight } from "./node/svmlight-file.js";
export * from "./parsers.js";
