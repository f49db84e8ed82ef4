"""Each sentence form of the controlled-English grammar, and what it refuses."""

from __future__ import annotations

import pytest

from nesy_chat.core.errors import ParseError
from nesy_chat.logic.form import Arrangement, Order, Rank
from nesy_chat.logic.grammar import parse_question, parse_sentence, parse_statement, parse_verdict, tokenize
from nesy_chat.logic.lexicon import End, Lexicon

LEXICON = Lexicon("Max is a sterpus . Every cat is a feline .".split())
LEFT, RIGHT = End("horizontal", "left", True), End("horizontal", "right", False)
FIRST, LAST = End("finish", "first", True), End("finish", "last", False)


def read(sentence: str) -> list[str]:
    return [str(part) for part in parse_sentence(sentence, LEXICON)]


@pytest.mark.parametrize("sentence, meaning", [
    # facts: names and definites, adjectives, nouns, relations, negation, coordination
    ("Max is a yumpus.", ["yumpus(max)"]),
    ("Wren is not a tumpus.", ["not tumpus(wren)"]),
    ("The cow is big.", ["big(cow)"]),
    ("The bald eagle is not kind.", ["not kind(bald eagle)"]),
    ("The cow likes the lion.", ["like(cow, lion)"]),
    ("The bald eagle does not eat the cow.", ["not eat(bald eagle, cow)"]),
    ("Bob doesn't like the cat.", ["not like(bob, cat)"]),
    ("Bob is big, red and kind.", ["big(bob)", "red(bob)", "kind(bob)"]),
    ("Bob is a big cat.", ["big(bob)", "cat(bob)"]),
    ("The cat likes Bob and sees the dog.", ["like(cat, bob)", "see(cat, dog)"]),
    # ProntoQA universals: every/each, bare plurals, a plural's singular from the text
    ("Every cat is a feline.", ["feline(X0) :- cat(X0)"]),
    ("Each yumpus is not aggressive.", ["not aggressive(X0) :- yumpus(X0)"]),
    ("Jompuses are yumpuses.", ["yumpuses(X0) :- jompuses(X0)"]),  # no singular in the text
    ("Sterpuses are not bright.", ["not bright(X0) :- sterpus(X0)"]),
    ("Cats are felines.", ["feline(X0) :- cat(X0)"]),
    ("No cat is red.", ["not red(X0) :- cat(X0)"]),
    # ProofWriter universals: adjective lists, generic nouns, relative clauses
    ("All rough, nice people are not big.", ["not big(X0) :- rough(X0), nice(X0)"]),
    ("Rough, nice people are big.", ["big(X0) :- rough(X0), nice(X0)"]),
    ("All young, kind, rough things are blue.", ["blue(X0) :- young(X0), kind(X0), rough(X0)"]),
    ("Big things are red and kind.", ["red(X0) :- big(X0)", "kind(X0) :- big(X0)"]),
    ("Someone who is red is kind.", ["kind(X0) :- red(X0)"]),
    ("All people who like the dog are kind.", ["kind(X0) :- like(X0, dog)"]),
    ("Everything that is big is red.", ["red(X0) :- big(X0)"]),
    # conditionals: indefinites, pronouns, negated conditions and conclusions, ground rules
    ("If someone is red then they chase the dog.", ["chase(X0, dog) :- red(X0)"]),
    ("If something visits the tiger then it is nice.", ["nice(X0) :- visit(X0, tiger)"]),
    ("If something is big and not red then it is kind.", ["kind(X0) :- big(X0), not red(X0)"]),
    ("If someone is big and they chase the dog then the dog is not red.",
     ["not red(dog) :- big(X0), chase(X0, dog)"]),
    ("If something likes the cat and the cat sees the dog then it does not see the dog.",
     ["not see(X0, dog) :- like(X0, cat), see(cat, dog)"]),
    ("If the cow is cold and the cow visits the lion then the lion sees the squirrel.",
     ["see(lion, squirrel) :- cold(cow), visit(cow, lion)"]),
    ("If Bob is big, then Bob is red.", ["red(bob) :- big(bob)"]),
    ("If someone likes something then they chase it.", ["chase(X0, X1) :- like(X0, X1)"]),
    ("If something is big then the dog likes it.", ["like(dog, X0) :- big(X0)"]),
])
def test_facts_and_rules(sentence, meaning):
    assert read(sentence) == meaning


