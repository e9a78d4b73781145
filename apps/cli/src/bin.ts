#!/usr/bin/env node
import { keepYoungGenerationSmall } from "./young-generation.js";

// Before anything else loads (see keepYoungGenerationSmall); hence the dynamic imports below.
keepYoungGenerationSmall();
const { processIO } = await import("./io.js");
const { runCli } = await import("./run-cli.js");

// A reader that stops early (`textboost predict ... | head -1`) closes the pipe: end quietly, as
// Unix tools do, instead of dying on an unhandled EPIPE.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = await runCli(process.argv.slice(2), processIO());
