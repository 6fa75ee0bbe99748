"""deckcheck report: the event report in HTML, Markdown and CSV, the example event, and a real browser.

``python tests/test_event_report.py --update`` regenerates examples/event/report.* and the golden CSV.
"""

from __future__ import annotations

import csv
import io
import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.engine import DeckReport
from deckcheck.event import render
from deckcheck.event.summary import build_event
from deckcheck.findings import Finding

sys.path.insert(0, str(Path(__file__).resolve().parent))
from browser import INSTALL, chromium  # noqa: E402
from browser import render as render_in_browser

from helpers import REPO  # noqa: E402

EVENT = REPO / "examples" / "event"
GOLDEN = REPO / "tests" / "golden" / "event-report.csv"
ARTIFACTS = REPO / "test-artifacts"
EVENT_ARGS = [
    "report",
    "examples/event",
    "--regulation",
    "examples/regulations/irregulars",
    "--regulation",
    "examples/regulations/yugioh-example.yaml",
    "--as-of",
    "2018-09-01",
    "--title",
    "Example event, 1 September 2018",
]


def _cli(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


MADE = "1535760000"
"""$SOURCE_DATE_EPOCH for the committed example reports: 2018-09-01T00:00:00Z, the example event's day."""


def _event_bytes(fmt: str, tmp_path: Path) -> bytes:
    out = tmp_path / f"report.{fmt}"
    code, _, err = _cli(*EVENT_ARGS, "--output", str(out))
    assert code == 1, err  # the event has illegal decks
    return out.read_bytes()


def _event_report(fmt: str, tmp_path: Path) -> str:
    return _event_bytes(fmt, tmp_path).decode("utf-8")


@pytest.fixture(autouse=True)
def _at_repo_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)  # the reports name decks by the relative paths given
    monkeypatch.setenv("SOURCE_DATE_EPOCH", MADE)  # the time a report says it was made


# --- a small event made by hand: the golden CSV and each format's structure --------------------


def _finding(path: str, rule: str, code: str, message: str, line: int | None, card: str | None = None) -> Finding:
    return Finding(path=path, rule=rule, code=code, severity="error", message=message, line=line, column=3, card=card)


def _bf(flag: str) -> dict[str, str]:
    return {"flag": flag, "buddy": "Flarefang Dragon"}


def _small_event():  # type: ignore[no-untyped-def]
    reports = [
        DeckReport(
            path="decks/ann.yaml",
            findings=(),
            legal=True,
            details=_bf("Dragon World"),
            sections={"deck": 50, "sideboard": 0},
            player='Ann, "the Ace"',
            regulation="List A",
            regulation_effective="2019-03-01",
        ),
        DeckReport(
            path="decks/=cmd.txt",
            findings=(
                _finding(
                    "decks/=cmd.txt",
                    "restricted-count",
                    "RG102",
                    '3 copies of "Dragon Breath"; limited to 1',
                    9,
                    "Dragon Breath",
                ),
                _finding("decks/=cmd.txt", "deck-size", "BF201", "the deck has 49 cards", None),
            ),
            legal=False,
            details=_bf("Dragon Ein"),
            sections={"deck": 49, "sideboard": 0},
            player=None,
            regulation="List A",
            regulation_effective="2019-03-01",
        ),
        DeckReport(
            path="decks/bo.txt",
            findings=(
                _finding(
                    "decks/bo.txt",
                    "restricted-count",
                    "RG102",
                    '2 copies of "Dragon Breath"; limited to 1',
                    4,
                    "Dragon Breath",
                ),
            ),
            legal=False,
            details=_bf("Dragon Ein"),
            sections={"deck": 50, "sideboard": 0},
            player="+Bo | <b>bold</b>",
        ),
    ]
    return build_event(reports, title="Small <event>", as_of="2019-03-02")


def test_csv_golden_file() -> None:
    text = render(_small_event(), "csv")
    assert text.encode("utf-8") == GOLDEN.read_bytes()  # byte for byte: the BOM and CRLF line ends too


def test_csv_one_row_per_deck_and_no_formulas() -> None:
    rows = list(csv.DictReader(io.StringIO(render(_small_event(), "csv").removeprefix("\ufeff"), newline="")))
    # a cell a spreadsheet would run as a formula starts with a quote (the file name had no player)
    assert [r["player"] for r in rows] == ['Ann, "the Ace"', "'=cmd", "'+Bo | <b>bold</b>"]
    assert rows[1]["file"] == "decks/=cmd.txt"
    assert [r["legal"] for r in rows] == ["legal", "illegal", "illegal"]
    assert rows[1]["first_problem"] == 'line 9: RG102 3 copies of "Dragon Breath"; limited to 1'
    assert rows[1]["lineup"] == "Flag: Dragon Ein; Buddy: Flarefang Dragon"


