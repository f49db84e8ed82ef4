"""Logic problems in controlled English (lexicon, grammar, reading, compiling), the router and solvers.

Imports core, nlp, prolog and llm.
"""
