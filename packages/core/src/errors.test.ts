import { describe, expect, it } from "vitest";
import { isTextboostError, TextboostError, throwIfAborted } from "./errors.js";

describe("TextboostError", () => {
  it("puts file, line and code in the message and keeps them as fields", () => {
    const e = new TextboostError("E_INPUT_FORMAT", "bad row", { file: "a.arff", line: 3, column: 7 });
    expect(e.message).toBe("a.arff:3:7: bad row [E_INPUT_FORMAT]");
    expect([e.code, e.file, e.line, e.column, e.row, e.detail]).toEqual([
      "E_INPUT_FORMAT",
      "a.arff",
      3,
      7,
      undefined,
      "bad row",
    ]);
    expect(e).toBeInstanceOf(Error);
  });

  it("names a row when there is no file", () => {
    expect(new TextboostError("E_SHAPE", "too long", { row: 4 }).message).toBe("row 4: too long [E_SHAPE]");
  });

  it("is recognised across copies through the Symbol.for brand, not instanceof", () => {
    const foreign = Object.assign(new Error("x"), { code: "E_SHAPE" });
    Object.defineProperty(foreign, Symbol.for("textboost.error"), { value: true });
    expect(isTextboostError(foreign)).toBe(true);
    expect(isTextboostError(foreign, "E_SHAPE")).toBe(true);
    expect(isTextboostError(foreign, "E_IO")).toBe(false);
    expect(isTextboostError(new Error("plain"))).toBe(false);
    expect(isTextboostError(null)).toBe(false);
  });

  it("throwIfAborted throws E_ABORTED only after abort", () => {
    const c = new AbortController();
    expect(() => throwIfAborted(c.signal)).not.toThrow();
    c.abort(new Error("stop"));
    expect(() => throwIfAborted(c.signal, "training")).toThrow(/training was aborted/);
    try {
      throwIfAborted(c.signal);
    } catch (e) {
      expect(isTextboostError(e, "E_ABORTED")).toBe(true);
    }
  });
});
