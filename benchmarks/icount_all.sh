#!/bin/bash
# benchmarks/icount_all.sh BEFORE AFTER [PYTHON] [FILTER]
# Every workload of benchmarks/icount_workloads.py on two checkouts, side by side: instructions before, after, and
# after/before (> 1: slower).  FILTER (a grep pattern) keeps some rows only, e.g. "marelle".  Slow (callgrind):
# about a minute a row and checkout.
here=$(cd "$(dirname "$0")" && pwd)
python=${3:-$here/../.venv/bin/python}
rows="kernel senet standard 100
kernel senet jequier 100
protocol senet standard 30
protocol senet jequier 30
explain senet standard 4
explain senet jequier 4
kernel marelle modern 200
kernel marelle breyer 200
protocol marelle modern 20
protocol marelle breyer 20
explain marelle modern 4
explain marelle breyer 4
kernel jacquet breyer 50
protocol jacquet breyer 20
explain jacquet breyer 3"
printf "%-32s %14s %14s %7s\n" workload before after ratio
echo "$rows" | grep -e "${4:-.}" | while read -r w g r n; do
    b=$("$here/icount.sh" "$1" "$w" "$g" "$r" "$n" "$python")
    a=$("$here/icount.sh" "$2" "$w" "$g" "$r" "$n" "$python")
    printf "%-32s %14d %14d %7.3f\n" "$w $g $r $n" "$b" "$a" "$(echo "$a / $b" | bc -l)"
done
