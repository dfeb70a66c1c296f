#!/usr/bin/env bash
# Run every test: lint, the engine (pytest), the plugin (node --test) and the
# end-to-end suite in a real DeepSeek Harness. Installs what it needs first.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

bash scripts/setup.sh --no-start --test
export FLYMEMORY_PYTHON="$root/.venv/bin/python"
export DSH_BIN="${DSH_BIN:-$root/.venv/bin/dsh}"
export PATH="$root/.venv/bin:$PATH"

echo "== ruff"
ruff check python tests/python tests/reliability bench
echo "== engine tests (pytest)"
python -m pytest tests/python "$@"
echo "== reliability and security suite (pytest, real engine processes)"
python -m pytest tests/reliability "$@"
echo "== plugin tests (node --test)"
node --test tests/node/
echo "== MCP conformance with the official TypeScript SDK client (node --test)"
npm ci --prefix tests/conformance --no-audit --no-fund --loglevel=error
node --test tests/conformance/
echo "== end-to-end in a real DSH (node --test)"
node --test --test-concurrency=1 tests/e2e/
