import type { Random } from "@textboost/core";
import { TextboostError } from "@textboost/core";

const ONSETS = [
  "b",
  "d",
  "f",
  "g",
  "h",
  "k",
  "l",
  "m",
  "n",
  "p",
  "r",
  "s",
  "t",
  "v",
  "z",
  "br",
  "ch",
  "dr",
  "fl",
  "gr",
  "kl",
  "pl",
  "sh",
  "st",
  "th",
  "tr",
  "",
  "",
];
const VOWELS = ["a", "e", "i", "o", "u", "a", "e", "o", "ai", "ea", "ou", "io"];
const CODAS = ["", "", "", "", "n", "r", "s", "l", "m", "t", "nd", "st", "rk"];

/**
 * One pronounceable made-up word: 1 to `maxSyllables` syllables of onset + vowel + coda, drawn from
 * fixed syllable inventories (no word list). Internal to the synthetic corpus.
 *
 * @param random - the generator to draw from
 * @param syllables - the number of syllables
 */
export function madeUpWord(random: Random, syllables: number): string {
  let word = "";
  for (let s = 0; s < syllables; s++) {
    let onset = ONSETS[random.int(ONSETS.length)]!;
    // Keep vowels apart at syllable joins so words stay pronounceable.
    if (s > 0 && onset === "") onset = "l";
    const coda = s === syllables - 1 || random.next() < 0.15 ? CODAS[random.int(CODAS.length)]! : "";
    word += onset + VOWELS[random.int(VOWELS.length)]! + coda;
  }
  return word;
}

/**
 * `count` distinct made-up words ordered from shortest to longest, so that the most frequent Zipf
 * ranks get short words, as function words are short in real text. Words are lower-case a-z.
 *
 * @param random - the generator to draw from
 * @param count - how many words (at most 200,000)
 * @param exclude - words that must not be produced (for example label names)
 * @throws TextboostError `E_INVALID_ARGUMENT` when `count` is not an integer in [0, 200000]
 */
export function madeUpVocabulary(
  random: Random,
  count: number,
  exclude: ReadonlySet<string> = new Set(),
): string[] {
  if (!Number.isInteger(count) || count < 0 || count > 200_000) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `vocabulary size must be an integer in [0, 200000], got ${count}`,
    );
  }
  const seen = new Set<string>();
  const words: string[] = [];
  let attempts = 0;
  while (words.length < count) {
    // Mostly 2 syllables; 1-syllable words run out quickly and 4-syllable ones are rare.
    const u = random.next();
    const syllables = u < 0.15 ? 1 : u < 0.7 ? 2 : u < 0.95 ? 3 : 4;
    const w = madeUpWord(random, syllables + (attempts > 50 * count ? 2 : 0));
    attempts++;
    if (w.length < 2 || seen.has(w) || exclude.has(w)) continue;
    seen.add(w);
    words.push(w);
  }
  // Stable sort by length: short words first.
  return words
    .map((w, i) => [w, i] as const)
    .sort((a, b) => a[0].length - b[0].length || a[1] - b[1])
    .map((p) => p[0]);
}
