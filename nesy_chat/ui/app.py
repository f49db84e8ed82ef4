"""The Gradio app: the chat on the left, and beside it the proof of the answer in progress.

Each browser session keeps a `Session` (plain data) in gr.State; the knowledge base, the
engine and the embedding model are shared by all sessions. Handlers never let an exception
escape: bad input gets a clear message, a failed proof an apology with its reason, and the
app keeps serving.

The page is served before the knowledge is open (`Knowledge.open_in_background`: a first
start's ingest takes minutes). Until it is, a question is answered with how far the reading has come and
left in the box to send again, an upload is refused likewise, and a timer on each page shows
the progress, then the example questions (or why the knowledge could not be opened).
"""

from __future__ import annotations

import argparse
import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

import gradio as gr  # noqa: E402 - after the analytics switch

from nesy_chat.core.errors import NesyError  # noqa: E402
from nesy_chat.kb.ingest import NAMES, choose_synthesizer, exit_interrupted  # noqa: E402
from nesy_chat.kb.store import default_folder, default_seed  # noqa: E402
from nesy_chat.llm import model_name, status  # noqa: E402
from nesy_chat.qa.assistant import Assistant, Turn  # noqa: E402
from nesy_chat.qa.knowledge import Knowledge, Status  # noqa: E402
from nesy_chat.qa.llm_matching import MATCHERS, pick_matcher  # noqa: E402
from nesy_chat.qa.llm_statements import READERS, pick_reader  # noqa: E402
from nesy_chat.synthesis.llm import Picked  # noqa: E402
from nesy_chat.ui import graph, render  # noqa: E402
from nesy_chat.ui import session as chat  # noqa: E402
from nesy_chat.ui.session import QuestionError, Session  # noqa: E402

log = logging.getLogger("nesy_chat.ui")

DEFAULT_K = 5
TICK_SECONDS = 1.0  # how often a page asks how far opening the knowledge has come, until it is done
PLACEHOLDER = ("**Ask about benefits, tax, visas or loans.**\n\n"
               "I will ask only what the answer depends on.")
CSS = """
.nesy-trace ul { list-style: none; padding-left: 1.1em; margin: .2em 0; }
.nesy-trace > ul { padding-left: 0; }
.nesy-step { margin: .35em 0; }
.nesy-icon { display: inline-block; width: 1.2em; font-weight: bold; }
.nesy-t > .nesy-icon { color: #1a7f37; }
.nesy-f > .nesy-icon { color: #cf222e; }
.nesy-u > .nesy-icon { color: #9a6700; }
.nesy-goal { font-weight: 600; }
.nesy-kind { color: #6e7781; font-size: .85em; margin-left: .3em; }
.nesy-rule { color: #444; font-style: italic; margin: .15em 0 .15em 1.2em; }
.nesy-answer { background: #dafbe1; color: #116329; border-radius: 4px; padding: 0 .35em; font-size: .9em; }
.nesy-open { background: #fff8c5; color: #7d4e00; border-radius: 4px; padding: 0 .35em; font-size: .9em; }
.nesy-source { margin: .2em 0 .2em 1.2em; font-size: .9em; }
.nesy-chunk { border-left: 3px solid #d0d7de; padding: .3em .6em; margin-top: .3em; color: #333; }
.nesy-chunk mark { background: #fff3b0; }
.nesy-empty { color: #6e7781; padding: 1em; }
.nesy-cite { color: #57606a; font-size: .88em; }
.nesy-hint { color: #6e7781; font-size: .85em; }
.nesy-sources td, .nesy-sources th { vertical-align: top; padding: .3em .5em; font-size: .9em; }
.nesy-module pre { font-size: .82em; max-height: 520px; overflow: auto; }
"""


