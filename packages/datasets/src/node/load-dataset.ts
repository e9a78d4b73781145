import { readdir } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { type Dataset, TextboostError } from "@textboost/core";
import { parseBoostexter, parseBoostexterCorpus } from "../boostexter.js";
import { parseBoostexterNames } from "../boostexter-names.js";
import { concatCorpora, concatDatasets } from "../concat-parts.js";
import { mekaSplit, mekaTrainSize } from "../meka.js";
import type { ReutersCategories } from "../reuters21578.js";
import { selectDocuments } from "../select-documents.js";
import type { TextCorpus } from "../text-corpus.js";
import { readArffRelation } from "./arff-relation-file.js";
import { readFileLines } from "./file-lines.js";
import { readMeka } from "./meka-file.js";
import { readMpBoost } from "./mpboost-file.js";
import { readMulan } from "./mulan-file.js";
import { type ReadProgress, type ReadProgressOptions, readProgressLimits } from "./read-progress.js";
import { readablePath, statIfReadable } from "./regular-file.js";
import { readReuters21578, reutersFiles } from "./reuters21578-files.js";
import { readSvmlight } from "./svmlight-file.js";

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

/**
 * Which documents of a data set to read: its training part, its test part, or `"all"`, every
 * document (both parts, one after the other, where it has two; the whole file where it has none).
 */
export type DatasetSplit = "train" | "test" | "all";

/** Every {@link DatasetSplit}, for command-line choices. */
export const DATASET_SPLITS: readonly DatasetSplit[] = ["train", "test", "all"];

/** Options of {@link loadDataset}. */
export interface LoadDatasetOptions {
  /** Which part to read where the data set has a training and a test part (see {@link loadDataset}). */
  readonly split?: DatasetSplit;
  /**
   * What a `split` means where the data set has no parts (one file, and its header declares no
   * split): `"error"` (default) refuses it, `"whole"` reads the whole file. The command line passes
   * `"whole"` for its default split and `"error"` for a `--split` the user typed.
   */
  readonly unsplit?: "error" | "whole";
  /** Reuters-21578 only: the category set (default `"modapte-90"`). */
  readonly categories?: ReutersCategories;
  /** SVMlight and MP-Boost++ only: fix the feature columns (pass the training set's). */
  readonly featureNames?: readonly string[];
  /** SVMlight and MP-Boost++ only: fix the label columns (pass the training set's). */
  readonly labelNames?: readonly string[];
  /**
   * MP-Boost++ only: `"dense"` makes one label per category id from 0 to the largest, as MP-Boost++
   * does (see `parseMpBoost`); default `"distinct"`, one per id that occurs. Ignored with `labelNames`.
   */
  readonly categoryIds?: "distinct" | "dense";
  /** Mulan only: the XML header, when it is not found beside the ARFF file. */
  readonly xml?: string;
  /** BoosTexter only: the `.names` file, when it is not `<stem>.names`. */
  readonly names?: string;
  /**
   * Told, as each data file is read, how many of its bytes are read out of its size, and which file
   * it is (see {@link ReadProgress}): a large file takes seconds to parse. The caller decides how
   * often to print.
   */
  readonly onProgress?: (progress: ReadProgress) => void;
}

/** Which part of a data set {@link loadDataset} read: one of its two parts, or all of a data set without parts. */
export type DatasetPart = "train" | "test" | "whole";

/**
 * What {@link loadDataset} returns: raw text for the text formats (the caller tokenises and builds
 * a vocabulary on the training part), numeric vectors for the others. `files` lists what was read,
 * `part` which part of the data set that is.
 */
export type LoadedDataset = (
  | { readonly kind: "text"; readonly corpus: TextCorpus; readonly files: readonly string[] }
  | { readonly kind: "vectors"; readonly dataset: Dataset; readonly files: readonly string[] }
) & { readonly part: DatasetPart };

