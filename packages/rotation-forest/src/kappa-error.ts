import type { CsrMatrix, LabelMatrix } from "@textboost/core";
import { labelsAboveThresholds, TextboostError } from "@textboost/core";
import type { RotationForestModel } from "./rotation-forest-model.js";

/** One pair of members in a kappa-error diagram. */
export interface KappaErrorPoint {
  /** The two members, 0-based, a < b. */
  readonly a: number;
  readonly b: number;
  /** The mean over labels of Cohen's κ between the two members' predictions (x-axis; low = diverse). */
  readonly kappa: number;
  /** (E_a + E_b) / 2, each member's Hamming loss against the true labels (y-axis). */
  readonly error: number;
}

/** The data of a multi-label kappa-error diagram. */
export interface KappaErrorDiagram {
  /** Each member's Hamming loss E_i. */
  readonly memberErrors: readonly number[];
  /** N(N − 1)/2 points, pairs in order (0, 1), (0, 2), ..., (N − 2, N − 1). */
  readonly points: readonly KappaErrorPoint[];
}

function dense(P: LabelMatrix): Uint8Array {
  const out = new Uint8Array(P.rows * P.cols);
  for (let i = 0; i < P.rows; i++)
    for (let p = P.indptr[i]!; p < P.indptr[i + 1]!; p++) out[i * P.cols + P.indices[p]!] = 1;
  return out;
}

/**
 * Cohen's κ between two raters' binary answers on label `j` of documents x labels 0/1 arrays:
 * κ = (p_o − p_e) / (1 − p_e), with p_o the share of documents on which they agree and p_e the
 * agreement expected from their rates. `undefined` when p_e = 1 (both give one and the same answer on
 * every document: κ is 0/0).
 */
function labelKappa(x: Uint8Array, y: Uint8Array, rows: number, cols: number, j: number): number | undefined {
  let agree = 0;
  let xOnes = 0;
  let yOnes = 0;
  for (let i = 0, at = j; i < rows; i++, at += cols) {
    const u = x[at]!;
    const v = y[at]!;
    if (u === v) agree++;
    xOnes += u;
    yOnes += v;
  }
  const po = agree / rows;
  const pe = (xOnes * yOnes + (rows - xOnes) * (rows - yOnes)) / (rows * rows);
  return pe === 1 ? undefined : (po - pe) / (1 - pe);
}

/**
 * The kappa-error diagram of an ensemble, in the multi-label form of Section 4.5 of the MLRF paper:
 * for every pair of members, the mean over labels of Cohen's κ between their predicted label sets
 * (Margineantu and Dietterich 1997; Kuncheva and Rodríguez 2007), and the mean of their Hamming
 * losses. Labels on which κ is undefined for a pair (both members give the same constant answer) are
 * left out of that pair's mean; a pair with no label left agrees everywhere and gets κ = 1.
 *
 * @param predictions - each member's predicted label sets (documents x labels), at least 2 members
 * @param Y - the true label sets, same shape
 * @returns each member's Hamming loss and the N(N − 1)/2 points
 * @throws TextboostError `E_SHAPE` when the shapes differ or there is no document;
 *   `E_INVALID_ARGUMENT` for fewer than 2 members
 *
 * @example
 * ```ts
 * const predictions = [10, 50, 100].map((S) => model.predict(X, { rounds: S }));
 * const { points } = kappaErrorDiagram(predictions, Y); // 3 points: (0,1), (0,2), (1,2)
 * ```
 */
export function kappaErrorDiagram(predictions: readonly LabelMatrix[], Y: LabelMatrix): KappaErrorDiagram {
  if (predictions.length < 2) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `a kappa-error diagram needs 2 members or more, got ${predictions.length}`,
    );
  }
  const { rows, cols } = Y;
  if (rows === 0 || cols === 0) throw new TextboostError("E_SHAPE", "no document or no label to compare");
  predictions.forEach((P, i) => {
    if (P.rows !== rows || P.cols !== cols) {
      throw new TextboostError(
        "E_SHAPE",
        `member ${i} predicts ${P.rows}x${P.cols}, the labels are ${rows}x${cols}`,
      );
    }
  });
  const truth = dense(Y);
  const answers = predictions.map(dense);
  const memberErrors = answers.map((a) => {
    let wrong = 0;
    for (let q = 0; q < a.length; q++) if (a[q] !== truth[q]) wrong++;
    return wrong / a.length;
  });
  const points: KappaErrorPoint[] = [];
  for (let a = 0; a < answers.length; a++) {
    for (let b = a + 1; b < answers.length; b++) {
      let sum = 0;
      let defined = 0;
      for (let j = 0; j < cols; j++) {
        const k = labelKappa(answers[a]!, answers[b]!, rows, cols, j);
        if (k === undefined) continue;
        sum += k;
        defined++;
      }
      points.push({
        a,
        b,
        kappa: defined === 0 ? 1 : sum / defined,
        error: (memberErrors[a]! + memberErrors[b]!) / 2,
      });
    }
  }
  return { memberErrors, points };
}

/**
 * The kappa-error diagram of a trained forest on labelled documents: each member predicts the labels
 * it gives probability above ½ (its own score above 0), then {@link kappaErrorDiagram}.
 *
 * @param forest - a rotation forest of 2 members or more
 * @param X - documents x the forest's features
 * @param Y - their true label sets
 *
 * @example
 * ```ts
 * const { points } = forestKappaError(forest, testX, testY); // 45 points for N = 10
 * ```
 */
export function forestKappaError(
  forest: RotationForestModel,
  X: CsrMatrix,
  Y: LabelMatrix,
): KappaErrorDiagram {
  const predictions = forest.members.map((_, i) => labelsAboveThresholds(forest.memberScores(X, i), 0));
  return kappaErrorDiagram(predictions, Y);
}
