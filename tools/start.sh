#!/usr/bin/env bash
# The main job: install what it needs (tools/setup.sh: .venv with JupyterLab in
# French and MkDocs, the site's npm files; nothing when nothing changed), build
# the learning website if its inputs changed and serve it on http://127.0.0.1:8000,
# then open the lessons (notebooks/) in JupyterLab.  Ctrl+C stops both.
# Arguments are passed to JupyterLab (e.g. --port=9999), but --lang=en (the English
# edition's lessons, in mes-lecons/en/, and the English site) or --lang=both (JOCARI_LANG
# does the same).  Third-party output goes to .cache/start.log.
set -euo pipefail
cd "$(dirname "$0")/.."
export JOCARI_LOG=.cache/start.log
bash tools/setup.sh
exec .venv/bin/python tools/start.py --log "$JOCARI_LOG" "$@"
