"""Claim matching with the real embedding model: which claim, which polarity, or irrelevant."""

from dataclasses import replace

from nesy_chat.nlp.vocabulary import content_terms
from nesy_chat.prolog.source import read_module
from nesy_chat.qa.matching import Candidate, candidates, loosely_fits, match_claim, not_covered

SMP_TEXT = ("## Statutory Maternity Pay\n\nYou can't get SMP if you go into police custody during your "
            "maternity pay period.")
WFP_TEXT = "## Winter Fuel Payment\n\nYou can get Winter Fuel Payment if you were born on or before 5 May 1953."
VISA_TEXT = "## Tier 4 visa\n\nYou can apply for a Tier 4 student visa if you have been offered a place on a course."


def smp(claim: str, gloss: str) -> Candidate:
    return Candidate("smp", claim, gloss, SMP_TEXT)


def test_a_question_against_a_negative_claim_is_negated():
    match = match_claim("Can I get SMP?", [smp("not_get_smp", "you can't get SMP")])
    assert (match.module, match.claim, match.negated) == ("smp", "not_get_smp", True)


def test_of_a_claim_and_its_negation_the_same_polarity_wins():
    options = [smp("not_get_smp", "you can't get SMP"), smp("get_smp", "you can get SMP")]
    match = match_claim("Can I get SMP?", options)
    assert (match.claim, match.negated) == ("get_smp", False)
    assert match.ranking[0].claim_score == match.ranking[1].claim_score  # polarity broke the tie
    negative = match_claim("Is it true that I can't get SMP?", options)
    assert (negative.claim, negative.negated) == ("not_get_smp", False)


def test_a_question_that_compares_the_other_way_is_negated():
    text = "If you have fewer than 30 qualifying years, your basic State Pension will be less than £122.30 a week."
    option = Candidate("pension", "less", "your basic State Pension will be less than £122.30 a week", text)
    assert match_claim("Will my basic State Pension be more than £122.30 a week?", [option]).negated
    assert not match_claim("Will my State Pension be less than £122.30 a week?", [option]).negated
    # a comparison in a condition is no polarity
    assert not match_claim("Will my State Pension be less than £122.30 if I have more than 20 years?",
                           [option]).negated


def test_the_right_text_among_distractors():
    options = [Candidate("wfp", "get_wfp", "you can get Winter Fuel Payment", WFP_TEXT),
               smp("get_smp", "you can get SMP"),
               Candidate("visa", "apply_visa", "you can apply for a Tier 4 student visa", VISA_TEXT)]
    match = match_claim("Am I able to apply for a Tier 4 student visa?", options)
    assert (match.module, match.claim, match.negated) == ("visa", "apply_visa", False)
    assert [r.candidate.module for r in match.ranking][0] == "visa"
    assert len(match.ranking) == 3


def test_the_users_situation_picks_the_section_that_speaks_of_it():
    """Two sections answer 'Can I get the Garden Grant?' alike; what the user says of
    themselves decides which one is asked about, and moves no claim within one text."""
    owners = Candidate("owners", "get", "you can get the Garden Grant",
                       "## Garden Grant for owners\n\nYou can get the Garden Grant if you own a garden.")
    tenants = Candidate("tenants", "get", "you can get the Garden Grant",
                        "## Garden Grant for tenants\n\nYou can get the Garden Grant if you rent an allotment.")
    question = "Can I get the Garden Grant?"
    for situation, meant in [("I rent an allotment near the station.", "tenants"), ("I own a small garden.", "owners")]:
        for options in ([owners, tenants], [tenants, owners]):
            match = match_claim(question, options, situation=situation)
            assert match.module == meant
            assert match.ranking[0].situation_score > match.ranking[1].situation_score
    assert all(r.situation_score == 0 for r in match_claim(question, [owners, tenants]).ranking)
    side = Candidate("owners", "apply", "you can apply online", owners.context)
    ranked = match_claim(question, [side, owners], situation="I own a small garden.").ranking
    assert ranked[0].candidate.claim == "get" and ranked[0].situation_score == ranked[1].situation_score


def test_a_situation_makes_no_text_relevant():
    """Relevance is the question's: a text about something else stays irrelevant however
    well the situation fits it."""
    match = match_claim("Can I get Child Benefit for my twins?", [smp("get_smp", "you can get SMP")],
                        situation="I am on maternity leave and I might go into police custody.")
    assert match.irrelevant and match.ranking[0].situation_score > 0


