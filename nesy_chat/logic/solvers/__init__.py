"""Solvers behind one interface (base.py): Prolog for rule chains, Z3 for constraints.

Imports core and prolog. Import the solver modules themselves; this package imports nothing, so the Z3 worker
process never loads SWI-Prolog.
"""
