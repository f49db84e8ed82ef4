"""The data everything shares: Prolog terms, modules, residual formulas, errors, safe file writes.

Imports nothing of nesy_chat.
"""
