"""The rules compiler, judged by what its modules do in a conversation.

Texts are short ones written for one construct. Each test compiles, loads the module into
the real engine and talks to it: what is asked, in which order, and the verdict. What the
compiler makes of the 585 ShARC texts is pinned by the golden corpus instead
(`tests/eval/test_compiled.py`); one test here only checks they all compile.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from nesy_chat.core.errors import ModuleError
from nesy_chat.prolog.source import read_module, write_module
from nesy_chat.prolog.validate import validate_module
from nesy_chat.qa.dialogue import Conversation, run
from nesy_chat.qa.matching import candidates, match_claim
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.rules import RulesSynthesizer, slug

SHARC = Path(__file__).resolve().parents[3] / "shared" / "data" / "sharc" / "rule_texts.json"
SAFE_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


@pytest.fixture(scope="module")
def compiler():
    return RulesSynthesizer()


@pytest.fixture(scope="module")
def rule_texts() -> dict[str, str]:
    if not SHARC.is_file():
        pytest.skip(f"ShARC rule texts not found at {SHARC}")
    return json.loads(SHARC.read_text(encoding="utf-8"))


def talk(engine, module, answers: dict[str, bool | None], claim: str | None = None):
    """Run a conversation on the module's first claim (or `claim`), answering each question
    by the first key of `answers` that occurs in it (case-insensitive)."""
    engine.load(module)
    asked: list[str] = []

    def reply(follow_up):
        asked.append(follow_up.question)
        for key, value in answers.items():
            if key.lower() in follow_up.question.lower():
                return value
        raise AssertionError(f"unexpected question: {follow_up.question}")

    _, answer = run(Conversation(engine, claim or module.claims[0].name, [module.id]), reply)
    return asked, answer


def compile_text(compiler, text: str, chunk_id: str = "t"):
    module = compiler.synthesize(Chunk(chunk_id, text))
    validate_module(module)
    return module


def test_any_of_list_stops_at_the_first_condition_that_holds(compiler, engine):
    module = compile_text(compiler, "# Who can get Crisis Payment\n\nCrisis Payment can help if you:\n\n"
                                    "* get out of jail\n* are experiencing family and domestic violence\n"
                                    "* have severe financial hardship")
    asked, answer = talk(engine, module, {"jail": False, "violence": True})
    assert answer.label == "yes"
    assert asked == ["Do you get out of jail?", "Are you experiencing family and domestic violence?"]


def test_the_criteria_of_a_permission_after_a_bare_if_all_hold(compiler, engine):
    module = compile_text(compiler, "You may renew your licence online if:\n\n* your licence expires within 180 days"
                                    "\n* you are under 70")
    assert talk(engine, module, {"180 days": True, "under 70": False})[1].label == "no"
    assert talk(engine, module, {"180 days": True, "under 70": True})[1].label == "yes"
    module = compile_text(compiler, "You can renew by post if your passport:\n\n* was issued in the last 15 years"
                                    "\n* was valid for 10 years")
    assert talk(engine, module, {"15 years": True, "valid": False})[1].label == "no"
    # what one must do is triggered by any case; so are examples ('for example, if:')
    for text in ("Tell the office if:\n\n* you move home\n* you get married",
                 "You can get credits, for example, if:\n\n* you move home\n* you get married"):
        asked, answer = talk(engine, compile_text(compiler, text), {"move": True})
        assert answer.label == "yes" and asked == ["Do you move home?"]


def test_must_list_is_all_of_and_fails_on_the_first_no(compiler, engine):
    module = compile_text(compiler, "## Eligibility\n\nYou must:\n\n* be at least 16\n"
                                    "* live in England\n* meet the residency requirements")
    asked, answer = talk(engine, module, {"16": True, "England": False})
    assert answer.label == "no"
    assert len(asked) == 2
    asked, answer = talk(engine, module, {"16": True, "England": True, "residency": True})
    assert answer.label == "yes" and len(asked) == 3


def test_all_of_the_following_and_items_ending_in_or(compiler, engine):
    all_of = compile_text(compiler, "You can apply if all of the following apply:\n\n* you are 18\n* you live here")
    _, answer = talk(engine, all_of, {"18": True, "live": False})
    assert answer.label == "no"
    any_of = compile_text(compiler, "You can apply if you:\n\n* are 18, or\n* live here", "t2")
    _, answer = talk(engine, any_of, {"18": False, "live": True})
    assert answer.label == "yes"


def test_negative_conclusion_gives_a_positive_claim_and_its_negation(compiler, engine):
    module = compile_text(compiler, "## Statutory Maternity Pay\n\n"
                                    "You can't get SMP if you go into police custody.")
    names = [c.name for c in module.claims]
    assert names[0] == "can_get_smp" and "not_can_get_smp" in names
    _, answer = talk(engine, module, {"custody": True})
    assert answer.label == "no"
    _, answer = talk(engine, module, {"custody": False})
    assert answer.label == "yes"
    _, answer = talk(engine, module, {"custody": True}, claim="not_can_get_smp")
    assert answer.label == "yes"


def test_negated_condition_asks_positively(compiler, engine):
    module = compile_text(compiler, "If you don't claim Marriage Allowance and you or your partner were born "
                                    "before 6 April 1935, you may be able to claim Married Couple's Allowance.")
    asked, answer = talk(engine, module, {"Marriage Allowance": False, "1935": True})
    assert asked == ["Do you claim Marriage Allowance?", "Were you or your partner born before 6 April 1935?"]
    assert answer.label == "yes"
    asked, answer = talk(engine, module, {"Marriage Allowance": True})
    assert answer.label == "no" and len(asked) == 1


def test_unless_negates_its_condition(compiler, engine):
    module = compile_text(compiler, "You can get Winter Fuel Payment unless you are in prison.")
    _, answer = talk(engine, module, {"prison": True})
    assert answer.label == "no"
    _, answer = talk(engine, module, {"prison": False})
    assert answer.label == "yes"


def test_unless_list_is_a_list_of_exceptions(compiler, engine):
    module = compile_text(compiler, "All passengers of a vehicle must wear seat belts unless:\n\n"
                                    "* you have a medical exemption\n* you are a mail carrier delivering mail")
    _, answer = talk(engine, module, {"exemption": False, "mail": True})
    assert answer.label == "no"


def test_as_long_as_is_a_condition(compiler, engine):
    module = compile_text(compiler, "You can visit the UK for up to 90 days as long as you work no more "
                                    "than 30 of these days.")
    asked, answer = talk(engine, module, {"30": False})
    assert answer.label == "no" and asked == ["Do you work no more than 30 of these days?"]


def test_obligation_with_purpose(compiler, engine):
    module = compile_text(compiler, "To qualify for Guarantee Credit, you must live in England, Scotland or Wales.")
    assert "qualify for guarantee credit" in module.claims[0].gloss.lower()
    asked, answer = talk(engine, module, {"England": False, "Scotland": True})
    assert answer.label == "yes"
    assert asked == ["Do you live in England?", "Do you live in Scotland?"]


def test_to_purpose_intro_makes_every_item_a_requirement(compiler, engine):
    module = compile_text(compiler, "## Guarantee Credit\n\nTo qualify for Guarantee Credit:\n\n"
                                    "* you must live in England\n* you must have reached Pension Credit age")
    asked, answer = talk(engine, module, {"England": True, "Pension Credit": False})
    assert answer.label == "no"
    assert asked[1] == "Have you reached Pension Credit age?"


def test_subject_restriction(compiler, engine):
    module = compile_text(compiler, "Apprentices over 19 who have completed the first year of their "
                                    "apprenticeship are entitled to the correct minimum wage for their age.")
    asked, answer = talk(engine, module, {"completed": False, "apprentice": True, "19": True})
    assert answer.label == "no"
    assert asked[0] == "Are you an apprentice?" and "19" in asked[1]  # the age is a condition of its own


def test_requirements_under_a_heading_all_hold(compiler, engine):
    module = compile_text(compiler, "## Your pay\n\nThe work must last at least 4 weeks.\n\n"
                                    "The work must be paid.")
    _, answer = talk(engine, module, {"4 weeks": True, "paid": False})
    assert answer.label == "no"
    _, answer = talk(engine, module, {"4 weeks": True, "paid": True})
    assert answer.label == "yes"


def test_nested_list(compiler, engine):
    module = compile_text(compiler, "You can claim if you:\n\n* are over 60\n* have children and either:\n"
                                    "    * work part-time\n    * are a carer")
    _, answer = talk(engine, module, {"over 60": False, "children": True, "part-time": False, "carer": True})
    assert answer.label == "yes"


def test_doubled_marks_nest_and_a_nested_lead_opens_each_of_its_items(compiler, engine):
    module = compile_text(compiler, "No kiosk may be placed in any of the following areas:\n\n"
                                    "* Within 500 feet of a school;\n* Within either:\n"
                                    "** 100 feet of a park, or\n** The area closed by the council")
    asked, answer = talk(engine, module, {"school": False, "park": True}, claim="kiosk_may_be_placed")
    assert asked == ["Are you within 500 feet of a school?", "Are you within 100 feet of a park?"]
    assert answer.label == "no"


def test_the_smaller_of_two_areas_is_one_place(compiler, engine):
    """'Within the smaller of either: ** 100 feet of a park, or ** the area closed by the council'
    asked 'Are you within the smaller of 100 feet of a park?' and then of the area, as if each
    were an alternative: the items are what the smaller is chosen from, one place."""
    module = compile_text(compiler, "No kiosk may be placed in any of the following areas:\n\n"
                                    "* Within 500 feet of a school;\n* Within the smaller of either:\n"
                                    "** 100 feet of a park, or\n** The area closed by the council")
    asked, answer = talk(engine, module, {"school": False, "smaller": False}, claim="kiosk_may_be_placed")
    assert asked == ["Are you within 500 feet of a school?",
                     "Are you within the smaller of either 100 feet of a park, or the area closed by the council?"]
    assert answer.label == "yes"


def test_the_items_an_item_gives_for_example_illustrate_it(compiler, engine):
    module = compile_text(compiler, "You need a permit if you:\n\n* have a pet\n* sell food. For example:\n"
                                    "    * you run a market stall\n    * you run a cafe")
    asked, answer = talk(engine, module, {"pet": False, "sell food": True})
    assert asked == ["Do you have a pet?", "Do you sell food?"] and answer.label == "yes"


@pytest.mark.parametrize("text, question", [
    ("Once your extended payment ends, you might get 'in-work Housing Benefit'.", "Has your extended payment ended?"),
    ("When they're registered, they can claim back the tax you've already paid.", "Have they been registered?"),
    ("When you are employed, you can join the scheme.", "Are you employed?"),  # a state, not an event
])
def test_when_asks_whether_a_thing_has_happened(compiler, text, question):
    assert [f.question for f in compile_text(compiler, text).user_facts] == [question]


@pytest.mark.parametrize("text, questions", [
    ("You can get it if you pass a vision test and a written test.",
     ["Do you pass a vision test?", "Do you pass a written test?"]),
    ("You must meet residence rules and an income and assets test.",
     ["Do you meet residence rules?", "Do you meet an income and assets test?"]),
])
def test_two_things_each_with_its_determiner_are_asked_apart(compiler, engine, text, questions):
    module = compile_text(compiler, text)
    assert [f.question for f in module.user_facts][:2] == questions
    asked, answer = talk(engine, module, {questions[0]: True, questions[1]: False})
    assert answer.label == "no" and asked == questions


@pytest.mark.parametrize("text, label", [
    ("You can take money from your pension once you're 55.", "yes"),
    ("You can take money from your pension when you turn 55.", "yes"),
    ("You get the payment until you're 18.", "no"),
])
def test_an_age_reached_is_that_age_or_over(compiler, engine, text, label):
    module = compile_text(compiler, text)
    assert [f.question for f in module.user_facts] == ["How old are you?"]
    engine.load(module)
    _, answer = run(Conversation(engine, module.claims[0].name, [module.id]), lambda follow_up: 60)
    assert answer.label == label


def test_two_bare_things_joined_by_and_stay_one(compiler):
    module = compile_text(compiler, "You must register if you sell goods and services.")
    assert [f.question for f in module.user_facts] == ["Do you sell goods and services?"]


def test_enumerated_places_become_one_question_each(compiler, engine):
    module = compile_text(compiler, "You can't get Winter Fuel Payment if you live in Cyprus, France, Gibraltar "
                                    "or Spain.")
    asked, answer = talk(engine, module, {"Cyprus": False, "France": False, "Gibraltar": True})
    assert answer.label == "no" and len(asked) == 3


def test_coordinated_things_in_running_text_are_asked_one_at_a_time(compiler, engine):
    module = compile_text(compiler, "Your browser needs to be set to allow Secure Sockets Layer (SSL), cookies "
                                    "and JavaScript.")
    asked, answer = talk(engine, module, {"SSL": True, "cookies": True, "JavaScript": False})
    assert answer.label == "no" and len(asked) == 3


@pytest.mark.parametrize("text, members", [
    ("You can get it if you are the husband or partner of the mother.",
     ["Are you the husband of the mother?", "Are you the partner of the mother?"]),
    ("You can get it if you're the widow or widower of a worker who paid enough.",
     ["Are you the widow of a worker who paid enough?", "Are you the widower of a worker who paid enough?"]),
])
def test_kin_named_together_share_their_article_and_whose_they_are(compiler, text, members):
    questions = [f.question for f in compile_text(compiler, text).user_facts]
    assert all(m in questions for m in members)


def test_negated_alternatives_exclude_each_of_them(compiler, engine):
    # 'you don't live in A, B or C' is 'neither A nor B nor C': any one of them excludes
    module = compile_text(compiler, "You can get the grant if you don't live in Cyprus, France or Spain.")
    asked, answer = talk(engine, module, {"Cyprus": False, "France": True, "Spain": False})
    assert answer.label == "no" and asked == ["Do you live in Cyprus?", "Do you live in France?"]


@pytest.mark.parametrize("text", ["You can get the grant if you haven't paid tax or lived abroad.",
                                  "You can get the grant if you aren't working or studying."])
def test_a_negation_shared_by_participles_joined_by_or_excludes_each(compiler, engine, text):
    # 'haven't A or B' is neither: one of them that holds is enough to rule the grant out
    module = compile_text(compiler, text)
    first, second = (f.question for f in module.user_facts[:2])
    asked, answer = talk(engine, module, {first: False, second: True})
    assert answer.label == "no" and asked == [first, second]
    asked, answer = talk(engine, module, {first: False, second: False})
    assert answer.label == "yes"


def test_must_not_list_requires_that_none_of_its_items_holds(compiler, engine):
    module = compile_text(compiler, "To keep your licence, you must not:\n\n* sell alcohol to children\n"
                                    "* open after midnight")
    asked, answer = talk(engine, module, {"alcohol": False, "midnight": True})
    assert answer.label == "no" and asked == ["Do you sell alcohol to children?", "Do you open after midnight?"]
    asked, answer = talk(engine, module, {"alcohol": False, "midnight": False})
    assert answer.label == "yes"


@pytest.mark.parametrize("intro", ["Eligible costs include:", "The eligible costs are:"])
def test_a_listing_of_a_class_asks_what_the_thing_is(compiler, engine, intro):
    module = compile_text(compiler, f"{intro}\n\n* rent\n* heating bills")
    assert module.claims[0].gloss == "it is one of the eligible costs"
    asked, answer = talk(engine, module, {"rent": False, "heating": True})
    assert asked == ["Is it rent?", "Is it a heating bill?"] and answer.label == "yes"


def test_a_list_item_stays_one_question_unless_it_enumerates_alternatives(compiler, engine):
    module = compile_text(compiler, "Crisis Payment can help if you:\n\n* are experiencing family and domestic "
                                    "violence\n* have been in prison or psychiatric confinement for 14 days\n"
                                    "* live in England, Scotland or Wales\n* have tableware made from china, stone "
                                    "or pottery")
    questions = [fact.question for fact in module.user_facts]
    assert "Do you have tableware made from china, stone or pottery?" in questions
    assert "Are you experiencing family and domestic violence?" in questions
    assert "Have you been in prison or psychiatric confinement for 14 days?" in questions
    assert {"Do you live in England?", "Do you live in Scotland?", "Do you live in Wales?"} <= set(questions)


def test_a_requirement_asked_whole_loses_its_modal_too(compiler):
    module = compile_text(compiler, "To qualify for Guarantee Credit:\n\n* you must live in England, Scotland or "
                                    "Wales\n* you or your partner must have reached Pension Credit qualifying age")
    questions = [fact.question for fact in module.user_facts]
    assert "Do you live in England, Scotland or Wales?" in questions  # the group question, as the members are
    assert "Do you live in Wales?" in questions
    assert not [q for q in questions if q.startswith("Must")]
    module = compile_text(compiler, "The work must last at least 4 weeks and must be paid.")
    assert "Is the work paid?" in [fact.question for fact in module.user_facts]
    module = compile_text(compiler, "To get a licence:\n\n* there shall be a wind direction indicator next to the "
                                    "landing area\n* the manager shall display the local traffic rules")
    questions = [fact.question for fact in module.user_facts]
    assert {"Is there a wind direction indicator next to the landing area?",
            "Does the manager display the local traffic rules?"} <= set(questions)


@pytest.mark.parametrize("text, separate", [
    ("You must be a resident and live in the area to apply.", True),
    ("To apply, your business must have lost income and be located in the county.", True),
    ("To apply, you must have paid or been credited with contributions.", False),  # one object, shared
    ("To apply, you must have either asked for a review or taken other steps.", False),  # one choice
])
def test_a_requirement_of_verbs_with_their_own_complements_asks_each(compiler, engine, text, separate):
    module = compile_text(compiler, text)
    asked, answer = talk(engine, module, {"": True})
    assert (len(asked) > 1) == separate and answer.label == "yes"


def test_a_requirement_needed_of_two_verbs_asks_each(compiler, engine):
    module = compile_text(compiler, "You can get the grant if you live in Kent. You also need to meet the pay "
                                    "threshold and show that your French is good.")
    asked, answer = talk(engine, module, {"Kent": True, "pay threshold and": None, "pay threshold": True,
                                          "French": False})
    assert {"Do you meet the pay threshold?", "Do you show that your French is good?"} <= set(asked)
    assert answer.label == "no"


@pytest.mark.parametrize("answers, label", [
    ({"employee or": None, "employee": False, "self-employed": True, "contributions": False}, "no"),
    ({"employee or": None, "employee": False, "self-employed": True, "contributions": True}, "yes"),
])
def test_a_connective_after_a_comma_joins_wider_than_one_without(compiler, engine, answers, label):
    """'A or B, and C' is (A or B) and C, not any of the three."""
    module = compile_text(compiler, "You can get the grant if you have worked as an employee or been "
                                    "self-employed, and paid enough contributions.")
    asked, answer = talk(engine, module, answers)
    assert "Have you worked as an employee or been self-employed?" in [f.question for f in module.user_facts]
    assert answer.label == label


@pytest.mark.parametrize("over, label", [(True, "no"), (False, "yes")])
def test_an_aside_does_not_hide_the_clauses_of_a_condition(compiler, engine, over, label):
    module = compile_text(compiler, "You can get the grant if you have a low income and your savings (not "
                                    "counting your home) are not worth more than £16,000.")
    asked, answer = talk(engine, module, {"low income": True, "savings": over})
    assert asked == ["Do you have a low income?", "Are your savings worth more than £16,000?"]
    assert answer.label == label


def test_an_aside_that_ends_a_clause_stays_with_it(compiler, engine):
    module = compile_text(compiler, "You can get the grant if you were born before 1960 and get another "
                                    "benefit (not Child Benefit).")
    asked, answer = talk(engine, module, {"born before 1960?": True, "(not Child Benefit)": False})
    assert asked == ["Were you born before 1960?", "Do you get another benefit (not Child Benefit)?"]
    assert answer.label == "no"


def test_a_bound_before_a_relative_clause_stays_the_bound(compiler, engine):
    module = compile_text(compiler, "Grants are only for homeowners aged 62 or over who can't afford to repay a loan.")
    asked, answer = talk(engine, module, {"62 or over who": None, "62 or over?": True, "afford": False})
    assert asked == ["Are you a homeowner aged 62 or over?", "Can you afford to repay a loan?"]
    assert answer.label == "yes"


@pytest.mark.parametrize("in_education, label", [(True, "no"), (False, "yes")])
def test_an_age_and_a_negated_circumstance_are_asked_apart(compiler, engine, in_education, label):
    module = compile_text(compiler, "You can get the grant if you're 16 or over and not in full-time education.")
    asked, answer = talk(engine, module, {"16 or over?": True, "in full-time education?": in_education})
    assert asked == ["Are you 16 or over?", "Are you in full-time education?"] and answer.label == label


@pytest.mark.parametrize("text, claim, answers, label", [
    ("The law allows patients who hold a recognition card to buy seeds.", "you can buy seeds",
     {"patient": True, "card": False}, "no"),
    ("The new rules permit authorised practitioners and pharmacists to access patient records.",
     "you can access patient records", {"practitioner": False, "pharmacist": True}, "yes"),
    ("Having a residence card allows you to work here.", "you can work here", {"residence card": False}, "no"),
    ("A licence lets you sell alcohol.", "you can sell alcohol", {"licence": True}, "yes"),
    ("This allows you to grow four plants.", "you can grow four plants", {}, "yes"),
])
def test_what_a_rule_allows_people_to_do_is_theirs_to_do(compiler, engine, text, claim, answers, label):
    module = compile_text(compiler, text)
    assert module.claims[0].gloss == claim
    asked, answer = talk(engine, module, answers)
    assert answer.label == label and all(any(key in q.lower() for q in asked) for key in answers)


@pytest.mark.parametrize("text, asked_first, label", [
    ("Loan funds may be used for operating expenses, machinery and equipment, and refinancing debt.",
     "Will you use loan funds for operating expenses?", "yes"),
    ("Grant funds cannot be used to refinance debt or to expand the business.",
     "Will you use grant funds to refinance debt?", "no"),
    ("Loan funds may be used to:\n\n* buy land\n* build housing", "Will you use loan funds to buy land?", "yes"),
])
def test_what_money_may_be_used_for_is_asked_one_purpose_at_a_time(compiler, engine, text, asked_first, label):
    module = compile_text(compiler, text)
    asked, answer = talk(engine, module, {"operating": False, "machinery": True, "refinance": False,
                                          "expand": True, "land": False, "housing": True})
    assert asked[0] == asked_first and len(asked) == 2 and answer.label == label


def test_their_in_an_item_about_the_reader_is_the_readers_own(compiler):
    module = compile_text(compiler, "Apprentices get the rate if they’re:\n\n* in the first year of their "
                                    "apprenticeship\n* paid by their employer")
    questions = [f.question for f in module.user_facts]
    assert "Are you in the first year of your apprenticeship?" in questions
    module = compile_text(compiler, "You can claim if you:\n\n* hire carers and pay their wages")
    assert "their wages" in module.user_facts[0].question  # the carers' wages, not yours


@pytest.mark.parametrize(("text", "gloss"), [
    ("Members with a valid card may borrow their books for 4 weeks.", "you may borrow your books for 4 weeks"),
    ("Owners with a permit must show their permit to visitors.", "you must show your permit to visitors"),
    # 'their' after other people the clause names is theirs
    ("Providers with a licence may ask patients for their address.", "you may ask patients for their address"),
])
def test_their_in_what_a_kind_of_reader_may_do_is_the_readers_own(compiler, text, gloss):
    assert compile_text(compiler, text).claims[0].gloss == gloss


@pytest.mark.parametrize("duty", ["If you are under 18, you must have a parent sign the form.",
                                  "Applicants under 18 must have a parent sign the form."])
def test_a_duty_of_some_readers_binds_only_them(compiler, engine, duty):
    module = compile_text(compiler, f"# Fishing permits\n\nYou can get a fishing permit if you live in the county. "
                                    f"{duty}")
    _, answer = talk(engine, module, {"live in the county": True, "under 18": False})
    assert answer.label == "yes"  # an adult needs no parent's signature
    asked, answer = talk(engine, module, {"live in the county": True, "under 18": True, "parent": False})
    assert answer.label == "no" and any("parent" in q for q in asked)


def test_an_item_opening_with_its_verb_is_the_readers_whatever_clause_follows(compiler):
    module = compile_text(compiler, "To get the allowance you need to:\n\n* be available for work each week you "
                                    "claim\n* have a bank account")
    assert "Are you available for work each week you claim?" in [f.question for f in module.user_facts]


def test_an_item_in_the_passive_keeps_one_copula(compiler):
    module = compile_text(compiler, "To qualify, you must:\n\n* live in the state\n* be found to be at risk by a "
                                    "doctor")
    assert "Are you found to be at risk by a doctor?" in [f.question for f in module.user_facts]


def test_infinitives_joined_by_and_to_are_each_asked_of_the_reader(compiler):
    module = compile_text(compiler, "To be eligible, you need to be living in Wales and to have reached State "
                                    "Pension age.")
    assert [f.question for f in module.user_facts][:2] == ["Are you living in Wales?",
                                                           "Have you reached State Pension age?"]


def test_a_name_opening_a_sentence_keeps_its_capitals(compiler):
    module = compile_text(compiler, "Helper’s Credit is a payment for people who care for someone.")
    assert module.claims[0].gloss == "you can get Helper's Credit"


@pytest.mark.parametrize(("text", "opening"), [
    ("Child Benefit can stop if your child leaves education.", "Child Benefit can stop"),  # a name
    ("Your State Pension will be reduced if you live abroad.", "your State Pension will"),
    ("A Blue Badge lasts 3 years if you are registered blind.", "a Blue Badge lasts"),
])
def test_a_gloss_keeps_a_name_it_opens_with_and_lowers_a_determiner(compiler, text, opening):
    assert compile_text(compiler, text).claims[0].gloss.startswith(opening)


def test_an_opening_determiner_is_lowered_inside_a_question(compiler):
    module = compile_text(compiler, "# Overtime\n\nAll overtime must be approved by a manager.")
    assert [f.question for f in module.user_facts] == ["Is all overtime approved by a manager?"]


def test_not_needing_a_thing_makes_having_it_no_condition(compiler, engine):
    module = compile_text(compiler, "You don’t need a certificate to move medical devices.")
    assert [c.gloss for c in module.claims] == ["you don't need a certificate"]
    assert [f.question for f in module.user_facts] == ["Do you move medical devices?"]


def test_a_modal_in_a_clause_on_the_subject_is_no_obligation(compiler):
    module = compile_text(compiler, "The steps you must take to apply for a card will vary.")
    assert not any(c.gloss.startswith("you can apply") for c in module.claims)
    module = compile_text(compiler, "To qualify, you must have a licence that you have renewed.")
    assert [c.gloss for c in module.claims] == ["you can qualify"]


@pytest.mark.parametrize("intro, first, second", [
    ("Your business must:", "Is your business registered in the UK?", "Does your business have a bank account?"),
    ("The home you buy must:", "Is the home you buy registered in the UK?", "Does the home you buy have a bank account?"),
])
def test_what_a_thing_must_be_is_asked_of_that_thing(compiler, intro, first, second):
    module = compile_text(compiler, f"{intro}\n\n* be registered in the UK\n* have a bank account")
    questions = [f.question for f in module.user_facts]
    assert questions[:2] == [first, second]


def test_an_example_after_a_condition_is_not_asked(compiler):
    module = compile_text(compiler, "You can get the rate if you’re:\n\n* a casual labourer, for example "
                                    "someone hired for one day\n* an agency worker")
    assert "Are you a casual labourer?" in [f.question for f in module.user_facts]


@pytest.mark.parametrize("text", ["You can get the grant, except if you own a second home.",
                                  "You can get the grant, but not if you own a second home.",
                                  "You can get the grant except when you own a second home."])
def test_an_exception_stated_as_a_case_excludes_it(compiler, engine, text):
    module = compile_text(compiler, text)
    assert module.claims[0].gloss == "you can get the grant"
    assert talk(engine, module, {"second home": True})[1].label == "no"
    assert talk(engine, module, {"second home": False})[1].label == "yes"


def test_an_exception_of_people_is_asked_of_the_reader(compiler):
    module = compile_text(compiler, "Students can apply, except those over 65.")
    assert "How old are you?" in [f.question for f in module.user_facts]
    module = compile_text(compiler, "Pedestrians must not be on motorways except in an emergency.")
    assert "Is it an emergency?" in [f.question for f in module.user_facts]


@pytest.mark.parametrize("text, gloss", [
    ("Workers get the higher rate if they’re over 25.", "you get the higher rate"),
    ("Employees have the right to return to their job if they take:\n\n* Paternity Leave\n* Adoption Leave",
     "you have the right to return to your job"),
    ("Some workers get more if they work nights.", "some workers get more"),  # not every reader's
])
def test_a_kind_the_text_is_about_is_the_reader_asking(compiler, text, gloss):
    assert compile_text(compiler, text).claims[0].gloss == gloss


@pytest.mark.parametrize("text", [
    "Members get the discount if they’ve paid the annual fee.",
    "All members get the discount unless they haven't paid the annual fee.",
    "Members get the discount if they’re:\n\n* over 60\n* paid up for the year",
])
def test_a_kind_followed_by_they_is_one_more_condition(compiler, engine, text):
    """'Members get X if they ...': a reader who is no member does not get it, whatever else holds."""
    module = compile_text(compiler, text)
    assert module.claims[0].gloss == "you get the discount"
    asked, answer = talk(engine, module, {"member": False, "paid": True, "60": True})
    assert answer.label == "no" and asked == ["Are you a member?"]
    assert talk(engine, module, {"member": True, "paid": True, "60": True})[1].label == "yes"


@pytest.mark.parametrize("text, kind", [
    ("Undergraduates are guaranteed a room if they apply by 30 June.", "Are you an undergraduate?"),
    ("Nurses can claim the allowance if they apply by 30 June.", "Are you a nurse?"),
    ("Guests may use the pool if they apply by 30 June.", "Are you a guest?"),
])
def test_kinds_of_people_beyond_the_agent_nouns_are_the_reader(compiler, text, kind):
    """A kind whose word has no agent ending ('-er', '-ant') is still a kind of person: the
    reader is asked whether they are one, and 'they' is the reader."""
    module = compile_text(compiler, text)
    assert module.claims[0].gloss.startswith("you ")
    assert [f.question for f in module.user_facts] == [kind, "Do you apply by 30 June?"]


def test_the_reader_a_text_on_work_addresses_is_not_asked_what_they_are(compiler):
    """An employee reads a text on employees' rights: 'Are you an employee?' is no question
    for them; a narrower kind of worker is."""
    asked = [f.question for f in compile_text(compiler, "Employees get sick pay if they’re ill for 4 days.").user_facts]
    assert not any("employee" in question for question in asked)
    module = compile_text(compiler, "Part-time workers get sick pay if they’re ill for 4 days.")
    assert "Are you a part-time worker?" in [f.question for f in module.user_facts]
    module = compile_text(compiler, "Staff who work from home can claim a desk.")
    assert [f.question for f in module.user_facts] == ["Do you work from home?"]
    assert module.claims[0].gloss == "you can claim a desk"
    module = compile_text(compiler, "The worker is still entitled to the minimum wage.")
    assert not module.user_facts and module.claims[0].gloss == "you are entitled to the minimum wage"


def test_what_you_need_before_you_do_something_is_needed_to_do_it(compiler, engine):
    module = compile_text(compiler, "You need approval from a manager before you book a hotel.")
    assert talk(engine, module, {"approval": False}, claim="can_book_hotel")[1].label == "no"
    assert talk(engine, module, {"book": True}, claim="need_approval_from_manager")[1].label == "yes"


def test_them_after_a_party_named_in_the_sentence_is_that_party(compiler):
    module = compile_text(compiler, "You can give some of your allowance to your partner if you earn less than them.")
    assert [f.question for f in module.user_facts] == ["Do you earn less than your partner?"]


def test_a_condition_goes_on_past_its_and_wherever_the_parse_hangs_the_rest(compiler, engine):
    module = compile_text(compiler, "You qualify if your income is under £500 and at least one child lives with you.")
    assert [c.gloss for c in module.claims] == ["you qualify"]
    asked, answer = talk(engine, module, {"income under": True, "child": False})
    assert answer.label == "no" and "Does at least one child live with you?" in asked


@pytest.mark.parametrize("text, question", [
    ("You must have had the illness for 3 months and expect it to last a year.", "Do you expect it to last a year?"),
    ("You must ask your employer to sign the form.", "Do you ask your employer to sign the form?"),
    ("The doctor must be the nearest one to where you live.", "Is the doctor the nearest one to where you live?"),
])
def test_an_infinitive_or_where_that_completes_a_requirement_is_part_of_it(compiler, text, question):
    """'expect it to last' is no purpose ('you can last'), 'to where you live' no condition ('Do you live?')."""
    module = compile_text(compiler, text)
    assert question in [f.question for f in module.user_facts]
    assert [c.gloss for c in module.claims] == ["you meet the conditions"]


def test_what_those_a_programme_is_for_must_do_it_requires(compiler, engine):
    module = compile_text(compiler, "First-time buyers may get help from the fund. Buyers must finish a course.")
    assert [c.gloss for c in module.claims] == ["you may get help from the fund"]
    assert "Are you a buyer?" not in [f.question for f in module.user_facts]  # a first-time buyer is one
    assert talk(engine, module, {"first-time": True, "course": False})[1].label == "no"
    assert talk(engine, module, {"first-time": True, "course": True})[1].label == "yes"


@pytest.mark.parametrize("text, exempt_answer", [
    ("You must:\n\n* be 18 or over\n* have £1,000 in savings, unless you have a sponsor", "yes"),
    ("You can get help if you:\n\n* are over 60\n* live alone, unless you have a sponsor", "no"),
])
def test_an_unless_in_an_item_lifts_a_requirement_and_bars_a_way(compiler, engine, text, exempt_answer):
    """'have savings, unless you have a sponsor': a requirement the sponsor meets too; but one
    of several ways to help that a sponsor closes."""
    module = compile_text(compiler, text)
    replies = {"18": True, "60": False, "savings": False, "alone": True, "sponsor": True}
    assert talk(engine, module, replies)[1].label == exempt_answer


def test_a_number_with_which_a_kind_is_named_says_which_of_them(compiler, engine):
    module = compile_text(compiler, "The grant is available to businesses with fewer than 50 employees.")
    assert talk(engine, module, {"business": True, "fewer than 50": False})[1].label == "no"
    assert talk(engine, module, {"business": True, "fewer than 50": True})[1].label == "yes"


def test_a_requirement_named_as_not_applying_is_lifted_and_the_next_still_holds(compiler, engine):
    module = compile_text(compiler, "To use the benefit, you must have served at least 90 days. If you were "
                                    "discharged for a disability, the 90-day minimum does not apply. You must also "
                                    "have been honorably discharged.")
    assert [c.gloss for c in module.claims] == ["you can use the benefit"]
    replies = {"90 days": False, "disability": True, "honorably": True}
    assert talk(engine, module, replies)[1].label == "yes"
    assert talk(engine, module, {**replies, "honorably": False})[1].label == "no"
    assert talk(engine, module, {**replies, "disability": False})[1].label == "no"


def test_or_if_is_a_second_way_to_the_same_conclusion(compiler, engine):
    module = compile_text(compiler, "You can defer payments if you are at school, or if you are unemployed and "
                                    "looking for work.")
    assert [c.gloss for c in module.claims] == ["you can defer payments"]
    assert talk(engine, module, {"school": False, "unemployed": True, "looking": True})[1].label == "yes"
    assert talk(engine, module, {"school": True})[1].label == "yes"
    assert talk(engine, module, {"school": False, "unemployed": False, "looking": True})[1].label == "no"


def test_what_we_cover_is_what_the_policy_covers(compiler, engine):
    module = compile_text(compiler, "We cover theft and fire. We do not cover damage caused by pets.")
    assert [c.gloss for c in module.claims] == ["we cover it", "we do not cover it"]
    assert talk(engine, module, {"theft": True, "pets": False})[1].label == "yes"
    assert talk(engine, module, {"theft": False, "fire": True, "pets": True})[1].label == "no"
    module = compile_text(compiler, "We will not pay for damage caused by wear and tear.")
    assert [f.question for f in module.user_facts] == ["Is it damage caused by wear and tear?"]  # one thing
    assert talk(engine, module, {"wear": True})[1].label == "no"
    # a list of what the damage comes from: each is that damage, none a thing of its own ('Is it tank?')
    module = compile_text(compiler, "We cover damage caused by water escaping from a pipe, tank or radiator.")
    questions = [f.question for f in module.user_facts]
    assert "Is it damage caused by water escaping from a tank?" in questions and "Is it tank?" not in questions
    assert talk(engine, module, {"pipe, tank or radiator": None, "a pipe": False, "tank": True})[1].label == "yes"


@pytest.mark.parametrize("text", ["Theft and fire are covered by the policy. Flood damage is not covered.",
                                  "We cover theft and fire. Flood damage is not covered."])
def test_what_is_covered_in_the_passive_is_covered(compiler, engine, text):
    module = compile_text(compiler, text)
    assert len({c.gloss.replace(" not", "").replace(" do", "") for c in module.claims}) == 1
    assert talk(engine, module, {"theft": True, "flood": False})[1].label == "yes"
    assert talk(engine, module, {"theft": False, "fire": True, "flood": True})[1].label == "no"


@pytest.mark.parametrize("text", ["The applicant qualifies if their income is under £500.",
                                  "An applicant qualifies if their income is under £500."])
def test_the_applicant_a_conclusion_names_is_the_reader(compiler, text):
    assert [c.gloss for c in compile_text(compiler, text).claims] == ["you qualify"]  # not 'you qualifies'


@pytest.mark.parametrize("text, asked", [
    ("We will pay the claim if the policyholder reported the loss within 30 days.",
     "Did you report the loss within 30 days?"),
    ("The allowance is paid if the traveller stays overnight.", "Do you stay overnight?"),
])
def test_the_role_a_policy_gives_its_reader_is_the_reader(compiler, text, asked):
    assert [f.question for f in compile_text(compiler, text).user_facts] == [asked]


def test_the_reader_named_by_role_in_a_later_clause_is_the_reader(compiler):
    module = compile_text(compiler, "Business class may be booked if the flight is long and the traveller is a "
                                    "director.")
    asked = [f.question for f in module.user_facts]
    assert "Are you a director?" in asked and "Is the traveller a director?" not in asked


def test_examples_and_the_cases_a_cover_is_for(compiler, engine):
    module = compile_text(compiler, "We cover damage caused by water escaping from a fixed installation, such as a "
                                    "pipe, tank or washing machine.")
    assert [f.question for f in module.user_facts] == ["Is it damage caused by water escaping from a fixed "
                                                        "installation?"]  # the examples illustrate it
    module = compile_text(compiler, "Vet fees are covered for accidents and for illnesses that start after the "
                                    "policy start date.")
    assert "Is it an accident?" in [f.question for f in module.user_facts]
    assert not any("start date?" in f.question and f.question.startswith("Do") for f in module.user_facts)


def test_who_is_not_eligible_is_not_eligible_for_what_the_text_is_about(compiler, engine):
    module = compile_text(compiler, "The Boat Grant is available to fishermen. Fishermen who had the grant before "
                                    "are not eligible.")
    assert {c.gloss for c in module.claims} == {"you can get the Boat Grant", "you can not get the Boat Grant"}
    assert talk(engine, module, {"fisherm": True, "before": True})[1].label == "no"
    assert talk(engine, module, {"fisherm": True, "before": False})[1].label == "yes"


def test_what_a_kind_s_whose_clause_says_of_them_is_asked_apart(compiler):
    module = compile_text(compiler, "The award is open to students whose household income is below £30,000.")
    questions = [f.question for f in module.user_facts]
    assert "Are you a student?" in questions and "How much is your household income?" in questions


def test_as_long_as_you_like_is_no_condition(compiler):
    module = compile_text(compiler, "You can put off claiming your pension for as long as you like.")
    assert not module.user_facts


def test_the_items_after_because_are_the_reasons_any_of_which_will_do(compiler, engine):
    module = compile_text(compiler, "We will refund your trip if you have to cancel because:\n\n* you are ill\n"
                                    "* you are called for jury service")
    asked, answer = talk(engine, module, {"cancel": True, "ill": False, "jury": True})
    assert answer.label == "yes" and {"Are you ill?", "Are you called for jury service?"} <= set(asked)
    assert talk(engine, module, {"cancel": False})[1].label == "no"


def test_what_is_permitted_up_to_an_amount_is_what_follows_the_modal(compiler):
    """'Staff who work two days a week can claim up to £300': no 'week of more than £300' is needed."""
    module = compile_text(compiler, "Staff who work from home two days a week can claim up to £300 for a desk.")
    assert [f.question for f in module.user_facts] == ["Do you work from home two days a week?"]
    module = compile_text(compiler, "First-time buyers may get up to $15,000 from the fund.")
    assert [f.question for f in module.user_facts] == ["Are you a first-time buyer?"]
    module = compile_text(compiler, "Farmers may get loans of up to $300,000.")
    assert "Do you need a loan of more than $300,000?" in [q for f in module.user_facts
                                                            for q in (f.question, *(c.question for c in f.comparisons))]


@pytest.mark.parametrize("text", ["If you live in Wales, you must have a permit to fish.",
                                  "You must have a permit to fish if you live in Wales."])
def test_an_obligation_in_a_case_is_required_only_in_that_case(compiler, engine, text):
    module = compile_text(compiler, text)
    assert talk(engine, module, {"Wales": True, "permit": False})[1].label == "no"
    assert talk(engine, module, {"Wales": True, "permit": True})[1].label == "yes"
    asked, answer = talk(engine, module, {"Wales": False})
    assert answer.label == "yes" and asked == ["Do you live in Wales?"]  # this text requires nothing else


def test_an_exception_to_the_rule_before_lifts_it(compiler, engine):
    module = compile_text(compiler, "You can’t apply here if you did not work in this state. The only exceptions "
                                    "are if you were in the military.")
    assert [c.gloss for c in module.claims] == ["you can apply here", "you can not apply here"]
    assert talk(engine, module, {"work": False, "military": True})[1].label == "yes"
    assert talk(engine, module, {"work": False, "military": False})[1].label == "no"
    module = compile_text(compiler, "You must have lived here for 3 months to claim. This doesn’t apply if you:"
                                    "\n\n* are a refugee\n* were working here before")
    assert talk(engine, module, {"lived": False, "refugee": True})[1].label == "yes"
    assert talk(engine, module, {"lived": False, "refugee": False, "working": False})[1].label == "no"


def test_this_applies_only_if_restricts_the_rule_before(compiler, engine):
    module = compile_text(compiler, "Your membership may let you bring a guest. This only applies if all of the "
                                    "following are true:\n\n- you are 18 or over\n- the guest has a ticket")
    asked, answer = talk(engine, module, {"18 or over": True, "ticket": True})
    assert answer.label == "yes" and not any("membership" in q.lower() for q in asked)  # yours already
    assert talk(engine, module, {"18 or over": True, "ticket": False})[1].label == "no"


@pytest.mark.parametrize("text, question", [
    ("You can get the grant. You don't have to pay the grant back.", "Do I have to pay the grant back?"),
    ("You can get the grant if you farm. You won't have to repay the grant.", "Will I have to repay the grant?"),
    ("You can join the club if you live here. You do not need to be a member of a union.",
     "Do I need to be a member of a union?"),
])
def test_a_duty_lifted_without_a_condition_answers_no(compiler, engine, text, question):
    module = compile_text(compiler, text)
    match = match_claim(question, candidates([module]))
    asked, answer = talk(engine, module, {}, claim=match.claim)
    # the lifted duty is a statement of its own, not a condition of the rule before it
    assert asked == [] and (answer.label == "no") != match.negated


def test_a_heading_that_names_only_what_its_statement_says_is_no_condition(compiler):
    module = compile_text(compiler, "## When you don't pay\n\nYou don't need to pay tax on gifts to a charity.")
    assert not module.user_facts and "tax on gifts" in module.claims[0].gloss


def test_a_noun_shared_by_a_coordination_is_no_verb(compiler):
    module = compile_text(compiler, "You can return to your job if you took maternity or paternity leave.")
    questions = [f.question for f in module.user_facts]
    assert "Did you take maternity or paternity leave?" in questions and "Do you leave?" not in questions


def test_kinds_joined_by_both_and_are_each_a_kind(compiler):
    module = compile_text(compiler, "Both homeowners and renters can borrow up to $100,000 to replace property.")
    assert [f.question for f in module.user_facts] == ["Are you a homeowner?", "Are you a renter?",
                                                       "Are you a homeowner or renter?"]


def test_a_duty_before_an_action_said_first_is_a_condition_of_the_action(compiler, engine):
    module = compile_text(compiler, "Before you employ someone, you must check that they can work here.")
    assert module.claims[0].gloss == "you can employ someone"
    asked, answer = talk(engine, module, {"checked": False})
    assert asked == ["Have you checked that they can work here?"] and answer.label == "no"


@pytest.mark.parametrize("text", [
    "You may get the Boat Grant if you own a boat. You can't get it if you live abroad.",
    "You'll get the Boat Grant if you own a boat. You won't get it if you live abroad.",
    "You can get the Boat Grant if you own a boat. You may not be able to get the Boat Grant if you live abroad.",
])
def test_an_exclusion_in_another_modal_excludes_from_the_same_claim(compiler, engine, text):
    """'may get' and 'can't get': one question ('Can I get the Boat Grant?'), so one claim."""
    module = compile_text(compiler, text)
    assert len({c.gloss.replace(" not", "") for c in module.claims}) == 1
    assert talk(engine, module, {"boat": True, "abroad": True})[1].label == "no"
    assert talk(engine, module, {"boat": True, "abroad": False})[1].label == "yes"


