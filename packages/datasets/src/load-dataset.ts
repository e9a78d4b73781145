import { readdir, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { type Dataset, TextboostError } from "@textboost/core";
import { parseBoostexter, parseBoostexterCorpus } from "./boostexter.js";
import { parseBoostexterNames } from "./boostexter-names.js";
import { readFileLines } from "./internal/lines.js";
import { readMeka } from "./meka.js";
import { readMpBoost } from "./mpboost.js";
import { readMulan } from "./mulan.js";
import { type ReutersCategories, readReuters21578, reutersFiles } from "./reuters21578.js";
import { readSvmlight } from "./svmlight.js";
import type { TextCorpus } from "./text-corpus.js";

/** The formats {@link loadDataset} reads. */
export type DatasetFormat = "reuters21578" | "mulan" | "meka" | "svmlight" | "boostexter" | "mpboost";

/** Every {@link DatasetFormat}, for command-line choices. */
export const DATASET_FORMATS: readonly DatasetFormat[] = [
  "reuters21578",
  "mulan",
  "meka",
  "svmlight",
  "boostexter",
  "mpboost",
];

/** Options of {@link loadDataset}. */
export interface LoadDatasetOptions {
  /** Which part to read where a location has a training and a test part. */
  readonly split?: "train" | "test";
  /** Reuters-21578 only: the category set (default `"modapte-90"`). */
  readonly categories?: ReutersCategories;
  /** SVMlight and MP-Boost++ only: fix the feature columns (pass the training set's). */
  readonly featureNames?: readonly string[];
  /** SVMlight and MP-Boost++ only: fix the label columns (pass the training set's). */
  readonly labelNames?: readonly string[];
  /** Mulan only: the XML header, when it is not found beside the ARFF file. */
  readonly xml?: string;
  /** BoosTexter only: the `.names` file, when it is not `<stem>.names`. */
  readonly names?: string;
}

/**
 * What {@link loadDataset} returns: raw text for the text formats (the caller tokenises and builds
 * a vocabulary on the training part), numeric vectors for the others. `files` lists what was read.
 */
export type LoadedDataset =
  | { readonly kind: "text"; readonly corpus: TextCorpus; readonly files: readonly string[] }
  | { readonly kind: "vectors"; readonly dataset: Dataset; readonly files: readonly string[] };

/**
 * One entry point for every format, as the command line uses it. How `path` is resolved:
 *
 * | format | `path` | `split` |
 * |---|---|---|
 * | `reuters21578` | the directory of `reut2-*.sgm` | required: the ModApte part; returns text |
 * | `mulan` | a directory `D` holding `D-train.arff`, `D-test.arff` (or `D.arff`) and `D.xml`; or an `.arff` file, with the XML beside it (`x-train.arff` -> `x.xml`, else the only `.xml` there) | chooses `D-<split>.arff`; without it `D.arff` |
 * | `meka` | a directory as for mulan (no XML), or an `.arff` file | as for mulan |
 * | `svmlight` | a file | - |
 * | `boostexter` | a stem `S` (`S.names` with `S.data` for train and `S.test` for test), or a `.data`/`.test`/`.dev` file; text when the `.names` file has text columns and no continuous or set column | chooses `S.data` or `S.test`; without it `S.data` |
 * | `mpboost` | a file, or a directory with `training` and `test` (Esuli's layout) | chooses the file in a directory |
 *
 * Anywhere, `{split}` in `path` is replaced by the split (`data/{split}.svm`). `split` with a plain
 * file path is an error (the file already says which part it is).
 *
 * @param format - one of {@link DATASET_FORMATS}
 * @param path - where the data is, see above
 * @param options - see {@link LoadDatasetOptions}
 * @returns `{ kind: "text", corpus, files }` or `{ kind: "vectors", dataset, files }`
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown format, a missing or needless `split`;
 *   `E_IO` naming the path when a file is missing; `E_INPUT_FORMAT` from the readers
 *
 * @example
 * ```ts
 * const train = await loadDataset("mulan", "../shared/datasets/mulan/medical", { split: "train" });
 * if (train.kind === "vectors") console.log(train.dataset.X.rows); // 333
 * const reuters = await loadDataset("reuters21578", "../shared/datasets/reuters21578", { split: "test" });
 * if (reuters.kind === "text") console.log(reuters.corpus.documents.length); // 3019
 * ```
 */
export async function loadDataset(
  format: DatasetFormat,
  path: string,
  options: LoadDatasetOptions = {},
): Promise<LoadedDataset> {
  const split = options.split;
  if (split !== undefined && split !== "train" && split !== "test") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `split must be "train" or "test", got ${JSON.stringify(split)}`,
    );
  }
  let where = path;
  const placeholder = path.includes("{split}");
  if (placeholder) {
    if (split === undefined)
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `the path ${path} has {split}: pass split "train" or "test"`,
      );
    where = path.split("{split}").join(split);
  }
  const idFixes = {
    ...(options.featureNames === undefined ? {} : { featureNames: options.featureNames }),
    ...(options.labelNames === undefined ? {} : { labelNames: options.labelNames }),
  };
  switch (format) {
    case "reuters21578": {
      if (split === undefined) needSplit(where, "the ModApte training and test parts");
      const files = await reutersFiles(where);
      const parts = await readReuters21578(
        where,
        options.categories === undefined ? {} : { categories: options.categories },
      );
      return { kind: "text", corpus: split === "train" ? parts.train : parts.test, files };
    }
    case "mulan":
    case "meka": {
      let arff: string;
      let xml: string | undefined = options.xml;
      if (await isDirectory(where)) {
        const name = basename(where);
        arff = await splitFile(
          where,
          split,
          [`${name}-${split}.arff`],
          [`${name}.arff`],
          [`${name}-train.arff`, `${name}-test.arff`],
        );
        if (format === "mulan" && xml === undefined) xml = await xmlBeside(where, name);
      } else {
        noSplitForFile(where, split, placeholder);
        arff = where;
        await mustExist(arff);
        if (format === "mulan" && xml === undefined) {
          xml = await xmlBeside(
            dirname(arff),
            basename(arff)
              .replace(/\.arff$/i, "")
              .replace(/-(train|test)$/, ""),
          );
        }
      }
      if (format === "meka") return { kind: "vectors", dataset: await readMeka(arff), files: [arff] };
      await mustExist(xml!);
      return { kind: "vectors", dataset: await readMulan(arff, xml!), files: [arff, xml!] };
    }
    case "svmlight": {
      if (await isDirectory(where)) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          "svmlight needs a file (use {split} in the path to choose one)",
          { file: where },
        );
      }
      noSplitForFile(where, split, placeholder);
      await mustExist(where);
      return { kind: "vectors", dataset: await readSvmlight(where, idFixes), files: [where] };
    }
    case "mpboost": {
      let file = where;
      if (await isDirectory(where))
        file = await splitFile(
          where,
          split,
          [split === "test" ? "test" : "training"],
          [],
          ["training", "test"],
        );
      else noSplitForFile(where, split, placeholder);
      await mustExist(file);
      return { kind: "vectors", dataset: await readMpBoost(file, idFixes), files: [file] };
    }
    case "boostexter": {
      const ext = /\.(names|data|test|dev)$/.exec(where)?.[1];
      const stem = ext === undefined ? where : where.slice(0, -(ext.length + 1));
      let data: string;
      if (ext === "data" || ext === "test" || ext === "dev") {
        noSplitForFile(where, split, placeholder);
        data = where;
      } else {
        data = `${stem}.${split === "test" ? "test" : "data"}`;
      }
      const namesPath = options.names ?? `${stem}.names`;
      await mustExist(namesPath);
      await mustExist(data);
      const names = await parseBoostexterNames(readFileLines(namesPath), { file: namesPath });
      const text =
        names.columns.some((c) => c.type === "text") &&
        !names.columns.some((c) => c.type === "continuous" || c.type === "set");
      const opts = { file: data, namesFile: namesPath };
      const files = [namesPath, data];
      return text
        ? { kind: "text", corpus: await parseBoostexterCorpus(names, readFileLines(data), opts), files }
        : { kind: "vectors", dataset: await parseBoostexter(names, readFileLines(data), opts), files };
    }
    default:
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `unknown format ${JSON.stringify(format)}; expected one of ${DATASET_FORMATS.join(", ")}`,
      );
  }
}

