import type { Command } from "commander";
import type { CliIO } from "../io.js";

const cacheHelp =
  "folder to keep the data sets in, one sub-folder each (default: $TEXTBOOST_DATA, else $XDG_CACHE_HOME/textboost/datasets or ~/.cache/textboost/datasets)";

/** Registers `data get` and `data list` under the `data` command. */
export function registerDataGet(data: Command, io: CliIO): void {
  data
    .command("get")
    .description(
      "download public benchmark sets by name (textboost data list) from their publishers' addresses, check each file's SHA-256, and print where they are, the options that read them, their licence and citation; an interrupted download resumes",
    )
    .argument("<name...>", "data sets: reuters21578, medical, enron, bibtex, delicious, slashdot, ...")
    .option("--cache <dir>", cacheHelp)
    .option("--json", "print JSON", false)
    .addHelpText(
      "after",
      "\nExamples:\n  textboost data get medical\n  textboost data get reuters21578 enron --cache ~/data/textboost\n  textboost train --format mulan --data ~/.cache/textboost/datasets/medical --out medical.model.json\n",
    )
    .action(async (names: string[], o) => {
      const { dataGet } = await import("../commands/data-get.js");
      await dataGet({ names, ...(o.cache === undefined ? {} : { cache: o.cache }), json: o.json }, io);
    });
  data
    .command("list")
    .description("the public benchmark sets data get knows, and which are in the cache")
    .option("--cache <dir>", cacheHelp)
    .option("--json", "print JSON", false)
    .addHelpText("after", "\nExamples:\n  textboost data list\n  textboost data list --json\n")
    .action(async (o) => {
      const { dataList } = await import("../commands/data-get.js");
      dataList({ ...(o.cache === undefined ? {} : { cache: o.cache }), json: o.json }, io);
    });
}