def test_totals() -> None:
    event = _small_event()
    assert event.by_group == (("Flag: Dragon Ein", 2), ("Flag: Dragon World", 1))
    assert event.problems[0] == ("restricted-count", "RG102", 2, 2)
    assert event.over_limit == (("Dragon Breath", 2),)
    assert event.regulations == (
        "List A (in force from 2019-03-01), for buddyfight decks",
        "none (construction only: no Irregulars List checked; see --regulation), for buddyfight decks",
    )  # a deck checked against no list is said in the header too


def test_totals_skip_notes_credit_every_card_of_a_group_and_name_the_game_as_the_table() -> None:
    note = _finding("y.txt", "flag-in-deck", "DC006", "read as the same flag", 3, "Dragon World").replace(
        severity="note"
    )
    combined = _finding(
        "y.txt", "combined-limit", "RG104", "5 cards of the combined limit", 7, "Gargantua Punisher!!"
    ).replace(cards=('Dragon Force, "Style of Impact"', "Gargantua Punisher!!"))
    reports = [
        DeckReport(path="y.txt", findings=(note, combined), legal=False, details=_bf("Dragon World")),
        DeckReport(path="n.txt", findings=(note,), legal=True, details=_bf("Dragon World")),
        DeckReport(path="m.ydk", findings=(), legal=True, game="yugioh", sections={"main": 40}),
    ]
    event = build_event(reports, title="t", as_of="2019-03-02")
    assert event.problems == (("combined-limit", "RG104", 1, 1),), "a note is no problem"
    assert event.over_limit == (('Dragon Force, "Style of Impact"', 1), ("Gargantua Punisher!!", 1))
    assert event.rows[1].first_problem == ""
    assert ("Game: Yu-Gi-Oh!", 1) in event.by_group and event.rows[2].game == "yugioh"


def test_markdown_structure() -> None:
    text = render(_small_event(), "md")
    assert text.startswith("# Small \\<event\\>\n")
    table = [line for line in text.splitlines() if line.startswith("| ") and "decks/" not in line]
    assert "| # | Player | Game | Flag and buddy | Size | Legal | Errors | Warnings | First problem |" in table
    assert "| 3 | +Bo \\| \\<b\\>bold\\</b\\> |" in text  # a pipe cannot end the cell; no raw HTML
    assert "[illegal](#deck-2)" in text and '<a id="deck-2"></a>2. =cmd' in text
    assert '- `9:3` **RG102** error: 3 copies of "Dragon Breath"; limited to 1' in text
    assert "- `deck` **BF201** error: the deck has 49 cards" in text
    assert "| Dragon Breath | 2 |" in text


def test_html_structure_and_escaping() -> None:
    page = render(_small_event(), "html")
    assert page.startswith("<!DOCTYPE html>")
    assert "<title>Small &lt;event&gt;</title>" in page
    assert "<b>bold</b>" not in page and "&lt;b&gt;bold&lt;/b&gt;" in page
    assert not re.search(r"(src|href)=\"(https?:)?//", page)  # nothing from the network
    assert "<link" not in page and "<script src" not in page and "@import" not in page and "url(" not in page
    assert page.count("<tr>") >= 3 and 'id="deck-2"' in page and 'id="deck-3"' in page and 'id="deck-1"' not in page
    assert "<svg" in page and page.count("<rect") == 2  # a bar per rule
    assert "@media screen and (max-width:820px)" in page and "@media print" in page
    assert 'data-label="First problem"' in page


# --- the command ---------------------------------------------------------------------------------


def test_format_by_suffix_or_option(tmp_path: Path) -> None:
    assert _event_report("md", tmp_path).startswith("# Example event, 1 September 2018\n")
    assert _event_report("csv", tmp_path).startswith("\ufeffplayer,file,game,")
    assert "<!DOCTYPE html>" in _event_report("html", tmp_path)
    code, out, _ = _cli(*EVENT_ARGS, "--format", "csv")
    assert code == 1 and out.startswith("\ufeffplayer,file,game,")
    code, _, err = _cli(*EVENT_ARGS, "--output", str(tmp_path / "report.txt"))
    assert code == 2 and "a .html, .md or .csv suffix, or --format" in err


