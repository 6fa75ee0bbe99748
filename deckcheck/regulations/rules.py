"""The regulation rules: one banned and limited list, applied to a deck of any game.

Each rule does nothing unless a regulation is in force for the deck (``check --regulation``).
Every message names the card, the count, the limit, the flag (or other slot) where the limit
holds only under it, and the regulation with the date it took effect. Copies in the sideboard
count with the deck's for every limit: a card swapped in between games must not break one.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from deckcheck.context import Context
from deckcheck.findings import Problem, quote
from deckcheck.regulations import view
from deckcheck.rules.base import rule

if TYPE_CHECKING:
    from deckcheck.regulations.bind import Bound, Group


def _copies(n: int) -> str:
    return f"{n} cop{'y' if n == 1 else 'ies'}"


def _listed(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _counted(ctx: Context, name: str, held: dict[str, int], *, of: bool = True) -> str:
    """``3 copies of "X" (2 in the deck and 1 in the sideboard)``; when the game counts other cards as ``name``,
    ``4 copies counted as "Umi": 1 "Umi" and 3 "A Legendary Ocean"``, naming the cards counted together."""
    count = sum(held.values())
    where = view.where(ctx, held)
    where = f" ({where})" if where else ""
    if list(held) == [name]:
        return f"{_copies(count)}{f' of {quote(name)}' if of else ''}{where}"
    members = _listed([f"{n} {quote(card)}" for card, n in held.items()])
    return f"{_copies(count)} counted as {quote(name)}: {members}{where}"


def _at(ctx: Context, name: str, message: str, cards: tuple[str, ...] = (), over: int | None = None) -> Problem:
    """A problem on ``name``'s first line, or (``over``: a limit) on the line that takes it over the limit."""
    entry = view.entry(ctx, name) if over is None else view.entry_over(ctx, name, over)
    if entry is None:
        return Problem(message, card=name, cards=cards)
    return Problem(message, entry.line, entry.column, card=entry.name, cards=cards)


