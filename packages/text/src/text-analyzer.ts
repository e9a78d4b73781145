import { normalizeText } from "./normalize-text.js";
import { porterStem } from "./porter-stem.js";
import { SMART_STOP_WORDS } from "./smart-stop-words.js";
import type { ResolvedTextPipelineOptions } from "./text-pipeline-options.js";
import { isNumberToken, tokenizeText } from "./tokenize-text.js";
import { wordNgrams } from "./word-ngrams.js";

/**
 * Builds the function text → terms of a pipeline: normalise (NFKC, lowercase), tokenize, drop numbers,
 * drop stop words, elide apostrophes, stem, build n-grams. The stop set is built once here.
 *
 * Stop words are matched case-insensitively, on the token as written (`"don't"`) and on the token
 * without its apostrophes (`"dont"`); custom stop words go through the same NFKC step as the text.
 *
 * @param options - resolved pipeline options
 * @returns the analyzer; it never returns empty strings
 * @internal
 */
export function createTextAnalyzer(options: ResolvedTextPipelineOptions): (text: string) => string[] {
  const { nfkc, lowercase, dropPunctuation, dropNumbers } = options.normalize;
  const stop = stopSet(options);
  const stem = options.stem === "porter";
  const [minN, maxN] = options.ngrams;
  const tokenizeOptions = { keepPunctuation: !dropPunctuation };
  const normalizeOptions = { nfkc, lowercase };
  return (text: string): string[] => {
    const raw = tokenizeText(normalizeText(text, normalizeOptions), tokenizeOptions);
    const words: string[] = [];
    for (const token of raw) {
      if (dropNumbers && isNumberToken(token)) continue;
      let word = token;
      const hasApostrophe = token.length > 1 && token.includes("'");
      if (stop !== null) {
        const key = lowercase ? token : token.toLowerCase();
        if (stop.has(key)) continue;
        if (hasApostrophe && stop.has(key.replaceAll("'", ""))) continue;
      }
      if (hasApostrophe) word = word.replaceAll("'", "");
      if (stem) word = porterStem(word);
      words.push(word);
    }
    return minN === 1 && maxN === 1 ? words : wordNgrams(words, minN, maxN);
  };
}

function stopSet(options: ResolvedTextPipelineOptions): Set<string> | null {
  const list = options.stopWords;
  if (list === "none") return null;
  const words = list === "smart" ? SMART_STOP_WORDS : list;
  const set = new Set<string>();
  for (const w of words) {
    const key = normalizeText(w, { nfkc: options.normalize.nfkc, lowercase: true }).replaceAll("\u2019", "'");
    set.add(key);
  }
  return set;
}
