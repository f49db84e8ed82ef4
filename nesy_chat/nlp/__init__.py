"""English: the spaCy parse, word forms, yes/no questions from conditions, polarity and vocabulary.

Imports only core.
"""
