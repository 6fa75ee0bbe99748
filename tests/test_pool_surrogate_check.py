"""Issue 18: a JSON pool is re-encoded to look for lone surrogates only when it holds an escape that could be
one; every lone surrogate is still refused, and every other pool loads as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardpool import PoolError
from cardpool.pool import _parse

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


def test_a_pool_without_a_surrogate_like_escape_is_not_encoded_again(monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    calls: list[object] = []
    real = json.dumps

    def counted(obj: object, **kwargs: object) -> str:
        calls.append(obj)
        return real(obj, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("cardpool.pool.json.dumps", counted)
    _parse(Path("pool.json"), CARD % "Star \\u2606 ☆")
    assert calls == []
    with pytest.raises(PoolError):
        _parse(Path("pool.json"), CARD % "Bad \\udc00")
    assert len(calls) == 1
