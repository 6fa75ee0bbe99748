"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Whole files: lists as blogs, deck sites and forums publish them, and the encodings they come in.
"""

from __future__ import annotations

import codecs

import pytest

from cardpool import CardPool
from deckcheck.engine import DeckReport, check_deck
from deckcheck.readers import read_deck

from helpers import check, rules_of


@pytest.mark.parametrize(
    "data",
    [
        "Flag: Dragon World\n4 Bal Dragon, \u201cBal Grand Strike!\u201d\n".encode("cp1252"),
        "Flag: Dragon World\n# Jos\u00e9's deck\n4 Dragon Breath\n".encode("cp1252"),
    ],
    ids=["curly-quotes", "accented-comment"],
)
def test_windows_1252_is_read_with_a_warning_naming_it(data: bytes, pool: CardPool) -> None:
    deck, problems = read_deck("notepad.txt", data)
    assert problems == [] and deck.encoding == "cp1252"
    report = check_bytes(data, pool)
    [warning] = [f for f in report.findings if f.rule == "encoding"]
    assert warning.severity == "warning" and "Windows-1252" in warning.message


@pytest.mark.parametrize(
    "data",
    [
        b"4 Dragon Breath\n",
        "\ufeff4 Dragon Breath\n".encode("utf-8"),
        "4 Dragon Breath\n".encode("utf-16"),
        "4 Dragon Br\u00e9ath\n".encode("utf-8"),
    ],
    ids=["utf-8", "utf-8-bom", "utf-16", "utf-8-accent"],
)
def test_utf8_and_utf16_stay_as_they_are(data: bytes) -> None:
    deck, problems = read_deck("d.txt", data)
    assert problems == [] and deck.encoding in ("utf-8", "utf-16")
    assert deck.entries[0].name.startswith("Dragon Br")


JOINED = "\ufeff4 Dragon Breath\n\ufeff4 Dragoenergy\n\ufeff# from b.txt\n\ufeff\ufeffFlag: Dragon World\n"
"""Lists joined (``cat a.txt b.txt c.txt``): each one's BOM starts a line; the last file's two (a BOM saved twice)."""


@pytest.mark.parametrize(
    "data",
    [
        JOINED.encode("utf-8"),
        codecs.BOM_UTF8 + JOINED.replace("\n", "\r\n").encode("utf-8"),
        JOINED.replace("\n", "\r").encode("utf-8"),
        JOINED.encode("utf-16"),
    ],
    ids=["utf-8", "utf-8-bom-crlf", "utf-8-cr", "utf-16"],
)
def test_a_bom_at_the_start_of_any_line_is_dropped_as_the_file_s_own(data: bytes) -> None:
    """``<U+FEFF>4 Dragon Breath`` was an unknown card "<U+FEFF>4 Dragon Breath", one copy, and the BOM before a
    ``#`` made the comment a card: each BOM that starts a line takes no column, as the file's own BOM takes none."""
    deck, problems = read_deck("joined.txt", data)
    assert problems == []
    assert [(e.name, e.count, e.line, e.column) for e in deck.entries] == [
        ("Dragon Breath", 4, 1, 3),
        ("Dragoenergy", 4, 2, 3),
    ]
    assert [(n.name, n.line, n.column) for n in deck.slot("flag")] == [("Dragon World", 4, 7)]
    assert [(c.line, c.column, c.text) for c in deck.comments] == [(3, 1, "# from b.txt")]


def check_bytes(data: bytes, pool: CardPool) -> DeckReport:
    deck, problems = read_deck("notepad.txt", data)
    return check_deck(deck, problems, pool)


BLOG_PROFILE = """\
Sun Dragon Beatdown - Dragon World (Store Championship, 1st place)

**Flag:** Dragon World
**Buddy:** Flarefang Dragon

Decklist:
Size 0 (12)
- 4x Dragoenergy
- 4x Dragon Breath (cut to 3 at locals)
- 4x Shine-energy
Size 1 (8)
- 4x Flarefang Dragon
- 4x Systemic Dagger Dragon
Size 2 (14)
- 4x Fifth Omni Cavalry Dragon, Merak "SD"
- 4x Bal Dragon, "Bal Grand Strike!"
- 4x Best Master and Disciple, Bal Dragon & Jackknife
- 2x Fifth Omni Dragon Lord, Drum the Punisher
Spells (12)
- 4x Green Dragon Shield
- 4x Dragonic Destroy
- 4x The Skies in your Hand
Impacts -
- 2x Gargantua Punisher!!
Items -
- 2x Dragon Force, "Style of Impact"

Total: 50
"""


