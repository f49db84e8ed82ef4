"""Hand-written Prolog for three real ShARC rule texts, and a synthesizer that serves them.

It stands in for the `rules` compiler so the harness is tested against real modules, the
real engine and the real embedding model, with answers we can predict.
"""

from __future__ import annotations

from dataclasses import replace

from nesy_chat.core.errors import ModuleError
from nesy_chat.core.module import PrologModule
from nesy_chat.prolog.source import read_module
from nesy_chat.synthesis.base import Chunk

COUNTRIES = ("cyprus", "france", "gibraltar", "greece", "malta", "portugal", "spain")

WINTER_FUEL = "\n".join(
    f":- dynamic lives_in_{c}/1.\n% lives_in_{c}(Boolean) indicates whether the user lives in {c.title()} "
    "(true) or not (false)." for c in COUNTRIES) + """

% cannot_get_winter_fuel_payment is true when the user can't get the Winter Fuel Payment.
cannot_get_winter_fuel_payment :-
    """ + " ; ".join(f"lives_in_{c}(true)" for c in COUNTRIES) + ".\n"

GUARANTEE_CREDIT = """
:- dynamic lives_in_england_scotland_or_wales/1.
% lives_in_england_scotland_or_wales(Boolean) indicates whether the user lives in England, Scotland or Wales (true) or not (false).
:- dynamic reached_qualifying_age/1.
% reached_qualifying_age(Boolean) indicates whether the user or their partner has reached Pension Credit qualifying age (true) or not (false).

% qualifies_for_guarantee_credit is true when the user qualifies for Guarantee Credit.
qualifies_for_guarantee_credit :-
    lives_in_england_scotland_or_wales(true),
    reached_qualifying_age(true).
"""

NATIONAL_INSURANCE = """
:- dynamic planning_to_come_back/1.
% planning_to_come_back(Boolean) indicates whether the user is planning to come back to the UK (true) or not (false).
:- dynamic claiming_state_pension_later/1.
% claiming_state_pension_later(Boolean) indicates whether the user is going to claim the State Pension later (true) or not (false).

% carry_on_paying_national_insurance is true when the user might want to carry on paying National Insurance while abroad.
carry_on_paying_national_insurance :-
    planning_to_come_back(true) ; claiming_state_pension_later(true).
"""

# ShARC gold_snippet_id -> (a phrase of the rule text, its module)
MODULES = {
    "496": ("Cyprus, France, Gibraltar", WINTER_FUEL),
    "547": ("To qualify for Guarantee Credit", GUARANTEE_CREDIT),
    "345": ("carry on paying National Insurance", NATIONAL_INSURANCE),
}


class HandSynthesizer:
    """Serves the hand-written modules; any other rule text is a ModuleError."""

    name = "hand"
    version = "1"

    def synthesize(self, chunk: Chunk) -> PrologModule:
        for phrase, source in MODULES.values():
            if phrase in chunk.text:
                return replace(read_module(source, module_id=chunk.id), text=chunk.text)
        raise ModuleError("no hand-written module for this rule text", module_id=chunk.id)