def test_never_replaces_a_file_that_is_not_a_report(tmp_path: Path) -> None:
    precious = tmp_path / "notes.md"
    precious.write_text("my notes\n", encoding="utf-8")
    code, _, err = _cli(*EVENT_ARGS, "--output", str(precious))
    assert code == 2 and "not a deckcheck report; pass --force" in err
    assert precious.read_text(encoding="utf-8") == "my notes\n"
    old = tmp_path / "report.md"
    _event_report("md", tmp_path)  # an earlier report may be replaced
    assert _cli(*EVENT_ARGS, "--output", str(old))[0] == 1
    assert _cli(*EVENT_ARGS, "--output", str(precious), "--force")[0] == 1
    assert precious.read_text(encoding="utf-8").startswith("# Example event")


def test_bad_regulation_or_date_is_a_usage_error(tmp_path: Path) -> None:
    code, _, err = _cli("report", "examples/event", "--as-of", "2018-13-01", "--format", "md")
    assert code == 2 and "--as-of" in err
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\ngame: buddyfight\neffective: 2018-01-01\nbanned: [Dragn Breth]\n", encoding="utf-8")
    code, _, err = _cli("report", "examples/event", "--regulation", str(bad), "--format", "md")
    assert code == 2 and "bad.yaml:4" in err and "did you mean: Dragon Breath" in err


# --- the example event ---------------------------------------------------------------------------


def test_the_example_event_is_a_dozen_decks_of_mixed_legality_and_forms() -> None:
    decks = sorted(p for p in EVENT.iterdir() if p.suffix in (".yaml", ".txt", ".ydk"))
    assert len(decks) >= 12
    assert {p.suffix for p in decks} == {".yaml", ".txt", ".ydk"}
    rows = list(csv.DictReader(io.StringIO((EVENT / "report.csv").read_text(encoding="utf-8-sig"), newline="")))
    assert {r["legal"] for r in rows} == {"legal", "illegal"}
    assert any(r["player"] == "lena-dragon-world" for r in rows)  # no Player: line, so the file name
    assert {r["game"] for r in rows} == {"buddyfight", "yugioh"}
    yugioh = next(r for r in rows if r["player"] == "Anzu Example")
    assert yugioh["lineup"] == "Main Deck: 40; Extra Deck: 15; Side Deck: 12" and yugioh["legal"] == "legal"


@pytest.mark.parametrize("fmt", ["html", "md", "csv"])
def test_the_committed_example_report_is_current(fmt: str, tmp_path: Path) -> None:
    committed = (EVENT / f"report.{fmt}").read_bytes()
    assert _event_bytes(fmt, tmp_path) == committed, (
        f"examples/event/report.{fmt} is out of date: run 'python tests/test_event_report.py --update'"
    )


# --- in a real browser ---------------------------------------------------------------------------

CHROMIUM = chromium()
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason=f"chromium is not installed (Debian: {INSTALL}, as root); the browser test needs it"
)


