#!/usr/bin/env bash
# Only the website: install (tools/setup.sh), build it if its inputs changed
# (tools/build_site.py) and serve it on http://127.0.0.1:8000 (PORT chooses).
set -euo pipefail
cd "$(dirname "$0")/.."
export JOCARI_LOG=.cache/site.log
bash tools/setup.sh
.venv/bin/python tools/build_site.py --log "$JOCARI_LOG"
echo "Le site : http://127.0.0.1:${PORT:-8000}/index.html  (Ctrl+C pour arrêter / to stop)"
exec .venv/bin/python -m http.server "${PORT:-8000}" --bind 127.0.0.1 --directory site 2>>"$JOCARI_LOG"
