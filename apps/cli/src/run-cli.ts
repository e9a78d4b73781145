import { readFileSync } from "node:fs";
import { isTextboostError, printableText } from "@textboost/core";
import { Command, CommanderError } from "commander";
import type { CliIO } from "./io.js";
import { describeForceOptions } from "./options/force-option.js";
import { documentRanges } from "./options/option-values.js";
import { isRequired } from "./options/required-option.js";
import { registerCompare } from "./register/compare.js";
import { registerData } from "./register/data.js";
import { registerDemo } from "./register/demo.js";
import { registerDiversity } from "./register/diversity.js";
import { registerEvaluate } from "./register/evaluate.js";
import { registerExplain } from "./register/explain.js";
import { registerGrid } from "./register/grid.js";
import { registerPredict } from "./register/predict.js";
import { registerReport } from "./register/report.js";
import { registerTrain } from "./register/train.js";
import { registerWorker } from "./register/worker.js";

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

  // The commands in the order of --help and of the CLI reference.
  registerData(program, io);
  registerTrain(program, io);
  registerCompare(program, io);
  registerEvaluate(program, io);
  registerPredict(program, io);
  registerExplain(program, io);
  registerDiversity(program, io);
  registerReport(program, io);
  registerGrid(program, io);
  registerWorker(program, io);
  registerDemo(program, io);

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
