"""A run that no JSON report reads keeps no card lines on its reports (``CheckOptions.keep_cards``): the same
verdicts, findings and notes, less held per deck until the end of the run, and less sent back by ``--jobs``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.config import Overrides, Resolver
from deckcheck.run.execute import Outcome, check_all
from deckcheck.run.options import CheckOptions

from helpers import deck_text


def _run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, count: int = 3, **options: object) -> Outcome:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "decks").mkdir(exist_ok=True)
    for i in range(count):
        cards = {"Dragon Breath": 4, "Mystery Card Nobody Printed": 1} if i % 2 else None
        (tmp_path / "decks" / f"d{i:03}.txt").write_text(deck_text(cards), encoding="utf-8")
    chosen = CheckOptions(paths=("decks",), isolated=True, **options)  # type: ignore[arg-type]
    return check_all(chosen, Resolver(Overrides(), isolated=True))


def test_without_cards_the_reports_are_the_same_but_for_their_card_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    full = _run(tmp_path, monkeypatch)
    lean = _run(tmp_path, monkeypatch, keep_cards=False)
    assert all(r.cards for r in full.reports) and not any(r.cards for r in lean.reports)
    assert [r.replace(cards=()) for r in full.reports] == lean.reports
    assert full.pool_notes == lean.pool_notes and full.notes == lean.notes
    assert "1 name is not in the bundled" in lean.pool_notes[0]  # the unknown name, though its card line went


def test_a_jobs_run_sends_back_no_card_lines_either(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    full = _run(tmp_path, monkeypatch, count=240)
    lean = _run(tmp_path, monkeypatch, count=240, keep_cards=False, jobs=2)
    assert not any(r.cards for r in lean.reports)
    assert [r.replace(cards=()) for r in full.reports] == lean.reports
    assert full.pool_notes == lean.pool_notes


def test_the_cli_keeps_the_card_lines_for_json_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []
    real = check_all

    def spy(options: CheckOptions, resolver: Resolver) -> Outcome:
        seen.append(options.keep_cards)
        return real(options, resolver)

    monkeypatch.setattr("deckcheck.cli.execute.check_all", spy)
    monkeypatch.setattr("deckcheck.run.execute.check_all", spy)
    _run(tmp_path, monkeypatch, count=1)
    runner = CliRunner()
    text = runner.invoke(main, ["check", "--isolated", "decks"])
    both = runner.invoke(main, ["check", "--isolated", "-f", "json", "-o", "out.json", "-f", "text", "decks"])
    report = runner.invoke(main, ["report", "--isolated", "--format", "md", "decks"])
    assert (text.exit_code, both.exit_code, report.exit_code) == (0, 0, 0), (text.output, both.output)
    assert seen == [False, True, False]
    cards = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))["decks"][0]["cards"]
    assert cards and cards[0]["name"] == "Dragon World"