/**
 * One entry point for every format, as the command line uses it. A data set either has two parts,
 * a training and a test part, and `split` chooses one; or it has none, and is read whole. Where
 * the parts are:
 *
 * | format | `path` | its parts |
 * |---|---|---|
 * | `reuters21578` | the directory of `reut2-*.sgm` | always: ModApte's; `split` is required; returns text |
 * | `mulan` | a directory `D` holding `D-train.arff` and `D-test.arff`, or only `D.arff`, and `D.xml`; or an `.arff` file, with the XML beside it (`x-train.arff` -> `x.xml`, else the only `.xml` there) | `D-<split>.arff` in a directory; in one file, those MEKA's `-split-number N` or `-split-percentage P` in the relation name declare (see {@link mekaSplit}); else none |
 * | `meka` | as for mulan (no XML; `-C n` in the relation name gives the labels) | as for mulan |
 * | `svmlight` | a file | none |
 * | `boostexter` | a stem `S` (`S.names` with `S.data`, and `S.test` when there is a test part), or a `.data`/`.test`/`.dev` file; text when the `.names` file has text columns and no continuous or set column | `S.data` and `S.test` for a stem with both; without `split`, `S.data`; else none |
 * | `mpboost` | a file, or a directory with `training` and `test` (Esuli's layout) | the two files of a directory; else none |
 *
 * Anywhere, `{split}` in `path` is replaced by the split (`data/{split}.svm`): such a path always
 * has parts. The rules, in order:
 *
 * 1. A missing file or directory is an `E_IO` "no such file" error naming it, whatever `split` says.
 * 2. Where there are parts, `split` chooses one (`part` is the split); it is required, except that a
 *    file with a MEKA split (or a BoosTexter stem) without `split` is read whole (or as `S.data`).
 * 3. Where there are none, the whole file is read (`part: "whole"`); a `split` there is an
 *    `E_INVALID_ARGUMENT` error, unless `unsplit: "whole"` says to read the whole file anyway. So the
 *    command line's default "the train part when there are parts, else the whole file" is
 *    `{ split: "train", unsplit: "whole" }`.
 * 4. `split: "all"` is every document, whatever the data set: both parts (the training part's
 *    documents first; columns matched by name, see `concatDatasets`) where it has two, the whole file
 *    where it has none (`part: "whole"` either way). For Reuters-21578 that is the ModApte training
 *    and test documents (the documents ModApte leaves unused stay out).
 *
 * @param format - one of {@link DATASET_FORMATS}
 * @param path - where the data is, see above
 * @param options - see {@link LoadDatasetOptions}
 * @returns `{ kind: "text", corpus, files, part }` or `{ kind: "vectors", dataset, files, part }`
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown format, a missing `split` where the data
 *   has parts, or a `split` where it has none (without `unsplit: "whole"`); `E_IO` naming the path
 *   when a file is missing; `E_INPUT_FORMAT` from the readers, and for a MEKA split larger than the file
 *
 * @example
 * ```ts no-run
 * const train = await loadDataset("mulan", "../shared/datasets/mulan/medical", { split: "train" });
 * if (train.kind === "vectors") console.log(train.dataset.X.rows); // 333
 * const reuters = await loadDataset("reuters21578", "../shared/datasets/reuters21578", { split: "test" });
 * if (reuters.kind === "text") console.log(reuters.corpus.documents.length); // 3019
 * // one file without parts: read whole, also when a split is only a preference
 * const k500 = await loadDataset("mulan", "../shared/datasets/mulan/reutersk500/reutersk500.arff", {
 *   split: "train",
 *   unsplit: "whole",
 * });
 * k500.part; // "whole" (6,000 documents)
 * ```
 */
