"""Regulation files: the schema, located errors, binding cards to the pool, and choosing by date."""

from __future__ import annotations

import datetime as dt
import textwrap
from pathlib import Path

import pytest

from cardpool import CardPool
from deckcheck.regulations.bind import bind
from deckcheck.regulations.game import fits_for, words_for
from deckcheck.regulations.load import RegulationError, parse_regulation
from deckcheck.regulations.select import Regulations, choose
from deckcheck.run.pools import starter_pool
from deckcheck.run.reading import read_bytes

from helpers import REPO

EXAMPLES = REPO / "examples" / "regulations"


def _parse(text: str):  # type: ignore[no-untyped-def]
    return parse_regulation("reg.yaml", textwrap.dedent(text))


BASE = """\
name: Test list
game: buddyfight
effective: 2019-03-01
"""


def test_example_files_load_and_bind() -> None:
    for path in sorted(EXAMPLES.rglob("*.yaml")):
        located = parse_regulation(str(path), path.read_text(encoding="utf-8"))
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# EXAMPLE written for deckcheck's tests")  # each says it is test data
        assert "NOT" in path.read_text(encoding="utf-8")  # ... and not the official list
        game = located.regulation.game
        bound = bind(located, starter_pool(game).index, words=words_for(game))
        assert bound.effective is not None


def test_identity_and_dates() -> None:
    located = _parse(BASE + "ends: 2019-06-30\n")
    reg = located.regulation
    assert (reg.name, reg.game, reg.effective, reg.ends) == (
        "Test list",
        "buddyfight",
        dt.date(2019, 3, 1),
        dt.date(2019, 6, 30),
    )
    assert reg.label == "Test list (in force from 2019-03-01)"
    assert not reg.in_force(dt.date(2019, 2, 28))
    assert reg.in_force(dt.date(2019, 3, 1)) and reg.in_force(dt.date(2019, 6, 30))
    assert not reg.in_force(dt.date(2019, 7, 1))


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (BASE + "bannned: [Dragon Breath]\n", 4, "unknown key 'bannned'; did you mean 'banned'?"),
        (BASE + "limited:\n  - card: Dragon Breath\n    max: -1\n", 6, "limited.0.max"),
        (BASE + "limited:\n  - card: Dragon Breath\n", 5, "limited.0.max: Field required"),
        ("name: X\ngame: buddyfight\neffective: 2019-02-30\n", 3, '"2019-02-30" is not a valid timestamp'),
        ("name: X\ngame: buddyfight\n", 1, "effective"),
        (BASE + "ends: 2019-01-01\n", 1, "is before 'effective'"),
        (BASE + "choice:\n  - cards: [Dragon Breath]\n", 5, "choice.0.cards"),
        (BASE + "sideboard: {min: 11, max: 10}\n", 4, "min (11) is larger than max (10)"),
        (BASE + "banned: [Dragon Breath\n", 4, "invalid YAML"),
        (BASE + "banned: !!python/object:os.system [x]\n", 4, "unsupported YAML tag"),
        ("- a list\n", 1, "a regulation file holds a mapping"),
    ],
)
def test_bad_files_are_located_errors(text: str, line: int, words: str) -> None:
    with pytest.raises(RegulationError) as caught:
        _parse(text)
    assert caught.value.line == line, str(caught.value)
    assert words in caught.value.message
    assert str(caught.value).startswith(f"reg.yaml:{line}")


def test_a_typo_in_a_card_name_is_an_error_with_suggestions(pool: CardPool) -> None:
    located = _parse(BASE + "banned:\n  - Dragon Breath\n  - Dragn Breth\nlimited:\n  - {card: BT01/0022EN, max: 1}\n")
    with pytest.raises(RegulationError) as caught:
        bind(located, pool.index)
    assert caught.value.line == 6
    assert 'unknown card "Dragn Breth" (did you mean: Dragon Breath' in caught.value.message


def test_cards_by_name_or_number_resolve_to_the_pool(pool: CardPool) -> None:
    located = _parse(BASE + "banned: [td01/0010en, 'dragon breath']\nlimited:\n  - {card: BT01/0022EN, max: 1}\n")
    bound = bind(located, pool.index)
    assert bound.banned == frozenset({"Dragon Breath"})
    assert bound.limits[0].card == "Dragonic Destroy"


