"""Documents from files, folders and JSON maps; what cannot be read is named with its reason."""

from __future__ import annotations

import json
import os
import random
import string
from pathlib import Path

import pytest

from nesy_chat.kb.documents import (
    MAX_BYTES,
    MAX_CHUNK_CHARS,
    Document,
    chunk,
    index_text,
    load,
    read_sources,
    url_title,
)

SHARC = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "sharc"

GUIDE = """# Pension Credit

Pension Credit gives you extra money to help with your living costs if you're over State Pension age
and on a low income. It is separate from your State Pension, and you can get it even if you have
savings or your own home. Pension Credit can also help with housing costs such as ground rent or
service charges, and if you get it you may be able to get other help, such as a free TV licence.

## Eligibility

You can get Pension Credit if you live in England, Scotland or Wales and you have reached State
Pension age. If you have a partner, you must claim together.

You can't get Pension Credit if you:

* are in prison
* live abroad for more than 4 weeks

## How to claim

You can claim up to 3 months before you reach State Pension age. You'll need your National Insurance
number, information about your income, savings and investments, and your bank account details.
The quickest way to apply is by phone. You can also apply by post, using the claim form that you
can print out or ask the Pension Credit claim line to send you. Someone can apply for you if you
find it hard to do it yourself, as long as they have your permission.
"""


