"""The ShARC harness end to end: real embedding model, real SWI-Prolog engine, real ShARC data.

Until the `rules` compiler exists the system under test uses hand-written modules for three
real rule texts (hand_modules.py); any other rule text fails to compile, which exercises the
error path. The last test runs the real `rules` synthesizer when it is there.
"""

import json
import os
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from nesy_chat.cli import main
from nesy_chat.core.errors import EvaluationError, ModuleError
from nesy_chat.core.module import PrologModule
from nesy_chat.eval.metrics import score
from nesy_chat.eval.sharc import Roles, SharcOptions, compile_rule_texts, history_answers, question_coverage, run_sharc
from nesy_chat.eval.sharc_data import build_cases, load_sharc, read_answer, withheld
from nesy_chat.eval.simulated_user import Reply, SimulatedUser, Turn
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.nlp.person import about
from nesy_chat.prolog.engine import Engine
from nesy_chat.qa.dialogue import ConversationState
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.rules import RulesSynthesizer

from .hand_modules import MODULES, HandSynthesizer

HAND = f"{HandSynthesizer.__module__}:HandSynthesizer"
REPORT_KEYS = {"accuracy", "macro_accuracy", "confusion", "per_class", "n", "errors", "error_classes",
               "questions_per_utterance", "seconds_per_utterance", "total_seconds", "setting", "compile",
               "simulated_user", "normalised", "skipped", "baselines", "irrelevant", "utterances"}


def write_jsonl(path: Path, records: list) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def sharc(sharc_utterances):
    return load_sharc(sharc_utterances)


@pytest.fixture(scope="module")
def hand_data(sharc_utterances, tmp_path_factory) -> Path:
    """The real utterances of the three hand-compiled rule texts, interleaved, plus two of a
    rule text no module exists for."""
    records = [json.loads(line) for line in sharc_utterances.read_text(encoding="utf-8").splitlines()]
    groups = [[r for r in records if r["gold_snippet_id"] == sid] for sid in MODULES]
    mixed = [r for round_ in zip(*groups) for r in round_]
    unknown = [r for r in records if r["gold_snippet_id"] == "307"][:2]
    return write_jsonl(tmp_path_factory.mktemp("sharc") / "hand.jsonl", mixed[:6] + unknown + mixed[6:])


# --- reading ---------------------------------------------------------------------------

def test_a_json_list_with_the_official_quirks(tmp_path):
    snippet = "You can get it if you are over 18."
    base = {"snippet": snippet, "source_url": "https://example.org/a", "scenario": "", "history": [], "evidence": []}
    records = [
        {**base, "utterance_id": "u1", "question": "Can I get it?", "answer": "Yes",
         "history": [{"follow_up_question": "Are you over 18?", "follow_up_answer": "Yes"}],
         "evidence": [{"followup_question": "Do you live here?", "followup_answer": "No"}]},
        {**base, "utterance_id": "u2", "question": "Can I get it?", "answer": "Noe"},
        {**base, "utterance_id": "u3", "question": "Can I get it?", "answer": "Are you over 18?"},
        {**base, "utterance_id": "u4", "question": "Can I get it?", "answer": "Irrelevant",
         "history": [{"follow_up_question": "Are you over 18?", "follow_up_answer": "Maybe"}, "junk"]},
        {**base, "utterance_id": "u5", "answer": "Yes"},
        {**base, "utterance_id": "u6", "question": "Can I get it?", "answer": ""},
        {**base, "utterance_id": "u7", "question": "Can I get it?", "answer": "yes.", "snippet": "Another text."},
        "not a record",
    ]
    path = tmp_path / "sharc.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    data = load_sharc(path)
    assert [(u.id, u.gold) for u in data.utterances] == [
        ("u1", "yes"), ("u2", "no"), ("u3", "more"), ("u4", "irrelevant"), ("u7", "yes")]
    assert data.utterances[0].context == (Turn("Are you over 18?", True), Turn("Do you live here?", False))
    assert data.utterances[3].context == ()
    assert data.normalised == Counter({"follow-up keys": 1, "answer spelling": 2, "history item dropped": 2})
    assert data.skipped == Counter({"no question": 1, "unreadable answer": 1, "not a JSON object": 1})
    assert len(data.rule_texts) == 2 and data.utterances[0].rule_id == data.utterances[3].rule_id
    assert data.rule_texts[data.utterances[0].rule_id] == snippet


