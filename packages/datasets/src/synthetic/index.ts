export type { SyntheticCorpus } from "./generate-synthetic-corpus.js";
export { generateSyntheticCorpus } from "./generate-synthetic-corpus.js";
export type { SyntheticLabelNode } from "./label-tree.js";
export type { SyntheticCorpusOptions } from "./synthetic-options.js";
