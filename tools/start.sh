#!/usr/bin/env bash
# The main job: set up (tools/setup.sh), build the learning website and serve it
# on http://127.0.0.1:8000, then open the lessons (notebooks/) in JupyterLab.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
NO_MKDOCS_2_WARNING=1 .venv/bin/mkdocs build --strict
.venv/bin/python -m http.server "${PORT:-8000}" --bind 127.0.0.1 --directory site >/dev/null 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
echo "Le site : http://127.0.0.1:${PORT:-8000}/index.html  (also opens from site/index.html)"
echo "Les leçons : JupyterLab opens on notebooks/ (Ctrl+C twice to stop both)."
.venv/bin/jupyter lab notebooks/ "$@"
