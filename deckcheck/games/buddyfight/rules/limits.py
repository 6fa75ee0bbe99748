"""Rules about how many cards: deck size, copies of a name, and [Omni Lord]."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from deckcheck.deck import Entry, Named
from deckcheck.findings import Problem, quote
from deckcheck.games.buddyfight.context import BuddyfightContext as Context
from deckcheck.games.buddyfight.rules.flag_usage import omni_lord_limited
from deckcheck.rules.base import rule

if TYPE_CHECKING:
    from deckcheck.games.buddyfight.cards import Card

MIN_DECK_SIZE = 50
MAX_COPIES = 4
BUDDIES_FOR_MY_BUDDY = 4


@rule(game="buddyfight", slug="deck-size", code="BF201", severity="error", summary="fewer than 50 cards in the deck")
def deck_size(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that the deck holds at least 50 cards. The flag and the buddy are
    kept outside the deck and are not counted; neither is the sideboard, nor
    any flag card listed among the cards.

    ## Why is this bad?
    "Deck: 50 cards or above." A deck of 49 cards is not a legal deck. The
    rules summary counts "fifty or more cards, excluding your flag and buddy",
    and "the flag is not part of the main deck, you must have at least fifty
    other cards": 49 cards and a flag listed among them are still 49.

    ## Example
    ```text
    Flag: Dragon World
    Buddy: Flarefang Dragon
    4 Dragon Breath
    # ... 45 more cards: 49 in all
    ```

    ## Use instead
    ```text
    Flag: Dragon World
    Buddy: Flarefang Dragon
    4 Dragon Breath
    # ... 46 more cards: 50 in all
    ```
    """
    size = ctx.deck_size
    override = ctx.regulation.section_size("deck") if ctx.regulation is not None else None
    if override is not None:  # the regulation's size replaces the rulebook's
        low = override.min is not None and size < override.min
        if low or (override.max is not None and size > override.max):
            yield Problem(
                f"the deck has {size} card{'s' if size != 1 else ''}; {ctx.regulation.tag} "  # type: ignore[union-attr]
                f"allows {override.describe()} (the flag and the buddy are not counted)"
            )
        return
    if size < MIN_DECK_SIZE:
        yield Problem(
            f"the deck has {size} card{'s' if size != 1 else ''}; it needs at least {MIN_DECK_SIZE} "
            "(the flag and the buddy are not counted)"
        )


def _entry(ctx: Context, name: str) -> Entry | None:
    return ctx.first_line.get("deck", {}).get(name) or ctx.first_line.get("sideboard", {}).get(name)


def _over_entry(ctx: Context, name: str, limit: int = MAX_COPIES) -> Entry | None:
    """The line whose copies take ``name`` over ``limit``, counting the deck's lines, then the sideboard's, in file
    order (a fifth copy in the sideboard stands on its sideboard line, as a regulation's limit does)."""
    lines = sorted(
        (e for e in ctx.deck.entries if e.section in ("deck", "sideboard") and ctx.canonical(e.name) == name),
        key=lambda e: (e.section != "deck", e.line, e.column),
    )
    seen = 0
    for entry in lines:
        seen += entry.count
        if seen > limit:
            return entry
    return _entry(ctx, name)


def _split(ctx: Context, name: str) -> str:
    side = ctx.counts.get("sideboard", {}).get(name, 0)
    if not side:
        return ""
    return f" ({ctx.counts.get('deck', {}).get(name, 0)} in the deck and {side} in the sideboard)"


def _text_changes_limit(printings: tuple[Card, ...]) -> bool:
    """Whether a card's text changes its copy limit: "any number of", "My Buddy!", a group sharing one limit."""
    for card in printings:  # noqa: SIM110 - a loop, not any() over a generator: asked of every name of every deck
        if card.any_number or card.my_buddy or card.shared_limit:
            return True
    return False


def _locate(entry: Entry | None, message: str, name: str) -> Problem:
    if entry is None:
        return Problem(message, card=name)
    return Problem(message, entry.line, entry.column, card=entry.name)


