import { TextboostError } from "@textboost/core";

/**
 * JSON with the keys of every object sorted, so equal values always give the same text: what a job's
 * hash is computed over. Typed arrays are written as plain arrays; `undefined` object fields are left
 * out (as `JSON.stringify` does).
 *
 * @param value - plain JSON data (objects, arrays, strings, finite numbers, booleans, null)
 * @returns the canonical text
 * @throws TextboostError `E_INVALID_ARGUMENT` for a value JSON cannot hold the same way back
 *   (a non-finite number, a function, a bigint)
 *
 * @example
 * ```ts
 * canonicalJSON({ b: 1, a: [true, null] }); // '{"a":[true,null],"b":1}'
 * ```
 */
export function canonicalJSON(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) {
      throw new TextboostError("E_INVALID_ARGUMENT", `a job cannot hold the number ${value}`);
    }
    return JSON.stringify(value);
  }
  if (ArrayBuffer.isView(value)) return canonicalJSON(Array.from(value as unknown as ArrayLike<number>));
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJSON(v ?? null)).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJSON(v)}`).join(",")}}`;
  }
  throw new TextboostError("E_INVALID_ARGUMENT", `a job cannot hold a ${typeof value}`);
}
