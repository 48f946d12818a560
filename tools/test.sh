#!/usr/bin/env bash
# The test command.
#
#   bash tools/test.sh            everything (CI, the README's command): install what the tests need
#                                 (tools/setup.sh --tests: every extra, the site's npm files, Debian's
#                                 Chromium; nothing when nothing changed), ruff, then the whole suite on two
#                                 workers, then the kernels' tests again on the pure kernels
#   bash tools/test.sh --quick    while working: the same set-up without Chromium, ruff, and every test that
#                                 needs no browser, no notebook and no site build (rules, players, analysis,
#                                 records, the board's logic, the command line): a few minutes at most
#   bash tools/test.sh ARGS...    the set-up and ruff, then pytest with ARGS (e.g. tests/games -k jacquet)
#
# Installers' output goes to .cache/setup.log.  Each run writes where its time went to .cache/test-times/
# (the phases, and a JUnit report per pytest pass): `.venv/bin/python tools/test_times.py` prints it.
set -euo pipefail
cd "$(dirname "$0")/.."
export JOCARI_LOG=.cache/setup.log
QUICK=0
if [ "${1:-}" = "--quick" ]; then
  QUICK=1
  shift
fi
TIMES=.cache/test-times
mkdir -p "$TIMES"
: >"$TIMES/phases.tsv"
rm -f "$TIMES"/*.xml "$TIMES"/timeline-*.tsv
LAST=$(date +%s%N)
phase() {  # record the wall time since the last mark as phase $1 (seconds, one decimal)
  local now tenths
  now=$(date +%s%N)
  tenths=$(( (now - LAST) / 100000000 ))
  printf '%s\t%d.%d\n' "$1" $((tenths / 10)) $((tenths % 10)) >>"$TIMES/phases.tsv"
  LAST=$now
}
# pytest on two workers (pytest-xdist): tests/conftest.py groups the tests and hands out the longest first
WORKERS=(-n "${JOCARI_TEST_WORKERS:-2}" --dist loadgroup --no-loadscope-reorder)

if [ "$QUICK" = 1 ]; then
  bash tools/setup.sh --tests-no-browser
else
  bash tools/setup.sh --tests
fi
phase "set-up"
.venv/bin/ruff check jocari_edu tests benchmarks tools
phase "lint (ruff)"

if [ "$QUICK" = 1 ]; then
  .venv/bin/python -m pytest "${WORKERS[@]}" -q -m "not browser and not slow" --junitxml="$TIMES/quick.xml" "$@"
  phase "tests, quick tier"
  exit 0
fi
if [ $# -gt 0 ]; then
  .venv/bin/python -m pytest "$@"
  phase "tests (pytest $*)"
  exit 0
fi

KERNELS="compiled kernels"
compgen -G "jocari_edu/games/*/rules.*.so" >/dev/null || KERNELS="pure kernels (none compiled)"
# Where the kernels were compiled (tools/compile_kernels.py), the whole suite plays them compiled.  What can
# differ between a compiled kernel and its source is the kernel itself, and tests/games/test_compiled.py (in the
# whole suite) plays the same seeded games of every rule set on both and compares every position and refusal.
# The rules' scenarios (every game and rule set), the seeded records, the boundary (types, bad input), the
# kernel's contract and the code that drives kernels directly (the searches, the lab's kernel games) then run once
# more on the very same kernels uncompiled (JOCARI_KERNELS=pure: their .py sources, jocari_edu/_kernels.py),
# as Pyodide and a pure install run them; the random-game properties (*_properties.py), whose games test_compiled
# already finds identical, do not.  That pass runs beside the whole suite, on one worker at the lowest priority:
# it takes the moments the browser tests wait.  JOCARI_KERNELS=pure runs everything pure instead (no second pass).
case "${JOCARI_KERNELS:-auto}" in
  pure) KERNELS="pure kernels (JOCARI_KERNELS=pure)" ;;
  auto|compiled) ;;
  *) echo "tools/test.sh: JOCARI_KERNELS=${JOCARI_KERNELS}: auto, pure or compiled" >&2; exit 2 ;;
esac
PURE_PID=""
if [ "$KERNELS" = "compiled kernels" ]; then
  JOCARI_KERNELS=pure nice -n 19 .venv/bin/python -m pytest -q -p no:cacheprovider -m "not browser and not slow" \
    --junitxml="$TIMES/pure.xml" --ignore=tests/games/test_compiled.py --ignore-glob="tests/games/*_properties.py" \
    tests/core tests/games tests/players tests/analysis/test_lab_kernel.py tests/test_boundary.py \
    >"$TIMES/pure.log" 2>&1 &
  PURE_PID=$!
fi
SUITE=0
JOCARI_TIMELINE="$TIMES" .venv/bin/python -m pytest "${WORKERS[@]}" --junitxml="$TIMES/compiled.xml" || SUITE=$?
phase "tests, whole suite ($KERNELS)"
if [ -n "$PURE_PID" ]; then
  echo "Noyaux non compilés (JOCARI_KERNELS=pure) : les tests des règles, des noyaux et de ce qui les joue directement"
  PURE=0
  wait "$PURE_PID" || PURE=$?
  if [ "$PURE" = 0 ]; then tail -n 3 "$TIMES/pure.log"; else cat "$TIMES/pure.log"; fi
  phase "tests, kernels pure (after the suite; run beside it)"
  [ "$PURE" = 0 ] || { echo "Échec des tests sur les noyaux non compilés ($TIMES/pure.log)"; exit "$PURE"; }
fi
[ "$SUITE" = 0 ] || exit "$SUITE"
# where this run's time went (the same as `.venv/bin/python tools/test_times.py` afterwards)
.venv/bin/python tools/test_times.py --top 30
