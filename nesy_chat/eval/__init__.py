"""Benchmarks run through the real pipeline: synthesizer, claim matching, engine, conversation."""
