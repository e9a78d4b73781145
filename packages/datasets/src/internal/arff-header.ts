/** One `@attribute` declaration of an ARFF header. */
export interface ArffAttribute {
  /** The name, unquoted. */
  readonly name: string;
  /** `numeric` (also `real`, `integer`) or `nominal` (`{a,b,c}`). */
  readonly type: "numeric" | "nominal";
  /** The declared values of a nominal attribute, unquoted, in order. */
  readonly values?: readonly string[];
  /** 1-based line of the declaration. */
  readonly line: number;
}

/** The header of an ARFF file: relation name and attributes, and the line of `@data`. */
export interface ArffHeader {
  readonly relation: string;
  /** 1-based line of `@relation`. */
  readonly relationLine: number;
  readonly attributes: readonly ArffAttribute[];
  /** 1-based line of the `@data` keyword. */
  readonly dataLine: number;
}
