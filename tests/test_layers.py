"""The design's guards: typed errors across layers instead of message matching, and the import contract."""

from __future__ import annotations

import datetime as dt
import textwrap

import pytest

from deckcheck.regulations.errors import RegulationError, UnknownCards
from deckcheck.regulations.select import Regulations
from deckcheck.regulations.session import Chooser
from deckcheck.run.pools import starter_pool
from deckcheck.run.reading import read_bytes

UNKNOWN = """\
name: Test list
game: buddyfight
effective: 2019-03-01
banned: [No Such Card Anywhere]
"""


def _chooser(tmp_path, text: str) -> Chooser:  # type: ignore[no-untyped-def]
    path = tmp_path / "reg.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return Chooser(Regulations.load([str(path)], read_bytes), dt.date(2020, 1, 1))


def test_unknown_cards_is_a_typed_error_and_the_starter_pool_note_follows_the_type(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(UnknownCards) as raised:
        _chooser(tmp_path, UNKNOWN)("buddyfight", starter_pool("buddyfight"))
    assert isinstance(raised.value, RegulationError)
    assert "No Such Card Anywhere" in raised.value.message
    assert "small bundled buddyfight starter pool" in raised.value.message


def test_other_regulation_errors_get_no_starter_pool_note(tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = UNKNOWN.replace("banned: [No Such Card Anywhere]", "sideboard: {min: 5, max: 1}")
    with pytest.raises(RegulationError) as raised:
        _chooser(tmp_path, text)("buddyfight", starter_pool("buddyfight"))
    assert not isinstance(raised.value, UnknownCards)
    assert "starter pool" not in str(raised.value)
