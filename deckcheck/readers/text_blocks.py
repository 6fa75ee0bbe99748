"""What the text reader keeps open between lines: heading candidates (``Dragon World Monsters (12)``) and counted
blocks (``Monsters (10)``, ``Main Deck (43)``), whose cards should add up to their count."""

from __future__ import annotations


class Group:
    """An open heading candidate (``Dragon World Monsters (12)``): its entry, its count, the copies under it."""

    __slots__ = ("index", "count", "total", "lines", "form", "sibling", "forms")

    def __init__(self, index: int, count: int, *, form: str | None = None, sibling: bool = False) -> None:
        self.index = index
        self.count = count
        self.total = 0
        self.lines = 0
        """The card lines under it: a heading's count adds up over two or more (``Ash Blossom (3)``, ``Veiler (3)``)."""
        self.form = form
        """How its count is written (:func:`count_form`)."""
        self.sibling = sibling
        """The card line just before it, in its block, writes its count the same way: a card among cards."""
        self.forms: set[str | None] = set()
        """How the lines under it write their counts."""

    def like_its_lines(self) -> bool:
        """``Maxx (3)`` then ``Ash Blossom (2)``, ``Banshee (1)``: written as the cards around it are, so a card
        (a wrongly kept heading is a loud unknown card; a wrongly dropped card a silent wrong verdict)."""
        return self.sibling or self.forms == {self.form}


class Block:
    """A heading with a count (``Monsters (10)``, ``Main Deck (43)``): the cards under it should add up to it."""

    __slots__ = ("count", "start", "section", "candidates", "at")

    def __init__(self, count: int, start: int, section: str, *, at: tuple[int, int, str] | None = None) -> None:
        self.count = count
        self.start = start
        """The index of the first entry under it."""
        self.section = section
        self.candidates: list[int] = []
        """The heading candidates inside it whose lines added up: each read as a heading or as a card."""
        self.at = at
        """A sub-heading's line, column and text when it writes a count (``Monsters (10)``, not ``Size 3``); ``None``
        also for a section heading's block, checked as the section."""
