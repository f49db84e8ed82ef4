"""Hybrid retrieval over a real knowledge base: anchors, the walk, the Logical Hull."""

from __future__ import annotations

import json

import pytest
from kb_corpus import build, chunk_of

from nesy_chat.kb.documents import Document
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.graph import CHUNK, CLAIM, CONCEPT, DEPENDS_ON, DOCUMENT, MENTIONS, QUESTION, RULE, USER_FACT
from nesy_chat.kb.ingest import ingest
from nesy_chat.kb.lexical import LexicalIndex, lexical_index, tokenize
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.qa.retrieval import Retriever


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return build(tmp_path_factory.mktemp("retrieval"))


@pytest.fixture(scope="module")
def retriever(corpus):
    return Retriever(corpus[0])


def test_bm25_words_meet_their_lemmas():
    assert tokenize("Claims for the living costs") == ["claim", "live", "cost"]


def test_bm25_words_meet_without_their_accents():
    assert tokenize("the Tekezé River") == tokenize("the Tekeze river") == ["tekeze", "river"]


def test_dense_and_bm25_rank_the_page_that_answers_first(corpus, retriever):
    kb, docs = corpus
    winter = chunk_of(kb, docs, "winter")
    assert retriever.dense("Who gets the winter fuel payment?")[0][0] == winter
    assert retriever.bm25("winter fuel payment")[0][0] == winter
    assert retriever.ranking("Who gets the winter fuel payment?", "hybrid")[0] == winter


def test_the_hull_of_a_known_question(corpus, retriever):
    kb, docs = corpus
    applying = chunk_of(kb, docs, "grant", "How to apply")
    eligibility = chunk_of(kb, docs, "grant", "Eligibility")
    cold = chunk_of(kb, docs, "cold")
    hull = retriever.hull("Can I apply online for the Warm Home Grant?")
    assert hull.chunks[0] == applying
    # the chunk whose rule the anchor's rule calls is pulled in, just below it
    assert eligibility in hull.chunks[:3]
    node = hull.node(f"chunk:{eligibility}")
    assert node.type == CHUNK and node.score <= hull.node(f"chunk:{applying}").score
    crossing = (f"rule:{applying}:can_apply_online/0", f"rule:{eligibility}:are_eligible_for_warm_home_grant/0")
    assert (*crossing, DEPENDS_ON) in {(e.source, e.target, e.type) for e in hull.edges}
    # what the anchor chunk holds, each node with its reason
    types = {n.type for n in hull.nodes}
    assert {CHUNK, DOCUMENT, RULE, CLAIM, USER_FACT, QUESTION, CONCEPT} <= types
    assert hull.node(f"claim:{applying}:can_apply_online").why == f"derived from {applying}"
    assert hull.node(f"question:{eligibility}:live_in_england").label == "Do you live in England?"
    assert hull.node("concept:warm home grant").why == "the question names it"
    assert "cosine" in hull.node(f"chunk:{applying}").why
    assert all(n.why for n in hull.nodes)
    ids = {n.id for n in hull.nodes}
    assert all(e.source in ids and e.target in ids for e in hull.edges)
    # the unrelated page is pruned away or ranked below the grant's chunks
    assert cold not in hull.chunks[:2]
    assert set(hull.to_json()) == {"question", "chunks", "nodes", "edges"}


def test_a_shared_concept_brings_in_the_other_page(corpus, retriever):
    kb, docs = corpus
    hull = retriever.hull("Can I get a Cold Weather Payment if I get Pension Credit?")
    cold = chunk_of(kb, docs, "cold")
    assert hull.chunks[0] == cold
    walked = [n for n in hull.nodes if n.type == CHUNK and "shares the concept 'Pension Credit'" in n.why]
    assert walked, [n.why for n in hull.nodes if n.type == CHUNK]
    assert (f"chunk:{cold}", "concept:pension credit", MENTIONS) in {(e.source, e.target, e.type) for e in hull.edges}


def test_a_title_the_question_spells_out_is_a_concept_it_names(tmp_path):
    """No noun chunk of the question is "Siege of Cassel": the title is matched word for word."""
    texts = {"Siege of Cassel": "The siege was fought in 1677 near the town, in the north of France.",
             "Cassel": "Cassel is a town in the Nord department of France, on a hill above the plain.",
             "Aa": "The Aa is a river in the north of France that flows into the North Sea at Gravelines."}
    kb = KnowledgeBase(tmp_path / "kb")
    ingest(kb, [Document(title, title, f"wiki:{title}", text) for title, text in texts.items()], None,
           get_embedder(), progress=False)
    hull = Retriever(kb).hull("What body of water is near where the Siege of Cassel took place?")
    assert hull.node("concept:siege of cassel").why == "the question names it"
    siege = next(r.chunk.id for r in kb.chunks()[0] if r.document == "Siege of Cassel")
    assert "about a concept the question names" in hull.node(f"chunk:{siege}").why