@pytest.mark.parametrize(
    ("extra", "line", "words"),
    [
        ("sections:\n  main: {min: 40}\n", 5, "no deck section 'main'; known: deck, sideboard"),
        ("sideboard:\n  not_slots: [flagg]\n", 5, "no slot 'flagg'"),
        ("sideboard:\n  not_types: [trap]\n", 5, "no card type 'trap'"),
        ("limited:\n  - {card: Dragon Breath, max: 1, when: {world: [Dragon World]}}\n", 5, "no slot 'world'"),
    ],
)
def test_game_words_are_checked(pool: CardPool, extra: str, line: int, words: str) -> None:
    located = _parse(BASE + extra)
    with pytest.raises(RegulationError) as caught:
        bind(located, pool.index, words=words_for("buddyfight"))
    assert caught.value.line == line
    assert words in caught.value.message


def _dated(tmp_path: Path, name: str, effective: str, ends: str | None = None) -> None:
    text = f"name: {name}\ngame: buddyfight\neffective: {effective}\n" + (f"ends: {ends}\n" if ends else "")
    (tmp_path / f"{name}.yaml").write_text(text, encoding="utf-8")


@pytest.mark.parametrize(
    ("day", "expected"),
    [
        ("2018-07-01", None),  # the day before the first list
        ("2018-07-02", "first"),  # the day it takes effect
        ("2018-07-03", "first"),  # the day after
        ("2019-02-28", "first"),  # the day before the second list
        ("2019-03-01", "second"),  # the day of
        ("2019-03-02", "second"),  # the day after
        ("2019-12-31", "second"),  # the last day of the second list (ends)
        ("2020-01-01", None),  # the day after it ends: nothing in force (the first list does not come back)
    ],
)
def test_effective_date_choice_on_boundary_days(tmp_path: Path, day: str, expected: str | None) -> None:
    _dated(tmp_path, "first", "2018-07-02")
    _dated(tmp_path, "second", "2019-03-01", ends="2019-12-31")
    regs = Regulations.load([str(tmp_path)], read_bytes)
    chosen = regs.pick("buddyfight", dt.date.fromisoformat(day))
    assert (chosen.regulation.name if chosen else None) == expected
    assert regs.pick("yugioh", dt.date.fromisoformat(day)) is None  # per game


def test_a_name_picks_a_list_whatever_the_date(tmp_path: Path) -> None:
    _dated(tmp_path, "first", "2018-07-02")
    _dated(tmp_path, "second", "2019-03-01")
    regs = Regulations.load([str(tmp_path), "FIRST"], read_bytes)
    chosen = regs.pick("buddyfight", dt.date(2030, 1, 1))
    assert chosen is not None and chosen.regulation.name == "first"
    with pytest.raises(RegulationError, match="did you mean 'second'"):
        Regulations.load([str(tmp_path), "secnd"], read_bytes)


