import { describe, expect, it } from "vitest";
import { isTextboostError } from "./errors.js";
import type { CsrMatrix } from "./matrix.js";
import { checkExplainArguments, checkFeatureColumns, resolveRounds } from "./model-input.js";

const X: CsrMatrix = {
  format: "csr",
  rows: 2,
  cols: 3,
  indptr: Int32Array.of(0, 1, 1),
  indices: Int32Array.of(2),
};
const code = (f: () => void): string | undefined => {
  try {
    f();
  } catch (e) {
    return isTextboostError(e) ? e.code : "other";
  }
  return undefined;
};

describe("model input checks", () => {
  it("checkFeatureColumns accepts the model's width only", () => {
    expect(code(() => checkFeatureColumns(X, 3))).toBeUndefined();
    expect(code(() => checkFeatureColumns(X, 4))).toBe("E_SHAPE");
    expect(() => checkFeatureColumns(X, 2)).toThrow(
      /X has 3 columns but the model was trained on 2 features/,
    );
  });

  it("resolveRounds gives all rounds by default and rejects what is not in [0, length]", () => {
    expect(resolveRounds(undefined, 7)).toBe(7);
    expect(resolveRounds({}, 7)).toBe(7);
    expect(resolveRounds({ rounds: 0 }, 7)).toBe(0);
    expect(resolveRounds({ rounds: 7 }, 7)).toBe(7);
    for (const rounds of [-1, 8, 2.5, Number.NaN]) {
      expect(code(() => resolveRounds({ rounds }, 7))).toBe("E_INVALID_ARGUMENT");
    }
  });

  it("checkExplainArguments checks columns, row and label", () => {
    const shape = { features: 3, labels: 2 };
    expect(code(() => checkExplainArguments(X, 1, 1, shape))).toBeUndefined();
    expect(code(() => checkExplainArguments(X, 1, 1, { ...shape, features: 4 }))).toBe("E_SHAPE");
    for (const [row, label] of [
      [2, 0],
      [-1, 0],
      [0.5, 0],
      [0, 2],
      [0, -1],
    ] as const) {
      expect(code(() => checkExplainArguments(X, row, label, shape))).toBe("E_INVALID_ARGUMENT");
    }
  });
});
