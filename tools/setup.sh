#!/usr/bin/env bash
# Set up everything on a fresh machine (Python 3.11+): a virtual environment
# in .venv with the project and all its extras, and Debian's Chromium for the
# browser tests.  Safe to run again: it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
# The interpreter: $PYTHON if given, else the distribution's own CPython if it
# is 3.11+ (Debian builds it with profile-guided optimisation: on this machine
# it plays random games about 15% faster than a default source build such as
# pyenv's), else whatever python3 is first on the PATH.
usable() { "$1" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; }
if [ -n "${PYTHON:-}" ]; then
  PY=$PYTHON
elif usable /usr/bin/python3; then
  PY=/usr/bin/python3
else
  PY=python3
fi
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[dev]"
if ! command -v chromium >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q chromium >/dev/null
fi
if [ -f package.json ] && [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund --silent
fi
