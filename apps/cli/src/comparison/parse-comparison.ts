import { TextboostError } from "@textboost/core";
import { EMPTY_LABEL_RULES, type EmptyLabelRule } from "@textboost/metrics";
import type { PerLabelRow } from "../tables/per-label-table.js";
import {
  COMPARISON_FORMAT,
  COMPARISON_VERSION,
  type Comparison,
  type ComparisonLabel,
  type ComparisonPoint,
  type ComparisonRun,
  type LabelTerms,
} from "./comparison.js";

type Json = Record<string, unknown>;

/**
 * Reads a comparison file's JSON (what `textboost compare --out` writes), checking every field the
 * report draws from: a wrong shape is an `E_INPUT_FORMAT` error naming the field, another `format`
 * is `E_INPUT_FORMAT`, another `version` is `E_MODEL_VERSION`.
 *
 * @param json - the parsed file
 * @param file - the file name, for the error
 * @returns the comparison, as written
 * @throws TextboostError `E_INPUT_FORMAT`, `E_MODEL_VERSION`
 * @example
 * ```ts
 * const comparison = parseComparison(JSON.parse(readFileSync("cmp.json", "utf8")), "cmp.json");
 * ```
 */
export function parseComparison(json: unknown, file?: string): Comparison {
  const fail = (what: string): never => {
    throw new TextboostError(
      "E_INPUT_FORMAT",
      `not a textboost comparison (written by textboost compare --out): ${what}`,
      file === undefined ? {} : { file },
    );
  };
  const object = (v: unknown, at: string): Json =>
    typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Json) : fail(`${at} is not an object`);
  const array = (v: unknown, at: string): unknown[] => (Array.isArray(v) ? v : fail(`${at} is not an array`));
  const string = (v: unknown, at: string): string =>
    typeof v === "string" ? v : fail(`${at} is not a string`);
  const count = (v: unknown, at: string): number =>
    typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : fail(`${at} is not a whole number >= 0`);
  const finite = (v: unknown, at: string): number =>
    typeof v === "number" && Number.isFinite(v) ? v : fail(`${at} is not a finite number`);
  const maybe = (v: unknown, at: string): number | null => (v === null ? null : finite(v, at));

  const root = object(json, "the file");
  if (root.format !== COMPARISON_FORMAT)
    fail(`"format" is ${JSON.stringify(root.format)}, not "${COMPARISON_FORMAT}"`);
  if (root.version !== COMPARISON_VERSION) {
    throw new TextboostError(
      "E_MODEL_VERSION",
      `comparison file version ${JSON.stringify(root.version)} is not supported (this textboost reads version ${COMPARISON_VERSION}); re-run textboost compare`,
      file === undefined ? {} : { file },
    );
  }
  const d = object(root.data, "data");
  const labels = array(root.labels, "labels").map((l, j): ComparisonLabel => {
    const o = object(l, `labels[${j}]`);
    return {
      name: string(o.name, `labels[${j}].name`),
      trainFrequency: count(o.trainFrequency, `labels[${j}].trainFrequency`),
    };
  });
  const coveringErrors = (v: unknown, at: string): Record<string, number> =>
    Object.fromEntries(Object.entries(object(v, at)).map(([name, e]) => [name, finite(e, `${at}.${name}`)]));
  const point = (v: unknown, at: string): ComparisonPoint => {
    const o = object(v, at);
    return {
      iterations: count(o.iterations, `${at}.iterations`),
      microF1: finite(o.microF1, `${at}.microF1`),
      macroF1: finite(o.macroF1, `${at}.macroF1`),
      hammingLoss: finite(o.hammingLoss, `${at}.hammingLoss`),
      subsetAccuracy: finite(o.subsetAccuracy, `${at}.subsetAccuracy`),
      rankingLoss: maybe(o.rankingLoss, `${at}.rankingLoss`),
      oneError: maybe(o.oneError, `${at}.oneError`),
      averagePrecision: maybe(o.averagePrecision, `${at}.averagePrecision`),
      ...(o.emptyLabels === undefined ? {} : { emptyLabels: count(o.emptyLabels, `${at}.emptyLabels`) }),
      ...(o.coveringError === undefined
        ? {}
        : { coveringError: coveringErrors(o.coveringError, `${at}.coveringError`) }),
      ...(o.trainMs === undefined ? {} : { trainMs: finite(o.trainMs, `${at}.trainMs`) }),
    };
  };
  const labelRow = (v: unknown, at: string): PerLabelRow => {
    const o = object(v, at);
    return {
      label: string(o.label, `${at}.label`),
      support: count(o.support, `${at}.support`),
      tp: count(o.tp, `${at}.tp`),
      fp: count(o.fp, `${at}.fp`),
      fn: count(o.fn, `${at}.fn`),
      precision: finite(o.precision, `${at}.precision`),
      recall: finite(o.recall, `${at}.recall`),
      f1: finite(o.f1, `${at}.f1`),
    };
  };
  const labelTerms = (v: unknown, at: string): LabelTerms => {
    const o = object(v, at);
    return {
      label: string(o.label, `${at}.label`),
      terms: array(o.terms, `${at}.terms`).map((t, i) => {
        const term = object(t, `${at}.terms[${i}]`);
        return {
          term: string(term.term, `${at}.terms[${i}].term`),
          weight: finite(term.weight, `${at}.terms[${i}].weight`),
        };
      }),
    };
  };
  const rule = root.emptyLabelRule as EmptyLabelRule | undefined;
  if (rule !== undefined && !EMPTY_LABEL_RULES.includes(rule)) {
    fail(`"emptyLabelRule" is ${JSON.stringify(rule)}, not one of ${EMPTY_LABEL_RULES.join(", ")}`);
  }
  const runs = array(root.runs, "runs").map((r, i): ComparisonRun => {
    const at = `runs[${i}]`;
    const o = object(r, at);
    const perLabel =
      o.perLabel === undefined
        ? undefined
        : array(o.perLabel, `${at}.perLabel`).map((x, j) => labelRow(x, `${at}.perLabel[${j}]`));
    if (perLabel !== undefined && perLabel.length !== labels.length) {
      fail(`${at}.perLabel has ${perLabel.length} rows for ${labels.length} labels`);
    }
    const topTerms =
      o.topTerms === undefined
        ? undefined
        : array(o.topTerms, `${at}.topTerms`).map((x, j) => labelTerms(x, `${at}.topTerms[${j}]`));
    return {
      algorithm: string(o.algorithm, `${at}.algorithm`),
      ...(o.name === undefined ? {} : { name: string(o.name, `${at}.name`) }),
      trainMs: finite(o.trainMs, `${at}.trainMs`),
      points: array(o.points, `${at}.points`).map((p, j) => point(p, `${at}.points[${j}]`)),
      ...(perLabel === undefined ? {} : { perLabel }),
      ...(topTerms === undefined ? {} : { topTerms }),
    };
  });
  return {
    format: COMPARISON_FORMAT,
    version: COMPARISON_VERSION,
    data: {
      format: string(d.format, "data.format"),
      path: string(d.path, "data.path"),
      trainDocuments: count(d.trainDocuments, "data.trainDocuments"),
      testDocuments: count(d.testDocuments, "data.testDocuments"),
      features: count(d.features, "data.features"),
    },
    labels,
    runs,
    ...(rule === undefined ? {} : { emptyLabelRule: rule }),
  };
}
