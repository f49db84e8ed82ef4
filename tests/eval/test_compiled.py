"""The compiler over a corpus: the golden modules of the 585 texts and the construct table."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

import pytest

from nesy_chat.cli import main
from nesy_chat.eval.compiled import (
    MIN_TEXTS,
    changed_modules,
    compile_corpus,
    construct_table,
    golden,
    split_golden,
)
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.rules import RulesSynthesizer, constructs

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "knowledge" / "sharc" / "rule_texts.json"
GOLDEN = ROOT / "tests" / "data" / "golden" / "rules_sharc.pl"
WRITTEN = sorted((ROOT / "tests" / "data").glob("written_rules*.jsonl"))


@pytest.fixture(scope="module")
def corpus():
    return list(compile_corpus([CORPUS]))


@pytest.mark.slow
def test_the_golden_corpus_is_what_the_compiler_makes(corpus):
    version, modules = split_golden(golden(corpus))
    old_version, old = split_golden(GOLDEN.read_text(encoding="utf-8"))
    changed = changed_modules(old, modules)
    diff = "".join(line for name in changed[:3] for line in difflib.unified_diff(
        old.get(name, "").splitlines(keepends=True), modules.get(name, "").splitlines(keepends=True), name, name))
    assert not changed, (f"{len(changed)} modules differ from the golden corpus; if the change is meant, bump "
                         f"RulesSynthesizer.version and run scripts/golden.py:\n{diff}")
    assert version == old_version, "a new compiler version: run scripts/golden.py"


@pytest.mark.slow
def test_every_construct_fires_on_at_least_three_texts(corpus, tmp_path):
    """Over the 585 ShARC texts and the 165 texts of the written sets in the repository, whose
    genres (policies, insurance, tenancy, several paragraphs a text) ShARC lacks."""
    written = {json.loads(line)["tree_id"]: json.loads(line)["snippet"] for path in WRITTEN
               for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}
    (tmp_path / "written.json").write_text(json.dumps(written), encoding="utf-8")
    texts = [*corpus, *compile_corpus([tmp_path / "written.json"])]
    rare = [(c.name, c.texts) for c in construct_table(texts) if c.texts < MIN_TEXTS]
    assert not rare, f"constructs that fire on fewer than {MIN_TEXTS} of the {len(texts)} texts (patches): {rare}"


def test_a_compilation_records_its_constructs_and_the_rules_they_made(tmp_path):
    (tmp_path / "a.md").write_text("You can't get the grant if you are under 18.", encoding="utf-8")
    (tmp_path / "b.md").write_text("You can get the grant if you live in a city.", encoding="utf-8")
    compiled = list(compile_corpus([tmp_path]))
    assert len(compiled) == 2
    assert all(item.trace.rules and all(rule.construct for rule in item.trace.rules) for item in compiled)
    table = {row.name: row for row in construct_table(compiled)}
    made = table[compiled[0].trace.rules[0].construct]
    assert made.texts >= 1 and made.rules >= 1
    assert "you live in a city" in table[compiled[1].trace.rules[0].construct].questions
    assert set(table) == set(constructs.NAMES)


def test_a_construct_that_gives_back_what_it_was_given_did_not_fire():
    @constructs.construct
    def _sample_rewrite(members: list[str], other: str = "") -> list[str]:
        return [m.upper() for m in members] if other else members

    with constructs.recording() as trace:
        _sample_rewrite(["a", "b"])  # unchanged: nothing to rewrite
        _sample_rewrite(["a"], other="x")
    assert trace.fired["sample_rewrite"] == 1
    constructs.NAMES.remove("sample_rewrite")


def test_nothing_is_recorded_outside_a_recording():
    with constructs.recording() as trace:
        pass
    RulesSynthesizer().synthesize(Chunk("t", "You can get the grant if you live in a city."))
    assert not trace.fired and not trace.rules


def test_the_golden_format_reads_back():
    compiled = list(compile_corpus([CORPUS]))[:3]
    version, modules = split_golden(golden(compiled))
    assert version == RulesSynthesizer.version
    assert list(modules) == [item.chunk.id for item in compiled]
    assert [modules[item.chunk.id] for item in compiled] == [item.source.rstrip() for item in compiled]


def test_the_construct_table_from_the_command_line(tmp_path, capsys):
    (tmp_path / "a.md").write_text("You must be 18 or over to apply.", encoding="utf-8")
    assert main(["compile", "--constructs", "--json", str(tmp_path)]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {"name", "texts", "fired", "rules", "questions", "claims"} == set(rows[0])
    assert sum(row["rules"] for row in rows) >= 1
    assert main(["compile", "--constructs", str(tmp_path / "missing")]) != 0
    assert "no such file" in capsys.readouterr().err


def test_a_construct_that_shapes_conditions_is_credited_with_the_questions_it_said(tmp_path):
    (tmp_path / "a.md").write_text("You qualify if you are a carer and on a low income.", encoding="utf-8")
    table = {row.name: row for row in construct_table(compile_corpus([tmp_path]))}
    assert {"you are a carer", "you are on a low income"} <= table["unlike_complements"].questions
    assert table["unlike_complements"].rules == 0  # it makes no rule of its own
