"""The regulation rules on the sideboard: its size (RG105) and what it may hold (RG106)."""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.context import Context
from deckcheck.findings import Problem, quote
from deckcheck.rules.base import rule
from deckcheck.rules.regulation import view
from deckcheck.rules.regulation.docs import DOCS
from deckcheck.rules.regulation.wording import copies


@rule(
    slug="sideboard-size",
    code="RG105",
    docs=DOCS,
    severity="error",
    summary="a sideboard larger or smaller than the regulation allows",
)
def sideboard_size(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks the sideboard's size against the regulation's `sideboard:` `min` and `max`
    (and a size the regulation gives the sideboard under `sections:`).

    ## Why is this bad?
    An event's regulation fixes the sideboard: Buddyfight store events allow a sideboard
    of 0 to 10 cards. An eleventh card is not allowed, even if it is never swapped in.

    ## Example
    ```yaml
    # regulation: sideboard: {min: 0, max: 10}
    sideboard:
      Buddy Charge: 4
      Dragon Breath: 4
      Quick Summon: 3
    ```

    ## Use instead
    Keep the sideboard at ten cards or fewer.
    """
    reg = ctx.regulation
    section = reg.words.sideboard if reg is not None else None
    if reg is None or section is None:
        return
    size = reg.bound.regulation.sideboard or reg.section_size(section)
    if size is None:
        return
    count = ctx.size(section)  # as the deck's summary counts it (a game may keep cards out: flags)
    low = size.min is not None and count < size.min
    high = size.max is not None and count > size.max
    if low or high:
        title = reg.words.section_phrase(section)
        yield Problem(f"the {title} has {count} card{'s' if count != 1 else ''}; {reg.tag} allows {size.describe()}")


@rule(
    slug="sideboard-content",
    code="RG106",
    docs=DOCS,
    severity="error",
    summary="a card the regulation keeps out of the sideboard",
)
def sideboard_content(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks the sideboard against the regulation's `not_slots` (no spare copy of the card
    in a slot, such as the flag or the buddy) and `not_types` (no card of a type, such
    as flag cards).

    ## Why is this bad?
    Buddyfight store events allow "no flags or buddies" in the sideboard: the flag and
    the buddy are fixed for the whole event, so a spare one there has no legal use.

    ## Example
    ```yaml
    # regulation: sideboard: {not_slots: [flag, buddy], not_types: [flag]}
    flag: Dragon World
    buddy: Flarefang Dragon
    sideboard:
      Flarefang Dragon: 1
      Dragon Ein: 1
    ```

    ## Use instead
    Keep the sideboard to cards that can be swapped into the deck.
    """
    reg = ctx.regulation
    if reg is None or reg.words.sideboard is None or reg.bound.regulation.sideboard is None:
        return
    rules = reg.bound.regulation.sideboard
    side = view.counts(ctx).get(reg.words.sideboard, {})
    board = reg.words.section_phrase(reg.words.sideboard)
    entries = ctx.first_line.get(reg.words.sideboard, {})
    for name in sorted(side):
        entry = entries.get(name)
        line, column, written = (entry.line, entry.column, entry.name) if entry else (None, None, name)
        spare = False
        for slot in rules.not_slots:
            if name in reg.slots.get(slot, frozenset()):
                spare = True
                title = reg.words.slot_title(slot).lower()
                yield Problem(
                    f"{copies(side[name])} of the {title} {quote(name)} in the {board}; {reg.tag} allows no "
                    f"spare {title} there",
                    line,
                    column,
                    card=written,
                )
        if spare:
            continue  # a spare flag is reported once, as the spare flag
        types = {str(card.type) for card in view.printings(ctx, name)}
        for card_type in rules.not_types:
            if card_type in types:
                yield Problem(
                    f"{quote(name)} in the {board} is a {card_type} card; {reg.tag} allows no {card_type} cards there",
                    line,
                    column,
                    card=written,
                )
