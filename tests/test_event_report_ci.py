"""The event report for organisers: the pools used (a starter pool in red), the version and time made, a print
stylesheet that keeps the deck table a table, detail sections for legal decks with warnings, games by their
display names, and a CSV with CRLF, a BOM and every problem of a deck."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck import __version__
from deckcheck.cli import main
from deckcheck.engine import DeckReport
from deckcheck.event import render
from deckcheck.event.provenance import About, PoolUsed, made_at
from deckcheck.event.summary import build_event
from deckcheck.findings import Finding

REPO = Path(__file__).resolve().parents[1]


def _finding(code: str, severity: str, message: str, line: int | None) -> Finding:
    return Finding(path="d.txt", rule="x", code=code, severity=severity, message=message, line=line, column=3)  # type: ignore[arg-type]


def _event():  # type: ignore[no-untyped-def]
    warned = DeckReport(
        path="decks/warned.txt",
        findings=(_finding("BF301", "warning", "a card the flag cannot use", 7),),
        legal=True,
        details={"flag": "Dragon World", "buddy": "Flarefang Dragon"},
        sections={"deck": 50, "sideboard": 0},
        player="Wen",
    )
    noted = DeckReport(
        path="decks/noted.txt",
        findings=(_finding("DC006", "note", "read as prose", 3),),
        legal=True,
        details={"flag": "Dragon World", "buddy": "Flarefang Dragon"},
        sections={"deck": 50, "sideboard": 0},
        player="Noa",
    )
    broken = DeckReport(
        path="decks/broken.txt",
        findings=(
            _finding("BF201", "error", "the deck has 49 cards", None),
            _finding("DC002", "error", 'unknown card "Dragn Breth"', 9),
            _finding("DC003", "warning", '"dragoenergy" is printed "Dragoenergy"', 12),
        ),
        legal=False,
        details={"flag": "Dragon World", "buddy": "Flarefang Dragon"},
        sections={"deck": 49, "sideboard": 0},
        player="Bea",
    )
    return build_event([warned, noted, broken], title="Cup", as_of="2019-03-02")


STARTER = About("9.9", "2019-03-02T10:00:00Z", (PoolUsed("Future Card Buddyfight", "starter", "bundled:x", True),))
REAL = About("9.9", "2019-03-02T10:00:00Z", (PoolUsed("Future Card Buddyfight", "full list", "/pools/bf", False),))


def test_the_page_names_the_pool_the_version_and_the_time() -> None:
    page = render(_event(), "html", STARTER)
    assert re.search(r'<li class="pool-starter">Card pool for Future Card Buddyfight: starter \(bundled:x\)', page)
    assert "Made with deckcheck 9.9 on 2019-03-02T10:00:00Z" in page
    page = render(_event(), "html", REAL)
    assert (
        'pool-starter">' not in page and "<li>Card pool for Future Card Buddyfight: full list (/pools/bf)</li>" in page
    )


def test_legal_decks_with_warnings_get_their_section_and_notes_alone_do_not() -> None:
    page = render(_event(), "html", REAL)
    rows = {r.player: i for i, r in enumerate(_event().rows, start=1)}
    assert f'id="deck-{rows["Wen"]}"' in page and f'href="#deck-{rows["Wen"]}"' in page
    assert f'id="deck-{rows["Bea"]}"' in page
    assert f'id="deck-{rows["Noa"]}"' not in page


def test_games_show_their_display_names() -> None:
    page = render(_event(), "html", REAL)
    assert '<td data-label="Game" class="short">Future Card Buddyfight</td>' in page


def test_a_file_that_could_not_be_read_is_of_no_flag_and_no_regulation_line() -> None:
    """An organiser's folder with an empty or binary file: the header said ``Regulation: none (construction only
    ...)`` beside the list every other deck was checked against, the totals counted a ``Flag: -`` deck, and its
    section read ``Future Card Buddyfight; Flag: -; Buddy: -; regulation: none``."""
    checked = DeckReport(
        path="decks/ok.txt", findings=(), legal=True, regulation="Store list", regulation_effective="2019-01-01",
        details={"flag": "Dragon World", "buddy": "Flarefang Dragon"}, sections={"deck": 50, "sideboard": 0},
    )  # fmt: skip
    empty = DeckReport(
        path="decks/empty.txt", findings=(_finding("DC001", "error", "the file is empty: no cards", 1),), legal=False,
        readable=False, sections={"deck": 0, "sideboard": 0},
    )  # fmt: skip
    event = build_event([checked, empty], title="Cup", as_of="2019-03-02")
    assert event.regulations == ("Store list (in force from 2019-01-01), for buddyfight decks",)
    assert dict(event.by_group) == {"Flag: Dragon World": 1, "Unreadable": 1}
    assert event.rows[1].lineup == ()
    assert build_event([empty], title="Cup", as_of="2019-03-02").lineup_heading == "Sections"  # no game's words
    page = render(event, "md", REAL)
    assert "\nFuture Card Buddyfight\n" in page and "Flag: -" not in page and "none (construction" not in page
    assert ": 2 decks, 1 legal, 1 illegal (1 unreadable)." in page  # as the text reporter's totals say
    html = render(event, "html", REAL)
    assert "· Future Card Buddyfight</p>" in html and '<li class="illegal">1 illegal (1 unreadable)</li>' in html
    rows = list(csv.DictReader(io.StringIO(render(event, "csv").removeprefix("\ufeff"), newline="")))
    assert [(r["legal"], r["regulation"]) for r in rows] == [
        ("legal", "Store list (in force from 2019-01-01)"),
        ("unreadable", ""),  # not "none": no list was checked for want of a deck, not of a list
    ]


def test_print_keeps_the_deck_table_a_table() -> None:
    page = render(_event(), "html", REAL)
    assert "@media screen and (max-width:820px)" in page and "@media (max-width:820px)" not in page
    printed = page[page.index("@media print{") :]
    printed = printed[: printed.index("\n}\n")]
    assert "thead{display:table-header-group}" in printed and "font-size:8.5pt" in printed
    assert "display:block" not in printed


def test_csv_is_rfc_4180_with_a_bom_and_every_problem() -> None:
    text = render(_event(), "csv")
    assert text.startswith("\ufeffplayer,") and "\r\n" in text
    records = text.removeprefix("\ufeff").split("\r\n")  # rows end in CRLF; a cell's own lines in LF, quoted
    assert all(record.count('"') % 2 == 0 for record in records)
    rows = {r["player"]: r for r in csv.DictReader(io.StringIO(text.removeprefix("\ufeff"), newline=""))}
    # one finding a line: joined by "; " they could not be told apart ("49 cards; it needs at least 50")
    assert rows["Bea"]["problems"].split("\n") == [
        "BF201 error deck the deck has 49 cards",
        'DC002 error 9:3 unknown card "Dragn Breth"',
        'DC003 warning 12:3 "dragoenergy" is printed "Dragoenergy"',
    ]
    assert rows["Wen"]["problems"] == "BF301 warning 7:3 a card the flag cannot use"


def test_a_csv_report_is_replaced_by_the_next_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)
    out = tmp_path / "r.csv"
    args = ["report", "examples/event/alice.yaml", "--output", str(out)]
    assert CliRunner().invoke(main, args).exit_code == 0
    assert CliRunner().invoke(main, args).exit_code == 0  # recognised as a report: no --force needed
    page = tmp_path / "r.html"
    (tmp_path / "empty.txt").write_bytes(b"")
    done = CliRunner().invoke(
        main, ["report", "examples/event/alice.yaml", str(tmp_path / "empty.txt"), "-o", str(page)]
    )
    assert done.stderr.endswith(": 2 decks, 1 legal, 1 illegal (1 unreadable)\n")  # as the page's totals say
    html = page.read_text(encoding="utf-8")
    assert f"Made with deckcheck {__version__} on " in html and 'class="pool-starter"' in html


def test_made_at_follows_source_date_epoch() -> None:
    assert made_at({"SOURCE_DATE_EPOCH": "0"}) == "1970-01-01T00:00:00Z"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", made_at({}))


def test_an_empty_file_is_of_the_one_game_whose_pool_is_imported(tmp_path: Path) -> None:
    """A Yu-Gi-Oh! organiser who imported only the Yu-Gi-Oh! pool: an empty ``.txt`` among the ``.ydk`` files was
    a Buddyfight deck (the report's Game column, JSON's ``game``), and its game's words changed the lineup heading."""
    import json
    import os
    import shutil

    from deckcheck.run.pools import data_dir

    installed = data_dir() / "pools" / "yugioh"
    installed.mkdir(parents=True)
    shutil.copy(REPO / "deckcheck" / "games" / "yugioh" / "data" / "starter.yaml", installed / "pool.yaml")
    (tmp_path / "empty.txt").write_bytes(b"")
    (tmp_path / "deck.ydk").write_text("#main\n" + "14558127\n" * 3 + "#extra\n!side\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--isolated", "-f", "json", str(tmp_path)])
    games = {os.path.basename(d["path"]): d["game"] for d in json.loads(result.stdout)["decks"]}
    assert games == {"deck.ydk": "yugioh", "empty.txt": "yugioh"}, result.stderr
    page = CliRunner().invoke(main, ["report", "--isolated", str(tmp_path)]).stdout
    assert "Buddyfight" not in page and "flag and buddy" not in page.lower()
    (data_dir() / "pools" / "buddyfight").mkdir()  # a second game installed: no one game to go by
    shutil.copy(
        REPO / "deckcheck" / "games" / "buddyfight" / "data" / "starter.yaml", data_dir() / "pools" / "buddyfight"
    )
    again = CliRunner().invoke(main, ["check", "--isolated", "-f", "json", str(tmp_path / "empty.txt")]).stdout
    assert json.loads(again)["decks"][0]["game"] == "buddyfight"  # the default game
