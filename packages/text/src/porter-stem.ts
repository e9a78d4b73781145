import { stemmer } from "stemmer";

/**
 * Porter's 1980 suffix-stripping stemmer (M. F. Porter, "An algorithm for suffix stripping",
 * Program 14(3), 1980), as implemented by the `stemmer` package. The algorithm is defined on lowercase
 * English words: the result is always lowercase, and words shorter than three characters come back
 * unchanged (but lowercased). Words in other scripts pass through, since no English suffix matches.
 *
 * @param word - one token
 * @returns its stem
 *
 * @example
 * ```ts
 * porterStem("caresses"); // "caress"
 * porterStem("ponies"); // "poni"
 * porterStem("relational"); // "relat"
 * ```
 */
export function porterStem(word: string): string {
  return stemmer(word);
}