def test_a_however_turns_the_rule_before_round_in_its_case(compiler, engine):
    module = compile_text(compiler, "You can't normally get the Boat Grant. However, you may be able to if you "
                                    "live on an island.")
    assert talk(engine, module, {"island": True})[1].label == "yes"
    assert talk(engine, module, {"island": False})[1].label == "no"


@pytest.mark.parametrize("text", [
    "You can get the Boat Grant if you own a boat. You must also show that:\n\n* you live near the sea\n"
    "* you can swim",
    "## Boat Grant\n\nYou can get the Boat Grant if you own a boat.\n\nYou must also be able to swim and you "
    "must live near the sea.",
    # after a requirement in a case: what is also required joins it, as a list or as a sentence
    "## Eligibility\n\nTo get the Boat Grant you must own a boat when you live inland.\n\nYou must also:\n\n"
    "* be able to swim\n* live near the sea",
    "## Eligibility\n\nTo get the Boat Grant you must own a boat when you live inland.\n\nYou must also be able "
    "to swim and you must live near the sea.",
])
def test_what_you_must_also_do_is_required_by_the_rule_before(compiler, engine, text):
    module = compile_text(compiler, text)
    assert [c.gloss for c in module.claims] == ["you can get the Boat Grant"]
    assert talk(engine, module, {"boat": True, "swim": True, "sea": False, "inland": True})[1].label == "no"
    assert talk(engine, module, {"boat": True, "swim": True, "sea": True, "inland": True})[1].label == "yes"


def test_a_hedged_purpose_with_a_long_subject_is_still_an_obligation(compiler):
    module = compile_text(compiler, "Generally, in order to receive VA benefits, the Veteran's character of "
                                    "discharge or release must be under other than dishonorable conditions.")
    assert [c.gloss for c in module.claims] == ["you can receive VA benefits"]
    assert [f.question for f in module.user_facts] == [
        "Is your character of discharge or release under other than dishonorable conditions?"]
    module = compile_text(compiler, "To get a loan, the tribal organization or other appropriate Native American "
                                    "group must be participating in the VA direct loan program.")
    assert [f.question for f in module.user_facts] == ["Is the tribal organization or other appropriate Native "
                                                       "American group participating in the VA direct loan program?"]


