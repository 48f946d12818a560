#!/usr/bin/env bash
# Set up everything on a fresh machine (Python 3.11+): a virtual environment
# in .venv with the project and all its extras, and Debian's Chromium for the
# browser tests.  Safe to run again: it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
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
