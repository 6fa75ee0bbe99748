"""The event report's cost grows with its decks, never with their square: the HTML table's lineup heading (which
looks at every row) is worked out once a report, not once a row (5,000 decks took 0.9 s for it alone)."""

from __future__ import annotations

import pytest

from deckcheck.event import render
from deckcheck.event.summary import Event, Row


def rows(count: int) -> tuple[Row, ...]:
    return tuple(
        Row(
            player=f"Player {i}",
            path=f"event/player-{i:04}.txt",
            game="buddyfight",
            lineup=(("Flag", "Dragon World"), ("Buddy", "Drum")),
            deck_size=50,
            legal=True,
            readable=True,
            errors=0,
            warnings=0,
            first_problem="",
            regulation="none",
            findings=(),
            lineup_heading="Flag and buddy",
        )
        for i in range(count)
    )


@pytest.mark.parametrize("fmt", ["html", "md", "csv"])
def test_the_lineup_heading_is_worked_out_once_a_report(fmt: str, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    heading = Event.lineup_heading

    def counted(event: Event) -> str:
        calls.append(1)
        return heading.fget(event)  # type: ignore[attr-defined,no-any-return]

    monkeypatch.setattr(Event, "lineup_heading", property(counted))
    event = Event(title="Store event", as_of="2020-01-01", rows=rows(300), regulations=())
    text = render(event, fmt)
    assert len(calls) <= 1
    assert "Player 299" in text
    if fmt != "csv":
        assert "Flag and buddy" in text


def test_each_game_is_looked_up_once_an_event(monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.engine import DeckReport
    from deckcheck.event import summary

    looked: list[str] = []
    find = summary.find_game

    def counted(name: str) -> object:
        looked.append(name)
        return find(name)

    monkeypatch.setattr(summary, "find_game", counted)
    reports = [DeckReport(path=f"d/{i}.ydk" if i % 2 else f"d/{i}.txt", findings=(), legal=True,
                          game="yugioh" if i % 2 else "buddyfight") for i in range(200)]  # fmt: skip
    event = summary.build_event(reports, title="t", as_of="2020-01-01")
    assert [r.game_title for r in event.rows[:2]] == ["Future Card Buddyfight", "Yu-Gi-Oh!"]
    assert len(looked) <= 4  # each game once for the rows, once for the over-the-limit rules
