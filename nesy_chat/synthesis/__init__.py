"""Rule text to PrologModule: the synthesizer interface, the rules compiler, the LLM synthesizer, linking.

Imports core, nlp, prolog and llm.
"""
