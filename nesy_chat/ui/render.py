"""HTML for everything the app shows: chat messages, the proof trace, sources and modules.

Every piece of text that came from a user, a document or a module passes through `esc`
(or pygments, which escapes too) before it reaches the page: documents and questions are
untrusted, and a rule text with `<script>` in it must show as text.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PrologLexer

from nesy_chat.core.module import PrologModule, Reply, amount
from nesy_chat.nlp.person import addressed
from nesy_chat.prolog.engine import ProofResult
from nesy_chat.prolog.source import write_module
from nesy_chat.qa.dialogue import Answer, FollowUp
from nesy_chat.qa.explain import Step, explain, proof_steps, said, shown_proof, verdict
from nesy_chat.qa.knowledge import FileResult
from nesy_chat.qa.retrieval import LogicalHull
from nesy_chat.qa.statements import Stated
from nesy_chat.synthesis.base import Chunk

_MARK = {"t": ("✔", "holds"), "f": ("✘", "fails"), "u": ("?", "undecided")}
_REPLY = {True: "yes", False: "no", None: "I don't know"}
_PYGMENTS = HtmlFormatter(noclasses=True, style="friendly", nowrap=False)


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def link(chunk: Chunk | None, fallback: str = "source") -> str:
    """The chunk's document title, linked to its page (in a new tab) when it has a URL."""
    if chunk is None:
        return esc(fallback)
    web = chunk.source.startswith(("http://", "https://"))
    # A JSON map's entry without a heading is titled by its key ("127"): its page says more.
    named = any(c.isalpha() for c in chunk.title)
    title = esc(chunk.title if named or not web else chunk.source.split("://", 1)[1].removeprefix("www."))
    if not web:
        return title or esc(fallback)
    return f'<a href="{esc(chunk.source)}" target="_blank" rel="noopener noreferrer">{title}</a>'


# --- chat messages (Markdown with escaped text; the Chatbot renders them) ----------------

def user_message(text: str) -> str:
    return esc(text)


def follow_up_message(follow_up: FollowUp, chunk: Chunk | None) -> str:
    quote = " ".join(follow_up.sentence_text.split())
    source = f'\n\n<span class="nesy-cite">From “{esc(quote)}” — {link(chunk)}</span>' if quote else ""
    return f"**{esc(follow_up.question)}**{source}"


def why_asked_message(follow_up: FollowUp, claim: str, chunk: Chunk | None) -> str:
    """Why a follow-up is asked: the rule and sentence it serves, and the claim it decides."""
    quote = " ".join(follow_up.sentence_text.split())
    source = f"the rule from “{esc(quote)}” ({link(chunk)})" if quote else f"a rule of {link(chunk)}"
    about = f", to decide whether <em>{esc(claim)}</em>" if claim else ""
    return f"I ask “{esc(follow_up.question)}” because {source} depends on it{about}."


def stated_message(stated: Sequence[Stated]) -> str:
    """What the question itself answered, so the user sees it was taken and can correct it."""
    items = "; ".join(f"“{esc(s.words)}” → {esc(s.question)} <em>{esc(_value(s.value))}</em>" for s in stated)
    return (f"From your message: {items}. <span class=\"nesy-hint\">If something is not what you meant, "
            "press its button: it is taken back and asked.</span>")


def _value(value: bool | int | float) -> str:
    return ("yes" if value else "no") if isinstance(value, bool) else amount(value)


def switch_message(follow_up: FollowUp | None, question: str) -> str:
    """Asked before a new question replaces the follow-up still waiting for an answer."""
    pending = f"You have not answered “{esc(follow_up.question)}” yet. " if follow_up else ""
    return f"{pending}Leave it and ask “{esc(question)}”?"


def choice_message() -> str:
    """Asked before any follow-up when the question fits two or three claims about equally
    (the claims are the buttons under it)."""
    return ("Your question fits more than one rule about equally. Which do you mean? "
            '<span class="nesy-hint">Or ask again in other words.</span>')


def alternative_message(gloss: str) -> str:
    """Said when none of the user's answers bore on the claim first chosen, before trying another."""
    return (f"Your answers did not settle that. Perhaps you are asking whether "
            f"<em>{esc(gloss)}</em>; a few questions about that:")