def test_clauses_listed_with_commas_take_the_last_connective(compiler, engine):
    module = compile_text(compiler, "Your tax credits can go up or down if you start a new job, you’re laid off "
                                    "work or your partner dies.")
    asked, answer = talk(engine, module, {"you start a new job, ": None, "start a new job": False,
                                          "laid off": True, "partner": False})
    assert answer.label == "yes" and "Are you laid off work?" in asked  # one of the three is enough


@pytest.mark.parametrize("text, facts", [
    ("You can get the grant if you are 60 or over, your child is under 16 and your partner is working.",
     {"age", "child_age", "partner_is_working"}),
    ("You may get help if you own the house, you live in it and it is in a rural area.",
     {"own_house", "live_in_house", "house_is_in_rural_area"}),
])
def test_a_case_of_clauses_listed_with_commas_runs_to_the_end(compiler, engine, text, facts):
    """The parse hangs the later clauses on the main verb; they are the case's all the same."""
    module = compile_text(compiler, text)
    assert [c.gloss for c in module.claims] == [text.split(" if ")[0][0].lower() + text.split(" if ")[0][1:]]
    assert facts <= {f.name for f in module.user_facts}
    asked, answer = talk(engine, module, {"60 or over": True, "under 16": True, "own": True, "live in": True,
                                          "rural": False, "partner": False})
    assert answer.label == "no" and len(asked) == 3  # the last clause decides


@pytest.mark.parametrize("second, answers, label", [
    ("You can only get it if you live in the UK.", {"care": True, "live in the UK": False}, "no"),
    ("Students can only get it if they study part-time.", {"care": True, "student": True, "part-time": False}, "no"),
    ("Students can only get it if they study part-time.", {"care": True, "student": False}, "yes"),
])
def test_only_if_is_required_whatever_else_gives_the_claim(compiler, engine, second, answers, label):
    """'can only ... if' is necessary, not one more way to the claim: caring is not enough."""
    module = compile_text(compiler, f"You can get the allowance if you care for someone. {second}")
    assert [c.name for c in module.claims] == ["can_get_allowance"]
    asked, answer = talk(engine, module, answers)
    assert answer.label == label and len(asked) == len(answers)


@pytest.mark.parametrize("text, answers", [
    ("You can use flat rates to work out your costs if you work from home. You can only use them if you work "
     "25 hours a month. Limited companies can't use flat rates.",
     {"from home": True, "25 hours": True, "limited company": True}),
    ("You could receive sickness benefits if you can't work. Self-employed people can only get these benefits if "
     "they registered a year ago.", {"can you work": False, "self-employed": True, "register": False}),
    ("You can get Carer's Allowance if you care for someone. You can't claim this allowance if you are a student.",
     {"care": True, "student": True}),
])
def test_a_later_sentence_about_what_a_rule_named_is_that_rules_claim(compiler, engine, text, answers):
    """'them', 'these benefits', 'this allowance', or the same thing denied: one claim, whose
    every condition is asked, and the last answer decides (it excludes or is not met)."""
    module = compile_text(compiler, text)
    assert len([c for c in module.claims if not c.name.startswith("not_")]) == 1
    asked, answer = talk(engine, module, answers)
    assert answer.label == "no" and len(asked) == len(answers)


def test_a_measure_said_as_an_owner_is_a_measure(compiler):
    """'12 months' continuous service': the parse reads the apostrophe as an owner ('How many
    months do you have ' continuous service?')."""
    module = compile_text(compiler, "You qualify if you have 12 months' continuous service and give a week's notice.")
    assert [f.question for f in module.user_facts][:2] == ["Do you have 12 months of continuous service?",
                                                           "Do you give a week of notice?"]


def test_only_if_under_a_case_is_required_with_it(compiler, engine):
    """The text gives the claim for a host with a certificate, and of other plants says nothing."""
    module = compile_text(compiler, "If your plant is a host, you can only sell it if it has a certificate.")
    assert talk(engine, module, {"host": True, "certificate": True})[1].label == "yes"
    assert talk(engine, module, {"host": True, "certificate": False})[1].label == "no"
    assert talk(engine, module, {"host": False})[1].label == "no"


def test_kinds_of_people_listed_as_the_subject_are_alternatives(compiler, engine):
    """The parser makes 'People with low income' and 'people with disabilities' two subjects."""
    module = compile_text(compiler, "People with low income, seniors, and people with disabilities may qualify "
                                    "for help to get affordable rental housing.")
    assert [c.gloss for c in module.claims] == ["you may qualify for help to get affordable rental housing"]
    assert [f.question for f in module.user_facts] == ["Do you have low income?", "Are you a senior?",
                                                       "Do you have disabilities?"]
    asked, answer = talk(engine, module, {"low income": False, "senior": True})
    assert answer.label == "yes" and len(asked) == 2


def test_a_requirement_after_a_rule_is_that_rules_requirement(compiler, engine):
    module = compile_text(compiler, "If you nominate a property as your main home you qualify for relief. You must "
                                    "have lived in the home as your main residence.")
    assert len(module.claims) == 1
    asked, answer = talk(engine, module, {"nominate": True, "lived in the home": False})
    assert answer.label == "no" and len(asked) == 2


def test_need_something_to_do_something(compiler, engine):
    text = ("You need a supplier document to sell the seeds, roots or any other plant ‘propagation material’ "
            "from ornamental plants within the EU.")
    module = compile_text(compiler, text)
    need = next(c.name for c in module.claims if c.gloss.lower().startswith("you need"))
    asked, answer = talk(engine, module, {"seeds": False, "roots": False, "propagation": False}, claim=need)
    assert answer.label == "no" and asked[0] == "Do you sell the seeds from ornamental plants within the EU?"
    module = compile_text(compiler, "You need 30 years of National Insurance contributions to be eligible for "
                                    "the full basic State Pension.")
    eligible = next(c.name for c in module.claims if "eligible" in c.gloss)
    asked, answer = talk(engine, module, {"30 years": True}, claim=eligible)
    assert answer.label == "yes" and asked == ["Do you have 30 years of National Insurance contributions?"]


@pytest.mark.parametrize("text", [
    "An export licence is required to export these goods.",  # passive
    "An export licence is needed for exporting these goods.",  # and what for as a gerund
    "You need an export licence for exporting these goods.",
])
def test_a_thing_required_to_do_something_is_needed_to_do_it(compiler, engine, text):
    module = compile_text(compiler, text)
    export = next(c.name for c in module.claims if c.gloss == "you can export these goods")
    need = next(c.name for c in module.claims if c.gloss == "you need an export licence")
    assert talk(engine, module, {"Do you have an export licence": False}, claim=export)[1].label == "no"
    assert talk(engine, module, {"Do you export these goods": True}, claim=need)[1].label == "yes"


def test_no_thing_required_makes_having_it_no_condition(compiler):
    module = compile_text(compiler, "No bank account is required to enroll.")
    assert [c.gloss for c in module.claims] == ["you do not need bank account"]
    assert [f.question for f in module.user_facts] == ["Do you enroll?"]


@pytest.mark.parametrize("text", [
    "The grant is not available to students.",
    "The grant cannot be paid to students.",
    "The fund does not provide grants to students.",
])
def test_a_program_denied_to_people_is_denied_to_the_reader_who_is_one(compiler, engine, text):
    module = compile_text(compiler, text)
    assert talk(engine, module, {"student": True})[1].label == "no"
    assert talk(engine, module, {"student": False})[1].label == "yes"


@pytest.mark.parametrize("text, bound", [
    ("People over 60 can get a free bus pass.", "Are you over 60?"),
    ("Anyone aged 60 or over can get a free bus pass.", "Are you aged 60 or over?"),
    ("Workers aged 60 or over can get a free bus pass.", "Are you aged 60 or over?"),
])
def test_a_kind_of_person_of_an_age_is_asked_the_age_once(compiler, engine, text, bound):
    module = compile_text(compiler, text)
    comparisons = [c.question for f in module.user_facts for c in f.comparisons]
    assert comparisons == [bound]
    assert not any("aged 60?" in f.question or "over?" in f.question for f in module.user_facts)
    assert talk(engine, module, {bound: False, "worker": True})[1].label == "no"
    assert talk(engine, module, {bound: True, "worker": True})[1].label == "yes"


@pytest.mark.parametrize("text", [
    "You can get sick pay provided that you have worked for 3 months.",
    "You can get sick pay, provided you have worked for 3 months.",
    "Providing that you have worked for 3 months, you can get sick pay.",
    "You can get sick pay so long as you have worked for 3 months.",
    "You can get sick pay on condition that you have worked for 3 months.",
])
def test_provided_that_is_a_condition(compiler, engine, text):
    module = compile_text(compiler, text)
    assert [c.gloss for c in module.claims] == ["you can get sick pay"]
    assert talk(engine, module, {"worked for 3 months": False})[1].label == "no"


def test_if_neither_nor_holds_when_both_do_not(compiler, engine):
    module = compile_text(compiler, "You may qualify if neither you nor your partner works.")
    assert talk(engine, module, {"partner work": True})[1].label == "no"
    assert talk(engine, module, {"partner work": False})[1].label == "yes"


def test_a_comma_before_or_joins_wider_than_an_and_without_one(compiler, engine):
    module = compile_text(compiler, "You can't get it if you have savings and you own a home, or you live abroad.")
    assert talk(engine, module, {"savings": False, "home": False, "abroad": True})[1].label == "no"
    assert talk(engine, module, {"savings": True, "home": False, "abroad": False})[1].label == "yes"


def test_either_after_and_opens_the_alternatives_the_and_requires(compiler, engine):
    module = compile_text(compiler, "You can get it if you are over 60 and either you live alone or you are disabled.")
    assert "Do you live alone?" in [f.question for f in module.user_facts]
    assert talk(engine, module, {"over 60": True, "alone": False, "disabled": True})[1].label == "yes"
    assert talk(engine, module, {"over 60": False, "alone": True, "disabled": True})[1].label == "no"


def test_it_after_a_rule_that_named_it_is_that_claim(compiler, engine):
    module = compile_text(compiler, "You can get a care grant if you care for someone.\n\n"
                                    "You cannot get it if you earn more than £151 a week.")
    assert [c.gloss for c in module.claims if not c.gloss.startswith("you can not")] == ["you can get a care grant"]
    assert talk(engine, module, {"care for someone": True, "earn more than": True})[1].label == "no"
    assert talk(engine, module, {"care for someone": True, "earn more than": False})[1].label == "yes"


def test_what_eligible_people_include_are_kinds_the_reader_may_be(compiler, engine):
    module = compile_text(compiler, "Eligible applicants include veterans and farmers.")
    assert [c.gloss for c in module.claims] == ["you can be an eligible applicant"]
    assert talk(engine, module, {"veteran": False, "farmer": True})[1].label == "yes"


@pytest.mark.parametrize("text, gloss, question, covered", [
    ("The policy covers theft and flood damage.", "the policy covers it", "Is it flood damage?", True),
    ("This policy does not cover pre-existing conditions.", "this policy covers it",
     "Is it a pre-existing condition?", False),
    ("The relief applies to pension contributions and gifts.", "the relief applies to it", "Is it a gift?", True),
])
def test_what_a_thing_covers_or_applies_to_is_asked_of_it(compiler, engine, text, gloss, question, covered):
    module = compile_text(compiler, text)
    assert gloss in [c.gloss for c in module.claims]
    assert question in [f.question for f in module.user_facts]
    claim = next(c.name for c in module.claims if c.gloss == gloss)
    answer = talk(engine, module, {question: True, "Is it": False}, claim=claim)[1]
    assert answer.label == ("yes" if covered else "no")


def test_a_quantity_covered_is_no_kind_of_thing(compiler):
    module = compile_text(compiler, "Grants may cover up to 90 percent of development costs.")
    assert not any(c.gloss.endswith("cover it") for c in module.claims)


def test_an_if_after_a_when_is_a_condition_of_the_sentence(compiler, engine):
    module = compile_text(compiler, "You pay the tax when you sell a house if you live in the country.")
    assert {f.question for f in module.user_facts} == {"Do you sell a house?", "Do you live in the country?"}
    assert talk(engine, module, {"sell a house": True, "live in the country": False})[1].label == "no"
    # a 'when' inside an 'if' says when the condition holds, and stays in it
    module = compile_text(compiler, "You pay the tax if you make a profit when you sell a house.")
    assert [f.question for f in module.user_facts] == ["Do you make a profit when you sell a house?"]


def test_two_things_not_together_bar_each_while_you_get_the_other(compiler, engine):
    module = compile_text(compiler, "You can't claim the grant and the loan at the same time.")
    grant = next(c.name for c in module.claims if c.gloss == "you can claim the grant")
    assert talk(engine, module, {"claim the loan": True}, claim=grant)[1].label == "no"
    assert talk(engine, module, {"claim the loan": False}, claim=grant)[1].label == "yes"
    assert "you can claim the loan" in [c.gloss for c in module.claims]


def test_a_fragment_item_under_a_purpose_is_what_the_reader_is(compiler, engine):
    module = compile_text(compiler, "To qualify:\n\n* 18 or over\n* not in full-time education")
    asked = [f.question for f in module.user_facts] + [c.question for f in module.user_facts for c in f.comparisons]
    assert "Are you 18 or over?" in asked and "Are you in full-time education?" in asked
    assert talk(engine, module, {"18 or over": True, "full-time education": True})[1].label == "no"
    assert talk(engine, module, {"18 or over": True, "full-time education": False})[1].label == "yes"


def test_banned_from_doing_is_not_allowed_to_do(compiler):
    module = compile_text(compiler, "Drivers under 18 are banned from using mobile phones.")
    assert "you are not allowed to use mobile phones" in [c.gloss for c in module.claims]


@pytest.mark.parametrize("text, key, question", [
    ("Only UK residents can apply.", "UK resident", "Are you a UK resident?"),
    # an adjective on a plain kind of person is the condition
    ("# Indiana Head Start\n\nPregnant women may also be eligible for Early Head Start.", "pregnant",
     "Are you pregnant?"),
])
def test_the_subject_is_the_one_condition(compiler, engine, text, key, question):
    module = compile_text(compiler, text)
    asked, answer = talk(engine, module, {key: False})
    assert answer.label == "no" and asked == [question]


def test_restriction_by_status_word(compiler, engine):
    module = compile_text(compiler, "The designated provider is prohibited from consuming marijuana obtained "
                                    "for the medical use of the qualifying patient.")
    allowed = next(c.name for c in module.claims if not c.name.startswith("not_"))
    asked, answer = talk(engine, module, {"designated provider": True}, claim=allowed)
    assert answer.label == "no" and asked == ["Are you the designated provider?"]


@pytest.mark.parametrize("text, now, label, questions", [
    ("## Help with the form\n\nMonday to Friday, 8:30am to 5pm", True, "yes",
     ["Is it Monday to Friday?", "Is it between 8:30am and 5pm?"]),
    ("You can get support from our Centrepay team from 8:30 am to 5:00 pm local time, Monday to Friday.",
     False, "no", ["Is it between 8:30 am and 5:00 pm local time?"]),
])
def test_opening_hours_are_conditions_on_the_day_and_the_hour(compiler, engine, text, now, label, questions):
    module = compile_text(compiler, text)
    asked, answer = talk(engine, module, {"Is it": now})
    assert answer.label == label and asked == questions


def test_hours_under_a_heading_say_when_one_can_call(compiler, engine):
    module = compile_text(compiler, "## Help with the form\n\nMonday to Friday, 8:30am to 5pm")
    match = match_claim("Can I call the helpline now?", candidates([module]))
    assert match.claim == module.claims[0].name and not match.negated
    # who knows only both at once is asked both at once
    asked, answer = talk(engine, module, {"Friday, between": False, "Is it": None})
    assert asked[-1] == "Is it Monday to Friday, between 8:30am and 5pm?" and answer.label == "no"


def test_distributive_intro_without_a_comma(compiler, engine):
    module = compile_text(compiler, "If you're self-employed you stop paying:\n\n* Class 2 National Insurance "
                                    "when you reach State Pension age\n* Class 4 National Insurance from 6 April")
    class_2 = next(c.name for c in module.claims if "class 2" in c.gloss.lower())
    asked, answer = talk(engine, module, {"self-employed": True, "State Pension age": True}, claim=class_2)
    assert answer.label == "yes" and len(asked) == 2


def test_list_item_forms(compiler, engine):
    # 'must be:' gives each item its subject; 'Not be' negates the item; a place keeps its name
    module = compile_text(compiler, "To qualify, applicants must meet all requirements including:\n\n"
                                    "* Be a family farmer;\n* Not be delinquent on a federal debt; and\n"
                                    "* live in Montenegro")
    assert [f.question for f in module.user_facts] == [
        "Are you a family farmer?", "Are you delinquent on a federal debt?", "Do you live in Montenegro?"]
    asked, answer = talk(engine, module, {"farmer": True, "delinquent": True})
    assert answer.label == "no" and len(asked) == 2
    module = compile_text(compiler, "Your course must be:\n\n* a Level 3 or 4 qualification\n"
                                    "* at an approved college in England")
    assert module.user_facts[0].question == "Is your course a Level 3 or 4 qualification?"


def test_a_clause_after_a_dash_is_its_own_sentence(compiler, engine):
    module = compile_text(compiler, "You don’t need to ask for mandatory reconsideration if you’re appealing a "
                                    "decision about Housing Benefit - you’ll need to appeal to the local council.")
    assert all(" - " not in f.question for f in module.user_facts)
    claim = next(c.name for c in module.claims if c.name.startswith("not_"))
    asked, answer = talk(engine, module, {"appealing": True}, claim=claim)
    assert answer.label == "yes" and asked == ["Are you appealing a decision about Housing Benefit?"]


def test_an_imperative_after_a_dash_is_no_part_of_the_condition(compiler, engine):
    module = compile_text(compiler, "You can't get a loan if you're getting Child Benefit - apply for a grant "
                                    "instead.")
    assert all(" - " not in f.question and "apply" not in f.question for f in module.user_facts)
    asked, answer = talk(engine, module, {"Child Benefit": True}, claim="not_can_get_loan")
    assert answer.label == "yes" and asked == ["Are you getting Child Benefit?"]


def test_stem_with_a_condition_of_its_own_and_plural_kinds(compiler, engine):
    module = compile_text(compiler, "You’re classed as doing voluntary work if you can only get certain limited "
                                    "benefits and you’re working for a:\n\n* charity\n* statutory body")
    asked, answer = talk(engine, module, {"limited benefits": True, "charity": False, "statutory body": True})
    assert answer.label == "yes"
    assert asked == ["Can you only get certain limited benefits?", "Are you working for a charity?",
                     "Are you working for a statutory body?"]
    module = compile_text(compiler, "Workers are also entitled to the minimum wage if they’re:\n\n"
                                    "* foreign workers\n* offshore workers")
    assert [f.question for f in module.user_facts] == ["Are you a foreign worker?", "Are you an offshore worker?",
                                                       "Are you a foreign worker or an offshore worker?"]


@pytest.mark.parametrize("intro", ["You can get a grant if you're getting one of these benefits:",
                                   "To get a grant you must be getting any of these benefits:"])
def test_the_things_an_intro_quantifies_over_with_these_complete_its_verb(compiler, engine, intro):
    module = compile_text(compiler, f"{intro}\n\n* Housing Benefit\n* Income Support")
    asked, answer = talk(engine, module, {"Housing Benefit?": False, "Income Support?": True})
    assert answer.label == "yes"
    assert asked == ["Are you getting Housing Benefit?", "Are you getting Income Support?"]


def test_a_list_of_what_you_do_not_have_to_pay_on_is_of_exemptions(compiler, engine):
    # not a list of things one must not do: any one of them exempts
    module = compile_text(compiler, "You do not have to pay tax on:\n\n* mobility scooters\n* historic vehicles")
    claim = next(c.name for c in module.claims if c.name.startswith("not_"))
    assert claim == "not_have_to_pay_tax"
    assert talk(engine, module, {"scooters?": False, "historic vehicles?": True}, claim=claim)[1].label == "yes"
    assert talk(engine, module, {"scooters?": False, "historic vehicles?": False}, claim=claim)[1].label == "no"


def test_intro_with_a_leading_condition_and_a_list(compiler, engine):
    module = compile_text(compiler, "If you won’t be living in the UK during the qualifying week, you might still "
                                    "get the payment if both the following apply:\n\n* you live in Switzerland\n"
                                    "* you have a genuine link with the UK social security system")
    asked, answer = talk(engine, module, {"living in the UK": False, "Switzerland": True, "genuine link": True})
    assert answer.label == "yes" and len(asked) == 3
    assert all("following" not in question for question in asked)


def test_a_third_party_keeps_its_pronouns(compiler):
    module = compile_text(compiler, "You can nominate to be an authorised representative if the person you intend "
                                    "to represent can no longer manage their own affairs.")
    assert module.user_facts[0].question == ("Can the person you intend to represent no longer manage their own "
                                             "affairs?")


def test_a_condition_continues_after_and(compiler, engine):
    module = compile_text(compiler, "You should also contact the office if you think the amount you’re being paid "
                                    "is wrong and it isn’t your fault.")
    assert module.claims[0].gloss == "you should contact the office"
    asked, answer = talk(engine, module, {"wrong": True, "fault": True})
    assert answer.label == "no" and asked[-1] == "Is it your fault?"
    module = compile_text(compiler, "Some benefits stop if you go back to work, work more hours or earn more money.")
    assert [f.question for f in module.user_facts] == ["Do you go back to work?", "Do you work more hours?",
                                                       "Do you earn more money?",
                                                       "Do you go back to work, work more hours or earn more money?"]


def test_after_asks_whether_it_has_happened(compiler, engine):
    module = compile_text(compiler, "You can’t take Paternity Leave after you take SPL.")
    positive = next(c.name for c in module.claims if not c.name.startswith("not_"))
    asked, answer = talk(engine, module, {"taken SPL": True}, claim=positive)
    assert answer.label == "no" and asked == ["Have you taken SPL?"]


def test_exceptions_in_brackets_and_second_main_clauses(compiler, engine):
    module = compile_text(compiler, "It’s free to apply and the certificates don’t expire (unless the country "
                                    "you’re exporting to specifies a time limit).")
    assert [c.gloss for c in module.claims][0] == "the certificates expire"
    expire = module.claims[0].name
    asked, answer = talk(engine, module, {"time limit": False}, claim=expire)
    assert answer.label == "no" and len(asked) == 1


def test_a_program_that_helps_some_people(compiler, engine):
    module = compile_text(compiler, "The Conservation Stewardship Program (CSP) helps agricultural producers "
                                    "maintain and improve their existing conservation systems.")
    asked, answer = talk(engine, module, {"agricultural producer": False})
    assert answer.label == "no" and asked == ["Are you an agricultural producer?"]


@pytest.mark.parametrize("text, kinds", [
    ("The Farm Service Agency (FSA) offers farm operating loans to family farmers and ranchers to promote, build and "
     "sustain family farms.", ["Are you a family farmer?", "Are you a rancher?"]),
    ("Outpatient dental treatment is available to eligible Veterans and may include the full spectrum of diagnostic, "
     "surgical, restorative, and preventive procedures.", ["Are you an eligible veteran?"]),
    ("The Fishermen's Contingency Fund (FCF) was established to compensate fishermen for economic and property "
     "losses.", ["Are you a fisherman?"]),
    ("The Department of Veterans Affairs (VA) provides a one-time payment to disabled Veterans of no more than "
     "$19,817 toward the purchase of an automobile.", ["Are you a disabled veteran?"]),
    ("Public Housing provides affordable rental houses or apartments for low-income families, people who are "
     "elderly, and people with disabilities.",
     ["Are you a low-income family?", "Are you elderly?", "Do you have disabilities?"]),
])
def test_who_a_program_is_for_is_who_can_get_it(compiler, engine, text, kinds):
    module = compile_text(compiler, text)
    assert [f.question for f in module.user_facts if f.type == "bool"] == kinds  # an amount is a number, no kind
    asked, answer = talk(engine, module, {kind: False for kind in kinds})
    assert answer.label == "no" and asked == kinds
    asked, answer = talk(engine, module, {kinds[-1]: True, "more than $": False, **{kind: None for kind in kinds[:-1]}})
    assert answer.label == "yes"


