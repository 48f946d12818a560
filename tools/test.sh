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
# Where the kernels were compiled (tools/compile_kernels.py), the whole run above played them compiled; the
# rules, players, analysis, boards' logic and command line are then tested once more on the very same kernels
# uncompiled (JOCARI_KERNELS=pure: their .py sources, jocari_edu/_pure_kernels.py), as Pyodide and a pure
# install run them.  Only for the whole suite (no arguments); JOCARI_PURE=1 runs everything pure instead.
if [ $# -eq 0 ] && compgen -G "jocari_edu/games/*/rules.*.so" > /dev/null; then
  echo "Noyaux non compilés (JOCARI_KERNELS=pure) : les tests des règles, des joueurs, de l'analyse, du plateau et de la ligne de commande"
  JOCARI_KERNELS=pure .venv/bin/python -m pytest -q -m "not browser and not slow" \
    --ignore=tests/games/test_compiled.py tests/core tests/games tests/players tests/analysis tests/render \
    tests/widgets tests/test_boundary.py tests/test_cli.py tests/test_share.py tests/test_teaching.py
fi
