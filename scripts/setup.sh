#!/usr/bin/env bash
# Set up everything FlyMemory needs on a fresh machine and start the engine.
#   scripts/setup.sh            install, then leave the engine answering on 127.0.0.1:${FLYMEMORY_MCP_PORT:-8791}
#   scripts/setup.sh --no-start install only (the test command uses this)
#   scripts/setup.sh --test     also install the test tools
# Idempotent: a second run only re-installs when the Python project files changed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

start=1
with_test=0
for arg in "$@"; do
  case "$arg" in
    --no-start) start=0 ;;
    --test) with_test=1 ;;
    *) echo "setup.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done

python="${FLYMEMORY_BOOTSTRAP_PYTHON:-python3}"
venv="$root/.venv"
if [ ! -x "$venv/bin/python" ]; then
  echo "== creating $venv"
  "$python" -m venv "$venv"
fi

# Re-install only when what we install changed (keeps the test command fast on a warm machine).
hash="$(cat python/pyproject.toml python/requirements-runtime.txt python/requirements-test.txt | sha256sum | cut -c1-16)"
stamp="$venv/.flymemory-installed"
have="$(cat "$stamp" 2>/dev/null || true)"
if [ "$have" != "$hash-1" ] && [ "$have" != "$hash-$with_test" ]; then
  echo "== installing the engine and its dependencies into $venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
  reqs=(-r python/requirements-runtime.txt)
  [ "$with_test" = 1 ] && reqs+=(-r python/requirements-test.txt)
  # One pip command, so a pinned torch (CPU build on this machine) satisfies sentence-transformers.
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -e ./python "${reqs[@]}"
  echo "$hash-$with_test" > "$stamp"
fi

if [ "$start" = 1 ]; then
  node "$root/bin/flymemory.mjs" start
fi