def answer_message(answer: Answer, modules: Mapping[str, PrologModule], chunks: Mapping[str, Chunk],
                   nearest: Sequence[Chunk] = ()) -> str:
    """The verdict line, then the user's answers the proof used and the sentences it rests on;
    for a question nothing covers, the nearest documents retrieval found."""
    lines = [f"**{esc(verdict(answer, modules))}**"]
    if answer.label == "irrelevant" and nearest:
        titles = list(dict.fromkeys(link(chunk) for chunk in nearest))
        lines.append("No rule in them decides it. The nearest documents: " + ", ".join(titles) + ".")
    used = answer.used_facts
    if used:
        scope = [modules[m] for m in answer.modules if m in modules]
        lines.append("Your answers that decided it: " + "; ".join(
            esc(addressed(said(name, used, scope), answer.person)) for name in used) + ".")
    cited = citations(answer.proof, modules)
    if cited:
        lines.append("Sources: " + " ".join(
            f'[{n}] “{esc(text)}” ({link(chunks.get(module_id), module_id)})'
            for n, (module_id, text) in enumerate(cited, 1)))
    if answer.label != "irrelevant":
        lines.append('<span class="nesy-hint">Ask “why?” for the whole proof, or ask another question.</span>')
    return "\n\n".join(lines)


