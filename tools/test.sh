#!/usr/bin/env bash
# The test command: install everything the tests need (tools/setup.sh --tests: every
# extra, the site's npm files, Debian's Chromium; nothing when nothing changed), then
# lint and run the whole test suite.  Installers' output goes to .cache/setup.log.
set -euo pipefail
cd "$(dirname "$0")/.."
export JOCARI_LOG=.cache/setup.log
bash tools/setup.sh --tests
.venv/bin/ruff check jocari_edu tests benchmarks tools
.venv/bin/python -m pytest "$@"
