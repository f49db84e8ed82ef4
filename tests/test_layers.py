"""The package's layers: a module imports only from its own layer and the ones below it.

Bottom to top; faces on one line (eval, ui) may not import each other. Imports inside
functions count too: a lazy import is still a dependency.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "nesy_chat"
LAYERS = [("core",), ("nlp",), ("prolog",), ("llm",), ("logic",), ("synthesis",), ("kb",), ("qa",),
          ("eval", "ui"), ("cli",), ("__main__",)]
RANK = {name: rank for rank, names in enumerate(LAYERS) for name in names}


def layer(module: str) -> str:
    """'nesy_chat.kb.store' -> 'kb'; 'nesy_chat.cli' -> 'cli'."""
    return module.split(".")[1]


def imports(path: Path) -> list[tuple[int, str]]:
    """(line, module) of every nesy_chat module the file imports, wherever the import is."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "nesy_chat":
                found += [(node.lineno, f"nesy_chat.{alias.name}") for alias in node.names]
            elif node.module.startswith("nesy_chat."):
                found.append((node.lineno, node.module))
        elif isinstance(node, ast.ImportFrom) and node.level:
            found.append((node.lineno, "relative"))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if a.name.startswith("nesy_chat.")]
    return found


def modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p.name != "__init__.py" or p.parent != PACKAGE)


def name_of(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_every_module_is_in_a_layer():
    unplaced = sorted({layer(name_of(p)) for p in modules()} - set(RANK))
    assert not unplaced, f"add these to LAYERS: {unplaced}"


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_down(path: Path):
    own = layer(name_of(path))
    wrong = []
    for line, target in imports(path):
        if target == "relative":
            wrong.append(f"line {line}: a relative import (write it absolute, so its layer shows)")
            continue
        other = layer(target)
        if other != own and RANK[other] >= RANK[own]:
            wrong.append(f"line {line}: {target} ({other}) is not below {own}")
    assert not wrong, "\n".join(wrong)


def test_the_check_sees_an_upward_import(tmp_path: Path):
    source = tmp_path / "x.py"
    source.write_text("def f():\n    from nesy_chat.qa.matching import neutral\n", encoding="utf-8")
    assert imports(source) == [(2, "nesy_chat.qa.matching")]
    assert RANK[layer("nesy_chat.qa.matching")] > RANK["kb"]


def test_each_package_says_what_it_may_import():
    for package in sorted(p for p in PACKAGE.iterdir() if (p / "__init__.py").exists()):
        doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text(encoding="utf-8")))
        assert doc and "import" in doc.lower(), f"{package.name}/__init__.py: a docstring saying what it may import"
