"""The words of a game's pasted text lists that are no section, slot, label or kind: the text reader's vocabulary.

A game fills in a :class:`TextWords` (``Game.text``); the text reader builds its patterns from it once per game
(:meth:`deckcheck.games.base.Game.built`). Every field is lower case and empty by default: a game without them
reads its lists by its section, slot, label and kind words and the words every list uses (``Cards (50)``,
``Decklist:``, ``Author: X``, ``Total: 40``).
"""

from __future__ import annotations

from cardpool.record import Fields


class TextWords(Fields):
    """What a game's lists write between their cards: group headings, total lines, metadata, paired slots."""

    categories: tuple[str, ...] = ()
    """Plural card categories that head a group of cards (``monsters``, ``counters``, ``triggers``): ``Counters (8)``,
    ``Dragon World Monsters``. A line so headed or ending in one is a heading when the pool knows no card so named."""
    category_prefixes: tuple[str, ...] = ()
    """Words that may stand before a category in such a heading (``set`` of ``Set Spells``, ``critical`` of
    ``Critical Triggers``)."""
    group_headings: tuple[str, ...] = ()
    """Regular expressions (matched without case, to the end of the heading's words) of other group headings the
    game's lists use, carrying no card: Buddyfight's ``size\\s*\\d+`` (``Size 3``), Vanguard's ``grade\\s*\\d+ units``.
    Each must run in linear time (``tests/test_regex_time.py`` times the patterns built from them)."""
    total_words: tuple[str, ...] = ()
    """Words that stand beside "Total" in a total line (``Main Deck Total: 40``, ``Total Monster Cards: 18``),
    singular; an ``s`` may follow. ``deck`` and ``card`` are every game's."""
    meta_keys: tuple[str, ...] = ()
    """Keys of metadata lines this game's registration sheets or deck sites write (``konami id``), besides every
    list's (``author``, ``event``, ``date`` ...)."""
    pair: tuple[str, str] | None = None
    """Two slot words one heading names together (``flag``, ``buddy``: ``Flag & Buddy: X / Y``), in the order the
    names follow."""
    side_spellings: tuple[str, ...] = ()
    """More spellings of the side section (``side board``, ``siding``), for a game that has one."""
    table_heads: tuple[str, ...] = ()
    """Words of a pasted table's header row besides every table's (``qty``, ``card name``): ``world``, ``size``."""
    section_starts: tuple[tuple[str, str], ...] = ()
    """Headings that start a section because every card they head belongs there, each a word and the section's name
    (Yu-Gi-Oh!'s ``("fusion", "extra")``, ``("fusion monster", "extra")``): ``FUSION:``, ``Fusion Monsters (3)``. A word
    that is one of the game's card kinds starts it only with a colon or dash (``Fusion:``); alone (``Fusion``) it stays
    a sub-heading the pool decides. Under a side section, or the section it starts, such a heading is a sub-heading."""


__all__ = ["TextWords"]
