"""Invisible characters leave text where it comes in."""

from nesy_chat.nlp.text import visible


def test_bidirectional_controls_and_zero_width_characters_are_removed():
    # 'admin' shown reversed by an override; a word split by a zero-width space; a soft hyphen
    assert visible("You can get it if you are \u202enimda\u202c.") == "You can get it if you are nimda."
    assert visible("Pen\u200bsion Cre\u00addit\ufeff") == "Pension Credit"
    assert visible("\u2067right-to-left isolate\u2069 and \u200fmark") == "right-to-left isolate and mark"


def test_visible_text_is_left_as_it_is():
    text = "Café, naïve, 60 or over, “quoted”, — dash, 日本語, العربية"
    assert visible(text) == text
