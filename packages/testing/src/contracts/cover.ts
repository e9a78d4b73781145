import type { Cover, CoverElement } from "@textboost/core";
import { describe, it } from "vitest";
import { arbLabelVector } from "../arbitraries/label-vector.js";
import { arbSize, type SizeOption } from "../arbitraries/size.js";
import { checkParameters, ensure, runProperty } from "../internal/run-property.js";
import type { ContractCheck, ContractFailure, ContractRunOptions } from "./contract-check.js";

/** Options of {@link describeCover} and {@link checkCover}. */
export interface CoverContractOptions extends ContractRunOptions {
  /** Number of labels k of the generated label vectors (default 1 to 10). */
  readonly labels?: SizeOption;
}

function show(elements: readonly CoverElement[]): string {
  return JSON.stringify(elements.map((e) => ({ labels: e.labels, multiplicity: e.multiplicity })));
}

/**
 * The checks of the cover contract as plain functions (see {@link describeCover}).
 *
 * @param cover - the cover under test
 * @param options - number of labels, runs, seed
 * @returns one {@link ContractCheck} per assertion
 *
 * @example
 * ```ts
 * coverChecks(myCover).map((c) => c.run()); // undefined for every check that holds
 * ```
 */
export function coverChecks(cover: Cover, options: CoverContractOptions = {}): ContractCheck[] {
  const params = checkParameters(options, 100);
  const vectors = arbSize(options.labels, 1, 10).chain((k) => arbLabelVector(k));
  return [
    {
      name: "has a non-empty name",
      run: () =>
        typeof cover.name === "string" && cover.name !== ""
          ? undefined
          : `name is ${JSON.stringify(cover.name)}`,
    },
    {
      name: "every element has sorted, unique, in-range, non-empty labels and a positive integer multiplicity",
      run: () =>
        runProperty(
          vectors,
          (y) => {
            const k = y.length;
            const elements = cover.elements(y);
            ensure(Array.isArray(elements), () => "elements(y) did not return an array");
            elements.forEach((e, n) => {
              const where = () => `element ${n} of ${show(elements)}`;
              ensure(Array.isArray(e.labels) && e.labels.length > 0, () => `${where()} has no label`);
              e.labels.forEach((l: number, p: number) => {
                ensure(
                  Number.isInteger(l) && l >= 0 && l < k,
                  () => `${where()}: label ${l} is not in [0, ${k})`,
                );
                ensure(
                  p === 0 || l > e.labels[p - 1]!,
                  () => `${where()}: labels are not strictly ascending`,
                );
              });
              ensure(
                Number.isInteger(e.multiplicity) && e.multiplicity > 0,
                () => `${where()}: multiplicity ${e.multiplicity} is not a positive integer`,
              );
            });
          },
          params,
        ),
    },
    {
      name: "the union of the elements is all labels",
      run: () =>
        runProperty(
          vectors,
          (y) => {
            const elements = cover.elements(y);
            const seen = new Set<number>();
            for (const e of elements) for (const l of e.labels) seen.add(l);
            for (let l = 0; l < y.length; l++) {
              ensure(seen.has(l), () => `label ${l} is in no element of ${show(elements)} (k = ${y.length})`);
            }
          },
          params,
        ),
    },
    {
      name: "is deterministic, reads y as any array of ±1 and does not modify it",
      run: () =>
        runProperty(
          vectors,
          (y) => {
            const copy = Int8Array.from(y);
            const a = show(cover.elements(y));
            ensure(
              y.every((v, l) => v === copy[l]),
              () => "elements(y) modified y",
            );
            ensure(show(cover.elements(Int8Array.from(y))) === a, () => "two calls on the same y differ");
            ensure(show(cover.elements(Array.from(y))) === a, () => "a plain array y gives other elements");
          },
          params,
        ),
    },
  ];
}

/**
 * Runs every check of the cover contract and returns the failures (empty when the cover keeps it).
 *
 * @param cover - the cover under test
 * @param options - see {@link CoverContractOptions}
 * @returns one {@link ContractFailure} per failed check
 *
 * @example
 * ```ts
 * expect(checkCover(myCover)).toEqual([]);
 * ```
 */
export function checkCover(cover: Cover, options: CoverContractOptions = {}): ContractFailure[] {
  return coverChecks(cover, options).flatMap((c) => {
    const message = c.run();
    return message === undefined ? [] : [{ check: c.name, message }];
  });
}

/**
 * Declares a vitest `describe` block that checks a `Cover` (Amit, Dekel and Singer 2007, section 3)
 * on random label vectors y in {-1, +1}^k: it has a name; every element's labels are sorted,
 * unique, in `[0, k)` and non-empty, its multiplicity a positive integer; the union of the elements
 * is all k labels; `elements` is deterministic, accepts a plain array and leaves y unchanged.
 *
 * @param name - the `describe` title
 * @param cover - the cover under test
 * @param options - see {@link CoverContractOptions}
 *
 * @example
 * ```ts
 * import { describeCover } from "@textboost/testing";
 * describeCover("hamming", hammingCover());
 * ```
 */
export function describeCover(name: string, cover: Cover, options: CoverContractOptions = {}): void {
  describe(name, () => {
    for (const check of coverChecks(cover, options)) {
      it(check.name, options.timeout === undefined ? {} : { timeout: options.timeout }, () => {
        const failure = check.run();
        if (failure !== undefined) throw new Error(failure);
      });
    }
  });
}
