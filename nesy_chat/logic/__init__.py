"""Logic problems in controlled English: lexicon, grammar, meaning (form.py), reading, compiling."""
