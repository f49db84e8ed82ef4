"""A small real knowledge base for the retrieval and ask tests: a guide long enough to be
split into sections (one section's rule uses what another defines), two short pages that
both speak of Pension Credit, and one unrelated page."""

from __future__ import annotations

from pathlib import Path

from nesy_chat.kb.documents import load
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.ingest import ingest, load_synthesizer
from nesy_chat.kb.store import KnowledgeBase

GRANT = """# Warm Home Grant

The Warm Home Grant helps households in England pay for insulation and a new boiler. It is paid by your local
council from money the government gives it each year, and it does not have to be paid back. The grant is separate
from the Warm Home Discount, which is paid by energy suppliers. You can get the grant once for each home you live
in. The work must be done by an installer registered with the scheme, and the installer is paid by the council.

## Eligibility

You're eligible for the Warm Home Grant if you live in England and you get Pension Credit.

## How much you can get

The grant pays up to £5,000 towards the cost of the work. The amount depends on the size of your home, how much
heat it loses, and what work is needed. Your council will visit your home to check what work is needed before it
agrees to pay. If the work costs more than the grant, you pay the rest to the installer. Your council can tell you
about other help with the cost, such as loans from local charities or schemes run by energy companies.

## How to apply

You can apply online if you're eligible for the Warm Home Grant.

You'll need your National Insurance number and a recent energy bill. Your council will write to you within
4 weeks to tell you if your application was successful.

## After the work is done

The installer will show you how to use your new heating controls and will leave the guarantee for the work with you.
Keep it safe: you may need it if you sell your home. If something goes wrong with the work within two years, contact
the installer first, then your council if the installer does not put it right.
"""

COLD = """# Cold Weather Payment

You can get a Cold Weather Payment if you get Pension Credit or Income Support.

You can't get a Cold Weather Payment if you live in a care home.
"""

WINTER = """# Winter Fuel Payment

You can get a Winter Fuel Payment if you were born before 1955 and you live in the UK.
"""

PASSPORT = """# Renew your passport

You can renew your passport online if you have a debit or credit card.
"""


def build(folder: Path) -> tuple[KnowledgeBase, Path]:
    """The corpus written to `folder/docs` and ingested into `folder/kb`."""
    docs = folder / "docs"
    docs.mkdir(parents=True)
    for name, text in (("grant", GRANT), ("cold", COLD), ("winter", WINTER), ("passport", PASSPORT)):
        (docs / f"{name}.md").write_text(text, encoding="utf-8")
    kb = KnowledgeBase(folder / "kb")
    ingest(kb, load([docs]).documents, load_synthesizer("rules"), get_embedder(), progress=False)
    return kb, docs


def chunk_of(kb: KnowledgeBase, docs: Path, name: str, heading: str | None = None) -> str:
    """The id of a document's chunk (the one under `heading`, if given)."""
    records, _ = kb.chunks()
    document = str((docs / f"{name}.md").resolve())
    return next(r.chunk.id for r in records if r.document == document
                and (heading is None or heading in r.chunk.headings))
