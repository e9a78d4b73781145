/// <reference types="node" />
import type { Booster } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { builtUrl } from "./built-url.js";

/**
 * Where a worker thread finds the base booster: a module (a `file:` URL or an absolute path) and the
 * name of the function it exports that returns the booster, called with `args` (plain JSON). A booster
 * is a value with functions inside, which cannot be posted to a thread; its module can be.
 */
export interface BaseModule {
  readonly module: string | URL;
  /** The exported factory (default `"default"`). */
  readonly export?: string;
  /** Arguments of the factory (default none); they travel to each worker by structured clone. */
  readonly args?: readonly unknown[];
}

/**
 * The forest's default base booster as a {@link BaseModule}: `defaultBase` of this package's built
 * `dist/default-base.js` (MP-Boost with per-label threshold stumps on histograms).
 *
 * @example
 * ```ts
 * parallelRotationForest({ base: defaultBaseModule(), threads: 2 });
 * ```
 */
export function defaultBaseModule(): BaseModule {
  return { module: builtUrl("../default-base.js").href, export: "defaultBase" };
}

/**
 * Imports a {@link BaseModule} and calls its factory.
 *
 * @returns the base booster
 * @throws TextboostError `E_INVALID_ARGUMENT` when the module cannot be imported, has no such export,
 *   or the export does not return a booster (`{ name, fit }`)
 *
 * @example
 * ```ts no-run
 * const base = await importBase({ module: new URL("./my-base.js", import.meta.url), export: "myBase" });
 * ```
 */
export async function importBase(spec: BaseModule): Promise<Booster> {
  const name = spec.export ?? "default";
  const where = `${String(spec.module)}#${name}`;
  let mod: Record<string, unknown>;
  try {
    mod = (await import(String(spec.module))) as Record<string, unknown>;
  } catch (e) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `cannot import the base booster module ${where}: ${(e as Error).message}`,
      {},
      { cause: e },
    );
  }
  const factory = mod[name];
  if (typeof factory !== "function") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `the base booster module ${where} exports no function "${name}"`,
    );
  }
  const booster = (factory as (...args: unknown[]) => unknown)(...(spec.args ?? []));
  const b = booster as Partial<Booster> | null;
  if (typeof b !== "object" || b === null || typeof b.name !== "string" || typeof b.fit !== "function") {
    throw new TextboostError("E_INVALID_ARGUMENT", `${where} did not return a booster ({ name, fit })`);
  }
  return booster as Booster;
}
