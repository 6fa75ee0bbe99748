"""Whether a text file that was read holds no deck at all: no card line, no deck key, no deck heading."""

from __future__ import annotations

from deckcheck.deck import Deck
from deckcheck.engine import DeckReport


def no_deck_in(deck: Deck, report: DeckReport) -> str | None:
    """Why a text file read as a deck is plainly none (``notes/todo.txt``: a few lines of prose), or ``None``.

    It is a deck when any line has a count (``3 Dragon Breath``), names a slot (``Flag:``), the game or the
    format, a section heading gives a count (``Main Deck (40)``), or a bare line is a card the pool knows.
    YAML files say so themselves (:attr:`Deck.not_a_deck`); a game's own form (``.ydk``) is always a deck."""
    if not deck.readable:
        # The reader's one finding for a file of which most lines are data (a .env, a secrets YAML): it sets no
        # Deck.not_a_deck, so its message is the sign.
        unread = [f.message for f in report.findings if f.code == "DC001"]
        if len(unread) == 1 and unread[0].startswith("not a deck file: ") and "lines unreadable" in unread[0]:
            return unread[0].removeprefix("not a deck file: ")
        return None
    if deck.syntax not in ("text", "csv"):
        return None
    sectioned = any(d.until is None for d in deck.declared)  # a sub-heading's count alone says no deck
    if any(deck.slots.values()) or sectioned or deck.game_line or deck.format_line:
        return None
    if any(not entry.bare for entry in deck.entries):
        return None
    if any(card.canonical is not None for card in report.cards):
        return None
    return "no card line with a count, no deck key, no deck heading"


def named_no_deck(deck: Deck, report: DeckReport, text: str | None) -> str | None:
    """Why a file named alone (not found by a walk) is plainly no deck, as :func:`no_deck_in` says, unless a line
    the reader could not read is no data line (``0 Dragon Breath``, a name too long: a deck with a bad line, whose
    rules all run; ``requests==2.31`` is data), or a line is a section heading of the deck's game, counted or not
    (``Main Deck:`` over a list of names a small pool does not know). ``text``: the file's decoded text."""
    why = no_deck_in(deck, report)  # the cheap test first: None for almost every deck
    if why is None:
        return None
    from deckcheck.readers.data_lines import is_data_line

    lines = text.split("\n") if text is not None else []
    for finding in report.findings:
        line = finding.line if finding.code == "DC001" else None
        if line is not None and line <= len(lines) and not is_data_line(lines[line - 1].strip()):
            return None
    return None if _section_heading(deck, lines) else why


def _section_heading(deck: Deck, lines: list[str]) -> bool:
    from deckcheck.games import find_game
    from deckcheck.readers.markup import blank
    from deckcheck.readers.words import text_patterns

    game = find_game(deck.game)
    if game is None:
        return False
    heading = text_patterns(game).section
    return any(heading.fullmatch(blank(line)[0].strip()) for line in lines if 0 < len(line) <= 200)