def test_a_question_about_something_else_is_irrelevant():
    match = match_claim("Can I get Child Benefit for my twins?", [smp("get_smp", "you can get SMP")])
    assert match.irrelevant and match.claim is None and match.module is None
    assert not match.ranking[0].relevant


def test_a_vague_question_is_about_the_text_at_hand():
    """'Does this apply to me?' names nothing, so only the text can tell; it is not irrelevant."""
    assert content_terms("Does this apply to me?") == []
    match = match_claim("Does this apply to me?", [smp("get_smp", "you can get SMP")])
    assert match.claim == "get_smp"


def test_a_claim_that_names_nothing_is_about_what_a_question_with_its_verb_asks():
    """'You won't qualify if you: ...' under 'When you won't qualify' never names the payment:
    a question asking whether one qualifies is about it, one asking something else is not."""
    text = "## When you won't qualify\n\nYou won't qualify if you:\n\n* are in prison for the whole week"
    option = Candidate("wfp", "will_qualify", "you will qualify", text)
    match = match_claim("Do I qualify for Winter Fuel Payment?", [option])
    assert match.claim == "will_qualify"
    assert match_claim("Can I get Child Benefit for my twins?", [option]).irrelevant
    vague = Candidate("x", "can", "you can", "## Who can\n\nYou can if you are in prison.")
    assert match_claim("Can I get Child Benefit for my twins?", [vague]).irrelevant


def test_no_candidates_is_irrelevant():
    assert match_claim("Can I get SMP?", []).irrelevant


def test_candidates_from_modules_carry_the_module_text_or_the_glosses():
    module = read_module("""
:- dynamic works/1.
% works(Boolean) indicates whether the user works (true) or not (false).

% paid is true when the user gets Statutory Sick Pay.
paid :- works(true).
""", module_id="ssp")
    [candidate] = candidates([module])
    assert candidate == Candidate("ssp", "paid", "the user gets Statutory Sick Pay",
                                  "the user gets Statutory Sick Pay")
    assert match_claim("Can I get Statutory Sick Pay?", [candidate]).claim == "paid"


def test_the_claim_that_decides_outranks_a_side_claim_of_a_slightly_closer_text():
    """The eligibility text's claim is asked about, not 'you will need to make a claim' of a
    page on claiming that matches the question's words a little better."""
    claiming = Candidate("how", "need_claim", "you will need to make a claim",
                         "## How to claim Winter Fuel Payment\n\nYou will need to make a claim for Winter Fuel "
                         "Payment if you have not had it before.")
    eligible = Candidate("who", "can_get", "you can get Winter Fuel Payment",
                         "## Eligibility\n\nYou can get Winter Fuel Payment if you were born before 1955.")
    assert match_claim("Can I get Winter Fuel Payment?", [claiming, eligible]).module == "who"


def test_the_text_that_names_what_is_asked_outranks_a_closer_gloss_of_another():
    """A gloss the compiler made badly ('financial help a student looking for work') does not
    lose the text that is about what is asked to a well-glossed claim of a text that shares one
    word with it."""
    youth = Candidate("youth", "financial_help", "financial help a student looking for work",
                      "# Youth Allowance\n\nFinancial help if you're 24 or younger and looking for work.")
    maternity = Candidate("maternity", "might_be_eligible", "you might be eligible for Maternity Allowance",
                          "## Maternity pay\n\nIf you can't get maternity pay, you might be eligible for "
                          "Maternity Allowance.")
    match = match_claim("can i get youth allowance", [maternity, youth])
    assert match.module == "youth"
    assert match.ranking[1].claim_score > match.ranking[0].claim_score  # the text decided


def test_a_heading_is_not_chosen_while_a_statement_fits():
    heading = Candidate("costs", "childcare_costs", "Childcare costs", "## Childcare costs\n\nHelp with childcare.")
    rule = Candidate("costs", "can_qualify", "you can qualify",
                     "## Childcare costs\n\nYou can qualify for help with childcare costs if you work.")
    assert match_claim("Can I get help with childcare costs?", [heading, rule]).claim == "can_qualify"


