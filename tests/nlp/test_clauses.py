"""What a message states, clause by clause: real spaCy parses of sentences written for these tests."""

import pytest

from nesy_chat.nlp.clauses import alternatives, clauses, proposition, split, supposed


def said(text: str) -> list[tuple[str, bool]]:
    return [(c.statement, c.negated) for c in clauses(text)]


@pytest.mark.parametrize("text, expected", [
    ("I live in Spain.", [("you live in Spain", False)]),
    ("I'm 67 and live in Spain.", [("you are 67", False), ("you live in Spain", False)]),
    ("My partner works in a shop.", [("your partner works in a shop", False)]),
    ("We own a small farm.", [("you own a small farm", False)]),
    ("It is a gift to a charity.", [("It is a gift to a charity", False)]),
])
def test_statements_are_said_to_the_user(text, expected):
    assert said(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("I don't have a car.", [("you have a car", True)]),
    ("I do not live in France.", [("you live in France", True)]),
    ("I didn't go to university.", [("you went to university", True)]),
    ("I can't work.", [("you can work", True)]),
    ("I have no children.", [("you have children", True)]),
    ("I have never been married.", [("you have been married", True)]),
    ("None of my plants are diseased.", [("your plants are diseased", True)]),
])
def test_a_denial_is_the_positive_statement_negated(text, expected):
    assert said(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("I have never claimed benefits or worked abroad.",
     [("you have claimed benefits", True), ("you have worked abroad", True)]),
    ("I am not working or studying.", [("you are working", True), ("you are studying", True)]),
    ("I don't smoke and live alone.", [("you smoke", True), ("you live alone", False)]),
])
def test_a_verb_shares_the_denial_of_the_one_it_is_an_alternative_to(text, expected):
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "Can I get Pension Credit?",
    "Am I eligible?",
    "If I move to France, can I still claim?",
    "I want to know whether I can apply.",
    "Unless I find work, I will apply.",
    "I will claim if I move abroad.",
    "They told me I am eligible.",
    "I think I earn enough.",
    "I probably live in the catchment area.",
    "Maybe I have a disability.",
    "Neither my wife nor I work.",
    "Nothing has changed.",
])
def test_questions_suppositions_reports_and_hedges_state_nothing(text):
    assert not [c for c in clauses(text) if "eligible" in c.statement or "work" in c.statement
                or "earn" in c.statement or "live" in c.statement or "disability" in c.statement
                or "apply" in c.statement or "claim" in c.statement or "changed" in c.statement]


@pytest.mark.parametrize("text, expected", [
    ("Can I claim my pension if I move abroad?", [("you move abroad", False)]),
    ("If I'm not working, can I get it?", [("you are working", True)]),
    ("Am I eligible if my course starts in May?", [("your course starts in May", False)]),
    ("Can I get it if my landlord agrees?", [("your landlord agrees", False)]),  # the asker's own landlord
    ("Can I get it if the landlord agrees?", []),  # said of no one of the asker's
    ("Can I claim the allowance while I'm getting sick pay?", [("you are getting sick pay", False)]),
    ("I will claim if I move abroad.", []),  # no question: a supposition of what the writer will do
    ("Can you tell me whether I can claim?", []),
    ("Can I get a loan as an individual borrower?", [("you are an individual borrower", False)]),
    ("how much will i pay as a first time buyer on a flat", [("you are a first time buyer", False)]),  # no mark
    ("Am I classed as a worker?", []),  # what is asked, not who asks
    ("Can I take my pension as a lump sum?", []),  # how, not who
    ("Do I need a licence to export these goods?", [("you export these goods", False)]),
    ("do i need a visa to visit my family", [("you visit your family", False)]),
    ("What do I need to do to get the allowance?", []),  # getting it is what is asked
    ("Can my business use the scheme?", [("you are a business", False)]),  # asked for by one
    ("My business is small. Can I get it?", []),  # stated, not supposed: `clauses` reads it
])
def test_a_question_supposes_the_case_it_asks_about(text, expected):
    assert [(c.statement, c.negated) for c in supposed(text)] == expected


def test_what_a_question_carries_alongside_is_still_stated():
    assert said("I'm 67 and live in Spain, can I get the Winter Fuel Payment?") == [
        ("you are 67", False), ("you live in Spain", False)]
    assert said("Since I live in Wales, do I qualify?") == [("you live in Wales", False)]


@pytest.mark.parametrize("text", [
    "I want to know whether I can apply.",
    "I'd like to know if my son can get a grant.",
    "Please tell me what I can claim.",
    "I wonder if we qualify.",
])
def test_an_indirect_question_states_nothing(text):
    assert clauses(text) == ()


def test_a_clause_of_time_in_a_question_is_asked_not_stated():
    assert clauses("Can I apply before my course starts?") == ()
    assert said("Can I still claim after I retire?") == []
    assert said("I stopped work after I had a stroke.") == [("you stopped work", False), ("you had a stroke", False)]


