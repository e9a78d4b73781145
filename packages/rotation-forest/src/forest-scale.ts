import type { Dataset } from "@textboost/core";
import type { ForestProgress } from "./forest-progress.js";
import type { ForestSettings } from "./forest-settings.js";
import { boundForestShape } from "./forest-shape.js";

/** How a forest's fit adapts to a large data set and reports progress inside its members. */
export interface ForestScaleOptions {
  /**
   * Cut the number of subsets, LSI dimensions and members to what the data supports
   * (`boundForestShape`), with a note in the model's `settings.notes` for each cut (default true).
   */
  readonly boundShape?: boolean;
  /** Called with each option the bound cut, once per fit, before any member trains. */
  readonly onNote?: (note: string) => void;
  /** Called while a member trains: every few subsets of its LSI and after each base round (any thread). */
  readonly onProgress?: (e: ForestProgress) => void;
}

/**
 * The settings a fit trains with: `resolved` with the shape {@link boundForestShape} allows for
 * `data` (unless `boundShape` is false), the notes of what it cut, and the fit's seed. A cut K drops
 * `subsetSize`, which no longer gives K.
 *
 * @param resolved - the settings `resolveForestSettings` made of the options
 * @param data - the training set
 * @param options - `boundShape` and `onNote`
 * @param seed - the fit's seed, recorded in the settings
 * @returns the settings written into the model
 */
export function scaledSettings(
  resolved: ForestSettings,
  data: Dataset,
  options: ForestScaleOptions,
  seed: number,
): ForestSettings {
  if (options.boundShape === false) return { ...resolved, seed };
  const { shape, notes } = boundForestShape(
    { documents: data.X.rows, terms: data.X.cols, labels: data.Y.cols },
    resolved,
    resolved.sampleFraction,
  );
  for (const note of notes) options.onNote?.(note);
  const { subsetSize, ...rest } = resolved;
  const keepSize = subsetSize !== undefined && shape.subsets === resolved.subsets;
  return {
    ...rest,
    ...shape,
    ...(keepSize ? { subsetSize } : {}),
    seed,
    ...(notes.length > 0 ? { notes } : {}),
  };
}
