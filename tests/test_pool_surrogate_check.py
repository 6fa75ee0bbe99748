"""Issue 18: a JSON pool is re-encoded to look for lone surrogates only when it holds an escape that could be
one; every lone surrogate is still refused, and every other pool loads as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardpool import PoolError
from cardpool.pool import _may_hold_surrogates

from helpers import load_pool

CARD = '{"cards": [{"name": "%s", "type": "spell"}]}'


@pytest.mark.parametrize("escape", ["\\udc00", "\\ud800", "\\uDBFF", "\\uDfFf", "\\ud83d"])
def test_a_lone_surrogate_escape_is_refused_in_any_case(tmp_path: Path, escape: str) -> None:
    path = tmp_path / "pool.json"
    path.write_text(CARD % f"Card {escape}x", encoding="utf-8")
    with pytest.raises(PoolError, match="lone surrogate"):
        load_pool(path)


@pytest.mark.parametrize(
    ("written", "name"),
    [("Star \\u2606 Dragon", "Star ☆ Dragon"), ("Face \\ud83d\\ude00", "Face 😀"), ("Plain ☆", "Plain ☆")],
)
def test_other_escapes_and_characters_load(tmp_path: Path, written: str, name: str) -> None:
    path = tmp_path / "pool.json"
    path.write_text(CARD % written, encoding="utf-8")
    assert load_pool(path).printings(name)


def test_only_a_surrogate_like_escape_asks_for_the_check() -> None:
    assert _may_hold_surrogates('"\\ud800"') and _may_hold_surrogates('"\\uDC00"')
    assert not _may_hold_surrogates('"\\u2606 ☆ \\\\"')
