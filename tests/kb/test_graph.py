"""The logical knowledge graph from real modules (the rules synthesizer) and real concepts (spaCy)."""

from __future__ import annotations

import pytest

from nesy_chat.core.errors import KnowledgeBaseError
from nesy_chat.kb.concepts import canonical, extract, names_in, question_concepts
from nesy_chat.kb.documents import Chunk
from nesy_chat.kb.graph import (
    APPLIES_TO,
    ASKS,
    CHUNK,
    CLAIM,
    CONCEPT,
    DEPENDS_ON,
    DERIVED_FROM,
    DOCUMENT,
    IS_A,
    MENTIONS,
    QUESTION,
    RULE,
    USER_FACT,
    KnowledgeGraph,
    chunk_node,
    concept_node,
)
from nesy_chat.prolog.source import read_module
from nesy_chat.synthesis.link import link
from nesy_chat.synthesis.rules import RulesSynthesizer

ELIGIBILITY = Chunk("grant-0", "You're eligible for the Warm Home Grant if you live in England and you get "
                               "Pension Credit.", ("Warm Home Grant", "Eligibility"), "Warm Home Grant", "/g.md")
APPLYING = Chunk("grant-1", "You can apply online if you're eligible for the Warm Home Grant.",
                 ("Warm Home Grant", "How to apply"), "Warm Home Grant", "/g.md")
COLD = Chunk("cold-0", "You can get a Cold Weather Payment if you get Pension Credit or Income Support.\n\n"
                       "You can't get a Cold Weather Payment if you live in a care home.",
             (), "Cold Weather Payment", "/c.md")
STUDENT = Chunk("student-0", "You can get a grant if you're eligible for the Warm Home Grant.", (), "Student", "/s.md")


@pytest.fixture(scope="module")
def synth():
    return RulesSynthesizer()


def add(graph: KnowledgeGraph, document: str, chunks: list[Chunk], synth) -> None:
    modules = link([synth.synthesize(c) for c in chunks]).modules
    graph.add_document(document, chunks[0].title, chunks[0].source,
                       [(c, m, extract(c.text, c.title, c.headings)) for c, m in zip(chunks, modules)])


def edges(graph: KnowledgeGraph, kind: str) -> set[tuple[str, str]]:
    return {(s, t) for s, t, d in graph.graph.edges(data=True) if d["type"] == kind}


# --- concepts ------------------------------------------------------------------------------

def test_canonical_forms_meet():
    assert canonical("the Pension Credits") == canonical("Pension Credit (PC)") == "pension credit"
    assert canonical("Carer's Allowance") == canonical("carers allowance") == "carer allowance"
    assert canonical("Aschenbrödel") == canonical("Aschenbrodel") == "aschenbrodel"


def test_concepts_names_terms_and_relations():
    text = ("Pension Credit is an income-related benefit. You can get benefits such as Income Support and Universal "
            "Credit. Statutory Maternity Pay (SMP) is paid for 39 weeks. You can't get SMP if you're in custody. "
            "Send form SA100. This guide applies to employers.\n\n*[DWP]: Department for Work and Pensions")
    found = extract(text, "Benefits (UK)", ("Eligibility",))
    keys = {(m.key, m.role) for m in found.mentions}
    assert {("benefit", "title"), ("eligibility", "heading"), ("pension credit", "phrase"), ("sa100", "form"),
            ("department for work and pension", "term")} <= keys
    smp = [m for m in found.mentions if m.text == "SMP"]
    assert smp and all(m.key == "statutory maternity pay" for m in smp)  # the acronym, resolved
    relations = {(r.source, r.type, r.target) for r in found.relations}
    assert {("pension credit", "IS_A", "benefit"), ("income support", "IS_A", "benefit"),
            ("universal credit", "IS_A", "benefit"), ("", "APPLIES_TO", "employer")} <= relations


def test_a_page_and_section_title_is_about_both():
    found = extract("The work must last at least 4 weeks.", "Working tax credit: eligibility", ("Your pay",))
    about = {m.key for m in found.mentions if m.role == "title"}
    assert about == {"working tax credit eligibility", "working tax credit", "eligibility"}


