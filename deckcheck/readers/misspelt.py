"""A section heading misspelt by one letter (``Sidebaord (2):``, ``Extra Dekc:``, ``Xtra Deck (15)``): read as
that section's heading, with a note, not as a group heading that leaves its cards in the section before (the
sideboard's cards counted in the deck: a deck one card short called legal)."""

from __future__ import annotations

from deckcheck.findings import quote
from deckcheck.games import all_games
from deckcheck.readers.lazy import lazy
from deckcheck.readers.text_headers import nothing
from deckcheck.readers.text_state import Line, TextState
from deckcheck.readers.words import squash, text_patterns

_SHAPE = lazy(
    globals(),
    "_SHAPE",
    r"(?P<words>[A-Za-z][A-Za-z-]{0,14}(?:[ \t][A-Za-z][A-Za-z-]{0,14}){0,2})"
    r"(?P<tail>[ \t]{0,3}(?:\(\d{1,3}\)|\[\d{1,3}\])?[ \t]{0,3}:?[ \t]{0,3}(?:\d{1,3}(?:[ \t]{1,3}cards?)?)?)",
)
"""Words, then a count or a colon (one of them at least: :func:`misspelt_section` asks): ``Sidebaord (2):``."""
SHORTEST = 6
"""Section words shorter than this (``side``, ``sb``, ``main``) are never taken as misspelt: too many words are
one letter from them."""


def misspelt_section(r: TextState, line: Line) -> bool:
    """A heading-shaped line (words, then a count, a colon or both) whose words are one section word of the game with
    one letter wrong (:func:`close`): that section's heading, and a note naming the heading it was read as."""
    text = line.stripped
    head, colon, value = text.partition(":")
    if colon and value.strip() and nothing(value):  # "Sidebaord: None": a section said to hold nothing
        text = head + colon
    found = _SHAPE.fullmatch(text) if len(text) <= 60 else None
    if found is None or not any(mark in found["tail"] for mark in ":(["):
        return False
    written = squash(found["words"])
    if len(written) < SHORTEST or written in _other_games_words(r):
        return False  # "Ride Deck:" in a Buddyfight list is Vanguard's section, not a misspelt "Side Deck"
    near = {section for word, section in r.words.section_of.items() if len(word) >= SHORTEST and close(written, word)}
    spec = r.game.section(near.pop()) if len(near) == 1 else None
    if spec is None:
        return False
    message = f"{quote(found['words'])} is read as the {spec.title} heading (a misspelling?)"
    if text == line.stripped:
        r.enter(spec.name, found["words"], line.number, line.lead, found["tail"])
        message += f": its cards are the {spec.title}'s"
    else:  # a section said to hold nothing: no card, and no cards under it (as text_headers.header reads it)
        r.boundary()
    r.note(message, line.number, line.lead + 1)
    return True


def _other_games_words(r: TextState) -> frozenset[str]:
    """The section words of every other game (squashed): a heading that is one of them is no misspelling."""
    return r.game.built(
        ("other games' section words",),
        lambda game: frozenset(
            word for other in all_games() if other.name != game.name for word in text_patterns(other).section_of
        ),
    )


def close(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with one edit: a letter added, dropped or changed, or two side by side swapped (two edits
    took ``Extra Tech:`` and the card ``Extra Buck: 1`` for ``Extra Deck``)."""
    if len(a) == len(b):
        wrong = [i for i in range(len(a)) if a[i] != b[i]]
        swapped = (
            len(wrong) == 2 and wrong[1] == wrong[0] + 1 and a[wrong[0]] == b[wrong[1]] and a[wrong[1]] == b[wrong[0]]
        )
        return len(wrong) == 1 or swapped
    if abs(len(a) - len(b)) != 1:
        return False
    short, long = (a, b) if len(a) < len(b) else (b, a)
    at = next((i for i in range(len(short)) if short[i] != long[i]), len(short))  # the first letter that differs
    return short[at:] == long[at + 1 :]