def test_json_lines_with_a_broken_line_and_snippet_ids(tmp_path):
    record = {"utterance_id": "a", "question": "Can I?", "snippet": "Text.", "gold_snippet_id": "12",
              "history": [], "evidence": [], "answer": "No"}
    path = tmp_path / "sharc.jsonl"
    path.write_text(json.dumps(record) + "\n{broken\n\n" + json.dumps({**record, "utterance_id": "b"}) + "\n")
    data = load_sharc(path)
    assert [u.id for u in data.utterances] == ["a", "b"]
    assert data.rule_texts == {"12": "Text."} and data.skipped == Counter({"unreadable JSON line": 1})


@pytest.mark.parametrize("content, message", [
    ("", "no readable ShARC utterances"),
    ("[{\"question\": ", "not valid JSON"),
    ("{\"question\": \"Can I?\"}\n", "no readable ShARC utterances"),
])
def test_unusable_files_are_evaluation_errors(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(EvaluationError, match=message):
        load_sharc(path)


@pytest.mark.parametrize("raw, expected", [
    ("Yes", ("yes", False)), ("No", ("no", False)), ("Irrelevant", ("irrelevant", False)),
    ("Noe", ("no", True)), ("YES", ("yes", True)), ("no.", ("no", True)), ("Irrelevent", ("irrelevant", True)),
    ("Are you over 18?", ("more", False)), ("Are you an apprentice", ("more", False)),
    ("Maybe", None), ("", None), (None, None), (3, None),
])
def test_answers(raw, expected):
    assert read_answer(raw) == expected


# --- the simulated user ----------------------------------------------------------------

def test_the_simulated_user_answers_from_the_most_similar_context_question():
    user = SimulatedUser([Turn("Do you live in Greece?", False), Turn("Are you planning to come back to the UK?", True)])
    assert user.reply("Do you live in Greece?") is False
    assert user.reply("Are you planning to return to the UK?") is True
    assert user.reply("Did your baby die after being born?") is None
    assert (user.answered, user.unknown) == (2, 1)
    assert user.replies[0] == Reply("Do you live in Greece?", "Do you live in Greece?", pytest.approx(1.0), False)
    assert user.replies[2].answer is None and user.replies[2].similarity < 0.8
    assert SimulatedUser([]).reply("Do you live in Greece?") is None


def test_below_the_threshold_the_simulated_user_does_not_know():
    turns = [Turn("Are you planning to come back to the UK?", True)]
    assert SimulatedUser(turns, threshold=0.999).reply("Are you planning to return to the UK?") is None
    assert SimulatedUser(turns, threshold=0.5).reply("Are you planning to return to the UK?") is True


# --- settings --------------------------------------------------------------------------

def test_oracle_cases_see_their_own_rule_text(sharc):
    cases = build_cases(sharc, "oracle", limit=50)
    assert len(cases) == 50
    assert all(case.candidates == (case.utterance.rule_id,) and case.gold == case.utterance.gold for case in cases)


def test_distractors_are_seeded_and_independent_of_the_limit(sharc):
    cases = build_cases(sharc, "distractors", distractors=2, seed=0, limit=40)
    assert all(len(set(c.candidates)) == 3 and c.utterance.rule_id in c.candidates for c in cases)
    assert cases == build_cases(sharc, "distractors", distractors=2, seed=0, limit=40)
    assert cases[:10] == build_cases(sharc, "distractors", distractors=2, seed=0, limit=10)
    other_seed = build_cases(sharc, "distractors", distractors=2, seed=1, limit=40)
    assert [c.candidates for c in cases] != [c.candidates for c in other_seed]
    assert Counter(c.candidates.index(c.utterance.rule_id) for c in cases).keys() == {0, 1, 2}  # shuffled


def test_a_share_of_questions_is_paired_with_unrelated_rule_texts(sharc):
    cases = build_cases(sharc, "distractors", distractors=2, limit=100, irrelevant_share=0.1)
    original, paired = cases[:100], cases[100:]
    assert original == build_cases(sharc, "distractors", distractors=2, limit=100)
    assert len(paired) == 10 and all(c.gold == "irrelevant" and c.unrelated for c in paired)
    for case in paired:
        assert case.utterance.rule_id not in case.candidates and len(case.candidates) == 3
        assert all(sharc.sources[i] != case.utterance.source for i in case.candidates)
    assert paired == build_cases(sharc, "distractors", distractors=2, limit=100, irrelevant_share=0.1)[100:]


def test_the_open_setting_withholds_whole_pages(sharc):
    cases = build_cases(sharc, "open", limit=200, irrelevant_share=0.25)
    assert [c.utterance for c in cases] == sharc.utterances[:200]  # nothing added: questions lose their text
    hidden = withheld(sharc.utterances[:200], 0.25)
    pages = {u.source for u in sharc.utterances[:200]}
    assert len({sharc.sources[i] for i in hidden}) == round(0.25 * len(pages))
    for case in cases:  # a page is withheld with every text on it, or kept with every one
        own = case.utterance.rule_id in hidden
        assert own == (case.utterance.source in {sharc.sources[i] for i in hidden})
        assert case.unrelated == own and (case.gold == "irrelevant") == own
        assert case.candidates == (() if own else (case.utterance.rule_id,))
        assert own or case.gold == case.utterance.gold
    assert any(sum(sharc.sources[i] == page for i in hidden) > 1 for page in pages)  # some page has several texts
    assert cases == build_cases(sharc, "open", limit=200, irrelevant_share=0.25)
    assert hidden != withheld(sharc.utterances[:200], 0.25, seed=1)
    assert not any(c.unrelated for c in build_cases(sharc, "open", limit=200))


def test_a_text_without_an_address_is_a_page_of_its_own(sharc):
    alone = [replace(u, source="") for u in sharc.utterances[:200]]
    texts = {u.rule_id for u in alone}
    assert len(withheld(alone, 0.25)) == round(0.25 * len(texts))


# --- metrics and the report ------------------------------------------------------------

def test_confusion_arithmetic_and_errors_count_as_wrong():
    gold = ["yes", "yes", "no", "more", "more", "irrelevant"]
    predicted = ["yes", "no", "no", None, "more", "yes"]
    result = score(gold, predicted)
    assert result["accuracy"] == pytest.approx(3 / 6)
    assert result["macro_accuracy"] == pytest.approx((1 / 2 + 1 + 1 / 2 + 0) / 4)
    assert result["confusion"]["yes"] == {"yes": 1, "no": 1, "more": 0, "irrelevant": 0}
    assert result["confusion"]["irrelevant"]["yes"] == 1
    assert sum(sum(row.values()) for row in result["confusion"].values()) == 5  # the error is in no cell
    assert result["per_class"]["more"] == {"gold": 2, "predicted": 1, "correct": 1, "recall": 0.5, "precision": 1.0}
    assert result["per_class"]["no"]["precision"] == 0.5 and result["per_class"]["irrelevant"]["precision"] is None
    assert score(["yes"], ["yes"])["per_class"]["no"]["recall"] is None


def test_the_report_of_a_distractors_run(hand_data):
    options = SharcOptions(hand_data, setting="distractors", distractors=2, irrelevant_share=0.25)
    report = run_sharc(options, HandSynthesizer())
    assert REPORT_KEYS <= report.keys()
    assert report["n"] == 44 + 11 and report["irrelevant"]["added"] == 11
    assert report["compile"] == {"rule_texts": 4, "failed": 1, "seconds": report["compile"]["seconds"]}
    cells = sum(sum(row.values()) for row in report["confusion"].values())
    assert cells == report["n"] - report["errors"] and report["errors"] > 0
    assert report["error_classes"] == {"ModuleError": report["errors"]}
    assert {label: c["gold"] for label, c in report["per_class"].items()} == Counter(
        o["gold"] for o in report["utterances"])
    correct = sum(report["confusion"][label][label] for label in report["confusion"])
    assert report["accuracy"] == pytest.approx(correct / report["n"])
    assert set(report["baselines"]) == {"majority", "ask_nothing"}
    assert report["baselines"]["majority"]["accuracy"] == pytest.approx(
        max(c["gold"] for c in report["per_class"].values()) / report["n"])
    user = report["simulated_user"]
    assert user["threshold"] == 0.80 and user["answered"] > 0 and user["unknown"] > 0
    assert report["seconds_per_utterance"]["p95"] >= 0 and report["total_seconds"] >= report["compile"]["seconds"]
    coverage = report["question_coverage"]
    assert 0 < coverage["matched"] < coverage["questions"]  # the text that fails to compile matches nothing
    assert coverage["share"] == pytest.approx(coverage["matched"] / coverage["questions"])


def test_question_coverage_counts_what_the_modules_ask(sharc):
    utterance = next(u for u in sharc.utterances if u.rule_id in MODULES and u.context)
    case = build_cases(sharc, "oracle", 0, 0, None, 0.0)[sharc.utterances.index(utterance)]
    module = HandSynthesizer().synthesize(Chunk(utterance.rule_id, sharc.rule_texts[utterance.rule_id]))
    asked = [fact.question for fact in module.user_facts]
    own = replace(utterance, context=(Turn(asked[0], True), Turn("Is the moon made of cheese?", False)))
    coverage = question_coverage([replace(case, utterance=own)], {utterance.rule_id: module}, get_embedder(), 0.80)
    assert coverage == {"questions": 2, "matched": 1, "share": 0.5}
    failed = question_coverage([replace(case, utterance=own)], {utterance.rule_id: ModuleError("x")},
                               get_embedder(), 0.80)
    assert failed["matched"] == 0 and failed["questions"] == 2


class StubbornError(Exception):
    """An exception pickle cannot rebuild: its constructor wants two arguments."""

    def __init__(self, what: str, why: str):
        super().__init__(f"{what}: {why}")


class StubbornSynthesizer(HandSynthesizer):
    """Refuses every text whose id ends in 8; refusing in a worker process, it leaves a mark in
    `mark` (so the test can wait until the worker has refused one)."""

    def __init__(self, mark: Path | None = None):
        self.mark, self.parent = mark, os.getpid()

    def synthesize(self, chunk: Chunk):
        if chunk.id.endswith("8"):
            if self.mark is not None and os.getpid() != self.parent:
                self.mark.touch()
            raise StubbornError(chunk.id, f"refused in process {os.getpid()}")
        return super().synthesize(chunk)


def wait_for(path: Path, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.05)


def test_texts_compiled_in_a_worker_process_are_those_compiled_here(sharc, tmp_path):
    """The pooled path (jobs 2, a spawned worker) against the in-process one, on the three
    hand-compiled texts among 70: the same modules and errors, each module handed over once,
    and an exception pickle cannot rebuild still reported by its name."""
    ids = set(MODULES) | set(sorted(sharc.rule_texts)[:67])
    found = {}
    for jobs in (1, 2):
        engine, handed, side = Engine(), [], []
        try:
            # meanwhile waits until the worker has refused a text: these texts being instant, this
            # process would otherwise take them all before a spawned one starts
            def meanwhile(side=side, handed=handed, jobs=jobs):
                side.append(len(handed))
                return jobs == 1 or wait_for(tmp_path / "worked")

            found[jobs] = compile_rule_texts(sharc, ids, StubbornSynthesizer(tmp_path / "worked"), engine, jobs,
                                             meanwhile=meanwhile, loaded=handed.append)
        finally:
            engine.close()
        assert side == [0]  # while the texts compile, before any module arrives
        assert sorted(m.id for batch in handed for m in batch) == sorted(MODULES)
    here, pooled = found[1], found[2]
    assert here.keys() == pooled.keys() == ids
    assert {i: m for i, m in here.items() if isinstance(m, PrologModule)} == \
        {i: m for i, m in pooled.items() if isinstance(m, PrologModule)} and len(MODULES) == 3
    made_elsewhere = 0
    for rule_id in ids - set(MODULES):
        assert type(here[rule_id]) is type(pooled[rule_id])
        if rule_id.endswith("8"):
            assert isinstance(pooled[rule_id], EvaluationError) and "StubbornError" in str(pooled[rule_id])
            assert str(here[rule_id]).endswith(f"process {os.getpid()}")
            made_elsewhere += not str(pooled[rule_id]).endswith(f"process {os.getpid()}")
        else:
            assert type(pooled[rule_id]) is ModuleError and str(here[rule_id]) == str(pooled[rule_id])
    assert made_elsewhere > 0  # in the worker; this process takes the last batches while it waits


def test_end_to_end_from_the_command_line(hand_data, tmp_path, capsys):
    out = tmp_path / "report.json"
    code = main(["eval", "sharc", "--data", str(hand_data), "--limit", "20", "--synth", HAND, "--out", str(out)])
    assert code == 0
    printed = capsys.readouterr().out
    assert "accuracy" in printed and "confusion" in printed and "ask nothing" in printed
    report = json.loads(out.read_text())
    assert REPORT_KEYS <= report.keys() and report["n"] == 20 and report["setting"] == "oracle"
    assert report["errors"] == 2  # the two utterances of the rule text without a module
    winter = [o for o in report["utterances"] if o["module"] == "496"]
    assert winter and all(o["claim"] == "cannot_get_winter_fuel_payment" and o["negated"] for o in winter)
    assert all(o["label"] in ("yes", "no", "more", "irrelevant") for o in report["utterances"] if not o["error"])
    asked = [reply for o in report["utterances"] for reply in o["replies"]]
    assert len(asked) == round(report["questions_per_utterance"] * (report["n"] - report["errors"]))
    assert {"question", "matched", "similarity", "answer"} == asked[0].keys()


def test_the_open_setting_asks_a_knowledge_base_of_every_rule_text(hand_data, tmp_path):
    extra = tmp_path / "extra.json"
    extra.write_text(json.dumps({"x1": "You can get a bus pass if you are over 66.",
                                 "x2": "You can renew your passport online if you have a credit card."}))
    out = tmp_path / "open.json"
    code = main(["eval", "sharc", "--data", str(hand_data), "--setting", "open", "--synth", HAND,
                 "--extra-rule-texts", str(extra), "--kb", str(tmp_path / "kb"), "--out", str(out)])
    assert code == 0
    report = json.loads(out.read_text())
    assert REPORT_KEYS <= report.keys() and report["setting"] == "open" and report["n"] == 44
    assert report["retrieval"]["knowledge_base"] == {"rule_texts": 6, "chunks": 6}
    assert report["compile"]["rule_texts"] == 6 and report["compile"]["failed"] == 3  # Hand knows three texts
    assert report["errors"] == 0  # a text without a module is only not a candidate
    assert report["retrieval"]["gold_text_first"] >= 0.75
    assert 0 < report["retrieval"]["claim_from_gold_text"] <= report["retrieval"]["gold_text_in_hull"]
    assert {o["module"] for o in report["utterances"]} - {None} <= set(MODULES)  # None: irrelevant
    assert report["accuracy"] >= report["baselines"]["majority"]["accuracy"]


def test_the_open_setting_measures_questions_whose_page_is_withheld(hand_data, tmp_path):
    """Text 307 is moved onto the Pension Credit page: withholding that page withholds both."""
    page = "https://www.gov.uk/pension-credit/eligibility"
    records = [json.loads(line) for line in hand_data.read_text(encoding="utf-8").splitlines()]
    data = write_jsonl(tmp_path / "paged.jsonl", [{**r, "source_url": page} if r["gold_snippet_id"] == "307" else r
                                                  for r in records])
    dataset = load_sharc(data)
    seed = next(s for s in range(50) if "547" in withheld(dataset.utterances, 0.34, s))
    hidden = withheld(dataset.utterances, 0.34, seed)
    assert hidden == {"547", "307"}
    extra = tmp_path / "extra.json"  # the same text under another id (and no address) is withheld too
    extra.write_text(json.dumps({"x1": "You can get a bus pass if you are over 66.", "x2": dataset.rule_texts["307"]}))
    out = tmp_path / "open.json"
    code = main(["eval", "sharc", "--data", str(data), "--setting", "open", "--synth", HAND, "--seed", str(seed),
                 "--irrelevant-share", "0.34", "--extra-rule-texts", str(extra), "--out", str(out)])
    assert code == 0
    report = json.loads(out.read_text())
    assert report["retrieval"]["knowledge_base"]["rule_texts"] == 4 + 1 - 2
    ours = [o for o in report["utterances"] if o["gold"] == "irrelevant"]
    assert report["irrelevant"]["withheld_pages"] == 1 and report["irrelevant"]["withheld_texts"] == 2
    assert report["irrelevant"]["added"] == len(ours) == sum(u.rule_id in hidden for u in dataset.utterances) > 0
    assert report["per_class"]["irrelevant"]["gold"] == len(ours)
    assert all(o["module"] not in hidden for o in report["utterances"])
    covered = report["irrelevant"]["covered"]
    assert covered["n"] == 44 - len(ours)
    assert covered["accuracy"] == pytest.approx(sum(o["label"] == o["gold"] for o in report["utterances"]
                                                    if o["gold"] != "irrelevant") / covered["n"])


@pytest.mark.parametrize("args, message", [
    (["--setting", "open", "--extra-rule-texts", "/no/such.json"], "no such file"),
    (["--setting", "everything"], "unknown setting"),
    (["--irrelevant-share", "1.5"], "between 0 and 1"),
    (["--synth", "nothing"], "unknown synthesizer"),
    (["--synth", "no_such_package:Synth"], "not available"),
    (["--protocol", "guess"], "unknown protocol"),
    (["--protocol", "official", "--setting", "open"], "the official protocol"),
])
def test_user_errors_are_one_line_and_exit_2(hand_data, capsys, args, message):
    assert main(["eval", "sharc", "--data", str(hand_data), *args]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_a_missing_data_file_exits_2(tmp_path, capsys):
    assert main(["eval", "sharc", "--data", str(tmp_path / "none.jsonl"), "--synth", HAND]) == 2
    assert "no such file" in capsys.readouterr().err


def test_the_rules_synthesizer_through_the_harness(sharc_utterances, tmp_path):
    pytest.importorskip("nesy_chat.synthesis.rules")
    out = tmp_path / "rules.json"
    assert main(["eval", "sharc", "--data", str(sharc_utterances), "--limit", "20", "--setting", "distractors",
                 "--out", str(out)]) == 0
    report = json.loads(out.read_text())
    assert report["n"] == 20 and report["synthesizer"].startswith("rules-")


# --- the protocols ---------------------------------------------------------------------

OFFICIAL_KEYS = {"micro_accuracy", "macro_accuracy", "bleu_1", "bleu_4", "n", "confusion", "per_class"}


def test_the_official_protocol_predicts_the_next_move_and_is_scored_as_the_evaluator(hand_data, tmp_path, capsys):
    out = tmp_path / "official.json"
    assert main(["eval", "sharc", "--protocol", "official", "--data", str(hand_data), "--synth", HAND,
                 "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "micro accuracy" in printed and "BLEU-4" in printed and "follow-up questions per utterance" not in printed
    report = json.loads(out.read_text())
    assert OFFICIAL_KEYS <= report.keys() and report["protocol"] == "official" and report["n"] == 44
    done = [o for o in report["utterances"] if not o["error"]]
    assert all(o["replies"] == [] for o in report["utterances"])  # no simulated user: the history is given
    assert all((o["label"] == "more") == (o["predicted"] not in ("Yes", "No", "Irrelevant")) for o in done)
    assert {o["predicted"] for o in report["utterances"] if o["error"]} == {None}
    right = sum(report["confusion"][label][label] for label in report["confusion"])
    assert report["micro_accuracy"] == pytest.approx(right / report["n"])
    assert 0 < report["bleu_4"] <= report["bleu_1"] <= 1 and report["bleu_pairs"] > 0
    assert report["baselines"]["ask_nothing"] is None


def test_the_history_answers_the_follow_up_it_asked(sharc):
    utterance = next(u for u in sharc.utterances if u.rule_id in MODULES and u.history)
    module = HandSynthesizer().synthesize(Chunk(utterance.rule_id, sharc.rule_texts[utterance.rule_id]))
    engine = Engine()
    try:
        engine.load(module)
        roles = Roles(get_embedder())
        state = ConversationState(module.claims[0].name, [module.id])
        answers = history_answers(engine, state, utterance.history, roles)
        questions = {f.name: f.question for f in module.user_facts}
        for key, value in answers.items():
            turn = max(utterance.history, key=lambda t: float(
                roles.embedder.similarity([t.question], [questions[key]])[0, 0]))
            assert value == turn.answer
        assert history_answers(engine, state, (Turn("What colour is the sky?", True),), roles) == {}
    finally:
        engine.close()


def test_a_history_about_someone_else_answers_the_follow_ups_asked_about_them():
    """Asked for a son, the annotator's 'Is your son under 16?' answers the rule's 'Are you under 16?'."""
    module = RulesSynthesizer().synthesize(Chunk("helmets", "You must wear a helmet if you are under 16."))
    engine = Engine()
    try:
        engine.load(module)
        roles = Roles(get_embedder())
        state = ConversationState(module.claims[0].name, [module.id])
        history = (Turn("Is your son under 16 years old?", True),)
        assert history_answers(engine, state, history, roles, about("Does my son have to wear a helmet?"))
        assert not history_answers(engine, state, history, roles)
    finally:
        engine.close()


def test_the_scenario_is_read_unless_turned_off(tmp_path):
    snippet = "You can get the grant if you live in England and you don't have a car."
    records = [{"utterance_id": f"u{k}", "snippet": snippet, "question": "Can I get the grant?",
                "scenario": scenario, "history": [], "evidence": evidence, "answer": "Yes"}
               for k, (scenario, evidence) in enumerate([
                   ("I live in England and I don't have a car.",
                    [{"follow_up_question": "Do you live in England?", "follow_up_answer": "Yes"},
                     {"follow_up_question": "Do you have a car?", "follow_up_answer": "No"}]),
                   ("", [])])]
    data = write_jsonl(tmp_path / "grant.jsonl", records)
    read = run_sharc(SharcOptions(data), RulesSynthesizer())
    unread = run_sharc(SharcOptions(data, scenario=False), RulesSynthesizer())
    assert read["message"] == {"read": True, "facts": 2, "utterances": 1, "user_agrees": 2, "user_disagrees": 0,
                               "user_cannot_tell": 0}
    assert [len(o["replies"]) for o in read["utterances"]] == [0, 2]  # a scenario that states nothing asks
    assert [len(o["replies"]) for o in unread["utterances"]] == [2, 2]
    assert [o["label"] for o in read["utterances"]] == [o["label"] for o in unread["utterances"]] == ["yes", "more"]
    assert unread["message"]["read"] is False and unread["message"]["facts"] == 0


def test_the_scenario_picks_the_section_it_speaks_of_unless_turned_off(tmp_path):
    """Two sections answer the question alike; each utterance's scenario speaks of its own, so
    the system asks about that one; reading nothing, it asks both about the same."""
    sections = {"own a garden": "I own a small garden.", "rent an allotment": "I rent an allotment near the station."}
    records = [{"utterance_id": f"u{k}", "snippet": f"## Garden Grant\n\nYou can get the Garden Grant if you {case}.",
                "question": "Can I get the Garden Grant?", "scenario": scenario, "history": [], "evidence": [],
                "answer": "Yes"} for k, (case, scenario) in enumerate(sections.items())]
    data = write_jsonl(tmp_path / "grants.jsonl", records)
    own = [u.rule_id for u in load_sharc(data).utterances]
    read = run_sharc(SharcOptions(data, setting="distractors", distractors=1), RulesSynthesizer())
    unread = run_sharc(SharcOptions(data, setting="distractors", distractors=1, scenario=False), RulesSynthesizer())
    assert [o["module"] for o in read["utterances"]] == own
    assert len({o["module"] for o in unread["utterances"]}) == 1