@pytest.mark.parametrize("sentence, meaning", [
    ("The owl is the second from the left.", Rank("owl", LEFT, 2)),
    ("The gray book is the third from the right.", Rank("gray book", RIGHT, 3)),
    ("The owl is the 2nd from the left.", Rank("owl", LEFT, 2)),
    ("The quail is the rightmost.", Rank("quail", RIGHT, 1)),
    ("The owl is the leftmost.", Rank("owl", LEFT, 1)),
    ("The owl is not the leftmost.", Rank("owl", LEFT, 1, negated=True)),
    ("The hatchback is the third-newest.", Rank("hatchback", End("age", "new", False), 3)),
    ("The bus is the oldest.", Rank("bus", End("age", "old", True), 1)),
    ("The kiwis are the second-cheapest.", Rank("kiwis", End("price", "cheap", True), 2)),
    ("The kiwis are the third-most expensive.", Rank("kiwis", End("price", "expensive", False), 3)),
    ("The plums are the most expensive.", Rank("plums", End("price", "expensive", False), 1)),
    ("The plums are the least expensive.", Rank("plums", End("price", "cheap", True), 1)),
    ("The hawk is to the right of the crow.", Order("hawk", "crow", RIGHT)),
    ("The robin is to the left of the raven.", Order("robin", "raven", LEFT)),
    ("The minivan is newer than the bus.", Order("minivan", "bus", End("age", "new", False))),
    ("The tractor is older than the bus.", Order("tractor", "bus", End("age", "old", True))),
    ("The loquats are more expensive than the kiwis.", Order("loquats", "kiwis", End("price", "expensive", False))),
    ("The apples are less expensive than the peaches.", Order("apples", "peaches", End("price", "cheap", True))),
    ("The cow is bigger than the dog.", Order("cow", "dog", End("size", "big", False))),
    ("The lamp is above the desk.", Order("lamp", "desk", End("vertical", "top", True))),
    ("Ada finished second.", Rank("ada", FIRST, 2)),
    ("Ada finished first.", Rank("ada", FIRST, 1)),
    ("Rob finished last.", Rank("rob", LAST, 1)),
    ("Mel finished second-to-last.", Rank("mel", LAST, 2)),
    ("Eve finished in third place.", Rank("eve", FIRST, 3)),
    ("Ada finished above Mel.", Order("ada", "mel", FIRST)),
    ("Joe finished below Dan.", Order("joe", "dan", LAST)),
    ("Eve finished ahead of Ada.", Order("eve", "ada", FIRST)),
])
def test_ordering_statements(sentence, meaning):
    assert parse_sentence(sentence, LEXICON) == (meaning,)


def test_a_scale_outside_the_lexicon_still_agrees_with_itself():
    smarter, = parse_sentence("Ann is smarter than Bo.", LEXICON)
    smartest, = parse_sentence("Bo is the smartest.", LEXICON)
    assert smarter.end == smartest.end == End("smart", "smart", True)


@pytest.mark.parametrize("sentence, objects", [
    ("On a branch, there are five birds: a quail, an owl, a raven, a falcon, and a robin.",
     ("quail", "owl", "raven", "falcon", "robin")),
    ("In a golf tournament, there were three golfers: Ana, Eve, and Ada.", ("ana", "eve", "ada")),
    ("A fruit stand sells three fruits: kiwis, pears, and peaches.", ("kiwis", "pears", "peaches")),
    ("In an antique car show, there are three vehicles: a station wagon, a minivan, and a truck.",
     ("station wagon", "minivan", "truck")),
])
def test_the_setup_sentence_lists_the_objects(sentence, objects):
    arrangement, = parse_sentence(sentence, LEXICON)
    assert isinstance(arrangement, Arrangement) and arrangement.objects == objects


def test_framing_sentences_mean_nothing():
    assert parse_sentence("The following paragraphs each describe a set of five objects arranged in a "
                          "fixed order.", LEXICON) == ()
    assert parse_sentence("The statements are logically consistent within each paragraph.", LEXICON) == ()


@pytest.mark.parametrize("sentence, message", [
    ("On a shelf, there are three books: a red book and a gray book.", "three books announced but 2 listed"),
    ("If someone is big then someone is red.", "no reading"),
    ("Bob likes someone.", "no reading"),
    ("All people are red.", "no reading"),  # a universal needs a restriction
    ("Either Bob is red or Bob is big.", "no reading"),
    ("Bob is not a big cat.", "no reading"),
    ("The owl is the second from the middle.", "no reading"),
])
def test_sentences_outside_the_grammar_are_refused_with_the_sentence(sentence, message):
    with pytest.raises(ParseError, match=message) as caught:
        parse_sentence(sentence, LEXICON)
    assert caught.value.sentence == sentence


def test_statements_questions_and_verdicts():
    assert str(parse_statement("The tiger is not young.", LEXICON)) == "not young(tiger)"
    with pytest.raises(ParseError, match="exactly one"):
        parse_statement("Every cat is red.", LEXICON)
    assert parse_question("Based on the above information, is the following statement true, false, or unknown?") is None
    assert parse_question("Is the following statement true or false?") is None
    assert parse_question("Which of the following is true?") == "true"
    assert parse_question("Which of the following statements is false?") == "false"
    with pytest.raises(ParseError):
        parse_question("Which one of the following could be the order?")
    assert [parse_verdict(v) for v in ("True", "False", "Unknown", "Uncertain")] == ["true", "false", "unknown", "unknown"]
    with pytest.raises(ParseError):
        parse_verdict("Maybe")


def test_tokens():
    assert tokenize("Mel finished second-to-last, doesn't he?") == \
        ["Mel", "finished", "second", "-", "to", "-", "last", ",", "does", "not", "he", "?"]
