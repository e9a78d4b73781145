import type { TrainingSteps } from "../training/training-steps.js";

/**
 * The `onProgress` option of a learner or booster whose single round can be long (exact threshold
 * stumps: features scanned; AdaBoost.LC: hypotheses scored), shown as the training display's detail:
 * `textboost: training adaboost-mh: 3/100 (3%), 1280/30000 features scanned, 20.0 s`. Nothing
 * without `steps` (a grid job, a queue worker).
 *
 * @param steps - the fit's steps (`AlgorithmSettings.steps`)
 * @param unit - what is counted (`"features scanned"`)
 * @returns `{ onProgress }`, or `{}`
 */
export function roundSteps(
  steps: TrainingSteps | undefined,
  unit: string,
): { onProgress?: (done: number, total: number) => void } {
  if (steps === undefined) return {};
  return { onProgress: (done, total) => steps.step(`${done}/${total} ${unit}`) };
}
