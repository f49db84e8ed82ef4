#!/usr/bin/env bash
# Set up, then run the whole test suite against real SWI-Prolog (and the other real parts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python -m pytest "$@"