@pytest.mark.parametrize("text, question, situation", [
    ("Can I get a bus pass?", "Can I get a bus pass?", ""),
    ("can i  get a bus pass", "can i  get a bus pass", ""),  # nothing stated: the message as typed
    ("If I move abroad, can I keep my pension?", "If I move abroad, can I keep my pension?", ""),
    ("Can I get a grant if I work 20 hours a week?", "Can I get a grant if I work 20 hours a week?", ""),
    ("I want to know whether I can apply.", "I want to know whether I can apply.", ""),
    ("I'm 67. Can I get a bus pass?", "Can I get a bus pass?", "I'm 67."),
    ("I'm 67 and live in Leeds, can I get a bus pass?", "Can I get a bus pass?", "I'm 67 and live in Leeds"),
    ("Can I get a bus pass as I live in Leeds?", "Can I get a bus pass?", "I live in Leeds"),
    ("Do I pay the toll? My van weighs 4 tonnes.", "Do I pay the toll?", "My van weighs 4 tonnes."),
    ("My wife died in May. What can I claim?", "What can I claim?", "My wife died in May."),
    ("I moved here when I was 20. Can I vote?", "Can I vote?", "I moved here when I was 20."),
    ("I don't own a car and I'm not working. Can I get help with fares?", "Can I get help with fares?",
     "I don't own a car and I'm not working."),
    ("I rent a flat and I have two cats.", "", "I rent a flat and I have two cats."),
    ("i am 67 can i get a bus pass", "", "i am 67 can i get a bus pass"),  # no "?": what asks is unsure
    ("Can I apply before my course starts?", "Can I apply before my course starts?", ""),
    ("Is the rent my lodger pays me taxable?", "Is the rent my lodger pays me taxable?", ""),
    ("Can I take my pension at once, and is it tax free?",  # two questions, nothing stated
     "Can I take my pension at once, and is it tax free?", ""),
    ("I retired. Can I take my pension at once and is it tax free?",
     "Can I take my pension at once and is it tax free?", "I retired."),
    ("I'm 70 and was told I have a year to live. Can I cash in my pension?", "Can I cash in my pension?",
     "I'm 70 and was told I have a year to live."),
    # what a question asks, not what it states: no subject or finite verb, or its complement
    ("Does this payment count as paid work?", "Does this payment count as paid work?", ""),
    ("Is it a requirement for me to tell the council?", "Is it a requirement for me to tell the council?", ""),
    ("Is it true that I have to pay tax on it?", "Is it true that I have to pay tax on it?", ""),
    ("Moving to Spain in May - can I keep my bus pass?", "Can I keep my bus pass?", "Moving to Spain in May"),
    ("Can my partner and I claim the credit?", "Can my partner and I claim the credit?", ""),
])
def test_a_message_splits_into_its_question_and_the_situation_it_states(text, question, situation):
    assert split(text) == (question, situation)


def test_a_leading_yes_or_no_answers_something_unsaid_and_negates_nothing():
    assert said("No, my income has gone up.") == [("your income has gone up", False)]
    assert said("Yes, I have a car.") == [("you have a car", False)]


def test_a_negation_the_verb_does_not_carry_leaves_the_clause_unread():
    assert said("This person is a witness, not a judge.") == []
    assert said("I have a car that I never use.") == []
    assert said("I work no more hours than usual.") == [("you work more hours than usual", True)]


@pytest.mark.parametrize("text, tense", [
    ("I live in Spain.", "present"), ("I lived in Spain.", "past"), ("I have lived in Spain.", "perfect"),
    ("I will live in Spain.", "future"), ("I was born in Spain.", "past"), ("I'd lived there.", "past"),
])
def test_tense(text, tense):
    assert clauses(text)[0].proposition.tense == tense


def test_what_must_agree_with_a_question():
    [clause] = clauses("My partner doesn't want to live outside the UK.")
    p = clause.proposition
    assert (p.root, p.subjects, p.marks) == ("want", frozenset({"your partner"}), frozenset({"want", "outside"}))
    assert [(w.role, "uk" in w.forms) for w in p.words] == [("", False), ("outside", True)]
    assert p.names == frozenset({"uk"})


def test_verbs_of_one_sense_are_one_and_have_got_is_have():
    assert clauses("I receive Child Benefit.")[0].proposition.root == proposition("you get Child Benefit").root
    have = clauses("I've got a car.")[0].proposition
    assert (have.root, have.tense) == ("have", "present")


def test_a_possessive_is_part_of_the_word():
    fault = clauses("It's someone else's fault.")[0].proposition
    assert [w.owner for w in fault.words if "fault" in w.forms] == ["someone"]
    assert [w.owner for w in proposition("it is your fault").words] == ["your"]


@pytest.mark.parametrize("statement, expected", [
    ("you live in the UK, France or Spain",
     ("you live in the UK", "you live in France", "you live in Spain")),
    ("you get Income Support or Pension Credit", ("you get Income Support", "you get Pension Credit")),
    # names of two words or more, whole whichever way the parser hangs them
    ("you get Child Benefit or Carer's Allowance", ("you get Child Benefit", "you get Carer's Allowance")),
    ("you get Pension Credit, Income Support or Universal Credit for your child",
     ("you get Pension Credit for your child", "you get Income Support for your child",
      "you get Universal Credit for your child")),
    ("you get Child or Working Tax Credit", ()),  # which words the list shares is a guess
    ("you are pregnant or looking after children", ("you are pregnant", "you are looking after children")),
    ("you have a car", ()),
    ("you live in England and you are 66 or over", ()),
    ("you get Pension Credit in your name and either Child Benefit or Carer's Allowance", ()),
    # three or more of unlike kinds, or first ones the parser hangs on the verb: split at the commas
    ("you are pregnant, a carer, or looking for work",
     ("you are pregnant", "you are a carer", "you are looking for work")),
    ("you are a student, a veteran or a carer", ("you are a student", "you are a veteran", "you are a carer")),
    ("you work for a charity, a school or a hospital",
     ("you work for a charity", "you work for a school", "you work for a hospital")),
])
def test_alternatives_of_an_or_list(statement, expected):
    assert alternatives(statement) == expected
