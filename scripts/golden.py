"""Write the golden corpus: the module the rules compiler makes of each of the 585 texts.

    .venv/bin/python scripts/golden.py            # rewrite tests/data/golden/rules_sharc.pl
    .venv/bin/python scripts/golden.py --check    # only say which modules changed

The output of a compiler version never changes: when modules differ from the file's and the
version is the file's, bump `RulesSynthesizer.version` first (it keys every cache and
knowledge base, so stale modules would be served). `git diff` then shows what changed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from nesy_chat.eval.compiled import changed_modules, compile_corpus, golden, split_golden

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "knowledge" / "sharc" / "rule_texts.json"
GOLDEN = ROOT / "tests" / "data" / "golden" / "rules_sharc.pl"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when modules changed")
    args = parser.parse_args()
    text = golden(compile_corpus([CORPUS]))
    version, modules = split_golden(text)
    old_version, old = split_golden(GOLDEN.read_text(encoding="utf-8")) if GOLDEN.is_file() else ("", {})
    changed = changed_modules(old, modules)
    print(f"{len(changed)} of {len(modules)} modules changed" + (f": {', '.join(changed[:20])}" if changed else ""))
    if args.check:
        return 1 if changed else 0
    if changed and version == old_version:
        print(f"error: the modules changed but the compiler version is still {version}: bump "
              "RulesSynthesizer.version", file=sys.stderr)
        return 2
    GOLDEN.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
