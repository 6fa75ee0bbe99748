"""Three copies of a card across the Main, Extra and Side Deck, counted by name."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from deckcheck.findings import Problem, quote
from deckcheck.games.yugioh.context import SECTION_TITLES, SECTIONS, Counted, YugiohContext
from deckcheck.rules.base import rule

MAX_COPIES = 3


def _where(group: list[Counted]) -> str:
    """``3 in the Main Deck and 1 in the Side Deck``."""
    by_section: Counter[str] = Counter()
    for counted in group:
        by_section[counted.entry.section] += counted.entry.count
    parts = [f"{by_section[s]} in the {SECTION_TITLES[s]}" for s in SECTIONS if by_section.get(s)]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _artworks(group: list[Counted], name: str) -> str:
    """``2 of password 36996508 and 2 of password 46986414``, when copies of ``name`` are written as two or more
    passwords (alternate artworks), with the copies written by name first (``1 by name, ...``); else empty."""
    passwords: Counter[str] = Counter()
    by_name = 0
    for counted in group:
        written = counted.entry.name.strip()
        if counted.card.name != name:
            continue
        if written.isascii() and written.isdigit():
            passwords[written.lstrip("0")] += counted.entry.count
        else:
            by_name += counted.entry.count
    if len(passwords) < 2:
        return ""
    listed = [f"{by_name} by name"] if by_name else []
    listed += [f"{n} of password {p}" for p, n in sorted(passwords.items(), key=lambda item: int(item[0]))]
    return ", ".join(listed[:-1]) + " and " + listed[-1]


def _members(limit_name: str, group: list[Counted]) -> str:
    """The cards counted together: ``2 "Umi" and 2 "A Legendary Ocean" (always treated as "Umi")``, with the
    passwords of the artworks when copies are written as several passwords."""
    by_card: dict[str, int] = {}
    for counted in group:
        by_card[counted.card.name] = by_card.get(counted.card.name, 0) + counted.entry.count
    parts = []
    for name in sorted(by_card, key=lambda n: (n != limit_name, n)):
        text = f"{by_card[name]} {quote(name)}"
        if name != limit_name:
            text += f" (always treated as {quote(limit_name)})"
        artworks = _artworks(group, name)
        if artworks:
            text += f" [artworks of one card: {artworks}]"
        parts.append(text)
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


@rule(
    game="yugioh",
    slug="copy-limit",
    code="YG202",
    severity="error",
    summary="more than 3 copies of a card across the Main, Extra and Side Deck",
    over_limit=True,
)
def copy_limit(ctx: YugiohContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that no card has more than three copies in the Main, Extra and Side
    Deck together. Copies are counted by card name: the alternate artworks of a
    card (two passwords, one name, such as "Dark Magician" 46986414 and 36996508)
    count together, and a card that is "always treated as" another ("A Legendary
    Ocean" is always treated as "Umi") counts as that card. The message names the
    cards counted together; it stands on the line of the fourth copy.

    ## Why is this bad?
    Konami's tournament policy (Constructed Deck Information): "A Duelist may not
    have more than three copies of any card included in their Main Deck, Side
    Deck, and Extra Deck combined." A card whose name is always treated as another
    card's name is that card for this count. (Forbidden, Limited and Semi-Limited
    lists lower the limit for some cards: under `--regulation` their limit replaces this one,
    and restricted-count or banned-card reports the card instead.)

    ## Example
    ```text
    Main Deck:
    3 Umi
    Side Deck:
    1 A Legendary Ocean
    ```

    ## Use instead
    ```text
    Main Deck:
    2 Umi
    Side Deck:
    1 A Legendary Ocean
    ```
    """
    for limit_name, group in ctx.limit_groups.items():
        if ctx.copy_limit_override(limit_name) is not None:
            continue  # a regulation's limit replaces the usual one (restricted-count, banned-card)
        total = sum(c.entry.count for c in group)
        if total <= MAX_COPIES:
            continue
        running = 0
        over = group[-1]
        for counted in group:
            running += counted.entry.count
            if running > MAX_COPIES:
                over = counted
                break
        if any(c.card.name != limit_name for c in group):
            what = f"{total} copies counted as {quote(limit_name)}: {_members(limit_name, group)}"
        else:
            artworks = _artworks(group, limit_name)
            what = f"{total} copies of {quote(limit_name)}" + (
                f", artworks of one card: {artworks}" if artworks else ""
            )
        yield Problem(
            f"{what} ({_where(group)}); at most {MAX_COPIES} across the Main, Extra and Side Deck",
            over.entry.line,
            over.entry.column,
            card=over.entry.name,
            cards=(limit_name,),  # the card over its limit ("Umi"), whichever line of it goes over (A Legendary Ocean)
        )
