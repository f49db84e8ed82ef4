"""The Logical Hull as an interactive pyvis graph that works offline.

pyvis inlines vis-network with `cdn_resources="in_line"` but still links bootstrap from a CDN
(and leaves commented-out local links); those are stripped, so the page has no outside
reference. Gradio's HTML component does not run scripts, so the page goes into an iframe's
`srcdoc`, escaped as an attribute value.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping

from pyvis.network import Network

from nesy_chat.kb.graph import CHUNK, CLAIM, CONCEPT, DOCUMENT, FACT, QUESTION, RULE, USER_FACT
from nesy_chat.prolog.engine import ProofResult
from nesy_chat.qa.retrieval import LogicalHull
from nesy_chat.ui.render import esc

_OUTSIDE = [
    re.compile(r"<!--.*?-->", re.DOTALL),
    re.compile(r"<link\b[^>]*\bhref=\"https?://[^>]*>", re.DOTALL | re.IGNORECASE),
    re.compile(r"<script\b[^>]*\bsrc=\"https?://[^>]*>\s*</script>", re.DOTALL | re.IGNORECASE),
    re.compile(r"<center>\s*<h1>\s*</h1>\s*</center>"),  # an empty title above the graph
]
_FRAME_STYLE = "<style>body { margin: 0; } #mynetwork { border: 0 !important; }</style></head>"


def offline_html(net: Network) -> str:
    """The network's page with vis-network inline and no CDN links."""
    page = net.generate_html()
    for pattern in _OUTSIDE:
        page = pattern.sub("", page)
    return page.replace("</head>", _FRAME_STYLE, 1)


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
    "nodes": {"font": {"size": 13, "face": "sans-serif"}},
}


def hull_html(hull: LogicalHull, proof: ProofResult | None, answers: Mapping[str, bool | None]) -> str:
    """The hull's graph in an iframe, with a legend; the proof path in red, asked facts with
    the user's answer in their label."""
    on_path = _proof_path(proof)
    net = Network(height=f"{HEIGHT}px", width="100%", directed=True, cdn_resources="in_line")
    net.set_options(json.dumps(_OPTIONS))
    for node in hull.nodes:
        label = _short(node.label)
        key = _key(node)
        if node.type == USER_FACT and key[1] in answers:
            label += f"\n→ you: {_REPLY[answers[key[1]]]}"
        highlighted = key in on_path
        net.add_node(node.id, label=label, title=f"{node.type}: {node.label}\n{node.why}".strip(),
                     color={"background": COLOURS.get(node.type, "#d0d7de"),
                            "border": PATH if highlighted else "#57606a"},
                     borderWidth=4 if highlighted else 1, shape="dot", size=16 if highlighted else 11)
    keys = {node.id: _key(node) for node in hull.nodes}
    for edge in hull.edges:
        if edge.source in keys and edge.target in keys:
            both = keys[edge.source] in on_path and keys[edge.target] in on_path
            net.add_edge(edge.source, edge.target, title=edge.type,
                         **({"color": PATH, "width": 3} if both else {}))
    return legend() + iframe(offline_html(net), HEIGHT)


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
