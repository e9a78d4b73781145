import type { Booster } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { BaseModelLoader } from "../load-tree-boost.js";

/**
 * A flat booster that worker threads can build for themselves: a booster is a value with closures
 * and cannot be posted to a thread, so the threads import `module` and call its `factory` export
 * with `options` (plain JSON) to make the same booster, and restore node models with its `loader`
 * export. A bare specifier (`"@textboost/mp-boost"`) resolves from `@textboost/treeboost`, which
 * depends on AdaBoost.MH and MP-Boost; for your own booster give an absolute `file:` URL of built
 * JavaScript (`new URL("./my-booster.js", import.meta.url).href`).
 */
export interface WorkerBase {
  /** Module specifier or `file:` URL. */
  readonly module: string;
  /** The export that makes the booster: `factory(options)` returns a `Booster`. */
  readonly factory: string;
  /** The export that loads its models: `loader(json, { file })`. */
  readonly loader: string;
  /** The factory's argument; must survive `structuredClone` (no functions). */
  readonly options?: unknown;
}

/**
 * AdaBoost.MH as a {@link WorkerBase}: `adaBoostMH(options)` and `loadAdaBoostMH` of `@textboost/adaboost-mh`.
 *
 * @param options - `adaBoostMH`'s options without a custom learner (`{ variant, epsilon, shrinkage }`)
 * @example
 * ```ts
 * parallelTreeBoost({ hierarchy, base: adaBoostMHWorkerBase({ variant: "real" }), threads: 2 });
 * ```
 */
export function adaBoostMHWorkerBase(
  options: { variant?: string; epsilon?: number; shrinkage?: number } = {},
): WorkerBase {
  return { module: "@textboost/adaboost-mh", factory: "adaBoostMH", loader: "loadAdaBoostMH", options };
}

/**
 * MP-Boost as a {@link WorkerBase}: `mpBoost(options)` and `loadMPBoost` of `@textboost/mp-boost`.
 *
 * @param options - `mpBoost`'s options without a custom learner (`{ variant, epsilon, shrinkage }`)
 * @example
 * ```ts
 * parallelTreeBoost({ hierarchy, base: mpBoostWorkerBase(), threads: 2 });
 * ```
 */
export function mpBoostWorkerBase(
  options: { variant?: string; epsilon?: number; shrinkage?: number } = {},
): WorkerBase {
  return { module: "@textboost/mp-boost", factory: "mpBoost", loader: "loadMPBoost", options };
}

/** A {@link WorkerBase} made real in this thread. */
export interface ResolvedBase {
  readonly booster: Booster;
  readonly load: BaseModelLoader;
}

/**
 * Imports a {@link WorkerBase}'s module and makes its booster and loader (what every thread does).
 *
 * @param spec - the base booster's module, factory, loader and options
 * @returns the booster and the loader
 * @throws TextboostError `E_INVALID_ARGUMENT` when the module cannot be imported or lacks the exports
 *
 * @example
 * ```ts
 * const { booster, load } = await resolveWorkerBase(mpBoostWorkerBase());
 * ```
 */
export async function resolveWorkerBase(spec: WorkerBase): Promise<ResolvedBase> {
  let module: Record<string, unknown>;
  try {
    module = (await import(spec.module)) as Record<string, unknown>;
  } catch (e) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `cannot import the base booster's module "${spec.module}": ${(e as Error).message}`,
      {},
      { cause: e },
    );
  }
  const factory = module[spec.factory];
  const loader = module[spec.loader];
  if (typeof factory !== "function" || typeof loader !== "function") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `"${spec.module}" must export functions "${spec.factory}" (the booster) and "${spec.loader}" (its model loader)`,
    );
  }
  const booster = factory(spec.options ?? {}) as Booster;
  if (typeof booster?.fit !== "function" || typeof booster.name !== "string") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${spec.factory}() of "${spec.module}" did not return a booster`,
    );
  }
  return { booster, load: loader as BaseModelLoader };
}
