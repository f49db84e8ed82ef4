"""Query composition by an LLM over the top-k claims (paper, 3.3.1): fake Ollama, real embeddings."""

from __future__ import annotations

from nesy_chat.qa.llm_matching import compose_query
from nesy_chat.qa.matching import candidates


def _enum(request: dict) -> list[str]:
    return request["format"]["properties"]["claim"]["enum"]


def test_the_model_chooses_among_the_top_k_claims(ollama, mca_module):
    ollama.reply({"claim": "could_claim_married_couples_allowance", "negated": False})
    options = candidates([mca_module])
    match = compose_query(ollama.llm(), "Could I claim married couple's allowance?", options, k=3)
    assert (match.module, match.claim, match.negated) == ("mca", "could_claim_married_couples_allowance", False)
    shown = _enum(ollama.chats[0])
    assert len(shown) == 4 and shown[-1] == "none" and "could_claim_married_couples_allowance" in shown
    assert [r.candidate.claim for r in match.ranking] == shown[:3]
    prompt = ollama.chats[0]["messages"][1]["content"]
    assert "Question: Could I claim married couple's allowance?" in prompt and mca_module.text[:40] in prompt


def test_none_means_irrelevant_and_negated_keeps_the_polarity(ollama, mca_module):
    ollama.reply({"claim": "none", "negated": False},
                 {"claim": "could_claim_married_couples_allowance", "negated": True})
    options = candidates([mca_module])
    assert compose_query(ollama.llm(), "How do I renew my passport?", options).irrelevant
    match = compose_query(ollama.llm(), "Am I barred from married couple's allowance?", options)
    assert match.claim == "could_claim_married_couples_allowance" and match.negated
    assert len(_enum(ollama.chats[0])) == len(options) + 1  # fewer claims than k: all of them


def test_a_claim_name_in_two_modules_is_told_apart(ollama, mca_module):
    from dataclasses import replace

    other = replace(mca_module, id="mca2")
    ollama.reply({"claim": "could_claim_married_couples_allowance@mca2", "negated": False})
    match = compose_query(ollama.llm(), "Could I claim married couple's allowance?", candidates([mca_module, other]))
    assert (match.module, match.claim) == ("mca2", "could_claim_married_couples_allowance")
    assert "could_claim_married_couples_allowance@mca" in _enum(ollama.chats[0])


def test_no_claims_no_request(ollama):
    assert compose_query(ollama.llm(), "Anything?", []).irrelevant and ollama.requests == 0