@needs_chromium
@pytest.mark.parametrize(("name", "width"), [("desktop", 1280), ("tablet", 860), ("phone", 390)])
def test_the_html_report_in_headless_chromium(name: str, width: int, tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    page.write_text(_event_report("html", tmp_path), encoding="utf-8")
    shot = ARTIFACTS / f"event-report-{name}.png"
    measured = render_in_browser(CHROMIUM, page, tmp_path / "profile", width, shot)  # type: ignore[arg-type]
    assert measured["console"] == []
    assert measured["width"] == width
    assert measured["scrollWidth"] <= width, f"the page overflows sideways: {measured['overflow']}"
    assert measured["overflow"] == []
    assert measured["resources"] == []  # nothing fetched: one self-contained file
    assert measured["rowDisplay"] == ("block" if width < 600 else "table-row")  # one column on a phone
    errors = measured["sortedErrors"]
    assert errors == sorted(errors, reverse=True) and measured["ariaSort"] == "descending"
    assert shot.stat().st_size > 10_000


@needs_chromium
def test_the_browser_check_catches_errors_and_overflow(tmp_path: Path) -> None:
    """The browser check itself can fail: a script error and a too-wide element are caught."""
    page = tmp_path / "broken.html"
    page.write_text(
        "<!DOCTYPE html><html><head><meta charset=utf-8></head><body><main>"
        '<div style="width:2000px">wide</div></main><script>console.error("bad");undefinedFunction()</script>'
        "</body></html>",
        encoding="utf-8",
    )
    measured = render_in_browser(CHROMIUM, page, tmp_path / "profile", 800, tmp_path / "broken.png")  # type: ignore[arg-type]
    assert any("bad" in c for c in measured["console"])
    assert any("undefinedFunction" in c for c in measured["console"])
    assert measured["scrollWidth"] > 800 and measured["overflow"]


def _update() -> None:  # pragma: no cover - a maintainer's command
    import os
    import tempfile

    os.chdir(REPO)
    os.environ["SOURCE_DATE_EPOCH"] = MADE
    with tempfile.TemporaryDirectory() as tmp:
        for fmt in ("html", "md", "csv"):
            out = Path(tmp) / f"report.{fmt}"
            CliRunner().invoke(main, [*EVENT_ARGS, "--output", str(out)])
            (EVENT / f"report.{fmt}").write_bytes(out.read_bytes())
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    GOLDEN.write_bytes(render(_small_event(), "csv").encode("utf-8"))
    print("updated examples/event/report.* and", GOLDEN.relative_to(REPO))


if __name__ == "__main__":  # pragma: no cover
    if "--update" in sys.argv:
        _update()


def test_the_lineup_column_and_the_game_column_are_in_each_games_own_words() -> None:
    reports = [
        DeckReport(path="b.txt", findings=(), legal=True, details=_bf("Dragon World")),
        DeckReport(path="m.ydk", findings=(), legal=True, game="yugioh", sections={"main": 40, "extra": 15}),
    ]
    event = build_event(reports, title="t", as_of="2019-03-02")
    assert event.lineup_heading == "Flag and buddy / sections"
    assert [r.lineup for r in event.rows][1] == (("Main Deck", "40"), ("Extra Deck", "15"))
    assert [r.game_title for r in event.rows] == ["Future Card Buddyfight", "Yu-Gi-Oh!"]
    text = render(event, "md")
    assert "| Game | Flag and buddy / sections |" in text and "| Yu-Gi-Oh! |" in text
    only_yugioh = build_event(reports[1:], title="t", as_of="2019-03-02")
    assert only_yugioh.lineup_heading == "Sections" and "Flag and buddy" not in render(only_yugioh, "html")


def test_the_rules_say_themselves_which_are_over_a_limit() -> None:
    from deckcheck.rules import all_rules

    over = {(r.game, r.slug) for r in all_rules() if r.over_limit}
    assert {(None, "banned-card"), ("buddyfight", "omni-lord-limit"), ("yugioh", "copy-limit")} <= over
    assert (None, "unknown-card") not in over
    copy_limits = {(r.game, r.over_limit) for r in all_rules() if r.slug == "copy-limit"}
    assert copy_limits == {(game, True) for game, _ in copy_limits}, copy_limits  # Vanguard's was left out
    source = (REPO / "deckcheck" / "event" / "summary.py").read_text(encoding="utf-8")
    assert "omni-lord-limit" not in source and '"Flag and buddy"' not in source  # said by the rules, the game


def test_one_deck_is_one_deck_not_1_decks(tmp_path: Path) -> None:
    """Every summary of a report counts in words that agree: ``1 deck`` (the Markdown, HTML and the command's own line
    said ``1 decks``)."""
    from click.testing import CliRunner

    from deckcheck.cli import main

    deck = Path(__file__).resolve().parents[1] / "examples" / "buddyfight" / "dragon-world.txt"
    for suffix in ("md", "html"):
        out = tmp_path / f"r.{suffix}"
        result = CliRunner().invoke(main, ["report", "--isolated", "-o", str(out), str(deck)])
        assert "wrote" in result.stderr and ": 1 deck, 1 legal" in result.stderr
        text = out.read_text(encoding="utf-8")
        assert "1 decks" not in text and ("1 deck, 1 legal" in text or "<li>1 deck</li>" in text)


@pytest.mark.parametrize("fmt", ["md", "html", "csv"])
def test_a_misspelt_names_suggestion_is_in_every_report_format(tmp_path: Path, fmt: str) -> None:
    """The organiser needs the card meant at the table: ``unknown card "Dragn Breth" (did you mean: Dragon
    Breath)``, as ``check`` prints it (the report dropped it)."""
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "a.txt").write_text("Flag: Dragon World\nBuddy: Flarefang Dragon\n4 Dragn Breth\n")
    out = tmp_path / f"event.{fmt}"
    result = CliRunner().invoke(main, ["report", "--isolated", "-o", str(out), str(tmp_path / "decks")])
    assert result.exit_code == 1, result.output
    assert "did you mean: Dragon Breath" in out.read_text(encoding="utf-8")


def test_markdown_and_html_detail_the_same_decks() -> None:
    """A legal deck with warnings has its section in the Markdown report too, as the README says and the HTML report
    does (a newcomer found the Markdown report leaving them out)."""
    text = Path(REPO / "examples" / "event" / "report.md").read_text(encoding="utf-8")
    html = Path(REPO / "examples" / "event" / "report.html").read_text(encoding="utf-8")
    md_sections = set(re.findall(r'<a id="(deck-\d+)"></a>', text))
    html_sections = set(re.findall(r'<section class="deck" id="(deck-\d+)">', html))
    assert md_sections == html_sections and "## Illegal decks and decks with warnings" in text
