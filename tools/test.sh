#!/usr/bin/env bash
# Set up (tools/setup.sh) and run every test: lint, then the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
.venv/bin/ruff check jocari_edu tests benchmarks tools
.venv/bin/python -m pytest "$@"
