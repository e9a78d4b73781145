import { TextboostError } from "@textboost/core";
import type { ReportData } from "@textboost/report";

/**
 * Reads the kappa-error data `textboost diversity --out` writes (its points and their means),
 * checking each field the diagram draws.
 *
 * @param json - the parsed file
 * @param file - its name, for the error
 * @returns the diagram's data
 * @throws TextboostError `E_INPUT_FORMAT` naming the first bad field
 * @example
 * ```ts
 * parseKappaError(readJsonFile("medical.kappa-error.json", "the kappa-error data"), "medical.kappa-error.json");
 * ```
 */
export function parseKappaError(json: unknown, file: string): NonNullable<ReportData["kappaError"]> {
  const fail = (what: string): never => {
    throw new TextboostError(
      "E_INPUT_FORMAT",
      `not a kappa-error file (written by textboost diversity --out): ${what}`,
      { file },
    );
  };
  const o =
    typeof json === "object" && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : fail("not an object");
  const finite = (v: unknown, at: string): number =>
    typeof v === "number" && Number.isFinite(v) ? v : fail(`${at} is not a finite number`);
  if (!Array.isArray(o.points)) fail("points is not an array");
  const points = (o.points as unknown[]).map((p, i) => {
    const q =
      typeof p === "object" && p !== null
        ? (p as Record<string, unknown>)
        : fail(`points[${i}] is not an object`);
    return {
      a: finite(q.a, `points[${i}].a`),
      b: finite(q.b, `points[${i}].b`),
      kappa: finite(q.kappa, `points[${i}].kappa`),
      error: finite(q.error, `points[${i}].error`),
    };
  });
  return { points, meanKappa: finite(o.meanKappa, "meanKappa"), meanError: finite(o.meanError, "meanError") };
}
