#!/usr/bin/env bash
# Set up, then run the whole test suite against real SWI-Prolog (and the other real parts).
set -euo pipefail
cd "$(dirname "$0")/.."
# The browser test (tests/ui/test_browser.py) needs Debian's chromium: setup installs it.
export NESY_BROWSER=1
bash scripts/setup.sh
exec .venv/bin/python -m pytest "$@"
