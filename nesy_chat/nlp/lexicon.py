"""The words that reading a user's own message turns on, in one place.

`nlp.clauses` and `nlp.amounts` split a message into what it states; `qa.statements` decides
which of those statements answer a rule's question. Each list names a kind of English
construction, never an item of any data set: a word belongs here because it changes what a
sentence says about the person writing it.
"""

from __future__ import annotations

# A clause under one of these is a supposition or a question, not something stated:
# "if I move abroad", "whether I can claim", "once I retire".
SUPPOSING = frozenset("if unless whether once until till lest provided providing supposing".split())

# A question asked in a case these open supposes it of the asker, who names themselves so:
# "Can I claim my pension if I move abroad?" is asked where they move abroad.
CASES = frozenset("if when once whenever while whilst".split())

# Bodies a person asks for: "Can my business use it?" is asked by one
BODIES = frozenset("business company charity organisation organization firm partnership".split())

# The verbs of a need, whose purpose the asker means to do: "Do I need a visa [to visit]?"
NEEDING = frozenset({"need", "require"})

# What a question asks about and so does not suppose: "What do I need to [get the allowance]?"
ASKED_VERBS = frozenset("get claim receive qualify apply be do have keep continue".split())

# Verbs whose 'as' names what is asked, not who asks: "Am I classed as a worker?" (but "Can I get
# a loan as a borrower?" says who asks)
ROLE_VERBS = frozenset("""
be become class classify consider count treat regard see define register qualify work act serve employ hire
describe list
""".split())

# Words of which one, said of a person, excludes the other: "I'm self-employed" answers "Are you
# an employee?" no, and "I'm employed" answers "Are you self-employed?" no.
OPPOSITES = (("an employee", "self-employed"), ("employed", "self-employed"), ("part-time", "full-time"),
             ("single", "married"))

# A clause of time these open, in a question, is part of what it asks, not a fact stated:
# "Can I apply before the course starts?", "How much will I get when I retire?".
TIMES = frozenset("before after when whenever while".split())

# A clause these verbs govern is what someone said, thought or hoped, not the writer's fact:
# "they told me [I am eligible]", "I think [I earn enough]".
REPORTING = frozenset("""
say tell think believe hope doubt wonder claim suppose guess assume suspect feel hear read seem appear
imagine expect fear worry know ask mean reckon understand realise realize
""".split())

# Words that hedge a statement: a message that only may be so states nothing.
HEDGES = frozenset("""
maybe perhaps probably possibly likely unlikely apparently supposedly allegedly hopefully
""".split())

# Words that make a number vague ("about 60", "nearly five years"): no amount is read from it.
APPROXIMATE = frozenset("about around approximately roughly almost nearly some circa".split())

# Modality and intention: "I want to work" does not say "I work", nor "I could work" or
# "I plan to work". A statement and a question must carry the same ones.
MODALITY = frozenset("""
want wish hope plan intend try attempt aim like love prefer consider think expect mean would could might may
should must can able unable need going
""".split())

# Words that move a statement off what a question asks: "a former soldier" is no soldier,
# "live outside the UK" does not live in it. A statement and a question must carry the same ones.
SHIFTING = frozenset("""
former formerly ex previous previously prior past retired future prospective potential would-be aspiring
non pseudo fake almost nearly partly partially part-time semi outside except excluding besides without
apart instead beyond abroad overseas longer anymore
""".split())

# Adverbs that add nothing to what a statement says about its subject.
EMPTY_ADVERBS = frozenset("""
currently now presently actually really just still also too indeed definitely certainly right yes well so
here there today basically fortunately unfortunately luckily sadly recently lately already even very
""".split())

# Verbs of an event, not a state: a rule's "if you cancel your trip" is met by "I cancelled
# it", as "if your partner dies" by "my husband died"; "you live in Spain" is not by "I lived there".
EVENTS = frozenset("""
cancel die lose break steal crash damage injure hurt fall move sell buy marry divorce separate retire resign
quit leave start finish happen occur burst flood crack fail end adopt arrive return
""".split())

# Phrasal verbs a user says for a rule's one word: "my mother passed away" answers "if your parent dies".
PHRASAL = {"pass away": "die", "go back": "return", "come back": "return", "give up": "quit",
           "move out": "leave", "set up": "start"}

# Verbs a rule and a user use for one thing: the user "receives" what the rule says they "get".
SAME_VERB = (frozenset({"get", "receive"}),)

# Words at the start of a sentence that answer something unsaid ("Yes, it is a gift"):
# they are no negation of what follows.
INTERJECTIONS = frozenset("yes no yeah nope nah ok okay well".split())

# Negation a parse marks as a determiner or pronoun rather than `neg`: "I have no car".
NEGATIVE_DETERMINERS = frozenset({"no"})
NEGATIVE_PRONOUNS = frozenset({"none", "nothing", "nobody", "noone", "neither"})
NEGATIONS = frozenset({"not", "n't", "never", "no", "nor", "without"}) | NEGATIVE_PRONOUNS

# Who the writer is, and who a rule's question means by "you".
FIRST_PERSON = frozenset({"i", "we", "me", "us", "myself", "ourselves"})

