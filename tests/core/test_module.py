"""The module model: what a claim's proof may ask."""

from dataclasses import replace

from nesy_chat.core.module import Clause
from nesy_chat.core.terms import Atom
from nesy_chat.prolog.source import read_module

SOURCE = """
:- dynamic lives_here/1.

% can_get is true when you can get it.
can_get :- eligible.
eligible :- lives_here(true).

% not_paid_back is true when you do not pay it back.
not_paid_back :- true.

% paid_back is true when you pay it back.
paid_back :- \\+ not_paid_back.
"""


def test_a_claim_asks_the_user_when_its_proof_reaches_a_user_fact_or_another_module():
    module = read_module(SOURCE, module_id="m")
    assert module.asks_user("can_get")  # through a rule of its own
    assert not module.asks_user("not_paid_back") and not module.asks_user("paid_back")  # stated, either way
    linked = replace(module, clauses=(*module.clauses, Clause(Atom("linked"), Atom("other_modules_claim"))))
    assert linked.asks_user("linked")  # what another module decides may be asked