@rule(
    game="buddyfight",
    slug="copy-limit",
    code="BF202",
    severity="error",
    summary='more than 4 copies of a name, a group over its limit, or a "My Buddy!" over its condition',
    over_limit=True,
)
def copy_limit(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that no name appears more than four times in the deck and
    sideboard together. The buddy is not counted, so four in the deck plus the
    buddy is legal. It also checks cards whose text changes the limit:
    "any number of", a group of names that share one limit of four, and
    "My Buddy!", which allows one copy only while fewer than four buddies are
    in the deck (the sideboard counts too: a copy there could be swapped in).

    ## Why is this bad?
    "A maximum of 4 cards with the same name is allowed in the deck. (Your
    buddy is not included in this count.)"

    ## Example
    ```text
    Buddy: Flarefang Dragon
    5 Flarefang Dragon
    ```

    ## Use instead
    ```text
    Buddy: Flarefang Dragon
    4 Flarefang Dragon
    ```
    """
    buddy = ctx.buddy_name
    groups_done: set[frozenset[str]] = set()
    override, cards_of, total_of = ctx.copy_limit_override, ctx.printings, ctx.total  # asked of every name
    for name in ctx.names:
        if override(name) is not None:
            continue  # the regulation's limit replaces the usual one (restricted-count, banned-card)
        printings = cards_of(name)
        total = total_of(name)
        if not _text_changes_limit(printings):  # most names: the plain limit
            if total > MAX_COPIES:
                yield _over_limit(ctx, name, total, printings, buddy)
            continue
        if any(card.any_number for card in printings):
            continue
        if any(card.my_buddy for card in printings):
            yield from _my_buddy(ctx, name, total, _entry(ctx, name))
            continue
        group = frozenset(_shared_group(printings) | {name})
        if group not in groups_done:
            groups_done.add(group)
            yield from _group_limit(ctx, group)


def _over_limit(ctx: Context, name: str, total: int, printings: tuple[Card, ...], buddy: str | None) -> Problem:
    """More than four copies of a name whose cards' text leaves the limit as it is."""
    message = f"{total} copies of {quote(name)}{_split(ctx, name)}; the limit is {MAX_COPIES} of a name"
    entry, named = _over_entry(ctx, name), ctx.slot("buddy")
    if name == buddy:
        marked = bool(named) and entry is not None and named[0].line == entry.line  # "5 X (Buddy)"
        where = "marked as the buddy on this line, besides these copies" if marked else _buddy_line(named)
        message += (
            f"; the buddy's own card ({where}) is kept outside the deck and is not counted, "
            f"so keep at most {MAX_COPIES} in the deck and sideboard together"
        )
    elif not named and total == MAX_COPIES + 1 and any(card.is_monster for card in printings):
        written = f"buddy: {name}" if ctx.deck.syntax == "yaml" else f"Buddy: {name}"
        message += f"; if one copy is your buddy, list it as '{written}' and keep {MAX_COPIES} in the deck"
    return _locate(entry, message, name)


def _buddy_line(named: tuple[Named, ...]) -> str:
    """Where the deck names its buddy, as the over-limit message says it (a ``Buddy:`` line, a YAML key)."""
    return f"named on line {named[0].line}" if named and named[0].line else "named apart from the deck"


def _shared_group(printings: tuple[Card, ...]) -> set[str]:
    return {member for card in printings for member in card.shared_limit}


def _group_limit(ctx: Context, group: frozenset[str]) -> Iterator[Problem]:
    index = ctx.pool.index
    members = sorted({(match.name if (match := index.lookup(m)) else m) for m in group})
    total = sum(ctx.total(m) for m in members)
    if total <= MAX_COPIES:
        return
    present = [m for m in members if ctx.total(m)]
    entries = [e for e in (_entry(ctx, m) for m in present) if e is not None]
    last = max(entries, key=lambda e: (e.line, e.column)) if entries else None
    listed = " and ".join(quote(m) for m in members)
    counts = ", ".join(f"{ctx.total(m)} {quote(m)}" for m in present)
    yield _locate(
        last,
        f"{total} cards from a group that shares one limit of {MAX_COPIES}: {listed} combined ({counts})",
        present[-1],
    )


def _my_buddy(ctx: Context, name: str, total: int, entry: Entry | None) -> Iterator[Problem]:
    buddy = ctx.buddy_name
    buddies_in_deck = ctx.total(buddy) if buddy else 0  # a sideboard copy could be swapped in
    allowed = 1 if buddies_in_deck < BUDDIES_FOR_MY_BUDDY else 0
    if total <= allowed:
        return
    if allowed:
        message = (
            f"{total} copies of {quote(name)}; its text allows up to one, "
            "and only while fewer than four buddies are in the deck"
        )
    else:
        message = (
            f"{quote(name)} is not allowed: the deck and sideboard hold {buddies_in_deck} copies of the buddy "
            f"{quote(buddy or '')}, and its text allows one only while fewer than four buddies are in the deck"
        )
    yield _locate(entry, message, name)


@rule(
    game="buddyfight",
    slug="omni-lord-limit",
    code="BF203",
    severity="error",
    summary="more than one copy of an off-world [Omni Lord] card",
    over_limit=True,
)
def omni_lord_limit(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that a card with [Omni Lord] appears at most once when the flag is
    not of the card's world (attribute flags such as Dragon Ein are of no
    card's world). Under its own world's flag the usual four copies apply.
    Where a regulation limits the card to one copy (or bans it), its finding
    (restricted-count, banned-card) says so, once.

    ## Why is this bad?
    "Cards with [Omni Lord] can be used with decks of all flags. However, if
    the card and the flag are of different worlds, only up to one copy can be
    used in the deck."

    ## Example
    ```text
    Flag: Star Dragon World
    2 Fifth Omni Dragon Lord, Drum the Punisher
    ```

    ## Use instead
    ```text
    Flag: Star Dragon World
    1 Fifth Omni Dragon Lord, Drum the Punisher
    ```
    """
    flag = ctx.flag_rules
    if flag is None:
        return
    cards_of = ctx.printings
    for name in ctx.names:
        card = omni_lord_limited(cards_of(name), flag)
        if card is None:  # most names
            continue
        total = ctx.total(name)
        limit = ctx.copy_limit_override(name)  # a regulation's limit of 1 (or ban) says it, once, where it runs
        if total > 1 and (limit is None or limit > 1 or ("RG102" if limit else "RG101") in ctx.skipped):
            yield _locate(
                _over_entry(ctx, name, 1),  # the second copy's line, as copy-limit stands on the fifth's
                f"{total} copies of the [Omni Lord] card {quote(name)}{_split(ctx, name)}; "
                f"under {quote(ctx.flag_name or '')}, which is not {card.home_world or 'its world'}, "
                "only one copy is allowed",
                name,
            )
