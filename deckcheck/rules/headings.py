"""The counts a pasted list's headings give (``Main Deck (43)``, ``Monsters (10)``), checked against the cards read."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from cardpool.visible import clip
from deckcheck.context import Context
from deckcheck.deck import Declared, Entry
from deckcheck.findings import Problem, plural, quote
from deckcheck.rules.base import rule


@rule(
    slug="heading-count", code="DC009", severity="warning", summary="a heading's count is not the cards read under it"
)
def heading_count(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that a section heading's count in a pasted list (`Main Deck (43)`,
    `Extra Deck (12):`, `Side Deck: 15`, `Deck (50)`, `Sideboard - 5`) is the
    number of cards read in that section, and says so at the heading's line
    when it is not. A flag or buddy counted in `Deck (50)`, or listed among
    its cards and not counted, is allowed for. A section named by two counted
    headings is not checked. A sub-heading's count (`Monsters (10)`, `Fusion (2)`)
    is checked against the cards listed under it, up to the next heading, blank
    line or other line that is no card line, once the pool has said which lines
    are cards.

    ## Why is this bad?
    The list says how many cards it holds; when the cards read are another
    number, a line was read differently than meant (a nickname taken for a
    heading, a count lost), or the heading is out of date.

    ## Example
    ```text
    Main Deck (43)
    3 Ash Blossom & Joyous Spring
    ...
    ```

    ## Use instead
    ```text
    Main Deck (40)
    3 Ash Blossom & Joyous Spring
    ...
    ```
    """
    deck = ctx.deck
    sections = [d.section for d in deck.declared if d.until is None]
    main = ctx.game.main_section.name
    slotted = sum(len(lines) for lines in deck.slots.values())
    for declared in deck.declared:
        if declared.until is not None:
            yield from _sub_heading(deck.entries, declared)
            continue
        if sections.count(declared.section) > 1:
            continue
        found = ctx.game.section(declared.section)
        # a section of a few one-copy cards as the game counts it (Vanguard's first vanguard named apart is one of
        # the ride deck's four); the others as read
        few = found is not None and found.holds is not None
        read = ctx.size(declared.section) if few else deck.section_size(declared.section)
        spare = slotted if declared.section == main else 0
        if read - spare <= declared.count <= read + spare:
            continue
        where = found.in_sentence if found else declared.section
        cards = "1 is" if read == 1 else f"{read} are"
        yield Problem(
            f"the heading says {plural(declared.count, 'card')}; {cards} read in the {where}",
            declared.line,
            declared.column,
        )


def _sub_heading(entries: Sequence[Entry], declared: Declared) -> Iterator[Problem]:
    """``Monsters (10)`` over nine cards: the heading's count is not the cards read under it."""
    read = sum(
        e.count for e in entries if e.section == declared.section and declared.line < e.line <= (declared.until or 0)
    )
    if read != declared.count:
        cards = "1 is" if read == 1 else f"{read} are"
        yield Problem(
            f"the heading {quote(clip(declared.heading))} says {plural(declared.count, 'card')}; {cards} read under it",
            declared.line,
            declared.column,
        )
