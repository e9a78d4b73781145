import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { canonicalJSON } from "./canonical-json.js";

/** Rebuilds every object of a JSON value with its keys in another order. */
function shuffleKeys(value: unknown, flip: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => shuffleKeys(v, flip));
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).map(([k, v]) => [k, shuffleKeys(v, !flip)] as const);
    return Object.fromEntries(flip ? entries.reverse() : entries);
  }
  return value;
}

describe("canonicalJSON", () => {
  test.prop([fc.jsonValue({ maxDepth: 3 }), fc.boolean()], { numRuns: 100 })(
    "is the same text whatever the order of keys, and parses back to a value JSON.stringify agrees with",
    (value, flip) => {
      const text = canonicalJSON(value);
      expect(canonicalJSON(shuffleKeys(value, flip))).toBe(text);
      expect(canonicalJSON(JSON.parse(text))).toBe(text);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
    },
  );

  it("sorts keys, writes typed arrays as arrays, drops undefined fields, refuses what JSON cannot hold", () => {
    expect(canonicalJSON({ b: 1, a: [true, null], c: undefined })).toBe('{"a":[true,null],"b":1}');
    expect(canonicalJSON({ p: Int32Array.from([3, -1]) })).toBe('{"p":[3,-1]}');
    expect(() => canonicalJSON({ x: Number.NaN })).toThrow(/E_INVALID_ARGUMENT|cannot hold/);
    expect(() => canonicalJSON({ f: () => 1 })).toThrow(/function/);
  });
});