export async function loadDataset(
  format: DatasetFormat,
  path: string,
  options: LoadDatasetOptions = {},
): Promise<LoadedDataset> {
  const split = options.split;
  if (split !== undefined && !DATASET_SPLITS.includes(split)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `split must be one of ${DATASET_SPLITS.map((s) => `"${s}"`).join(", ")}, got ${JSON.stringify(split)}`,
    );
  }
  if (split === "all") return loadAll(format, path, options);
  let where = path;
  const placeholder = path.includes("{split}");
  if (placeholder) {
    if (split === undefined)
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `the path ${path} has {split}: give a split ("train", "test" or "all"; --split on the command line)`,
      );
    where = path.split("{split}").join(split);
  }
  const request: LoadRequest = {
    where,
    split,
    placeholder,
    options,
    idFixes: {
      ...(options.featureNames === undefined ? {} : { featureNames: options.featureNames }),
      ...(options.labelNames === undefined ? {} : { labelNames: options.labelNames }),
    },
  };
  switch (format) {
    case "reuters21578":
      return loadReuters(request);
    case "mulan":
    case "meka":
      return loadArff(format, request);
    case "svmlight":
      return loadSvmlightFile(request);
    case "mpboost":
      return loadMpBoost(request);
    case "boostexter":
      return loadBoostexter(request);
    default:
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `unknown format ${JSON.stringify(format)}; expected one of ${DATASET_FORMATS.join(", ")}`,
      );
  }
}

/** A {@link loadDataset} call with its path's `{split}` filled in. */
interface LoadRequest {
  /** The path, `{split}` replaced by the split. */
  readonly where: string;
  readonly split: "train" | "test" | undefined;
  /** Whether the path had `{split}`. */
  readonly placeholder: boolean;
  readonly options: LoadDatasetOptions;
  /** The feature and label names the caller fixed (`featureNames`, `labelNames`). */
  readonly idFixes: { readonly featureNames?: readonly string[]; readonly labelNames?: readonly string[] };
}

/** Every document of a data set (rule 4): both parts where it has two, else the whole file. */
async function loadAll(
  format: DatasetFormat,
  path: string,
  options: LoadDatasetOptions,
): Promise<LoadedDataset> {
  const rest = { ...options, unsplit: "whole" as const };
  if (format === "reuters21578")
    return loadReuters(
      { where: path, split: undefined, placeholder: false, options: rest, idFixes: {} },
      true,
    );
  const first = await loadDataset(format, path, { ...rest, split: "train" });
  if (first.part === "whole") return first;
  const second = await loadDataset(format, path, { ...rest, split: "test" });
  const files = [...new Set([...first.files, ...second.files])];
  if (first.kind === "text" && second.kind === "text") {
    return { kind: "text", corpus: concatCorpora(first.corpus, second.corpus), files, part: "whole" };
  }
  if (first.kind === "vectors" && second.kind === "vectors") {
    return { kind: "vectors", dataset: concatDatasets(first.dataset, second.dataset), files, part: "whole" };
  }
  throw new TextboostError(
    "E_INPUT_FORMAT",
    "the training part is text and the test part vectors, or the reverse",
    {
      file: path,
    },
  );
}

/** The part read from a single file: the split of a `{split}` path, else the whole file (rule 3). */
function single(q: LoadRequest, file: string): DatasetPart {
  if (q.placeholder) return q.split!;
  if (q.split !== undefined && q.options.unsplit !== "whole") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `this is one file without train and test parts, so --split ${q.split} (split "${q.split}" in the library) cannot be read from it: leave --split out or use --split all to read it whole, or give the directory, or put {split} in the path`,
      { file },
    );
  }
  return "whole";
}

/** Reuters-21578: the ModApte training or test part of the SGML files of a directory. */
async function loadReuters(q: LoadRequest, all = false): Promise<LoadedDataset> {
  const { where, split, options } = q;
  await mustExist(where);
  const files = await reutersFiles(where); // a folder without SGML files says so before anything else
  if (split === undefined && !all) needSplit(where, "the ModApte training and test parts");
  const parts = await readReuters21578(where, {
    ...(options.categories === undefined ? {} : { categories: options.categories }),
    ...progressOf(options),
  });
  if (all) return { kind: "text", corpus: concatCorpora(parts.train, parts.test), files, part: "whole" };
  return { kind: "text", corpus: split === "train" ? parts.train : parts.test, files, part: split! };
}

