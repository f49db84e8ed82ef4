"""ShARC utterances read tolerantly, and the cases each evaluation setting puts to the system.

Official ShARC files are JSON lists; OR-ShARC's are JSON Lines. Both carry small quirks (an
evidence item keyed `followup_question`, an answer typed `Noe`): each repair is counted,
and a record that cannot be read at all is skipped and counted, never fatal.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from nesy_chat.core.errors import EvaluationError
from nesy_chat.eval.simulated_user import Turn
from nesy_chat.qa.dialogue import Label

LABELS: tuple[Label, ...] = ("yes", "no", "more", "irrelevant")
_CANONICAL = {"yes": "Yes", "no": "No", "irrelevant": "Irrelevant"}
_TYPO_CUTOFF = 0.75  # one-word answers this close to yes / no / irrelevant are typos of them


@dataclass(frozen=True)
class Utterance:
    id: str
    question: str
    rule_id: str
    source: str  # the page the rule text came from: rule texts from other pages are unrelated
    context: tuple[Turn, ...]  # history and evidence: what the simulated user knows
    gold: Label
    scenario: str = ""  # the user's situation in their words
    history: tuple[Turn, ...] = ()  # the dialogue so far (the first turns of `context`)
    answer: str = ""  # the gold answer as written: "Yes", "No", "Irrelevant" or the next follow-up question


@dataclass
class Dataset:
    utterances: list[Utterance]
    rule_texts: dict[str, str]  # rule text id -> text, every distinct snippet in the file
    sources: dict[str, str]  # rule text id -> source URL ("" if unknown)
    normalised: Counter = field(default_factory=Counter)  # repairs, by kind
    skipped: Counter = field(default_factory=Counter)  # unreadable records, by reason


@dataclass(frozen=True)
class Case:
    """One question put to the system: the rule texts it sees, in order, and the gold label."""

    id: str
    utterance: Utterance
    candidates: tuple[str, ...]
    gold: Label
    unrelated: bool = False  # by --irrelevant-share: paired with other pages' texts, or its own text withheld (open)


def load_sharc(path: Path) -> Dataset:
    """Read a JSON list or JSON Lines file of ShARC utterances."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as err:
        raise EvaluationError(f"cannot read {path}: {err}") from None
    dataset = Dataset([], {}, {})
    ids_by_text: dict[str, str] = {}
    for record in _records(text, dataset.skipped):
        _add(dataset, record, ids_by_text)
    if not dataset.utterances:
        raise EvaluationError(f"no readable ShARC utterances in {path} (skipped: {dict(dataset.skipped)})")
    return dataset


def read_answer(value: object) -> tuple[Label, bool] | None:
    """An answer as a label and whether it had to be repaired; None if unreadable.

    "Yes" / "No" / "Irrelevant" as they are; other case or punctuation, or a one-word typo
    ("Noe"), repaired; any other text is a follow-up question, the label `more`.
    """
    if not isinstance(value, str) or not value.strip():
        return None
    text = value.strip()
    word = re.sub(r"[^a-z]", "", text.lower())
    if word in _CANONICAL:
        return word, text != _CANONICAL[word]  # type: ignore[return-value]
    if len(text.split()) == 1:
        close = difflib.get_close_matches(word, list(_CANONICAL), n=1, cutoff=_TYPO_CUTOFF)
        return (close[0], True) if close else None  # type: ignore[return-value]
    return "more", False


def build_cases(dataset: Dataset, setting: str, distractors: int = 2, seed: int = 0, limit: int | None = None,
                irrelevant_share: float = 0.0) -> list[Case]:
    """The cases of a setting; every draw is seeded per utterance, so --limit keeps them.

    `oracle`: the utterance's own rule text. `distractors`: it and N others from the file,
    shuffled. With `irrelevant_share`, that share of the utterances is added once more paired
    with rule texts from other pages only, gold `irrelevant` (as ShARC built that class).
    `open`: every text is retrieved from, so there is nothing to pair; `irrelevant_share`
    withholds instead (`withheld`).
    """
    utterances = dataset.utterances[:limit]
    if setting == "open":
        return _open_cases(utterances, withheld(utterances, irrelevant_share, seed))
    ids = sorted(dataset.rule_texts)
    extra = distractors if setting == "distractors" else 0
    cases = []
    for utterance in utterances:
        rng = random.Random(f"{seed}/{utterance.id}")
        others = [i for i in ids if i != utterance.rule_id]
        cases.append(Case(utterance.id, utterance, _shuffled([utterance.rule_id], others, extra, rng), utterance.gold))
    count = round(irrelevant_share * len(utterances))
    picked = sorted(random.Random(f"{seed}/irrelevant").sample(range(len(utterances)), count))
    for utterance in (utterances[i] for i in picked):
        rng = random.Random(f"{seed}/irrelevant/{utterance.id}")
        unrelated = [i for i in ids if i != utterance.rule_id
                     and not (utterance.source and dataset.sources[i] == utterance.source)]
        if not unrelated:
            continue
        main = rng.choice(unrelated)
        rest = [i for i in unrelated if i != main]
        cases.append(Case(f"{utterance.id}/irrelevant", utterance, _shuffled([main], rest, extra, rng),
                          "irrelevant", unrelated=True))
    return cases