def test_a_list_about_someone_who_died_asks_about_them_not_the_reader(compiler, engine):
    module = compile_text(compiler, "Gratuitous Service-Disabled Veterans Insurance (S-DVI) (ARH) is granted "
                                    "posthumously to Veterans who:\n\n* Met the basic eligibility requirements for "
                                    "S-DVI; AND\n* Did not apply for S-DVI because of a continued mental incompetence"
                                    "; AND\n* Died before the appointment of a guardian")
    asked, answer = talk(engine, module, {"meet": True, "apply": False, "die": True})
    assert answer.label == "yes"
    assert asked == ["Did the veteran meet the basic eligibility requirements for S-DVI?",
                     "Did the veteran apply for S-DVI because of a continued mental incompetence?",  # the reason stays
                     "Did the veteran die before the appointment of a guardian?"]


def test_a_list_the_user_cannot_answer_item_by_item_is_asked_at_once(compiler, engine):
    module = compile_text(compiler, "You won’t get the National Minimum Wage if you’re:\n\n* a student doing work "
                                    "experience\n* of compulsory school age\n* a volunteer")
    whole = "Are you a student doing work experience, of compulsory school age or a volunteer?"
    assert [f.question for f in module.user_facts][-1] == whole
    assert module.sentence_text(module.user_facts[-1].sentence).startswith("You won’t get")  # it cites the intro
    excluded = next(c.name for c in module.claims if c.name.startswith("not_"))
    asked, answer = talk(engine, module, {whole: True, "student": None, "school age": None, "volunteer": None},
                         claim=excluded)
    assert answer.label == "yes" and asked[-1] == whole and len(asked) == 4
    asked, answer = talk(engine, module, {whole: True, "student": False, "school age": None, "volunteer": None},
                         claim=excluded)
    assert answer.label == "more" and whole not in asked  # an item was answered: the list is not asked again


def test_a_split_condition_is_also_asked_as_written(compiler, engine):
    module = compile_text(compiler, "You can't get it if you make donations through Gift Aid and claim Married "
                                    "Couple's Allowance.")
    whole = "Do you make donations through Gift Aid and claim Married Couple's Allowance?"
    asked, answer = talk(engine, module, {whole: True, "Gift Aid": None, "claim": None})
    assert asked == ["Do you make donations through Gift Aid?", "Do you claim Married Couple's Allowance?", whole]
    assert answer.label == "no"


def test_a_subject_that_lists_kinds_of_people_is_any_of_them(compiler, engine):
    module = compile_text(compiler, "Children in foster care, homeless children, and children from families "
                                    "receiving public assistance (TANF) are also eligible for Head Start.")
    assert module.claims[0].gloss == "you are eligible for Head Start"
    asked, answer = talk(engine, module, {"foster care": False, "homeless": True})
    assert answer.label == "yes" and asked == ["Are you a child in foster care?", "Are you a homeless child?"]
    asked, answer = talk(engine, module, {"foster care": False, "homeless": False, "public assistance": False})
    assert answer.label == "no" and asked[-1] == "Are you a child from families receiving public assistance (TANF)?"


def test_items_that_modify_the_intro_s_last_noun_keep_it(compiler, engine):
    module = compile_text(compiler, "Paid work does not include money paid:\n\n* for a ‘Rent a Room’ scheme\n"
                                    "* as a sports award")
    assert [f.question for f in module.user_facts][:2] == ["Is it money paid for a 'Rent a Room' scheme?",
                                                          "Is it money paid as a sports award?"]


@pytest.mark.parametrize("text, question", [
    ("To qualify, applicants must meet all requirements including:\n\n* Be a family farmer;\n* For direct loans, "
     "be able to show farm managerial experience", "Are you able to show farm managerial experience (for direct loans)?"),
    ("No cooperative may be located in any of the following areas:\n\n* Within one mile of a retailer;\n* Near a "
     "school", "Are you within one mile of a retailer?"),
    ("You must pay back the loan when you sell your home - whichever comes first.", "Do you sell your home?"),
])
def test_item_adjuncts_prepositions_and_reflexives(compiler, text, question):
    module = compile_text(compiler, text)
    assert question in [f.question for f in module.user_facts]


def test_a_ban_on_exports_is_a_ban_on_exporting(compiler, engine):
    """'a ban on most food exports to Russia' reads as 'a ban on exporting food to Russia'."""
    module = compile_text(compiler, "Some countries may have import rules. There is a ban on most food exports to "
                                    "Russia.")
    assert "you can not export food to Russia" in [c.gloss for c in module.claims]
    banned = next(c.name for c in module.claims if c.name.startswith("not_"))
    asked, answer = talk(engine, module, {"food": True, "Russia": True}, claim=banned)
    assert asked == ["Is it food?", "Are you exporting it to Russia?"] and answer.label == "yes"


def test_a_leading_condition_without_its_comma_ends_where_the_subject_starts(compiler, engine):
    module = compile_text(compiler, "If you’re unhappy with the response you can appeal the decision.")
    assert module.claims[0].gloss == "you can appeal the decision"
    asked, answer = talk(engine, module, {"unhappy": False})
    assert answer.label == "no" and asked == ["Are you unhappy with the response?"]


@pytest.mark.parametrize("text", [
    "You can apply for Working Tax Credit even if you don’t have children.",
    "Even if you work, you can claim it.",
])
def test_even_if_is_no_condition(compiler, engine, text):
    module = compile_text(compiler, text)
    asked, answer = talk(engine, module, {})
    assert asked == [] and answer.label == "yes"


def test_whether_or_is_no_condition(compiler, engine):
    module = compile_text(compiler, "All ATV riders under 18 years old, whether they are operators or passengers, "
                                    "must wear protective headgear.")
    asked, answer = talk(engine, module, {"ATV rider": True, "under 18": True})
    assert answer.label == "yes" and asked == ["Are you an ATV rider?", "Are you under 18 years old?"]


def test_items_that_complete_where_are_places(compiler, engine):
    module = compile_text(compiler, "## Statutory Maternity Pay (SMP)\n\nYou may also be able to claim it in:\n\n"
                                    "* Barbados\n* Bosnia and Herzegovina\n* Israel")
    assert [f.question for f in module.user_facts] == ["Are you in Barbados?", "Are you in Bosnia and Herzegovina?",
                                                       "Are you in Israel?",
                                                       "Are you in Barbados, Bosnia and Herzegovina or Israel?"]


def test_things_like_a_list_are_kinds_of_thing(compiler, engine):
    module = compile_text(compiler, "VAT is charged on things like:\n\n* items sold to staff\n"
                                    "* business goods used for personal reasons")
    asked, answer = talk(engine, module, {"item sold": False, "business good": True})
    assert answer.label == "yes"
    assert asked == ["Is it an item sold to staff?", "Is it business goods used for personal reasons?"]


def test_a_list_inside_a_leading_condition(compiler, engine):
    module = compile_text(compiler, "If you commit benefit fraud and you get any of the following, none of your "
                                    "payments can be stopped or reduced:\n\n* Maternity Allowance\n"
                                    "* Statutory Maternity Pay")
    assert module.claims[0].gloss == "your payments can be stopped or reduced"
    negative = module.claims[1].name
    asked, answer = talk(engine, module, {"fraud": True, "Maternity Allowance": False,
                                          "Statutory Maternity Pay": True}, claim=negative)
    assert answer.label == "yes"
    assert asked == ["Do you commit benefit fraud?", "Do you get Maternity Allowance?",
                     "Do you get Statutory Maternity Pay?"]


@pytest.mark.parametrize("text, question", [
    ("You may get a higher rate if you’re returning to work for the first time since:\n\n"
     "* the birth of your child, or\n* your child entered your care",
     "Are you returning to work for the first time since your child entered your care?"),
    ("A borrower must be engaged in a business that will:\n\n* Provide employment, or\n* Reduce reliance on coal",
     "Are you engaged in a business that will reduce reliance on coal?"),
])
def test_an_incomplete_stem_completes_every_item(compiler, text, question):
    assert question in [f.question for f in compile_text(compiler, text).user_facts]


def test_a_heading_that_states_a_case_conditions_the_statements_under_it(compiler, engine):
    module = compile_text(compiler, "### You’re from Algeria, Morocco or Tunisia\n\nYou can’t get Working Tax Credit.")
    positive = next(c.name for c in module.claims if not c.name.startswith("not_"))
    asked, answer = talk(engine, module, {"Algeria": False, "Morocco": True}, claim=positive)
    assert answer.label == "no" and asked == ["Are you from Algeria?", "Are you from Morocco?"]


def test_participle_items_keep_the_copula(compiler):
    module = compile_text(compiler, "You might want to carry on paying National Insurance if you’re:\n\n"
                                    "* planning to come back to the UK\n* going to claim the State Pension later")
    assert [f.question for f in module.user_facts] == [
        "Are you planning to come back to the UK?", "Are you going to claim the State Pension later?",
        "Are you planning to come back to the UK or going to claim the State Pension later?"]


def test_a_need_after_a_leading_condition_is_the_conclusion(compiler, engine):
    module = compile_text(compiler, "If you’re a couple or part of a family, you need to register.")
    assert module.claims[0].gloss == "you need to register"
    asked, answer = talk(engine, module, {"couple": False, "family": True})
    assert answer.label == "yes" and len(asked) == 2


def test_check_if_under_a_check_if_heading(compiler, engine):
    module = compile_text(compiler, "### Check if you need a plant passport\n\nCheck if your plant is:\n\n"
                                    "* listed on passport application form PHAR 3 (PDF, 1.22MB, 4 pages)\n"
                                    "* at risk of xylella fastidiosa (PDF, 243KB, 1 page)")
    assert module.claims[0].gloss == "you need a plant passport"
    asked, answer = talk(engine, module, {"PHAR 3": False, "xylella": True})
    assert answer.label == "yes"
    assert asked == ["Is your plant listed on passport application form PHAR 3?",
                     "Is your plant at risk of xylella fastidiosa?"]


def test_they_is_the_third_party_named_before(compiler):
    module = compile_text(compiler, "You might inherit part of your partner’s pension if your marriage began before "
                                    "2016 and one of the following applies:\n\n* your partner reached State Pension "
                                    "age before 6 April 2016\n* they died before 6 April 2016")
    assert "Did your partner die before 6 April 2016?" in [f.question for f in module.user_facts]
    module = compile_text(compiler, "Workers are entitled to the minimum wage if they’re:\n\n* seafarers")
    assert [f.question for f in module.user_facts] == ["Are you a seafarer?"]  # no third party: the reader


def test_they_after_both_of_them_is_both(compiler):
    """'the claim for both of them if they live with you' asked 'Does your child live with you?'
    and glossed 'the claim for both of your child'."""
    module = compile_text(compiler, "## Your child is under 16\n\nIf your child has a baby, you can make the claim "
                                    "for both of them if they live with you.")
    assert [f.question for f in module.user_facts] == ["Does your child have a baby?",
                                                       "Do both of them live with you?"]
    assert module.claims[0].gloss.startswith("you can make the claim for both of them")


def test_a_list_of_what_someone_shouldnt_be(compiler, engine):
    module = compile_text(compiler, "## Child Support representative\n\nThis person must be 18 or older. They "
                                    "shouldn’t be:\n\n* a child you get child support for\n"
                                    "* the other parent in your child support case")
    assert [f.question for f in module.user_facts][1:] == [
        "Is this person a child you get child support for?",
        "Is this person the other parent in your child support case?"]
    asked, answer = talk(engine, module, {"child support for": False, "other parent": True})
    assert answer.label == "no" and len(asked) == 2


def test_to_do_something_you_need_something(compiler, engine):
    module = compile_text(compiler, "To export livestock outside the EU you usually need an Export Health "
                                    "Certificate (EHC).")
    export = next(c.name for c in module.claims if c.gloss.startswith("you can export"))
    asked, answer = talk(engine, module, {"Export Health Certificate": False}, claim=export)
    assert answer.label == "no" and asked == ["Do you have an Export Health Certificate (EHC)?"]


def test_an_option_for_some_people(compiler, engine):
    module = compile_text(compiler, "The Direct Express card is a prepaid debit card option for federal benefit "
                                    "recipients to receive their benefits electronically.")
    asked, answer = talk(engine, module, {"federal benefit recipient": True})
    assert answer.label == "yes" and asked == ["Are you a federal benefit recipient?"]


def test_a_restriction_with_a_pointer_elsewhere(compiler, engine):
    module = compile_text(compiler, "Pedestrians MUST NOT be on motorways or slip roads except in an emergency "
                                    "(see Rule 271 and Rule 275).")
    allowed = next(c.name for c in module.claims if not c.name.startswith("not_"))
    asked, answer = talk(engine, module, {"pedestrian": True, "emergency": True}, claim=allowed)
    assert answer.label == "yes" and asked == ["Are you a pedestrian?", "Is it an emergency?"]


def test_definition_lists_what_counts(compiler, engine):
    module = compile_text(compiler, "Digital services include things like broadcasting, downloadable music "
                                    "and games.")
    asked, answer = talk(engine, module, {"broadcasting": False, "music": False, "games": True})
    assert answer.label == "yes"
    assert asked[0] == "Is the service broadcasting?"


def test_a_coordination_gives_each_member_its_own_article(compiler):
    module = compile_text(compiler, "## Who can’t get it\n\nYou can’t get Crisis Payment if you’ve received a "
                                    "Disaster Recovery Payment or another disaster relief payment for the same event.")
    assert "Have you received another disaster relief payment for the same event?" in [
        f.question for f in module.user_facts]


def test_a_requirement_after_an_exclusion_is_one_of_what_is_excluded(compiler, engine):
    module = compile_text(compiler, "#  6. Immigration control\n\nYou usually can’t get tax credits if you’re "
                                    "‘subject to immigration control’, although there are some exceptions. You’ll "
                                    "still need to meet the other qualifying rules, eg work the right number of hours.")
    answers = {"immigration control": False, "qualifying rules": False}
    asked, answer = talk(engine, module, answers, claim="can_get_tax_credits")
    assert answer.label == "no" and any("qualifying rules" in q for q in asked)
    # it is no second way to be excluded
    assert talk(engine, module, answers, claim="not_can_get_tax_credits")[1].label == "no"


def test_what_the_reader_must_give_further_on_is_asked_of_no_exclusion(compiler, engine):
    """'You'll have to pay rent to your landlord' belongs to the sentence before it, which states
    no rule: neither a way to be excluded nor someone the reader is ('Are you your landlord?')."""
    module = compile_text(compiler, "### Universal Credit\n\nYou usually can’t get Universal Credit and Housing "
                                    "Benefit at the same time (unless you’re in certain kinds of supported housing). "
                                    "You can get help paying for housing with your Universal Credit payment instead. "
                                    "You’ll have to pay rent to your landlord directly.")
    assert [f.question for f in module.user_facts if "landlord" in f.question] == [
        "Do you pay rent to your landlord directly?"]
    asked, answer = talk(engine, module, {"supported housing": False, "landlord": True, "Housing Benefit": True},
                         claim="not_can_get_universal_credit")
    assert answer.label == "yes" and asked[0] == "Are you in certain kinds of supported housing?"
    assert not any("landlord" in question for question in asked)


@pytest.mark.parametrize("text, condition", [
    ("#  8. Cancel registration\n\nYou must cancel within 30 days if you stop being eligible or you may be charged "
     "a penalty.", "Do you stop being eligible?"),
    ("#  7. Changes to your details\n\nYou need to tell HM Revenue and Customs (HMRC) about any changes to your "
     "name within 30 days or you could face a financial penalty.",
     "Do you tell HM Revenue and Customs (HMRC) about any changes to your name within 30 days?"),
])
def test_what_follows_a_broken_obligation_is_no_condition(compiler, text, condition):
    asked = [f.question for f in compile_text(compiler, text).user_facts]
    assert asked == [condition]


def test_a_way_to_do_something_is_what_is_required_not_a_purpose(compiler):
    module = compile_text(compiler, "### Your obligations for using Centrepay\n\nYou must have a way to handle "
                                    "complaints and resolve disputes with your customers.")
    assert [f.question for f in module.user_facts] == [
        "Do you have a way to handle complaints and resolve disputes with your customers?"]
    # a licence to sell is one's purpose
    licence = compile_text(compiler, "You must have a licence to sell alcohol.")
    assert [c.gloss for c in licence.claims] == ["you can sell alcohol"]
    assert [f.question for f in licence.user_facts] == ["Do you have a licence?"]


def test_what_a_rule_means_follows_under_its_condition(compiler, engine):
    module = compile_text(compiler, "#  6. Inheriting Additional State Pension\n\nIf your spouse or civil partner died "
                                    "within 90 days of topping up their State Pension, the top up should have been "
                                    "refunded to their estate. This means you won’t inherit the top up as part of "
                                    "their Additional State Pension.")
    claim = "will_inherit_top_up_as_part_of_their"
    assert claim in [c.name for c in module.claims]
    asked, answer = talk(engine, module, {"90 days": True}, claim=claim)
    assert answer.label == "no" and asked == [
        "Did your spouse or civil partner die within 90 days of topping up their State Pension?"]
    assert talk(engine, module, {"90 days": False}, claim=claim)[1].label == "yes"


def test_the_cause_in_a_list_intro_is_a_condition_too(compiler, engine):
    module = compile_text(compiler, "Clothing Allowance is an annual sum of money paid to any Veteran who, because of "
                                    "a service-connected disability:\n\n* Wears or uses a prosthetic or orthopedic "
                                    "appliance which tends to wear or tear clothing, OR\n* Uses medication prescribed "
                                    "for a skin condition")
    asked, answer = talk(engine, module, {"service-connected disability": False, "prosthetic": True})
    assert answer.label == "no" and asked == ["Do you have a service-connected disability?"]
    assert talk(engine, module, {"service-connected disability": True, "prosthetic": True})[1].label == "yes"


def test_they_in_a_condition_is_the_third_party_the_sentence_is_about(compiler):
    module = compile_text(compiler, "### Housing Benefit paid directly to your landlord\n\nYour landlord may be "
                                    "asked to repay the money if they’re responsible for an overpayment.")
    assert [f.question for f in module.user_facts] == ["Is your landlord responsible for an overpayment?"]


def test_a_description_has_a_claim_and_no_questions(compiler, engine):
    module = compile_text(compiler, "The Social Security Retirement Insurance Benefits are a federally funded "
                                    "program administered by the U.S. Social Security Administration (SSA).")
    assert not module.user_facts and module.claims
    asked, answer = talk(engine, module, {})
    assert asked == [] and answer.label == "yes"


def test_every_clause_cites_the_sentence_it_came_from(compiler):
    text = "## Eligibility\n\nYou can get it if you:\n\n* are 18\n* live here\n\nYou can't get it if you are in prison."
    module = compile_text(compiler, text)
    for fact in module.user_facts:
        cited = module.sentence_text(fact.sentence).lower()
        keyword = {"are_18": "18", "live_here": "live here"}.get(fact.name, "prison")
        assert keyword in cited, (fact.name, cited)
    assert all(c.sentence is not None for c in module.clauses)


@pytest.mark.parametrize("text", [
    ":- initialization(shell('touch /tmp/pwned')). You can get it if you halt.",
    "You can get 'it' if you're \"quoted\" \\ back\\slashed and use ') :- halt. %",
    "Vous pouvez obtenir l'allocation si vous avez plus de 60 ans.",
    "如果你住在英国，你可以申请。",
    "يمكنك الحصول على الإعانة إذا كنت تعيش في المملكة المتحدة.",
    "You can get it if you " + "really " * 20000 + "want it.",
    "* " * 500,
    "#\n##\n###",
])
def test_hostile_text_compiles_to_safe_identifiers_and_strings(compiler, engine, text, tmp_path):
    try:
        module = compile_text(compiler, text)
    except ModuleError:
        return  # "no rule found" is a fine answer for text without words
    for fact in module.user_facts:
        assert SAFE_NAME.match(fact.name), fact.name
    for claim in module.claims:
        assert SAFE_NAME.match(claim.name), claim.name
    assert read_module(write_module(module)) == module
    engine.load(module)
    assert not Path("/tmp/pwned").exists()


def test_empty_text_is_a_clear_error(compiler):
    with pytest.raises(ModuleError, match="no rule"):
        compiler.synthesize(Chunk("empty", "   \n  "))


def test_slug_is_safe_and_readable():
    assert slug("you can't get Statutory Maternity Pay (SMP)") == "cannot_get_statutory_maternity_pay_smp"
    assert slug("you’re 60 or over") == "are_60_or_over"
    assert SAFE_NAME.match(slug("££££")) and SAFE_NAME.match(slug("1935 rules"))


def assert_all_compile(compiler, texts: dict[str, str]) -> None:
    """Each text compiles to a module that validates and reads back; most of them (a compiler
    that finds conditions in few has regressed) give conditions to ask."""
    with_facts = 0
    for text_id, text in texts.items():
        module = compiler.synthesize(Chunk(text_id, text))
        validate_module(module)
        assert read_module(write_module(module)) == module
        with_facts += bool(module.user_facts)
    assert with_facts > 0.75 * len(texts)


@pytest.mark.slow  # compiles all 585 ShARC rule texts: 7.6-21 s on 2 cores, depending on the load and what ran before
def test_all_shared_rule_texts_compile_to_valid_modules(compiler, rule_texts):
    assert_all_compile(compiler, rule_texts)


@pytest.mark.parametrize("name", ["written_rules.jsonl", "written_rules_5.jsonl", "written_rules_7.jsonl",
                                  "written_rules_9.jsonl"])
def test_rule_texts_of_other_genres_compile_to_valid_modules(compiler, name):
    """Texts written outside ShARC's pages (policy wordings, longer guidance) compile as its texts do."""
    path = Path(__file__).resolve().parents[1] / "data" / name
    rows = map(json.loads, path.read_text(encoding="utf-8").splitlines())
    assert_all_compile(compiler, {row["tree_id"]: row["snippet"] for row in rows})


def test_what_need_not_hold_is_no_condition(compiler, engine):
    module = compile_text(compiler, "## Your National Insurance record\n\nYou’ll usually need at least 10 qualifying "
                                    "years on your National Insurance record to get any State Pension. They don’t "
                                    "have to be 10 qualifying years in a row.", "ni")
    assert not any("in a row" in f.question for f in module.user_facts)
    asked, answer = talk(engine, module, {"National Insurance record": False}, claim="can_get_any_state_pension")
    assert answer.label == "no"
    assert asked == ["Do you have at least 10 qualifying years on your National Insurance record?"]


def test_a_list_that_continues_an_and_needs_every_item(compiler, engine):
    module = compile_text(compiler, "You can get a travel grant if you're 18 or over and you:\n\n* live in Wales\n"
                                    "* study full time\n")
    asked, answer = talk(engine, module, {"How old": 19, "18 or over": True, "Wales": True, "full time": False})
    assert answer.label == "no" and "Do you study full time?" in asked
    asked, answer = talk(engine, module, {"How old": 19, "18 or over": True, "Wales": True, "full time": True})
    assert answer.label == "yes"
    module = compile_text(compiler, "You can apply for this visa if you're sponsored and you've:\n\n"
                                    "* finished a degree in medicine\n* received that degree from a Tier 4 sponsor\n")
    asked, answer = talk(engine, module, {"sponsored": True, "finish": True, "receive": False})
    assert answer.label == "no" and len(asked) == 3


def test_a_capitalised_kind_of_person_is_the_user(compiler, engine):
    module = compile_text(compiler, "Combat Veterans who served in a theater of combat operations after November 11, "
                                    "1998 are eligible to enroll in PG 6. Members of the Reserves may be eligible for "
                                    "PG 7 as well.")
    asked, answer = talk(engine, module, {"Combat veteran?": True, "serve in a theater": False},
                         claim="are_eligible_to_enroll_in_pg_6")
    assert answer.label == "no"
    assert asked == ["Are you a Combat veteran?", "Did you serve in a theater of combat operations after November 11, "
                                                  "1998?"]
    assert "you may be eligible for PG 7" in [c.gloss for c in module.claims]  # not '... as well'


