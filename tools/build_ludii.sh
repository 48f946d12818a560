#!/usr/bin/env bash
# Build a Ludii jar from Ludii's sources, for the benchmark's Ludii rows (#24; optional, never part of setup).
#
#   LUDII_SRC=/path/to/Ludii bash tools/build_ludii.sh      # prints the jar's path
#   LUDII_JAR=$(LUDII_SRC=/path/to/Ludii bash tools/build_ludii.sh) .venv/bin/python benchmarks/extra_kernel.py --table
#
# LUDII_SRC: a checkout of https://github.com/Ludeme/Ludii (1.3.12 is the version the issue measured: its
# Common/src/main/Constants.java says LUDEME_VERSION = "1.3.12").  Only the three modules a play-out needs are
# compiled: Common, Core (the game engine) and Language (the .lud compiler), with Common/lib's jars and the
# games (Common/res/lud, def, def_ai) folded into one jar.  Needs a JDK (javac, jar; Debian: default-jdk-headless).
# The released Ludii.jar (ludii.games) serves the benchmark as well: set LUDII_JAR to it instead.
set -euo pipefail
src=${LUDII_SRC:?set LUDII_SRC to a checkout of the Ludii repository}
for module in Common Core Language; do
  [ -d "$src/$module/src" ] || { echo "build_ludii: $src/$module/src not found: LUDII_SRC must be Ludii's repository" >&2; exit 2; }
done
command -v javac >/dev/null && command -v jar >/dev/null || { echo "build_ludii: javac and jar are needed (a JDK)" >&2; exit 2; }
version=$(sed -n 's/.*LUDEME_VERSION *= *"\([^"]*\)".*/\1/p' "$src/Common/src/main/Constants.java")
out=${LUDII_BUILD:-$(cd "$(dirname "$0")/.." && pwd)/build/ludii}
jar_path="$out/Ludii-$version-core.jar"
if [ -f "$jar_path" ]; then echo "$jar_path"; exit 0; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
libs=("$src/Common/lib/json-20180813.jar" "$src/Common/lib/Trove4j_ApacheCommonsRNG.jar" "$src/Common/lib/jfreesvg-3.4.jar")
find "$src/Common/src" "$src/Core/src" "$src/Language/src" -name '*.java' > "$work/sources"
mkdir -p "$work/classes"
# -g -parameters: Ludii's grammar matches a game's named arguments to its ludemes' parameter names, which only
# a build that keeps them can read (without, every game fails to compile: "Unexpected syntax")
javac -g -parameters -nowarn -encoding UTF-8 -J-Xmx4g -d "$work/classes" -cp "$(IFS=:; echo "${libs[*]}")" \
  @"$work/sources" 2>&1 | grep -v '^Note: ' >&2 || true
[ -f "$work/classes/other/GameLoader.class" ] || { echo "build_ludii: javac failed" >&2; exit 1; }
(cd "$work/classes" && for lib in "${libs[@]}"; do jar xf "$lib"; done && rm -rf META-INF)
for res in lud def def_ai; do cp -r "$src/Common/res/$res" "$work/classes/"; done
mkdir -p "$out"
jar cf "$jar_path.part" -C "$work/classes" .
mv "$jar_path.part" "$jar_path"
echo "$jar_path"
