#!/usr/bin/env node
import { cliReference } from "./cli-reference.js";

process.stdout.write(cliReference());
