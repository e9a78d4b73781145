#!/usr/bin/env node
import { processIO } from "./io.js";
import { runCli } from "./run-cli.js";

process.exitCode = await runCli(process.argv.slice(2), processIO());
