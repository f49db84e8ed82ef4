#!/usr/bin/env bash
# Set up (with the test requirements), then run the whole test suite against real
# SWI-Prolog (and the other real parts). Arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
# The browser test (tests/ui/test_browser.py) needs Debian's chromium: setup installs it.
export NESY_BROWSER=1
bash scripts/setup.sh --dev
exec .venv/bin/python -m pytest "$@"
