// The browser-safe entry, `@textboost/datasets/parsers`: every parser, formatter, label-tree builder,
// split and the synthetic corpus, with nothing that imports a Node built-in (the file readers and
// writers are in ./node/ and only in the main entry). A test walks this module graph to keep it so.
export type { ArffAttribute, ArffHeader } from "./arff.js";
export type { ParseBoostexterOptions } from "./boostexter.js";
export { parseBoostexter, parseBoostexterCorpus } from "./boostexter.js";
export type { BoostexterColumn, BoostexterColumnType, BoostexterNames } from "./boostexter-names.js";
export { parseBoostexterNames } from "./boostexter-names.js";
export type { BoostexterFiles, FormatBoostexterOptions } from "./boostexter-writer.js";
export { formatBoostexter } from "./boostexter-writer.js";
export { concatCorpora, concatDatasets } from "./concat-parts.js";
export type { LineInput } from "./internal/lines.js";
export type { LabelTree } from "./label-tree.js";
export { labelTreeIndex, parseLabelTree } from "./label-tree.js";
export type { LabelTreeFromParentsOptions, ParentMap } from "./label-tree-from-parents.js";
export { labelTreeFromParents } from "./label-tree-from-parents.js";
export type { PathLabelOptions } from "./label-tree-from-paths.js";
export { labelTreeFromPaths, pathLabelKey } from "./label-tree-from-paths.js";
export { formatLabelTree } from "./label-tree-writer.js";
export { mekaLabelCount, mekaSplit, mekaTrainSize, parseMeka } from "./meka.js";
export type { FormatMekaOptions } from "./meka-writer.js";
export { formatMekaArff } from "./meka-writer.js";
export type { ParseMpBoostOptions } from "./mpboost.js";
export { parseMpBoost } from "./mpboost.js";
export type { FormatMpBoostOptions } from "./mpboost-writer.js";
export { formatMpBoost } from "./mpboost-writer.js";
export type { ParseMulanOptions } from "./mulan.js";
export { parseMulan } from "./mulan.js";
export { formatMulanArff, formatMulanXml } from "./mulan-writer.js";
export type { MulanLabel } from "./mulan-xml.js";
export { parseMulanXml } from "./mulan-xml.js";
export type { ReutersDocument } from "./reuters-sgml.js";
export { parseReutersSgml } from "./reuters-sgml.js";
export type { ModApteSplit, ReutersCategories } from "./reuters21578.js";
export { modApteSplit } from "./reuters21578.js";
export { selectDocuments } from "./select-documents.js";
export {
  expandSplitPlaceholder,
  hasSplitPlaceholder,
  SPLIT_PARTS,
  SPLIT_PLACEHOLDER,
} from "./split-pattern.js";
export type { StratifiedFoldsOptions } from "./stratified-folds.js";
export { stratifiedFolds } from "./stratified-folds.js";
export type { StratifiedSplit, StratifiedSplitOptions } from "./stratified-split.js";
export { stratifiedSplit } from "./stratified-split.js";
export type { ParseSvmlightOptions } from "./svmlight.js";
export { parseSvmlight } from "./svmlight.js";
export type { FormatSvmlightOptions } from "./svmlight-writer.js";
export { formatSvmlight } from "./svmlight-writer.js";
export type { SyntheticCorpus, SyntheticCorpusOptions, SyntheticLabelNode } from "./synthetic/index.js";
export { generateSyntheticCorpus } from "./synthetic/index.js";
export type { TextCorpus, TextDocument } from "./text-corpus.js";
