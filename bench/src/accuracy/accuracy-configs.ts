/** One textboost configuration of the accuracy bench: a name and the `train` flags that make it. */
export interface TextboostConfig {
  readonly name: string;
  readonly flags: readonly string[];
}

/**
 * The configurations run unless `--no-default-configs`: the two flat boosters with the CLI's
 * defaults at S = 100, and the accurate preset (skipped, with the CLI's message, where the CLI has
 * no `--preset`).
 */
export const DEFAULT_CONFIGS: readonly string[] = [
  "adaboost-mh=--algorithm adaboost-mh --iterations 100",
  "mp-boost=--algorithm mp-boost --iterations 100",
  "accurate=--preset accurate",
];

/**
 * Parses one `--config NAME=FLAGS` value: a name of letters, digits, `.`, `_` and `-`, then the
 * flags of `textboost train` separated by spaces (no quoting: a flag value holds no space).
 *
 * @param value - e.g. `"mh-500=--algorithm adaboost-mh --iterations 500"`
 * @returns the {@link TextboostConfig}
 * @throws Error naming `--config` and the value when there is no name, no `=` or no flag
 *
 * @example
 * ```ts
 * parseConfig("binned=--stumps binned --iterations 200");
 * // { name: "binned", flags: ["--stumps", "binned", "--iterations", "200"] }
 * ```
 */
export function parseConfig(value: string): TextboostConfig {
  const eq = value.indexOf("=");
  const name = eq < 0 ? "" : value.slice(0, eq).trim();
  const flags =
    eq < 0
      ? []
      : value
          .slice(eq + 1)
          .trim()
          .split(/\s+/)
          .filter((f) => f !== "");
  if (!/^[A-Za-z0-9._-]+$/.test(name) || flags.length === 0) {
    throw new Error(
      `--config ${JSON.stringify(value)}: expected NAME=FLAGS, a name of letters, digits, ".", "_" or "-" and at least one flag`,
    );
  }
  return { name, flags };
}

/**
 * The configurations of a run: the defaults (unless `withDefaults` is false) and then each
 * `--config`, a later one replacing an earlier one of the same name.
 *
 * @param values - the `--config` values, in order
 * @param withDefaults - whether to start from {@link DEFAULT_CONFIGS}
 * @returns the configurations, in order of first appearance
 * @throws Error from {@link parseConfig}
 */
export function configList(values: readonly string[], withDefaults: boolean): TextboostConfig[] {
  const byName = new Map<string, TextboostConfig>();
  for (const value of [...(withDefaults ? DEFAULT_CONFIGS : []), ...values]) {
    const config = parseConfig(value);
    byName.set(config.name, config);
  }
  return [...byName.values()];
}
