import { isTextboostError, TextboostError } from "@textboost/core";
import { DATASET_FORMATS, type DatasetFormat } from "@textboost/datasets";
import { resolveThreads } from "@textboost/stumps/node";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { ALGORITHMS, parseVariant } from "./algorithms.js";
import { CONVERT_TARGETS, dataConvert } from "./commands/data-convert.js";
import { dataInduceHierarchy } from "./commands/data-induce-hierarchy.js";
import { dataStats } from "./commands/data-stats.js";
import { demo } from "./commands/demo.js";
import { evaluate } from "./commands/evaluate.js";
import { predict } from "./commands/predict.js";
import { train } from "./commands/train.js";
import type { CliIO } from "./io.js";

const positiveInt =
  (name: string) =>
  (v: string): number => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(`${name} must be a whole number >= 1`);
    return n;
  };
const integer = (v: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new InvalidArgumentError("must be a whole number");
  return n;
};
const number = (v: string): number => {
  const n = Number(v);
  if (!Number.isFinite(n)) throw new InvalidArgumentError("must be a number");
  return n;
};
const intList = (v: string): number[] =>
  v.split(",").map((s) => {
    const n = Number(s.trim());
    if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError(`"${s}" is not a number of rounds`);
    return n;
  });
const threadsOption = () =>
  new Option(
    "--threads <n>",
    "threads to use (default: the number of cores; 1 = no worker thread)",
  ).argParser((v: string): number => {
    try {
      return resolveThreads(Number(v));
    } catch (e) {
      throw new InvalidArgumentError((e as Error).message);
    }
  });
const formatOption = () =>
  new Option("--format <format>", "data format")
    .choices(DATASET_FORMATS as unknown as string[])
    .makeOptionMandatory();
const splitOption = (dflt?: string) => {
  const o = new Option("--split <split>", "which part of a data set with a train/test split").choices([
    "train",
    "test",
  ]);
  return dflt ? o.default(dflt) : o;
};