def test_no_is_a_or_applies_to_where_the_text_does_not_state_them():
    found = extract("The Veteran must be a satisfactory credit risk. You can apply to the council for help. "
                    "Your supplier is part of the scheme.")
    assert found.relations == ()


def test_question_concepts():
    assert "pension credit" in question_concepts("Can I get Pension Credit if I live abroad?")
    assert {"big stone gap", "new york city"} <= set(question_concepts("Is Big Stone Gap in New York City?"))


def test_a_question_names_a_title_it_spells_out_word_for_word():
    titles = {"johnnycake west virginia", "siege of cassel", "jump for glory", "west virginia", "glory"}
    # no noun chunk of these is the whole title: a comma, "of", "for" break them
    assert "siege of cassel" not in question_concepts("Where did the Siege of Cassel take place?")
    assert names_in("Where did the Siege of Cassel take place?", titles) == ["siege of cassel"]
    assert names_in("Which county is Johnnycake, West Virginia in?", titles)[0] == "johnnycake west virginia"
    assert names_in("Who directed Jump for Glory?", titles) == ["jump for glory"]
    # words in lower case are plain words, not the title they happen to spell
    assert names_in("Did the siege of cassel end?", titles) == []
    assert names_in("Is there glory in it?", titles) == []


# --- linking -------------------------------------------------------------------------------

def test_a_user_fact_another_chunk_concludes_becomes_a_call(synth):
    eligibility, applying = synth.synthesize(ELIGIBILITY), synth.synthesize(APPLYING)
    assert applying.user_fact("are_eligible_for_warm_home_grant") is not None
    linked = link([eligibility, applying])
    rewritten = linked.modules[1]
    assert rewritten.user_fact("are_eligible_for_warm_home_grant") is None
    assert [str(c.body) for c in rewritten.clauses] == ["Atom(name='are_eligible_for_warm_home_grant')"]
    assert linked.modules[0] is eligibility
    assert linked.requires == {"grant-1": ("grant-0",)}


def test_links_never_make_a_circle_and_need_true_or_false():
    a = read_module(":- nesy_module(a).\n:- dynamic q/1.\n:- ask(q, bool, \"Q?\", \"\", none).\n"
                    ":- claim(p, \"p\", none).\np :- q(true).\n")
    b = read_module(":- nesy_module(b).\n:- dynamic p/1.\n:- ask(p, bool, \"P?\", \"\", none).\n"
                    ":- claim(q, \"q\", none).\nq :- p(true).\n")
    linked = link([a, b])
    assert linked.requires == {"a": ("b",)}  # b -> a would close the circle
    assert linked.modules[1] is b
    c = read_module(":- nesy_module(c).\n:- dynamic p/1.\n:- ask(p, bool, \"P?\", \"\", none).\n"
                    ":- claim(r, \"r\", none).\nr :- p(X), X == true.\n")
    assert link([c, read_module(":- nesy_module(d).\n:- claim(p, \"p\", none).\np.\n")]).requires == {}


# --- the graph -----------------------------------------------------------------------------

def test_node_and_edge_types_of_a_document(synth):
    graph = KnowledgeGraph()
    add(graph, "/g.md", [ELIGIBILITY, APPLYING], synth)
    g = graph.graph
    types = {d["type"] for _, d in g.nodes(data=True)}
    assert {DOCUMENT, CHUNK, RULE, CLAIM, USER_FACT, QUESTION, CONCEPT} <= types
    assert (chunk_node("grant-0"), "doc:/g.md") in edges(graph, DERIVED_FROM)
    assert ("rule:grant-0:are_eligible_for_warm_home_grant/0", chunk_node("grant-0")) in edges(graph, DERIVED_FROM)
    assert ("claim:grant-1:can_apply_online", "rule:grant-1:can_apply_online/0") in edges(graph, DEPENDS_ON)
    assert ("rule:grant-0:are_eligible_for_warm_home_grant/0", "user:grant-0:live_in_england") \
        in edges(graph, DEPENDS_ON)
    assert ("user:grant-0:live_in_england", "question:grant-0:live_in_england") in edges(graph, ASKS)
    assert g.nodes["question:grant-0:live_in_england"]["label"] == "Do you live in England?"
    # the linked module: a rule of one chunk depends on a rule of the other
    crossing = ("rule:grant-1:can_apply_online/0", "rule:grant-0:are_eligible_for_warm_home_grant/0")
    assert crossing in edges(graph, DEPENDS_ON) and g.edges[crossing]["linked"] is True
    assert graph.requires("grant-1") == ["grant-0"] and graph.requires("grant-0") == []
    # concepts: both chunks are about the grant; the rule mentions what its sentence names
    assert g.edges[chunk_node("grant-0"), concept_node("warm home grant")]["about"] is True
    assert ("rule:grant-0:are_eligible_for_warm_home_grant/0", concept_node("pension credit")) in edges(graph, MENTIONS)


