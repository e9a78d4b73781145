import { isTextboostError } from "@textboost/core";

/**
 * What a call or a promise fails with: `"<code>: <detail>"` for a TextboostError, `"other: ..."` for
 * anything else, `"no error"` when it succeeds.
 */
export async function codeOf(p: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof p === "function" ? p() : p);
  } catch (e) {
    return isTextboostError(e) ? `${e.code}: ${e.detail}` : `other: ${String(e)}`;
  }
  return "no error";
}
