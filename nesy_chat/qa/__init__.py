"""Answering a question: retrieval into a Logical Hull, claim matching, the dialogue, the assistant, explanations.

Imports kb and the layers below it.
"""
