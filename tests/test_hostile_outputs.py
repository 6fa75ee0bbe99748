"""Output files and the event report's settings (issue 19, serious 3 and 4): ``--output-file`` and
``report --output`` refuse a symbolic link, an input of the run and a file that is no deckcheck report, through
one check; ``report`` takes ``--isolated``, ``--config``, ``--select`` and ``--ignore`` as ``check`` does."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

from helpers import deck_text

ILLEGAL = "Flag: Dragon World\n4 Dragon Breath\n"
SUBMITTED_CONFIG = 'ignore = ["DC002", "BF", "RG", "YG", "DC"]\n'


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env={"GITHUB_ACTIONS": ""})
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "a.txt").write_text(deck_text(), encoding="utf-8")
    (tmp_path / "victim.txt").write_text("precious\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("command", [("check", "-f", "sarif", "-o"), ("report", "-o")])
def test_a_symlinked_output_is_refused_and_its_target_untouched(work: Path, command: tuple[str, ...]) -> None:
    name = "deckcheck.sarif" if command[0] == "check" else "report.md"
    os.symlink("victim.txt", work / name)
    code, _, err = run(*command, name, "decks")
    assert code == 2 and "symbolic link" in err
    assert (work / "victim.txt").read_text(encoding="utf-8") == "precious\n" and (work / name).is_symlink()
    code, _, err = run(*command, name, "--force", "decks")  # --force never writes through a link either
    assert code == 2 and (work / "victim.txt").read_text(encoding="utf-8") == "precious\n"


@pytest.mark.parametrize("command", [("check", "-f", "json", "-o"), ("report", "-o")])
def test_a_dangling_link_creates_nothing(work: Path, command: tuple[str, ...]) -> None:
    name = "out.json" if command[0] == "check" else "report.csv"
    os.symlink(work / "elsewhere" / "made.txt", work / name)
    (work / "elsewhere").mkdir()
    code, _, err = run(*command, name, "decks")
    assert code == 2 and "to nothing" in err and not (work / "elsewhere" / "made.txt").exists()


@pytest.mark.parametrize("command", [("check", "-f", "sarif", "-o"), ("report", "--format", "md", "-o")])
def test_an_input_of_the_run_is_never_replaced(work: Path, command: tuple[str, ...]) -> None:
    before = (work / "decks" / "a.txt").read_bytes()
    code, _, err = run(*command, "decks/a.txt", "--force", "decks")
    assert code == 2 and "it is an input of this run" in err
    assert (work / "decks" / "a.txt").read_bytes() == before
    (work / "deckcheck.toml").write_text("strict = false\n", encoding="utf-8")
    code, _, err = run(*command, "deckcheck.toml", "--force", "decks")
    assert code == 2 and "it is an input of this run" in err


def test_an_existing_file_that_is_no_report_needs_force(work: Path) -> None:
    code, _, err = run("check", "-f", "json", "-o", "victim.txt", "decks")
    assert code == 2 and "not a deckcheck report; pass --force" in err
    assert (work / "victim.txt").read_text(encoding="utf-8") == "precious\n"
    assert run("check", "-f", "json", "-o", "victim.txt", "--force", "decks")[0] == 0
    assert '"decks"' in (work / "victim.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("first", ["text", "concise", "json", "github", "sarif", "junit"])
def test_a_report_of_any_format_may_be_replaced_by_another(work: Path, first: str) -> None:
    (work / "decks" / "b.txt").write_text(ILLEGAL, encoding="utf-8")
    assert run("check", "-f", first, "-o", "out", "decks")[0] == 1
    for then in ("text", "concise", "json", "github", "sarif", "junit"):
        code, _, err = run("check", "-f", then, "-o", "out", "decks")
        assert code == 1, (first, then, err)


def test_report_isolated_ignores_a_submitted_config(work: Path) -> None:
    (work / "decks" / "b.txt").write_text(ILLEGAL, encoding="utf-8")
    (work / "decks" / "deckcheck.toml").write_text(SUBMITTED_CONFIG, encoding="utf-8")
    assert run("report", "decks")[0] == 0  # the submitted file made the illegal deck "legal"
    code, out, _ = run("report", "--isolated", "decks")
    assert code == 1 and "1 illegal" in out


def test_report_takes_config_select_and_ignore(work: Path) -> None:
    (work / "decks" / "b.txt").write_text(ILLEGAL, encoding="utf-8")
    (work / "organiser.toml").write_text("strict = true\n", encoding="utf-8")
    assert run("report", "--ignore", "BF,DC", "decks")[0] == 0
    assert run("report", "--select", "unknown-card", "decks")[0] == 0
    assert run("report", "--select", "deck-size", "decks")[0] == 1
    assert run("report", "--config", "organiser.toml", "--ignore", "BF,DC", "decks")[0] == 0
    code, _, err = run("report", "--config", "organiser.toml", "--isolated", "decks")
    assert code == 2 and "--config and --isolated do not go together" in err
    code, _, err = run("check", "--config", "organiser.toml", "--isolated", "decks")
    assert code == 2 and "do not go together" in err


def test_a_folder_on_the_way_that_is_a_link_is_refused(work: Path) -> None:
    (work / "outside").mkdir()
    os.symlink(work / "outside", work / "reports")
    code, _, err = run("check", "-f", "sarif", "-o", "reports/deckcheck.sarif", "decks")
    assert code == 2 and "its folder reports is a symbolic link" in err
    assert not (work / "outside" / "deckcheck.sarif").exists()
    (work / "real").mkdir()
    assert run("check", "-f", "sarif", "-o", "real/deckcheck.sarif", "decks")[0] == 0


@pytest.mark.parametrize("name", ["report.txt", "decks/report.txt", "decks/event.md"])
def test_a_report_written_into_the_walked_folder_is_left_out_of_the_next_run(work: Path, name: str) -> None:
    """``check -o report.txt .`` (or ``report -o event.md``) twice: the second walk finds the first run's report,
    which is no deck and no input (named on the command line, it still is one, and refused)."""
    command = ("report",) if name.endswith(".md") else ("check",)
    for _ in range(3):
        code, _, err = run(*command, "--isolated", "-o", name, ".")
        assert code == 0, err
        written = (work / name).read_text(encoding="utf-8")
        assert "1 deck" in written and Path(name).name not in written, written  # the report is no deck
    code, _, err = run(*command, "--isolated", "-o", name, name)
    assert code == 2 and "it is an input of this run" in err
