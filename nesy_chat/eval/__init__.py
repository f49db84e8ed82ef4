"""Benchmarks run through the real pipeline: synthesizer, claim matching, engine, conversation.

Imports qa and the layers below it; never ui.
"""
