"""What the user said about numbers, checked by the real Z3: derived tests and contradictions."""

from __future__ import annotations

import pytest

from nesy_chat.core.module import NumericTest
from nesy_chat.qa.quantities import Derived, conflict, derive


@pytest.mark.parametrize("answers, test, derived", [
    ({"age >= 60": True}, NumericTest("age", "<", 50), Derived(False, ("age >= 60",))),
    ({"age >= 60": True}, NumericTest("age", ">", 59.5), Derived(True, ("age >= 60",))),
    ({"age >= 60": False}, NumericTest("age", "<", 65), Derived(True, ("age >= 60",))),
    ({"age < 19": True, "age >= 16": True}, NumericTest("age", "=<", 20), Derived(True, ("age < 19",))),
    ({"age": 64}, NumericTest("age", "=:=", 64), Derived(True, ("age",))),
    ({"age >= 60": True, "a": True}, NumericTest("age", ">=", 60), None),      # answered: not derived again
    ({"age >= 60": True}, NumericTest("age", ">=", 65), None),                  # still open
    ({"age >= 60": True}, NumericTest("income", "<", 100), None),               # another number
    ({"age >= 60": None}, NumericTest("age", "<", 50), None),                   # "I don't know" says nothing
    ({"age > 18": True}, NumericTest("age", "<", 19), None),                    # real numbers: 18.5 is both
])
def test_derive(answers, test, derived):
    assert derive(answers, [test]).get(test.key) == derived


def test_derive_names_only_the_answers_that_force_it():
    answers = {"age >= 60": True, "age < 90": True, "income < 100": True}
    assert derive(answers, [NumericTest("age", ">=", 18)]) == {"age >= 18": Derived(True, ("age >= 60",))}


@pytest.mark.parametrize("answers, key, value, core", [
    ({"age >= 60": True}, "age < 50", True, ("age >= 60",)),
    ({"age >= 60": True}, "age", 40, ("age >= 60",)),
    ({"age >= 60": False}, "age", 60, ("age >= 60",)),
    ({"age >= 60": True, "age < 70": True}, "age >= 70", True, ("age < 70",)),
    ({"income < 12570.5": True}, "income", 12570.5, ("income < 12570.5",)),   # exact, no rounding
    ({"age >= 60": True}, "age < 50", False, None),
    ({"age >= 60": True}, "age", 64, None),
    ({"age >= 60": None}, "age", 10, None),
    ({"age >= 60": True}, "income", 10, None),
])
def test_conflict(answers, key, value, core):
    assert conflict(answers, key, value) == core


def test_an_answer_does_not_conflict_with_itself_given_before():
    assert conflict({"age >= 60": True}, "age >= 60", False) is None  # a change of mind replaces it
