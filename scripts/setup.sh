#!/usr/bin/env bash
# Sets up everything nesy-chat needs on Debian 12 with Python 3.11; safe to run again.
# SWI-Prolog from Debian, a virtual environment in .venv, the pinned runtime requirements
# (torch is the CPU build 2.13.0) and nesy-chat itself, editable, so .venv/bin/nesy-chat exists.
# --dev: also what the tests and the linter need (requirements-dev.txt).
# Each part is installed again only when a file it was installed from changed.
set -euo pipefail
cd "$(dirname "$0")/.."

dev=0
case "${1:-}" in
  --dev) dev=1 ;;
  "") ;;
  *) echo "usage: bash scripts/setup.sh [--dev]" >&2; exit 2 ;;
esac

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

apt_packages=()
command -v swipl >/dev/null 2>&1 || apt_packages+=(swi-prolog-nox)
if [ "${NESY_BROWSER:-0}" = "1" ] && ! command -v chromium >/dev/null 2>&1; then
  apt_packages+=(chromium chromium-driver)
fi
if [ "${#apt_packages[@]}" -gt 0 ]; then
  echo "setup: installing ${apt_packages[*]} from Debian" >&2
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${apt_packages[@]}" >/dev/null
fi

python=""
for candidate in python3.11 python3; do
  if command -v "$candidate" >/dev/null 2>&1 && \
     "$candidate" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))'; then
    python="$candidate"; break
  fi
done
if [ -z "$python" ]; then
  echo "setup: Python 3.11 is required (apt-get install python3.11 python3.11-venv)" >&2
  exit 1
fi
[ -x .venv/bin/python ] || "$python" -m venv .venv

install() { .venv/bin/pip install -q --disable-pip-version-check "$@"; }
digest() { cat "$@" | sha256sum | cut -d' ' -f1; }

stamp=.venv/.requirements.sha256
wanted=$(digest requirements.txt pyproject.toml)
if [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  echo "setup: installing Python requirements into .venv" >&2
  # torch first and alone, pinned, so nothing pulls a CUDA build in its place.
  install "$(grep -E '^torch==' requirements.txt)"
  install -r requirements.txt
  install --no-deps -e .
  echo "$wanted" > "$stamp"
fi

dev_stamp=.venv/.requirements-dev.sha256
wanted=$(digest requirements.txt requirements-dev.txt)
if [ "$dev" = 1 ] && [ "$(cat "$dev_stamp" 2>/dev/null)" != "$wanted" ]; then
  echo "setup: installing the test requirements into .venv" >&2
  install -r requirements-dev.txt
  echo "$wanted" > "$dev_stamp"
fi
