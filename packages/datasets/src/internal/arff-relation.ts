import { readArffToken } from "./arff-tokens.js";

/** The relation name of an `@relation` line, unquoted (the rest of the line when its quote is open). */
export function relationName(line: string): string {
  const r = readArffToken(line, "@relation".length, "");
  return "error" in r ? line.slice("@relation".length).trim() : r.token.text;
}