def build(assistant: Assistant, options: AppOptions, notices: list[str]) -> gr.Blocks:
    """The Blocks app over an assistant (see `session.respond`); `notices`: what the start-up
    could not do as asked (no model server), shown with the settings. Its knowledge may still
    be opening (`Knowledge.start`): the page says how far, and shows the example questions
    once it is ready."""
    gr.set_static_paths([graph.STATIC])  # vis-network, fetched once by the hull's page
    knowledge = assistant.knowledge
    examples: list[str] = []

    def opening():
        """The chat's examples or placeholder, the knowledge's summary and the timer, as the
        knowledge is now: ticking while it opens, stopped once it is ready or has failed."""
        status = knowledge.status()
        if status.ready and not examples:
            examples.extend(chat.example_questions(list(knowledge.engine.modules.values())))
        chatbot = (gr.Chatbot(examples=[{"text": q} for q in examples], placeholder=PLACEHOLDER) if status.ready
                   else gr.Chatbot(placeholder=_waiting(status)))
        return chatbot, knowledge.summary(), gr.Timer(active=not status.ready and not status.error)

    with gr.Blocks(title="nesy-chat") as demo:
        state = gr.State(Session())
        gr.Markdown("## nesy-chat\nAnswers from rule texts, proved step by step: every follow-up question is "
                    "one the proof still needs, and every step cites its sentence.")
        with gr.Row(equal_height=False):
            with gr.Column(scale=5):
                chatbot = gr.Chatbot(elem_id="chat", height=560, show_label=False, placeholder=PLACEHOLDER)
                with gr.Row():
                    box = gr.Textbox(placeholder="Ask a question, or answer yes / no / I don't know",
                                     show_label=False, scale=6, max_length=chat.MAX_QUESTION_CHARS * 20,
                                     elem_id="question")
                    send = gr.Button("Send", variant="primary", scale=1, min_width=80)
                with gr.Row():
                    why = gr.Button("Why?", size="sm")
                    back = gr.Button("Undo last answer", size="sm")
                    restart = gr.Button("Start over", size="sm")
            with gr.Column(scale=6):
                with gr.Tabs():
                    with gr.Tab("Trace", elem_id="tab-trace"):
                        trace = gr.HTML(render.trace_html(None, {}, {}, {}), elem_id="trace")
                    with gr.Tab("Logical Hull", elem_id="tab-hull"):
                        whole = gr.Checkbox(False, label="Show the whole hull", elem_id="whole-hull")
                        hull = gr.HTML(_empty_hull(), elem_id="hull")
                    with gr.Tab("Sources", elem_id="tab-sources"):
                        sources = gr.HTML(render.sources_html(None, {}), elem_id="sources")
                    with gr.Tab("Module", elem_id="tab-module"):
                        module = gr.HTML(render.modules_html((), {}), elem_id="module")
        with gr.Accordion("Knowledge and settings", open=False):
            with gr.Row():
                with gr.Column(scale=3):
                    files = gr.File(label="Add documents (.md, .txt, or JSON maps of id → text)",
                                    file_count="multiple", file_types=[".md", ".txt", ".json"])
                    upload = gr.Button("Add to the knowledge base")
                    report = gr.HTML()
                with gr.Column(scale=2):
                    synth = gr.Dropdown(list(NAMES), value=options.synth, label="Synthesizer",
                                        info="How added documents become Prolog modules: the rules compiler, or "
                                             "the language model (the rules module stands in where it fails)")
                    size = gr.Markdown(knowledge.summary(), elem_id="knowledge-status")
                    k = gr.Slider(1, 20, value=DEFAULT_K, step=1, label="k: chunks retrieved per question")
                    model = gr.Markdown(model_summary(options, assistant, notices), elem_id="model-status")
                    check = gr.Button("Check the model server", size="sm")
        timer = gr.Timer(TICK_SECONDS, active=False)

        views = [chatbot, state, box, trace, hull, sources, module]

        def on_message(text: str, k_value: float, session: Session):
            return _turn(assistant, session, text, int(k_value))

        def on_option(evt: gr.SelectData, k_value: float, session: Session):
            return _turn(assistant, session, str(evt.value), int(k_value))

        def on_example(evt: gr.SelectData, k_value: float, session: Session):
            return _turn(assistant, session, evt.value["text"], int(k_value))

        def on_why(k_value: float, session: Session):
            return _turn(assistant, session, "why?", int(k_value), keep=False)

        def on_whole(show: bool, session: Session):
            session.whole_hull = show
            return _outputs(assistant, session, assistant.current(session.dialogue) if session.dialogue else None)

        def on_undo(session: Session):
            return _guarded(assistant, session, lambda: chat.undo(assistant, session))

        def on_restart():
            return _outputs(assistant, Session(), None)

        def on_upload(paths, synthesizer: str, progress=gr.Progress()):  # noqa: B008 - how Gradio injects it
            status = knowledge.status()
            if not status.ready:
                refused = not_ready(status, "Add them again")
                return f'<p class="nesy-hint">{render.esc(refused)}</p>', knowledge.summary()
            picked = choose_synthesizer(synthesizer, options.model, options.ollama_host)
            result = assistant.knowledge.add_files(paths or [], picked.synthesizer, progress)
            notice = f'<p class="nesy-hint">{render.esc(picked.notice)}</p>' if picked.notice else ""
            return notice + render.upload_report(result), assistant.knowledge.summary()

        def on_check():
            return model_summary(options, assistant, notices)

        box.submit(on_message, [box, k, state], views, api_name="respond")
        send.click(on_message, [box, k, state], views, api_visibility="private")
        chatbot.option_select(on_option, [k, state], views, api_visibility="private")
        chatbot.example_select(on_example, [k, state], views, api_visibility="private")
        why.click(on_why, [k, state], views, api_name="why")
        back.click(on_undo, [state], views, api_name="undo")
        whole.change(on_whole, [whole, state], views, api_visibility="private")
        restart.click(on_restart, None, views, api_name="start_over")
        upload.click(on_upload, [files, synth], [report, size], api_name="upload")
        check.click(on_check, None, model, api_name="model_status")
        # Each page starts as the knowledge is now, and while it opens asks again every second.
        demo.load(opening, None, [chatbot, size, timer], show_progress="hidden", api_visibility="private")
        timer.tick(opening, None, [chatbot, size, timer], show_progress="hidden", api_visibility="private")
    return demo


