"""The counts a pasted list's section headings give (``Main Deck (43)``), checked against the cards read."""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.context import Context
from deckcheck.findings import Problem
from deckcheck.rules.base import rule


@rule(slug="heading-count", code="DC009", severity="warning", summary="a section heading's count is not the cards read")
def heading_count(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that a section heading's count in a pasted list (`Main Deck (43)`,
    `Extra Deck (12):`, `Side Deck: 15`, `Deck (50)`, `Sideboard - 5`) is the
    number of cards read in that section, and says so at the heading's line
    when it is not. A flag or buddy counted in `Deck (50)`, or listed among
    its cards and not counted, is allowed for. Sub-headings (`Monsters (10)`) are not checked here. A section named
    by two counted headings is not checked.

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
    sections = [d.section for d in deck.declared]
    main = ctx.game.main_section.name
    slotted = sum(len(lines) for lines in deck.slots.values())
    for declared in deck.declared:
        if sections.count(declared.section) > 1:
            continue
        read = deck.section_size(declared.section)
        spare = slotted if declared.section == main else 0
        if read - spare <= declared.count <= read + spare:
            continue
        found = ctx.game.section(declared.section)
        where = found.in_sentence if found else declared.section
        cards = "1 is" if read == 1 else f"{read} are"
        yield Problem(
            f"the heading says {declared.count} card{'s' if declared.count != 1 else ''}; {cards} read in the {where}",
            declared.line,
            declared.column,
        )
