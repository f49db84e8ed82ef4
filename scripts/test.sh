#!/usr/bin/env bash
# Set up (with the test requirements), lint with ruff, then run the whole test suite against
# real SWI-Prolog (and the other real parts). Arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
# The browser test (tests/ui/test_browser.py) needs Debian's chromium: setup installs it.
export NESY_BROWSER=1
bash scripts/setup.sh --dev
.venv/bin/ruff check
exec .venv/bin/python -m pytest "$@"
