"""The game door's hooks are typed: mypy checks a game's hooks against them, and what no type can say of a plug-in
(its context is a Context, its regulation format reads regulations) is checked where the hook is called."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from cardpool import CardPool, Match
from deckcheck.deck import Deck
from deckcheck.games import get_game
from deckcheck.games.base import DeckFacts, Game, RegulationFormat

from helpers import REPO, check, deck_text, load_bundled_pool


class LooksLikeAContext:
    """Has what the reading's pool step asks of a context class, but is no ``deckcheck.context.Context``."""

    @classmethod
    def lookup(cls, pool: CardPool, deck: Deck, written: str) -> Match | None:
        return pool.index.lookup(written)


def _with(monkeypatch: pytest.MonkeyPatch, game: Game) -> None:
    from deckcheck import engine
    from deckcheck.readers import pool_step

    monkeypatch.setattr(engine, "find_game", lambda name: game)
    monkeypatch.setattr(pool_step, "find_game", lambda name: game)


def test_a_context_hook_that_gives_no_context_class_is_named_as_the_games_bug(monkeypatch: pytest.MonkeyPatch) -> None:
    pool = load_bundled_pool()
    _with(monkeypatch, get_game("buddyfight").replace(context=lambda: LooksLikeAContext))
    with pytest.raises(TypeError, match="game 'buddyfight': its context hook gave .*LooksLikeAContext"):
        check(deck_text(), pool)


def test_the_built_in_games_context_hooks_give_context_classes() -> None:
    from deckcheck.context import Context

    for name in ("buddyfight", "yugioh", "vanguard"):
        assert issubclass(get_game(name).context(), Context), name


def test_a_regulation_format_that_reads_no_regulation_is_named_as_the_games_bug(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from deckcheck.regulations import select
    from deckcheck.regulations.select import Regulations
    from deckcheck.run.reading import read_bytes

    wrong = RegulationFormat("odd list", (".odd",), lambda text: False, lambda path, text: [{"name": "x"}])
    odd = get_game("buddyfight").replace(name="odd-format", regulation_formats=(wrong,))
    monkeypatch.setattr(select, "all_games", lambda: (get_game("buddyfight"), odd))
    (tmp_path / "a.odd").write_text("anything\n", encoding="utf-8")
    with pytest.raises(TypeError, match="the odd list regulation format read a dict, not a regulation"):
        Regulations.load([str(tmp_path / "a.odd")], read_bytes)


def test_deck_facts_give_a_games_own_facts_only_in_the_shape_asked_for() -> None:
    facts = DeckFacts({"deck": 50}, {}, {"flag": "Dragon World", "sentinels": 4, "setup": {"life": 10}, "odd": [1]})
    assert facts.fact("flag", str) == "Dragon World" and facts.fact("sentinels", int) == 4
    assert facts.fact("flag", int) is None and facts.fact("missing", str) is None
    assert facts.mapping("setup") == {"life": 10}
    assert facts.mapping("odd") == {} and facts.mapping("flag") == {} and facts.mapping("missing") == {}


GAME_HEAD = """\
from collections.abc import Mapping

from cardpool import BaseCard
from deckcheck.context import Context
from deckcheck.games.base import Game, JSONValue, Section
from deckcheck.games.buddyfight.context import BuddyfightContext


def _cards() -> type[BaseCard]:
    return BaseCard


def _context() -> type[Context]:
    return Context


def _buddyfight_context() -> type[BuddyfightContext]:
    return BuddyfightContext

"""

GAMES = {
    "right": """
def summary(ctx: Context) -> Mapping[str, JSONValue]:
    return {"size": ctx.size("pile"), "first": ctx.canonical("X"), "names": ["a", "b"], "setup": {"life": 10}}

GAME = Game(name="t", title="T", card_model=_cards, sections=(Section("pile", "Pile"),),
            context=_buddyfight_context, rule_modules=(), starter_pool=("t", "t.yaml"), summary=summary)
""",
    "summary-reads-another-context": """
def summary(ctx: BuddyfightContext) -> Mapping[str, JSONValue]:
    return {"flag": ctx.flag_name}

GAME = Game(name="t", title="T", card_model=_cards, sections=(Section("pile", "Pile"),),
            context=_context, rule_modules=(), starter_pool=("t", "t.yaml"), summary=summary)
""",
    "summary-gives-no-json": """
def summary(ctx: Context) -> dict[str, object]:
    return {"deck": ctx.deck}

GAME = Game(name="t", title="T", card_model=_cards, sections=(Section("pile", "Pile"),),
            context=_context, rule_modules=(), starter_pool=("t", "t.yaml"), summary=summary)
""",
    "context-is-no-context": """
class Plain:
    pass

def _plain() -> type[Plain]:
    return Plain

GAME = Game(name="t", title="T", card_model=_cards, sections=(Section("pile", "Pile"),),
            context=_plain, rule_modules=(), starter_pool=("t", "t.yaml"))
""",
}


@pytest.mark.slow
def test_mypy_checks_a_games_hooks_against_the_door(tmp_path: Path) -> None:
    """One file per game: mypy passes the right one and finds the wrong hook of each other one."""
    from mypy import api

    for name, body in GAMES.items():
        (tmp_path / f"game_{name.replace('-', '_')}.py").write_text(GAME_HEAD + textwrap.dedent(body), "utf-8")
    out, err, _ = api.run(
        [
            "--cache-dir",
            str(tmp_path / "cache"),
            "--follow-imports=silent",
            "--config-file",
            str(REPO / "pyproject.toml"),
        ]
        + sorted(str(p) for p in tmp_path.glob("game_*.py"))
    )
    errors = [line for line in out.splitlines() if ": error:" in line]
    by_file = {name: [e for e in errors if f"game_{name.replace('-', '_')}.py" in e] for name in GAMES}
    assert by_file["right"] == [], out + err
    assert any('type parameter "Ctx" of "Game"' in e for e in by_file["summary-reads-another-context"]), out
    assert any('Argument "summary"' in e for e in by_file["summary-gives-no-json"]), out
    assert any('type variable "Ctx"' in e for e in by_file["context-is-no-context"]), out
