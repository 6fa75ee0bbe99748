"""lflist.conf: each '!NAME' list a Yu-Gi-Oh! regulation; dates from names; TCG and OCG apart."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest

from deckcheck.games.yugioh.lflist import list_date, list_format, parse_lflist
from deckcheck.regulations.load import RegulationError
from deckcheck.regulations.select import Regulations, choose
from deckcheck.run.reading import read_bytes

from helpers import REPO


def _data_dir() -> Path:
    return Path(os.environ.get("DECKCHECK_TEST_DATA") or REPO.parent / "shared" / "data")


LFLIST = _data_dir() / "yugioh" / "lflist.conf"
needs_lflist = pytest.mark.skipif(
    not LFLIST.exists(),
    reason=f"the real lflist.conf is not present at {LFLIST} "
    "(set $DECKCHECK_TEST_DATA or put ../shared/data beside the repo)",
)


@pytest.mark.parametrize(
    ("name", "date", "fmt"),
    [
        ("2026.5 TCG", dt.date(2026, 5, 1), "tcg"),
        ("2014.1.1 TCG", dt.date(2014, 1, 1), "tcg"),
        ("2013.10.11 TCG", dt.date(2013, 10, 11), "tcg"),
        ("2026.7", dt.date(2026, 7, 1), "ocg"),
        ("2024.4 OCG", dt.date(2024, 4, 1), "ocg"),
        ("Worlds 2019", None, "ocg"),
        ("2019.13 TCG", None, "tcg"),
    ],
)
def test_dates_and_formats_come_from_the_name(name: str, date: dt.date | None, fmt: str) -> None:
    assert list_date(name) == date
    assert list_format(name) == fmt


SAMPLE = """\
#[2020.1 TCG][2020.4 TCG]
!2020.1 TCG
#forbidden
11111111 0 --Banned Thing
#limit
22222222 1 --One Thing
33333333 2 --Two Things
!2020.4 TCG
44444444 0
!2020.4
55555555 0
!2021.1 Goat
$whitelist
22222222 1
66666666 3
"""


def test_counts_map_to_banned_and_limited_with_lines() -> None:
    lists = {item.regulation.name: item for item in parse_lflist("lf.conf", SAMPLE)}
    first = lists["2020.1 TCG"]
    reg = first.regulation
    assert reg.game == "yugioh" and reg.format == "tcg" and reg.effective == dt.date(2020, 1, 1)
    assert reg.banned == ("11111111",)
    assert [(item.card, item.max) for item in reg.limited] == [("22222222", 1), ("33333333", 2)]
    assert first.where("banned", 0) == (4, 1)
    assert first.where("limited", 1, "card") == (7, 1)
    assert reg.pool is None


def test_whitelist_forbids_what_it_does_not_name() -> None:
    goat = next(i for i in parse_lflist("lf.conf", SAMPLE) if i.regulation.name == "2021.1 Goat")
    assert goat.regulation.pool is not None
    assert set(goat.regulation.pool.cards) == {"22222222", "66666666"}
    assert [(item.card, item.max) for item in goat.regulation.limited] == [("22222222", 1)]


def test_tcg_and_ocg_are_kept_apart() -> None:
    lists = parse_lflist("lf.conf", SAMPLE)
    day = dt.date(2020, 6, 1)
    assert choose(lists, "yugioh", day).regulation.name == "2020.4 TCG"  # type: ignore[union-attr]
    assert choose(lists, "yugioh", day, "tcg").regulation.name == "2020.4 TCG"  # type: ignore[union-attr]
    assert choose(lists, "yugioh", day, "ocg").regulation.name == "2020.4"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("12345678 0\n", 1, "before the first '!NAME' list"),
        ("!a\n12345678 zero\n", 2, "not a 'PASSCODE COUNT' line"),
        ("!a\n12345678 5\n", 2, "count 5"),
        ("!a\n$blacklist\n", 2, "unknown directive"),
        ("!a\n1 0\n!a\n", 3, 'a second list named "a"'),
        ("!a\n1 0\n1 1\n", 3, "listed twice"),
        ("!\n", 1, "needs a name"),
        ("!2020.13 TCG\n1 0\n", 1, '"2020.13" is not a date: month 13'),
        ("#c\n!2020.2.30 TCG\n", 2, '"2020.2.30" is not a date: day 30 of February 2020'),
        ("!2020.0\n", 1, '"2020.0" is not a date: month 0'),
    ],
)
def test_bad_lines_are_located_errors(text: str, line: int, words: str) -> None:
    with pytest.raises(RegulationError) as caught:
        parse_lflist("lf.conf", text)
    assert caught.value.line == line
    assert words in caught.value.message


def test_an_impossible_date_in_a_list_name_is_an_error_at_the_date() -> None:
    with pytest.raises(RegulationError) as caught:
        parse_lflist("lf.conf", "! 2020.13 TCG\n")
    assert (caught.value.line, caught.value.column) == (1, 3)
    assert "write it as YEAR.MONTH or YEAR.MONTH.DAY" in caught.value.message


@needs_lflist
def test_every_real_list_parses() -> None:
    lists = parse_lflist(str(LFLIST), LFLIST.read_text(encoding="utf-8"))
    names = [item.regulation.name for item in lists]
    assert len(lists) == 102 == len(set(names))
    assert all(item.regulation.effective is not None for item in lists)
    tcg = [item for item in lists if item.regulation.format == "tcg"]
    old = {"2013.3.1", "2012.9.1", "2012.3.1", "2011.9.1"}  # no format word: TCG by the header's grouping
    assert all("TCG" in item.regulation.name or item.regulation.name in old for item in tcg) and len(tcg) == 51
    assert all(item.regulation.banned and item.regulation.limited for item in lists)
    semi = next(item for item in lists if item.regulation.name == "2026.5 TCG")
    assert {lim.max for lim in semi.regulation.limited} == {1, 2}


@needs_lflist
@pytest.mark.parametrize(
    ("day", "fmt", "expected"),
    [
        ("2026-04-30", None, "2026.2 TCG"),  # the day before 2026.5 TCG
        ("2026-05-01", None, "2026.5 TCG"),  # the day of
        ("2026-05-02", None, "2026.5 TCG"),  # the day after
        ("2013-12-31", "tcg", "2013.10.11 TCG"),
        ("2014-01-01", "tcg", "2014.1.1 TCG"),
        ("2019-03-01", "tcg", "2019.1 TCG"),
        ("2026-06-30", "ocg", "2026.4"),
        ("2026-07-01", "ocg", "2026.7"),
        ("2010-01-01", None, None),  # before every list
    ],
)
def test_the_real_list_chosen_for_a_date(day: str, fmt: str | None, expected: str | None) -> None:
    regs = Regulations.load([str(LFLIST)], read_bytes)
    chosen = choose(regs.lists, "yugioh", dt.date.fromisoformat(day), fmt)
    assert (chosen.regulation.name if chosen else None) == expected


@needs_lflist
def test_a_real_list_by_name() -> None:
    regs = Regulations.load([str(LFLIST), "2019.1 tcg"], read_bytes)
    chosen = regs.pick("yugioh", dt.date(2026, 1, 1))
    assert chosen is not None and chosen.regulation.name == "2019.1 TCG"
