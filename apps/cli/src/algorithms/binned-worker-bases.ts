import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import { binnedBooster } from "@textboost/binning";
import type { Booster } from "@textboost/core";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import type { StumpVariant } from "@textboost/stumps";

/** The options of the binned node boosters: the stump variant and the bins (`train --variant`, `--bins`). */
export interface BinnedBaseOptions {
  readonly variant?: StumpVariant;
  readonly bins?: number;
}

/**
 * AdaBoost.MH with binned threshold stumps (`binnedBooster` of `@textboost/binning` around
 * `adaBoostMH`): the booster TreeBoost.MH's nodes train with `--stumps binned`, on one thread or
 * on worker threads (this module is the worker base's `module`; its options survive `structuredClone`).
 *
 * @param options - variant and bins (default: real, `DEFAULT_BINS`)
 * @returns the booster
 *
 * @example
 * ```ts
 * const model = await binnedAdaBoostMH({ bins: 8 }).fit(dataset, { iterations: 50 });
 * ```
 */
export function binnedAdaBoostMH(options: BinnedBaseOptions = {}): Booster {
  return binnedBooster(adaBoostMH(options.variant === undefined ? {} : { variant: options.variant }), {
    ...(options.bins === undefined ? {} : { bins: options.bins }),
    load: (json) => loadAdaBoostMH(json),
  });
}

/**
 * MP-Boost with binned per-label threshold stumps, as {@link binnedAdaBoostMH}.
 *
 * @param options - variant and bins (default: real, `DEFAULT_BINS`)
 * @returns the booster
 *
 * @example
 * ```ts
 * const model = await binnedMPBoost({ bins: 8 }).fit(dataset, { iterations: 50 });
 * ```
 */
export function binnedMPBoost(options: BinnedBaseOptions = {}): Booster {
  return binnedBooster(mpBoost(options.variant === undefined ? {} : { variant: options.variant }), {
    ...(options.bins === undefined ? {} : { bins: options.bins }),
    load: (json) => loadMPBoost(json),
  });
}

export { loadAdaBoostMH, loadMPBoost };