def why_message(answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    """The explanation in full, one proof step a line, indented as the proof is nested."""
    lines = explain(answer, modules).splitlines()
    steps = "".join(f'<div style="padding-left:{(len(line) - len(line.lstrip())) * 0.6:.1f}em">'
                    f"{esc(line.strip())}</div>" for line in lines[1:])
    return f"**{esc(lines[0])}**\n\n{steps}" if steps else f"**{esc(lines[0])}**"


def citations(proof: ProofResult | None, modules: Mapping[str, PrologModule], limit: int = 3
              ) -> list[tuple[str, str]]:
    """(module, sentence) pairs the proof's rules came from, in proof order, each once."""
    if proof is None:
        return []
    found: dict[tuple[str, str], None] = {}
    for node in proof.nodes():
        module = modules.get(node.module or "")
        text = " ".join(module.sentence_text(node.sentence).split()) if module else ""
        if node.type == "rule" and text:
            found.setdefault((module.id, text), None)
    return list(found)[:limit]


# --- the Trace tab ------------------------------------------------------------------------

def trace_html(proof: ProofResult | None, answers: Mapping[str, Reply], modules: Mapping[str, PrologModule],
               chunks: Mapping[str, Chunk], stated: Mapping[str, str] | None = None) -> str:
    """The proof tree: each step, its rule in words, its sentence in its chunk, the user's
    answers; `stated`: the facts taken from the user's message, with their words."""
    if proof is None:
        return empty("The proof appears here once a question is matched to a rule.")
    steps = proof_steps(shown_proof(proof), answers, modules)
    if not steps:
        return empty("No rule concludes this claim.")
    items = "".join(_step(step, modules, chunks, stated or {}) for step in steps)
    return f'<div class="nesy-trace"><ul>{items}</ul></div>'


def _step(step: Step, modules: Mapping[str, PrologModule], chunks: Mapping[str, Chunk],
          stated: Mapping[str, str]) -> str:
    icon, word = _MARK.get(step.value, ("·", step.value))
    if step.type == "user":
        head = _user_step(step, stated.get(step.fact))
    elif step.type == "rule":
        head = (f'<span class="nesy-goal">{esc(step.gloss)}</span> '
                f'<span class="nesy-kind">{"fact" if step.is_fact else "rule"}, {word}</span>')
        if step.children:
            conditions = " and ".join(child.condition for child in step.children)
            head += f'<div class="nesy-rule">{esc(f"{step.gloss} if {conditions}")}</div>'
        head += _source(step, modules.get(step.module or ""), chunks)
    elif step.type == "comparison":
        head = (f'<span class="nesy-question">{esc(step.question)}</span> '
                f'<span class="nesy-answer">{esc(step.detail)}</span>')
    elif step.type == "not":
        head = f'<span class="nesy-goal">{esc(step.condition)}</span> <span class="nesy-kind">{word}</span>'
    elif step.type == "undefined":
        head = f'<span class="nesy-goal">no rule says whether “{esc(step.gloss)}”</span>'
    else:
        head = f'<code>{esc(step.goal)}</code> <span class="nesy-kind">{word}</span>'
    children = "".join(_step(child, modules, chunks, stated) for child in step.children)
    nested = f"<ul>{children}</ul>" if children else ""
    return f'<li class="nesy-step nesy-{step.value}"><span class="nesy-icon">{icon}</span> {head}{nested}</li>'


def _user_step(step: Step, words: str | None) -> str:
    if step.asked and words is not None:
        reply = f'<span class="nesy-answer">from your message (“{esc(words)}”): {esc(_REPLY[step.reply])}</span>'
    elif step.asked:
        reply = f'<span class="nesy-answer">you answered {esc(_REPLY[step.reply])}</span>'
    else:
        reply = '<span class="nesy-open">not asked yet</span>'
    return (f'<span class="nesy-question">{esc(step.question)}</span> {reply} '
            f'<span class="nesy-kind">the rule needs {step.needs}</span>')


def _source(step: Step, module: PrologModule | None, chunks: Mapping[str, Chunk]) -> str:
    """The chunk with the rule's sentence highlighted, folded, and a link to its page."""
    if module is None:
        return ""
    return (f'<details class="nesy-source"><summary>{link(chunks.get(module.id), module.id)} · '
            f'{esc(module.id)}{_sentence_label(step.sentence)}{_made_by_short(module)}</summary>'
            f'<div class="nesy-chunk">{highlighted_chunk(module, step.sentence)}</div></details>')


def _sentence_label(index: int | None) -> str:
    return "" if index is None else f", sentence {index + 1}"


def highlighted_chunk(module: PrologModule, sentence: int | None) -> str:
    """The chunk's text, escaped, with one sentence in <mark>."""
    if sentence is None or not 0 <= sentence < len(module.sentences):
        return _lines(esc(module.text))
    span = module.sentences[sentence]
    text = module.text
    return _lines(f"{esc(text[:span.start])}<mark>{esc(text[span.start:span.end])}</mark>{esc(text[span.end:])}")


def _lines(escaped: str) -> str:
    return escaped.replace("\n", "<br>")


# --- the Module tab -----------------------------------------------------------------------

def modules_html(modules: Iterable[PrologModule], chunks: Mapping[str, Chunk]) -> str:
    """Each module's source, highlighted by pygments (which escapes it), under who made it."""
    parts = [f'<div class="nesy-module"><h4>{esc(m.id)} — {link(chunks.get(m.id), m.id)}</h4>{_made_by(m)}'
             f"{highlight(write_module(m), PrologLexer(), _PYGMENTS)}</div>" for m in modules]
    return "".join(parts) or empty("The Prolog modules used by the answer appear here.")


def _made_by_short(module: PrologModule) -> str:
    """Who wrote the module, in a word for the trace: the model, or the synthesizer."""
    origin = module.origin
    if origin is None:
        return ""
    stand_in = " (standing in for the model)" if origin.failed else ""
    return f" · by {esc(origin.model or origin.synthesizer)}{stand_in}"


def _made_by(module: PrologModule) -> str:
    """Who wrote the module: the rules compiler or a model; a stand-in says why the model did not."""
    if module.origin is None:
        return ""
    kind = "nesy-open" if module.origin.failed else "nesy-kind"
    return f'<div class="nesy-made-by {kind}">Made by {esc(module.origin.label)}</div>'


def empty(message: str) -> str:
    return f'<div class="nesy-empty">{esc(message)}</div>'


# --- the Sources tab ----------------------------------------------------------------------

def sources_html(hull: LogicalHull | None, chunks: Mapping[str, Chunk]) -> str:
    """The chunks retrieval brought in, best first, with their scores and why each is there."""
    if hull is None:
        return empty("The chunks retrieved for a question appear here, with their scores.")
    rows = []
    for chunk_id in hull.chunks:
        node = hull.node(f"chunk:{chunk_id}")
        chunk = chunks.get(chunk_id)
        text = " ".join(chunk.text.split()) if chunk else ""
        rows.append(f"<tr><td>{node.score:.2f}</td><td>{link(chunk, chunk_id)}<br>"
                    f'<span class="nesy-kind">{esc(chunk_id)}</span></td><td>{esc(node.why)}</td>'
                    f"<td>{esc(text[:400])}{'…' if len(text) > 400 else ''}</td></tr>")
    if not rows:
        return empty("Retrieval found no chunk for this question.")
    return ('<table class="nesy-sources"><thead><tr><th>score</th><th>source</th><th>why it is here</th>'
            f'<th>text</th></tr></thead><tbody>{"".join(rows)}</tbody></table>')


def upload_report(results: Sequence[FileResult]) -> str:
    """One line per uploaded file: what it added, or why it could not be used."""
    if not results:
        return empty("Choose .md, .txt or JSON files first.")
    rows = "".join(f'<li class="nesy-{"t" if r.ok else "f"}"><span class="nesy-icon">{"✔" if r.ok else "✘"}</span> '
                   f"<b>{esc(r.name)}</b>: {esc(r.message)}</li>" for r in results)
    return f'<ul class="nesy-upload" style="list-style:none;padding-left:0">{rows}</ul>'
