import type { CsrMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { type HypothesisSpace, hypothesisCount, storedValue } from "./hypothesis-space.js";

/**
 * The template set 𝓑 of Figure 2:
 * - `"sequential"`: the unit vectors e_1 … e_H; each round every label updates its one best hypothesis
 *   (the analogue of AdaBoost.MH);
 * - `"parallel"`: one template holding all H hypotheses (the "parallel update" of Collins, Schapire
 *   and Singer; what the paper's experiments used);
 * - an array of blocks: one template per block of hypothesis ids (feature columns, and the bias as id
 *   `features` when it is on).
 */
export type TemplateSpec = "sequential" | "parallel" | readonly (readonly number[])[];

/**
 * How the condition the proof of Theorem 3.1 needs (eq. (6): Σ_k b^k |h_k(x_i)| ≤ 1 for every
 * training document) is enforced for templates of more than one hypothesis:
 * - `"rows"`: each document's hypotheses are divided by max(1, Σ_k |h_k(x)|) (at training and at
 *   scoring time), so b = 1 on every hypothesis of the template is allowed (default of `"parallel"`);
 * - `"template"`: b^k = 1 / max(1, max_i Σ_{k ∈ B} |h_k(x_i)|) over the training documents (default of blocks);
 * - `"l1"`: b^k = 1 / |B|, Figure 2's literal input condition ‖b‖₁ ≤ 1 (tiny steps for big templates);
 * - `"none"`: b = 1, and fitting fails with `E_INVALID_ARGUMENT` when some training document breaks the
 *   condition (default of `"sequential"`, whose templates always meet it).
 */
export type TemplateNormalization = "rows" | "template" | "l1" | "none";

/** The normalisations `adaBoostLC` accepts: `["rows", "template", "l1", "none"]`. */
export const TEMPLATE_NORMALIZATIONS: readonly TemplateNormalization[] = ["rows", "template", "l1", "none"];

/** Templates ready for the rounds: hypothesis ids per template and the coefficient b^k = β shared inside it. */
export interface ResolvedTemplates {
  readonly kind: "sequential" | "parallel" | "blocks";
  /** Hypothesis ids per template (`undefined` for sequential: template k is {k}). */
  readonly blocks: readonly Int32Array[] | undefined;
  /** β per template (length H for sequential). */
  readonly coefficients: Float64Array;
}

/**
 * Default normalisation of each template kind: `"none"` for sequential, `"rows"` for parallel,
 * `"template"` for blocks.
 *
 * @example
 * ```ts
 * defaultNormalization("parallel"); // "rows"
 * ```
 */
export function defaultNormalization(spec: TemplateSpec): TemplateNormalization {
  return spec === "sequential" ? "none" : spec === "parallel" ? "rows" : "template";
}

/**
 * Validates the templates and computes their coefficients β so that eq. (6) holds on the training
 * documents.
 *
 * @param spec - the templates as given to `adaBoostLC`
 * @param normalization - how eq. (6) is met
 * @param space - the hypotheses
 * @param X - the training matrix
 * @param rowFactor - c_i of the training documents ({@link rowFactors})
 * @returns the templates with their coefficients β
 * @throws TextboostError `E_INVALID_ARGUMENT` for an empty block, an id outside [0, H), a repeated id in
 *   a block, or (normalisation `"none"`) a template that breaks Σ_k b^k |h_k(x_i)| ≤ 1 on a training document
 *
 * @example
 * ```ts
 * resolveTemplates([[0, 1]], "template", space, X, rowFactors(space, X)).coefficients[0];
 * // 1 / max(1, the largest number of the two terms any training document holds) = 1/2 when some holds both
 * ```
 */
export function resolveTemplates(
  spec: TemplateSpec,
  normalization: TemplateNormalization,
  space: HypothesisSpace,
  X: CsrMatrix,
  rowFactor: Float64Array,
): ResolvedTemplates {
  const H = hypothesisCount(space);
  if (spec === "sequential")
    return { kind: "sequential", blocks: undefined, coefficients: new Float64Array(H).fill(1) };
  let blocks: Int32Array[];
  if (spec === "parallel") {
    blocks = H === 0 ? [] : [Int32Array.from({ length: H }, (_, k) => k)];
  } else if (Array.isArray(spec)) {
    blocks = spec.map((block, b) => {
      if (!Array.isArray(block) || block.length === 0) {
        throw new TextboostError("E_INVALID_ARGUMENT", `template block ${b} is empty`);
      }
      const ids = Int32Array.from(block as number[]);
      const seen = new Set<number>();
      block.forEach((k: number) => {
        if (!Number.isInteger(k) || k < 0 || k >= H) {
          throw new TextboostError(
            "E_INVALID_ARGUMENT",
            `template block ${b} holds ${String(k)}; hypothesis ids are 0 .. ${H - 1} (features${space.bias ? `, then the bias ${space.features}` : ""})`,
          );
        }
        if (seen.has(k)) {
          throw new TextboostError("E_INVALID_ARGUMENT", `template block ${b} holds hypothesis ${k} twice`);
        }
        seen.add(k);
      });
      return ids.sort();
    });
  } else {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `templates must be "sequential", "parallel" or an array of blocks of hypothesis ids, got ${JSON.stringify(spec)}`,
    );
  }
  const coefficients = new Float64Array(blocks.length).fill(1);
  if (normalization === "l1") {
    blocks.forEach((b, t) => {
      coefficients[t] = 1 / b.length;
    });
  } else if (normalization === "template" || normalization === "none") {
    const worst = maxRowSums(blocks, space, X, rowFactor);
    blocks.forEach((_, t) => {
      const w = worst.sum[t]!;
      if (w <= 1) return;
      if (normalization === "template") coefficients[t] = 1 / w;
      else if (w > 1 + 1e-12) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `template ${t}: Σ_j b^j |h_j(x)| is ${w} on training document ${worst.row[t]}, but the proof of ` +
            'Theorem 3.1 (eq. (6)) needs at most 1; use normalization "rows", "template" or "l1"',
        );
      }
    });
  }
  return { kind: spec === "parallel" ? "parallel" : "blocks", blocks, coefficients };
}