def _waiting(status: Status) -> str:
    """The empty chat's text while the knowledge opens, or why it could not."""
    if status.error:
        return f"**{render.esc(not_ready(status))}**"
    return (f"**Still {render.esc(status.describe())}…**\n\n"
            "Questions are answered once that is done; example questions will appear here.")


def not_ready(status: Status, again: str = "Ask again") -> str:
    """What a question or an upload gets while the knowledge is not ready."""
    if status.error:
        said = status.describe().rstrip(".")
        return f"Sorry, {said}. Nothing can be answered until that is put right and the app started again."
    return f"Still {status.describe()}. {again} in a moment."


def _turn(assistant: Assistant, session: Session, text: str, k: int, keep: bool = True) -> tuple:
    """Run one turn; whatever goes wrong becomes a message in the chat, never a crash. While
    the knowledge is not ready, the message is answered so and (`keep`) left in the box."""
    status = assistant.knowledge.status()
    if not status.ready:
        shown = text if len(text) <= 300 else text[:300] + "…"
        said = not_ready(status) + (" Your message is back in the box." if keep and not status.error else "")
        session.messages += [chat.user(shown), chat.bot(render.esc(said))]
        messages, _, _, *views = _outputs(assistant, session, None)
        return (messages, session, text if keep else "", *views)
    try:
        return _guarded(assistant, session, lambda: chat.respond(assistant, session, text, k))
    except QuestionError as err:
        shown = text if len(text) <= 300 else text[:300] + "…"
        session.messages += [chat.user(shown), chat.bot(render.esc(str(err)))]
        pending = session.dialogue is not None and session.dialogue.pending is not None
        return _outputs(assistant, session, assistant.current(session.dialogue) if pending else None)