DECK_SITE_EXPORT = """\
Deck Name: Sun Dragon
Flag (1)
1 Dragon World
Monsters (22)
4\tFlarefang Dragon (Buddy)
4\tSystemic Dagger Dragon
4\tFifth Omni Cavalry Dragon, Merak "SD"
4\tBal Dragon, "Bal Grand Strike!"
4\tBest Master and Disciple, Bal Dragon & Jackknife
2\tFifth Omni Dragon Lord, Drum the Punisher
Spells (24)
4\tDragon Breath
4\tDragoenergy
4\tGreen Dragon Shield
4\tDragonic Destroy
4\tThe Skies in your Hand
4\tShine-energy
Impacts (2)
2\tGargantua Punisher!!
Items (2)
2\tDragon Force, "Style of Impact"
"""


FORUM_POST = """\
Dragon World deck for the regional - feedback welcome!
Flag - Dragon World
Buddy - Flarefang Dragon

1. 4 Flarefang Dragon
2. 4 Systemic Dagger Dragon
3. 4 Fifth Omni Cavalry Dragon, Merak "SD"
4. 4 Bal Dragon, "Bal Grand Strike!"
5. 4 Best Master and Disciple, Bal Dragon & Jackknife
6. 2 Fifth Omni Dragon Lord, Drum the Punisher
7. 4 Dragon Breath
8. 4 Dragoenergy
9. 4 Green Dragon Shield
10. 4 Dragonic Destroy
11. 4 The Skies in your Hand
12. 4 Shine-energy
13. Gargantua Punisher!! x2
14. Dragon Force, "Style of Impact" ×2
"""


FLAG_LISTED = """\
Dragon World
1 Dragon World
Flarefang Dragon (Buddy)
4 Flarefang Dragon
4 Systemic Dagger Dragon
4 Fifth Omni Cavalry Dragon, Merak "SD"
4 Bal Dragon, "Bal Grand Strike!"
4 Best Master and Disciple, Bal Dragon & Jackknife
2 Fifth Omni Dragon Lord, Drum the Punisher
4 Dragon Breath
4 Dragoenergy
4 Green Dragon Shield
4 Dragonic Destroy
4 The Skies in your Hand
4 Shine-energy
2 Gargantua Punisher!!
2 Dragon Force, "Style of Impact"
"""


@pytest.mark.parametrize(
    ("text", "size", "notes"),
    [(BLOG_PROFILE, 50, 2), (DECK_SITE_EXPORT, 50, 1), (FORUM_POST, 50, 1), (FLAG_LISTED, 50, 2)],
    ids=["blog-profile", "deck-site-export", "forum-post", "flag-listed-and-inline-buddy"],
)
def test_whole_pasted_lists_read_as_the_deck_they_are(text: str, size: int, notes: int, pool: CardPool) -> None:
    report = check(text, pool)
    assert report.legal, [f"{f.line}:{f.column} {f.rule} {f.message}" for f in report.findings]
    assert report.deck_size == size
    assert report.details["flag"] == "Dragon World" and report.details["buddy"] == "Flarefang Dragon"
    assert {f.rule for f in report.findings} <= {"reading-note", "duplicate-entry"}
    assert sum(f.rule == "reading-note" for f in report.findings) == notes


def test_the_blog_profile_chatter_line_is_prose_with_a_note_not_silence(pool: CardPool) -> None:
    """A sentence inside the list that is no card is skipped with a note at its line; a sentence-shaped card name
    (``Bal Dragon, "Bal Grand Strike!"``) and a misspelt one stay cards."""
    chatter = "Decklist:\nI went 4-1 with this, lost to Katana.\nDragon Breath is great.\n"
    report = check(BLOG_PROFILE.replace("Decklist:\n", chatter), pool)
    assert "unknown-card" not in rules_of(report)
    prose = [(f.line, f.column) for f in report.findings if "is read as prose" in f.message]
    assert prose == [(7, 1), (8, 1)]
    cards = check('Flag: Dragon World\nBal Dragon, "Bal Grand Strike!"\nBal Dragon, "Bal Grand Strke!"\n', pool)
    assert [c.canonical for c in cards.cards if c.section == "deck"] == ['Bal Dragon, "Bal Grand Strike!"', None]
    [unknown] = [f for f in cards.findings if f.rule == "unknown-card"]
    assert unknown.line == 3 and unknown.suggestions[0] == 'Bal Dragon, "Bal Grand Strike!"'
    assert "reading-note" not in rules_of(cards)
