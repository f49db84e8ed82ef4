"""Content-word keys, numbers and the scales gradable words point to."""

from __future__ import annotations

import pytest

from nesy_chat.logic.lexicon import End, Lexicon, comparative, is_content, number, ordinal, pole, superlative


def test_a_plural_takes_the_singular_the_text_uses():
    lexicon = Lexicon("Every sterpus is dull . Max is a wumpus . Mice are small . A mouse".split())
    assert lexicon.predicate("sterpuses") == "sterpus"  # lemminflect alone says "sterpuse"
    assert lexicon.predicate("Wumpuses") == "wumpus"
    assert lexicon.predicate("mice") == "mouse"
    assert lexicon.predicate("luminous") == "luminous"  # an adjective in -s keeps its form
    assert lexicon.predicate("felines") == "felines"  # no singular in the text: the word itself


def test_verbs_take_their_base_form():
    assert [Lexicon.verb(v) for v in ("likes", "like", "chases", "sees", "visits", "needs")] == \
        ["like", "like", "chase", "see", "visit", "need"]


@pytest.mark.parametrize("word, end", [
    ("leftmost", End("horizontal", "left", True)), ("rightmost", End("horizontal", "right", False)),
    ("oldest", End("age", "old", True)), ("newest", End("age", "new", False)),
    ("youngest", End("age", "young", False)), ("cheapest", End("price", "cheap", True)),
    ("biggest", End("size", "big", False)), ("largest", End("size", "large", False)),
    ("earliest", End("time", "early", True)), ("last", End("finish", "last", False)),
    ("tallest", End("height", "tall", False)), ("smartest", End("smart", "smart", True)),
])
def test_superlatives_point_to_an_end_of_a_scale(word, end):
    assert superlative(word) == end


def test_comparatives_poles_and_opposites():
    assert comparative("older") == End("age", "old", True)
    assert comparative("bigger") == End("size", "big", False)
    assert comparative("red") is None
    assert pole("right").opposite() == End("horizontal", "left", True)
    assert End("smart", "smart", True).opposite() == End("smart", "least smart", False)


def test_numbers_ordinals_and_function_words():
    assert [ordinal(w) for w in ("first", "seventh", "3rd", "21st", "red")] == [1, 7, 3, 21, None]
    assert [number(w) for w in ("three", "7", "many")] == [3, 7, None]
    assert is_content("quail") and not is_content("the") and not is_content("someone") and not is_content("3")
