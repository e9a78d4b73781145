import type { Command } from "commander";
import type { CliIO } from "./io.js";
import { createProgram } from "./run-cli.js";

/**
 * Every command of a program, depth first, with its full name (`data stats`): the leaves, and the
 * commands with subcommands that take options of their own (`grid` runs a grid; `data` only groups).
 */
function commands(program: Command, prefix = ""): { name: string; command: Command }[] {
  return program.commands.flatMap((c) => {
    const name = `${prefix}${c.name()}`;
    const own = c.commands.length > 0 && c.options.length === 0 ? [] : [{ name, command: c }];
    return [...own, ...commands(c, `${name} `)];
  });
}

/**
 * The CLI reference as Markdown, generated from the command definitions themselves (each command's
 * description, usage and its `--help` text with options and examples), so the page cannot drift
 * from the program. `pnpm -s textboost-reference > docs/cli-reference.md` writes it; a test checks
 * that the committed page is current.
 */
export function cliReference(): string {
  const silent: CliIO = {
    out: () => {},
    err: () => {},
    interactive: false,
    cwd: ".",
    readStdin: async () => "",
  };
  const program = createProgram(silent);
  const parts = [
    "# The `textboost` command: reference",
    "",
    "Generated from the command definitions by `node apps/cli/dist/cli-reference-bin.js` (a test checks that this page is current); `textboost <command> --help` prints the same text.",
    "",
    "Output files: every command checks all the files it will write before any work, against every input and every other output (real paths: symbolic and hard links count). Two outputs that are one file are refused, naming both options; an output that is an input is refused even with `--force`, naming both options; an existing output needs `--force`, which replaces only a previous output of the same kind (a model, a checkpoint, a hierarchy TSV, a comparison, ...), never another file.",
    "",
    "Numbers: every numeric option states its range below (`range: ...`); a value outside it, a fraction where a whole number is wanted, a hex or an empty value is a usage error (exit code 2) naming the option, its range and the value.",
    "",
  ];
  for (const { name, command } of commands(program)) {
    // A fixed width, so the page does not depend on the terminal it was generated in.
    command.configureOutput({ ...command.configureOutput(), getOutHelpWidth: () => 80 });
    parts.push(
      `## textboost ${name}`,
      "",
      command.description(),
      "",
      "```text",
      command.helpInformation().trimEnd(),
    );
    const examples = examplesOf(command);
    parts.push(...(examples === undefined ? [] : ["", examples]), "```", "");
  }
  return `${parts.join("\n").trimEnd()}\n`;
}

/** The text a command adds after its help ("Examples: ..."), through commander's help event. */
function examplesOf(command: Command): string | undefined {
  let text = "";
  (command as unknown as NodeJS.EventEmitter).emit("afterHelp", {
    error: false,
    command,
    write: (s: string) => (text += s),
  });
  return text.trim() === "" ? undefined : text.trim();
}
