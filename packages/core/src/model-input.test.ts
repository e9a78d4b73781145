import { describe, expect, it } from "vitest";
import { isTextboostError } from "./errors.js";
import type { CsrMatrix } from "./matrix.js";
import { checkModelInput } from "./model-input.js";

const X: CsrMatrix = {
  format: "csr",
  rows: 2,
  cols: 3,
  indptr: Int32Array.of(0, 0, 0),
  indices: new Int32Array(0),
};
const code = (f: () => void) => {
  try {
    f();
  } catch (e) {
    return isTextboostError(e) ? `${e.code}: ${e.detail}` : "other";
  }
  return "none";
};

describe("checkModelInput", () => {
  it("passes X with the model's columns, and rows and labels in range", () => {
    expect(code(() => checkModelInput(X, { features: 3, labels: 2 }))).toBe("none");
    expect(code(() => checkModelInput(X, { features: 3, labels: 2 }, { row: 1, label: 1 }))).toBe("none");
  });

  it("names what does not fit", () => {
    expect(code(() => checkModelInput(X, { features: 4, labels: 2 }))).toBe(
      "E_SHAPE: X has 3 columns but the model was trained on 4 features",
    );
    expect(code(() => checkModelInput(X, { features: 3, labels: 2 }, { row: 2, label: 0 }))).toBe(
      "E_INVALID_ARGUMENT: row must be in [0, 2), got 2",
    );
    expect(code(() => checkModelInput(X, { features: 3, labels: 2 }, { row: 0.5, label: 0 }))).toMatch(
      /row must be/,
    );
    expect(code(() => checkModelInput(X, { features: 3, labels: 2 }, { row: 0, label: -1 }))).toBe(
      "E_INVALID_ARGUMENT: label must be in [0, 2), got -1",
    );
  });
});