def write(path: Path, content: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def test_files_and_folders_keep_their_title_and_path(tmp_path):
    write(tmp_path / "docs" / "pension_credit.md", GUIDE)
    write(tmp_path / "docs" / "sub" / "winter_fuel.txt", "You can get a Winter Fuel Payment if you were born "
                                                         "before 1955.")
    write(tmp_path / "docs" / "notes.pdf", b"%PDF-1.4")
    write(tmp_path / "docs" / ".hidden" / "x.md", "# Hidden\n\nNot this one.")
    loaded = load([tmp_path / "docs"])
    assert [(Path(e.where).name, e.reason.split(" ")[0]) for e in loaded.errors] == [("x.md", "hidden")]
    titles = {d.title: d for d in loaded.documents}
    assert set(titles) == {"Pension Credit", "winter fuel"}
    guide = titles["Pension Credit"]
    assert guide.source == guide.id == str((tmp_path / "docs" / "pension_credit.md").resolve())
    assert guide.text == GUIDE


def test_a_json_map_with_its_sources(tmp_path):
    texts = write(tmp_path / "rules.json", json.dumps({"7": "## Apprentices\n\nApprentices are entitled to the "
                                                            "apprentice rate if they're under 19.",
                                                       "8": "You can get it if you live in the UK.", "9": 42}))
    urls = write(tmp_path / "urls.json", json.dumps({"7": "https://www.gov.uk/national-minimum-wage"}))
    loaded = load([texts], read_sources(urls))
    # the address says what the page is; the text's heading is only its section
    assert [(d.title, d.source) for d in loaded.documents] == [
        ("National minimum wage", "https://www.gov.uk/national-minimum-wage"), ("8", f"{texts.resolve()}#8")]
    assert [d.id for d in loaded.documents] == [f"{texts.resolve()}#7", f"{texts.resolve()}#8"]
    assert [str(e) for e in loaded.errors] == [f"{texts}#9: the value is int, not text"]
    mistaken = load([urls])
    assert not mistaken.documents and "pass it with --sources" in str(mistaken.errors[0])


@pytest.mark.parametrize("url, title", [
    ("https://www.gov.uk/working-tax-credit/eligibility", "Working tax credit: eligibility"),
    ("https://www.gov.uk/tier-4-general-visa/", "Tier 4 general visa"),
    ("https://www.humanservices.gov.au/organisations/business/services/centrelink/centrepay-businesses",
     "Centrelink: centrepay businesses"),  # the parts above the last two are navigation
    ("https://www.benefits.gov/benefits/benefit-details/4364", ""),  # known by number only
    ("http://legislature.maine.gov/statutes/6/title6sec102.html", ""),  # a file name
    ("https://www.irs.gov/", ""),
    ("/home/me/rules/pay.md", ""),  # a path is not an address
])
def test_a_page_title_is_read_off_its_address(url, title):
    assert url_title(url) == title


def test_the_shared_sharc_rule_texts_all_load():
    if not SHARC.is_dir():
        pytest.skip("ShARC data not found")
    loaded = load([SHARC / "rule_texts.json"], read_sources(SHARC / "rule_text_sources.json"))
    assert len(loaded.documents) == 585 and loaded.errors == []
    assert sum(d.source.startswith(("http://", "https://")) for d in loaded.documents) == 433


def test_every_bad_file_is_named_with_its_reason_and_the_rest_still_loads(tmp_path):
    folder = tmp_path / "mixed"
    write(folder / "good.md", GUIDE)
    write(folder / "binary.md", bytes(range(256)) * 10)
    write(folder / "empty.txt", "  \n\n ")
    write(folder / "latin1.txt", "Vous pouvez obtenir une pension si vous êtes âgé.".encode("latin-1"))
    rng = random.Random(0)
    write(folder / "noise.txt", " ".join("".join(rng.choices(string.ascii_letters + string.digits + "#%&",
                                                            k=rng.randint(3, 12))) for _ in range(20_000)))
    with open(folder / "huge.txt", "wb") as out:  # 10 MB of noise
        out.write(os.urandom(10 * 1024 * 1024))
    loaded = load([folder, tmp_path / "missing.md"])
    assert [d.title for d in loaded.documents] == ["Pension Credit"]
    reasons = {Path(e.where).name: e.reason for e in loaded.errors}
    assert reasons["binary.md"] == "binary (it holds NUL bytes)"
    assert reasons["empty.txt"] == "empty"
    assert reasons["latin1.txt"].startswith("not UTF-8 text")
    assert reasons["noise.txt"].startswith("does not read as prose")
    assert reasons["huge.txt"] == f"too large: 10.5 MB (the limit is {MAX_BYTES / 1e6:.0f} MB)"
    assert reasons["missing.md"] == "no such file or folder"
    assert all(str(e).startswith(e.where + ": ") for e in loaded.errors)


def test_a_short_text_is_one_chunk_untouched():
    text = "#  Tax if you leave the UK\n\nIf you work full-time abroad, you can visit the UK for up to 90 days."
    document = Document("/kb/rules.json#0", "Tax if you leave the UK", "https://www.gov.uk/tax", text)
    chunks = chunk(document)
    assert len(chunks) == 1
    assert chunks[0].text == text and chunks[0].headings == ()
    assert (chunks[0].title, chunks[0].source) == (document.title, document.source)
    assert index_text(chunks[0]) == text  # the title is in the text already


def test_a_long_document_splits_at_headings_keeping_its_heading_path():
    document = Document("/docs/pension_credit.md", "Pension Credit", "/docs/pension_credit.md", GUIDE)
    chunks = chunk(document, max_chars=600)
    assert [c.headings for c in chunks] == [("Pension Credit",), ("Pension Credit", "Eligibility"),
                                            ("Pension Credit", "How to claim")]
    assert all(len(c.text) <= 600 for c in chunks)
    # the intro that ends in ':' stays with its list
    assert "You can't get Pension Credit if you:\n\n* are in prison" in chunks[1].text
    assert not any(c.text.startswith("#") for c in chunks)
    assert [c.id for c in chunks] == [c.id.rsplit("-", 1)[0] + f"-{n}" for n, c in enumerate(chunks)]
    assert chunks[0].id.startswith("pension_credit-")
    assert index_text(chunks[1]).startswith("Pension Credit\nEligibility\nYou can get Pension Credit")
    assert chunk(document, max_chars=600) == chunks  # stable: ids and texts


def test_paragraphs_and_sentences_longer_than_a_chunk_are_cut_between_sentences():
    sentence = "You can get help with heating costs if you live in a cold area and you get a benefit. "
    text = "# Help\n\n" + sentence * 40 + "\n\n" + "word " * 400
    chunks = chunk(Document("/d.md", "Help", "/d.md", text))
    assert len(chunks) > 2 and all(len(c.text) <= MAX_CHUNK_CHARS for c in chunks)
    assert chunks[0].text.startswith("You can get help") and chunks[0].text.endswith("a benefit.")


def test_content_hash_changes_with_the_text():
    one = Document("a", "T", "s", "You can get it.")
    assert one.content_hash == Document("a", "T", "s", "You can get it.").content_hash
    assert one.content_hash != Document("a", "T", "s", "You can't get it.").content_hash


def test_hidden_files_and_pipes_are_named_not_skipped_silently(tmp_path):
    folder = tmp_path / "docs"
    write(folder / "good.md", GUIDE)
    write(folder / ".draft.md", GUIDE)
    write(folder / ".git" / "notes.md", GUIDE)
    os.mkfifo(folder / "pipe.md")  # reading it would wait for a writer forever
    os.mkfifo(tmp_path / "named.md")
    loaded = load([folder, tmp_path / "named.md"])
    assert [d.title for d in loaded.documents] == ["Pension Credit"]
    reasons = {Path(e.where).name: e.reason for e in loaded.errors}
    assert reasons[".draft.md"].startswith("hidden") and reasons["notes.md"].startswith("hidden")
    assert reasons["pipe.md"].startswith("not a regular file") and reasons["named.md"].startswith("not a regular file")


def test_json_nested_too_deeply_is_one_bad_file_and_the_rest_loads(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text('{"a": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    write(tmp_path / "good.md", GUIDE)
    loaded = load([deep, tmp_path / "good.md"])
    assert [d.title for d in loaded.documents] == ["Pension Credit"]
    [error] = loaded.errors
    assert error.where == str(deep) and "nested too deeply" in error.reason


def test_an_id_given_twice_in_a_json_map_is_named_not_silently_overwritten(tmp_path):
    texts = tmp_path / "rules.json"
    texts.write_text('{"a": "You can get A if you are 60.", "a": "You can get B if you are 70.", '
                     '"b": "You can get C if you live here."}', encoding="utf-8")
    loaded = load([texts])
    assert [d.id.rsplit("#", 1)[1] for d in loaded.documents] == ["b"]
    [error] = loaded.errors
    assert error.where.endswith("#a") and "more than once" in error.reason
    sources = tmp_path / "sources.json"
    sources.write_text('{"a": "https://example.org/a", "a": "https://example.org/b"}', encoding="utf-8")
    with pytest.raises(Exception, match="more than once: a"):
        read_sources(sources)


def test_invisible_characters_do_not_reach_the_text(tmp_path):
    write(tmp_path / "grant.md", "# Garden\u200b Grant\n\nYou can get it if you own a \u202egarden\u202c.\n")
    [document] = load([tmp_path / "grant.md"]).documents
    assert document.title == "Garden Grant" and "\u202e" not in document.text and "own a garden." in document.text


def test_a_folders_readme_and_licence_are_not_rule_texts(tmp_path):
    write(tmp_path / "docs" / "pension.md", GUIDE)
    write(tmp_path / "docs" / "README.md", "# About these texts\n\nThey were copied from the web in 2024.\n")
    write(tmp_path / "docs" / "LICENSE.txt", "Permission is granted to copy these texts if you keep this notice.\n")
    loaded = load([tmp_path / "docs"])
    assert [d.title for d in loaded.documents] == ["Pension Credit"]
    assert sorted(Path(e.where).name for e in loaded.errors if "README or licence" in e.reason) == [
        "LICENSE.txt", "README.md"]
    assert [d.title for d in load([tmp_path / "docs" / "README.md"]).documents] == ["About these texts"]
