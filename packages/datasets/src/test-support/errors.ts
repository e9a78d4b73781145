import { isTextboostError } from "@textboost/core";
import { expect } from "vitest";

/** Runs `fn` and returns the TextboostError it throws (failing the test when it throws nothing or something else). */
export async function caught(
  fn: () => unknown,
): Promise<{ code: string; file?: string; line?: number; message: string }> {
  try {
    await fn();
  } catch (e) {
    if (!isTextboostError(e)) throw e;
    return {
      code: e.code,
      ...(e.file === undefined ? {} : { file: e.file }),
      ...(e.line === undefined ? {} : { line: e.line }),
      message: e.message,
    };
  }
  expect.unreachable("expected a TextboostError");
  throw new Error("unreachable");
}

/** Asserts an `E_INPUT_FORMAT` error at `file:line` whose message matches `pattern`. */
export async function expectInputError(
  fn: () => unknown,
  file: string,
  line: number | undefined,
  pattern: RegExp,
): Promise<void> {
  const e = await caught(fn);
  expect(e.code).toBe("E_INPUT_FORMAT");
  expect(e.file).toBe(file);
  expect(e.line).toBe(line);
  expect(e.message).toMatch(pattern);
}

/** Swaps line `line` (1-based) of `text` for `replacement`. */
export function replaceLine(text: string, line: number, replacement: string): string {
  const lines = text.split("\n");
  lines[line - 1] = replacement;
  return lines.join("\n");
}

/** The variants every reader must treat alike: CRLF line ends, a BOM, and no final newline. */
export function lineEndingVariants(text: string): [string, string][] {
  return [
    ["CRLF", text.replace(/\n/g, "\r\n")],
    ["BOM", `\uFEFF${text}`],
    ["no final newline", text.replace(/\n+$/, "")],
    ["BOM + CRLF + no final newline", `\uFEFF${text.replace(/\n+$/, "").replace(/\n/g, "\r\n")}`],
  ];
}
