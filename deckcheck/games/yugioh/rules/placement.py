"""Which deck a card may go in: Extra Deck monsters in the Extra Deck, the rest in the Main Deck; no Tokens."""

from __future__ import annotations

from collections.abc import Iterator

from deckcheck.findings import Problem, quote
from deckcheck.games.yugioh.context import YugiohContext
from deckcheck.rules.base import rule


def _a(kind: str) -> str:
    """``a Synchro Monster``, ``an Xyz Monster``, ``an Equip Spell``."""
    return f"{'an' if kind[:1] in 'AEIOUX' else 'a'} {kind}"


@rule(
    game="yugioh",
    slug="wrong-deck",
    code="YG201",
    severity="error",
    summary="a Fusion, Synchro, Xyz or Link Monster in the Main Deck, or any other card in the Extra Deck",
)
def wrong_deck(ctx: YugiohContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that every Fusion, Synchro, Xyz and Link Monster (Pendulum ones
    included) is in the Extra Deck, and every other card (Main Deck monsters,
    Pendulum Monsters that are none of those four, Spells and Traps) is in the
    Main Deck. The Side Deck may hold both kinds. Each line in the wrong deck is
    reported.

    ## Why is this bad?
    "Xyz Monsters go in the Extra Deck just like Fusion and Syncro Monsters."
    (Konami's Advanced Gameplay guide); Link Monsters go there too, and nothing
    else does: an Extra Deck monster cannot be drawn, and a Spell in the Extra
    Deck could never be played. The Side Deck is swapped
    1-for-1 with either deck between Duels, so it may hold cards of both.

    ## Example
    ```text
    Main Deck:
    1 Stardust Dragon
    Extra Deck:
    1 Pot of Greed
    ```

    ## Use instead
    ```text
    Main Deck:
    1 Pot of Greed
    Extra Deck:
    1 Stardust Dragon
    ```
    """
    for counted in ctx.known:
        entry, card = counted.entry, counted.card
        if card.type == "token":
            continue  # token-in-deck says why
        if entry.section == "main" and card.extra_deck:
            yield Problem(
                f"{quote(card.name)} is {_a(card.kind)}: it goes in the Extra Deck, not the Main Deck",
                entry.line,
                entry.column,
                card=entry.name,
            )
        elif entry.section == "extra" and not card.extra_deck:
            where = (
                "it starts in the Main Deck (a Pendulum Monster goes to the Extra Deck only during the Duel)"
                if "Pendulum" in card.monster_types
                else "only Fusion, Synchro, Xyz and Link Monsters go in the Extra Deck; put it in the Main Deck"
            )
            yield Problem(f"{quote(card.name)} is {_a(card.kind)}: {where}", entry.line, entry.column, card=entry.name)


@rule(
    game="yugioh",
    slug="token-in-deck",
    code="YG203",
    severity="error",
    summary="a Token in the Main, Extra or Side Deck",
)
def token_in_deck(ctx: YugiohContext) -> Iterator[Problem]:
    """
    ## What it does
    Checks that no deck line names a Token (a card of type token in the pool).

    ## Why is this bad?
    A Token is not a card that can be in a deck: Tokens are created on the field
    by card effects ("Creature Swap" and a "Sheep Token" in Advanced Gameplay), and
    the Token cards Konami prints only stand for them. A Token in a decklist is a
    mistake, and a deck check counts it as a card that is not allowed.

    ## Example
    ```text
    Main Deck:
    3 Scapegoat
    1 Sheep Token
    ```

    ## Use instead
    ```text
    Main Deck:
    3 Scapegoat
    ```
    """
    for counted in ctx.known:
        if counted.card.type == "token":
            entry = counted.entry
            yield Problem(
                f"{quote(counted.card.name)} is a Token: Tokens are made by card effects during the Duel and are "
                "never part of a deck",
                entry.line,
                entry.column,
                card=entry.name,
            )