/**
 * MULAN (ARFF and its XML of labels) or MEKA (ARFF whose relation names its labels): a directory's
 * `<name>-train.arff`/`<name>-test.arff` or `<name>.arff`, or a file, whose MEKA split (in its
 * relation name) cuts it into parts.
 */
async function loadArff(format: "mulan" | "meka", q: LoadRequest): Promise<LoadedDataset> {
  const { where, split, placeholder } = q;
  await mustExist(where);
  let arff = where;
  let xml: string | undefined = q.options.xml;
  let part: DatasetPart | undefined;
  if (await isDirectory(where)) {
    const name = basename(where);
    const halves = [`${name}-train.arff`, `${name}-test.arff`];
    if ((await Promise.all(halves.map((h) => exists(join(where, h))))).some(Boolean)) {
      if (split === undefined) needSplit(where, halves.join(" and "));
      arff = join(where, `${name}-${split}.arff`);
      if (!(await exists(arff)))
        throw new TextboostError("E_IO", `no ${name}-${split}.arff in this directory`, { file: where });
      part = split;
    } else {
      arff = join(where, `${name}.arff`);
      if (!(await exists(arff)))
        throw new TextboostError("E_IO", `no ${[...halves, `${name}.arff`].join(", ")} in this directory`, {
          file: where,
        });
    }
    if (format === "mulan" && xml === undefined) xml = await xmlBeside(where, name);
  } else if (format === "mulan" && xml === undefined) {
    xml = await xmlBeside(
      dirname(arff),
      basename(arff)
        .replace(/\.arff$/i, "")
        .replace(/-(train|test)$/, ""),
    );
  }
  if (xml !== undefined) await mustExist(xml);
  const files = xml === undefined ? [arff] : [arff, xml];
  const progress = progressOf(q.options);
  const read = () => (format === "meka" ? readMeka(arff, progress) : readMulan(arff, xml!, progress));
  if (part !== undefined || placeholder) {
    return { kind: "vectors", dataset: await read(), files, part: part ?? split! };
  }
  const header = await readArffRelation(arff);
  const declared = header === undefined ? undefined : mekaSplit(header.relation);
  if (declared === undefined) {
    const whole = single(q, arff);
    return { kind: "vectors", dataset: await read(), files, part: whole };
  }
  const dataset = await read();
  if (split === undefined) return { kind: "vectors", dataset, files, part: "whole" };
  const n = dataset.X.rows;
  const cut = mekaTrainSize(declared, n, { file: arff, line: header!.line });
  const rows = split === "train" ? range(0, cut) : range(cut, n);
  return { kind: "vectors", dataset: selectDocuments(dataset, rows), files, part: split };
}

/** SVMlight: one file (a directory is refused: `{split}` in the path chooses the file). */
async function loadSvmlightFile(q: LoadRequest): Promise<LoadedDataset> {
  const { where } = q;
  if (await isDirectory(where)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "svmlight needs a file (use {split} in the path to choose one)",
      {
        file: where,
      },
    );
  }
  await mustExist(where);
  const part = single(q, where);
  const dataset = await readSvmlight(where, { ...q.idFixes, ...progressOf(q.options) });
  return { kind: "vectors", dataset, files: [where], part };
}

