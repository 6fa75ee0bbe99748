"""One pass per deck where a pre-scan is not needed: a pasted text list is not scanned line by line for a
``ydke://`` URL or ``.ydk`` headings, nor for data lines, before or after its read."""

from __future__ import annotations

import pytest

from deckcheck.games import get_game
from deckcheck.readers import read_deck

TEXT = "Game: yugioh\n3 Ash Blossom & Joyous Spring\n"


def test_a_text_list_without_ydk_words_is_sniffed_in_one_scan(monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.games.yugioh import ydk

    monkeypatch.setattr(ydk, "_chat_paste", lambda lines: pytest.fail("scanned line by line"))
    assert ydk.sniff(TEXT) is None


@pytest.mark.parametrize(
    ("text", "reader"),
    [
        ("#MAIN\n14558127\n", "read_ydk"),
        ("# main deck\n3 Ash Blossom\n", None),
        ("My deck: yd\u212ae://AAAA!BBBB!CCCC!\n", "read_ydke"),  # the Kelvin sign folds to k, as str.lower folds it
        ("#main in a comment\n3 Ash Blossom\n", None),
        ("!Side\n", "read_ydk"),
    ],
)
def test_the_sniff_still_finds_every_form(text: str, reader: str | None) -> None:
    from deckcheck.games.yugioh import ydk

    found = ydk.sniff(text)
    assert (found.__name__ if found else None) == reader


def test_a_deck_is_not_scanned_for_data_lines_once_its_first_card_line_is_none(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import deckcheck.readers as readers

    monkeypatch.setattr(readers, "data_line_numbers", lambda text: pytest.fail("scanned for data lines"))
    deck, problems = read_deck("d.txt", (TEXT + "oops: not a card\nnor=this\n").encode(), forced=get_game("yugioh"))
    assert deck.readable and [e.name for e in deck.entries][0] == "Ash Blossom & Joyous Spring"


@pytest.mark.parametrize(
    "text",
    [
        "API_KEY=sk-123\nSECRET=abc\nTOKEN=xyz\n",
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU\nYOhL\n"
        "-----END OPENSSH PRIVATE KEY-----\n",
    ],
)
def test_a_data_file_is_still_no_deck(text: str) -> None:
    deck, problems = read_deck("creds.txt", text.encode())
    assert not deck.readable and deck.entries == ()
    assert [p.message.startswith("not a deck file: ") for p in problems] == [True]


@pytest.mark.parametrize(
    "text",
    [
        "7 Colored Fish x3",
        "7 Colored Fish (3)",
        "7 Colored Fish [3]",
        "7 Colored Fish 3x",
        "7 Colored Fish - 3",
        "7 Colored Fish: 3",
        "7 Colored Fish \u00d73",
        "7 Colored Fish",
        "7 Phoenix",
        "7 Colored Fish (x3)",
    ],
)
def test_the_count_after_a_led_name_is_looked_for_only_where_one_can_end(text: str) -> None:
    """The reader asks for a count after the whole text only when the text ends as a count can: same answer."""
    from deckcheck.deck import Entry
    from deckcheck.readers.entries import trailing_count
    from deckcheck.readers.reading import card_reading

    reading = card_reading(Entry(text[2:], 7, 1, 3, "deck"), "7 ")
    got = reading.led_counted
    assert ((got.name, got.count) if got else None) == trailing_count(text)


def test_a_text_is_searched_for_ydk_words_only_when_it_may_hold_one() -> None:
    """The Yu-Gi-Oh! door searches a text for its words (without case) only when it holds ``#``, ``!`` or ``://``:
    every text the search finds a word in holds one (the example lists, and every word in several cases)."""
    from pathlib import Path

    from deckcheck.games.yugioh import SNIFF_WORDS, _may_hold

    examples = Path(__file__).resolve().parents[1] / "examples"
    texts = [path.read_text(encoding="utf-8", errors="replace") for path in sorted(examples.rglob("*.txt"))]
    texts += [path.read_text(encoding="utf-8", errors="replace") for path in sorted(examples.rglob("*.ydk"))]

    words = ("ydke://", "#main", "#extra", "!side")
    cases = (str.upper, str.title, str.lower, lambda w: w.replace("k", "\u212a"))
    texts += [f"x {case(word)} y" for word in words for case in cases]
    found = [text for text in texts if SNIFF_WORDS.search(text)]
    assert len(found) >= len(words) * len(cases)
    assert all(_may_hold(text) for text in found)
    assert not _may_hold("Flag: Dragon World\n4 Dragon Breath\n")
