export { averageLinkage } from "./average-linkage.js";
export type { CategoryData, CategorySimilarityOptions } from "./category-similarity.js";
export { categorySimilarity } from "./category-similarity.js";
export { centroidCosine } from "./centroid-cosine.js";
export type { ChooseMinDocumentsOptions, MinDocumentsChoice } from "./choose-min-documents.js";
export { chooseMinDocuments } from "./choose-min-documents.js";
export { cooccurrenceCosine } from "./cooccurrence-cosine.js";
export type { HierarchyData, InduceHierarchyOptions } from "./induce-hierarchy.js";
export { induceHierarchy } from "./induce-hierarchy.js";
