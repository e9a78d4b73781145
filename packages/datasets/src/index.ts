// The main entry, `@textboost/datasets` (Node): everything of the browser-safe
// `@textboost/datasets/parsers` entry (re-exported whole, so the two lists cannot drift apart), and the
// file readers and writers, `loadDataset` and the Reuters-21578 directory reader.

export { readBoostexter, readBoostexterCorpus, writeBoostexter } from "./node/boostexter-file.js";
export type { LineLimits } from "./node/file-lines.js";
export { readFileLines, readTextFile, splitLines } from "./node/file-lines.js";
export { readLabelTree, writeLabelTree } from "./node/label-tree-file.js";
export type { DatasetFormat, DatasetPart, LoadDatasetOptions, LoadedDataset } from "./node/load-dataset.js";
export { DATASET_FORMATS, loadDataset } from "./node/load-dataset.js";
export { readMeka, writeMeka } from "./node/meka-file.js";
export { readMpBoost, writeMpBoost } from "./node/mpboost-file.js";
export { readMulan, writeMulan } from "./node/mulan-file.js";
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
