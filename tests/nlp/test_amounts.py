"""Numbers users state about themselves, on sentences written for these tests (real spaCy parses)."""

import pytest

from nesy_chat.nlp.amounts import Amount, When
from nesy_chat.nlp.clauses import clauses


def found(text: str) -> list:
    return [q.what for c in clauses(text) for q in c.quantities]


@pytest.mark.parametrize("text, value", [
    ("I'm 67.", 67), ("I am 67 years old.", 67), ("I am sixty-seven years old.", 67),
    ("I'm a 67-year-old widow.", 67), ("I am a 67 year old man.", 67), ("I am aged 67.", 67),
    ("I am 34 years of age.", 34), ("I turned 67 last month.", 67), ("My son is 17.", 17),
])
def test_ages(text, value):
    assert found(text) == [Amount(value, age=True)]


def test_an_age_bound():
    assert found("I'm over 60.") == [Amount(60, ">", age=True)]
    assert found("I am 60 or older.") == [Amount(60, ">=", age=True)]


@pytest.mark.parametrize("text, amount", [
    ("I earn £300 a week.", Amount(300, currency="£", period="week")),
    ("I earn 300 pounds per week.", Amount(300, currency="£", period="week")),
    ("My income is £12k a year.", Amount(12000, currency="£", period="year")),
    ("I earn £1,200.50 a month.", Amount(1200.5, currency="£", period="month")),
    ("We have savings of $16,000.", Amount(16000, currency="$")),
])
def test_money(text, amount):
    assert found(text) == [amount]


@pytest.mark.parametrize("text, amount", [
    ("I work 12 hours a week.", Amount(12, unit="hour", period="week")),
    ("I work over 30 hours a week.", Amount(30, ">", unit="hour", period="week")),
    ("I work at least 16 hours per week.", Amount(16, ">=", unit="hour", period="week")),
    ("I have lived in the UK for 5 years.", Amount(5, unit="year")),
    ("I have worked there for twenty one years.", Amount(21, unit="year")),
    ("My business has 3 employees.", Amount(3, unit="employee")),
    ("I work 50% of the time.", Amount(50, unit="percent")),
])
def test_counts_with_their_units(text, amount):
    assert found(text) == [amount]


@pytest.mark.parametrize("text", ["I moved here 1999.", "I started on 5 April.", "It is 3 of them.", "I have 2."])
def test_dates_and_bare_counts_are_no_amounts(text):
    assert found(text) == []


@pytest.mark.parametrize("text, amount", [
    ("I have nearly 20 hours of work.", Amount(20, unit="hour", approximate=True)),
    ("I earn around £300 a week.", Amount(300, currency="£", period="week", approximate=True)),
])
def test_a_vague_number_is_approximate_with_no_bound_of_its_own(text, amount):
    assert found(text) == [amount]


@pytest.mark.parametrize("text, when", [
    ("I was born in 1950.", When(1950)),
    ("I was born in March 1950.", When(1950, 3)),
    ("I was born on 5 April 1950.", When(1950, 4, 5)),
    ("I was born on April 5, 1950.", When(1950, 4, 5)),
    ("My partner reached State Pension age in May of 2016.", When(2016, 5)),
    ("I was born before 1950.", When(1950, op="<")),
    ("You were born on or before 5 April 1953.", When(1953, 4, 5, "=<")),
    ("I moved on or after 1st January 2020.", When(2020, 1, 1, ">=")),
])
def test_dates(text, when):
    assert found(text) == [when]


def test_a_date_is_its_days():
    assert When(2016, 5).days() == (When(2016, 5, 1).days()[0], When(2016, 5, 31).days()[0])
    assert When(2016, 12).days()[1] == When(2016, 12, 31).days()[0]
    assert When(2016).days() == (When(2016, 1, 1).days()[0], When(2016, 12, 31).days()[0])


def test_what_the_rest_of_the_clause_says_the_number_counts():
    [quantity] = clauses("I have lived in the UK for 5 years.")[0].quantities
    assert quantity.context.root == "live" and any("uk" in w.forms for w in quantity.context.words)
    assert quantity.words == "5 years"
