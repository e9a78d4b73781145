export type { TextCorpus, TextDocument } from "./text-corpus.js";
