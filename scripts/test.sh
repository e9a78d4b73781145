#!/usr/bin/env bash
# The README's test command: installs what is missing, then runs every package's tests in one vitest
# run (root vitest.config.ts lists the packages as projects) and prints a closing summary line.
source "$(dirname "${BASH_SOURCE[0]}")/ensure-toolchain.sh"
pnpm exec vitest run "$@"
