"""The engine: modules loaded as data into SWI-Prolog, proofs by our meta-interpreter."""

from .prolog import Engine, ProofNode, ProofResult

__all__ = ["Engine", "ProofNode", "ProofResult"]
