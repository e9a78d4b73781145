import { readFileSync } from "node:fs";
import { DEFAULT_ITERATIONS, isTextboostError, printableText, TextboostError } from "@textboost/core";
import { DATASET_FORMATS, type DatasetFormat } from "@textboost/datasets";
import { readThreads, type ThreadsOption } from "@textboost/workers/node";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { ALGORITHMS, checkStatisticsOption, parseVariant } from "./algorithms.js";
import { CONVERT_TARGETS } from "./commands/data-convert.js";
import { addDataGetCommands } from "./data-get-commands.js";
import { emptyLabelsOption } from "./empty-labels.js";
import { addExperimentOptions, experimentOptions, fraction } from "./experiment-options.js";
import { describeForceOptions } from "./force-option.js";
import { addGridCommands, addQueueOptions, resultsOption } from "./grid/grid-commands.js";
import type { CliIO } from "./io.js";
import { addMlrfOptions, MLRF_BASES, type MlrfBaseName, mlrfSettings } from "./mlrf-options.js";
import * as range from "./option-ranges.js";
import { documentRanges, inRange, listInRange } from "./option-values.js";
import { DEFAULT_LOG_EVERY_SECONDS } from "./progress.js";
import { isRequired, required } from "./required-option.js";
import { splitOption } from "./split-option.js";
import { binsOption, STUMP_KINDS, statisticsOption } from "./stump-kind.js";
import { addTextOptions, textSettings } from "./text-options.js";
import { applyPreset, presetHelp, presetOption } from "./train-preset.js";
import {
  addHierarchyEvaluateOptions,
  addTreeBoostTrainOptions,
  treeBoostTrainSettings,
} from "./treeboost-options.js";

const threadsOption = () =>
  new Option(
    "--threads <n>",
    'threads to use: a number, or "auto" for the number of cores (default: $TEXTBOOST_THREADS, else auto; 1 = no worker thread)',
  ).argParser((v: string): ThreadsOption => {
    try {
      // Read and checked here (a usage error); threadsFor resolves the request once per command.
      return readThreads(v);
    } catch (e) {
      throw new InvalidArgumentError((e as Error).message);
    }
  });
const logEveryOption = () =>
  new Option(
    "--log-every <seconds>",
    "when standard error is not a terminal, print a progress line this often (0: never)",
  )
    .argParser(inRange("--log-every", range.LOG_SECONDS))
    .default(DEFAULT_LOG_EVERY_SECONDS);
const formatOption = () =>
  required("--format <format>", "data format").choices(DATASET_FORMATS as unknown as string[]);
