import type { LabelMatrix } from "@textboost/core";
import { augmentWithAncestors } from "./augment-with-ancestors.js";
import type { HierarchyOptions } from "./hierarchy-columns.js";
import { microAveraged } from "./micro-averaged.js";
import type { PrecisionRecallF1 } from "./precision-recall-f1.js";
import { checkBipartitionInputs } from "./validate.js";

/**
 * Hierarchical precision, recall and F (Kiritchenko, Matwin and Famili 2005): each document's true set
 * Y_i and predicted set Ŷ_i are augmented with all the ancestors of their labels
 * ({@link augmentWithAncestors}), then micro-averaged over documents:
 *
 *   hP = Σ_i |Ŷ_i,aug ∩ Y_i,aug| / Σ_i |Ŷ_i,aug|,  hR = Σ_i |Ŷ_i,aug ∩ Y_i,aug| / Σ_i |Y_i,aug|,
 *   hF = 2 hP hR / (hP + hR).
 *
 * A prediction in the right subtree but at the wrong leaf thus earns partial credit for the shared
 * ancestors. There is no single root label, so a root category counts like any other node.
 * Conventions for empty sets (those of {@link microAveraged}, whose counts these are): when every
 * augmented set, true and predicted, is empty, hP = hR = hF = 1; when only the predicted ones are,
 * hP = 0 (and hR = hF = 0); when only the true ones are, hR = 0 (and hP = hF = 0). hF is computed as
 * 2 TP / (2 TP + FP + FN), which equals the harmonic mean above and is 0 when TP = 0.
 *
 * @param Y - the true label sets (documents x columns, binary CSR)
 * @param predicted - the predicted label sets, same shape
 * @param hierarchy - the tree, and the tree node of each column (default: column j is node j)
 * @returns `{ precision: hP, recall: hR, f1: hF }`
 * @throws TextboostError `E_SHAPE` when the shapes differ, a matrix is malformed or empty, or the index
 *   does not fit; `E_INVALID_ARGUMENT` for a non-binary matrix or a bad index
 *
 * @example
 * ```ts
 * const tree = labelTree({ labels: ["CCAT", "C15", "C151", "C152"], parent: [-1, 0, 1, 1] });
 * // truth C151, predicted its sibling C152: augmented {CCAT, C15, C151} and {CCAT, C15, C152}
 * const Y = { format: "csr", rows: 1, cols: 4, indptr: Int32Array.of(0, 1), indices: Int32Array.of(2) } as const;
 * const P = { format: "csr", rows: 1, cols: 4, indptr: Int32Array.of(0, 1), indices: Int32Array.of(3) } as const;
 * hierarchicalAveraged(Y, P, { tree }); // { precision: 2/3, recall: 2/3, f1: 2/3 }; flat F1 would be 0
 * ```
 */
export function hierarchicalAveraged(
  Y: LabelMatrix,
  predicted: LabelMatrix,
  hierarchy: HierarchyOptions,
): PrecisionRecallF1 {
  checkBipartitionInputs(Y, predicted);
  return microAveraged(augmentWithAncestors(Y, hierarchy), augmentWithAncestors(predicted, hierarchy));
}
