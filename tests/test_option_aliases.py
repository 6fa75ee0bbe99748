"""``report`` answers to ``check``'s spelling of the same options (a newcomer typed ``report -f csv``): the report's
format and file."""

from __future__ import annotations

from pathlib import Path

import pytest
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


def test_check_has_no_list_format() -> None:
    """``report --list-format`` picks the lists that apply over each deck's own format; ``check --format`` is only
    the format of decks that name none: one name for both would give one option two verdicts."""
    assert run("check", "--list-format", "ocg", YDK)[0] == 2


@pytest.mark.parametrize("command", ["check", "report"])
def test_date_is_as_of(command: str) -> None:
    """An organiser types ``--date`` for the event's day (it suggested ``--game``)."""
    code, _, err = run(command, "--date", "2026-01-01", YDK)
    assert code == 2 and "--as-of 2026-01-01 picks the regulation in force that day" in err


def test_a_games_format_given_as_the_reports_points_at_list_format() -> None:
    code, _, err = run("report", "--format", "ocg", YDK)
    assert code == 2 and "give --list-format ocg" in err
    code, _, err = run("report", "--format", "pdf", YDK)
    assert code == 2 and "list-format" not in err
