"""The `rules` synthesizer: a compiler from eligibility and policy text to a Prolog module.

It runs as passes over the layout of `structure.py` and one intermediate form, the rule IR
of `ir.py` (`Rule` whose condition is a tree of `Leaf` / `All` / `Any` / `Not`):

    normalise     text as plain words: markup, citations and asides out     normalise.py
    reference     'they', 'she', 'one', 'that date', 'the card' replaced by   reference.py
                  what they name
    document      blocks in order: headings that state a case, paragraphs,  document.py
                  lists and the sentence that introduces them               lists.py, items.py
                  a time limit on asking, as the case asking is open in     deadlines.py
    sentences     a sentence with a condition mark (if, when, unless, ...)   sentences.py
                  or without one: requirements ('you must', 'all X must')   requirements.py
                  restrictions in the subject ('only X can', 'X over 60')   restrictions.py
                  and descriptions of what a programme provides, permits,   descriptions.py
                  bans or caps
    conditions    a condition split at its clauses and its coordinations    conditions.py,
                                                                            coordination.py
    realise       each condition as a statement about the reader ('you are  realise.py
                  18'), asked as a question by `nlp.questions`
    build         the IR as a module: claims, user facts, clauses, spans    build.py

Every function that recognises a construction of English is marked `@construct`
(`constructs.py`); `python -m nesy_chat compile --constructs knowledge/sharc/rule_texts.json`
counts the texts each one fires on. One that fires on fewer than three of the 585 texts is a
patch for those texts and does not belong here (`tests/eval/test_compiled.py`). Word lists
live in `lexicon.py`. The submodules are this package's implementation: what other packages
use is exported here.

The grammar it reads:

    rule      := conclusion MARK condition         "You can get SMP if you earn £116 a week."
               | MARK condition "," conclusion     "If you work abroad, you can visit the UK."
               | conclusion "unless" condition     (the condition is negated)
               | "To" purpose "," you must VP      "To qualify, you must be 18."  (also "You must VP to purpose")
               | you need NP "to" VP               both ways: you need NP if you VP; you can VP if you have NP
               | "Only" NP VP | "All" NP must VP   "Only UK residents can apply."
               | [conclusion] opening hours        "Monday to Friday, 8am to 6pm": it is that time
               | NP provides|offers|helps ... to|for PEOPLE
                                                   who it is for
               | NP is available to PEOPLE | is a program for PEOPLE | makes NP available to PEOPLE
               | NP allows|lets|enables PEOPLE to VP   you can VP if you are one of them
               | Having NP allows you to VP            you can VP if you have it
               | NP may|can't be used for|to PURPOSES  you can (not) use it if you will, for any of them
               | you can|can't|will get NP             a rule with no condition ('no', not 'yes')
               | you must VP-asking LIMIT of|after EVENT  'You must apply within 3 months of the offer':
                                                   you can VP if it is within 3 months of the offer
               | you can VP NP that|who CLAUSE     'You can't return items that have been opened':
                                                   you can VP it if the NP CLAUSE
               | rule "." "This doesn't apply if" condition | "The only exceptions are if" condition
                                                   the rule before, lifted in that case
               | conclusion "up to" AMOUNT         "may obtain direct loans for up to $300,000": if you need no more
               | "There's a ban on" VERBing THINGS "to" PLACE   you can't, for any of them going there
               | intro ":" list                    "You can't use it if you:" + bullets
               | you can get "the following" [in PLACE] [MARK condition] ":" list of things
                                                   a permission per thing, under what its item adds
               | list of CASE ":" AMOUNT           "* You're a single parent: Up to £2,010 a year":
                                                   a rule per item; cases that get the same amount are alternatives
               | KINDS are [not] eligible|entitled|exempt     you are (not), if you are one of them
               | NP VP "."                         a plain sentence no rule reads: what the text states of
                                                   every reader ('DSAs don't have to be paid back'), unless
                                                   it says of some ('Some X', 'Au pairs ...', 'in some cases')
                                                   or may be ('you may be able to')
    MARK      := if | when | where | as long as | provided (that) | only if | once | after
    intro     := conclusion MARK stem [quantifier]  stem ("you", "you get") prefixes each item
               | MARK condition "," conclusion MARK stem     both conditions hold
               | MARK ... "any of the following" "," conclusion   the list is inside the condition
               | [To purpose,] subject must|need VERB   obligations: every item is required
               | subject must not                    none of the items may hold
               | NP include | the NP are             members of a class: 'Is it X?'
               | conclusion "including" | "the following ... are"   membership: any item will do
               | NP "on things like"                 kinds: "Is it a business good ...?"
    condition := clause ("," clause)* (and|or) clause  split when it lists three or more
               | clause                                 clauses, or clauses with their own subject
    case      := MARK condition "," you must VP "to" purpose   VP is required in that case only (either order)

Concessions ("even if ...", ", whether A or B,") are no conditions; a clause after a dash or
a second main clause after "and" is a sentence of its own; a heading that states a case
("You're from Algeria or Tunisia", "If you're self-employed") conditions the plain
statements under it; a sentence that says 'also' / 'as well' concludes an earlier rule's
claim when that names all it names. In running text a coordination of things ("SSL, cookies
and JavaScript", "sick or disabled") is one fact per member; a list item stays as written
unless it names three or more alternatives; a negation over "or" ("not employed or
self-employed") is one negated question, and one shared by participles with their own
objects ("haven't paid tax or lived abroad") excludes each. An example after a condition
(", for example ...") is not asked. A list whose items share subject and verb, and a
condition split at its coordination, also get one question for the whole (`group/2`), asked
only when the user could answer none of the parts.

A list is all-of when its intro says must / need / all / both, when its items end in "and",
and when they are the criteria of what one may do or get after a bare "if:" or "if your
passport:"; any-of when it says any / one of / either / including / for example, when its
items end in "or", when the conclusion is negative (any one exclusion suffices), and by
default ("if you:", "Tell the office if:").
Conclusions are claims stated positively: "You can't get SMP if ..." gives the claim
`get_smp` ("you can get SMP"), true unless a condition excludes it, and its negation
`not_get_smp` where the text states one. Conditions become user facts asked with a
second-person question; their negation lives in the rule, never in the question.
"""

from __future__ import annotations

from nesy_chat.core.module import PrologModule
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.rules.build import build_module, slug
from nesy_chat.synthesis.rules.constructs import record_rules
from nesy_chat.synthesis.rules.document import extract_rules
from nesy_chat.synthesis.rules.ir import All, Any, Condition, Leaf, Not, Rule
from nesy_chat.synthesis.structure import heading_text, parse

__all__ = ["All", "Any", "Condition", "Leaf", "Not", "Rule", "RulesSynthesizer", "build_module", "slug"]


class RulesSynthesizer:
    """Deterministic, offline and fast: the default synthesizer."""

    name = "rules"
    # Bumped whenever a module it makes changes, by this package or anything it calls: the
    # version keys every cache and knowledge base, so each text is compiled again. The golden
    # corpus (`scripts/golden.py`) refuses new output under an old version.
    version = "2026.12.12.80"

    def synthesize(self, chunk: Chunk) -> PrologModule:
        layout = parse(chunk.text)
        context = [heading_text(h) for h in (*chunk.headings, *layout.headings())]
        rules = extract_rules(layout)
        record_rules(rules)
        return build_module(chunk, layout, rules, context)