def test_a_name_that_starts_a_lists_name_suggests_it(tmp_path: Path) -> None:
    """``--regulation 2024.9`` where the list is ``2024.9 TCG``: that list is the suggestion (difflib offered
    ``2024.7``, ``2024.4``, ``2024.1``: the OCG lists, closer in letters)."""
    for name, day in (("2024.9 TCG", "2024-09-01"), ("2024.7", "2024-07-01"), ("2024.4", "2024-04-01")):
        text = f"name: '{name}'\ngame: buddyfight\neffective: {day}\n"
        (tmp_path / f"{name}.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(RegulationError, match=r"did you mean '2024\.9 TCG'\?"):
        Regulations.load([str(tmp_path), "2024.9"], read_bytes)


def test_the_game_is_any_of_its_names(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("name: a\ngame: Future Card Buddyfight\neffective: 2019-03-01\n", encoding="utf-8")
    regs = Regulations.load([str(tmp_path)], read_bytes)
    assert regs.lists[0].regulation.game == "buddyfight"
    (tmp_path / "a.yaml").write_text("name: a\ngame: pokemon\neffective: 2019-03-01\n", encoding="utf-8")
    with pytest.raises(RegulationError) as caught:
        Regulations.load([str(tmp_path)], read_bytes)
    assert caught.value.line == 2 and 'unknown game "pokemon"; known games: ' in caught.value.message
    assert "buddyfight" in caught.value.message.split("known games:")[1]


def test_two_lists_on_one_day_are_an_error(tmp_path: Path) -> None:
    _dated(tmp_path, "a", "2019-03-01")
    _dated(tmp_path, "b", "2019-03-01")
    regs = Regulations.load([str(tmp_path)], read_bytes)
    with pytest.raises(RegulationError, match="all take effect on 2019-03-01"):
        choose(regs.lists, "buddyfight", dt.date(2019, 5, 1))


def test_a_missing_path_or_empty_folder_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(RegulationError, match="no such file"):
        Regulations.load([str(tmp_path / "nope.yaml")], read_bytes)
    with pytest.raises(RegulationError, match="holds no regulation files"):
        Regulations.load([str(tmp_path)], read_bytes)


# --- bad and hostile regulation files, through the command line -----------------------------------


def _cli(*args: str) -> tuple[int, str, str]:
    from click.testing import CliRunner

    from deckcheck.cli import main

    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


DECK = str(REPO / "examples" / "buddyfight" / "dragon-world.txt")


def test_a_fifo_or_device_is_refused_without_hanging(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "list.yaml"
    os.mkfifo(fifo)
    code, _, err = _cli("check", "--regulation", str(fifo), DECK)
    assert code == 2 and "FIFO" in err
    code, _, err = _cli("check", "--regulation", "/dev/zero", DECK)
    assert code == 2 and "regulation: /dev/zero" in err


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "a: &a [x, x, x, x, x, x, x, x, x]\n"
            + "".join(
                f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
                for p, c in zip("abcdefgh", "bcdefghi", strict=True)
            ),
            "alias bomb",
        ),
        ('\ufeffname: x\ngame: buddyfight\neffective: 2019-01-01\nbanned: ["\\e[31m::error::x"]\n', "unknown card"),
        (b"\xff\xfe\x00".decode("latin-1"), "not UTF-8"),
    ],
)
def test_hostile_files_give_one_safe_line(tmp_path: Path, text: str, words: str) -> None:
    path = tmp_path / "list.yaml"
    path.write_bytes(text.encode("latin-1") if words == "not UTF-8" else text.encode("utf-8"))
    code, out, err = _cli("check", "--regulation", str(path), DECK)
    assert code == 2 and words in err, err
    assert err.count("\n") == 1 and "\x1b" not in err and "Traceback" not in err
    assert not err.startswith("::")  # nothing that a CI runner would read as a workflow command


def test_a_path_that_is_neither_file_nor_name(tmp_path: Path) -> None:
    code, _, err = _cli("check", "--regulation", str(tmp_path / "missing" / "list.yaml"), DECK)
    assert code == 2 and "no such file or directory" in err
    code, _, err = _cli("check", "--regulation", "Some List", DECK)
    assert code == 2 and "to pick a list by name, also give the file that holds it" in err


def test_a_day_before_the_games_first_list_is_an_error(tmp_path: Path) -> None:
    """The lists of the deck's game were given, none in force that day: the deck is checked by the construction
    rules, and the run is an error (exit 2), not a pass."""
    _dated(tmp_path, "first", "2018-07-02")
    code, out, err = _cli("check", "--regulation", str(tmp_path), "--as-of", "2018-07-01", DECK)
    assert code == 2 and "| regulation" not in out and "construction only: no Irregulars List checked" in out
    assert f"none of the buddyfight lists in {tmp_path}" in err and "is in force on 2018-07-01" in err
    assert "(the first takes effect on 2018-07-02)" in err
    _dated(tmp_path, "first", "2018-07-02", ends="2018-12-31")  # a list that ended: no error, a note
    code, out, err = _cli("check", "--regulation", str(tmp_path), "--as-of", "2019-06-01", DECK)
    assert code == 0 and "no regulation for buddyfight is in force on 2019-06-01" in err
    code, out, err = _cli("check", "--regulation", str(tmp_path), "--as-of", "2018-07-02", DECK)
    assert code == 0 and "| regulation first (in force from 2018-07-02)" in out and err == ""


