import type { Command } from "commander";
import type { CliIO } from "../io.js";
import { registerDataConvert } from "./data-convert.js";
import { registerDataGet } from "./data-get.js";
import { registerDataInduceHierarchy } from "./data-induce-hierarchy.js";
import { registerDataSplit } from "./data-split.js";
import { registerDataStats } from "./data-stats.js";

/** Adds `data` and its subcommands `get`, `list`, `stats`, `convert`, `split` and `induce-hierarchy`. */
export function registerData(program: Command, io: CliIO): void {
  const data = program.command("data").description("get, inspect and convert data sets");
  registerDataGet(data, io);
  registerDataStats(data, io);
  registerDataConvert(data, io);
  registerDataSplit(data, io);
  registerDataInduceHierarchy(data, io);
}
