"""What reports show of a Buddyfight deck: its flag, its buddy and how the flag sets up the fight."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.findings import plural

if TYPE_CHECKING:
    from deckcheck.games.base import DeckFacts, Details
    from deckcheck.games.buddyfight.context import BuddyfightContext


def summary(ctx: BuddyfightContext) -> Details:
    """``flag`` and ``buddy`` (printed names when they resolve, else as written) and the flag's ``setup``."""
    flags, buddies = ctx.flags, ctx.buddies
    rules = ctx.flag_rules
    return {
        "flag": ctx.flag_name or (flags[0].name if flags else None),
        "buddy": " + ".join(ctx.buddy_names) or (buddies[0].name if buddies else None),
        "setup": {"life": rules.life, "hand": rules.hand, "gauge": rules.gauge} if rules else None,
    }


def lineup(facts: DeckFacts) -> tuple[tuple[str, str], ...]:
    """The event report's cell: the flag and the buddy, ``-`` for one missing."""
    return tuple((title, str(facts.details.get(key) or "-")) for key, title in (("flag", "Flag"), ("buddy", "Buddy")))


def describe(report: DeckFacts) -> list[str]:
    """``51 cards (2 impact, ...) | sideboard 2 | flag Dragon World (life 10, hand 6, gauge 2) | buddy X``."""
    types = ", ".join(f"{n} {t}" for t, n in report.type_counts.items())
    parts = [plural(report.deck_size, "card") + (f" ({types})" if types else "")]
    side = report.sections.get("sideboard", 0)
    if side:
        parts.append(f"sideboard {side}")
    flag, buddy, setup = report.details.get("flag"), report.details.get("buddy"), report.mapping("setup")
    text = f"flag {flag}" if flag else "no flag"
    if setup:
        text += f" (life {setup['life']}, hand {setup['hand']}, gauge {setup['gauge']})"
    parts.append(text)
    parts.append(f"buddy {buddy}" if buddy else "no buddy")
    return parts
