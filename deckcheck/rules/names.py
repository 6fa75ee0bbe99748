"""Rules about how cards are named: unknown names, spelling, and names listed twice."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from cardpool import normalize_name, normalize_number
from cardpool.index import SUGGESTION_LIMIT, looks_like_number, split_number
from deckcheck.context import Context
from deckcheck.deck import Entry
from deckcheck.findings import Problem, quote
from deckcheck.pool_names import sharing_number
from deckcheck.rules.base import document, rule
from deckcheck.rules.suggestions import (
    CONTAINING_MOST,
    by_part_first,
    close,
    nothing_close,
    unambiguous,
)

document(
    slug="parse-error",
    code="DC001",
    severity="error",
    summary="the file or a line cannot be read",
    doc="""
    ## What it does
    Checks that the deck file can be read: valid UTF-8 (or UTF-16 with a BOM),
    valid YAML for `.yaml` files, and card lines of the form `4 Name`,
    `4x Name` or `Name x4` with a count from 1 to 999.

    ## Why is this bad?
    A line deckcheck cannot read is a line a judge cannot read either. Nothing
    on it is counted, so every other verdict about the deck may be wrong.

    ## Example
    ```text
    Flag: Dragon World
    Buddy: Flarefang Dragon
    four Dragon Breath
    0 Dragoenergy
    ```

    ## Use instead
    ```text
    Flag: Dragon World
    Buddy: Flarefang Dragon
    4 Dragon Breath
    3 Dragoenergy
    ```
    """,
)


document(
    slug="reading-note",
    code="DC006",
    severity="note",
    summary="how a line that can be read two ways was read",
    doc="""
    ## What it does
    Says how deckcheck read a pasted line that could mean two things: a first
    line read as the deck's title, a remark in parentheses left out of a card
    name (`3x Onimaru (switched from Munechika)`), a card marked `(Buddy)`
    read as the buddy, a flag listed among the cards read as the flag, a list
    number read as numbering. A note never changes the verdict, not even with
    `--strict`.

    ## Why is this bad?
    It is not: decklists are pasted from blogs and deck sites as they are. The
    note lets you check that deckcheck read the line the way you meant it.

    ## Example
    ```text
    Devil's Era - 72 Pillars (Creation Control)
    3x Five Heavenly Swords, Onimaru (switched from Munechika)
    ```

    ## Use instead
    ```text
    Name: Devil's Era - 72 Pillars (Creation Control)
    3x Five Heavenly Swords, Onimaru  # switched from Munechika
    ```
    """,
)

document(
    slug="encoding",
    code="DC007",
    severity="warning",
    summary="the file is not UTF-8 and was read as Windows-1252",
    doc="""
    ## What it does
    Reads a file that is not valid UTF-8 but is valid Windows-1252 (what
    Notepad saves as "ANSI"), and says so. UTF-8, UTF-8 with a BOM and UTF-16
    with a BOM are read as they are, without this warning.

    ## Why is this bad?
    The same bytes mean different letters in different encodings; a deck list
    shared as UTF-8 reads the same everywhere. deckcheck guessed the encoding,
    so check the names it reports.

    ## Example
    A list typed with curly quotes (`4 Bal Dragon, “Bal Grand Strike!”`) and
    saved by Notepad as "ANSI": the quotes are the bytes 0x93 and 0x94, which
    are not UTF-8.

    ## Use instead
    Save the file as UTF-8.
    """,
)

document(
    slug="unknown-format",
    code="DC008",
    severity="warning",
    summary="a format: value deckcheck does not know",
    doc="""
    ## What it does
    Checks that a `format:` (YAML) or `Format:` (text) value names a format
    deckcheck knows for the deck's game. For Buddyfight that is `standard`,
    the deck-construction rules of the rulebook; any other value is checked
    against those rules, and this warning says so.

    ## Why is this bad?
    A deck written for another format may follow other rules; a misspelt
    format (`standrad`) would otherwise be ignored in silence.

    ## Example
    ```yaml
    format: standrad
    ```

    ## Use instead
    ```yaml
    format: standard
    ```
    """,
)


def _is_number(ctx: Context, written: str) -> bool:
    """Whether ``written`` is a card number (a Yu-Gi-Oh! password, ``BT01/0022EN``): no name is close to it."""
    is_number = ctx.game.is_number
    return looks_like_number(written) or (is_number is not None and is_number(written))


MAX_SUGGESTED_NAMES = 200
"""Fuzzy suggestions cost a few milliseconds a name: a deck of thousands of unknown names gets them
for its first 200 distinct names only, so that a hostile file cannot make a run take minutes."""


_RESPELLED = ("normalized", "loose")
"""How a name that is not written as printed matched."""


def _all_resolved(ctx: Context, fine: Callable[[str | None], bool]) -> bool:
    """Whether every written name of the deck resolved in a way that is ``fine`` (a match's ``via``; ``None``: no
    card): then no spot needs a look. Each way once (:attr:`Context.ways`), and only when every slot's name is one the
    context resolved (a buddy line naming two cards is two names, looked up apart)."""
    resolved = ctx.resolved
    slots_known = all(named.name in resolved for slot in ctx.game.slots for named in ctx.slot(slot.name))
    return slots_known and all(fine(via) for via in ctx.ways)


def _spots(ctx: Context) -> Iterator[tuple[str, int, int, str | None]]:
    """Every written name with its line, column, and the card type its slot holds (a flag line: flags).

    A name is visited once: a card line that also fills a slot (``4 Flarefang Dragon (Buddy)``) is
    the slot's name and deck copies at one spot, and is checked as the slot's.
    """
    seen: set[tuple[str, int, int]] = set()
    for slot in ctx.game.slots:
        for named in ctx.slot(slot.name):
            seen.add((named.name, named.line, named.column))
            yield named.name, named.line, named.column, slot.card_type
    for entry in ctx.deck.entries:
        if (entry.name, entry.line, entry.column) not in seen:
            yield entry.name, entry.line, entry.column, None


@rule(slug="unknown-card", code="DC002", severity="error", summary="a name or number that is not in the card pool")
def unknown_card(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that every flag, buddy and deck line names a card of the card pool,
    by its printed name (after normalisation) or by a card number such as
    `BT01/0022EN`. Unknown names come with the closest names of the pool (for
    a flag line, the closest flags; for a mistyped card number, the cards with
    the closest numbers). When the best suggestion is unambiguous (it scores
    at least 90 and 5 more than the second), `--fix --unsafe-fixes` writes it.

    ## Why is this bad?
    A card that is not in the pool cannot be checked, and a misspelled name on
    a tournament decklist is ambiguous: it may not be the card you meant.

    ## Example
    ```text
    4 Dragn Breth
    ```

    ## Use instead
    ```text
    4 Dragon Breath
    ```
    If the card is real but missing from the pool, import the full card list
    (`deckcheck pool import`) or pass it with `--pool`.
    """
    if _all_resolved(ctx, lambda via: via is not None):
        return
    suggested: set[str] = set()
    for written, line, column, slot_type in _spots(ctx):
        if ctx.match(written) is not None:
            continue
        fuzzy = written in suggested or len(suggested) < MAX_SUGGESTED_NAMES
        if fuzzy:
            suggested.add(written)
        note, suggestions, unsafe_fix = _unknown(ctx, written, slot_type, fuzzy=fuzzy)
        shown = written if len(written) <= 80 else written[:77] + "..."
        yield Problem(
            f"unknown {slot_type or 'card'} {quote(shown)}{note}",
            line,
            column,
            card=written,
            suggestions=tuple(suggestions[:SUGGESTION_LIMIT]),
            unsafe_fix=unsafe_fix,
        )