def test_a_question_whether_one_can_have_it_wants_a_rule_and_one_of_what_is_so_a_stated_claim():
    """'Can I get WIC?' is asked of the rule, not of what the text states of everyone (which
    names WIC too); 'Do I have to pay it back?' of the statement that says so."""
    text = ("## WIC\n\nWIC serves low-income pregnant women and children under 5. You can get WIC if you live "
            "in the state where you apply. WIC does not have to be paid back.")
    serves = Candidate("wic", "wic_serves", "WIC serves low-income pregnant women and children under 5", text, True)
    repaid = Candidate("wic", "wic_has_to_be_paid_back", "WIC has to be paid back", text, True)
    rule = Candidate("wic", "can_get_wic", "you can get WIC", text)
    options = [serves, repaid, rule]
    for question in ("Can I get WIC?", "I'm pregnant. Am I eligible for WIC?", "Could my family sign up for WIC?"):
        assert match_claim(question, options).claim == "can_get_wic", question
    assert match_claim("Do I have to pay WIC back?", options).claim == "wic_has_to_be_paid_back"
    assert match_claim("Does WIC serve pregnant women?", options).claim == "wic_serves"


def test_candidates_know_which_claims_ask_the_user_nothing():
    module = read_module("""
:- dynamic lives_here/1.

% can_get is true when you can get it.
can_get :- lives_here(true).

% lasts_3_years is true when it lasts 3 years.
lasts_3_years :- true.
""", module_id="m")
    assert [(c.claim, c.stated) for c in candidates([module])] == [("can_get", False), ("lasts_3_years", True)]


def test_a_question_of_what_takes_the_text_that_fits_best_though_it_states_no_rule():
    """'What is ...?' is answered by what a text says (a yes/no question wants a rule: above)."""
    described = Candidate("pay", "describes_partner_pay", "Partner Pay",
                          "## Partner Pay\n\nPartner Pay is a short payment for a partner on leave from work.")
    other = Candidate("parenting", "meet_conditions", "you meet the conditions (Parenting Payment)",
                      "## Parenting Payment\n\nYou meet the conditions if you care for a child under 8.")
    assert match_claim("What is Partner Pay?", [other, described]).module == "pay"
    assert match_claim("what's partner pay", [other, described]).module == "pay"


def test_a_question_of_duty_goes_to_the_claim_that_says_must():
    text = "You must register for VAT if your turnover is over the threshold. You can register voluntarily."
    options = [Candidate("vat", "can_register", "you can register for VAT voluntarily", text),
               Candidate("vat", "must_register", "you must register", text)]
    assert match_claim("Do I have to register for VAT?", options).claim == "must_register"
    assert match_claim("Can I register for VAT?", options).claim == "can_register"


WHD_TEXT = ("The warm home discount scheme\n## Eligibility\n\nThere are 2 ways to qualify for the Warm Home Discount "
            "Scheme:\n\n* you get the Guarantee Credit element of Pension Credit - known as the 'core group'\n"
            "* you're on a low income and meet your energy supplier's criteria for the scheme - known as the "
            "'broader group'")


def test_a_claim_whose_text_only_mentions_what_is_asked_does_not_cover_it():
    """The text names Guarantee Credit in passing, so it is relevant on its words, but it and
    its claim are about another scheme: the question is not covered, though every word is known."""
    option = Candidate("whd", "two_ways", "there are 2 ways to qualify for the Warm Home Discount Scheme", WHD_TEXT)
    aside = match_claim("Do I qualify for Guarantee Credit?", [option])
    assert not aside.irrelevant and aside.ranking[0].near
    assert not_covered("Do I qualify for Guarantee Credit?", aside, lambda word: True)
    meant = match_claim("Do I qualify for the Warm Home Discount Scheme?", [option])
    assert not meant.ranking[0].near and not not_covered("Do I qualify for the Warm Home Discount Scheme?", meant,
                                                         lambda word: True)


def test_a_claim_under_a_heading_that_names_what_is_asked_is_not_near_only():
    """The claim names none of the question's words and the text is not close in meaning, but
    the text's heading names what is asked: the text is about it and covers the question. The
    same words in the body only mention it, and the claim is then near only, as before."""
    gloss = "you can get a low-interest loan towards your deposit"
    headed = Candidate("loan", "get", gloss, "## 3. Step Up loan\n\nYou can get a low-interest loan towards your deposit.")
    match = match_claim("can i get step up", [headed])
    assert not match.ranking[0].near and not not_covered("can i get step up", match, lambda word: True)
    mentioned = Candidate("loan", "get", gloss, "## 3. Loans\n\nYou can get a low-interest loan towards your "
                                                 "deposit if you do not get Step Up.")
    aside = match_claim("can i get step up", [mentioned])
    assert aside.ranking[0].near and not_covered("can i get step up", aside, lambda word: True)