def _guarded(assistant: Assistant, session: Session, step: Callable[[], Turn | None]) -> tuple:
    """The outputs of a step; an engine failure or a bug becomes an apology in the chat."""
    try:
        turn = step()
    except QuestionError:
        raise
    except NesyError as err:
        turn = _apology(session, f"I could not finish this proof: {err}")
    except Exception as err:  # noqa: BLE001 - the last guard: one session's failure must not stop the app
        log.exception("turn failed")
        turn = _apology(session, f"something went wrong on our side ({type(err).__name__})")
    return _outputs(assistant, session, turn)


def _apology(session: Session, reason: str) -> None:
    session.dialogue, session.earlier, session.waiting = None, [], None
    session.messages.append(chat.bot(f"Sorry, {render.esc(reason)}. Please ask again or try another question."))


def _outputs(assistant: Assistant, session: Session, turn: Turn | None) -> tuple:
    knowledge = assistant.knowledge
    modules = knowledge.engine.modules
    dialogue = session.dialogue
    conversation = dialogue.conversation if dialogue else None
    hull = dialogue.hull if dialogue else None
    answers = conversation.answers if conversation else {}
    scope = conversation.modules if conversation else []
    chunks = knowledge.chunks([*(hull.chunks if hull else ()), *scope])
    proof = turn.proof if turn else None
    return (session.messages, session, "",
            render.trace_html(proof, answers, modules, chunks,
                              {s.fact: s.words for s in dialogue.stated} if dialogue else None),
            graph.hull_html(hull, proof, answers, session.whole_hull) if hull else _empty_hull(),
            render.sources_html(hull, chunks),
            render.modules_html([modules[m] for m in scope if m in modules], chunks))


def model_summary(options: AppOptions, assistant: Assistant, notices: list[str]) -> str:
    """The language model's settings and whether its server answers now, in Markdown."""
    found = status(options.model, options.ollama_host)
    answers = "answers" if found.problem is None else f"does not answer: {found.problem}"
    # a model's part (claim choice, reading) that gave way to ours since the start says why
    later = [getattr(part, "notice", None) for part in (assistant.matcher, assistant.reader)]
    said = [*notices, *(notice for notice in later if notice)]
    lines = [f"**Language model** `{found.model}` on `{found.host}`: {answers}",
             f"Started with synthesizer `{options.synth}`, claim choice `{options.matcher}`, reading of "
             f"messages `{options.reader}`",
             *(f"⚠ {notice}" for notice in dict.fromkeys(said))]
    return "\n\n".join(render.esc(line) if line.startswith("⚠") else line for line in lines)


def _empty_hull() -> str:
    return render.empty("The Logical Hull of a question appears here: the chunks, rules, claims and facts "
                        "retrieval gathered for it.")


@dataclass(frozen=True)
class AppOptions:
    host: str
    port: int
    kb: Path
    knowledge: tuple[Path, ...]
    synth: str = "rules"  # for the first start's ingest and, by default, for uploads
    matcher: str = "claims"
    model: str = field(default_factory=model_name)
    ollama_host: str | None = None  # None: OLLAMA_HOST, else the local server
    reader: str = "rules"  # who reads what a message states (`qa/llm_statements.py`)


