#!/bin/bash
# benchmarks/icount.sh CHECKOUT WORKLOAD GAME RULE_SET N [PYTHON]
# Instructions (valgrind's callgrind) of N games of benchmarks/icount_workloads.py (WORKLOAD: kernel, protocol or
# explain) run on CHECKOUT's code, minus the same run with N = 0 (imports and set-up).  Deterministic (fixed seeds,
# PYTHONHASHSEED=0), immune to a busy machine: compare two checkouts with the same PYTHON, e.g.
#   benchmarks/icount.sh /path/to/a65d96d explain marelle modern 4 /work/main/.venv/bin/python
#   benchmarks/icount.sh .                explain marelle modern 4 /work/main/.venv/bin/python
here=$(cd "$(dirname "$0")" && pwd)
python=${6:-$here/../.venv/bin/python}
cd "$1" || exit 1
run() { PYTHONHASHSEED=0 PYTHONPATH=. valgrind --tool=callgrind --callgrind-out-file=/dev/null "$python" \
        "$here/icount_workloads.py" "$@" 2>&1 | grep -o "Collected : [0-9]*" | grep -o "[0-9]*"; }
full=$(run "$2" "$3" "$4" "$5")
base=$(run "$2" "$3" "$4" 0)
echo $((full - base))