def _unknown(ctx: Context, written: str, slot_type: str | None, *, fuzzy: bool) -> tuple[str, list[str], str | None]:
    """What an unknown name's finding adds: a note after the name, the suggestions, and the unsafe fix.

    A card number another card has, a simulator's id for a card that never goes in a deck (the game says
    what it is, with no suggestion), a simulator's alternate-artwork number (its card first), then the close
    names (``fuzzy``: the run has not suggested for too many names yet); when no name is close, a note says so.
    """
    suggestions: list[str] = []
    unsafe_fix: str | None = None
    note = ""
    conflict = ctx.pool.index.number_of(written)
    if conflict is not None:
        number, owner = conflict
        note = f" (card number {number} is {quote(owner)})"
        suggestions.append(owner)
    what = ctx.unknown_note(written) if conflict is None else None
    if what is not None:
        return f"; {what}", [], None
    near = ctx.near_number(written) if conflict is None else None
    if near is not None:  # a simulator's alternate-artwork number: a suggestion, never accepted silently
        suggestions.append(near[0])
        unsafe_fix = near[1]
    sharing = sharing_number(ctx.pool, written) if conflict is None and near is None else []
    if sharing:  # "D-SD02/005": printed on two cards of the table (its mistake), so it names neither
        names = " and ".join(quote(name) for name in sharing)
        return (
            f" (card number {quote(written)} is printed on {names} in the pool: write the card's name)",
            sharing,
            None,
        )
    if fuzzy and ctx.names_lines():  # a password no card has is no misspelt name: no card "7" for a .ydk line "7"
        index = ctx.pool.type_index(slot_type) if slot_type else ctx.pool.index
        scored = close(index.suggest(written)) or (close(ctx.pool.index.suggest(written)) if slot_type else [])
        shown = by_part_first(written, scored)  # "Kaizer Drum": the card called so, before others close in letters
        suggestions += [s.shown() for s in shown if s.name not in suggestions and s.shown() not in suggestions]
        if not suggestions and not _is_number(ctx, written) and len(ctx.pool.index) < CONTAINING_MOST:
            suggestions += ctx.pool.index.containing(written)  # "Gusion": no name close in letters, one holds it
        # Never for a card number, nor for a name written with a number (the two may disagree).
        if conflict is None and near is None and not looks_like_number(written) and split_number(written) is None:
            unsafe_fix = unambiguous(scored) if shown[:1] == scored[:1] else None  # a nickname first: no guess
        if not suggestions and not _is_number(ctx, written):
            note = nothing_close(ctx.pool)
    return note, suggestions, unsafe_fix