def test_an_alternative_in_brackets_and_an_example_mark_are_no_conditions(compiler, engine):
    module = compile_text(compiler, "You can claim in advance by up to 13 weeks (or 17 weeks if you’re aged 60 or "
                                    "over), for example if you’re moving.")
    asked, answer = talk(engine, module, {"moving": True})
    assert asked == ["Are you moving?"] and answer.label == "yes"


def test_list_items_that_name_things_are_asked_of_the_thing(compiler, engine):
    """'You can claim expenses for: * meals': the item is what is claimed ('Is it a meal?'),
    not the user ('Are you a meal?'); a name takes no article; a kind of person is the user."""
    module = compile_text(compiler, "You may be able to claim for reasonable expenses, for example:\n\n* meals\n"
                                    "* loss of earnings\n* Carer’s Allowance\n* carers\n")
    questions = [f.question for f in module.user_facts]
    assert questions[:4] == ["Is it a meal?", "Is it a loss of earnings?", "Is it Carer's Allowance?",
                             "Are you a carer?"]
    asked, answer = talk(engine, module, {"meal?": False, "earnings?": True})
    assert answer.label == "yes" and asked == ["Is it a meal?", "Is it a loss of earnings?"]


def test_a_maximum_is_a_requirement_on_what_you_need(compiler, engine):
    """'The maximum X is N [for A and M for B]': needing more than the maximum (for what the
    loan is for) is a no, asked as what the user needs."""
    module = compile_text(compiler, "The maximum length of the grant is 5 years for research and 2 years for travel. "
                                    "The maximum grant amount is $50,000.")
    assert [c.gloss for c in module.claims] == ["you can get the grant"]
    asked, answer = talk(engine, module, {"for research?": True, "more than 5 years?": False,
                                          "more than $50,000?": True})
    assert asked == ["Is the grant for research?", "Do you need the grant for more than 5 years?",
                     "Do you need a grant of more than $50,000?"] and answer.label == "no"
    asked, answer = talk(engine, module, {"for research?": False, "for travel?": True, "more than 2 years?": False,
                                          "more than $50,000?": False})
    assert answer.label == "yes"
    asked, answer = talk(engine, module, {"for research?": False, "for travel?": False})
    assert answer.label == "no"


def test_a_permission_up_to_an_amount_holds_within_it(compiler, engine):
    """'may obtain X for up to $N': needing more than N is a no. Two limits on two things are
    alternatives, each for the thing you need; a count is a limit too; a thing 'worth up to'
    is asked what it is worth. Before, the amounts were lost ('Are you eligible?' alone) and
    a sentence with no other condition stated no rule."""
    module = compile_text(compiler, "Eligible applicants may obtain direct loans for up to a maximum indebtedness of "
                                    "$300,000, and guaranteed loans for up to a maximum indebtedness of $1,392,000.")
    asked, answer = talk(engine, module, {"direct loan?": True, "more than $300,000?": True,
                                          "a loan?": False, "guaranteed loan?": False})
    assert asked[:2] == ["Do you need a direct loan?", "Do you need a direct loan of more than $300,000?"]
    assert answer.label == "no"
    asked, answer = talk(engine, module, {"direct loan?": True, "more than $300,000?": False})
    assert answer.label == "yes"
    module = compile_text(compiler, "A Business can have up to 30,000 brochures free each year.")
    asked, answer = talk(engine, module, {"business?": True, "more than 30,000 brochures?": True})
    assert asked == ["Are you a Business?", "Do you need more than 30,000 brochures?"] and answer.label == "no"
    module = compile_text(compiler, "You can usually take any pension worth up to £10,000 in one go.")
    asked, answer = talk(engine, module, {"worth more than £10,000?": False})
    assert asked == ["Is your pension worth more than £10,000?"] and answer.label == "yes"


@pytest.mark.parametrize("text", [
    "You can suspend, increase or decrease deductions for up to 13 weeks.",  # how long, not how much you need
    "The basic amount of Working Tax Credit is up to £1,960 a year - you could get more depending on your income.",
])
def test_a_period_or_a_description_up_to_an_amount_is_no_limit(compiler, text):
    assert not any("more than" in f.question for f in compile_text(compiler, text).user_facts)


def test_they_after_you_are_someone_else(compiler):
    """'you hire them': them is the nanny, not the user; 'applicants ... their' is the user's."""
    module = compile_text(compiler, "You're the employer of a nanny if both:\n\n* you hire them\n"
                                    "* you pay their wages\n")
    assert [f.question for f in module.user_facts][:2] == ["Do you hire them?", "Do you pay their wages?"]
    module = compile_text(compiler, "To apply, applicants must have lived in their home for 2 years.")
    assert "Have you lived in your home for 2 years?" in [f.question for f in module.user_facts]


def test_until_is_a_condition_that_has_not_happened_yet(compiler, engine):
    module = compile_text(compiler, "If you're still receiving the benefit, the amount you get will be reduced until "
                                    "you've paid back the money. Payments continue until 6 April.")
    claim = next(c.name for c in module.claims if "reduced" in c.gloss)
    asked, answer = talk(engine, module, {"receiving": True, "paid back": False}, claim=claim)
    assert asked == ["Are you still receiving the benefit?", "Have you paid back the money?"]
    assert answer.label == "yes"
    asked, answer = talk(engine, module, {"receiving": True, "paid back": True}, claim=claim)
    assert answer.label == "no"
    assert not any("April" in f.question for f in module.user_facts)  # a date is no clause


def test_two_common_nouns_after_a_preposition_are_one_reason(compiler):
    """'due to a medical condition or disability' is one question; named places are still asked
    one at a time."""
    module = compile_text(compiler, "You can act for someone if they can no longer manage their affairs due to a "
                                    "medical condition or disability.")
    assert len(module.user_facts) == 1 and "medical condition or disability?" in module.user_facts[0].question
    module = compile_text(compiler, "You can't get the payment if you live in Cyprus or Malta.")
    assert [f.question for f in module.user_facts][:2] == ["Do you live in Cyprus?", "Do you live in Malta?"]


def test_the_following_must_apply_concludes_the_sentence_before(compiler, engine):
    """'You may still get X. All of the following must apply: * ...': the list is what X needs;
    under a heading that states the situation, the list replaces the heading as the condition."""
    module = compile_text(compiler, "### Someone else supports you\n\nYou may still be able to get the grant. All of "
                                    "the following must apply:\n\n* your sponsor has signed a statement\n"
                                    "* your sponsor lives in the UK\n")
    assert [c.gloss for c in module.claims] == ["you may be able to get the grant"]
    asked, answer = talk(engine, module, {"signed": True, "in the UK": True})
    assert asked == ["Has your sponsor signed a statement?", "Does your sponsor live in the UK?"]
    assert answer.label == "yes"
    item = compile_text(compiler, "A trust may apply if it meets the rules:\n\n* A charity owns it\n* The board agrees\n")
    assert not any(" A " in f.question or "The board" in f.question for f in item.user_facts)


def test_a_kind_with_a_clause_is_asked_in_two_parts(compiler, engine):
    """'designed to assist for-profit businesses that are not able to get other financing': what
    you are, then what holds of you, asked positively (the negation lives in the rule)."""
    module = compile_text(compiler, "The loan program is designed to assist for-profit businesses that are not able "
                                    "to get other financing.")
    asked, answer = talk(engine, module, {"for-profit business?": True, "able to get other financing?": False})
    assert asked == ["Are you a for-profit business?", "Are you able to get other financing?"]
    assert answer.label == "yes"
    asked, answer = talk(engine, module, {"for-profit business?": True, "able to get other financing?": True})
    assert answer.label == "no"
    asked, answer = talk(engine, module, {"that is not able": True, "for-profit business?": None,
                                          "able to get other financing?": None})
    assert answer.label == "yes" and len(asked) == 3  # the whole, when neither part can be answered


def test_regardless_of_and_an_ellipsis_are_no_conditions(compiler):
    module = compile_text(compiler, "You should file for a renewal by submitting a new form and filing fee (if "
                                    "required) if your permit has expired.")
    assert [f.question for f in module.user_facts] == ["Has your permit expired?"]
    module = compile_text(compiler, "You can get a loan if you suffer substantial economic injury, regardless of "
                                    "whether you sustained physical damage.")
    assert [f.question for f in module.user_facts] == ["Do you suffer substantial economic injury?"]


def test_two_adjectives_of_one_kind_are_one_kind(compiler):
    """'small businesses or private, non-profit organizations': two kinds, not three."""
    module = compile_text(compiler, "The program can provide up to $2 million to small businesses or private, "
                                    "non-profit organizations.")
    questions = [f.question for f in module.user_facts]
    assert "Are you a small business?" in questions and "Are you a private, non-profit organization?" in questions
    assert "Are you a private?" not in questions


def test_what_gives_authority_is_what_you_must_have(compiler, engine):
    """'X and Y give authority to: * view claims': a claim per item, true if you have either;
    a sentence alike ('X gives automatic authority to level 8') is one claim."""
    module = compile_text(compiler, "### Register for Aged Care Online Claiming\n\nResidential Care level 8 and Home "
                                    "Care level 10 give authority to:\n\n* view care recipient information\n"
                                    "* lodge data for file upload, and\n")
    assert [c.gloss for c in module.claims] == ["you have authority to view care recipient information",
                                                "you have authority to lodge data for file upload"]
    asked, answer = talk(engine, module, {"Residential Care level 8": False, "Home Care level 10": True})
    assert asked == ["Do you have Residential Care level 8 authority?", "Do you have Home Care level 10 authority?"]
    assert answer.label == "yes"
    asked, answer = talk(engine, module, {"Residential Care level 8": False, "Home Care level 10": False},
                         claim=module.claims[1].name)
    assert answer.label == "no"
    module = compile_text(compiler, "Residential Care level 13 gives automatic authority to level 8.")
    assert [f.question for f in module.user_facts] == ["Do you have Residential Care level 13 authority?"]
    assert module.claims[0].gloss == "you have authority to level 8"


def test_what_you_must_do_before_an_action_is_asked_as_done(compiler, engine):
    """'You must X before you Y': you can Y once you have done X; what you must not do first
    ('You don't need to have claimed before you moved') is no requirement."""
    module = compile_text(compiler, "You must either ask for mandatory reconsideration or take other steps before "
                                    "you appeal to the tribunal.")
    assert module.claims[0].gloss == "you can appeal to the tribunal"
    asked, answer = talk(engine, module, {"asked for mandatory reconsideration": False})
    assert asked == ["Have you asked for mandatory reconsideration or taken other steps?"]
    assert answer.label == "no"
    module = compile_text(compiler, "You must usually apply for your plants to be tested before you get a plant "
                                    "health certificate.")
    assert [f.question for f in module.user_facts] == ["Have you applied for your plants to be tested?"]
    module = compile_text(compiler, "You don't need to have claimed in the UK before you moved.")
    assert "Have you claimed in the UK?" not in [f.question for f in module.user_facts]


def test_they_after_a_kind_of_person_subject_is_the_user(compiler):
    """'Non-residents may have to pay ... if they return': the user is the non-resident
    (the small model splits 'Non-residents' into three subject tokens)."""
    module = compile_text(compiler, "Non-residents may have to pay UK tax on overseas property if they return to the "
                                    "UK within 5 years of leaving.")
    assert [f.question for f in module.user_facts] == ["Do you return to the UK within 5 years of leaving?"]


def test_what_those_who_do_something_need_to_do_is_what_doing_it_takes(compiler, engine):
    """'Businesses that use Centrepay need to: * ...' concludes that you can use Centrepay,
    with the items as its requirements (the kind is no question of its own)."""
    module = compile_text(compiler, "Businesses that use Centrepay need to:\n\n* keep records of payments for up to "
                                    "2 years\n* notify us of any changes to your business\n")
    assert [c.gloss for c in module.claims] == ["you can use Centrepay"]
    asked, answer = talk(engine, module, {"keep records": True, "notify us": False})
    assert asked == ["Do you keep records of payments for up to 2 years?",
                     "Do you notify us of any changes to your business?"]
    assert answer.label == "no"


def test_a_stem_ending_in_but_is_a_condition_of_its_own(compiler, engine):
    """'if you've been living in the UK for fewer than 5 years, but: * ...': the stem holds and
    one of the items does; a '- if you had more than one -' aside leaves the item whole."""
    module = compile_text(compiler, "You may also be able to get tax credits if you've lived in the UK for fewer "
                                    "than 5 years, but:\n\n* your sponsor has died\n* all your sponsors - if you "
                                    "had more than one - have died\n")
    assert [f.question for f in module.user_facts if f.type == "bool"] == ["Has your sponsor died?",
                                                                          "Have all your sponsors died?"]
    _, answer = talk(engine, module, {"lived in the UK": 7, "your sponsor died": True, "sponsors died": True})
    assert answer.label == "no"
    _, answer = talk(engine, module, {"lived in the UK": 3, "your sponsor died": False, "sponsors died": True})
    assert answer.label == "yes"


def test_a_noun_the_parser_takes_for_a_verb_after_a_coordination_is_its_head(compiler):
    """'while on maternity, adoption or paternity leave': the small model makes 'leave' a verb
    of its own ('Are you leave?'); it is the head the coordinated nouns share."""
    module = compile_text(compiler, "Employees have the right to be offered any suitable alternative job if they're "
                                    "selected for redundancy while on maternity, adoption or paternity leave.")
    questions = [f.question for f in module.user_facts]
    assert "Are you leave?" not in questions
    assert "Are you selected for redundancy while on maternity, adoption or paternity leave?" in questions


def test_a_kind_of_people_doing_something_is_asked_of_the_user(compiler):
    """'* self-employed people running their own business': the parser makes it a clause
    ('Do self-employed people running ...?'); it is a kind of person the user may be."""
    module = compile_text(compiler, "The following types of workers aren't entitled to the National Minimum Wage:\n\n"
                                    "* self-employed people running their own business\n* company directors\n")
    questions = [f.question for f in module.user_facts]
    assert questions[:2] == ["Are you self-employed running your own business?", "Are you a company director?"]


def test_a_sentence_that_holds_either_way_is_no_condition(compiler, engine):
    """'* have other payment methods. It's their choice to use Centrepay or not': the second
    sentence says something either way, so it is not asked ('Is It your choice ... or?')."""
    module = compile_text(compiler, "Businesses that use Centrepay need to:\n\n* have other payment methods for "
                                    "your customers. It's their choice to use Centrepay or not\n* keep records\n")
    asked, answer = talk(engine, module, {"payment methods": True, "records": True})
    assert asked == ["Do you have other payment methods for your customers?", "Do you keep records?"]
    assert answer.label == "yes"


@pytest.mark.parametrize("text, question", [
    ("You can claim Child Benefit for your child if they're under 16.", "How old is your child?"),
    ("You can get your partner's pension if they died before 2016.", "Did your partner die before 2016?"),
    ("You can't inherit your spouse or civil partner's Additional State Pension if they died before they reached "
     "their State Pension age.", "Did your spouse or civil partner die before they reached their State Pension age?"),
])
def test_they_after_a_third_party_named_in_the_same_sentence_is_that_party(compiler, text, question):
    """'for your child if they're under 16': they is the child, not the reader; named once,
    the rest of the clause keeps its pronouns."""
    assert compile_text(compiler, text).user_facts[0].question == question


def test_not_after_the_verb_is_the_rules_even_where_the_parser_hangs_it_on_the_complement(compiler, engine):
    """'they're not self-employed or paid through an agency': the question asks it positively
    and the rule holds the negation (it asked 'Are you not self-employed ...?')."""
    module = compile_text(compiler, "You're usually considered the employer of a nanny if both:\n\n* you hire them\n"
                                    "* they're not self-employed or paid through an agency")
    asked, answer = talk(engine, module, {"hire": True, "agency": True})
    assert asked[-1] == "Are you self-employed or paid through an agency?"
    assert answer.label == "no"


def test_a_verb_without_a_subject_shares_the_nearest_one_before_it(compiler, engine):
    """'you are still eligible but your EAD will be expiring or has expired': the EAD has
    expired (it asked 'Have you expired?'), and the first clause holds with either of the
    others (they were read as three alternatives)."""
    module = compile_text(compiler, "If you are still eligible for employment authorization but your EAD will be "
                                    "expiring or has expired, you should file for a renewal EAD.")
    questions = [f.question for f in module.user_facts]
    assert "Has your EAD expired?" in questions
    asked, answer = talk(engine, module, {"eligible": False, "expir": True})
    assert answer.label == "no" and len(asked) == 1


def test_a_connective_before_a_noun_stays_in_its_clause(compiler):
    """'under 15 years old and the passenger of a motorcycle, or are the driver of ...': the
    'and' joins no verbs (it asked 'Are you under 15 years old the passenger of ...?')."""
    module = compile_text(compiler, "If you are under 15 years old and the passenger of a motorcycle, or are the "
                                    "driver of an off-road motorcycle, you must wear protective headgear.")
    assert "Are you under 15 years old and the passenger of a motorcycle?" in [f.question for f in module.user_facts]


def test_clauses_with_their_own_subjects_keep_their_own_connectives(compiler, engine):
    """'you work 16 hours and your partner is ill, is a carer, or is in hospital': the first,
    and any of the partner's three (all four were alternatives, asked of 'you')."""
    module = compile_text(compiler, "You can claim if both:\n\n* you live in England\n* you work at least 16 hours "
                                    "a week and your partner is ill, is entitled to Carer's Allowance, or is in "
                                    "hospital or prison")
    questions = [f.question for f in module.user_facts]
    assert "Is your partner entitled to Carer's Allowance?" in questions
    assert "Is your partner in hospital or prison?" in questions
    _, answer = talk(engine, module, {"England": True, "16 hours a week and": None, "16 hours": False, "ill": True})
    assert answer.label == "no"
    _, answer = talk(engine, module, {"England": True, "16 hours a week and": None, "16 hours": True, "ill": False,
                                      "Carer": False, "hospital": True})
    assert answer.label == "yes"


def test_the_thing_named_before_is_that_thing_and_its_rules_one_claim(compiler, engine):
    """'the card' after 'a Carer Concession Card', 'the allowance' under the heading 'Carer's
    Allowance': the exclusion is of the claim the text is about, not a claim of its own."""
    module = compile_text(compiler, "You can get a Carer Concession Card if you care for someone. You can't get "
                                    "the card if you already have a Low Income Card.")
    assert [c.gloss for c in module.claims] == ["you can get a Carer Concession Card",
                                                "you can not get a Carer Concession Card"]
    asked, answer = talk(engine, module, {"care": True, "Low Income": True})
    assert answer.label == "no" and asked == ["Do you care for someone?", "Do you already have a Low Income Card?"]
    module = compile_text(compiler, "# Carer's Allowance\n\nYou can't get the allowance if you study full time.")
    assert "you can not get Carer's Allowance" in [c.gloss for c in module.claims]
    # a name's last word, not a word inside it ('the tax year' is no Capital Gains Tax year), and
    # one name only: two cards named before are not made one of them; what is denied of 'the
    # card' is denied of the claim that named both
    module = compile_text(compiler, "Use the Capital Gains Tax calculator. You can't use it if you sold shares "
                                    "in the tax year.")
    assert "Capital Gains Tax year" not in " ".join(f.question for f in module.user_facts)
    module = compile_text(compiler, "You can get a Blue Card or a Gold Card if you are over 60. You can't get "
                                    "the card if you live abroad.")
    assert [c.gloss for c in module.claims] == ["you can get a Blue Card or a Gold Card",
                                                "you can not get a Blue Card or a Gold Card"]
    module = compile_text(compiler, "You need a hunting licence to hunt deer. You can't get a licence if you have "
                                    "a conviction.")  # what one needs is not what one can get
    assert "you can not get a licence" in [c.gloss for c in module.claims]


def test_one_standing_for_a_thing_named_before_is_that_thing(compiler):
    module = compile_text(compiler, "The tribunal will provide you with an interpreter if you've asked for one.")
    assert [f.question for f in module.user_facts] == ["Have you asked for an interpreter?"]
    module = compile_text(compiler, "You may get the grant if you're hired for one day.")
    assert "one day" in module.user_facts[0].question


def test_a_citation_is_neither_condition_nor_conclusion(compiler, engine):
    """'As stated in Title 29-A ...' says where the rule is written: it was asked ('Must you As
    stated in Title 29-A, ... use your headlights?') and, mid-sentence, became the claim."""
    module = compile_text(compiler, "As stated in Title 29-A, 2067 of the Maine Revised Statutes, you must use your "
                                    "headlights:\n\n* The period between sunset to sunrise.\n* Whenever weather makes it "
                                    "difficult to see.\n* Whenever you use your windshield wipers.")
    assert [c.name for c in module.claims] == ["must_use_your_headlights"]
    asked, answer = talk(engine, module, {"sunset": False, "weather": False, "wipers": True})
    assert asked == ["Is it the period between sunset to sunrise?", "Does weather make it difficult to see?",
                     "Do you use your windshield wipers?"]
    assert answer.label == "yes"
    module = compile_text(compiler, "Children from families with low income, according to the Poverty Guidelines "
                                    "published by the Federal government, are eligible for Head Start services.")
    assert [c.name for c in module.claims] == ["are_eligible_for_head_start_services"]


def test_a_kind_except_another_is_the_one_and_not_the_other(compiler, engine):
    """'All businesses except partnerships must file': it asked 'Are you a business except partnerships?'."""
    module = compile_text(compiler, "All businesses except partnerships must file an annual income tax return.")
    asked, answer = talk(engine, module, {"business": None, "partnership": True})
    assert asked == ["Are you a business?", "Are you a partnership?"]
    assert answer.label == "no"


def test_a_purpose_governs_every_requirement_clause_of_its_sentence(compiler, engine):
    """'To qualify, you must be X, your child must have Y, and you or your family member must be
    Z': three requirements of the purpose (it asked one question of all three, then split the
    last off as a requirement of the heading)."""
    module = compile_text(compiler, "## General Program Requirements\n\nIn order to qualify for this benefit "
                                    "program, you must be a Native American, your child must have a disability, "
                                    "and you or your family member must be enrolled in a recognized tribe.")
    assert [c.name for c in module.claims] == ["can_qualify_for_this_benefit_program"]
    assert [f.question for f in module.user_facts] == [
        "Are you a Native American?", "Does your child have a disability?",
        "Are you or your family member enrolled in a recognized tribe?"]
    asked, answer = talk(engine, module, {"Native": True, "disability": False})
    assert answer.label == "no" and len(asked) == 2


@pytest.mark.parametrize("text, question", [
    ("You'll still need to meet the other qualifying rules, eg work the right number of hours.",
     "Do you meet the other qualifying rules?"),
    ("You may be able to get Working Tax Credit if you're a national of Macedonia. You'll need to be lawfully present "
     "in the UK.", "Are you lawfully present in the UK?"),
])
def test_what_you_will_need_to_do_is_asked_as_what_you_do(compiler, text, question):
    """It asked 'Will you still meets the other qualifying rules ...?' and 'Will you is lawfully present ...?'."""
    assert question in [f.question for f in compile_text(compiler, text).user_facts]


def test_to_whom_a_requirement_is_paid_is_no_purpose(compiler):
    """'you have to pay the difference to HMRC': 'to HMRC' is no purpose (it made the claim 'you can HMRC')."""
    module = compile_text(compiler, "If you've charged more VAT than you've paid, you have to pay the difference to "
                                    "HMRC.")
    assert [c.gloss for c in module.claims] == ["you have to pay the difference to HMRC"]


def test_a_sentence_opening_with_however_is_no_requirement_of_the_rule_before(compiler, engine):
    module = compile_text(compiler, "You can't charge VAT on your invoices until you get your VAT number. However, "
                                    "you'll still have to pay the VAT to HMRC for this period.")
    asked, answer = talk(engine, module, {"VAT number": True}, claim="can_charge_vat_on_your_invoices")
    assert asked == ["Do you get your VAT number?"] and answer.label == "yes"


