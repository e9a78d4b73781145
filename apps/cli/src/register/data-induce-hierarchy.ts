import type { DatasetFormat } from "@textboost/datasets";
import type { Command } from "commander";
import type { CliIO } from "../io.js";
import { formatOption, splitOption, withExamples } from "../options/common-options.js";
import * as range from "../options/option-ranges.js";
import { inRange } from "../options/option-values.js";
import { required } from "../options/required-option.js";

/** Adds `data induce-hierarchy` to the `data` command. */
export function registerDataInduceHierarchy(data: Command, io: CliIO): void {
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
      const { dataInduceHierarchy } = await import("../commands/data-induce-hierarchy.js");
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
}