def test_a_day_before_the_first_list_of_the_decks_format_is_an_error(tmp_path: Path) -> None:
    """Lists of another format in force do not make the day one with a list: ``--format starter`` on a day before
    the first starter list passed as construction only, exit 0 (an OCG event of 2012 under an lflist.conf whose first
    OCG list is of 2013), and the error's first day is the format's first list's, not the game's."""
    (tmp_path / "store.yaml").write_text(
        "name: store\ngame: buddyfight\nformat: standard\neffective: 2018-01-01\n", encoding="utf-8"
    )
    (tmp_path / "starter.yaml").write_text(
        "name: starter list\ngame: buddyfight\nformat: starter\neffective: 2019-03-01\n", encoding="utf-8"
    )
    code, out, err = _cli("check", "--regulation", str(tmp_path), "--format", "starter", "--as-of", "2018-06-01", DECK)
    assert code == 2 and "| regulation" not in out, (out, err)
    assert f"none of the buddyfight starter lists in {tmp_path}" in err and "first takes effect on 2019-03-01" in err
    code, out, err = _cli("check", "--regulation", str(tmp_path), "--as-of", "2018-06-01", DECK)
    assert code == 0 and "| regulation store (in force from 2018-01-01)" in out, (out, err)
    code, out, err = _cli("check", "--regulation", str(tmp_path), "--format", "starter", "--as-of", "2019-03-01", DECK)
    assert code == 0 and "| regulation starter list" in out, (out, err)


@pytest.mark.parametrize("text", ["# no list yet\n", ""])
def test_a_regulation_file_that_holds_no_list_is_an_error(tmp_path: Path, text: str) -> None:
    """An empty lflist.conf (a download cut short) would pass every deck as construction only: an error."""
    empty = tmp_path / "lflist.conf"
    empty.write_text(text, encoding="utf-8")
    code, _, err = _cli("check", "--regulation", str(empty), "--as-of", "2020-01-01", DECK)
    assert code == 2 and f"{empty}: holds no list" in err, err


def test_the_config_names_the_regulation_and_the_day(tmp_path: Path) -> None:
    import shutil

    (tmp_path / "lists").mkdir()
    (tmp_path / "lists" / "first.yaml").write_text(
        "name: first\ngame: buddyfight\neffective: 2018-07-02\nbanned: [Dragon Breath]\n", encoding="utf-8"
    )
    shutil.copy(DECK, tmp_path / "deck.txt")
    (tmp_path / "deckcheck.toml").write_text('regulation = "lists"\nas-of = "2018-07-02"\n', encoding="utf-8")
    code, out, _ = _cli("check", str(tmp_path / "deck.txt"))
    assert code == 1 and "RG101" in out and "first (in force from 2018-07-02)" in out
    code, out, err = _cli("check", "--as-of", "2018-07-01", str(tmp_path / "deck.txt"))  # the command line wins
    assert code == 2 and "RG101" not in out and "none of the buddyfight lists" in err  # before the first list


def test_the_config_regulation_takes_a_list(tmp_path: Path) -> None:
    import shutil

    for name, card in (("first", "Dragon Breath"), ("second", "Dragonic Destroy")):
        (tmp_path / f"{name}.yaml").write_text(
            f"name: {name}\ngame: buddyfight\nformat: {name}\neffective: 2018-07-02\nbanned: [{card}]\n",
            encoding="utf-8",
        )
    shutil.copy(DECK, tmp_path / "deck.txt")
    (tmp_path / "deckcheck.toml").write_text(
        'regulation = ["first.yaml", "second.yaml"]\nas-of = "2018-07-02"\nformat = "second"\n', encoding="utf-8"
    )
    code, out, err = _cli("check", str(tmp_path / "deck.txt"))
    assert "second (in force from 2018-07-02)" in out, (out, err)
    (tmp_path / "deckcheck.toml").write_text('regulation = ["first.yaml", 3]\n', encoding="utf-8")
    code, _, err = _cli("check", str(tmp_path / "deck.txt"))
    assert code == 2 and "a list of strings" in err


def test_the_examples_folder_works_and_the_deck_format_picks_a_list() -> None:
    """Two lists of one game on one day: fine when their formats differ and the deck's format picks one."""
    code, out, err = _cli("check", "--isolated", "--regulation", str(EXAMPLES), DECK)
    assert code == 0 and "regulation Example store regulation" in out, err
    code, out, err = _cli("check", "--isolated", "--regulation", str(EXAMPLES), "--format", "starter", DECK)
    assert code == 1 and "regulation Example starter format" in out and "RG107" in out, err


