"""SWI-Prolog: the one runtime, module source, the whitelist, the three-valued engine (.pl files here).

Imports core and nlp.
"""
