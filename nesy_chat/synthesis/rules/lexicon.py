"""The compiler's word lists, in one place.

What a kind of person is, which nouns name a third party, which verbs describe provision: lists
of English words, never names of a country, programme, form or company. A construct that needs
a word list takes it from here, so a list grows for every construct at once.
"""

from __future__ import annotations

from nesy_chat.nlp import lexicon, questions

_GENERIC_PEOPLE = {"person", "people", "individual", "someone", "anyone", "you", "child", "partner", "spouse",
                   "parent", "family", "families"}


_PLAIN_PEOPLE = {"woman", "man", "person", "individual"}  # a kind that says nothing its adjectives do not


_STATUS = {"eligible", "entitled", "prohibited", "allowed", "exempt", "liable", "ineligible", "permitted", "qualify",
           "right"}


# who a rule can be about, asked 'Are you a ...?': people, and the bodies a reader may speak for
_PEOPLE = questions.PEOPLE | lexicon.BODIES | {"household"}


_PARTIES = ("civil partner|partner|spouse|husband|wife|widow|widower|child|son|daughter|baby|person|sponsor|parent|"
            "mother|father|guardian|relative|dependant|dependent|landlord|employer")


_PARTY_NOUNS = frozenset(_PARTIES.split("|"))


_THIRD_PLURAL = {"they", "them", "their", "themselves"}


_SINGULAR = {"are": "is", "were": "was", "have": "has", "do": "does", "re": "is", "ve": "has", "don't": "doesn't",
             "aren't": "isn't", "weren't": "wasn't", "haven't": "hasn't"}  # and with ’ for '


_SINGULAR.update({negative.replace("'", "’"): singular.replace("'", "’") for negative, singular in _SINGULAR.items()
                  if "'" in negative})


_GENDERED = {"she": ("wife", "mother"), "he": ("husband", "father")}


_PREPOSITIONS = {"before", "after", "at", "by", "under", "over", "of", "from", "until", "till", "to", "above", "below"}


_BODIES = {"body", "authority", "council", "association", "trust", "society", "union", "corporation", "board",
           "club", "school", "college", "university", "team", "couple", "estate", "sponsor"}


_DETERMINERS = ("a", "an", "the", "your", "their", "his", "her", "its", "our", "my", "this", "that", "these", "those")


_A = {"a", "an"}


_CLAUSE_START = {"you", "your", "they", "their", "it", "we", "the", "this", "these", "those", "he", "she", "there"}


_PROVIDE = {"provide", "offer", "give", "pay", "cover", "help", "assist", "support", "serve", "fund", "lend",
            "compensate", "grant", "award"}


_GIVE = {"provide", "offer", "give", "lend", "fund", "grant", "award"}  # verbs whose object is the thing given


_OPEN_TO = {"available", "open", "intended", "designed"}  # 'is available to eligible Veterans'


_ALLOW = {"allow", "permit", "enable", "authorize", "authorise", "entitle", "let"}  # 'allows patients to buy seeds'


_BENEFICIARIES = _PEOPLE | {"tribe", "government", "entity", "community", "household", "group", "institution",
                            "agency", "cooperative", "rancher", "fisherman", "homeowner", "municipality", "nonprofit",
                            "business", "organization", "organisation",
                            "those", "anyone", "anybody", "everyone", "company", "charity", "firm"}


_ACTIVITY = {"exports": "exporting", "imports": "importing", "sales": "selling", "supplies": "supplying",
             "shipments": "shipping"}


_WORTH = {"worth", "value", "amount", "indebtedness"}  # 'any pension worth up to £10,000': the pension


_NOT_ACTIVITIES = {"are", "is", "was", "were", "have", "has", "had", "must", "can", "could", "may", "might", "will",
                   "would", "should", "do", "does", "did", "don't", "doesn't", "cannot", "need", "needs", "want",
                   "wants"}


_WHEN_MARKS = frozenset(("after", "before", "until", "since", "once", "while", "when"))


_ANYONE = {"person", "people", "individual", "applicant", "claimant", "anyone", "anybody", "everyone",
           "everybody"}  # kinds anyone asking is


_ADDRESSEES = {"worker", "employee", "staff"}  # kinds a text on work takes its reader to be: not asked


# the role a text's reader has in it, named as the subject: 'the applicant must be 18' -> 'you must be 18'
_READER_ROLES = ("veteran", "applicant", "claimant", "servicemember", "borrower", "worker", "employee", "student",
                 "apprentice", "recipient", "taxpayer", "beneficiary", "member", "participant", "customer", "tenant",
                 "household", "traveller", "traveler", "policyholder", "cardholder", "learner", "trainee", "insured")


# words an infinitive completes ('be able to swim', 'be willing to move'): its 'to' says what, not what for
_COMPLETED_BY_TO = ("able", "unable", "willing", "unwilling", "prepared", "ready", "likely", "allowed", "permitted",
                    "expected")


# verbs an object and an infinitive complete ('expect it to last', 'ask your employer to pay'): not a purpose
_ASKS_SOMEONE_TO = ("expect", "want", "ask", "allow", "require", "tell", "enable", "encourage", "cause", "force",
                    "persuade")


# what names a requirement when a text lifts it ('the 90-day minimum does not apply if ...')
_REQUIREMENT_NOUNS = ("minimum", "maximum", "limit", "requirement", "rule", "condition", "restriction", "deadline",
                      "test")


# verbs of asking for something, and what is sent to ask: a time limit on them says when asking
# is open ('You must apply within 3 months of ...'), not a duty ('You must tell us within ...')
_SEEKING = frozenset("apply claim appeal ask request file send submit enrol enroll renew challenge complain "
                     "lodge".split())
_SOUGHT = frozenset("application claim appeal request renewal complaint".split())  # and their plurals


# nouns with no singular of the same sense: 'goods' are not 'a good', 'savings' not 'a saving'
_PLURAL_ONLY = frozenset("goods clothes savings earnings premises belongings proceeds arrears groceries contents "
                         "details records".split())


# quantifiers that make a subject some of a kind, not the reader: 'Some self-employed people are not eligible'
_HEDGED = {"some", "most", "many", "certain", "several", "few", "other"}


# pronouns for people other than the reader
_THIRD_PERSONS = {"they", "he", "she"}


# verbs of one sense for what a rule gives: the reader's ('get' what one 'receives'), and 'claim'
_SAME_VERB = (lexicon.SAME_VERB[0] | {"claim"},)


# what 'it' never stands for: a time ('by 31 March, or it will be lost')
_NOT_A_THING = frozenset("day week month year date time period deadline".split())


# the prepositions after 'anyone' or 'people' that say who: 'anyone on a short contract', 'people with rent'
_WHO_BY = ("with", "on", "in", "under", "over", "from", "without")