def test_two_documents_naming_pension_credit_share_one_concept(synth):
    graph = KnowledgeGraph()
    add(graph, "/g.md", [ELIGIBILITY, APPLYING], synth)
    add(graph, "/c.md", [COLD], synth)
    mentioning = {chunk for chunk, _ in graph.chunks_mentioning(concept_node("pension credit"))}
    assert mentioning == {chunk_node("grant-0"), chunk_node("cold-0")}
    # a shared name between documents is a hint for retrieval, not a link for proofs
    add(graph, "/s.md", [STUDENT], synth)
    hint = ("user:student-0:are_eligible_for_warm_home_grant", "rule:grant-0:are_eligible_for_warm_home_grant/0")
    assert hint in edges(graph, DEPENDS_ON) and graph.graph.edges[hint]["linked"] is False
    assert graph.requires("student-0") == []


def test_is_a_and_applies_to_edges(synth):
    graph = KnowledgeGraph()
    chunk = Chunk("b-0", "Pension Credit is a benefit. This guide applies to employers.", (), "Benefits", "/b.md")
    graph.add_document("/b.md", "Benefits", "/b.md", [(chunk, None, extract(chunk.text))])
    assert (concept_node("pension credit"), concept_node("benefit")) in edges(graph, IS_A)
    assert (chunk_node("b-0"), concept_node("employer")) in edges(graph, APPLIES_TO)


def test_removing_a_document_leaves_no_trace(synth, tmp_path):
    graph = KnowledgeGraph()
    add(graph, "/c.md", [COLD], synth)
    before = (set(graph.graph.nodes), set(graph.graph.edges))
    add(graph, "/g.md", [ELIGIBILITY, APPLYING], synth)
    chunk = Chunk("b-0", "Warm Home Grant is a benefit.", (), "Grant", "/b.md")
    graph.add_document("/b.md", "Grant", "/b.md", [(chunk, None, extract(chunk.text))])
    graph.remove_document("/b.md")
    graph.remove_document("/g.md")
    assert (set(graph.graph.nodes), set(graph.graph.edges)) == before
    # saved and loaded, the graph (and its indexes) are the same
    add(graph, "/g.md", [ELIGIBILITY, APPLYING], synth)
    graph.save(tmp_path / "lkg.json")
    loaded = KnowledgeGraph.load(tmp_path / "lkg.json")
    assert set(loaded.graph.edges) == set(graph.graph.edges)
    assert loaded.requires("grant-1") == ["grant-0"]
    loaded.remove_document("/g.md")
    assert (set(loaded.graph.nodes), set(loaded.graph.edges)) == before
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    with pytest.raises(KnowledgeBaseError, match="damaged"):
        KnowledgeGraph.load(tmp_path / "bad.json")


def test_an_is_a_edge_stays_while_a_document_states_it(tmp_path):
    graph = KnowledgeGraph()
    for name in ("a", "b"):
        chunk = Chunk(f"{name}-0", "Pension Credit is a benefit.", (), name, f"/{name}.md")
        graph.add_document(f"/{name}.md", name, f"/{name}.md", [(chunk, None, extract(chunk.text))])
    is_a = (concept_node("pension credit"), concept_node("benefit"))
    graph.remove_document("/a.md")
    assert is_a in edges(graph, IS_A)
    graph.save(tmp_path / "lkg.json")
    loaded = KnowledgeGraph.load(tmp_path / "lkg.json")  # who states an edge is read back from the file
    loaded.remove_document("/b.md")
    assert is_a not in edges(loaded, IS_A) and concept_node("pension credit") not in loaded.graph
