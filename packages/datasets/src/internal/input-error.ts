import { TextboostError } from "@textboost/core";

/**
 * An `E_INPUT_FORMAT` error at `file:line` (file defaults to `"<input>"` so the location always
 * shows). The detail should say what was expected and what was found.
 */
export function inputError(detail: string, file: string | undefined, line?: number): TextboostError {
  const loc: { file: string; line?: number } = { file: file ?? "<input>" };
  if (line !== undefined) loc.line = line;
  return new TextboostError("E_INPUT_FORMAT", detail, loc);
}

/** Quotes a piece of input for an error message, shortened to `max` characters. */
export function quote(s: string, max = 60): string {
  return JSON.stringify(s.length > max ? `${s.slice(0, max)}...` : s);
}
