"""Benchmark: conversation steps over generated modules, through real SWI-Prolog.

    .venv/bin/python benchmarks/bench_engine.py [--modules 500] [--seed 1]

Generates modules in nesy-chat's own format (random and/or/not trees over 2-8 user facts,
helper rules that other rules call, a universal fact and a comparison now and then), writes
each as source and reads it back (so every module passes the reader and the validator),
loads them all into one engine, then runs one conversation per module with random answers
(yes / no / don't know) and times every step: each next() or send(), which is one proof
plus the choice of the next question. Prints p50 / p95 / mean per step and the totals.
Target: p50 <= 2 ms per step on 2 cores.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nesy_chat.core.errors import EngineError  # noqa: E402
from nesy_chat.core.module import Claim, Clause, PrologModule, Span, UserFact  # noqa: E402
from nesy_chat.core.terms import Atom, Compound, Number, Term, Var, conjunction, disjunction  # noqa: E402
from nesy_chat.prolog.engine import Engine  # noqa: E402
from nesy_chat.prolog.source import read_module, write_module  # noqa: E402
from nesy_chat.qa.dialogue import Conversation  # noqa: E402

CONDITIONS = ["live in the UK", "are over 65", "are married", "claim Marriage Allowance", "work full time",
              "have children", "are a student", "own your home", "receive a pension", "are a carer",
              "were born before 1935", "are disabled"]


def _tree(rng: random.Random, facts: list[str], helpers: list[str], depth: int) -> Term:
    """A random body: user-fact literals, calls to helper rules, and/or/not above them.

    `facts` is the clause's pool of unused facts: like a rule text, a clause names each
    condition once (until the pool runs dry), so few bodies are contradictions or tautologies.
    """
    if depth == 0 or len(facts) < 2 or rng.random() < 0.4:
        roll = rng.random()
        if helpers and (roll < 0.2 or not facts):
            return Atom(rng.choice(helpers))
        if roll > 0.97 or not facts:
            limit = Compound(">=", (Number(rng.randint(60, 70)), Var("L")))
            return Compound(",", (Compound("limit", (Var("L"),)), limit))
        fact = facts.pop(rng.randrange(len(facts)))
        return Compound(fact, (Atom("true" if rng.random() < 0.7 else "false"),))
    kind = rng.choice([",", ",", ";", ";", "\\+"])
    if kind == "\\+":
        return Compound("\\+", (_tree(rng, facts, helpers, depth - 1),))
    return Compound(kind, (_tree(rng, facts, helpers, depth - 1), _tree(rng, facts, helpers, depth - 1)))


def generate(rng: random.Random, index: int) -> PrologModule:
    n_facts = rng.randint(2, 8)
    names = rng.sample(range(len(CONDITIONS)), n_facts)
    facts = [f"f{index}_{i}" for i in names]
    sentences = [f"You qualify if you {CONDITIONS[i]}." for i in names]
    text = " ".join(sentences)
    spans, start = [], 0
    for sentence in sentences:
        spans.append(Span(start, start + len(sentence)))
        start += len(sentence) + 1
    helpers: list[str] = []
    clauses = [Clause(Compound("limit", (Number(65),)), None, 0)]
    for h in range(rng.randint(0, 3)):
        name = f"helper_{h}"
        clauses.append(Clause(Atom(name), _tree(rng, list(facts), list(helpers), rng.randint(1, 3)),
                              rng.randrange(n_facts)))
        helpers.append(name)
    claim = f"qualifies_{index}"
    shape, pool = rng.random(), list(facts)
    if shape < 0.5:  # "you qualify if all of: ..." (each condition a small tree)
        body = conjunction([_tree(rng, pool, helpers, rng.randint(0, 2)) for _ in range(rng.randint(2, n_facts))])
    elif shape < 0.75:  # "... if any of: ..."
        body = disjunction([_tree(rng, pool, helpers, rng.randint(0, 2)) for _ in range(rng.randint(2, n_facts))])
    else:
        body = _tree(rng, pool, helpers, rng.randint(2, 4))
    clauses.append(Clause(Atom(claim), body, 0))
    return PrologModule(
        id=f"bench_{index}",
        text=text,
        sentences=tuple(spans),
        clauses=tuple(clauses),
        user_facts=tuple(UserFact(name, f"Do you {CONDITIONS[i]}?", "bool", k)
                         for k, (name, i) in enumerate(zip(facts, names))),
        claims=(Claim(claim, "you qualify", 0),),
    )


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modules", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    start = time.perf_counter()
    modules = [read_module(write_module(generate(rng, i))) for i in range(args.modules)]
    read_seconds = time.perf_counter() - start
    engine = Engine()
    start = time.perf_counter()
    for module in modules:
        engine.load(module)
    load_seconds = time.perf_counter() - start
    engine.prove(modules[0].claims[0].name, [modules[0].id], {})  # warm-up: first query compiles nothing new

    steps: list[float] = []
    cpu_steps: list[float] = []  # CPU time of this thread: without the waits of a busy machine
    conversation_seconds: list[float] = []
    labels: Counter[str] = Counter()
    questions: list[int] = []
    errors = 0
    for module in modules:
        conversation = Conversation(engine, module.claims[0].name, [module.id])
        asked = 0
        began = time.perf_counter()
        try:
            t0, c0 = time.perf_counter(), time.thread_time()
            next(conversation)
            steps.append(time.perf_counter() - t0)
            cpu_steps.append(time.thread_time() - c0)
            while True:
                asked += 1
                reply = rng.choices([True, False, None], weights=[45, 45, 10])[0]
                t0, c0 = time.perf_counter(), time.thread_time()
                try:
                    conversation.send(reply)
                finally:
                    steps.append(time.perf_counter() - t0)
                    cpu_steps.append(time.thread_time() - c0)
        except StopIteration as stop:
            labels[stop.value.label] += 1
        except EngineError:
            errors += 1
        conversation_seconds.append(time.perf_counter() - began)
        questions.append(asked)
    engine.close()
    load = os.getloadavg()[0]

    ms = [s * 1000 for s in steps]
    cpu_ms = [s * 1000 for s in cpu_steps]
    print(f"modules: {len(modules)} generated, written and read back in {read_seconds:.2f} s, "
          f"loaded in {load_seconds:.2f} s")
    print(f"conversations: {len(conversation_seconds)}  labels: {dict(sorted(labels.items()))}  "
          f"engine errors: {errors}")
    print(f"questions per conversation: mean {statistics.mean(questions):.2f}, max {max(questions)}, "
          f"histogram {dict(sorted(Counter(questions).items()))}")
    print(f"steps (next/send): {len(ms)}")
    print(f"per step: p50 {percentile(ms, 0.50):.3f} ms  p95 {percentile(ms, 0.95):.3f} ms  "
          f"mean {statistics.mean(ms):.3f} ms  max {max(ms):.3f} ms  "
          f"(over 10 ms: {sum(1 for m in ms if m > 10)})")
    print(f"per step, CPU time only: p50 {percentile(cpu_ms, 0.50):.3f} ms  p95 {percentile(cpu_ms, 0.95):.3f} ms  "
          f"mean {statistics.mean(cpu_ms):.3f} ms  (wall minus CPU is time spent waiting for a core)")
    print(f"per conversation: mean {statistics.mean(conversation_seconds) * 1000:.3f} ms; "
          f"total {sum(conversation_seconds):.3f} s for all conversations")
    print(f"machine: {os.cpu_count()} cores, load average {load:.2f} (other work competes for the cores)")
    target = percentile(ms, 0.50) <= 2.0
    print(f"target p50 <= 2 ms: {'met' if target else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
