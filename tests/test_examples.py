"""Every deck in examples/<game>/ states its verdict in its first comment; check that it holds.

The first line ends with ``expect: legal [rule, ...]`` or ``expect: illegal [rule, ...]``: the
verdict and the exact set of rules the deck triggers. Each game's examples show every rule a
deck file can trigger. A deck checked under a regulation gives the command that checks it, run from the
repository root: ``Run from the repository root: `deckcheck check --regulation PATH DECK`.``; a game
with such examples shows every regulation rule too.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from deckcheck.config import Overrides, Resolver
from deckcheck.games import all_games, get_game
from deckcheck.readers import read_deck
from deckcheck.regulations.bind import bind
from deckcheck.regulations.game import words_for
from deckcheck.regulations.load import parse_regulation
from deckcheck.rules import rules_for
from deckcheck.run.pipeline import check_path
from deckcheck.run.pools import Pools

from helpers import REPO

CARD_LIST_EXAMPLES = {"vanguard"}
"""Games whose examples need the imported card list (the starter pool holds too few cards for a deck): their
own tests check them (tests/games/vanguard/test_vanguard_examples.py)."""
GAMES = [g.name for g in all_games() if (REPO / "examples" / g.name).is_dir() and g.name not in CARD_LIST_EXAMPLES]


def _first_line(path: Path) -> str:
    """The first line (examples/buddyfight/rules/encoding.txt is Windows-1252 on purpose; its first line is ASCII)."""
    return path.read_bytes().decode("utf-8", "replace").splitlines()[0]


EXPECT = re.compile(r"expect: (?P<verdict>legal|illegal) \[(?P<rules>[a-z\-, ]*)\]\s*$")
NOT_IN_A_FILE = {"wrong-pool", "too-many-findings"}
"""Rules that only a command line can trigger (a deck checked against another game's pool), or only a run
(its cap on a deck's findings: an example of 1,000 findings would be no example)."""
REGULATION = re.compile(r"`deckcheck check --regulation (?P<path>\S+) (?P<deck>\S+)`")
REGULATION_RULES = {
    "banned-card",
    "restricted-count",
    "choice-group",
    "combined-limit",
    "sideboard-size",
    "sideboard-content",
    "not-in-format",
    "field-count",
}
"""Rules that only a deck checked under a regulation (``--regulation``) can trigger."""


def examples(game: str) -> list[Path]:
    suffixes = (".txt", ".yaml", *get_game(game).suffixes)
    return sorted(p for p in (REPO / "examples" / game).rglob("*") if p.suffix in suffixes)


ALL = [(game, path) for game in GAMES for path in examples(game)]


def test_buddyfight_has_a_legal_yaml_and_a_legal_text_example() -> None:
    legal = [p for p in examples("buddyfight") if "expect: legal []" in _first_line(p)]
    assert {p.suffix for p in legal} >= {".txt", ".yaml"}


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_of_the_game_has_an_example(game: str) -> None:
    shown = set()
    regulated = False
    for path in examples(game):
        first = _first_line(path)
        match = EXPECT.search(first)
        assert match, path
        shown |= {r.strip() for r in match["rules"].split(",") if r.strip()}
        regulated = regulated or bool(REGULATION.search(first))
    expected = {r.slug for r in rules_for(game)} - NOT_IN_A_FILE - (set() if regulated else REGULATION_RULES)
    assert shown == expected


@pytest.mark.parametrize(
    ("game", "path"), ALL, ids=lambda v: str(v.relative_to(REPO / "examples")) if isinstance(v, Path) else v
)
def test_example_meets_its_stated_verdict(game: str, path: Path) -> None:
    first = _first_line(path)
    match = EXPECT.search(first)
    assert match, f"{path}: first line must end with 'expect: legal|illegal [rules]'"
    deck, _ = read_deck(str(path), path.read_bytes())
    assert deck.game == game
    settings = Resolver(Overrides(), isolated=True).default  # as the CLI checks it, suppressions and all
    named = REGULATION.search(first)
    regulation_for = None
    if named:
        assert named["deck"] == path.relative_to(REPO).as_posix(), "the command checks this very file"
        regulation = REPO / named["path"]
        located = parse_regulation(str(regulation), regulation.read_text(encoding="utf-8"))

        def regulation_for(game: str, pool: object, deck_format: str | None) -> object:
            return bind(located, pool.index, words=words_for(game))  # type: ignore[attr-defined]

    result = check_path(str(path), Pools(), settings, max_file_size=1 << 20, regulation_for=regulation_for)
    report = result.report
    expected = {r.strip() for r in match["rules"].split(",") if r.strip()}
    assert {f.rule for f in report.findings} == expected
    assert report.legal is (match["verdict"] == "legal")


REGULATED = [path for _, path in ALL if REGULATION.search(_first_line(path))]


@pytest.mark.parametrize("path", REGULATED, ids=lambda p: p.name)
def test_the_command_a_regulated_example_gives_reaches_its_verdict(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What a newcomer copies from the first line, run from the repository root, gives the stated verdict."""
    import json

    from click.testing import CliRunner

    from deckcheck.cli import main

    first = _first_line(path)
    named = REGULATION.search(first)
    match = EXPECT.search(first)
    assert named and match
    monkeypatch.chdir(REPO)
    result = CliRunner().invoke(
        main, ["check", "--isolated", "-f", "json", "--regulation", named["path"], named["deck"]]
    )
    [deck] = json.loads(result.stdout)["decks"]
    assert {f["rule"] for f in deck["findings"]} == {r.strip() for r in match["rules"].split(",") if r.strip()}
    assert result.exit_code == (0 if match["verdict"] == "legal" else 1)