@rule(slug="banned-card", code="RG101", severity="error", summary="a card the regulation bans")
def banned_card(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that no card the regulation in force bans (`banned:` in a regulation file,
    count 0 in an lflist.conf list) is in the deck, the sideboard or a slot such as the
    flag or the buddy.

    ## Why is this bad?
    A banned card may not be used at all. Buddyfight's Irregulars List and Yu-Gi-Oh!'s
    Forbidden/Limited List both name cards that "cannot be used" in a sanctioned event;
    the game's own copy limit does not apply to them (a banned card is reported once, here).

    ## Example
    ```yaml
    # regulation: banned: [Dragon Emperor Legend]
    deck:
      Dragon Emperor Legend: 1
    ```

    ## Use instead
    Take the card out, or check against a regulation in which it is legal.
    """
    reg = ctx.regulation
    if reg is None or not reg.bound.banned:
        return
    banned = reg.bound.banned
    for slot in reg.words.slots:
        for line in view.slot_lines(ctx, slot):
            name = ctx.canonical(line.name)
            if name in banned:
                title = reg.words.slot_title(slot).lower()
                yield Problem(
                    f"the {title} {quote(name)} is banned by {reg.tag}", line.line, line.column, card=line.name
                )
    for name in view.heads(ctx):
        if name not in banned:
            continue
        # a card counted as the banned one is banned with it, unless it is banned itself (reported on its own)
        held = {card: n for card, n in view.copies(ctx, (name,)).items() if card == name or card not in banned}
        if held:
            yield _at(
                ctx,
                name,
                f"{quote(name)} is banned by {reg.tag}: {_counted(ctx, name, held, of=False)}, the limit is 0",
                tuple(held) if list(held) != [name] else (),
            )


@rule(
    slug="restricted-count", code="RG102", severity="error", summary="more copies of a card than the regulation allows"
)
def restricted_count(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks each card the regulation limits (`limited:`; counts 1 and 2 of an
    lflist.conf list) against the copies in the deck and sideboard together. A limit
    can hold for every deck or, as on Buddyfight's Irregulars List, only for decks
    whose flag is one of the flags it names. The regulation's limit replaces the game's
    usual copy limit for that card, so a card limited to 1 is not also reported for
    exceeding 4.

    ## Why is this bad?
    The rulebook's "A maximum of 4 cards with the same name is allowed in the deck." is
    the usual limit; an event's list lowers (or raises) it for the cards it names. The
    Irregulars List's "limits apply either to every flag or only to decks using a given
    flag", and "it applies to the main deck and sideboard together"; a Forbidden/Limited
    List's "Limited" cards may be used at one copy, "Semi-Limited" at two.

    ## Example
    ```yaml
    # regulation: limited: [{card: Dragon Breath, max: 1, when: {flag: [Dragon Ein]}}]
    flag: Dragon Ein
    deck:
      Dragon Breath: 2
    ```

    ## Use instead
    ```yaml
    flag: Dragon Ein
    deck:
      Dragon Breath: 1
    ```
    """
    reg = ctx.regulation
    if reg is None or not reg.limits:
        return
    for name in view.heads(ctx):
        limit = reg.limits.get(name)
        if limit is None or name in reg.bound.banned:
            continue
        held = view.copies(ctx, (name,))  # with the cards the game counts as this one
        if sum(held.values()) > limit.max:
            yield _at(
                ctx,
                name,
                f"{_counted(ctx, name, held)}; {reg.tag} limits it to {limit.max}{reg.where(limit.when)}",
                tuple(held) if list(held) != [name] else (),
                over=limit.max,
            )


def _some(parts: list[str], joiner: str = ", ", limit: int = 10) -> str:
    """At most ``limit`` of ``parts``, then how many more: a group of 100,000 cards is not one message."""
    more = f"{joiner}and {len(parts) - limit:,} more" if len(parts) > limit else ""
    return joiner.join(parts[:limit]) + more


def _group_name(group: Group) -> str:
    return f" {quote(group.name)}" if group.name else ""


@rule(slug="choice-group", code="RG103", severity="error", summary="cards of more than one name from a choice group")
def choice_group(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks the regulation's choice groups (`choice:`): of the cards in a group, cards of
    only one name may be in the deck and sideboard (any number of copies of that name,
    up to its usual limit).

    ## Why is this bad?
    Vanguard's restriction lists have "choice restrictions: only one card of a group may
    be in the deck". Two names from one group make the deck illegal however few copies.

    ## Example
    ```yaml
    # regulation: choice: [{cards: [Magical Goodbye, Begone!!]}]
    deck:
      Magical Goodbye: 2
      Begone!!: 1
    ```

    ## Use instead
    ```yaml
    deck:
      Magical Goodbye: 3
    ```
    """
    reg = ctx.regulation
    if reg is None or not reg.bound.choices:
        return
    for group in reg.groups(reg.bound.choices):
        present = [name for name in group.cards if view.total(ctx, name)]
        if len(present) < 2:
            continue
        last = present[-1]
        held = _some([f"{view.total(ctx, name)} {quote(name)}" for name in present])
        members = _some([quote(name) for name in group.cards])
        yield _at(
            ctx,
            last,
            f"{len(present)} names from the choice group{_group_name(group)} ({held}); {reg.tag} allows cards of "
            f"only one name of {members}{reg.where(group.when)}",
            tuple(present),
        )


@rule(
    slug="combined-limit", code="RG104", severity="error", summary="more copies of a set of cards together than allowed"
)
def combined_limit(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks the regulation's combined limits (`combined:`): at most N copies, in any
    combination, of the cards it lists, in the deck and sideboard together.

    ## Why is this bad?
    A combined limit says "at most N copies in any combination of the listed cards";
    3 of one and 2 of another is 5, over a combined limit of 4, even though each card
    alone is within its own limit.

    ## Example
    ```yaml
    # regulation: combined: [{max: 4, cards: ['Dragon Force, "Style of Impact"', Gargantua Punisher!!]}]
    deck:
      'Dragon Force, "Style of Impact"': 2
      Gargantua Punisher!!: 3
    ```

    ## Use instead
    ```yaml
    deck:
      'Dragon Force, "Style of Impact"': 2
      Gargantua Punisher!!: 2
    ```
    """
    reg = ctx.regulation
    if reg is None or not reg.bound.combined:
        return
    for group in reg.groups(reg.bound.combined):
        present = [name for name in group.cards if view.total(ctx, name)]
        count = sum(view.copies(ctx, present).values())  # a card counted as two listed ones counts once
        if count <= group.max:
            continue
        held = _some([f"{view.total(ctx, name)} {quote(name)}" for name in present])
        members = _some([quote(name) for name in group.cards], " and ")
        yield _at(
            ctx,
            present[-1],
            f"{count} cards of the combined limit{_group_name(group)} ({held}); {reg.tag} allows at most "
            f"{group.max} of {members} together{reg.where(group.when)}",
            tuple(present),
        )


@rule(
    slug="sideboard-size",
    code="RG105",
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
    slug="sideboard-content", code="RG106", severity="error", summary="a card the regulation keeps out of the sideboard"
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
                    f"{_copies(side[name])} of the {title} {quote(name)} in the {board}; {reg.tag} allows no "
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
                    f"{quote(name)} in the {board} is a {card_type} card; "
                    f"{reg.tag} allows no {card_type} cards there",
                    line,
                    column,
                    card=written,
                )


def _set_of(number: str) -> str:
    """``D-BT01`` of ``D-BT01/0010EN``; ``LOB`` of ``LOB-EN001`` (a number without ``/`` ends its set at ``-``)."""
    if "/" in number:
        return number.split("/", 1)[0]
    return number.split("-", 1)[0]


def _in_format(reg_bound: Bound, name: str, numbers: list[str]) -> bool:
    if reg_bound.allowed_cards is not None and name in reg_bound.allowed_cards:
        return True
    upper = [n.upper() for n in numbers]
    if reg_bound.sets and any(_set_of(n) in {s.upper() for s in reg_bound.sets} for n in upper):
        return True
    return bool(reg_bound.prefixes) and any(n.startswith(p.upper()) for n in upper for p in reg_bound.prefixes)


@rule(slug="not-in-format", code="RG107", severity="error", summary="a card outside the format's card pool")
def not_in_format(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks every card in the deck, the sideboard and the slots against the regulation's
    `pool:` filter: the sets or card-number prefixes a format admits, or the cards a
    whitelist names (lflist.conf `$whitelist`: every card it does not name is forbidden).

    ## Why is this bad?
    A format defined by the sets it admits allows no card printed only outside them; a
    card with a printing in an admitted set is allowed.

    ## Example
    ```yaml
    # regulation: pool: {sets: [TD01, BT01]}
    deck:
      Shine-energy: 4      # printed only in D-SD01
    ```

    ## Use instead
    Replace it with a card printed in one of the admitted sets.
    """
    reg = ctx.regulation
    if reg is None or not reg.bound.has_pool_filter:
        return
    bound = reg.bound
    what = "the cards it lists" if bound.allowed_cards is not None else ""
    admitted = ", ".join(list(bound.sets) + [p + "..." for p in bound.prefixes])
    described = " and ".join(part for part in (f"the sets {admitted}" if admitted else "", what) if part)

    def outside(name: str) -> bool:
        numbers = [n for card in view.printings(ctx, name) for n in getattr(card, "numbers", ())]
        return not _in_format(bound, name, numbers)

    for slot in reg.words.slots:
        for line in view.slot_lines(ctx, slot):
            name = ctx.canonical(line.name)
            if name is not None and outside(name):
                title = reg.words.slot_title(slot).lower()
                yield Problem(
                    f"the {title} {quote(name)} is not in the format of {reg.tag}, which admits {described}",
                    line.line,
                    line.column,
                    card=line.name,
                )
    for name in view.names(ctx):
        if name not in bound.banned and outside(name):
            yield _at(ctx, name, f"{quote(name)} is not in the format of {reg.tag}, which admits {described}")
