/** The string-level normalisation steps of {@link normalizeText}. */
export interface NormalizeTextOptions {
  /** Unicode NFKC: compatibility characters become their plain forms (`"ﬁ"` → `"fi"`, `"１"` → `"1"`). Default `true`. */
  readonly nfkc?: boolean;
  /** Lowercase with `String.prototype.toLowerCase` (locale-independent). Default `true`. */
  readonly lowercase?: boolean;
}

/**
 * The first stage of the pipeline: Unicode NFKC normalisation, then lowercasing (each optional, both on
 * by default). Both steps are idempotent: `normalizeText(normalizeText(s)) === normalizeText(s)`.
 *
 * NFKC runs first so that compatibility characters are lowercased in their plain form (`"Ⅻ"` → `"XII"`
 * → `"xii"`). Lowercasing is `toLowerCase()`, which does not depend on the locale of the machine.
 *
 * @param text - any string; the empty string gives the empty string
 * @param options - which steps to run
 * @returns the normalised text
 *
 * @example
 * ```ts
 * normalizeText("Ｆｉｎａｌ ﬁgures"); // "final figures"
 * normalizeText("Café", { lowercase: false }); // "Café"
 * ```
 */
export function normalizeText(text: string, options: NormalizeTextOptions = {}): string {
  let out = text;
  if (options.nfkc ?? true) out = out.normalize("NFKC");
  if (options.lowercase ?? true) out = out.toLowerCase();
  return out;
}