def test_what_the_asker_says_of_a_thing_unknown_to_the_documents_does_not_uncover_it():
    """'cardigan' is in no document, but returning is what the text is about; 'I bought' says
    what the asker did, not what is asked, so it does not count against the text."""
    option = Candidate("returns", "return", "you can return clothes within 28 days",
                       "## Returns of clothes\n\nYou can return any clothes, jumpers and coats, within 28 days of "
                       "delivery for a full refund.")
    question = "Can I return a cardigan I bought?"
    match = match_claim(question, [option])
    assert not match.irrelevant and not not_covered(question, match, lambda word: word != "cardigan")
    assert not_covered("Can I return a cardigan and a hat?", match, lambda word: word not in ("cardigan", "hat"))


def test_what_the_asker_says_of_a_thing_leaves_the_question_relevant_to_what_it_asks():
    option = Candidate("returns", "return", "you can return most items within 28 days",
                       "## Returns\n\nIf you change your mind, you can return most items within 28 days of "
                       "delivery for a full refund.")
    assert not match_claim("Can I return a jumper I don't like?", [option]).irrelevant


def test_a_claim_that_names_nothing_is_never_near_only():
    """'you will qualify' is about what its text is about: the text decides, as for relevance."""
    option = Candidate("whd", "qualify", "you will qualify", WHD_TEXT)
    match = match_claim("Do I qualify for Guarantee Credit?", [option])
    assert not match.ranking[0].near and not not_covered("Do I qualify for Guarantee Credit?", match,
                                                         lambda word: True)


def test_a_text_that_lacks_a_name_the_question_uses_fits_it_loosely():
    """'Parenting Payment' shares 'Payment' with the text, enough for relevance, but the text
    never names it; the text that names it, or the question asked in its words, fits."""
    crisis = Candidate("crisis", "get", "you can get a Crisis Payment",
                       "# Crisis Payment\n\nYou can get a Crisis Payment if you have had a flood.")
    assert fits_loosely("Can I get the Parenting Payment?", crisis)
    assert not fits_loosely("Can I get a Crisis Payment after a flood?", crisis)
    assert not fits_loosely("Can I get the payment after a flood?", crisis)
    assert fits_loosely("Can I get a loan for my boat?", crisis)  # under half of what it names


def test_a_text_relevant_on_its_words_alone_fits_loosely_unless_the_claim_names_the_question():
    """'Can I get the full amount?' shares 'amount' with a text on target amounts, half of
    what it names, but means something else (cosine below the relevance bar); a question in
    the claim's words fits, and so would one the claim names whole, however far its text."""
    target = Candidate("target", "set", "you can set a target amount",
                       "## Setting target amounts\n\nWhere a specific amount needs paying, you can set a target "
                       "amount. When this is reached deductions will stop.")
    full = match_claim("Can I get the full amount?", [target]).ranking[0]
    assert full.relevant and not full.close and loosely_fits("Can I get the full amount?", full)
    assert not fits_loosely("Can I set a target amount?", target)
    named = match_claim("Can I set a target amount?", [target]).ranking[0]
    assert not loosely_fits("Can I set a target amount?", replace(named, close=False))


def fits_loosely(question: str, candidate: Candidate) -> bool:
    return loosely_fits(question, match_claim(question, [candidate]).ranking[0])


def test_what_the_asker_has_done_is_not_covered_by_a_statement_of_what_is():
    text = "## Contributions\n\nYou pay contributions to qualify for certain benefits."
    stated = Candidate("nic", "pay_contributions", "you pay contributions to qualify for certain benefits", text, True)
    past = "Have I paid enough contributions?"
    match = match_claim(past, [stated])
    assert match.ranking[0].unasked and not_covered(past, match, lambda word: True)
    now = "Do I pay contributions to qualify for benefits?"
    assert not not_covered(now, match_claim(now, [stated]), lambda word: True)
