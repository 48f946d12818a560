#!/usr/bin/env bash
# Set up (tools/setup.sh) and open the lessons in JupyterLab.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
exec .venv/bin/jupyter lab notebooks/ "$@"