/** Checks the value of an optional `--format` (commands where a data set is one of several sources). */
const dataFormat = (format: string): DatasetFormat => {
  if (!(DATASET_FORMATS as readonly string[]).includes(format)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--format must be one of ${DATASET_FORMATS.join(", ")}, got "${format}"`,
    );
  }
  return format as DatasetFormat;
};
/** Appends an "Examples:" section to a command's help. */
const withExamples = (command: Command, ...lines: string[]): Command =>
  command.addHelpText("after", `\nExamples:\n${lines.map((l) => `  ${l}`).join("\n")}\n`);

/** The CLI's version, from its package.json (beside `src/` and `dist/`). */
function cliVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  return pkg.version;
}

/** Builds the `textboost` command line program writing to `io`. */
export function createProgram(io: CliIO): Command {
  const program = new Command("textboost")
    .description("Multi-label text categorization with boosting (AdaBoost.MH, MP-Boost, ...)")
    // Usage errors quote what the user typed: printed without its control characters.
    .configureOutput({
      writeOut: (s) => io.out(s),
      writeErr: (s) => io.err(printableText(s, { keepLineBreaks: true })),
    })
    .version(cliVersion(), "-V, --version", "print the version of textboost")
    .exitOverride()
    // A command's options come before its subcommands (grid's --results is not grid status's).
    .enablePositionalOptions()
    .showHelpAfterError("(run the command with --help for its options and examples)")
    .hook("preAction", (_program, action) => {
      for (const option of action.options) {
        if (isRequired(option) && action.getOptionValue(option.attributeName()) === undefined) {
          action.error(`error: required option '${option.flags}' not specified`, {
            code: "commander.missingMandatoryOptionValue",
          });
        }
      }
    });

  const data = program.command("data").description("get, inspect and convert data sets");
  addDataGetCommands(data, io);
  withExamples(
    data.command("stats"),
    "textboost data stats --format reuters21578 ../shared/datasets/reuters21578 --split train",
    "textboost data stats --format mulan ../shared/datasets/mulan/medical --split test --json",
  )
    .description(
      "documents, labels, features, label cardinality and labels without positives: of every document, and of each part where the data set has a train and a test part (with --split: of that part)",
    )
    .argument("<path>", "file or directory of the data set")
    .addOption(formatOption())
    .addOption(splitOption())
    .option("--json", "print JSON", false)
    .action(async (path: string, o) => {
      const { dataStats } = await import("./commands/data-stats.js");
      await dataStats(
        { format: o.format as DatasetFormat, path, ...(o.split ? { split: o.split } : {}), json: o.json },
        io,
      );
    });

  withExamples(
    data.command("convert"),
    "textboost data convert --format reuters21578 ../shared/datasets/reuters21578 --to mpboost --out reuters-mpboost",
    "textboost data convert --format svmlight train.svm --to mulan --out train-mulan",
  )
    .description(
      "write a data set in another format: both parts when it has a train/test split, else the whole file, in one feature space (raw text: the default pipeline fitted on train)",
    )
    .argument("<path>", "file or directory of the data set")
    .addOption(formatOption())
    .addOption(required("--to <format>", "output format").choices([...CONVERT_TARGETS]))
    .addOption(required("--out <dir>", "directory for the files (named so --data <dir> reads them back)"))
    .option("--force", "overwrite existing files", false)
    .action(async (path: string, o) => {
      const { dataConvert } = await import("./commands/data-convert.js");
      await dataConvert(
        { format: o.format as DatasetFormat, path, to: o.to, outDir: o.out, force: o.force },
        io,
      );
    });

  withExamples(
    data.command("split"),
    "textboost data split --format mulan --data ../shared/datasets/mulan/reutersk500/reutersk500.arff --test-fraction 0.3 --split-seed 1 --out k500-split",
    "textboost data split --format reuters21578 --data ../shared/datasets/reuters21578 --test-fraction 0.2 --out reuters-dev --to svmlight",
  )
    .description(
      "divide a data set (its train part when it has two) into stratified train and test parts, and write them; the same split as train --test-fraction with the same seed",
    )
    .addOption(formatOption())
    .addOption(required("--data <path>", "the data set (file or directory)"))
    .addOption(splitOption("train"))
    .addOption(
      required("--test-fraction <f>", "share of the documents in the test part, in (0, 1)").argParser(
        fraction("--test-fraction"),
      ),
    )
    .option("--split-seed <n>", "seed of the stratified split", inRange("--split-seed", range.SEED), 0)
    .addOption(required("--out <dir>", "directory for the files (named so --data <dir> reads them back)"))
    .addOption(
      new Option(
        "--to <format>",
        "output format (default: the input's; BoosTexter for Reuters SGML)",
      ).choices([...CONVERT_TARGETS]),
    )
    .option("--force", "overwrite existing files (never an input)", false)
    .action(async (o) => {
      const { dataSplit } = await import("./commands/data-split.js");
      await dataSplit(
        {
          format: o.format as DatasetFormat,
          data: o.data,
          ...(o.split ? { split: o.split } : {}),
          testFraction: o.testFraction,
          seed: o.splitSeed,
          outDir: o.out,
          ...(o.to ? { to: o.to } : {}),
          force: o.force,
        },
        io,
      );
    });

  withExamples(
    data.command("induce-hierarchy"),
    "textboost data induce-hierarchy --format reuters21578 --data ../shared/datasets/reuters21578 --clusters 4 --min-documents 30 --out reuters-4.tsv",
  )
    .description(
      "cluster the categories into macro-categories (average linkage on centroid cosine) and write the tree as TSV",
    )
    .addOption(formatOption())
    .addOption(required("--data <path>", "the data set (file or directory)"))
    .addOption(splitOption("train"))
    .addOption(
      required("--clusters <n>", "number of macro-categories").argParser(
        inRange("--clusters", range.CLUSTERS),
      ),
    )
    .option(
      "--cooccurrence <w>",
      "weight of label co-occurrence in the similarity, 0 to 1 (default 0: centroids only)",
      inRange("--cooccurrence", range.UNIT),
    )
    .option(
      "--min-documents <n>",
      "cluster only categories with at least n documents; attach the others to the most similar macro-category (default: chosen from the data so that every macro-category holds >= 1/(4n) of the label assignments)",
      inRange("--min-documents", range.DOCUMENTS),
    )
    .addOption(required("--out <file>", "where to write the tree (parent<TAB>child<TAB>description)"))
    .option("--force", "overwrite --out if it exists", false)
    .option("--json", "print the macro-categories as JSON", false)
    .action(async (o) => {
      const { dataInduceHierarchy } = await import("./commands/data-induce-hierarchy.js");
      await dataInduceHierarchy(
        {
          format: o.format as DatasetFormat,
          data: o.data,
          ...(o.split ? { split: o.split } : {}),
          clusters: o.clusters,
          ...(o.cooccurrence === undefined ? {} : { cooccurrence: o.cooccurrence }),
          ...(o.minDocuments === undefined ? {} : { minDocuments: o.minDocuments }),
          out: o.out,
          force: o.force,
          json: o.json,
        },
        io,
      );
    });

  const trainCommand = withExamples(
    addTreeBoostTrainOptions(program.command("train")),
    "textboost train --format reuters21578 --data ../shared/datasets/reuters21578 --iterations 200 --out reuters.model.json",
    "textboost train --algorithm mp-boost --format mulan --data ../shared/datasets/mulan/medical --out medical.model.json --json",
    "textboost train --format reuters21578 --data ../shared/datasets/reuters21578 --iterations 5000 --out r.json --checkpoint r.ckpt --checkpoint-every 200",
    "textboost train --format reuters21578 --data ../shared/datasets/reuters21578 --iterations 5000 --out r.json --checkpoint r.ckpt --resume r.ckpt",
    "textboost train --format mulan --data ../shared/datasets/mulan/reutersk500/reutersk500.arff --test-fraction 0.3 --split-seed 1 --out k500.model.json",
    "textboost train --format mulan --data ../shared/datasets/mulan/medical --folds 5 --iterations 200",
    "textboost train --format mulan --data ../shared/datasets/mulan/enron --validation-fraction 0.2 --thresholds per-label-f1 --calibrate platt --out enron.model.json",
    "textboost train --algorithm adaboost-lc --cover two-sets --format mulan --data ../shared/datasets/mulan/enron --out enron.model.json",
    "textboost train --algorithm mlrf --members 10 --subset-size 100 --lsi-dims 10 --base-iterations 10 --format mulan --data ../shared/datasets/mulan/medical --out medical.mlrf.json",
    "textboost train --algorithm treeboost --induce-hierarchy 4 --min-documents 30 --format reuters21578 --data ../shared/datasets/reuters21578 --iterations 500 --out reuters-tree.model.json",
    "textboost train --preset accurate --format reuters21578 --data ../shared/datasets/reuters21578 --threads 2 --out reuters-accurate.model.json",
    "textboost train --format reuters21578 --data ../shared/datasets/reuters21578 --weighting tf-idf --sublinear-tf --ngrams 1-2 --min-df 3 --out reuters-tfidf.model.json",
    "textboost train --algorithm treeboost --base mp-boost --hierarchy-from-names --format mulan --data ../shared/datasets/mulan/reutersk500/reutersk500.arff --test-fraction 0.25 --split-seed 1 --out k500.model.json",
  )
    .description("train a model and write it as JSON")
    .addOption(
      new Option("--algorithm <name>", "boosting algorithm")
        .choices(ALGORITHMS.map((a) => a.name))
        .default("adaboost-mh"),
    )
    .addOption(formatOption())
    .addOption(required("--data <path>", "training data (file or directory)"))
    .addOption(splitOption("train"))
    .option("--iterations <S>", "boosting rounds", inRange("--iterations", range.ROUNDS), DEFAULT_ITERATIONS)
    .addOption(
      new Option("--variant <variant>", "stump variant")
        .choices(["real", "abstaining", "discrete"])
        .default("real"),
    )
    .addOption(
      new Option(
        "--stumps <kind>",
        "weak learner of adaboost-mh, mp-boost and treeboost's nodes: presence (of a term), binned (a threshold on a real value among --bins quantile cuts per feature; threads as presence) or threshold (among every value; one thread); default: binned when the features have real values, else presence",
      ).choices([...STUMP_KINDS]),
    )
    .addOption(binsOption())
    .addOption(
      statisticsOption(
        "adaboost-mh and mp-boost with presence stumps: table (default: the statistics of every term and label kept across rounds, fastest) or streamed (recomputed every round without a table: the same model in less memory and more time; its sums split well over --threads)",
      ),
    )
    .option(
      "--base <booster>",
      "mlrf and treeboost: the booster of each member or node, adaboost-mh or mp-boost (default adaboost-mh)",
    )
    .option(
      "--cover <spec>",
      "adaboost-lc: the label cover: hamming, zero-one, two-sets, weighted-positive[:w], weighted-negative[:w], groups:<file>, label-dependent:<file>",
    )
    .option("--out <file>", "where to write the model (required, except with --folds)")
    .option("--force", "overwrite --out if it exists", false)
    .option(
      "--select-features <n>",
      "keep the n best features (information gain, round robin over labels) before training",
      inRange("--select-features", range.FEATURES),
    )
    .option("--json", "print a JSON report (iterations, trainMs, msPerIteration, peakRssMb, ...)", false)
    .option(
      "--checkpoint <file>",
      "save the training state to this file every --checkpoint-every rounds and on Ctrl-C",
    )
    .option(
      "--checkpoint-every <n>",
      "rounds between checkpoints",
      inRange("--checkpoint-every", range.ROUNDS),
      100,
    )
    .option(
      "--resume <file>",
      "continue from a checkpoint (same data and options): the model equals an uninterrupted run's",
    )
    .addOption(logEveryOption())
    .addOption(threadsOption());
  addMlrfOptions(trainCommand).action(async (parsed, command: Command) => {
    const preset =
      parsed.preset === undefined
        ? undefined
        : applyPreset(parsed.preset, parsed, (key) => command.getOptionValueSource(key) === "cli");
    if (preset !== undefined) io.err(`textboost: ${preset.summary}\n`);
    const o = preset?.options ?? parsed;
    if (o.out === undefined && o.folds === undefined) {
      command.error("error: required option '--out <file>' not specified (only --folds may go without it)", {
        code: "commander.missingMandatoryOptionValue",
      });
    }
    const experiment = experimentOptions(o);
    const text = textSettings(o, io.cwd, preset?.textKeys);
    const variant = parseVariant(o.variant);
    const mlrf = mlrfSettings(o, o.algorithm, command.getOptionValueSource("iterations") === "cli");
    const treeboost = await treeBoostTrainSettings(o.algorithm, o, (line) => io.err(`textboost: ${line}\n`));
    if (o.base !== undefined && o.algorithm !== "mlrf" && o.algorithm !== "treeboost") {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `--base applies to --algorithm mlrf and treeboost, not ${o.algorithm}`,
      );
    }
    checkStatisticsOption(o.statistics, [o.algorithm]);
    if (o.cover !== undefined && o.algorithm !== "adaboost-lc") {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `--cover applies to --algorithm adaboost-lc, not ${o.algorithm}`,
      );
    }
    const { train } = await import("./commands/train.js");
    await train(
      {
        ...(o.queue === undefined
          ? {}
          : {
              queue: {
                url: o.queue,
                results: o.results,
                ...(o.queueName === undefined ? {} : { name: o.queueName }),
              },
            }),
        algorithm: o.algorithm,
        format: o.format,
        data: o.data,
        ...(o.split ? { split: o.split } : {}),
        iterations: mlrf.members ?? o.iterations,
        ...(o.stumps ? { stumps: o.stumps } : {}),
        settings: {
          ...(variant ? { variant } : {}),
          ...(o.statistics !== undefined ? { statistics: o.statistics } : {}),
          ...(o.bins !== undefined ? { bins: o.bins } : {}),
          ...(o.cover !== undefined ? { cover: o.cover } : {}),
          ...(mlrf.settings ? { mlrf: mlrf.settings } : {}),
          ...(treeboost ? { treeboost } : {}),
        },
        ...(o.out === undefined ? {} : { out: o.out }),
        force: o.force,
        json: o.json,
        ...(o.selectFeatures ? { selectFeatures: o.selectFeatures } : {}),
        ...(o.threads ? { threads: o.threads } : {}),
        ...(text === undefined ? {} : { text }),
        logEverySeconds: o.logEvery,
        experiment,
        checkpoints: {
          checkpointEvery: o.checkpointEvery,
          ...(o.checkpoint !== undefined ? { checkpoint: o.checkpoint } : {}),
          ...(o.resume !== undefined ? { resume: o.resume } : {}),
        },
      },
      io,
    );
  });
  addExperimentOptions(trainCommand);
  addTextOptions(trainCommand).addOption(presetOption()).addHelpText("after", presetHelp());
  addQueueOptions(
    trainCommand,
    "mlrf and treeboost: train the members or subtrees as jobs for textboost workers on this Redis (the same model)",
  ).addOption(resultsOption());

  const compareCommand = withExamples(
    addTreeBoostTrainOptions(program.command("compare")),
    "textboost compare --algorithms adaboost-mh,mp-boost --format reuters21578 --data ../shared/datasets/reuters21578 --at 5,10,50,100,500 --out reuters.compare.json",
    "textboost compare --algorithms adaboost-mh,mp-boost,adaboost-lc --format mulan --data ../shared/datasets/mulan/medical --at 10,100 --json",
    "textboost compare --algorithms adaboost-mh,treeboost --hierarchy-from-names --format mulan --data ../shared/datasets/mulan/reutersk500/reutersk500.arff --test-fraction 0.25 --at 10,100",
  )
    .description(
      "train several algorithms on one data set and score each at every S of --at (one model per algorithm, cut at each S; mlrf: one forest per S); print one table, write JSON for textboost report",
    )
    .addOption(
      required(
        "--algorithms <list>",
        `algorithms to compare, comma-separated: ${ALGORITHMS.map((a) => a.name).join(", ")}`,
      ),
    )
    .addOption(formatOption())
    .addOption(required("--data <path>", "the data set: trained on its train part, scored on its test part"))
    .addOption(
      required("--at <S,...>", "numbers of rounds to score at, e.g. 5,10,50,100").argParser(
        listInRange("--at", range.ROUNDS_AT),
      ),
    )
    .option(
      "--test-fraction <f>",
      "hold out this share of the documents (stratified) instead of the test part; needed for data without one",
      fraction("--test-fraction"),
    )
    .option("--split-seed <n>", "seed of --test-fraction's split", inRange("--split-seed", range.SEED), 0)
    .addOption(new Option("--variant <variant>", "stump variant").choices(["real", "abstaining", "discrete"]))
    .addOption(
      new Option("--stumps <kind>", "weak learner of adaboost-mh and mp-boost (as train --stumps)").choices([
        ...STUMP_KINDS,
      ]),
    )
    .addOption(binsOption())
    .addOption(statisticsOption())
    .option("--cover <spec>", "adaboost-lc: the label cover (as train --cover; default hamming)")
    .option(
      "--covers <list>",
      "record each run's covering error of these covers at every S (as evaluate --covers); adaboost-lc's own cover too",
    )
    .option(
      "--base <booster>",
      "treeboost and mlrf: the booster of each node or member (default adaboost-mh)",
    )
    .option("--members <N>", "mlrf: committee size (default 10)", inRange("--members", range.MEMBERS))
    .option(
      "--top-terms <k>",
      "top pivot terms kept per label for the report (0: none)",
      inRange("--top-terms", range.SHOWN_OR_NONE),
      10,
    )
    .addOption(emptyLabelsOption())
    .option("--out <file>", "write the comparison as JSON (what textboost report --comparison reads)")
    .option("--force", "overwrite --out if it exists", false)
    .option("--json", "print the comparison as JSON", false)
    .addOption(logEveryOption())
    .addOption(threadsOption());
  addTextOptions(compareCommand).action(async (o) => {
    const text = textSettings(o, io.cwd);
    const algorithms = String(o.algorithms)
      .split(",")
      .map((a) => a.trim())
      .filter((a) => a !== "");
    const treeboost = await treeBoostTrainSettings(
      algorithms.includes("treeboost") ? "treeboost" : algorithms.join(","),
      o,
      (line) => io.err(`textboost: ${line}\n`),
    );
    const usesBase = algorithms.includes("treeboost") || algorithms.includes("mlrf");
    if (o.base !== undefined && !usesBase) {
      throw new TextboostError("E_INVALID_ARGUMENT", "--base applies when treeboost or mlrf is compared");
    }
    if (
      o.base !== undefined &&
      algorithms.includes("mlrf") &&
      !(MLRF_BASES as readonly string[]).includes(o.base)
    ) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `--base must be one of ${MLRF_BASES.join(", ")}, got "${o.base}"`,
      );
    }
    if (o.members !== undefined && !algorithms.includes("mlrf")) {
      throw new TextboostError("E_INVALID_ARGUMENT", "--members applies when mlrf is compared");
    }
    if (o.cover !== undefined && !algorithms.includes("adaboost-lc")) {
      throw new TextboostError("E_INVALID_ARGUMENT", "--cover applies when adaboost-lc is compared");
    }
    checkStatisticsOption(o.statistics, algorithms);
    const variant = parseVariant(o.variant);
    const { compare } = await import("./commands/compare.js");
    await compare(
      {
        algorithms,
        format: o.format as DatasetFormat,
        data: o.data,
        at: o.at,
        ...(o.testFraction === undefined ? {} : { testFraction: o.testFraction }),
        splitSeed: o.splitSeed,
        ...(variant ? { variant } : {}),
        ...(o.stumps ? { stumps: o.stumps } : {}),
        ...(o.statistics === undefined ? {} : { statistics: o.statistics }),
        ...(o.bins === undefined ? {} : { bins: o.bins }),
        ...(o.cover === undefined ? {} : { cover: o.cover }),
        ...(o.covers === undefined ? {} : { covers: o.covers }),
        ...(text === undefined ? {} : { text }),
        ...(treeboost ? { treeboost } : {}),
        ...(algorithms.includes("mlrf")
          ? {
              mlrf: {
                ...(o.members === undefined ? {} : { members: o.members }),
                ...(o.base === undefined ? {} : { base: o.base as MlrfBaseName }),
              },
            }
          : {}),
        topTerms: o.topTerms,
        ...(o.threads ? { threads: o.threads } : {}),
        logEverySeconds: o.logEvery,
        ...(o.out === undefined ? {} : { out: o.out }),
        force: o.force,
        json: o.json,
        emptyLabels: o.emptyLabels,
      },
      io,
    );
  });

  withExamples(
    addHierarchyEvaluateOptions(program.command("evaluate")),
    "textboost evaluate --model reuters.model.json --format reuters21578 --data ../shared/datasets/reuters21578 --at 10,50,200",
    "textboost evaluate --model medical.model.json --format mulan --data ../shared/datasets/mulan/medical --covers hamming,zero-one --json",
  )
    .description("evaluate a model on labelled data with every measure of @textboost/metrics")
    .addOption(required("--model <file>", "model written by train"))
    .addOption(formatOption())
    .addOption(required("--data <path>", "evaluation data (file or directory)"))
    .addOption(splitOption("test"))
    .option(
      "--at <S,...>",
      "evaluate the model after these numbers of rounds (default: all)",
      listInRange("--at", range.ROUNDS_AT),
    )
    .option(
      "--covers <list>",
      "also the covering error of these covers, e.g. hamming,zero-one,two-sets,weighted-positive:6,weighted-negative:4",
    )
    .option(
      "--threshold <t>",
      "predict labels scoring above t (default: the thresholds recorded in the model, else 0)",
      inRange("--threshold", range.THRESHOLD),
    )
    .option("--allow-mismatch", "go on when the data's labels or features differ from the model's", false)
    .option("--per-label", "also precision, recall and F1 of every label (a table for the largest S)", false)
    .addOption(emptyLabelsOption())
    .option("--json", "print JSON: one object, or one per S with --at", false)
    .addOption(threadsOption())
    .action(async (o) => {
      const { evaluate } = await import("./commands/evaluate.js");
      await evaluate(
        {
          model: o.model,
          format: o.format,
          data: o.data,
          ...(o.split ? { split: o.split } : {}),
          ...(o.at ? { at: o.at } : {}),
          ...(o.covers ? { covers: o.covers } : {}),
          ...(o.threshold === undefined ? {} : { threshold: o.threshold }),
          perLabel: o.perLabel,
          allowMismatch: o.allowMismatch,
          emptyLabels: o.emptyLabels,
          ...(o.hierarchy !== undefined ? { hierarchy: o.hierarchy } : {}),
          hierarchyFromNames: o.hierarchyFromNames,
          json: o.json,
          ...(o.threads ? { threads: o.threads } : {}),
        },
        io,
      );
    });

  withExamples(
    program.command("predict"),
    'echo "wheat and corn exports rose" | textboost predict --model reuters.model.json',
    "textboost predict --model reuters.model.json --top 3 --json story1.txt story2.txt",
    "textboost predict --model medical.model.json --format mulan --data ../shared/datasets/mulan/medical --split test --out medical-test.csv",
  )
    .description(
      "label documents: raw-text files (one document each), the lines of standard input, or a data set (--format/--data), printed or written to --out",
    )
    .addOption(required("--model <file>", "model written by train"))
    .argument("[files...]", "text files")
    .option("--format <format>", "data format of --data")
    .option("--data <path>", "label the documents of this data set (file or directory)")
    .addOption(splitOption())
    .option(
      "--threshold <t>",
      "predict labels scoring above t (default: the thresholds recorded in the model, else 0)",
      inRange("--threshold", range.THRESHOLD),
    )
    .option(
      "--top <k>",
      "also show the k best labels when fewer pass the threshold",
      inRange("--top", range.SHOWN_OR_NONE),
      0,
    )
    .option("--allow-mismatch", "go on when the data's features differ from the model's", false)
    .option("--out <file>", "write every document's scores and labels to a .csv or .jsonl file")
    .option("--force", "replace --out if it exists (never an input)", false)
    .option("--json", "print JSON", false)
    .addOption(threadsOption())
    .action(async (files: string[], o) => {
      if ((o.data === undefined) !== (o.format === undefined)) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          "give --format and --data together to label a data set",
        );
      }
      const { predict } = await import("./commands/predict.js");
      await predict(
        {
          model: o.model,
          files,
          ...(o.data !== undefined
            ? {
                dataset: {
                  format: dataFormat(o.format),
                  data: o.data,
                  ...(o.split ? { split: o.split } : {}),
                  allowMismatch: o.allowMismatch,
                },
              }
            : {}),
          ...(o.threshold === undefined ? {} : { threshold: o.threshold }),
          top: o.top,
          json: o.json,
          ...(o.out !== undefined ? { out: o.out, force: o.force } : {}),
          ...(o.threads ? { threads: o.threads } : {}),
        },
        io,
      );
    });

  withExamples(
    program.command("explain"),
    'echo "wheat and corn exports rose" | textboost explain --model reuters.model.json',
    "textboost explain --model m.json --format mulan --data medical --split test --row 12 --label Class-4-753_0",
  )
    .description(
      "show why a model gives one document its labels: the features (and, for composite models, the parts) behind each score",
    )
    .addOption(required("--model <file>", "model written by train"))
    .option("--format <format>", "data format of --data (without --data: raw text on standard input)")
    .option("--data <path>", "data set holding the document (file or directory)")
    .addOption(splitOption("test"))
    .option("--doc <id>", "with --data: the document's id")
    .option("--row <n>", "with --data: the document's 0-based row number", inRange("--row", range.ROW))
    .option("--allow-mismatch", "go on when the data's features differ from the model's", false)
    .option(
      "--label <name...>",
      "labels to explain (default: the predicted ones, by the model's thresholds or score > 0, else the --top best)",
    )
    .option("--top <k>", "labels to explain when none is predicted", inRange("--top", range.SHOWN), 3)
    .option(
      "--contributions <n>",
      "features shown per label and per part",
      inRange("--contributions", range.SHOWN),
      10,
    )
    .option(
      "--rounds <S>",
      "evaluate the model after S rounds (default: the S recorded in the model, else all)",
      inRange("--rounds", range.ROUNDS_AT),
    )
    .option("--json", "print JSON", false)
    .action(async (o) => {
      const fromData = o.data !== undefined || o.format !== undefined;
      const picks = (o.doc === undefined ? 0 : 1) + (o.row === undefined ? 0 : 1);
      if (fromData && (o.data === undefined || o.format === undefined || picks !== 1)) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          "to explain a document of a data set give --format, --data and one of --doc or --row; without them standard input is explained",
        );
      }
      if (!fromData && picks > 0) {
        throw new TextboostError("E_INVALID_ARGUMENT", "--doc and --row need --format and --data");
      }
      const { explain } = await import("./commands/explain.js");
      await explain(
        {
          model: o.model,
          source:
            o.data === undefined
              ? { kind: "stdin" }
              : {
                  kind: "dataset",
                  format: dataFormat(o.format),
                  data: o.data,
                  ...(o.split ? { split: o.split } : {}),
                  document: o.doc !== undefined ? { id: String(o.doc) } : { row: o.row as number },
                  allowMismatch: o.allowMismatch,
                },
          ...(o.label ? { labels: o.label } : {}),
          top: o.top,
          contributions: o.contributions,
          ...(o.rounds !== undefined ? { rounds: o.rounds } : {}),
          json: o.json,
        },
        io,
      );
    });

  withExamples(
    program.command("diversity"),
    "textboost diversity --model medical.mlrf.json --format mulan --data ../shared/datasets/mulan/medical --out medical.kappa-error.json",
  )
    .description(
      "write the kappa-error diagram data of an mlrf model: for every pair of members, the mean over labels of Cohen's kappa and their mean Hamming loss",
    )
    .addOption(required("--model <file>", "an mlrf model written by train"))
    .addOption(formatOption())
    .addOption(required("--data <path>", "labelled data (file or directory)"))
    .addOption(splitOption("test"))
    .addOption(required("--out <file>", "where to write the JSON"))
    .option("--force", "overwrite --out if it exists", false)
    .option("--allow-mismatch", "go on when the data's labels or features differ from the model's", false)
    .option("--json", "print the summary as JSON", false)
    .action(async (o) => {
      const { diversity } = await import("./commands/diversity.js");
      await diversity(
        {
          model: o.model,
          format: o.format,
          data: o.data,
          ...(o.split ? { split: o.split } : {}),
          out: o.out,
          force: o.force,
          allowMismatch: o.allowMismatch,
          json: o.json,
        },
        io,
      );
    });

  withExamples(
    program.command("report"),
    "textboost report --comparison reuters.compare.json --out reuters-report.html",
    "textboost report --model reuters.model.json --format reuters21578 --data ../shared/datasets/reuters21578 --out reuters-model.html",
    "textboost report --model medical.mlrf.json --format mulan --data ../shared/datasets/mulan/medical --kappa-error medical.kappa-error.json --out medical-mlrf.html",
    "textboost report --model medical.lc.json --format mulan --data ../shared/datasets/mulan/medical --covers hamming,zero-one --out medical-lc.html",
  )
    .description(
      "write one self-contained HTML page (inline SVG and CSS, nothing fetched): learning curves of F1 micro and macro against S, per-label F1 against frequency, the per-label table, top pivot terms, covering errors when given; a TreeBoost.MH model's tree with per-node measures; an MLRF kappa-error diagram",
    )
    .option("--comparison <file>", "a comparison written by textboost compare --out")
    .option("--model <file>", "a model written by train (instead of --comparison)")
    .option("--format <format>", "with --model: data format of --data")
    .option("--data <path>", "with --model: labelled data to measure the model on (file or directory)")
    .addOption(splitOption("test"))
    .option(
      "--at <S,...>",
      "with --model: rounds to draw the learning curve at (default 1,2,5,10,... and all)",
      listInRange("--at", range.ROUNDS_AT),
    )
    .option(
      "--top-terms <k>",
      "with --model: top pivot terms per label",
      inRange("--top-terms", range.SHOWN_OR_NONE),
      10,
    )
    .option(
      "--covers <list>",
      "with --model: the covering error of these covers at every S (as evaluate --covers); an AdaBoost.LC model's own cover is shown too",
    )
    .option("--allow-mismatch", "go on when the data's labels or features differ from the model's", false)
    .addOption(emptyLabelsOption())
    .option("--kappa-error <file>", "add the kappa-error diagram written by textboost diversity --out")
    .option("--title <text>", "the page's title")
    .addOption(required("--out <file>", "where to write the HTML"))
    .option("--force", "overwrite --out if it exists", false)
    .action(async (o, command: Command) => {
      if ((o.comparison === undefined) === (o.model === undefined)) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          "give one of --comparison FILE or --model FILE (with --format and --data)",
        );
      }
      const modelOnly = ["format", "data", "split", "at", "covers"].filter((k) => o[k] !== undefined);
      if (command.getOptionValueSource("emptyLabels") === "cli") modelOnly.push("empty-labels");
      if (o.comparison !== undefined && modelOnly.length > 0) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `${modelOnly.map((k) => `--${k}`).join(", ")} appl${modelOnly.length === 1 ? "ies" : "y"} to --model; a comparison holds its own measures${modelOnly.includes("covers") ? " (give --covers to textboost compare)" : ""}`,
        );
      }
      if (o.model !== undefined && (o.format === undefined || o.data === undefined)) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          "--model needs --format and --data: the labelled documents to measure it on",
        );
      }
      const { report } = await import("./commands/report.js");
      await report(
        {
          source:
            o.comparison !== undefined
              ? { kind: "comparison", file: o.comparison }
              : {
                  kind: "model",
                  model: o.model,
                  format: dataFormat(o.format),
                  data: o.data,
                  ...(o.split ? { split: o.split } : {}),
                  ...(o.at ? { at: o.at } : {}),
                  ...(o.covers === undefined ? {} : { covers: o.covers }),
                  allowMismatch: o.allowMismatch,
                  emptyLabels: o.emptyLabels,
                },
          ...(o.kappaError === undefined ? {} : { kappaError: o.kappaError }),
          topTerms: o.topTerms,
          ...(o.title === undefined ? {} : { title: o.title }),
          out: o.out,
          force: o.force,
        },
        io,
      );
    });
  addGridCommands(program, io);

  withExamples(program.command("demo"), "textboost demo", "textboost demo --iterations 500 --seed 7 --json")
    .description("train AdaBoost.MH and MP-Boost on the embedded synthetic corpus and print test measures")
    .option("--iterations <S>", "boosting rounds", inRange("--iterations", range.ROUNDS), 200)
    .option("--seed <n>", "seed of the synthetic corpus", inRange("--seed", range.SEED), 1)
    .option("--json", "print JSON", false)
    .action(async (o) => {
      const { demo } = await import("./commands/demo.js");
      await demo({ iterations: o.iterations, seed: o.seed, json: o.json }, io);
    });

  documentRanges(program);
  describeForceOptions(program);
  return program;
}

/**
 * Runs the CLI with `argv` (without `node` and the script) and returns the exit code:
 * 0 on success, 1 for a textboost error (printed as `textboost: <message>`), 2 for a usage error.
 */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const program = createProgram(io);
  try {
    await program.parseAsync([...argv], { from: "user" });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      return e.exitCode === 0 || e.code === "commander.helpDisplayed" || e.code === "commander.version"
        ? 0
        : 2;
    }
    if (isTextboostError(e)) {
      io.err(`textboost: ${e.message}\n`);
      return 1;
    }
    io.err(
      `textboost: unexpected error: ${printableText((e as Error).stack ?? String(e), { keepLineBreaks: true })}\n`,
    );
    return 1;
  }
}