def test_two_lists_of_one_format_on_one_day_are_ambiguous(tmp_path: Path) -> None:
    for name, fmt in (("first", "store"), ("second", "store"), ("third", "casual")):
        (tmp_path / f"{name}.yaml").write_text(
            f"name: {name}\ngame: buddyfight\nformat: {fmt}\neffective: 2018-07-02\n", encoding="utf-8"
        )
    code, _, err = _cli("check", "--isolated", "--regulation", str(tmp_path), "--format", "store", DECK)
    assert code == 2 and "'first', 'second' all take effect on 2018-07-02" in err and "--format" not in err
    code, _, err = _cli("check", "--isolated", "--regulation", str(tmp_path), DECK)
    assert code == 2 and "formats casual, store: give the deck's format with --format" in err
    code, out, _ = _cli("check", "--isolated", "--regulation", str(tmp_path), "--format", "casual", DECK)
    assert code == 0 and "regulation third" in out


@pytest.mark.parametrize(
    ("when", "column", "words"),
    [
        ("{flag: [Dragon World, Flarefang Dragon]}", 63, '"Flarefang Dragon" is a monster, never a deck\'s flag'),
        ("{flag: [d-bt01/0010en]}", 49, '"d-bt01/0010en" (Flarefang Dragon) is a monster, never a deck\'s flag'),
        ("{buddy: [Dragon World]}", 50, '"Dragon World" is a flag, never a deck\'s buddy'),
        ("{buddy: [Dragon Breath]}", 50, '"Dragon Breath" is a spell, never a deck\'s buddy'),
    ],
)
def test_a_when_card_that_can_never_fill_its_slot_is_a_located_error(
    pool: CardPool, when: str, column: int, words: str
) -> None:
    located = _parse(BASE + f"limited:\n  - {{card: Dragon Breath, max: 1, when: {when}}}\n")
    with pytest.raises(RegulationError) as caught:
        bind(located, pool.index, words=words_for("buddyfight"), fits=fits_for("buddyfight", pool))
    assert (caught.value.line, caught.value.column) == (5, column), str(caught.value)
    assert caught.value.message == f"{words}: this condition could never hold"


def test_when_cards_that_can_fill_their_slots_bind(pool: CardPool) -> None:
    located = _parse(
        BASE + "limited:\n  - {card: Dragon Breath, max: 1, when: {flag: [Dragon Ein], buddy: [Flarefang Dragon]}}\n"
    )
    bound = bind(located, pool.index, words=words_for("buddyfight"), fits=fits_for("buddyfight", pool))
    assert bound.limits[0].when == {"flag": frozenset({"Dragon Ein"}), "buddy": frozenset({"Flarefang Dragon"})}


def test_check_refuses_a_limit_for_a_flag_that_is_no_flag(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from deckcheck.cli import main

    from helpers import deck_text

    reg = tmp_path / "reg.yaml"
    reg.write_text(BASE + "limited:\n  - card: Dragon Breath\n    max: 1\n    when: {flag: [Flarefang Dragon]}\n")
    deck = tmp_path / "deck.txt"
    deck.write_text(deck_text(), encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--regulation", str(reg), "--as-of", "2019-03-01", str(deck)])
    assert result.exit_code == 2
    assert f'{reg}:7:19: "Flarefang Dragon" is a monster, never a deck\'s flag' in result.stderr


def _lists(tmp_path: Path, *heads: tuple[str, str]) -> list[str]:
    paths = []
    for i, (name, fmt) in enumerate(heads):
        path = tmp_path / f"list{i}.yaml"
        path.write_text(f"name: {name}\ngame: yugioh\nformat: {fmt}\neffective: 2020-01-0{i + 1}\n", encoding="utf-8")
        paths.append(str(path))
    return paths


def test_two_names_of_lists_of_one_game_and_format_are_an_error(tmp_path: Path) -> None:
    files = _lists(tmp_path, ("Spring", "tcg"), ("Summer", "tcg"))
    said = "two lists of yugioh \\(tcg\\) are named, .Spring. and .Summer.: name one"
    with pytest.raises(RegulationError, match=said):
        Regulations.load([*files, "Spring", "Summer"], read_bytes)


def test_names_of_one_list_a_format_pick_by_the_decks_format(tmp_path: Path) -> None:
    files = _lists(tmp_path, ("Spring TCG", "tcg"), ("Spring OCG", "ocg"))
    regulations = Regulations.load([*files, "Spring TCG", "Spring OCG"], read_bytes)
    day = dt.date(2020, 6, 1)
    picked = [regulations.pick("yugioh", day, fmt) for fmt in ("ocg", "tcg")]
    assert [item.header.name if item else None for item in picked] == ["Spring OCG", "Spring TCG"]
