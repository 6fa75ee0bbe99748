"""The run produces an outcome and renders nothing; the CLI renders it (issue 14's layer order: run, then
reporters and event, then cli)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.cli.outputs import Output, ReportChoices
from deckcheck.config import Overrides, Resolver
from deckcheck.run.execute import Outcome, RunError, check_all
from deckcheck.run.options import CheckOptions

from helpers import deck_text


def _run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, **options: object) -> Outcome:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "legal.txt").write_text(deck_text(), encoding="utf-8")
    (tmp_path / "short.txt").write_text(deck_text({"Dragon Breath": 4}), encoding="utf-8")
    chosen = CheckOptions(paths=("legal.txt", "short.txt"), isolated=True, **options)  # type: ignore[arg-type]
    return check_all(chosen, Resolver(Overrides(), isolated=True))


def test_check_all_gives_each_decks_report_and_prints_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    outcome = _run(tmp_path, monkeypatch)
    assert [(r.path, r.legal) for r in outcome.reports] == [("legal.txt", True), ("short.txt", False)]
    assert capsys.readouterr().out == ""


def test_the_files_the_cli_writes_are_refused_as_inputs_by_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    choices = ReportChoices(outputs=(Output("json", "out.json"), Output("sarif", "short.txt"), Output("text")))
    assert choices.files == ("out.json", "short.txt")
    with pytest.raises(RunError, match="short.txt: it is an input of this run"):
        _run(tmp_path, monkeypatch, written=choices.files)
