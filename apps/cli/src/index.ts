export type { CliIO } from "./io.js";
export { processIO } from "./io.js";
export { createProgram, runCli } from "./run-cli.js";