def parse_options(argv: list[str] | None = None) -> AppOptions:
    """Flags first, then NESY_HOST / NESY_PORT / NESY_KB / NESY_SYNTH / NESY_MATCHER /
    NESY_READER / NESY_MODEL / OLLAMA_HOST, then the defaults."""
    parser = argparse.ArgumentParser(prog="python app.py", description="nesy-chat's web app (Gradio)")
    parser.add_argument("--host", default=os.environ.get("NESY_HOST", "127.0.0.1"),
                        help="address to listen on (NESY_HOST; default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=int(os.environ.get("NESY_PORT", "7860")),
                        help="port (NESY_PORT; default 7860)")
    parser.add_argument("--kb", type=Path, default=default_folder(),
                        help="knowledge-base folder (NESY_KB; default .cache/kb)")
    parser.add_argument("--knowledge", type=Path, nargs="+", default=[default_seed()],
                        help="documents ingested when the knowledge base is empty (default knowledge/sharc)")
    parser.add_argument("--synth", choices=NAMES, default=os.environ.get("NESY_SYNTH", "rules"),
                        help="synthesizer of that first ingest and of uploads (NESY_SYNTH; default rules); llm and "
                             "llm-structured use the Ollama model, the rules one standing in where it cannot")
    parser.add_argument("--matcher", choices=MATCHERS, default=os.environ.get("NESY_MATCHER", "claims"),
                        help="who picks the claim a question is about (NESY_MATCHER; default claims, by embedding; "
                             "llm: the model, by embedding when its server does not answer)")
    parser.add_argument("--reader", choices=READERS, default=os.environ.get("NESY_READER", "rules"),
                        help="who reads what a message states (NESY_READER; default rules, by its words; llm: the "
                             "model, by the words when its server does not answer)")
    parser.add_argument("--model", default=model_name(), help="Ollama model (NESY_MODEL; default qwen2.5:7b)")
    parser.add_argument("--ollama-host", help="Ollama server URL (OLLAMA_HOST; default http://127.0.0.1:11434)")
    args = parser.parse_args(argv)
    return AppOptions(args.host, args.port, args.kb, tuple(args.knowledge), args.synth, args.matcher, args.model,
                      args.ollama_host, args.reader)


def serve(options: AppOptions, picked: Picked | None = None) -> tuple[gr.Blocks, Knowledge]:
    """Serve the page now, then open the knowledge behind it (`Knowledge.open_in_background`),
    ingesting with `picked` (default: the synthesizer `options.synth` names); returns at once."""
    started = time.perf_counter()
    synthesizer = picked or choose_synthesizer(options.synth, options.model, options.ollama_host)
    knowledge = Knowledge.unopened(options.kb)
    matcher = pick_matcher(options.matcher, knowledge.embedder, options.model, options.ollama_host)
    reader = pick_reader(options.reader, knowledge.embedder, options.model, options.ollama_host)
    notices = list(dict.fromkeys(n for n in (synthesizer.notice, matcher.notice, reader.notice) if n))
    for notice in notices:
        log.warning("notice: %s", notice)
    demo = build(Assistant(knowledge, matcher=matcher.matcher, reader=reader.reader), options, notices)
    demo.queue(default_concurrency_limit=4)
    demo.launch(server_name=options.host, server_port=options.port, prevent_thread_lock=True, quiet=True,
                footer_links=["api"], css=CSS)
    log.info("nesy-chat ready on http://%s:%d in %.1f s", options.host, options.port, time.perf_counter() - started)
    # Only now: its progress bar on stderr would run into the lines above.
    knowledge.open_in_background(options.knowledge, synthesizer.synthesizer)
    threading.Thread(target=_warm_up, args=(knowledge,), name="nesy-warm-up", daemon=True).start()
    return demo, knowledge


def _warm_up(knowledge: Knowledge) -> None:
    """The first question opens Chroma and fills caches (seconds): do it once the knowledge is
    ready, not while a user waits (matched by embedding: the model would be asked about nothing)."""
    if knowledge.wait().ready:
        try:
            Assistant(knowledge).start("warm up", 1)
        except Exception:  # noqa: BLE001 - only a warm-up: the first question will say what is wrong
            log.exception("warm-up failed")


def main(argv: list[str] | None = None) -> int:
    options = parse_options(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)
    demo, knowledge = serve(options)
    try:
        demo.block_thread()  # until Ctrl-C (Gradio takes the KeyboardInterrupt and closes the server)
    except KeyboardInterrupt:
        pass
    status = knowledge.status()
    if not status.ready and not status.error:
        exit_interrupted()  # while the knowledge opens: an ingest is safe against a kill, and ends as one
    return 0