def test_if_you_dont_is_what_the_sentence_before_says_you_do(compiler, engine):
    """'Check you have the latest version. If you don't, contact X': it asked 'Do you do?'."""
    module = compile_text(compiler, "You can use the same certificate if your EHC number is still up to date. Check "
                                    "you have the most recent version in the latest EHC list. If you don't, contact "
                                    "the APHA Centre.")
    assert "Do you have the most recent version in the latest EHC list?" in [f.question for f in module.user_facts]
    assert not any("Do you do" in f.question for f in module.user_facts)


def test_if_you_do_is_what_the_sentence_before_says_you_may_do(compiler, engine):
    module = compile_text(compiler, "You can choose to put off claiming your pension. If you do, your weekly "
                                    "payments may go up.")
    asked, answer = talk(engine, module, {"put off claiming": True})
    assert asked == ["Do you choose to put off claiming your pension?"] and answer.label == "yes"


def test_a_restatement_and_a_pointer_to_examples_add_no_condition(compiler):
    """It asked 'Do you are required to apply ...; in other words, need to ... For example?'."""
    module = compile_text(compiler, "You will need to apply for an EAD if you:\n\n* Are required to apply for "
                                    "permission to work; in other words, you need to request employment "
                                    "authorization itself. For example:\n** You have a pending Form I-485.")
    assert "Are you required to apply for permission to work?" in [f.question for f in module.user_facts]


def test_a_list_item_asking_whether_is_asked_without_whether(compiler):
    module = compile_text(compiler, "To determine if you are eligible we examine:\n\n1. Whether you worked enough hours "
                                    "in your base year:\n* You must have worked at least 680 hours in your base year.")
    assert "Did you work enough hours in your base year?" in [f.question for f in module.user_facts]


# Constructs judged by the questions their module asks, in order; each case once asked otherwise.
QUESTIONS = [
    pytest.param("But you must:\n\n* have a genuine link with the UK social security system, for "
                 "example you've lived or worked in the UK",
                 ["Do you have a genuine link with the UK social security system?"],
                 id="an_example_told_as_a_clause_is_not_asked"),
    pytest.param("If you don't offer Medicare Online, your patient can claim their benefit through "
                 "us.",
                 ["Do you offer Medicare Online?"],
                 id="someone_of_yours_as_subject_is_not_a_kind_you_are"),
    # 'Businesses that use Centrepay need to: * registration' asked 'Is it a registration?'.
    pytest.param("Businesses that use Centrepay need to:\n\n* registration\n* keep records",
                 ["Do you have registration?", "Do you keep records?"],
                 id="a_bare_noun_in_a_list_of_what_to_do_is_had"),
    # 'For bulk billing, you need to register ...' asked 'Do you For bulk billing, register ...?';
    # what the requirement is for is the case it holds in
    pytest.param("## Medicare Easyclaim\n\nFor bulk billing, you need to register your bank account "
                 "details first.",
                 ["Is it for bulk billing?"],
                 id="what_a_requirement_is_for_is_its_case"),
    pytest.param("You can be made redundant if your employer can clearly justify doing it - for "
                 "example a part of the business closes and everyone in that section is made "
                 "redundant.",
                 ["Can your employer clearly justify doing it?"],
                 id="an_illustration_after_a_dash_is_no_condition"),
    pytest.param("To receive VA benefits, the Veteran's or Servicemember's character of discharge "
                 "must be under other than dishonorable conditions.",
                 ["Is your character of discharge under other than dishonorable conditions?"],
                 id="the_veterans_or_servicemembers_thing_is_yours"),
    pytest.param("To be eligible for EIDL assistance, you must have sustained economic injury and be "
                 "located in a disaster declared county.",
                 ["Have you sustained economic injury?", "Are you located in a disaster declared county?"],
                 id="two_requirements_joined_by_and_are_two_questions"),
    # 'your partner's pension if: * they died ...': it asked 'Did you die ...?'.
    pytest.param("You may inherit part of your partner's pension if:\n\n* they died while they were "
                 "deferring their State Pension\n* you were married when they died",
                 ["Did your partner die while they were deferring their State Pension?",
                  "Were you married when your partner died?"],
                 id="they_in_a_list_is_the_party_its_intro_names"),
    pytest.param("All businesses must file a return. Refer to Business Structures to find out which "
                 "returns you must file.",
                 ["Are you a business?"],
                 id="a_pointer_to_another_page_is_no_rule"),
    # what is not required is no condition: it asked '... ( have to be written)?'
    pytest.param("You're a worker if:\n\n* you have a contract to do work personally for a reward (your "
                 "contract doesn't have to be written)",
                 ["Do you have a contract to do work personally for a reward?"],
                 id="a_waiver_is_no_condition"),
    # it asked 'Is your reward is for money ..., for example the promise of a contract?'
    pytest.param("A person is a worker if:\n\n* their reward is for money or a benefit in kind, for "
                 "example the promise of a contract or future work",
                 ["Is your reward for money or a benefit in kind?"],
                 id="a_subject_ends_before_its_verb"),
    # it asked 'Did you after reach yours?'
    pytest.param("You can't inherit your spouse's pension if they died before they reached their State "
                 "Pension age and after you reached yours.",
                 ["Did your spouse die before they reached their State Pension age?",
                  "Did your spouse die after you reached your State Pension age?",
                  "Did your spouse die before they reached their State Pension age and after you reached your "
                  "State Pension age?"],
                 id="a_second_when_clause_says_when_the_first_verb_happened"),
    # the other party to the user's contract is not the user: it asked 'Can you clearly justify
    # doing it?' and 'Do you owe you payments from past jobs?'
    pytest.param("An employee can only be made redundant if the employer can clearly justify doing it.",
                 ["Can your employer clearly justify doing it?"], id="the_employer_is_yours"),
    pytest.param("Workers can check if:\n\n* they're getting the correct minimum wage\n* an employer owes them "
                 "payments from past jobs",
                 ["Are you getting the correct minimum wage?", "Does your employer owe you payments from past jobs?"],
                 id="what_an_employer_owes_them_it_owes_you"),
    # a copula the participle shares: it asked 'Do you studying?' and 'Does your child placed for adoption ...?'
    pytest.param("Financial help if you're 24 or younger and studying.",
                 ["How old are you?", "Are you studying?", "Are you 24 or younger and studying?"],
                 id="a_participle_shares_the_copula"),
    # it asked 'Do you who died owed a repayment?'
    pytest.param("Contact the DWP Debt Management contact centre if the person who died owed a repayment.",
                 ["Did the person who died owe a repayment?"], id="the_person_who_died_is_not_the_user"),
    # a verb opening an item among verb items, which the small model reads as a noun: it asked
    # 'Is it wears or uses a prosthetic ...?' and 'Is it address barriers ...?'
    pytest.param("Clothing Allowance is paid to any Veteran who:\n\n"
                 "* Wears or uses a prosthetic appliance which tends to wear or tear clothing, OR\n"
                 "* Uses medication which a physician has prescribed for a skin condition",
                 ["Do you wear or use a prosthetic appliance which tends to wear or tear clothing?",
                  "Do you use medication which a physician has prescribed for a skin condition?"],
                 id="a_verb_opening_an_item_is_a_verb"),
    pytest.param("Counseling can help you:\n\n* Explore career opportunities\n"
                 "* Address barriers that may impede success in training or employment",
                 ["Do you explore career opportunities?",
                  "Do you address barriers that may impede success in training or employment?"],
                 id="a_verb_among_verbs_that_is_also_a_noun"),
    pytest.param("You can claim expenses for:\n\n* travel costs to the tribunal\n* meals\n* have a drink",
                 ["Do you claim expenses for travel costs to the tribunal?", "Do you claim expenses for meals?",
                  "Do you have a drink?"],
                 id="a_noun_not_among_verbs_stays_a_noun"),
    # every sentence of an item is required; it asked 'Is the airport manager ... available during
    # all hours of operation. A current telephone number shall be on file with the department?'
    pytest.param("You must:\n\n* be available during all hours of operation. "
                 "A current telephone number shall be on file with the department.\n* keep a log",
                 ["Are you available during all hours of operation?",
                  "Is a current telephone number on file with the department?", "Do you keep a log?"],
                 id="each_sentence_of_an_item_is_asked"),
    pytest.param("You can get it if you're a couple or part of a family.",
                 ["Are you a couple?", "Are you a part of a family?", "Are you a couple or part of a family?"],
                 id="a_phrase_of_the_last_kind_is_its_own"),
    # it asked 'Did your partner reach ... or died before 6 April 2016 but would have reached ...?'
    pytest.param("You might inherit it if either:\n\n* your partner reached State Pension age before 6 April 2016\n"
                 "* they died before 6 April 2016 but would have reached State Pension age on or after that date",
                 ["Did your partner reach State Pension age before 6 April 2016?", "Did your partner die before 6 April 2016?",
                  "Would your partner have reached State Pension age on or after 6 April 2016?",
                  "Did your partner die before 6 April 2016 but would they have reached State Pension age on or after "
                  "6 April 2016?"],
                 id="two_deeds_of_one_subject_in_an_item_are_two_questions"),
    pytest.param("You can claim if you:\n\n* are looking after children under 12 and claiming Child Benefit\n* are a carer",
                 ["Are you looking after children under 12 and claiming Child Benefit?", "Are you a carer?",
                  "Are you looking after children under 12 and claiming Child Benefit or a carer?"],
                 id="two_doings_in_an_item_stay_one_question"),
    # it asked 'Are you a business - not individuals - so the requirements ...?' and 'Are you a not owner?'
    pytest.param("SBA provides loans to businesses - not individuals - so the requirements of eligibility are based "
                 "on aspects of the business, not the owners.", ["Are you a business?"],
                 id="an_aside_between_dashes_ends_the_kinds"),
    # a preposition two verbs share takes the object of the last: it asked 'Do you or your partner get income from?'
    pytest.param("If you or your partner get income from, or have assets outside Australia, we may have to reduce "
                 "the amount of Age Pension you get.",
                 ["Do you or your partner get income from outside Australia?",
                  "Do you or your partner have assets outside Australia?",
                  "Do you or your partner get income from, or have assets outside Australia?"],
                 id="a_dangling_preposition_shares_the_last_object"),
    # anyone asking is a person or an applicant: what the kind's modifiers say is the condition.
    # It asked 'Are you an applicant with the financial capacity to fund their own recovery?',
    # 'Are you a people receiving welfare payments?' and 'Are you a most business?'
    pytest.param("Applicants with the financial capacity to fund their own recovery are not eligible for MREIDL "
                 "assistance.", ["Do you have the financial capacity to fund your own recovery?"],
                 id="an_applicant_with_something_has_it"),
    pytest.param("People receiving welfare payments can get a discount.", ["Are you receiving welfare payments?"],
                 id="people_doing_something_are_you_doing_it"),
    pytest.param("Most businesses can register online.", ["Are you a business?"], id="most_is_usually"),
    pytest.param("Applicants may include individuals, legal entities, joint operations, or Indian tribes.",
                 ["Are you an individual?", "Are you a legal entity?", "Are you a joint operation?",
                  "Are you an Indian tribe?"], id="kinds_of_applicant_are_kinds_you_are"),
    # a name among places is a place the small model does not know: it asked 'Do you montenegro?'
    pytest.param("## Countries outside the EEA\n\nBereavement Support Payment:\n\n* Jamaica\n* Kosovo\n* Montenegro",
                 ["Are you in Jamaica?", "Are you in Kosovo?", "Are you in Montenegro?",
                  "Are you in Jamaica, Kosovo or Montenegro?"], id="a_name_among_places_is_a_place"),
    # 'it' agrees with its verb: it asked 'Do it contain chemicals?' and 'Are it used ...?'
    pytest.param("Products that contain chemicals are banned.", ["Is it a product?", "Does it contain chemicals?"],
                 id="it_contains"),
    pytest.param("Vehicles that are used on public highways are taxed.",
                 ["Is it a vehicle?", "Is it used on public highways?"], id="it_is_used"),
    # a relative clause with its own subject and no 'that': it asked 'Does it the person get?'
    pytest.param("Any grants the council gives are paid into your bank account.",
                 ["Is it a grant?", "Does the council give it?"], id="a_clause_without_that_has_its_own_subject"),
    # a 'When' clause without a comma ends where 'a' thing and a modal start the main clause:
    # it asked 'Will a message you log out of your app say?'
    pytest.param("When you log out of your app a message will say: you have successfully logged out.",
                 ["Do you log out of your app?"], id="a_main_clause_after_when_can_start_with_a"),
    # 'able to' with its verb left out is able to do what the sentence before says: it asked
    # 'Have you to you been getting payments ...?' and glossed 'you may be able'
    pytest.param("You can't normally get Child Tax Credit. However, you may be able to if you've been getting "
                 "payments for your children through Income Support.",
                 ["Have you been getting payments for your children through Income Support?"],
                 id="able_to_with_its_verb_left_out"),
    # 'both of you' is who, not how many of a list: it asked 'Have you of you reached ...?'
    pytest.param("You can get the top up if both of you have reached State Pension age and either:\n\n"
                 "* you are married\n* you are in a civil partnership",
                 ["Have both of you reached State Pension age?", "Are you married?", "Are you in a civil partnership?",
                  "Are you married or in a civil partnership?"], id="both_of_you_is_the_subject"),
    # a concession in a list item is no condition: it asked 'Have they claimed it?' as an
    # alternative, and each item with ', even if ...'
    pytest.param("You can get the top up if either:\n\n* your partner qualifies for some basic State Pension, "
                 "even if they haven't claimed it\n* your partner has a qualifying year, even if they don't qualify "
                 "for any new State Pension or they haven't claimed it",
                 ["Does your partner qualify for some basic State Pension?", "Does your partner have a qualifying year?",
                  "Does your partner qualify for some basic State Pension or have a qualifying year?"],
                 id="a_concession_in_an_item_is_no_condition"),
    # 'ages 18-39' after a kind is 'aged': it was a description, answered yes to anyone
    pytest.param("Limited openings are available for women ages 18–39 with breast symptoms.",
                 ["Are you a woman aged 18–39 with breast symptoms?"], id="ages_after_a_kind_is_aged"),
    pytest.param("The grant is for a child who became incapable of self-support before age 18.",
                 ["Are you a child?", "Did you become incapable of self-support before age 18?",
                  "Are you a child who became incapable of self-support before age 18?"], id="before_age_stays"),
    # one of someone's kind of people: it asked "Are you the Veteran's dependents?"
    pytest.param("This benefit cannot be paid to the Veteran's dependents.", ["Are you a dependent of the Veteran?"],
                 id="one_of_someones_people"),
    # a reservist is a person: it asked 'Is it a reservist?'
    pytest.param("Reservists who are activated for Federal service are considered Veterans.",
                 ["Are you a reservist?", "Are you activated for Federal service?"], id="a_reservist_is_a_person"),
    # a condition keeps the bracket that closes its aside: it asked 'by post (31 October?'
    pytest.param("You'll be charged a penalty if you're sending your return by post (31 October).",
                 ["Are you sending your return by post (31 October)?"], id="a_condition_keeps_its_closing_bracket"),
    # an aside is not cut in two: it asked 'Are you going to (?' and 'Are you already living in) ...?'
    pytest.param("If you're going to (or are already living in) a European Economic Area (EEA) country or one "
                 "with a special agreement with the UK, you may be able to claim:\n\n* UK-based benefits",
                 ["Are you going to (or are you already living in) a European Economic Area (EEA) country?",
                  "Are you going to (or are you already living in) one with a special agreement with the UK?",
                  "Are you going to (or are you already living in) a European Economic Area (EEA) country or one "
                  "with a special agreement with the UK?"], id="a_split_never_cuts_an_aside"),
    # an example in brackets is no condition: it asked 'Are you the purpose of your business is
    # to buy and sell property ( a property developer?'
    pytest.param("If the purpose of your business is to buy and sell property (you're a property developer, for "
                 "example) you don't pay Capital Gains Tax.",
                 ["Is the purpose of your business to buy and sell property?"], id="an_example_in_brackets_is_no_condition"),
    # a clause of time after two verbs says when each is done: it asked 'Do you remarry?'
    pytest.param("You can’t inherit it if you remarry or form another civil partnership before you reach State "
                 "Pension age.",
                 ["Do you remarry before you reach State Pension age?",
                  "Do you form another civil partnership before you reach State Pension age?",
                  "Do you remarry or form another civil partnership before you reach State Pension age?"],
                 id="a_clause_of_time_after_two_verbs_times_both"),
    pytest.param("You must tell us if you marry or move in with a partner while you are claiming.",
                 ["Do you marry while you are claiming?", "Do you move in with a partner while you are claiming?",
                  "Do you marry or move in with a partner while you are claiming?"],
                 id="a_clause_of_time_after_two_verbs_times_both_2"),
    # bare nouns before a noun with a modifier may share its head: it asked 'Do they take maternity?'
    pytest.param("You can get it if you take maternity, paternity, adoption or parental leave.",
                 ["Do you take maternity, paternity, adoption or parental leave?"],
                 id="bare_nouns_before_a_modified_noun_are_asked_as_written"),
    pytest.param("You can't open a shop if it is prohibited by city, town, or county zoning laws.",
                 ["Is it prohibited by city, town, or county zoning laws?"],
                 id="bare_nouns_before_a_modified_noun_are_asked_as_written_2"),
    # kin named together share the 'of' phrase after the last: it asked 'Are you a spouse?'
    pytest.param("It provides coverage for spouses and children of Servicemembers insured under SGLI.",
                 ["Are you a spouse of Servicemembers insured under SGLI?",
                  "Are you a child of Servicemembers insured under SGLI?"], id="kin_share_the_of_phrase_after_them"),
    pytest.param("You can get it if you are a spouse or child of a veteran.",
                 ["Are you a spouse of a veteran?", "Are you a child of a veteran?",
                  "Are you a spouse or child of a veteran?"], id="kin_share_the_of_phrase_after_them_2"),
    # 'she' is the wife named before in the sentence: it asked 'Does she reach State Pension age?'
    pytest.param("If you’re a man claiming the increase for your wife, you’ll stop receiving the increase when she "
                 "reaches State Pension age.",
                 ["Are you a man claiming the increase for your wife?", "Does your wife reach State Pension age?"],
                 id="she_is_the_wife_named_before"),
    # the main verb said again after the condition is the main clause's, not the condition's: it
    # asked 'Are you authorized by your doctor free?' and 'Do you let you buy seeds tax?'
    pytest.param("The card lets you grow 6 plants if you are authorized by your doctor, and lets you buy seeds "
                 "tax free.", ["Are you authorized by your doctor?"], id="the_main_verb_again_ends_a_condition"),
    pytest.param("To qualify you must be expecting your first child, or be expecting twins.",
                 ["Are you expecting your first child?", "Are you expecting twins?"],
                 id="two_requirements_joined_by_or_are_two_questions"),
    # examples in brackets are the text's to keep, not the question's to ask
    pytest.param("To qualify you must be expecting a multiple birth (such as twins).",
                 ["Are you expecting a multiple birth?"], id="an_example_in_brackets_is_not_asked"),
    pytest.param("You must be on leave and be one of the following:\n\n* the father\n* the adopter",
                 ["Are you on leave?", "Are you the father?", "Are you the adopter?", "Are you the father or adopter?"],
                 id="a_list_completes_the_last_verb_of_its_intro"),
    pytest.param("You can get the payment if you have also been employed for 26 weeks.",
                 ["Have you been employed for 26 weeks?"], id="also_points_at_a_sentence_the_question_is_not_in"),
    # 'it' is the thing named before it: it asked 'Is it still valid?', 'Do you live in it?'
    pytest.param("You can swap your card without a test if:\n\n* it was issued here\n* it is still valid",
                 ["Was your card issued here?", "Is your card still valid?",
                  "Was your card issued here and is it still valid?"], id="it_in_a_list_is_what_its_intro_names"),
    pytest.param("You can get a grant if you own the cottage, you live in it and it's near the coast.",
                 ["Do you own the cottage?", "Do you live in the cottage?", "Is the cottage near the coast?",
                  "Do you own the cottage, do you live in the cottage and is the cottage near the coast?"],
                 id="it_is_the_thing_named_before_in_the_sentence"),
    pytest.param("Wine cannot be claimed unless it was served with a meal.", ["Was wine served with a meal?"],
                 id="it_is_the_subject_named_before"),
    pytest.param("We will fix your bike or scooter if it is damaged.", ["Is your bike or scooter damaged?"],
                 id="it_is_all_the_things_named_together"),
    # 'it' that stands for nothing, or for what the sentence says, stays
    pytest.param("You can get the grant if it takes longer than a year.", ["Does it take longer than a year?"],
                 id="it_that_stands_for_nothing_stays"),
    pytest.param("You can get a refund if the price is wrong and it is not your fault.",
                 ["Is the price wrong?", "Is it your fault?"], id="it_that_stands_for_what_is_said_stays"),
    pytest.param("You must repay the loan if it is hard to keep up.", ["Is it hard to keep up?"],
                 id="it_before_an_adjective_and_to_stays"),
    # a requirement of every one of a kind of thing is of the reader's: it asked 'Are requests made ...?'
    pytest.param("You can get a refund. Requests must be made within 14 days.", ["Is your request made within 14 days?"],
                 id="a_requirement_of_a_kind_of_thing_is_of_the_readers"),
    pytest.param("You can return shoes. Returns must be unworn and in their box.",
                 ["Is your return unworn?", "Is your return in its box?", "Is your return unworn and in its box?"],
                 id="a_requirement_of_a_kind_of_thing_is_of_the_readers_2"),
    pytest.param("You can bring them in. Goods must be declared at the border.", ["Are your goods declared at the border?"],
                 id="a_word_only_plural_stays_plural"),
    # 'It' opening a sentence is what the sentence before is about, a thing: it made the claim 'it does not cover ...'
    pytest.param("The guarantee covers faulty parts. It does not cover scratches or dents.",
                 ["Is it a scratch?", "Is it a dent?", "Is it a faulty part?"], id="it_opening_a_sentence_is_the_thing_before"),
    # what is covered or paid for under a case is a thing asked of, as without one: it made the claim
    # 'we will not pay for routine care'
    pytest.param("We will not pay for dental work, unless it follows an accident.",
                 ["Is it dental work?", "Does it follow an accident?"], id="what_is_paid_for_under_a_case_is_asked"),
    # an aside between a case's mark and its clause is when it holds: it asked 'Is it in the last year, you?'
    pytest.param("You must register if, in the last year, you sold more than 10 cars.",
                 ["Did you sell more than 10 cars in the last year?"], id="an_aside_after_if_goes_after_its_clause"),
    pytest.param("You get a bonus if, on the day you leave, you:\n\n* have worked here 5 years\n* are not under notice",
                 ["Have you worked here 5 years?", "Are you under notice?"], id="an_aside_after_if_before_a_list_is_left_out"),
    # anyone, said of who by what follows: it asked 'Are you?'
    pytest.param("The bonus is not paid to anyone on a temporary contract.", ["Are you on a temporary contract?"],
                 id="anyone_is_said_of_who_by_what_follows"),
    pytest.param("The fund is a payment that helps people with childcare costs.", ["Do you have childcare costs?"],
                 id="anyone_is_said_of_who_by_what_follows_on_the_verb"),
    pytest.param("The fund helps people.", [], id="anyone_alone_is_no_case"),
    # who does something, by a participle: it asked 'Are you supervising a learner are at least 21?'
    pytest.param("Anyone coaching a junior team must:\n\n* be at least 18 years old\n* have had a safety check",
                 ["How old are you?", "Have you had a safety check?"], id="anyone_doing_something_must_list"),
]


@pytest.mark.parametrize("text, questions", QUESTIONS)
def test_questions_a_construct_asks(compiler, text, questions):
    assert [f.question for f in compile_text(compiler, text).user_facts] == questions


def test_the_purpose_of_a_program_is_the_program_s(compiler):
    """It glossed 'you can get The purpose of the Military Reservist ... program' and 'the
    purpose of the program can help you'."""
    module = compile_text(compiler, "The purpose of the Healthy Forests Reserve Program (HFRP) is to assist "
                                    "landowners in restoring forestland.")
    assert [c.gloss for c in module.claims] == ["the Healthy Forests Reserve Program (HFRP) can assist you"]
    assert [f.question for f in module.user_facts] == ["Are you a landowner?"]