# The asker's words for themselves and what is theirs ("if my course starts in May")
ASKER = FIRST_PERSON | {"my", "our"}

# The writer's own contractions, typed with or without the apostrophe ("I'm 67", "im 67"): the
# writer, not a thing a question asks about. ("id", "ill" are words of their own.)
FIRST_PERSON_CONTRACTIONS = frozenset({"i'm", "im", "i've", "ive", "i'd", "i'll", "we're", "we've"})
THINGS = frozenset({"it", "this", "that"})
# The people a user asks about in their stead ("Does my son have to wear a helmet?"), by the
# pronoun a follow-up about them takes; any other person noun is "they".
PEOPLE_HE = frozenset("""
son husband father dad daddy brother grandson grandfather grandad granddad grandpa uncle nephew boyfriend
fiance stepson stepfather stepbrother
""".split())
PEOPLE_SHE = frozenset("""
daughter wife mother mum mom mummy mommy sister granddaughter grandmother grandma gran nan aunt auntie niece
girlfriend fiancee stepdaughter stepmother stepsister
""".split())
PEOPLE = PEOPLE_HE | PEOPLE_SHE | frozenset("""
child kid baby partner spouse parent grandchild grandparent cousin friend relative neighbour neighbor carer
stepchild stepparent sibling dependant dependent employee lodger tenant
""".split())
  # what the user asks about, by any of these

# The kinds a person of a family role is: "my daughter" is "your child" and "your relative",
# "my wife" "your partner". One way only: a child need not be a daughter.
KINDS_OF = {role: frozenset(kinds.split()) for kinds, roles in (
    ("child relative", "son daughter stepson stepdaughter stepchild"),
    ("child", "kid boy girl baby"),
    ("partner spouse", "husband wife"),
    ("partner", "spouse boyfriend girlfriend fiance fiancee"),
    ("parent relative", "mother father mum mom dad stepmother stepfather"),
    ("sibling relative", "brother sister stepbrother stepsister"),
    ("grandchild relative", "grandson granddaughter"),
    ("grandparent relative", "grandmother grandfather grandma grandpa gran nan grandad granddad"),
    ("relative", "cousin aunt auntie uncle niece nephew"),
) for role in roles.split()}

# Numbers in words, for "I am sixty-seven", "for five years", "twenty hours a week".
UNITS_IN_WORDS = {word: n for n, word in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
TENS_IN_WORDS = {word: 10 * n for n, word in enumerate(
    "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if word != "_"}
SCALES_IN_WORDS = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
CURRENCY_WORDS = {"pound": "£", "pounds": "£", "dollar": "$", "dollars": "$", "euro": "€", "euros": "€"}

# A comparison a user states ("at least 16 hours", "over 60"), by the words before or after the number.
COMPARED_BEFORE = {
    "at least": ">=", "no less than": ">=", "not less than": ">=", "a minimum of": ">=",
    "more than": ">", "over": ">", "above": ">", "older than": ">", "longer than": ">", "greater than": ">",
    "in excess of": ">", "upwards of": ">",
    "less than": "<", "fewer than": "<", "under": "<", "below": "<", "younger than": "<", "shorter than": "<",
    "up to": "=<", "no more than": "=<", "not more than": "=<", "at most": "=<", "a maximum of": "=<",
    "exactly": "=:=",
}
COMPARED_AFTER = {"or more": ">=", "or over": ">=", "or above": ">=", "or older": ">=", "or longer": ">=",
                  "plus": ">=", "+": ">=", "or less": "=<", "or under": "=<", "or below": "=<",
                  "or younger": "=<", "or fewer": "=<", "or shorter": "=<"}

# How often an amount comes ("a week", "per month", "weekly"), as the period's noun.
PERIODS = {"week": "week", "weekly": "week", "month": "month", "monthly": "month", "year": "year",
           "yearly": "year", "annually": "year", "annum": "year", "day": "day", "daily": "day", "hour": "hour",
           "hourly": "hour", "fortnight": "fortnight", "fortnightly": "fortnight"}
PERIOD_LEADS = frozenset({"a", "an", "per", "each", "every"})

# Age: "67 years old", "aged 67", "a 67-year-old", "67 years of age", "I turned 67".
AGE_WORDS = frozenset({"old", "aged", "age"})
AGE_VERBS = frozenset({"turn"})
BIRTH = "born"  # a date of birth is a date of a clause that says this
MONTHS = {name: n for n, names in enumerate(
    ("january jan", "february feb", "march mar", "april apr", "may", "june jun", "july jul", "august aug",
     "september sep sept", "october oct", "november nov", "december dec"), start=1) for name in names.split()}
MAX_AGE = 130

# A date's bound ("born on or before 5 April 1953", "reached it after 2016"), and the
# prepositions that date an event ("in 1950", "on 5 April 1950").
DATE_BOUNDS = {"before": "<", "after": ">", "on or before": "=<", "on or after": ">=", "by": "=<",
               "until": "=<", "till": "=<", "no later than": "=<", "no earlier than": ">="}
DATED = frozenset({"in", "on", "of", "during"})