/** max over training documents of Σ_{k ∈ B} |h_k(x_i)| per block (with b = 1), and where it is reached. */
function maxRowSums(
  blocks: readonly Int32Array[],
  space: HypothesisSpace,
  X: CsrMatrix,
  rowFactor: Float64Array,
): { sum: Float64Array; row: Int32Array } {
  const H = space.features + (space.bias ? 1 : 0);
  const count = new Int32Array(H + 1);
  for (const b of blocks) for (const k of b) count[k + 1]!++;
  for (let k = 0; k < H; k++) count[k + 1]! += count[k]!;
  const member = new Int32Array(count[H]!);
  const fill = count.slice(0, H);
  blocks.forEach((b, t) => {
    for (const k of b) member[fill[k]!++] = t;
  });
  const sum = new Float64Array(blocks.length);
  const row = new Int32Array(blocks.length);
  const acc = new Float64Array(blocks.length);
  const featureCount = new Float64Array(blocks.length);
  blocks.forEach((b, t) => {
    for (const k of b) if (k < space.features) featureCount[t]!++;
  });
  for (let i = 0; i < X.rows; i++) {
    if (space.kind === "stump") acc.set(featureCount);
    else {
      acc.fill(0);
      for (let p = X.indptr[i]!; p < X.indptr[i + 1]!; p++) {
        const k = X.indices[p]!;
        const v = Math.abs(storedValue(space, k, X.values ? X.values[p]! : 1));
        for (let q = count[k]!; q < count[k + 1]!; q++) acc[member[q]!]! += v;
      }
    }
    if (space.bias)
      for (let q = count[space.features]!; q < count[space.features + 1]!; q++) acc[member[q]!]! += 1;
    const c = rowFactor[i]!;
    for (let t = 0; t < blocks.length; t++) {
      const s = c * acc[t]!;
      if (s > sum[t]!) {
        sum[t] = s;
        row[t] = i;
      }
    }
  }
  return { sum, row };
}
