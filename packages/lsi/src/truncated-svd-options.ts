import { TextboostError } from "@textboost/core";

/** How `truncatedSvd` finds the dominant subspace. */
export type TruncatedSvdMethod = "auto" | "gram" | "exact" | "randomized" | "lanczos";

const METHODS: readonly TruncatedSvdMethod[] = ["auto", "gram", "exact", "randomized", "lanczos"];

/** Options of `truncatedSvd`. */
export interface TruncatedSvdOptions {
  /** Wanted rank: an integer ≥ 1. Fewer dimensions come back when the matrix has fewer (see `TruncatedSvd.k`). */
  readonly k: number;
  /** Seed of the random start vectors; default 0. The same seed gives the same result, bit for bit. */
  readonly seed?: number;
  /**
   * How the dominant subspace is found: `"exact"`, the eigenvectors of the Gram matrix of the
   * smaller side (O(r³), r = min(rows, cols)); `"gram"`, the same eigendecomposition read off directly
   * (σ = √λ, U = A·V·Σ⁻¹) when every kept σ is at least 1e-3·σ₁, else as `"exact"`;
   * `"lanczos"`, Golub–Kahan–Lanczos with full reorthogonalisation (σ to rounding; repeated values
   * checked); `"randomized"`, randomised subspace iteration (fastest, approximate on flat spectra).
   * All but a direct `"gram"` end with the same Rayleigh–Ritz step on A itself. `"auto"` (default):
   * gram when r ≤ max(128, 3·(k + oversampling)), else lanczos for k ≤ 50 and randomized above
   * (measured: see the README).
   */
  readonly method?: TruncatedSvdMethod;
  /**
   * Extra directions beyond `k` (p in Halko et al.): the randomised block has k + p columns, Lanczos
   * keeps k + p Ritz vectors for the final step; default 10.
   */
  readonly oversampling?: number;
  /**
   * Power (subspace) iterations q of the randomised method; default 5 (scikit-learn's default too).
   * Each costs two sparse products and a QR of an n x l block; the error falls like (σ_{l+1}/σⱼ)^(2q).
   */
  readonly powerIterations?: number;
  /**
   * The most Golub–Kahan–Lanczos steps of the `"lanczos"` method per run; default
   * max(100, 5·(k + oversampling)). A run stops earlier when the k largest Ritz values have converged
   * (relative residual 1e-8).
   */
  readonly lanczosMaxSteps?: number;
  /**
   * Relative rank tolerance: singular values `≤ tolerance · σ₁` count as zero and are dropped with
   * their vectors; default 1e-10. Must be in [0, 1).
   */
  readonly tolerance?: number;
  /**
   * Whether to return the left singular vectors U; default true. With false, `U` comes back with
   * no column, and the `"gram"` method skips the product U = A·V·Σ⁻¹ it would spend on them (on a
   * matrix with at least as many rows as columns): LSI's projection V·S⁻¹ needs only S and V.
   */
  readonly leftVectors?: boolean;
}

/**
 * The defaults of the optional {@link TruncatedSvdOptions}: seed 0, method `"auto"`, oversampling 10,
 * 5 power iterations, relative tolerance 1e-10, left vectors returned.
 *
 * @example
 * ```ts
 * truncatedSvdDefaults.powerIterations; // 5
 * ```
 */
export const truncatedSvdDefaults = {
  seed: 0,
  method: "auto",
  oversampling: 10,
  powerIterations: 5,
  tolerance: 1e-10,
  leftVectors: true,
} as const satisfies Required<Omit<TruncatedSvdOptions, "k" | "lanczosMaxSteps">>;

/** The options with every default filled in. */
export interface ResolvedOptions {
  readonly k: number;
  readonly seed: number;
  readonly method: TruncatedSvdMethod;
  readonly oversampling: number;
  readonly powerIterations: number;
  readonly tolerance: number;
  readonly leftVectors: boolean;
  readonly lanczosMaxSteps: number;
}

/** Checks the options and fills in the defaults. */
export function resolveOptions(options: TruncatedSvdOptions): ResolvedOptions {
  if (options === null || typeof options !== "object") {
    throw new TextboostError("E_INVALID_ARGUMENT", "truncatedSvd needs options with at least { k }");
  }
  const o = { ...truncatedSvdDefaults, ...options };
  const count = (name: string, x: number, min: number): void => {
    if (typeof x !== "number" || !Number.isInteger(x) || x < min) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `${name} must be an integer >= ${min}, got ${String(x)}`,
      );
    }
  };
  count("k", o.k, 1);
  count("oversampling", o.oversampling, 0);
  count("powerIterations", o.powerIterations, 0);
  if (typeof o.seed !== "number" || !Number.isFinite(o.seed)) {
    throw new TextboostError("E_INVALID_ARGUMENT", `seed must be a finite number, got ${String(o.seed)}`);
  }
  if (typeof o.tolerance !== "number" || !(o.tolerance >= 0 && o.tolerance < 1)) {
    throw new TextboostError("E_INVALID_ARGUMENT", `tolerance must be in [0, 1), got ${String(o.tolerance)}`);
  }
  if (typeof o.leftVectors !== "boolean") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `leftVectors must be true or false, got ${String(o.leftVectors)}`,
    );
  }
  if (!METHODS.includes(o.method)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `method must be one of ${METHODS.map((m) => JSON.stringify(m)).join(", ")}, got ${JSON.stringify(o.method)}`,
    );
  }
  const lanczosMaxSteps = o.lanczosMaxSteps ?? Math.max(100, 5 * (o.k + o.oversampling));
  count("lanczosMaxSteps", lanczosMaxSteps, 1);
  return { ...o, lanczosMaxSteps };
}
