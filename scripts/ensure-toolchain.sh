# Sourced by scripts/test.sh, scripts/demo.sh and .ci/run. On a machine with only Node 20 and npm it
# installs pnpm 10.34.9 (globally, or into ./.tools when the global prefix is not writable) and the
# workspace dependencies, then builds the packages. Safe to run again: each step is skipped when done.
set -euo pipefail
TEXTBOOST_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export TURBO_TELEMETRY_DISABLED=1
export PATH="$TEXTBOOST_ROOT/.tools/node_modules/.bin:$PATH"
PNPM_VERSION=10.34.9

if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "textboost: installing pnpm $PNPM_VERSION" >&2
  if ! npm install --global --silent "pnpm@$PNPM_VERSION" >&2 2>/dev/null || [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
    npm install --silent --prefix "$TEXTBOOST_ROOT/.tools" "pnpm@$PNPM_VERSION" >&2
  fi
fi

cd "$TEXTBOOST_ROOT"
if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  echo "textboost: installing dependencies" >&2
  pnpm install --frozen-lockfile --reporter=silent >&2
fi