/** MP-Boost++: a directory's `training` or `test` file, or one file. */
async function loadMpBoost(q: LoadRequest): Promise<LoadedDataset> {
  const { where, split, options } = q;
  await mustExist(where);
  let file = where;
  let part: DatasetPart;
  if (await isDirectory(where)) {
    if (split === undefined) needSplit(where, "training and test");
    file = join(where, split === "test" ? "test" : "training");
    await mustExist(file);
    part = split;
  } else {
    part = single(q, where);
  }
  const categoryIds = options.categoryIds === undefined ? {} : { categoryIds: options.categoryIds };
  return {
    kind: "vectors",
    dataset: await readMpBoost(file, { ...q.idFixes, ...categoryIds, ...progressOf(options) }),
    files: [file],
    part,
  };
}

/**
 * BoosTexter: `<stem>.names` with `<stem>.data` (and `<stem>.test`, the test part), or a named
 * .data/.test/.dev file; text columns alone give a corpus, else vectors.
 */
async function loadBoostexter(q: LoadRequest): Promise<LoadedDataset> {
  const { where, split } = q;
  const ext = /\.(names|data|test|dev)$/.exec(where)?.[1];
  const stem = ext === undefined ? where : where.slice(0, -(ext.length + 1));
  const namesPath = q.options.names ?? `${stem}.names`;
  let data: string;
  let part: DatasetPart;
  if (ext === "data" || ext === "test" || ext === "dev") {
    data = where;
    await mustExist(data);
    await mustExist(namesPath);
    part = single(q, data);
  } else {
    await mustExist(namesPath);
    await mustExist(`${stem}.data`);
    if (await exists(`${stem}.test`)) {
      data = `${stem}.${split === "test" ? "test" : "data"}`;
      part = split ?? "train";
    } else {
      data = `${stem}.data`;
      part = single(q, data);
    }
  }
  const names = await parseBoostexterNames(readFileLines(namesPath), { file: namesPath });
  const text =
    names.columns.some((c) => c.type === "text") &&
    !names.columns.some((c) => c.type === "continuous" || c.type === "set");
  const opts = { file: data, namesFile: namesPath };
  const files = [namesPath, data];
  const lines = readFileLines(data, readProgressLimits(q.options, data));
  return text
    ? { kind: "text", corpus: await parseBoostexterCorpus(names, lines, opts), files, part }
    : { kind: "vectors", dataset: await parseBoostexter(names, lines, opts), files, part };
}

/** The `onProgress` of the options, as the readers take it. */
const progressOf = (options: LoadDatasetOptions): ReadProgressOptions =>
  options.onProgress === undefined ? {} : { onProgress: options.onProgress };

const range = (from: number, to: number): Int32Array =>
  Int32Array.from({ length: to - from }, (_, k) => from + k);

function needSplit(where: string, what: string): never {
  throw new TextboostError(
    "E_INVALID_ARGUMENT",
    `this data set holds ${what}: choose one with --split train or --split test, or every document with --split all (split in the library)`,
    { file: where },
  );
}

async function isDirectory(p: string): Promise<boolean> {
  return statIfReadable(p)?.isDirectory() === true;
}

async function exists(p: string): Promise<boolean> {
  return statIfReadable(p) !== undefined;
}

async function mustExist(p: string): Promise<void> {
  if (!(await exists(p))) throw new TextboostError("E_IO", "no such file or directory", { file: p });
}

async function xmlBeside(dir: string, name: string): Promise<string> {
  const direct = join(dir, `${name}.xml`);
  if (await exists(direct)) return direct;
  let xmls: string[] = [];
  try {
    xmls = (await readdir(readablePath(dir))).filter((n) => n.toLowerCase().endsWith(".xml"));
  } catch {
    // reported below
  }
  if (xmls.length === 1) return join(dir, xmls[0]!);
  throw new TextboostError(
    "E_IO",
    xmls.length === 0
      ? `no Mulan XML header here: put it beside the ARFF file as ${name}.xml (or pass xml to loadDataset), or read the file as --format meka if its relation names the labels (-C n)`
      : `no ${name}.xml and several .xml files (${xmls.join(", ")}): name the header ${name}.xml (or pass xml to loadDataset)`,
    { file: dir },
  );
}
