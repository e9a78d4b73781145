#!/usr/bin/env bash
# The README's main-job command: installs what is missing, builds, and runs `textboost demo`.
source "$(dirname "${BASH_SOURCE[0]}")/ensure-toolchain.sh"
pnpm turbo run build --filter=@textboost/cli... --output-logs=errors-only >&2
if [ ! -f apps/cli/dist/bin.js ]; then
  echo "textboost demo: the CLI (apps/cli) is not built yet; it arrives with the AdaBoost.MH issue." >&2
  exit 1
fi
node apps/cli/dist/bin.js demo "$@"
