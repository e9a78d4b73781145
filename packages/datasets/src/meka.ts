import type { Dataset } from "@textboost/core";
import { type ArffHeader, parseArffDataset } from "./arff.js";
import { inputError, quote } from "./internal/input-error.js";
import type { LineInput } from "./internal/lines.js";

/**
 * The number of labels a MEKA relation name declares with `-C n`: n > 0 means the first n attributes
 * are the labels, n < 0 the last |n|.
 *
 * @param relation - the `@relation` name, unquoted (`"Slashdot: -C 22 -split-number 1891"`)
 * @returns n, or `undefined` when there is no `-C` option
 *
 * @example
 * ```ts
 * mekaLabelCount("Slashdot: -C 22 -split-number 1891"); // 22
 * mekaLabelCount("scene: -C -6"); // -6
 * ```
 */
export function mekaLabelCount(relation: string): number | undefined {
  const m = /(?:^|[\s:])-C\s+(-?\d+)(?=\s|$)/.exec(relation);
  return m === null ? undefined : Number(m[1]);
}

/**
 * The train/test division a MEKA relation name declares, in MEKA's own convention (its `Evaluation`
 * reads these options from the relation name as from the command line): `-split-number N` makes the
 * first N instances the training part and the rest the test part; `-split-percentage P` makes the
 * first round(n * P / 100) of the n instances the training part. Instances are taken in file order
 * (MEKA shuffles only when asked to with `-R`, which a file cannot ask).
 *
 * @param relation - the `@relation` name, unquoted (`"Slashdot: -C 22 -split-number 1891"`)
 * @returns `{ number: N }`, `{ percentage: P }`, or `undefined` when the name declares no split
 *   (`-split-number` wins when both are given, as in MEKA)
 *
 * @example
 * ```ts
 * mekaSplit("Slashdot: -C 22 -split-number 1891"); // { number: 1891 }
 * mekaSplit("scene: -C -6 -split-percentage 66"); // { percentage: 66 }
 * mekaSplit("medical: -C 45"); // undefined
 * ```
 */
export function mekaSplit(relation: string): { number: number } | { percentage: number } | undefined {
  const n = /(?:^|[\s:])-split-number\s+(\S+)(?=\s|$)/.exec(relation);
  if (n !== null) return { number: Number(n[1]) };
  const p = /(?:^|[\s:])-split-percentage\s+(\S+)(?=\s|$)/.exec(relation);
  return p === null ? undefined : { percentage: Number(p[1]) };
}

/**
 * How many of `documents` instances are the training part under a MEKA split (see {@link mekaSplit}).
 *
 * @param split - what {@link mekaSplit} returned
 * @param documents - the number of instances in the file
 * @param where - names the file and line in errors
 * @returns the size of the training part, in [0, documents]
 * @throws TextboostError `E_INPUT_FORMAT` for a split that is not a whole number in [0, documents]
 *   (or a percentage outside [0, 100])
 *
 * @example
 * ```ts
 * mekaTrainSize({ percentage: 66 }, 150); // 99
 * ```
 */
export function mekaTrainSize(
  split: { number: number } | { percentage: number },
  documents: number,
  where: { file?: string; line?: number } = {},
): number {
  if ("number" in split) {
    if (!Number.isInteger(split.number) || split.number < 0 || split.number > documents) {
      throw inputError(
        `"-split-number ${split.number}" must be a whole number of instances in [0, ${documents}]`,
        where.file,
        where.line,
      );
    }
    return split.number;
  }
  const p = split.percentage;
  if (!(p >= 0 && p <= 100)) {
    throw inputError(`"-split-percentage ${p}" must be a percentage in [0, 100]`, where.file, where.line);
  }
  return Math.round((documents * p) / 100);
}

/**
 * Parses a MEKA ARFF file: like Mulan's, but the labels are given by `-C n` in the relation name
 * (n > 0: the first n attributes; n < 0: the last |n|), in attribute order, and there is no XML.
 * Value rules as in {@link parseMulan}. (Mulan's own files may carry a MEKA-style `-C` that does not
 * match where their labels are, as `medical` does: read those with {@link parseMulan}.)
 *
 * @param arff - the ARFF text or its lines
 * @param options - `file` names the source in errors
 * @returns the data set
 * @throws TextboostError `E_INPUT_FORMAT` naming file and line; also when `-C` is missing, zero, or
 *   asks for more labels than there are attributes
 *
 * @example
 * ```ts
 * const d = await parseMeka("@relation 'toy: -C 2'\n@attribute A {0,1}\n@attribute B {0,1}\n@attribute w numeric\n@data\n1,0,0.5\n");
 * d.labelNames;   // ["A", "B"]
 * d.featureNames; // ["w"]
 * ```
 */
export async function parseMeka(arff: LineInput, options: { file?: string } = {}): Promise<Dataset> {
  const file = options.file;
  const { header: _header, ...dataset } = await parseArffDataset(arff, file, (header: ArffHeader) => {
    const n = mekaLabelCount(header.relation);
    const count = header.attributes.length;
    if (n === undefined || n === 0) {
      throw inputError(
        `the relation name ${quote(header.relation)} has no "-C n" option, so the labels are unknown (n > 0: first n attributes are labels, n < 0: last |n|)`,
        file,
        header.relationLine,
      );
    }
    if (Math.abs(n) > count) {
      throw inputError(
        `"-C ${n}" asks for ${Math.abs(n)} labels but there are ${count} attributes`,
        file,
        header.relationLine,
      );
    }
    const first = n > 0 ? 0 : count + n;
    return Array.from({ length: Math.abs(n) }, (_, j) => first + j);
  });
  return dataset;
}
