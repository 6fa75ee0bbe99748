"""Corpus cases for issue 19: config files, output files, reports and regulations under attack (see corpus.py).

Kept apart from corpus.py's own lists so that each item's cases sit together; :func:`hostile.corpus.all_cases`
runs them with the rest. Each shows the exit code, and, under the corpus's limits (500 MiB, 10 seconds), the
bounded time and memory.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from hostile.corpus import CHECK, Case, _sqlite_view, legal_deck_text

W = "{work}"


def _tree(config: str, name: str = "deckcheck.toml", decks: int = 1) -> Callable[[Path], None]:
    """A config file ``name`` holding ``config``, beside ``decks/`` with legal decks."""

    def make(work: Path) -> None:
        (work / name).write_text(config, encoding="utf-8")
        (work / "decks").mkdir()
        for i in range(decks):
            (work / "decks" / f"deck{i:03}.txt").write_text(legal_deck_text(), encoding="utf-8")

    return make


# ---------------------------------------------------------------- serious 2: config files are untrusted
def _parent_pyproject(work: Path) -> None:
    """A broken pyproject.toml of some other tool above the repository, and one without [tool.deckcheck] in it."""
    (work / "pyproject.toml").write_text("[tool.poetry\nname = \n", encoding="utf-8")
    repo = work / "repo"
    (repo / "decks").mkdir(parents=True)
    (repo / "decks" / "deck.txt").write_text(legal_deck_text(), encoding="utf-8")


def _repo_root(work: Path) -> None:
    """A config above the repository's root (``.git``) that would make an illegal deck legal: not used."""
    (work / "deckcheck.toml").write_text('ignore = ["BF", "DC"]\n', encoding="utf-8")
    repo = work / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "deck.txt").write_text("Flag: Dragon World\n4 Dragon Breath\n", encoding="utf-8")


# ---------------------------------------------------------------- serious 3 and 4: output files, report's config
def _linked_output(dangling: bool) -> Callable[[Path], None]:
    """The README's CI step in a checkout whose pull request committed ``deckcheck.sarif -> ../victim.txt``."""

    def make(work: Path) -> None:
        (work / "victim.txt").write_text("precious\n", encoding="utf-8")
        (work / "checkout").mkdir()
        (work / "checkout" / "deck.txt").write_text(legal_deck_text(), encoding="utf-8")
        target = "../nothing-yet.txt" if dangling else "../victim.txt"
        (work / "checkout" / "deckcheck.sarif").symlink_to(target)

    return make


def _submitted(work: Path) -> None:
    """A folder of submitted lists, one of which brought a config that hides every error."""
    (work / "decks").mkdir()
    (work / "decks" / "legal.txt").write_text(legal_deck_text(), encoding="utf-8")
    (work / "decks" / "short.txt").write_text("Flag: Dragon World\n4 Dragon Breath\n", encoding="utf-8")
    (work / "decks" / "deckcheck.toml").write_text('ignore = ["DC002", "BF", "RG", "YG"]\n', encoding="utf-8")


# ---------------------------------------------------------------- serious 5: a regulation multiplying findings
REG_HEAD = "name: Flood\ngame: buddyfight\neffective: 2019-03-01\n"
SHORT_TWO_NAMES = "Flag: Dragon World\n2 Magical Goodbye\n1 Begone!!\n"


def _flood(groups: int, decks: int, deck: str = SHORT_TWO_NAMES) -> Callable[[Path], None]:
    def make(work: Path) -> None:
        group = "  - cards: [Magical Goodbye, Begone!!]\n"
        (work / "reg.yaml").write_text(REG_HEAD + "choice:\n" + group * groups, encoding="utf-8")
        (work / "decks").mkdir()
        for i in range(decks):
            (work / "decks" / f"d{i:03}.txt").write_text(deck, encoding="utf-8")

    return make


UNKNOWN_LINES = "Flag: Dragon World\n" + "".join(f"1 Not A Card {i}\n" for i in range(1_500))

PATTERNS = ",".join(f'"decks/old-{i}/**"' for i in range(30_000))

