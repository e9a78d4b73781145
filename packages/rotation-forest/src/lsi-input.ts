/**
 * What each subset's LSI factorises, and what a member projects:
 *
 * - `"raw"`: the values the data hold, restricted to the subset's terms (the paper's reading);
 * - `"tfidf"`: those values times each term's inverse document frequency over the training documents,
 *   idf(t) = ln((1 + n) / (1 + df(t))) + 1 (n documents, df(t) of them with a non-zero value on t);
 *   the idf is folded into the stored transformation (T = diag(idf) · V_k · S_k⁻¹), so a document is
 *   projected from its raw values as before (the default: cross-validation on the training parts of
 *   the reproduction's eight sets chose it, docs/reproduction/mlrf.md);
 * - `"normalised"`: each document's row restricted to the subset scaled to unit Euclidean length,
 *   before the SVD and again when any document is projected (a row with no value on the subset stays
 *   zero).
 */
export type LsiInput = "raw" | "tfidf" | "normalised";

/** The values {@link LsiInput} takes. */
export const FOREST_LSI_INPUTS: readonly LsiInput[] = ["raw", "tfidf", "normalised"];

/**
 * What the LSI sees when the forest's options do not say. (A model file or member job whose settings
 * do not say holds a raw forest.)
 */
export const DEFAULT_LSI_INPUT: LsiInput = "tfidf";
