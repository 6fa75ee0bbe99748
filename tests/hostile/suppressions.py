"""Corpus cases for issue 19's suppression comments: floods, quadratic shapes, comments hidden in YAML values (and
one flood of another reader's, a CSV line of quotes, of the same quadratic shape).

Each runs under the corpus's limits (10 seconds, 500 MiB): the bounded time, the bounded memory and the exit
code are what it shows. :func:`hostile.corpus.all_cases` runs them with the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from hostile.corpus import CHECK, Case, legal_deck_text

W = "{work}"
KB = 1024


def _write(name: str, text: Callable[[], str]) -> Callable[[Path], None]:
    def make(work: Path) -> None:
        (work / name).write_text(text(), encoding="utf-8")

    return make


def _repeated(piece: str, size: int) -> str:
    """A legal deck, then one line of ``piece`` repeated to ``size`` characters."""
    return legal_deck_text() + "4 Dragon Breath " + piece * (size // len(piece)) + "\n"


def _illegal_yaml(hidden: str) -> str:
    """A YAML deck of 4 cards (deck-size fails) whose ``name`` value holds a suppression comment's text."""
    return f"name: {hidden}\nflag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n  Flarefang Dragon: 4\n"


CASES: list[Case] = [
    Case(  # 52 s for a 2.4 MB line before the CSV cells were read in one pass (a review)
        "csv-5mb-line-of-quotes.csv",
        (CHECK, f"{W}/deck.csv"),
        1,
        "deck.csv",
        "BF201 [error]",
        _write("deck.csv", lambda: "Qty,Card Name\n4,Dragon Breath\n4,x" + '"' * (5 * KB * KB - 64) + "\n"),
    ),
    Case(  # 28-49 s with the old directive pattern
        "suppress-unclosed-380kb.txt",
        (CHECK, f"{W}/deck.txt"),
        1,  # the line's name is too long to be a card: its parse-error fails the deck
        "deck.txt",
        "has no closing ']'",
        _write("deck.txt", lambda: _repeated(" #deckcheck:ignore[", 380 * KB)),
    ),
    Case(  # past 60 s with the old pattern
        "suppress-unclosed-4.4mb.txt",
        (CHECK, f"{W}/deck.txt"),
        1,
        "deck.txt",
        "has no closing ']'",
        _write("deck.txt", lambda: _repeated(" #deckcheck:ignore[", 4_400 * KB)),
    ),
    Case(
        "suppress-marker-flood.txt",
        (CHECK, f"{W}/deck.txt"),
        1,
        "deck.txt",
        "deck.txt",
        _write("deck.txt", lambda: _repeated(" # deckcheck: deckcheck:", 4_000 * KB)),
    ),
    Case(  # 39 s and a 10 MB DC100 message before the limit
        "suppress-300k-names.txt",
        (CHECK, f"{W}/deck.txt"),
        0,
        "deck.txt",
        "names more than 32 rules, the limit: it suppresses nothing",
        _write("deck.txt", lambda: legal_deck_text() + "# deckcheck: ignore[" + "BF202, " * 300_000 + "BF202]\n"),
    ),
    Case(
        "suppress-one-4mb-name.txt",
        (CHECK, f"{W}/deck.txt"),
        0,
        "deck.txt",
        "'" + "x" * 40 + "...' is not a rule",
        _write("deck.txt", lambda: legal_deck_text() + "# deckcheck: ignore-file[" + "x" * 4_000_000 + "]\n"),
    ),
    Case(  # 25 s before the limit
        "suppress-100k-ignore-file.txt",
        (CHECK, f"{W}/deck.txt"),
        0,
        "deck.txt",
        # 1,000 unused-suppression warnings fill the deck's findings; the limit's own DC100 is past the findings
        # cap (test_suppression_trust.py shows it where the comments name rules that do not run)
        "more findings are not listed (1 warning)",
        _write("deck.txt", lambda: legal_deck_text() + "# deckcheck: ignore-file[copy-limit, ALL]\n" * 100_000),
    ),
    Case(  # the line's first 1,000 are read: its copy-limit finding (the fifth to eighth copy) is suppressed
        "suppress-100k-directives-on-a-line.txt",
        (CHECK, f"{W}/deck.txt"),
        0,
        "deck.txt",
        "more than 1,000 suppression comments",
        _write("deck.txt", lambda: _repeated(" # deckcheck: ignore[ALL]", 2_500 * KB)),
    ),
    Case(
        "suppress-in-a-yaml-string.yaml",
        (CHECK, f"{W}/deck.yaml"),
        1,
        "deck.yaml",
        "BF201 [error]",
        _write("deck.yaml", lambda: _illegal_yaml('"x # deckcheck: ignore-file[ALL]"')),
    ),
    Case(
        "suppress-in-a-yaml-block-scalar.yaml",
        (CHECK, f"{W}/deck.yaml"),
        1,
        "deck.yaml",
        "BF201 [error]",
        _write("deck.yaml", lambda: _illegal_yaml("|\n  x\n  # deckcheck: ignore-file[ALL]")),
    ),
    Case(
        "suppress-yaml-flow-flood.yaml",
        (CHECK, f"{W}/deck.yaml"),
        1,
        "deck.yaml",
        "more than 50000 nodes",
        _write("deck.yaml", lambda: "deck: [" + "a," * (2_400 * KB) + "a]\n# deckcheck: ignore-file[ALL]\n"),
    ),
    Case(
        "suppress-disabled.txt",
        (CHECK, "--disable-suppressions", f"{W}/deck.txt"),
        1,
        "deck.txt",
        "BF202 [error]",
        _write("deck.txt", lambda: "# deckcheck: ignore-file[ALL]\n" + legal_deck_text() + "1 Dragon Breath\n"),
    ),
]