function needSplit(where: string, what: string): never {
  throw new TextboostError("E_INVALID_ARGUMENT", `${where} holds ${what}: pass split "train" or "test"`, {
    file: where,
  });
}

function noSplitForFile(where: string, split: string | undefined, placeholder: boolean): void {
  if (split !== undefined && !placeholder) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `split "${split}" cannot choose anything for a single file; give the directory, or {split} in the path`,
      { file: where },
    );
  }
}

async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}

async function mustExist(p: string): Promise<void> {
  if (!(await exists(p))) throw new TextboostError("E_IO", "no such file", { file: p });
}

/** Picks the split's file in `dir`: `withSplit` names when split is given, else `unsplit` names. */
async function splitFile(
  dir: string,
  split: string | undefined,
  withSplit: string[],
  unsplit: string[],
  splitNames: string[],
): Promise<string> {
  const candidates = split === undefined ? unsplit : withSplit;
  for (const c of candidates) if (await exists(join(dir, c))) return join(dir, c);
  const hasSplits = (await Promise.all(splitNames.map((n) => exists(join(dir, n))))).some(Boolean);
  if (split === undefined && hasSplits) needSplit(dir, `${splitNames.join(" and ")}`);
  throw new TextboostError(
    "E_IO",
    `no ${candidates.join(" or ") || splitNames.join(" or ")} in this directory`,
    { file: dir },
  );
}

async function xmlBeside(dir: string, name: string): Promise<string> {
  const direct = join(dir, `${name}.xml`);
  if (await exists(direct)) return direct;
  let xmls: string[] = [];
  try {
    xmls = (await readdir(dir)).filter((n) => n.toLowerCase().endsWith(".xml"));
  } catch {
    // reported below
  }
  if (xmls.length === 1) return join(dir, xmls[0]!);
  throw new TextboostError(
    "E_IO",
    xmls.length === 0
      ? `no Mulan XML header (${name}.xml) here; pass xml`
      : `no ${name}.xml and several .xml files (${xmls.join(", ")}); pass xml`,
    { file: dir },
  );
}
