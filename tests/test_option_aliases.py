"""``check`` and ``report`` answer to each other's spelling of the same option (a newcomer typed ``report -f csv``
and ``check --list-format ocg``): the report's format and file, and the decks' game format."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from deckcheck.cli import main

from helpers import REPO

YDK = str(REPO / "examples" / "yugioh" / "dark-magician.ydk")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), prog_name="deckcheck")
    return result.exit_code, result.stdout, result.stderr


def test_report_takes_checks_names_for_its_format_and_file(tmp_path: Path) -> None:
    printed = run("report", "--isolated", "--format", "csv", YDK)[1]
    assert printed.startswith("#,") or printed.count(",") > 5
    assert run("report", "--isolated", "-f", "csv", YDK)[1] == printed
    assert run("report", "--isolated", "--output-format", "csv", YDK)[1] == printed
    out = tmp_path / "event.txt"  # no suffix to go by: the format is the option's
    code, shown, err = run("report", "--isolated", "-f", "csv", "--output-file", str(out), YDK)
    assert code == 0 and shown == "" and f"wrote {out}" in err
    assert out.read_text(encoding="utf-8") == printed


def test_check_takes_reports_name_for_the_decks_format() -> None:
    code, out, _ = run("check", "--isolated", "--list-format", "nonsense", YDK)
    assert code == 0 and "DC008" in out and 'format "nonsense"' in out  # the decks' format, unknown to the game
    assert run("check", "--isolated", "--format", "nonsense", YDK)[1] == out
    assert run("check", "--list-format", "json", YDK)[0] == 2  # a report format's name: as --format json
