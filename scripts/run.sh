#!/usr/bin/env bash
# Quick start: set up, then run nesy-chat (python app.py).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python app.py "$@"