CASES: list[Case] = [
    Case(
        "config-300k-dotted-parts",
        (CHECK, f"{W}/decks"),
        2,
        "deckcheck.toml",
        "a key of more than 16 dotted parts, the limit",
        _tree("a" + ".a" * 300_000 + " = 1\n"),
    ),
    Case(
        "config-30k-dotted-parts",
        (CHECK, f"{W}/decks"),
        2,
        "pyproject.toml",
        "dotted parts",
        _tree("[tool.deckcheck]\n" + "x" + ".x" * 30_000 + " = 1\n", name="pyproject.toml"),
    ),
    Case(
        "config-nested-arrays",
        (CHECK, f"{W}/decks"),
        2,
        "deckcheck.toml",
        "nested more than 32 deep, the limit",
        _tree("exclude = " + "[" * 500 + "]" * 500 + "\n"),
    ),
    Case(
        "config-nested-inline-tables",
        (CHECK, f"{W}/decks"),
        2,
        "deckcheck.toml",
        "nested more than 32 deep",
        _tree("severity = " + "{a = " * 500 + "1" + "}" * 500 + "\n"),
    ),
    Case(
        "config-100k-digit-number",
        (CHECK, f"{W}/decks"),
        2,
        "deckcheck.toml",
        "more than 100 characters outside quotes in a row, the limit",
        _tree("strict = [1, 1" + "0" * 100_000 + "]\n"),
    ),
    Case(
        "config-30k-exclude-patterns",
        (CHECK, f"{W}/decks"),
        2,
        "deckcheck.toml",
        "exclude: 30,000 patterns; the limit is 100",
        _tree(f"exclude = [{PATTERNS}]\n", decks=101),
    ),
    Case(
        "config-30k-per-file-ignores",
        (CHECK, f"{W}/decks"),
        2,
        "deckcheck.toml",
        "per-file-ignores: 30,000 patterns; the limit is 100",
        _tree("[per-file-ignores]\n" + "".join(f'"d{i}/*.txt" = ["DC004"]\n' for i in range(30_000)), decks=101),
    ),
    Case(
        "config-long-patterns",
        (CHECK, f"{W}/decks"),
        2,
        "deckcheck.toml",
        "the patterns hold 2,020 characters together; the limit is 2,000",
        _tree("exclude = [" + ",".join(['"' + "*a" * 50 + 'b"'] * 20) + "]\n", decks=101),
    ),
    Case(
        "config-bad-glob-class",
        (CHECK, f"{W}/decks"),
        2,
        "deckcheck.toml",
        'exclude: "[z-a]*" is not a glob',
        _tree('exclude = ["[z-a]*"]\n'),
    ),
    Case(
        "config-pool-name-too-long",
        (CHECK, f"{W}/decks"),
        2,
        "ppppp",
        "file name too long",
        _tree('pool = "' + "p" * 1_000 + '"\n'),
    ),
    Case(
        "config-regulation-name-too-long",
        (CHECK, f"{W}/decks"),
        2,
        "rrrrr",
        "file name too long",
        _tree('regulation = "' + "r" * 1_000 + '"\n'),
    ),
    Case(
        "config-game-value-clipped",
        (CHECK, f"{W}/decks"),
        2,
        "deckcheck.toml",
        'unknown game "' + "g" * 40 + '..."',
        _tree('game = "' + "g" * 1_000 + '"\n'),
    ),
    Case(
        "config-broken-parent-pyproject",
        (CHECK, f"{W}/repo/decks"),
        0,
        "deck.txt",
        "LEGAL",
        _parent_pyproject,
    ),
    Case(
        "config-above-the-repository",
        (CHECK, f"{W}/repo/deck.txt"),
        1,
        "deck.txt",
        "ILLEGAL",
        _repo_root,
    ),
    Case(
        "output-file-symlink-out-of-checkout",
        (CHECK, "-f", "sarif", "-o", f"{W}/checkout/deckcheck.sarif", f"{W}/checkout"),
        2,
        "deckcheck.sarif",
        "it is a symbolic link (to ../victim.txt); deckcheck writes no report through a link",
        _linked_output(dangling=False),
    ),
    Case(
        "output-file-dangling-symlink",
        (CHECK, "-f", "sarif", "-o", f"{W}/checkout/deckcheck.sarif", f"{W}/checkout"),
        2,
        "deckcheck.sarif",
        "symbolic link (to nothing)",
        _linked_output(dangling=True),
    ),
    Case(
        "output-file-over-an-input",
        (CHECK, "-f", "sarif", "-o", f"{W}/decks/deck000.txt", "--force", f"{W}/decks"),
        2,
        "deck000.txt",
        "it is an input of this run",
        _tree("strict = false\n"),
    ),
    Case(
        "report-isolated-submitted-config",
        ("report", "--isolated", f"{W}/decks"),
        1,
        "short.txt",
        "1 legal, 1 illegal",
        _submitted,
    ),
    Case(
        "regulation-20k-identical-groups",
        (CHECK, "-f", "json", "--regulation", f"{W}/reg.yaml", f"{W}/decks"),
        2,
        "reg.yaml",
        "at most 1000 items",
        _flood(20_000, 100),
    ),
    Case(
        "regulation-1000-identical-groups-100-decks",
        ("report", "--regulation", f"{W}/reg.yaml", f"{W}/decks"),
        1,
        "reg.yaml",
        "this choice group repeats the one on line 5; it is checked once",
        _flood(1_000, 100),
    ),
    Case(
        "findings-capped-per-deck",
        (CHECK, "-f", "json", f"{W}/decks"),
        1,
        "d000.txt",
        "501 more findings are not listed",
        _flood(1, 2, UNKNOWN_LINES),
    ),
    Case(  # each row costs a 40 KB string and few steps: 226 s before the time budget, now about 1 s of CPU
        "import-sqlite-costly-rows",
        ("pool", "import", f"{W}/cards.sqlite", "--dry-run"),
        2,
        "cards.sqlite",
        "took more than 1 second of SQLite work, the limit",
        _sqlite_view(
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c "
            "WHERE length(replace(printf('%.*c', 20000 + x % 2, 'x'), 'x', 'yy')) > 0) "
            "SELECT 'Card '||x AS name, 'spell' AS type FROM c"
        ),
    ),
    Case("as-of-basic-form", (CHECK, "--as-of", "20190301", "-"), 2, "--as-of", '"20190301" is not a date'),
]
