#!/usr/bin/env bash
# Set up (tools/setup.sh), build the learning website and serve it on http://127.0.0.1:8000
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
NO_MKDOCS_2_WARNING=1 .venv/bin/mkdocs build --strict
echo "Site built in site/ — serving it on http://127.0.0.1:${PORT:-8000} (Ctrl+C to stop)"
exec .venv/bin/python -m http.server "${PORT:-8000}" --bind 127.0.0.1 --directory site
