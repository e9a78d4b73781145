#!/usr/bin/env bash
# The README's test command: installs what is missing, builds (worker threads run the built .js;
# turbo's cache makes this a no-op when nothing changed), then runs every package's tests in one vitest
# run (root vitest.config.ts lists the packages as projects) and prints a closing summary line.
source "$(dirname "${BASH_SOURCE[0]}")/ensure-toolchain.sh"
pnpm turbo run build --output-logs=errors-only >&2
pnpm exec vitest run "$@"