@rule(
    slug="name-spelling",
    code="DC003",
    severity="warning",
    summary="a name that matched only after normalisation",
    fixable=True,
)
def name_spelling(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that card names are written as printed. A name that matches only
    after normalisation (case, curly quotes, full-width letters, extra spaces),
    or only once punctuation and accents are ignored too (`Gargantua Punisher`
    for `Gargantua Punisher!!`, `Cu Chulainn` for `Cú Chulainn`, when no other
    card has that form), is reported with its printed form, which `--fix` writes back.

    ## Why is this bad?
    Decklists are read by people and by other tools; the printed name is the
    one everybody can search for. The card is still recognised, so this is a
    warning.

    ## Example
    ```text
    4 dragon  breath
    ```

    ## Use instead
    ```text
    4 Dragon Breath
    ```
    """
    if _all_resolved(ctx, lambda via: via not in _RESPELLED):
        return
    for written, line, column, _ in _spots(ctx):
        match = ctx.match(written)
        if match is not None and match.via in _RESPELLED:
            fix = ctx.pool.index.renamed(written, match.name)
            yield Problem(
                f"{quote(_odd_spaces_shown(written))} is printed {quote(match.name)}",
                line,
                column,
                card=written,
                suggestions=(match.name,),
                fix=fix,
            )


def _odd_spaces_shown(written: str) -> str:
    """``written`` with each space that is not a plain one (a no-break space, an ideographic space) as ``<U+00A0>``:
    a name that differs from the printed one only so would read the same in the message."""
    if written.isascii():
        return written
    return "".join(f"<U+{ord(ch):04X}>" if ch.isspace() and ch != " " else ch for ch in written)


def _two_printings(ctx: Context, first: str, again: str) -> bool:
    """Whether two lines name one card by two different card numbers alone (its printings): no duplicate."""
    numbered = all(_is_number(ctx, w) and getattr(ctx.match(w), "via", None) == "number" for w in (first, again))
    return numbered and normalize_number(first) != normalize_number(again)


@rule(slug="duplicate-entry", code="DC004", severity="warning", summary="the same card listed on two lines")
def duplicate_entry(ctx: Context) -> Iterator[Problem]:
    """
    ## What it does
    Checks that each card is listed once per section. A card listed on two
    lines (or as two YAML keys, or once by name and once by card number) is
    reported at the second line; the counts are summed. Two different card
    numbers of one card (a collector's two printings) are no duplicate.

    ## Why is this bad?
    Two lines for one card make the real count easy to misread, and in YAML
    the second key would silently replace the first in most tools.

    ## Example
    ```yaml
    deck:
      Dragon Breath: 2
      Dragoenergy: 4
      Dragon Breath: 2
    ```

    ## Use instead
    ```yaml
    deck:
      Dragon Breath: 4
      Dragoenergy: 4
    ```
    """
    if ctx.deck.line_per_copy:  # .ydk, ydke://: a card is listed once a copy
        return
    if None not in ctx.ways and len(ctx.deck.entries) == sum(map(len, ctx.counts.values())):
        return  # every name a card, and as many lines as cards of a section: each card on one line
    seen: dict[tuple[str, str], tuple[Entry, int]] = {}
    for entry in ctx.deck.entries:
        key_name = ctx.canonical(entry.name) or normalize_name(entry.name)
        key = (entry.section, key_name)
        if key in seen:
            first, total = seen[key]
            total += entry.count
            seen[key] = (first, total)
            if _two_printings(ctx, first.name, entry.name):
                continue  # "2 BT01/0021EN", "2 BT01/S010EN": a collector's two printings, listed apart on purpose
            section = ctx.game.section(entry.section)
            where = section.title.lower() if section else entry.section
            if normalize_name(first.name) == normalize_name(entry.name):
                again = f"{quote(entry.name)} is listed again in the {where} (first at line {first.line}); "
            else:  # two spellings, or two numbers of cards that share the name: they count as one name
                same = normalize_name(key_name)
                shown = quote(key_name)  # each spelling shown once: "PR/0135EN" ("Fifth Omni ..., Drum the Punisher")
                if normalize_name(entry.name) != same:
                    shown = f"{quote(entry.name)} ({shown})"
                as_first = f", as {quote(first.name)}" if normalize_name(first.name) != same else ""
                again = (
                    f"{shown} is listed again in the {where} (first at line {first.line}{as_first}): cards of one "
                    "name count together; "
                )
            yield Problem(
                again + f"the counts are summed to {total}",
                entry.line,
                entry.column,
                card=entry.name,
            )
        else:
            seen[key] = (entry, entry.count)
