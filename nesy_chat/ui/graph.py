"""The Logical Hull as an interactive pyvis graph that works offline, at a few KB a turn.

pyvis either inlines vis-network (700 KB, sent again on every turn) or links it from a CDN
(unreachable offline). Instead the page links the copy inside the pyvis package, which the
app serves as a static file (`STATIC`; Gradio's `set_static_paths`), so the browser fetches
it once and a turn carries only the graph's data; every other outside link is stripped.
Gradio's HTML component does not run scripts, so the page goes into a sandboxed iframe's
`srcdoc`, whose relative links resolve against the app's own address.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path

import pyvis
from pyvis.network import Network

from nesy_chat.kb.graph import CHUNK, CLAIM, CONCEPT, DOCUMENT, FACT, QUESTION, RULE, USER_FACT
from nesy_chat.prolog.engine import ProofResult
from nesy_chat.qa.retrieval import LogicalHull
from nesy_chat.ui.render import esc

STATIC = Path(pyvis.__file__).parent / "templates" / "lib" / "vis-9.1.2"
_VIS = (f'<link rel="stylesheet" href="/gradio_api/file={STATIC / "vis-network.css"}">'
        f'<script src="/gradio_api/file={STATIC / "vis-network.min.js"}"></script>')
_OUTSIDE = [
    re.compile(r"<!--.*?-->", re.DOTALL),
    re.compile(r"<link\b[^>]*\bhref=\"[^\"]*\"[^>]*>", re.DOTALL | re.IGNORECASE),
    re.compile(r"<script\b[^>]*\bsrc=\"[^\"]*\"[^>]*>\s*</script>", re.DOTALL | re.IGNORECASE),
    re.compile(r"<center>\s*<h1>\s*</h1>\s*</center>"),  # an empty title above the graph
]
_FRAME_STYLE = "<style>body { margin: 0; } #mynetwork { border: 0 !important; }</style></head>"


def offline_html(net: Network) -> str:
    """The network's page, vis-network linked from the app itself, no other outside link."""
    page = net.generate_html()
    for pattern in _OUTSIDE:
        page = pattern.sub("", page)
    return page.replace("</head>", _VIS + _FRAME_STYLE, 1)


def iframe(page: str, height: int) -> str:
    """A sandboxed iframe showing `page`: scripts run inside it, not in the app's page."""
    return (f'<iframe class="nesy-graph" sandbox="allow-scripts" style="width:100%;height:{height + 8}px;'
            f'border:0" srcdoc="{esc(page)}"></iframe>')


HEIGHT = 520
COLOURS = {  # by node type; the legend shows the same
    DOCUMENT: "#8c959f", CHUNK: "#54aeff", RULE: "#a371f7", CLAIM: "#fb8f44", USER_FACT: "#4ac26b",
    QUESTION: "#b4e5a2", FACT: "#d4a72c", CONCEPT: "#ff80c8",
}
PATH = "#cf222e"
_REPLY = {True: "yes", False: "no", None: "I don't know"}
_OPTIONS = {
    "physics": {"solver": "forceAtlas2Based", "stabilization": {"iterations": 150, "fit": True},
                "forceAtlas2Based": {"gravitationalConstant": -60, "springLength": 90}},
    "interaction": {"hover": True, "navigationButtons": False},
    "edges": {"smooth": False, "arrows": {"to": {"enabled": True, "scaleFactor": 0.5}}, "color": {"color": "#c4ccd4"}},
    "nodes": {"font": {"size": 16, "face": "sans-serif"}, "widthConstraint": {"maximum": 170}},
}
NEAR = 30  # nodes shown by default: the proof path and what is next to it


