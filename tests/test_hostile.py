"""A hostile-input corpus through the real command line, each item in a process of its own.

Modules go through `prove`, documents through `ingest` (then `ask` of the one good
document): every item ends in a clear one-line error or a normal answer, never a crash
signal or a traceback, writes nothing outside its own folder, and the good input is still
served. Large items are generated here rather than kept in the repository.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CANARY = "nesy-hostile-canary"  # what a module that escaped the sandbox would create
HEAD = ":- dynamic a/1.\n% c is true when the user qualifies.\n"
DEEP = 20_000


def module(body: str) -> str:
    return HEAD + f"c :- {body}.\n"


MODULES: dict[str, str | bytes] = {
    "nested_compound": module("X = " + "f(" * DEEP + "x" + ")" * DEEP + ", a(X)"),
    "nested_list": module("X = " + "[" * DEEP + "x" + "]" * DEEP + ", a(X)"),
    "nested_braces": module("X = " + "{" * DEEP + "x" + "}" * DEEP + ", a(X)"),
    "nested_fact": HEAD + "deep(" + "g(" * DEEP + "x" + ")" * DEEP + ").\nc :- deep(_), a(true).\n",
    "long_conjunction": module(", ".join(["a(true)"] * DEEP)),
    "prefix_chain": module("X = " + "- " * DEEP + "x, a(X)"),
    "fills_the_stack": module("\\+ member(x, _L), a(true)"),
    "loops": HEAD + "c :- p.\np :- p.\n",
    "explodes": HEAD + "c :- p(40), a(true).\np(0).\np(N) :- N > 0, M is N - 1, ( p(M) ; p(M) ).\n",
    "arithmetic_on_yes_no": HEAD + "c :- a(A), A >= 60.\n",
    "halt_directive": ":- initialization(halt).\n" + module("a(true)"),
    "shell_directive": f":- shell('touch {CANARY}').\n" + module("a(true)"),
    "shell_in_body": module(f"shell('touch {CANARY}'), a(true)"),
    "open_file": module(f"open('{CANARY}', write, S), close(S), a(true)"),
    "include": ":- include('/etc/passwd').\n" + module("a(true)"),
    "consult_user": ":- [user].\n" + module("a(true)"),
    "operator": ":- op(700, xfx, ===>).\n" + module("a(true)"),
    "quasi_quotation": module("X = {|string(Y)||text|}, a(X)"),
    "unterminated_quote": module("X = 'open, a(X)"),
    "nul_byte": module("a(true)").replace("qualifies", "qual\0ifies"),
    "not_utf8": module("a(true)").encode("utf-8") + b"% \xff\xfe\xfd\n",
    "binary": bytes(range(256)) * 40,
    "huge": HEAD + "% " + "x" * 1_100_000 + "\n" + "c :- a(true).\n",
    "huge_atom": module("X = '" + "y" * 300_000 + "', a(X)"),
    "invisible_name": ":- dynamic 'a\u202edmin'/1.\n% c is true when the user qualifies.\nc :- 'a\u202edmin'(true).\n",
    "number_overflow": module("X is 10 ** 400, X > 1, a(true)"),
    "empty": "",
}

DOCUMENTS: dict[str, str | bytes] = {
    "deep.json": '{"a": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "repeated.json": '{"a": "You can get A if you are 60.", "a": "You can get B if you are 70."}',
    "not_a_map.json": "[1, 2, 3]",
    "broken.json": '{"a": "unterminated',
    "binary.md": bytes(range(256)) * 40,
    "empty.md": "   \n\n",
    "latin1.txt": "Vous êtes âgé de 60 ans ou plus.".encode("latin-1"),
    "bidi.md": "# Parking\u202e\n\nYou can get a permit if you live in the \u200bzone.\n",
    "injection.md": "# Rules\n\nc :- shell('touch " + CANARY + "').\n\nYou can get it if :- halt. is true.\n",
    "html.md": "# Permits <script>alert(1)</script>\n\nYou can get a permit <img src=x onerror=alert(1)> if you "
               "live in the zone.\n",
    "nested_list.md": "# List\n\nYou qualify if you:\n\n" + "".join("  " * i + "* item\n" for i in range(2_000)),
    "long_line.md": "# Long\n\nYou can get it if " + " and ".join(["you are here"] * 20_000) + ".\n",
    ".hidden.md": "# Hidden\n\nYou can get it if you are hidden.\n",
}
GOOD = "# Boat Licence\n\nYou can get a Boat Licence if you have passed the boating test.\n"


def run(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("NESY_CHROMA_URL", None)
    return subprocess.run([sys.executable, "-m", "nesy_chat", *args], input=stdin, capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=300)


def assert_clean(result: subprocess.CompletedProcess, what: str) -> None:
    assert result.returncode >= 0, f"{what}: killed by signal {-result.returncode}\n{result.stderr[-2000:]}"
    assert "Traceback" not in result.stderr, f"{what}: a traceback\n{result.stderr[-3000:]}"
    if result.returncode:
        errors = [line for line in result.stderr.splitlines() if line.startswith("error: ")]
        assert errors, f"{what}: exit {result.returncode} without an 'error:' line\n{result.stderr[-2000:]}"


@pytest.mark.slow
@pytest.mark.parametrize("name", list(MODULES))
def test_a_hostile_module_is_refused_or_proved_never_a_crash(name, tmp_path):
    path = tmp_path / f"{name}.pl"
    content = MODULES[name]
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    result = run("prove", str(path), cwd=tmp_path, stdin="?\n" * 5)
    assert_clean(result, name)
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name], "the module wrote a file"


@pytest.mark.slow
def test_hostile_documents_are_named_and_the_good_one_is_served(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    for name, content in DOCUMENTS.items():
        if isinstance(content, bytes):
            (docs / name).write_bytes(content)
        else:
            (docs / name).write_text(content, encoding="utf-8")
    (docs / "good.md").write_text(GOOD, encoding="utf-8")
    os.mkfifo(docs / "pipe.md")
    kb = tmp_path / "kb"
    paths = [str(docs), *(str(docs / n) for n in DOCUMENTS if n.endswith(".json"))]
    ingested = run("ingest", *paths, "--kb", str(kb), cwd=tmp_path)
    assert_clean(ingested, "ingest")
    assert ingested.returncode == 0, ingested.stderr
    skipped = {line.split(":", 1)[0].rsplit("/", 1)[-1].split("#")[0]
               for line in ingested.stderr.splitlines() if line.startswith("skipped ")}
    assert {"deep.json", "repeated.json", "not_a_map.json", "broken.json", "binary.md", "empty.md", "latin1.txt",
            ".hidden.md", "pipe.md"} <= skipped, ingested.stderr
    asked = run("ask", "Can I get a Boat Licence?", "--kb", str(kb), "--json", cwd=tmp_path, stdin="yes\n")
    assert_clean(asked, "ask")
    events = [json.loads(line) for line in asked.stdout.splitlines()]
    assert events[-1]["event"] == "answer" and events[-1]["label"] == "yes", asked.stdout[-2000:]
    assert not list(tmp_path.rglob(CANARY)) and sorted(p.name for p in tmp_path.iterdir()) == ["docs", "kb"]
    modules = "\n".join(p.read_text(encoding="utf-8") for p in (kb / "modules").glob("*.pl"))
    assert "\u202e" not in modules and "\u200b" not in modules