def test_the_other_half_of_a_two_part_question_outranks_chunks_on_the_first(tmp_path):
    """The album the question asks about shares few words with it; three chunks share its
    first half ('Norwegian folk band from Bergen'). Once one of them is in, the others add
    nothing, and the album, which adds the second half, comes first or second."""
    texts = {"Harbour Lights": "Harbour Lights is a Norwegian folk band from Bergen, formed in 1990 by two fiddlers.",
             "Fjord Echo": "Fjord Echo is a Norwegian folk band from Bergen that plays the folk songs of the west coast.",
             "Night Ferry": "Night Ferry is a collection of early home recordings by Harbour Lights, out in 2004.",
             "Bergen": "Bergen is a city on the west coast of Norway.",
             "Folk music": "Folk music is music passed on by ear, such as the fiddle tunes of Norway."}
    kb = KnowledgeBase(tmp_path / "kb")
    ingest(kb, [Document(title, title, f"wiki:{title}", text) for title, text in texts.items()], None,
           get_embedder(), progress=False)
    chunk = {r.document: r.chunk.id for r in kb.chunks()[0]}
    hull = Retriever(kb).hull("Which Norwegian folk band from Bergen released a collection of early home recordings?")
    assert chunk["Night Ferry"] in hull.chunks[:2], hull.chunks
    assert hull.chunks.index(chunk["Bergen"]) > hull.chunks.index(chunk["Night Ferry"])
    album = hull.node(f"chunk:{chunk['Night Ferry']}")
    assert "question words it adds:" in album.why and "recording" in album.why
    scores = [hull.node(f"chunk:{c}").score for c in hull.chunks]
    assert scores == sorted(scores, reverse=True)


def test_the_lexical_index_tells_which_chunks_hold_each_word_of_a_question():
    index = LexicalIndex.build(["a", "b", "c"], ["winter fuel payment", "cold weather payment", "pension"], 1)
    words = index.words("Is the Winter Fuel Payment paid in cold weather? Unheard-of words")
    assert {w: holders for w, (_, holders) in words.items()} == {
        "winter": {"a"}, "fuel": {"a"}, "payment": {"a", "b"}, "cold": {"b"}, "weather": {"b"}}
    assert words["winter"][0] > words["payment"][0] > 0  # rarer words weigh more
    assert LexicalIndex.build([], [], 0).words("anything") == {}


def test_the_lexical_index_is_rebuilt_when_stale(corpus):
    kb, _ = corpus
    index = lexical_index(kb)
    assert index.revision == kb.revision and len(index.ids) == kb.collection("chunks").count()
    stale = LexicalIndex.build(index.ids[:1], ["Winter Fuel Payment"], kb.revision - 1)
    stale.save(kb.lexical_path)
    assert LexicalIndex.load(kb.lexical_path).revision == kb.revision - 1
    assert lexical_index(kb).ids == index.ids  # rebuilt from the store
    assert LexicalIndex.saved_revision(kb.lexical_path) == kb.revision
    assert LexicalIndex.saved_revision(kb.folder / "nowhere") is None
    assert LexicalIndex.build([], [], 0).scores("anything") == {}


def test_an_index_saved_by_an_older_tokenizer_is_rebuilt(corpus):
    kb, _ = corpus
    index = lexical_index(kb)
    meta_path = kb.lexical_path / "ids.json"
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    meta_path.write_text(json.dumps({**meta, "tokenizer": meta["tokenizer"] - 1}), encoding="utf-8")
    assert LexicalIndex.load(kb.lexical_path) is None and LexicalIndex.saved_revision(kb.lexical_path) is None
    assert lexical_index(kb).ids == index.ids
    assert LexicalIndex.saved_revision(kb.lexical_path) == kb.revision


@pytest.mark.parametrize("message", ["no", "the of and a", "??? !!!", "🙂🙂🙂", "   ..."])
def test_a_message_of_no_indexed_words_gets_a_hull_not_an_error(retriever, message):
    """bm25s raised IndexError on a query with no tokens: 'Sorry, something went wrong'."""
    hull = retriever.hull(message)
    assert isinstance(hull.chunks, list | tuple)


def test_the_lexical_index_knows_a_word_any_chunk_has_in_any_form_or_with_one_slip():
    index = LexicalIndex.build(["a", "b"], ["You need an account to claim.", "Boilers and insulation"], 1)
    assert index.knows("boiler") and index.knows("claiming") and index.knows("acount")
    assert not index.knows("caravan") and not index.knows("sauna")
    assert not LexicalIndex.build([], [], 1).knows("boiler")