def hull_html(hull: LogicalHull, proof: ProofResult | None, answers: Mapping[str, bool | None],
              whole: bool = False) -> str:
    """The hull's graph in an iframe, with a legend; the proof path in red, asked facts with
    the user's answer in their label. Unless `whole`, only the proof path and the nodes next
    to it (at most NEAR; the best-scored nodes when there is no proof yet)."""
    on_path = _proof_path(proof)
    shown = {node.id for node in hull.nodes} if whole else _near(hull, on_path)
    net = Network(height=f"{HEIGHT}px", width="100%", directed=True, cdn_resources="remote")
    net.set_options(json.dumps(_OPTIONS))
    for node in hull.nodes:
        if node.id not in shown:
            continue
        label = _short(node.label)
        key = _key(node)
        if node.type == USER_FACT and key[1] in answers:
            label += f"\n→ you: {_REPLY[answers[key[1]]]}"
        highlighted = key in on_path
        net.add_node(node.id, label=label, title=f"{node.type}: {node.label}\n{node.why}".strip(),
                     color={"background": COLOURS.get(node.type, "#d0d7de"),
                            "border": PATH if highlighted else "#57606a"},
                     borderWidth=4 if highlighted else 1, shape="dot", size=16 if highlighted else 11)
    keys = {node.id: _key(node) for node in hull.nodes if node.id in shown}
    for edge in hull.edges:
        if edge.source in keys and edge.target in keys:
            both = keys[edge.source] in on_path and keys[edge.target] in on_path
            net.add_edge(edge.source, edge.target, title=edge.type,
                         **({"color": PATH, "width": 3} if both else {}))
    hidden = len(hull.nodes) - len(shown)
    note = (f'<div class="nesy-hint">{hidden} more nodes of the hull are hidden: tick “Show the whole hull”.</div>'
            if hidden else "")
    return legend() + note + iframe(offline_html(net), HEIGHT)


def _near(hull: LogicalHull, on_path: set[tuple[str, str]]) -> set[str]:
    """The proof path's nodes, then those one edge from them, best scores first, at most NEAR."""
    path = [node for node in hull.nodes if _key(node) in on_path]
    if not path:
        return {node.id for node in sorted(hull.nodes, key=lambda n: -n.score)[:NEAR]}
    chosen = {node.id for node in path[:NEAR]}
    touching = {end for e in hull.edges if chosen & {e.source, e.target} for end in (e.source, e.target)}
    for node in sorted(hull.nodes, key=lambda n: -n.score):
        if len(chosen) >= NEAR:
            break
        if node.id in touching:
            chosen.add(node.id)
    return chosen


def legend() -> str:
    items = "".join(f'<span style="margin-right:.9em"><span style="display:inline-block;width:.8em;height:.8em;'
                    f'border-radius:50%;background:{colour}"></span> {esc(kind.replace("_", " "))}</span>'
                    for kind, colour in COLOURS.items())
    return (f'<div class="nesy-legend" style="font-size:.85em;margin-bottom:.3em">{items}'
            f'<span style="color:{PATH}">● proof path</span></div>')


def _proof_path(proof: ProofResult | None) -> set[tuple[str, str]]:
    """(chunk, name) of what the proof used: its rules, claims and user facts, and their chunks."""
    if proof is None:
        return set()
    found = set()
    for node in proof.nodes():
        if node.module and node.type in ("user", "rule"):
            found.add((node.module, node.fact if node.type == "user" else node.goal.split("(", 1)[0]))
            found.add((node.module, ""))
    return found


def _key(node) -> tuple[str, str]:
    """(chunk, name) from a graph node id, as proof steps name them: `chunk:<id>` is (id, ""),
    `claim:<id>:<name>`, `user:<id>:<name>` and `rule:<id>:<name>/<arity>` are (id, name)."""
    kind, _, rest = node.id.partition(":")
    if kind == "chunk":
        return rest, ""
    if kind in ("claim", "user", "rule", "fact"):
        chunk, _, name = rest.partition(":")
        return chunk, name.split("/", 1)[0]
    return "", node.id


def _short(text: str, limit: int = 40) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"
