"""Decklists as people paste them (issue 9), by line kind (the readings of deckcheck.readers.text_reader.READINGS).

Prose (the ``prose`` reading): a label or a sentence that is no card is skipped with a note; a sentence-shaped
card name stays a card.
"""

from __future__ import annotations

import pytest

from cardpool import CardPool
from deckcheck.readers.resolve import resolve
from deckcheck.readers.text_reader import read_text

from helpers import check


@pytest.mark.parametrize(
    "line",
    [
        "Here is the list I took to regionals:",
        "Tech:",
        "Flex slots -",
        "Starters:",
        "Thanks for reading!",
        "Edit: swapped 1 Dragon Breath for 1 Dragoenergy",
        "*by Rin, 2016-08-12*",
    ],
)
def test_labels_and_sentences_that_are_no_card_are_skipped_with_a_note(line: str, pool: CardPool) -> None:
    report = check(f"Flag: Dragon World\nSideboard:\n{line}\n2 Dragoenergy\n", pool)
    assert [(c.name, c.section) for c in report.cards if c.section != "flag"] == [("Dragoenergy", "sideboard")]
    [note] = [f for f in report.findings if f.rule == "reading-note"]
    assert note.line == 3 and ("read as a heading" in note.message or "read as prose" in note.message)


def test_sentence_shaped_names_with_a_count_are_read_by_the_reader_alone() -> None:
    """No pool needed: a line with a count is a card line (Buddyfight names with ``!`` too)."""
    text = "Let's Play! Asmodai x4\nDance! Asmodai x4 (Buddy)\nT.G. Warwolf x3\n"
    read, problems = read_text("pasted.txt", text)
    assert problems == []
    deck, _ = resolve(read, [], lambda _: None)  # a pool that knows no card: prose and titles would go
    assert [(e.name, e.count) for e in deck.entries] == [
        ("Let's Play! Asmodai", 4),
        ("Dance! Asmodai", 4),
        ("T.G. Warwolf", 3),
    ]
    assert [n.name for n in deck.slot("buddy")] == ["Dance! Asmodai"]


@pytest.mark.parametrize(
    ("text", "prose"),
    [
        ("Thanks for reading. See you at regionals", True),
        ("Great deck! Try it out", True),
        ("T.G. Hyper Librarian", False),
        ("Mr. Volcano Returns Again", False),
        ("U.A. Perfect Ace", False),
        ("Danger! Nessie! Wakes", False),
    ],
)
def test_a_sentence_break_needs_a_lowercase_word_before_it(text: str, prose: bool) -> None:
    from deckcheck.readers.prose import is_prose

    assert is_prose(text) is prose


@pytest.mark.parametrize(
    "line", ["Sent from my iPhone", "Sent from my Galaxy", "Sent from Mail for Windows", "Get Outlook for iOS"]
)
def test_an_e_mailed_list_s_sign_off_is_no_card(line: str, pool: CardPool) -> None:
    """The last line of a list e-mailed from a phone was an unknown card (an organiser's try): it is skipped, as a
    deck site's ``Created with ...`` is."""
    report = check(f"Flag: Dragon World\nBuddy: Flarefang Dragon\n4 Dragon Breath\n\n{line}\n", pool)
    assert [f.code for f in report.findings] == ["BF201"], report.findings
