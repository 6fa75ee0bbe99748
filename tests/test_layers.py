"""The design's guards: typed errors across layers instead of message matching, and the import contract."""

from __future__ import annotations

import datetime as dt
import textwrap

import pytest

from deckcheck.games.base import Game, Section
from deckcheck.regulations.errors import RegulationError, UnknownCards
from deckcheck.regulations.select import Regulations
from deckcheck.regulations.session import Chooser
from deckcheck.run.pools import starter_pool
from deckcheck.run.reading import read_bytes

from helpers import REPO

UNKNOWN = """\
name: Test list
game: buddyfight
effective: 2019-03-01
banned: [No Such Card Anywhere]
"""


def _chooser(tmp_path, text: str) -> Chooser:  # type: ignore[no-untyped-def]
    path = tmp_path / "reg.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return Chooser(Regulations.load([str(path)], read_bytes), dt.date(2020, 1, 1))


def test_unknown_cards_is_a_typed_error_and_the_starter_pool_note_follows_the_type(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(UnknownCards) as raised:
        _chooser(tmp_path, UNKNOWN)("buddyfight", starter_pool("buddyfight"))
    assert isinstance(raised.value, RegulationError)
    assert "No Such Card Anywhere" in raised.value.message
    assert "small bundled buddyfight starter pool" in raised.value.message


def test_other_regulation_errors_get_no_starter_pool_note(tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = UNKNOWN.replace("banned: [No Such Card Anywhere]", "sideboard: {min: 5, max: 1}")
    with pytest.raises(RegulationError) as raised:
        _chooser(tmp_path, text)("buddyfight", starter_pool("buddyfight"))
    assert not isinstance(raised.value, UnknownCards)
    assert "starter pool" not in str(raised.value)


CONTRACTS = ("cardpool", "no-game", "plug-ins", "layers")
"""The ids of pyproject.toml's import contracts."""


def _kept(contracts: tuple[str, ...] = CONTRACTS, extra: tuple[tuple[str, str], ...] = ()) -> bool:
    """Whether import-linter finds ``contracts`` kept; ``extra`` adds imports to the real import graph."""
    from importlinter import configuration
    from importlinter.application import use_cases
    from importlinter.application.app_config import settings

    configuration.configure()
    builder = settings.GRAPH_BUILDER

    class Adding:
        def build(self, **kwargs):  # type: ignore[no-untyped-def]
            graph = builder.build(**kwargs)
            for importer, imported in extra:
                graph.add_import(importer=importer, imported=imported, line_number=1, line_contents="import")
            return graph

    settings.configure(GRAPH_BUILDER=Adding())
    try:
        return bool(
            use_cases.lint_imports(
                str(REPO / "pyproject.toml"), contracts, cache_dir=None, no_logo=True, is_debug_mode=True
            )
        )
    finally:
        settings.configure(GRAPH_BUILDER=builder)


def test_every_import_contract_is_kept(capsys: pytest.CaptureFixture[str]) -> None:
    kept = _kept()
    out = capsys.readouterr().out
    assert kept, out
    assert out.count("KEPT") == len(CONTRACTS)


@pytest.mark.parametrize(
    ("importer", "imported", "broken"),
    [
        ("deckcheck.games.base", "deckcheck.engine", "layers"),  # the old cycle: a hook typed with DeckReport
        ("deckcheck.regulations.load", "deckcheck.run.reading", "layers"),  # regulations reaching up into run/
        ("deckcheck.run.execute", "deckcheck.reporters", "layers"),  # the run produces results; cli renders them
        ("deckcheck.reporters.json_reporter", "deckcheck.cli.outputs", "layers"),
        ("deckcheck.findings", "deckcheck.context", "layers"),
        ("cardpool.index", "deckcheck.games", "cardpool"),
        ("deckcheck.engine", "deckcheck.games.yugioh", "no-game"),
        ("deckcheck.games.buddyfight.rules.limits", "deckcheck.run.execute", "plug-ins"),
    ],
)
def test_each_contract_refuses_an_import_against_it(importer: str, imported: str, broken: str) -> None:
    assert _kept((broken,))  # kept as the tree is ...
    assert not _kept((broken,), ((importer, imported),))  # ... and broken by the one import added


def _game(name: str, *sections: Section) -> Game:
    from deckcheck.games import get_game

    return get_game("buddyfight").replace(name=name, sections=sections)


def test_regulations_find_the_sideboard_by_its_role_not_its_name() -> None:
    from deckcheck.regulations.game import from_game

    reserve = _game("role-test-reserve", Section("pile", "Pile"), Section("reserve", "Reserve", role="side"))
    assert from_game(reserve).sideboard == "reserve"
    named_only = _game("role-test-named", Section("pile", "Pile"), Section("side", "Side"))  # a main-role "side"
    assert from_game(named_only).sideboard is None


def test_the_built_in_games_give_their_sections_roles() -> None:
    from deckcheck.games import get_game

    roles = {g: {s.name: s.role for s in get_game(g).sections} for g in ("buddyfight", "yugioh")}
    assert roles == {
        "buddyfight": {"deck": "main", "sideboard": "side"},
        "yugioh": {"main": "main", "extra": "extra", "side": "side"},
    }


def _constants(package: str) -> set[str]:
    import ast

    return {
        node.value
        for path in (REPO / "deckcheck" / package).rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


def test_the_regulations_package_names_no_game_format() -> None:
    written = _constants("regulations")
    assert not {"tcg", "ocg", ".conf", "lflist", "yugioh", "buddyfight"} & written  # "side" is a role, not a name


def test_a_games_own_regulation_format_is_read_through_its_hook(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from deckcheck.games import get_game
    from deckcheck.games.base import RegulationFormat
    from deckcheck.regulations import select
    from deckcheck.regulations.load import parse_regulation

    def parse(path: str, text: str) -> list[object]:
        name, day = text.split()
        return [parse_regulation(path, f"name: {name}\ngame: buddyfight\neffective: {day}\n")]

    own = RegulationFormat("toy list", (".toyreg",), lambda text: text.startswith("TOY "), parse)
    toy = get_game("buddyfight").replace(name="toy-format", regulation_formats=(own,))
    monkeypatch.setattr(select, "all_games", lambda: (get_game("buddyfight"), toy))
    (tmp_path / "a.toyreg").write_text("Spring 2020-03-01\n", encoding="utf-8")
    (tmp_path / "b.txt").write_text("TOY 2020-06-01\n", encoding="utf-8")
    assert ".toyreg" in select.regulation_suffixes() and ".conf" not in select.regulation_suffixes()
    regs = Regulations.load([str(tmp_path)], read_bytes)  # the folder: by the format's suffix
    assert [item.header.name for item in regs.lists] == ["Spring"]
    sniffed = Regulations.load([str(tmp_path / "b.txt")], read_bytes)  # another suffix: by its content
    assert [item.header.name for item in sniffed.lists] == ["TOY"]


def test_yugioh_offers_lflist_conf_with_its_tcg_default() -> None:
    from deckcheck.games import get_game

    game = get_game("yugioh")
    assert [(f.name, f.suffixes) for f in game.regulation_formats] == [("lflist.conf", (".conf",))]
    assert game.list_format == "tcg" and get_game("buddyfight").list_format is None


def test_cardpool_names_no_game() -> None:
    import ast

    for path in sorted((REPO / "cardpool").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert node.value.casefold() not in {"buddyfight", "yugioh"}, f"{path.name}:{node.lineno}"


def test_a_pool_file_that_names_no_game_needs_the_callers_default(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from cardpool import PoolError, load_pool
    from deckcheck.games import card_model
    from deckcheck.run.pools import load_pool_file

    (tmp_path / "pool.yaml").write_text("cards:\n  - {name: Dragon Breath, type: spell}\n", encoding="utf-8")
    with pytest.raises(PoolError, match="names no game"):
        load_pool(tmp_path / "pool.yaml", card_model)
    assert load_pool(tmp_path / "pool.yaml", card_model, default_game="buddyfight").game == "buddyfight"
    assert load_pool_file(tmp_path / "pool.yaml").game == "buddyfight"  # deckcheck passes its default game


def test_the_games_number_shapes_reach_the_name_index() -> None:
    from cardpool.numbers import NumberShapes

    yugioh = starter_pool("yugioh")
    assert yugioh.index.suggest("89631139") == []  # a password alone: no name is close to it
    cards = yugioh.cards
    from cardpool import CardPool

    plain = CardPool(cards, info=yugioh.info, game="yugioh")
    assert plain.shapes == NumberShapes() and yugioh.shapes.bare is not None
    digits_only = CardPool(cards, info=yugioh.info, game="yugioh", shapes=NumberShapes(bare=str.isdigit))
    assert digits_only.index.suggest("12345678") == []


def test_every_property_test_and_the_hostile_corpus_are_marked_slow() -> None:
    import ast

    for path in sorted((REPO / "tests").glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        marked_module = any(
            isinstance(n, ast.Assign)
            and any(getattr(t, "id", "") == "pytestmark" for t in n.targets)
            and "slow" in ast.unparse(n.value)
            for n in tree.body
        )
        if path.name == "test_hostile_corpus.py":
            assert marked_module, path.name
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                decorators = [ast.unparse(d) for d in node.decorator_list]
                if any(d.startswith("given(") for d in decorators):
                    assert marked_module or "pytest.mark.slow" in decorators, f"{path.name}: {node.name}"