/** Builds the `textboost` command line program writing to `io`. */
export function createProgram(io: CliIO): Command {
  const program = new Command("textboost")
    .description("Multi-label text categorization with boosting (AdaBoost.MH, MP-Boost, ...)")
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .exitOverride()
    .showHelpAfterError();

  const data = program.command("data").description("inspect data sets");
  data
    .command("stats")
    .description("documents, labels, features, label cardinality and labels without positives")
    .argument("<path>", "file or directory of the data set")
    .addOption(formatOption())
    .addOption(splitOption())
    .option("--json", "print JSON", false)
    .action(async (path: string, o) => {
      await dataStats(
        { format: o.format as DatasetFormat, path, ...(o.split ? { split: o.split } : {}), json: o.json },
        io,
      );
    });

  data
    .command("convert")
    .description(
      "write the train and test parts in another format, in one feature space (raw text: the default pipeline fitted on train)",
    )
    .argument("<path>", "file or directory of the data set")
    .addOption(formatOption())
    .addOption(
      new Option("--to <format>", "output format").choices([...CONVERT_TARGETS]).makeOptionMandatory(),
    )
    .requiredOption("--out <dir>", "directory for the two files")
    .option("--force", "overwrite existing files", false)
    .action(async (path: string, o) => {
      await dataConvert(
        { format: o.format as DatasetFormat, path, to: o.to, outDir: o.out, force: o.force },
        io,
      );
    });

  data
    .command("induce-hierarchy")
    .description(
      "cluster the categories into macro-categories (average linkage on centroid cosine) and write the tree as TSV",
    )
    .addOption(formatOption())
    .requiredOption("--data <path>", "the data set (file or directory)")
    .addOption(splitOption("train"))
    .requiredOption("--clusters <n>", "number of macro-categories", positiveInt("--clusters"))
    .option(
      "--cooccurrence <w>",
      "weight of label co-occurrence in the similarity, 0 to 1 (default 0: centroids only)",
      number,
    )
    .option(
      "--min-documents <n>",
      "cluster only categories with at least n documents; attach the others to the most similar macro-category",
      positiveInt("--min-documents"),
    )
    .requiredOption("--out <file>", "where to write the tree (parent<TAB>child<TAB>description)")
    .option("--force", "overwrite --out if it exists", false)
    .option("--json", "print the macro-categories as JSON", false)
    .action(async (o) => {
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

  program
    .command("train")
    .description("train a model and write it as JSON")
    .addOption(
      new Option("--algorithm <name>", "boosting algorithm")
        .choices(ALGORITHMS.map((a) => a.name))
        .default("adaboost-mh"),
    )
    .addOption(formatOption())
    .requiredOption("--data <path>", "training data (file or directory)")
    .addOption(splitOption("train"))
    .option("--iterations <S>", "boosting rounds", positiveInt("--iterations"), 100)
    .addOption(
      new Option("--variant <variant>", "stump variant")
        .choices(["real", "abstaining", "discrete"])
        .default("real"),
    )
    .option(
      "--cover <spec>",
      "adaboost-lc: the label cover: hamming, zero-one, two-sets, weighted-positive[:w], weighted-negative[:w], groups:<file>, label-dependent:<file>",
    )
    .requiredOption("--out <file>", "where to write the model")
    .option("--force", "overwrite --out if it exists", false)
    .option(
      "--select-features <n>",
      "keep the n best features (information gain, round robin over labels) before training",
      positiveInt("--select-features"),
    )
    .option("--json", "print a JSON report (iterations, trainMs, msPerIteration, peakRssMb, ...)", false)
    .addOption(threadsOption())
    .action(async (o) => {
      const variant = parseVariant(o.variant);
      if (o.cover !== undefined && o.algorithm !== "adaboost-lc") {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `--cover applies to --algorithm adaboost-lc, not ${o.algorithm}`,
        );
      }
      await train(
        {
          algorithm: o.algorithm,
          format: o.format,
          data: o.data,
          ...(o.split ? { split: o.split } : {}),
          iterations: o.iterations,
          settings: { ...(variant ? { variant } : {}), ...(o.cover !== undefined ? { cover: o.cover } : {}) },
          out: o.out,
          force: o.force,
          json: o.json,
          ...(o.selectFeatures ? { selectFeatures: o.selectFeatures } : {}),
          ...(o.threads ? { threads: o.threads } : {}),
        },
        io,
      );
    });

  program
    .command("evaluate")
    .description("evaluate a model on labelled data with every measure of @textboost/metrics")
    .requiredOption("--model <file>", "model written by train")
    .addOption(formatOption())
    .requiredOption("--data <path>", "evaluation data (file or directory)")
    .addOption(splitOption("test"))
    .option("--at <S,...>", "evaluate the model after these numbers of rounds (default: all)", intList)
    .option(
      "--covers <list>",
      "also the covering error of these covers, e.g. hamming,zero-one,two-sets,weighted-positive:6,weighted-negative:4",
    )
    .option("--json", "print JSON: one object, or one per S with --at", false)
    .addOption(threadsOption())
    .action(async (o) => {
      await evaluate(
        {
          model: o.model,
          format: o.format,
          data: o.data,
          ...(o.split ? { split: o.split } : {}),
          ...(o.at ? { at: o.at } : {}),
          ...(o.covers ? { covers: o.covers } : {}),
          json: o.json,
          ...(o.threads ? { threads: o.threads } : {}),
        },
        io,
      );
    });

  program
    .command("predict")
    .description(
      "label raw-text documents: each file is a document; without files, each line of standard input",
    )
    .requiredOption("--model <file>", "model written by train on raw text")
    .argument("[files...]", "text files")
    .option("--threshold <t>", "predict labels scoring above this", number, 0)
    .option("--top <k>", "also show the k best labels when fewer pass the threshold", integer, 0)
    .option("--json", "print JSON", false)
    .addOption(threadsOption())
    .action(async (files: string[], o) => {
      await predict(
        {
          model: o.model,
          files,
          threshold: o.threshold,
          top: o.top,
          json: o.json,
          ...(o.threads ? { threads: o.threads } : {}),
        },
        io,
      );
    });

  program
    .command("demo")
    .description("train AdaBoost.MH and MP-Boost on the embedded synthetic corpus and print test measures")
    .option("--iterations <S>", "boosting rounds", positiveInt("--iterations"), 200)
    .option("--seed <n>", "seed of the synthetic corpus", integer, 1)
    .option("--json", "print JSON", false)
    .action(async (o) => {
      await demo({ iterations: o.iterations, seed: o.seed, json: o.json }, io);
    });

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
    io.err(`textboost: unexpected error: ${(e as Error).stack ?? String(e)}\n`);
    return 1;
  }
}
