"""Text as it is read: without the characters that change what it shows but not what it says.

Bidirectional overrides and isolates can make a question or a rule display other than it
reads (a fact name that looks like another), and zero-width characters split words no one
sees split; both are removed where text comes in, documents and questions alike.
"""

from __future__ import annotations

import re

# U+061C, U+200E/F: marks; U+202A-E: embeddings and overrides; U+2066-9: isolates;
# U+200B-D: zero-width space, non-joiner, joiner; U+2060: word joiner; U+FEFF; U+00AD: soft hyphen
_INVISIBLE = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff\u00ad]")


def visible(text: str) -> str:
    """The text without bidirectional controls, zero-width characters and soft hyphens."""
    return _INVISIBLE.sub("", text)
