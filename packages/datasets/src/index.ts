export type { ArffAttribute, ArffHeader } from "./arff.js";
export type { ParseBoostexterOptions } from "./boostexter.js";
export {
  parseBoostexter,
  parseBoostexterCorpus,
  readBoostexter,
  readBoostexterCorpus,
} from "./boostexter.js";
export type { BoostexterColumn, BoostexterColumnType, BoostexterNames } from "./boostexter-names.js";
export { parseBoostexterNames } from "./boostexter-names.js";
export type { BoostexterFiles, FormatBoostexterOptions } from "./boostexter-writer.js";
export { formatBoostexter, writeBoostexter } from "./boostexter-writer.js";
export type { LineInput } from "./internal/lines.js";
export { readFileLines } from "./internal/lines.js";
export type { LabelTree } from "./label-tree.js";
export { labelTreeIndex, parseLabelTree, readLabelTree } from "./label-tree.js";
export type { LabelTreeFromParentsOptions, ParentMap } from "./label-tree-from-parents.js";
export { labelTreeFromParents } from "./label-tree-from-parents.js";
export type { PathLabelOptions } from "./label-tree-from-paths.js";
export { labelTreeFromPaths, pathLabelKey } from "./label-tree-from-paths.js";
export { formatLabelTree, writeLabelTree } from "./label-tree-writer.js";
export type { DatasetFormat, DatasetPart, LoadDatasetOptions, LoadedDataset } from "./load-dataset.js";
export { DATASET_FORMATS, loadDataset } from "./load-dataset.js";
export { mekaLabelCount, mekaSplit, mekaTrainSize, parseMeka, readMeka } from "./meka.js";
export type { FormatMekaOptions } from "./meka-writer.js";
export { formatMekaArff, writeMeka } from "./meka-writer.js";
export type { ParseMpBoostOptions } from "./mpboost.js";
export { parseMpBoost, readMpBoost } from "./mpboost.js";
export type { FormatMpBoostOptions } from "./mpboost-writer.js";
export { formatMpBoost, writeMpBoost } from "./mpboost-writer.js";
export type { ParseMulanOptions } from "./mulan.js";
export { parseMulan, readMulan } from "./mulan.js";
export { formatMulanArff, formatMulanXml, writeMulan } from "./mulan-writer.js";
export type { MulanLabel } from "./mulan-xml.js";
export { parseMulanXml } from "./mulan-xml.js";
export type { ReutersDocument } from "./reuters-sgml.js";
export { parseReutersSgml } from "./reuters-sgml.js";
export type { ModApteSplit, ReutersCategories } from "./reuters21578.js";
export { modApteSplit, readReuters21578, reutersFiles } from "./reuters21578.js";
export { selectDocuments } from "./select-documents.js";
export type { StratifiedFoldsOptions } from "./stratified-folds.js";
export { stratifiedFolds } from "./stratified-folds.js";
export type { StratifiedSplit, StratifiedSplitOptions } from "./stratified-split.js";
export { stratifiedSplit } from "./stratified-split.js";
export type { ParseSvmlightOptions } from "./svmlight.js";
export { parseSvmlight, readSvmlight } from "./svmlight.js";
export type { FormatSvmlightOptions } from "./svmlight-writer.js";
export { formatSvmlight, writeSvmlight } from "./svmlight-writer.js";
export type { SyntheticCorpus, SyntheticCorpusOptions, SyntheticLabelNode } from "./synthetic/index.js";
export { generateSyntheticCorpus } from "./synthetic/index.js";
export type { TextCorpus, TextDocument } from "./text-corpus.js";