def test_a_claim_about_it_agrees_with_its_verb(compiler):
    """It glossed 'it are taxed'."""
    module = compile_text(compiler, "Vehicles that are used on public highways are taxed.")
    assert [c.gloss for c in module.claims] == ["it is taxed"]


@pytest.mark.parametrize("text, gloss", [
    # an instruction is said of the reader; a list item that names a thing is not one
    ("Contact the Plant Health Office if you're not sure where protected zones are.",
     "you should contact the Plant Health Office"),
    ("# Update your details\n\nrent certificate - if you have recently updated your address", "rent certificate"),
    # requirements with no purpose stated are the conditions of what the heading names
    ("## Eligibility\n\nYou must have:\n\n* an offer of a place on a course\n* enough money to pay for it",
     "you meet the conditions (Eligibility)"),
])
def test_what_a_gloss_says_of_the_reader(compiler, text, gloss):
    assert gloss in [c.gloss for c in compile_text(compiler, text).claims]


def test_a_gloss_keeps_the_capital_of_a_name_and_a_description_is_quoted_as_written(compiler):
    assert compile_text(compiler, "HMRC may ask you to pay more tax if you sell shares.").claims[0].gloss == \
        "HMRC may ask you to pay more tax"
    assert compile_text(compiler, "No risk of losing money while safely earning interest").claims[0].gloss == \
        "No risk of losing money while safely earning interest"


@pytest.mark.parametrize("text, question", [
    # a plural kind said of one reader: every kind it is joined to, and 'and' between its adjectives
    ("The following types of workers aren't entitled to the minimum wage:\n\n* volunteers or voluntary workers\n"
     "* company directors", "Are you a volunteer or voluntary worker?"),
    ("Current and former members of the Reserves who were called to active duty may be eligible for VA health "
     "benefits.", "Are you a current or former member of the Reserves?"),
    # a quantifier is no part of the kind, and 'other' is 'another'
    ("Gratuitous Insurance is a program that provides life insurance coverage for certain Veterans.",
     "Are you a veteran?"),
    ("Other types of bankruptcy include Chapters 9, 12 and 15.", "Is it another type of bankruptcy?"),
    # ... and what a relative clause says of it agrees with one
    ("SSI provides financial help to children who have limited income and assets.",
     "Are you a child who has limited income and assets?"),
    # a kind of person one must 'meet' is one to be
    ("To be considered, you must meet one of the following:\n\n* A transitioning Servicemember within six months of "
     "discharge\n* A Veteran within one year of discharge", "Are you a transitioning Servicemember within six months "
     "of discharge?"),
])
def test_a_kind_is_asked_of_one(compiler, text, question):
    assert question in [f.question for f in compile_text(compiler, text).user_facts]


def test_a_relative_clause_on_a_kind_of_reader_speaks_of_the_reader(compiler):
    """Its pronouns are the reader's, and a 'which' inside it stays."""
    module = compile_text(compiler, "Apprentices over 19 who have completed the first year of their apprenticeship are "
                                    "entitled to the correct minimum wage.")
    assert "Have you completed the first year of your apprenticeship?" in [f.question for f in module.user_facts]
    module = compile_text(compiler, "Members of the Reserves who were called to active duty and completed the full "
                                    "period for which they were called may be eligible for VA health benefits.")
    assert any("the full period for which you were called" in f.question for f in module.user_facts)


def test_a_list_item_that_opens_with_if_is_the_condition(compiler, engine):
    module = compile_text(compiler, "# Self-Employment Tax\n\n* If your net earnings from self-employment were $400 or "
                                    "more.\n* If you are a minister.")
    asked = [c.question for f in module.user_facts for c in f.comparisons] + [f.question for f in module.user_facts]
    assert "Were your net earnings from self-employment $400 or more?" in asked and "Are you a minister?" in asked


def test_when_and_where_after_a_noun_say_which_one_not_when_it_holds(compiler):
    module = compile_text(compiler, "You must have received certain benefits continuously for at least 26 weeks right "
                                    "up to the time when you went back to work.")
    assert "Did you go back to work?" not in [f.question for f in module.user_facts]
    module = compile_text(compiler, "The LDP rate equals the amount by which the applicable loan rate where the "
                                    "commodity is stored exceeds the alternative loan repayment rate.")
    assert "Is the commodity stored?" not in [f.question for f in module.user_facts]


def test_a_list_of_cases_with_what_each_gets_is_a_rule_per_amount(compiler, engine):
    """It read the four cases as requirements of one claim, 'you meet the conditions
    (Amount/Elements)': a single parent had to be a couple and have a disability too."""
    module = compile_text(compiler, "# Amount/Elements\n\n* You're a couple applying together : Up to £2,010 a year\n"
                                    "* You're a single parent: Up to £2,010 a year\n"
                                    "* You have a disability: Up to £3,000 a year")
    assert [c.gloss for c in module.claims] == ["you can get up to £2,010 a year", "you can get up to £3,000 a year"]
    asked, answer = talk(engine, module, {"couple": False, "single parent": True}, "can_get_up_to_2_010_year")
    assert asked == ["Are you a couple applying together?", "Are you a single parent?"] and answer.label == "yes"
    asked, answer = talk(engine, module, {"disability": False}, "can_get_up_to_3_000_year")
    assert asked == ["Do you have a disability?"] and answer.label == "no"


def test_a_clause_on_the_last_of_kinds_that_are_doings_stays_its_own(compiler, engine):
    """'Will you improve environmental quality?' is not asked of the farmer who removes land."""
    module = compile_text(compiler, "The Conservation Reserve Program (CRP) pays a yearly rental payment in exchange "
                                    "for farmers removing environmentally sensitive land from agricultural production "
                                    "and planting species that will improve environmental quality.")
    asked, answer = talk(engine, module, {"farmer removing": True})
    assert asked == ["Are you a farmer removing environmentally sensitive land from agricultural production?"]
    assert answer.label == "yes"


def test_a_sentence_that_says_as_well_concludes_the_earlier_claim(compiler, engine):
    """It made 'you may be eligible for VA health benefits' a claim of its own, so a reservist
    asking 'May I qualify for VA health care benefits?' was told no on the first sentence alone."""
    module = compile_text(compiler, "If you served in the active military service, you may qualify for VA health care "
                                    "benefits. Members of the Reserves who were called to active duty may be eligible "
                                    "for VA health benefits as well.")
    assert [c.gloss for c in module.claims] == ["you may qualify for VA health care benefits"]
    asked, answer = talk(engine, module, {"active military": False, "Reserves": True, "called": True})
    assert answer.label == "yes" and len(asked) == 3


def test_a_sentence_that_says_also_of_another_thing_keeps_its_claim(compiler):
    module = compile_text(compiler, "Children in foster care are eligible for Head Start. Pregnant women may also be "
                                    "eligible for Early Head Start.")
    assert len(module.claims) == 2


def test_members_of_a_coordination_are_asked_together_when_none_is_known(compiler, engine):
    """It asked only 'Are you a current or former member of the Reserves?' and '... of National
    Guard?': a user who could say neither was never asked the condition as written."""
    module = compile_text(compiler, "Current and former members of the Reserves or National Guard may be eligible "
                                    "for VA health benefits.")
    asked, answer = talk(engine, module, {"Reserves or National Guard": True, "Reserves?": None,
                                          "National Guard?": None})
    assert asked[-1] == "Are you a current or former member of the Reserves or National Guard?"
    assert len(asked) == 3 and answer.label == "yes"


def test_what_a_program_helps_people_do_is_what_they_want(compiler, engine):
    """It asked only 'Are you an agricultural producer?': a producer who wanted none of it got yes."""
    module = compile_text(compiler, "The Conservation Stewardship Program (CSP) helps agricultural producers maintain "
                                    "and improve their existing conservation systems.")
    assert [f.question for f in module.user_facts] == [
        "Are you an agricultural producer?", "Do you want to maintain and improve your existing conservation systems?",
        "Are you an agricultural producer that wants to maintain and improve your existing conservation systems?"]
    asked, answer = talk(engine, module, {"producer?": True, "want to": False})
    assert len(asked) == 2 and answer.label == "no"


def test_what_all_of_a_kind_must_do_holds_of_one_of_that_kind(compiler, engine):
    """'All general aviation commercial airports ... shall have ...' was a description that
    answered yes for every airport; each kind of a coordination is its own condition."""
    module = compile_text(compiler, "A. All aircarrier and commuter aircarrier airports shall designate a person "
                                    "generally available who has administrative responsibility for operation and "
                                    "management of the airport. All general aviation commercial airports, as defined "
                                    "under chapter 6, shall have at least a part-time airport manager.")
    manager = next(c.name for c in module.claims if "manager" in c.gloss)
    asked, answer = talk(engine, module, {"general aviation commercial airport": False}, claim=manager)
    assert answer.label == "no" and asked == ["Is it a general aviation commercial airport?"]
    asked, answer = talk(engine, module, {"an aircarrier airport": False, "commuter aircarrier airport": True})
    assert answer.label == "yes" and asked == ["Is it an aircarrier airport?", "Is it a commuter aircarrier airport?"]
    people = compile_text(compiler, "All employers must pay their workers the minimum wage.")
    assert [f.question for f in people.user_facts] == ["Are you an employer?"]
    assert [c.gloss for c in people.claims] == ["you must pay your workers the minimum wage"]


def test_a_list_of_what_an_application_is_for_asks_what_it_is_for(compiler, engine):
    """'... along with your application for the following benefits: * Income Support' asked
    'Do you claim Housing Benefit along with your application for Income Support?'."""
    module = compile_text(compiler, "### Employment and Support Allowance, Income Support or Jobseeker’s Allowance"
                                    "\n\nContact Jobcentre Plus to claim Housing Benefit along with your application "
                                    "for the following benefits:\n\n* Employment and Support Allowance\n"
                                    "* Income Support\n* Jobseeker’s Allowance")
    asked, answer = talk(engine, module, {"or jobseeker": None, "employment and support": False,
                                          "income support": True})
    assert answer.label == "yes"
    assert asked[-2:] == ["Is it for Employment and Support Allowance?", "Is it for Income Support?"]


def test_a_contrast_is_a_second_rule_under_the_same_condition(compiler, engine):
    # 'A when X but B': B is concluded when X holds too; 'no longer' is a negation
    module = compile_text(compiler, "You don’t have to stop working when you reach State Pension age but "
                                    "you’ll no longer have to pay National Insurance.")
    match = match_claim("Do I still have to pay National Insurance?", candidates([module]))
    assert match.negated and "have to pay National Insurance" in next(
        c.gloss for c in module.claims if c.name == match.claim)
    negation = next(c for c in module.claims if c.gloss == "you will not have to pay National Insurance")
    asked, answer = talk(engine, module, {"State Pension age": True}, claim=negation.name)
    assert asked == ["Do you reach State Pension age?"] and answer.label == "yes"
    # 'If X, A but B': both under X; a 'but' inside the leading condition is part of it
    module = compile_text(compiler, "If you have fewer than 30 qualifying years, your basic State Pension will be "
                                    "less than £122.30 per week but you might be able to top up by paying "
                                    "voluntary National Insurance contributions.")
    assert len(module.claims) == 2 and not any(re.search(r"\bbut\b", c.gloss) for c in module.claims)
    module = compile_text(compiler, "If you are still eligible but your EAD has expired, you should file for a "
                                    "renewal EAD.")
    assert [c.gloss for c in module.claims] == ["you should file for a renewal EAD"]


def test_a_list_of_what_one_can_get_is_a_permission_for_each(compiler, engine):
    """'You can also get the following in an EEA country or Switzerland if you're eligible:
    * Guardian's Allowance (you can claim this if ...)' was one claim, 'you can get the
    following ...', asking 'Is it Guardian's Allowance (you can claim this if ...)?'."""
    module = compile_text(compiler, "#  4. Maternity and childcare benefits\n\nYou can also get the following in "
                                    "an EEA country or Switzerland if you’re eligible:\n\n* Guardian’s Allowance "
                                    "(you can claim this if you’re getting Child Benefit for a child whose parents "
                                    "have both died)\n* tax credits")
    assert [c.gloss for c in module.claims] == ["you can get Guardian's Allowance in an EEA country or Switzerland",
                                                "you can get tax credits in an EEA country or Switzerland"]
    asked, answer = talk(engine, module, {"both died": True, "EEA country": True})
    assert answer.label == "yes" and sorted(asked) == [
        "Are you getting Child Benefit for a child whose parents have both died?",
        "Are you in an EEA country or Switzerland?"]  # not 'Are you eligible?', alone or in a group
    asked, answer = talk(engine, module, {"EEA country": False}, claim=module.claims[1].name)
    assert asked == ["Are you in an EEA country or Switzerland?"] and answer.label == "no"


def test_a_permission_in_a_place_holds_for_who_is_there(compiler, engine):
    module = compile_text(compiler, "If you’re getting Industrial Injuries Benefit for work-related accidents and "
                                    "illnesses, you can still get this in an EEA country.")
    asked, answer = talk(engine, module, {"Industrial Injuries": True, "EEA country": False})
    assert "Are you in an EEA country?" in asked and answer.label == "no"
    module = compile_text(compiler, "You can also claim your State Pension abroad.")
    asked, answer = talk(engine, module, {"abroad": True})
    assert asked == ["Are you abroad?"] and answer.label == "yes"
    # where you do it is no place you must be in: 'You can claim it in April'
    assert not compile_text(compiler, "You can apply for it in April.").user_facts
    # a place bounds a prohibition as well: there, you can't
    module = compile_text(compiler, "You can't claim the mobility payment abroad.")
    asked, answer = talk(engine, module, {"abroad": True}, claim="can_claim_mobility_payment_abroad")
    assert asked == ["Are you abroad?"] and answer.label == "no"
    module = compile_text(compiler, "You may be able to claim a pension in some countries outside the OECD.")
    assert [f.question for f in module.user_facts] == ["Are you in a country outside the OECD?"]


@pytest.mark.parametrize("text, label", [
    ("You can't get the housing payment.", "no"),
    ("You’re not entitled to a refund.", "no"),
    ("You'll get the new pension.", "yes"),
])
def test_a_plain_statement_of_what_you_get_answers_without_a_condition(compiler, engine, text, label):
    module = compile_text(compiler, text)
    asked, answer = talk(engine, module, {})
    assert not module.claims[0].name.startswith("describes_") and asked == [] and answer.label == label


def test_a_plain_statement_does_not_lift_the_conditions_another_sentence_sets(compiler, engine):
    module = compile_text(compiler, "You can get the grant if you own a farm. You may be able to get the grant.")
    asked, answer = talk(engine, module, {"farm": False})
    assert asked == ["Do you own a farm?"] and answer.label == "no"
    assert [c.name for c in module.claims] == ["can_get_grant"]


@pytest.mark.parametrize("text, gloss, label", [
    ("You can get the grant if you live in England. The grant does not have to be paid back.",
     "the grant has to be paid back", "no"),
    ("You can get a badge if you are registered blind. Badges last up to 3 years.", "badges last up to 3 years", "yes"),
    ("Each state sets its own limits.", "each state sets its own limits", "yes"),
    # what the reader's employer must do is owed to the reader, no condition the reader meets
    ("## Training\n\nYour employer must give you time off for training.",
     "your employer must give you time off for training", "yes"),
])
def test_a_plain_statement_no_rule_reads_is_a_fact_of_the_text(compiler, engine, text, gloss, label):
    """What a text states besides its rules answers a question that asks it ('Do I have to pay
    the grant back?'), and asks nothing: it holds of every reader."""
    module = compile_text(compiler, text)
    claim = next(c.name for c in module.claims if c.gloss == gloss)
    assert not module.asks_user(claim)
    asked, answer = talk(engine, module, {}, claim=claim)
    assert asked == [] and answer.label == label
    assert all(module.asks_user(c.name) for c in module.claims if c.gloss.startswith("you can get"))


def test_what_another_must_do_after_a_rule_with_conditions_is_one_more_of_them(compiler):
    module = compile_text(compiler, "You can apply for the visa if you have a job offer. Your employer must give "
                                    "you a certificate of sponsorship.")
    assert [c.gloss for c in module.claims] == ["you can apply for the visa"]
    assert "Does your employer give you a certificate of sponsorship?" in [f.question for f in module.user_facts]


def test_they_in_a_sentence_about_a_kind_is_that_kind_not_a_party_named_before(compiler):
    module = compile_text(compiler, "Your employer must deal with your request fairly. Agency workers can't make a "
                                    "request, except when they're returning from leave.")
    questions = [f.question for f in module.user_facts]
    assert "Are you returning from leave?" in questions and "Are you an agency worker?" in questions


def test_kinds_said_not_eligible_exclude_a_reader_of_either_kind(compiler, engine):
    module = compile_text(compiler, "You can get the grant if you have 50 or fewer employees. Nonprofits and "
                                    "franchise locations owned by a national corporation are not eligible.")
    questions = [f.question for f in module.user_facts]
    assert {"Are you a nonprofit?", "Are you a franchise location owned by a national corporation?"} <= set(questions)
    replies = {"employees": True, "nonprofit?": False, "franchise location owned": True}
    assert talk(engine, module, replies, claim="can_get_grant")[1].label == "no"
    # of some of a kind, or of a kind anyone asking is, nothing follows for the reader
    for text in ("Some students are not eligible.", "Applicants are eligible."):
        assert not compile_text(compiler, text).user_facts


def test_a_right_of_a_kind_is_the_reader_s_if_of_that_kind(compiler, engine):
    module = compile_text(compiler, "Agency workers have the right to request flexible working.")
    assert [c.gloss for c in module.claims] == ["you have the right to request flexible working"]
    assert talk(engine, module, {"agency worker": False})[1].label == "no"


@pytest.mark.parametrize("text", [
    "Some self-employed people are not eligible for the grant.",  # some of a kind, not the reader
    "You may be able to work while you study.",  # a possibility: it depends
    "Apply online before the deadline.",  # no subject: an instruction
    "Your council decides the amount in these cases:",  # introduces what follows
    "This is called an equity loan.",  # a name for what came before
])
def test_what_states_no_fact_of_every_reader_is_no_stated_claim(compiler, text):
    assert [c.name.split("_")[0] for c in compile_text(compiler, text).claims] == ["describes"]


def test_a_passive_stem_keeps_its_passive(compiler):
    """'You may be paid for: * overtime': you are paid for it, you do not pay."""
    module = compile_text(compiler, "You may be paid for:\n\n* overtime\n* travel time\n")
    assert [f.question for f in module.user_facts][:2] == ["Are you paid for overtime?", "Are you paid for travel time?"]


def test_a_negated_conclusion_reads_as_english(compiler):
    # 'the certificates don't expire': 'the certificates do not expire', not 'it is not the case that ...'
    module = compile_text(compiler, "It's free to apply and the certificates don't expire unless the importing "
                                    "country sets a limit.")
    assert {c.gloss for c in module.claims} == {"the certificates expire", "the certificates do not expire"}


def test_what_may_happen_is_each_item(compiler, engine):
    # 'one or more of the following may happen: * you'll be told to pay back ...': each item is a conclusion
    module = compile_text(compiler, "If you’ve committed fraud, one or more of the following may also happen:\n\n"
                                    "* you’ll be told to pay back the overpaid money\n"
                                    "* your benefits may be reduced or stopped")
    assert [c.gloss for c in module.claims] == ["you will be told to pay back the overpaid money",
                                                "your benefits may be reduced or stopped"]
    asked, answer = talk(engine, module, {"fraud": True}, claim=module.claims[1].name)
    assert answer.label == "yes" and asked == ["Have you committed fraud?"]
    # 'Usually, you only need to register': a hedge is not part of the claim
    module = compile_text(compiler, "Usually, you only need to register for VAT where you’re based.")
    assert module.claims[0].gloss.startswith("you need to register for VAT")


@pytest.mark.parametrize("item", ["Universal Credit, as long as you're not employed",
                                  "Universal Credit if you're not employed"])
def test_an_item_with_a_condition_of_its_own_holds_only_then(compiler, engine, item):
    module = compile_text(compiler, f"You may get a payment if you get:\n\n* Pension Credit\n* {item}")
    asked, answer = talk(engine, module, {"Pension Credit?": False, "Universal Credit?": True, "employed": True})
    assert answer.label == "no" and asked == ["Do you get Pension Credit?", "Do you get Universal Credit?",
                                              "Are you employed?"]


def test_a_bare_as_long_as_or_one_of_several_ifs_in_an_item_is_no_case_of_it(compiler):
    module = compile_text(compiler, "A person is a worker if:\n\n* their employer has to have work for them as "
                                    "long as the contract lasts\n* they care for a child under 8 if they're single "
                                    "or under 6 if they're partnered")
    questions = [f.question for f in module.user_facts]
    assert not any(q.startswith(("Does the contract", "Are you partnered")) for q in questions)


def test_an_item_with_a_condition_after_a_dash_holds_only_then(compiler, engine):
    """'* be in childcare approved ... abroad - if you're a Crown servant posted abroad': that
    childcare counts only for a Crown servant. Before, the dash and all after it were dropped
    as an aside, and any childcare approved abroad qualified."""
    module = compile_text(compiler, "To qualify your children must either:\n\n"
                                    "* be in registered or approved childcare in the UK\n"
                                    "* be in childcare approved by a Ministry of Defence accreditation scheme abroad"
                                    " - if you’re a Crown servant posted abroad")
    assert "Are you a Crown servant posted abroad?" in [f.question for f in module.user_facts]
    asked, answer = talk(engine, module, {"in the UK": False, "Ministry of Defence": True, "Crown servant": False})
    assert answer.label == "no" and asked[-1] == "Are you a Crown servant posted abroad?"
    # '- if you go over the threshold you'll have to register': a rule of its own, no condition of the item
    module = compile_text(compiler, "You can get it for:\n\n* goods you supply to EU customers - if you go over "
                                    "the threshold you’ll have to register for VAT in that country\n* services")
    assert not any("threshold" in f.question for f in module.user_facts)


def test_a_program_that_helps_kinds_do_something_asks_each_kind_with_it(compiler, engine):
    """'helps Indian tribes, State and local governments and non-governmental organizations
    protect working agricultural lands' asked only 'Are you an Indian tribe?' and the like: the
    object-and-verb parse of 'helps X do Y' lost what they are helped to do, and a user who can
    say only whether they are a tribe that wants to protect the land could answer nothing."""
    module = compile_text(compiler, "Under the ALE component, the Natural Resources Conservation Service (NRCS) "
                                    "helps Indian tribes, State and local governments and non-governmental "
                                    "organizations protect working agricultural lands and limit non-agricultural "
                                    "uses of the land.")
    questions = [f.question for f in module.user_facts]
    assert "Do you want to protect working agricultural lands and limit non-agricultural uses of the land?" in questions
    assert "Are you an Indian tribe that wants to protect working agricultural lands and limit non-agricultural " \
           "uses of the land?" in questions
    asked, answer = talk(engine, module, {"Indian tribe?": None, "want to": None, "tribe that wants": False,
                                          "government?": None, "government that wants": True})
    assert answer.label == "yes"
    assert asked[-1] == "Are you a State or local government that wants to protect working agricultural lands " \
                        "and limit non-agricultural uses of the land?"


def test_what_gives_authority_is_asked_as_an_authority(compiler):
    """'Home Care level 10 gives authority to ...' asked 'Do you have Home Care level 10?', as if
    the level were a thing one has; it is an authority one holds, and said so ('Did you get
    authority from Home Care level 10?' was no match for the bare level). 'the right' stays
    out of the question."""
    module = compile_text(compiler, "Residential Care level 8 and Home Care level 10 give authority to:\n\n"
                                    "* view care recipient information\n")
    assert [f.question for f in module.user_facts] == ["Do you have Residential Care level 8 authority?",
                                                       "Do you have Home Care level 10 authority?"]
    module = compile_text(compiler, "Home Care level 12 gives the right to view payment statements.")
    assert [f.question for f in module.user_facts] == ["Do you have Home Care level 12?"]


