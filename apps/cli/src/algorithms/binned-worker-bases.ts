import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import { binnedBooster } from "@textboost/binning";
import type { Booster } from "@textboost/core";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import type { StumpVariant } from "@textboost/stumps";

/** The options of the binned node boosters: the stump variant, the bins and the shrinkage (`train --variant`, `--bins`, `--shrinkage`). */
export interface BinnedBaseOptions {
  readonly variant?: StumpVariant;
  readonly bins?: number;
  readonly shrinkage?: number;
}

/** The flat booster's own options among {@link BinnedBaseOptions}. */
const boosterOptions = (o: BinnedBaseOptions) => ({
  ...(o.variant === undefined ? {} : { variant: o.variant }),
  ...(o.shrinkage === undefined ? {} : { shrinkage: o.shrinkage }),
});

/**
 * AdaBoost.MH with binned threshold stumps (`binnedBooster` of `@textboost/binning` around
 * `adaBoostMH`): the booster TreeBoost.MH's nodes train with `--stumps binned`, on one thread or
 * on worker threads (this module is the worker base's `module`; its options survive `structuredClone`).
 *
 * @param options - variant, bins and shrinkage (default: real, `DEFAULT_BINS`, 1)
 * @returns the booster
 *
 * @example
 * ```ts
 * const model = await binnedAdaBoostMH({ bins: 8 }).fit(dataset, { iterations: 50 });
 * ```
 */
export function binnedAdaBoostMH(options: BinnedBaseOptions = {}): Booster {
  return binnedBooster(adaBoostMH(boosterOptions(options)), {
    ...(options.bins === undefined ? {} : { bins: options.bins }),
    load: (json) => loadAdaBoostMH(json),
  });
}

/**
 * MP-Boost with binned per-label threshold stumps, as {@link binnedAdaBoostMH}.
 *
 * @param options - variant, bins and shrinkage (default: real, `DEFAULT_BINS`, 1)
 * @returns the booster
 *
 * @example
 * ```ts
 * const model = await binnedMPBoost({ bins: 8 }).fit(dataset, { iterations: 50 });
 * ```
 */
export function binnedMPBoost(options: BinnedBaseOptions = {}): Booster {
  return binnedBooster(mpBoost(boosterOptions(options)), {
    ...(options.bins === undefined ? {} : { bins: options.bins }),
    load: (json) => loadMPBoost(json),
  });
}

export { loadAdaBoostMH, loadMPBoost };