def withheld(utterances: list[Utterance], share: float, seed: int = 0) -> frozenset[str]:
    """The rule texts of a seeded share of the utterances' pages, to leave out of the open
    setting's knowledge base. Whole pages, not texts: ShARC splits a page into several texts,
    and a sibling section left in the knowledge base often answers the question, so only a
    page that is gone makes gold `irrelevant` true. A text without a source URL is a page of
    its own."""
    pages = pages_of(utterances)
    keys = sorted(pages)
    picked = random.Random(f"{seed}/withheld").sample(keys, round(share * len(keys)))
    return frozenset(rule_id for key in picked for rule_id in pages[key])


def pages_of(utterances: list[Utterance]) -> dict[str, set[str]]:
    """Page -> the ids of its rule texts, a page being a source URL (or one text without it)."""
    pages: dict[str, set[str]] = {}
    for u in utterances:
        pages.setdefault(u.source or f"text:{u.rule_id}", set()).add(u.rule_id)
    return pages


def _open_cases(utterances: list[Utterance], hidden: frozenset[str]) -> list[Case]:
    """The open setting's cases: each utterance asked of the knowledge base; one whose rule text
    is withheld has no document that covers it, so its gold is `irrelevant`."""
    return [Case(u.id, u, (), "irrelevant", unrelated=True) if u.rule_id in hidden
            else Case(u.id, u, (u.rule_id,), u.gold) for u in utterances]


def _shuffled(first: list[str], pool: list[str], extra: int, rng: random.Random) -> tuple[str, ...]:
    chosen = first + rng.sample(pool, min(extra, len(pool)))
    rng.shuffle(chosen)
    return tuple(chosen)


def _records(text: str, skipped: Counter) -> list:
    if text.lstrip().startswith("["):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise EvaluationError(f"the file starts like a JSON list but is not valid JSON: {err}") from None
        return data if isinstance(data, list) else [data]
    records = []
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:
            skipped["unreadable JSON line"] += 1
    return records


def _add(dataset: Dataset, record: object, ids_by_text: dict[str, str]) -> None:
    if not isinstance(record, dict):
        dataset.skipped["not a JSON object"] += 1
        return
    question, snippet = record.get("question"), record.get("snippet")
    if not isinstance(question, str) or not question.strip():
        dataset.skipped["no question"] += 1
        return
    if not isinstance(snippet, str) or not snippet.strip():
        dataset.skipped["no snippet"] += 1
        return
    answer = read_answer(record.get("answer"))
    if answer is None:
        dataset.skipped["unreadable answer"] += 1
        return
    gold, repaired = answer
    if repaired:
        dataset.normalised["answer spelling"] += 1
    history = _turns(record.get("history"), "history", dataset.normalised)
    context = history + _turns(record.get("evidence"), "evidence", dataset.normalised)
    source = record.get("source_url") if isinstance(record.get("source_url"), str) else ""
    rule_id = ids_by_text.get(snippet) or _new_rule_id(dataset, snippet, record.get("gold_snippet_id"), source)
    ids_by_text[snippet] = rule_id
    utterance_id = str(record.get("utterance_id") or f"record-{len(dataset.utterances)}")
    scenario = record.get("scenario") if isinstance(record.get("scenario"), str) else ""
    written = record["answer"].strip() if gold == "more" else _CANONICAL[gold]
    dataset.utterances.append(Utterance(utterance_id, question.strip(), rule_id, source, tuple(context), gold,
                                        scenario, tuple(history), written))


def _turns(items: object, key: str, normalised: Counter) -> list[Turn]:
    if items is None:
        normalised[f"{key} missing"] += 1
        return []
    if not isinstance(items, list):
        normalised[f"{key} not a list"] += 1
        return []
    turns = []
    for item in items:
        fields = {k.replace("_", "").lower(): v for k, v in item.items()} if isinstance(item, dict) else {}
        if isinstance(item, dict) and ("followupquestion" in fields) and "follow_up_question" not in item:
            normalised["follow-up keys"] += 1
        question = fields.get("followupquestion")
        answer = read_answer(fields.get("followupanswer"))
        if not isinstance(question, str) or not question.strip() or answer is None or answer[0] not in ("yes", "no"):
            normalised[f"{key} item dropped"] += 1
            continue
        if answer[1]:
            normalised["follow-up answer spelling"] += 1
        turns.append(Turn(question.strip(), answer[0] == "yes"))
    return turns


def _new_rule_id(dataset: Dataset, snippet: str, given: object, source: str) -> str:
    """The file's snippet id when it names one text only, else a hash of the text."""
    rule_id = str(given) if isinstance(given, (str, int)) and str(given).strip() else ""
    if not rule_id or rule_id in dataset.rule_texts:
        rule_id = "r" + hashlib.sha1(snippet.encode("utf-8")).hexdigest()[:12]
    dataset.rule_texts[rule_id] = snippet
    dataset.sources[rule_id] = source
    return rule_id