def test_the_criteria_of_a_class_all_hold(compiler, engine):
    """'A person is generally classed as a worker if: * they have a contract ... * their reward is
    for money ...' was read as any of them: a contract alone made a worker. The items are the
    criteria of the class, each met by whoever is in it."""
    module = compile_text(compiler, "A person is generally classed as a ‘worker’ if:\n\n"
                                    "* they have a contract or other arrangement to do work or services personally "
                                    "for a reward\n* their reward is for money or a benefit in kind\n"
                                    "* they have to turn up for work even if they don’t want to")
    asked, answer = talk(engine, module, {"contract": True, "reward": None, "turn up": True})
    assert answer.label == "more" and len(asked) == 3
    asked, answer = talk(engine, module, {"contract": False})
    assert answer.label == "no" and len(asked) == 1


def test_what_eligible_land_includes_is_eligible_land(compiler, engine):
    """'Land eligible for wetland reserve easements includes farmed or converted wetland that can
    be restored' was a description, yes for any land: one thing an eligible kind includes is
    still a definition of what is eligible (one thing a price includes is not)."""
    module = compile_text(compiler, "Land eligible for wetland reserve easements includes farmed or converted "
                                    "wetland that can be successfully and cost-effectively restored.")
    assert [f.question for f in module.user_facts] == [
        "Is the land farmed or converted wetland that can be successfully and cost-effectively restored?"]
    asked, answer = talk(engine, module, {"wetland": False})
    assert answer.label == "no" and len(asked) == 1
    assert not compile_text(compiler, "The price includes VAT.").user_facts


def test_a_plural_kind_with_modifiers_joined_by_and_is_either_of_one(compiler):
    """'helps Indian tribes, State and local governments ...' asked 'Are you a State and local
    government?': one government is a State or a local one, as 'current and former members'
    is a current or former member."""
    module = compile_text(compiler, "The program helps Indian tribes, State and local governments and "
                                    "non-governmental organizations.")
    assert "Are you a State or local government?" in [f.question for f in module.user_facts]


def test_a_way_named_as_a_group_is_asked_by_its_name_too(compiler, engine):
    """'* you get the Guarantee Credit element of Pension Credit - known as the 'core group''
    dropped the name: who knows only that they are in the core group could answer nothing."""
    module = compile_text(compiler, "There are 2 ways to qualify for the Warm Home Discount Scheme:\n\n"
                                    "* you get the Guarantee Credit element of Pension Credit - known as the ‘core group’\n"
                                    "* you’re on a low income and meet your energy supplier’s criteria for the scheme - "
                                    "known as the ‘broader group’")
    asked, answer = talk(engine, module, {"Guarantee Credit": None, "core group": True})
    assert asked == ["Do you get the Guarantee Credit element of Pension Credit?", "Are you in the core group?"]
    assert answer.label == "yes"


def test_yours_is_your_one_of_what_was_theirs(compiler):
    """'if they died before they reached their State Pension age and after you reached yours'
    asked 'Did your spouse or civil partner die after you reached yours?', which names nothing."""
    module = compile_text(compiler, "You can’t inherit your spouse or civil partner’s Additional State Pension if "
                                    "they died before they reached their State Pension age and after you reached "
                                    "yours.")
    assert "Did your spouse or civil partner die after you reached your State Pension age?" in [
        f.question for f in module.user_facts]


def test_a_noun_unknown_to_the_lexicon_among_nouns_is_had(compiler):
    """'* layby services' among the nouns of 'need to: * registration * licensing and
    accreditation' asked 'Do you layby services?': the small model reads a word it does not know
    as a verb. The lexicon knows no verb 'layby'; like the other items, it is had."""
    module = compile_text(compiler, "Shops that sell food need to:\n\n* registration\n"
                                    "* licensing and accreditation\n* layby services")
    questions = [fact.question for fact in module.user_facts]
    assert "Do you have layby services?" in questions
    assert "Do you have registration?" in questions


def test_a_negated_need_to_negates_the_need(compiler):
    """'You don't need to have claimed in the UK before you moved' was glossed 'you need to have
    not claimed ...', a requirement the text does not make: the 'have' after 'to' is not the
    verb negated, 'need' is."""
    module = compile_text(compiler, "## If you already live in another EEA country\n\n"
                                    "You don’t need to have claimed in the UK before you moved.")
    assert "you do not need to have claimed in the UK before you moved" in [claim.gloss for claim in module.claims]


def test_what_is_counted_is_asked_in_the_plural(compiler):
    """'a course ... that lasts 1 year or more' asked 'How many year does your course last?':
    the unit of the bound is singular after 1, what is counted is not."""
    module = compile_text(compiler, "You can apply if your course lasts 1 year or more.")
    assert "How many years does your course last?" in [fact.question for fact in module.user_facts]


def test_what_a_count_is_of_comes_with_the_count(compiler):
    """'if they take: * 4 weeks or less of unpaid Parental Leave' asked 'How many weeks do you
    take of unpaid Parental Leave?': the weeks counted are of the leave, and are asked so."""
    module = compile_text(compiler, "Employees have the right to return to their job if they take:\n\n"
                                    "* Paternity Leave\n* 4 weeks or less of unpaid Parental Leave")
    assert "How many weeks of unpaid Parental Leave do you take?" in [fact.question for fact in module.user_facts]


def test_items_that_name_a_case_each_complete_the_lead(compiler):
    """'Register by post using form: * VAT1A if you're an EU business ... * VAT1B if you import
    goods ...' asked 'Do you VAT1B if import goods ...?': each item names what completes the
    lead, in the case its clause says, a rule of its own."""
    module = compile_text(compiler, "Register by post using form:\n\n"
                                    "* VAT1A if you’re an EU business ‘distance selling’ to the UK\n"
                                    "* VAT1B if you import goods worth more than £85,000 from another EU country")
    assert [claim.gloss for claim in module.claims] == ["you should register by post using form VAT1A",
                                                        "you should register by post using form VAT1B"]
    asked = [fact.question for fact in module.user_facts]
    assert asked[0] == "Are you an EU business 'distance selling' to the UK?"
    assert not any("VAT1" in question for question in asked)


def test_a_requirement_in_an_item_is_met_by_its_exemption(compiler, engine):
    """'* At least some wages must have been earned in Washington, unless you recently left the
    military' asked 'Have at least some wages been earned in Washington, unless you recently
    left the military?', which no yes or no answers: the requirement is met by the wages, or by
    the exemption, each asked on its own."""
    module = compile_text(compiler, "To get it:\n\n* You must live in the UK.\n"
                                    "* Some wages must have been earned in the UK, unless you recently left the military.")
    asked, answer = talk(engine, module, {"live in the UK": True, "wages": False, "military": True})
    assert asked == ["Do you live in the UK?", "Have some wages been earned in the UK?",
                     "Did you recently leave the military?"]
    assert answer.label == "yes"


def test_that_date_is_the_date_named_before(compiler):
    """'... but would have reached State Pension age on or after that date' asked 'Would your
    partner have reached State Pension age on or after that date?': a question on its own, it
    says not which date. It is the last date named before it."""
    module = compile_text(compiler, "You might inherit it if one of the following applies:\n\n"
                                    "* your partner reached State Pension age before 6 April 2016\n"
                                    "* they died before 6 April 2016 but would have reached State Pension age "
                                    "on or after that date")
    questions = [f.question for f in module.user_facts]
    assert "Would your partner have reached State Pension age on or after 6 April 2016?" in questions
    assert not any("that date" in q for q in questions)


def test_who_the_defined_person_is_holds_with_the_list(compiler, engine):
    """'An eligible borrower is any person who is a landowner, landlord, leaseholder, tenant or
    sharecropper who: * ...' dropped the first relative clause: a person who is none of them,
    but meets every item, was told yes. What the person is holds as well as the items."""
    module = compile_text(compiler, "An eligible borrower is any person who is a landowner, landlord, leaseholder, "
                                    "tenant or sharecropper who:\n\n"
                                    "* Demonstrates compliance with the National Environmental Policy Act\n"
                                    "* Has not been convicted of a controlled substance violation")
    assert "Are you a landowner, landlord, leaseholder, tenant or sharecropper?" in [f.question for f in module.user_facts]
    asked, answer = talk(engine, module, {"landowner, landlord": False, "a land": False, "a leaseholder": False,
                                          "a tenant": False, "a sharecropper": False, "compliance": True,
                                          "convicted": False})
    assert answer.label == "no"


def test_what_you_must_do_under_a_case_heading_holds_in_that_case(compiler, engine):
    """'## If your circumstances change' + 'You must report these changes to the Tax Credit
    Office' was 'you meet the conditions (If your circumstances change)' with the report as its
    requirement: the case was never asked. What you must do under a case holds in that case;
    what you must be ('You must be 24 or older') stays a requirement of it."""
    module = compile_text(compiler, "## If your circumstances change\n\n"
                                    "You must report these changes to the Tax Credit Office.")
    assert [f.question for f in module.user_facts] == ["Do your circumstances change?"]
    asked, answer = talk(engine, module, {"circumstances change?": False})
    assert answer.label == "no" and module.claims[0].gloss.startswith("you must report these changes")
    module = compile_text(compiler, "## If your course starts before 1 August 2016\n\n"
                                    "You must be 24 or older on the first day of your course.")
    assert "How old are you on the first day of your course?" in [f.question for f in module.user_facts]


def test_what_a_requirement_is_for_is_the_case_it_holds_in(compiler, engine):
    """'For bulk billed services, your patient or their parent or guardian still need to provide
    consent at each visit' asked 'Does your patient or your parent or guardian For bulk billed
    services, still need to provide consent at each visit?': the scope was left inside. What a
    requirement is for is the case it holds in ('Is it for bulk billed services?'); 'For this
    benefit program' names the topic and still goes after the requirement."""
    module = compile_text(compiler, "For bulk billed services, your patient or their parent or guardian still need to "
                                    "provide consent at each visit.")
    assert [f.question for f in module.user_facts] == ["Is it for bulk billed services?"]
    asked, answer = talk(engine, module, {"bulk billed services?": False})
    assert answer.label == "no"
    module = compile_text(compiler, "For this benefit program, your child must be attending a school in Indiana.")
    assert [f.question for f in module.user_facts] == [
        "Is your child attending a school in Indiana (for this benefit program)?"]


def test_a_clause_after_or_is_asked_apart_from_the_object_clause_before_it(compiler):
    """'if you think your tax credits are wrong or you want to dispute a tax credits
    overpayment' asked 'Do you think your tax credits are wrong or you want to dispute ...?': the
    subject of the object clause ('think [your tax credits are wrong]') stopped the reading as a
    list of clauses, and the second clause stayed a statement. Each clause is asked in turn."""
    module = compile_text(compiler, "There's a different process if you think your tax credits are wrong or you "
                                    "want to dispute a tax credits overpayment.")
    questions = [f.question for f in module.user_facts]
    assert "Do you think your tax credits are wrong or do you want to dispute a tax credits overpayment?" in questions
    module = compile_text(compiler, "You can get help if you think you are ill or you are in hospital.")
    assert "Do you think you are ill or are you in hospital?" in [f.question for f in module.user_facts]


def test_a_condition_keeps_the_quote_mark_that_closes_its_quotation(compiler):
    """'You can get help if you are a 'worker'.' asked 'Are you a 'worker?' and 'You don't need
    one of these licences to export ... classed as 'AVM-GSL'.' asked '... classed as 'AVM-GSL?':
    the parse hangs the closing quote mark on the main verb, so the condition lost it."""
    module = compile_text(compiler, "You can get help if you are a 'worker'.")
    assert [f.question for f in module.user_facts] == ["Are you a 'worker'?"]
    module = compile_text(compiler, "You don't need one of these licences to export 'over the counter' veterinary "
                                    "medicines classed as 'AVM-GSL'.")
    questions = [f.question for f in module.user_facts]
    assert "Do you export 'over the counter' veterinary medicines classed as 'AVM-GSL'?" in questions


def test_a_relative_clause_keeps_the_preposition_it_ends_in(compiler):
    """'you may be able to claim: * benefits provided by the country you're going to' glossed
    'you may be able to claim benefits provided by the country you are going': the preposition
    an intro ends in ('claim it in:') was cut, though here it ends a relative clause."""
    module = compile_text(compiler, "If you're going to an EEA country, you may be able to claim:\n\n"
                                    "* UK-based benefits\n* benefits provided by the country you're going to")
    glosses = [c.gloss for c in module.claims]
    assert "you may be able to claim benefits provided by the country you are going to" in glosses


def test_a_plural_noun_of_a_person_after_you_are_is_one_of_them(compiler):
    """'if they're: * casual labourers, for example someone hired for one day' asked 'Are you
    casual labourers, ...?': only nouns on a list of people were said of one; a noun that
    names a person by its form (a labourer) is too."""
    module = compile_text(compiler, "Workers are also entitled to the correct minimum wage if they're:\n\n"
                                    "* part-time\n* casual labourers, for example someone hired for one day\n"
                                    "* agency workers")
    questions = [f.question for f in module.user_facts]
    assert "Are you a casual labourer?" in questions


def test_a_purpose_that_lists_things_still_is_the_purpose(compiler):
    """'You usually need to follow special rules to export animal bones, protein and other
    by-products' asked 'Do you usually follow special rules to export animal bones?' (and
    protein, and other by-products) for 'you meet the conditions': a purpose with a comma was
    taken for no purpose, and the hedge before the modal went into the question."""
    module = compile_text(compiler, "You usually need to follow special rules to export animal bones, protein and "
                                    "other by-products.")
    assert [f.question for f in module.user_facts] == ["Do you follow special rules?"]
    assert [c.gloss for c in module.claims] == ["you can export animal bones, protein and other by-products"]




@pytest.mark.parametrize("text, asked, answers", [
    ("You qualify if you are a carer and on a low income.", ["Are you a carer?", "Are you on a low income?"],
     {"carer?": True, "income?": False}),
    ("You can get the discount if you are a student and under 25.", ["Are you a student?", "Are you under 25?"],
     {"student?": True, "under 25": False}),
    ("You can apply if you are over 18 and a resident of the state.",
     ["Are you over 18?", "Are you a resident of the state?"], {"over 18": True, "state?": False}),
    ("You can claim if you are pregnant and looking after children.",
     ["Are you pregnant?", "Are you looking after children?"], {"pregnant?": True, "children?": False}),
    ("You can apply if you are 19 or over and in the first year of your apprenticeship.",
     ["Are you 19 or over?", "Are you in the first year of your apprenticeship?"],
     {"19 or over?": True, "apprenticeship?": False}),
    # the parse hangs the joint on the number and the second on the verb
    ("You can get the discount unless you are under 25 or a student.", ["Are you under 25?", "Are you a student?"],
     {"under 25?": False, "student?": True}),
])
def test_two_unlike_things_you_are_are_two_questions(compiler, engine, text, asked, answers):
    """A kind of person, an age and a circumstance are answered apart; the whole, asked as one
    yes/no question even when it states a number, is there for who can answer neither."""
    module = compile_text(compiler, text)
    questions = [q for f in module.user_facts for q in (f.question, *(c.question for c in f.comparisons))]
    assert set(asked) <= set(questions)
    assert talk(engine, module, answers)[1].label == "no"


@pytest.mark.parametrize("text, question", [
    ("You can claim if you are sick or disabled.", "Are you sick?"),  # one kind: _coordination's
    ("You can claim if you're a dad or partner.", "Are you a dad?"),
])
def test_things_of_one_kind_you_are_are_not_split_as_unlike(compiler, text, question):
    assert question in [f.question for f in compile_text(compiler, text).user_facts]


@pytest.mark.parametrize("text, question", [
    ("The program offers relief for those affected by the flood.", "Are you affected by the flood?"),
    ("Assistance is provided to individuals affected by the disaster.", "Are you affected by the disaster?"),
    ("The fund provides grants to people who lost their jobs.", "Did you lose your jobs?"),
    ("The fund provides loans to veterans who served their country.", "Did you serve your country?"),
])
def test_who_a_program_is_for_is_asked_of_the_reader(compiler, engine, text, question):
    """People named by what is said of them ('those affected by', 'people who lost their
    jobs') are the reader, and what is said of them is said of the reader, pronouns too."""
    module = compile_text(compiler, text)
    assert question in [f.question for f in module.user_facts]
    key = question.rstrip("?")
    replies = {key: True, "veteran?": True}
    assert talk(engine, module, replies)[1].label == "yes"
    assert talk(engine, module, {key: False, "veteran?": True})[1].label == "no"


def test_who_a_program_is_for_is_not_read_from_its_own_name(compiler):
    module = compile_text(compiler, "Study Grant for students is a payment for full-time students and apprentices.")
    questions = [f.question for f in module.user_facts]
    assert "Are you a full-time student?" in questions and "Are you an apprentice?" in questions
    assert [c.gloss for c in module.claims] == ["you can get Study Grant for students"]


def test_also_before_a_modal_is_dropped_with_it(compiler):
    module = compile_text(compiler, "You can get the payment if you live in Wales. You also need to be 18 or over.")
    assert "How old are you?" in [f.question for f in module.user_facts]


@pytest.mark.parametrize("text, question", [
    ("The fund provides low interest financing for the repair of fishing boats.",
     "Do you need low interest financing for the repair of fishing boats?"),
    ("It offers relief from losses caused by the storm.", "Do you need relief from losses caused by the storm?"),
    ("The scheme is a programme that provides technical assistance to help restore wetlands.",
     "Do you need technical assistance to help restore wetlands?"),
])
def test_what_a_program_provides_to_no_one_named_is_for_who_needs_it(compiler, engine, text, question):
    module = compile_text(compiler, text)
    assert [f.question for f in module.user_facts] == [question]
    assert module.claims[0].gloss.startswith("you can get ")
    assert talk(engine, module, {question.rstrip("?"): True})[1].label == "yes"
    assert talk(engine, module, {question.rstrip("?"): False})[1].label == "no"


@pytest.mark.parametrize("text", [
    "The office may ask you to provide evidence of your income.",  # the reader gives
    "It gives money to local councils.",  # to someone
    "This card offers the convenience of paying without cash.",  # a quality, no thing one needs
])
def test_what_is_given_by_another_or_to_someone_is_no_need_of_the_reader(compiler, text):
    assert not any(f.question.startswith("Do you need") for f in compile_text(compiler, text).user_facts)


def test_a_number_or_over_is_one_bound_not_two_things(compiler, engine):
    module = compile_text(compiler, "You can get a Bus Pass if you live in the county and you are 60 or over.")
    asked = [f.question for f in module.user_facts]
    assert "Are you over?" not in asked and "Are you 60?" not in asked
    assert talk(engine, module, {"county?": True, "60 or over": True})[1].label == "yes"


@pytest.mark.parametrize("text, kind, restriction", [
    ("You can get help if you are a veteran with service-connected conditions.", "Are you a veteran?",
     "Do you have service-connected conditions?"),
    ("You can get it if you are a student who lives in the county.", "Are you a student?",
     "Do you live in the county?"),
])
def test_a_kind_of_person_and_what_restricts_it_are_asked_apart(compiler, engine, text, kind, restriction):
    module = compile_text(compiler, text)
    asked = [f.question for f in module.user_facts]
    assert kind in asked and restriction in asked
    assert talk(engine, module, {kind: True, restriction: False})[1].label == "no"
    assert talk(engine, module, {kind: True, restriction: True})[1].label == "yes"


def test_a_participle_on_a_kind_of_person_stays_with_it(compiler):
    module = compile_text(compiler, "You can get it if you are a man born on or after 6 April 1951.")
    assert "Are you a man?" not in [f.question for f in module.user_facts]


@pytest.mark.parametrize("text, gloss, question", [
    ("You must apply for your licence no more than 3 months after you receive the offer.",
     "you can apply for your licence", "Has it been more than 3 months since you received the offer?"),
    ("You need to ask for a review within 1 month of the date of the decision.",
     "you can ask for a review", "Are you asking for a review within 1 month of the date of the decision?"),
    ("Generally, you should not file for a renewal more than 90 days before your permit expires.",
     "you can file for a renewal", "Is it more than 90 days before your permit expires?"),
    ("The council must receive your claim within two weeks from the date of the move.",
     "the council can receive your claim", "Is it within two weeks from the date of the move?"),
])
def test_a_time_limit_on_asking_is_the_case_asking_is_open_in(compiler, text, gloss, question):
    module = compile_text(compiler, text)
    asked = [q for f in module.user_facts for q in (f.question, *(c.question for c in f.comparisons))]
    assert [c.gloss for c in module.claims] == [gloss] and question in asked


@pytest.mark.parametrize("late, label", [(True, "no"), (False, "yes")])
def test_asking_after_the_time_limit_is_refused(compiler, engine, late, label):
    module = compile_text(compiler, "You must appeal no more than 6 weeks after you get the letter.")
    asked, answer = talk(engine, module, {"more than 6 weeks": late})
    assert asked == ["Has it been more than 6 weeks since you got the letter?"] and answer.label == label


def test_a_warning_after_a_time_limit_is_no_case_of_it(compiler):
    module = compile_text(compiler, "You must send your claim within 28 days of the letter, or you may lose it.")
    assert [f.question for f in module.user_facts] == ["Are you sending your claim within 28 days of the letter?"]


def test_a_time_limit_a_rule_before_requires_stays_its_requirement(compiler):
    module = compile_text(compiler, "You can get the grant if you are over 60. You must apply within 3 months of "
                                    "your birthday.")
    assert [c.gloss for c in module.claims] == ["you can get the grant"]
    assert "Do you apply within 3 months of your birthday?" in [f.question for f in module.user_facts]


def test_a_time_limit_on_a_duty_stays_a_duty(compiler):
    module = compile_text(compiler, "You must tell the office within 30 days of the change.")
    assert not any(c.gloss.startswith("you can") for c in module.claims)


def test_a_noun_with_no_singular_keeps_its_plural(compiler):
    module = compile_text(compiler, "Items you cannot return include:\n\n* perishable goods\n* children's clothes\n"
                                    "* used books")
    asked = [f.question for f in module.user_facts]
    assert {"Is it perishable goods?", "Is it children's clothes?", "Is it a used book?"} <= set(asked)


@pytest.mark.parametrize("text, gloss, question", [
    ("You can claim for journeys that are longer than 50 miles.", "you can claim for journeys",
     "Are the journeys longer than 50 miles?"),
    ("You can reclaim the tax on goods bought before you registered.", "you can reclaim the tax on goods",
     "Were the goods bought before you registered?"),
    ("You can speak for someone who can't manage their own affairs.", "you can speak for someone",
     "Can the person manage their own affairs?"),
    ("You can claim for anything that helps you work.", "you can claim for anything", "Does it help you work?"),
])
def test_what_a_clause_after_the_object_picks_out_is_a_condition(compiler, text, gloss, question):
    module = compile_text(compiler, text)
    asked = [q for f in module.user_facts for q in (f.question, *(c.question for c in f.comparisons))]
    assert [c.gloss for c in module.claims][:1] == [gloss] and question in asked


@pytest.mark.parametrize("text", ["You can get advice from advisers, who will talk you through it.",
                                  "You can't claim for expenses which your employer has paid."])
def test_an_aside_or_a_clause_not_about_the_object_is_no_condition(compiler, text):
    # an aside after a comma; a clause whose subject is not the object ('which your employer has paid')
    assert compile_text(compiler, text).user_facts == ()


def test_items_that_have_been_opened_cannot_be_returned(compiler, engine):
    module = compile_text(compiler, "You can't return items that have been opened.")
    asked, answer = talk(engine, module, {"opened": True}, claim="not_can_return_items")
    assert asked == ["Have the items been opened?"] and answer.label == "yes"


@pytest.mark.parametrize("dental, accident, label", [(True, False, "no"), (True, True, "yes"), (False, None, "yes")])
def test_what_is_not_paid_for_unless_a_case_is_paid_for_in_it(compiler, engine, dental, accident, label):
    module = compile_text(compiler, "We will not pay for dental work, unless it follows an accident.")
    asked, answer = talk(engine, module, {"dental": dental, "accident": accident}, claim="pay_for_it")
    assert answer.label == label
