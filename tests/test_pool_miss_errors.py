"""A pool read from its files on a cache miss is validated as strictly as ever: each bad card below gives the
error it gave before the card model's validators were made quicker (issue 18's first run after a pool changes),
in JSON and in YAML, with the pool cache on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardpool import PoolError, load_pool
from cardpool.cache import PoolCache
from cardpool.pool import parse_pool_file
from deckcheck.games import DEFAULT_GAME, card_model, number_shapes

GOOD = {"name": "Dragon Breath", "numbers": ["BT01/0001EN"], "type": "spell", "worlds": ["Dragon World"]}
BLANK = "Value error, must not contain empty strings"
ONE_LINE = "Value error, a card name must be one line of text; this one holds"
DB = '(card "Dragon Breath")'
CASES: dict[str, tuple[dict[str, object], str]] = {
    "a blank number": ({"numbers": ["BT01/0001EN", "  "]}, f"cards.1.numbers {DB}: {BLANK}"),
    "an empty number": ({"numbers": [""]}, f"cards.1.numbers {DB}: {BLANK}"),
    "a number not a string": ({"numbers": [7]}, f"cards.1.numbers.0 {DB}: Input should be a valid string"),
    "numbers not a list": ({"numbers": "BT01/0001EN"}, f"cards.1.numbers {DB}: Input should be a valid tuple"),
    "a line break": ({"name": "A\nB"}, f'cards.1.name (card "A\nB"): {ONE_LINE} a line break (U+000A)'),
    "a bell": ({"name": "A\aB"}, f'cards.1.name (card "A\aB"): {ONE_LINE} a control character (U+0007)'),
    "a name of spaces": ({"name": "   "}, 'cards.1.name (card "   "): String should have at least 1 character'),
    "a blank world": ({"worlds": ["Dragon World", " "]}, f"cards.1.worlds {DB}: {BLANK}"),
}  # fmt: skip


def write(folder: Path, suffix: str, change: dict[str, object]) -> Path:
    cards = [dict(GOOD, name="Other Card", numbers=[" BT01/0002EN "]), dict(GOOD, **change)]
    path = folder / f"pool{suffix}"
    path.write_text(json.dumps({"game": "buddyfight", "cards": cards}, ensure_ascii=False), encoding="utf-8")
    return path  # JSON is YAML too: the same text, read by each parser


def load(path: Path, cache: PoolCache) -> object:
    return load_pool(path, card_model, default_game=DEFAULT_GAME, shapes=number_shapes, cache=cache)


@pytest.mark.parametrize("suffix", [".json", ".yaml"])
@pytest.mark.parametrize("case", list(CASES))
def test_a_bad_card_gives_the_same_error(tmp_path: Path, case: str, suffix: str) -> None:
    change, expected = CASES[case]
    path = write(tmp_path, suffix, change)
    line = ":1" if suffix == ".yaml" else ""
    with pytest.raises(PoolError) as raised:
        load(path, PoolCache(tmp_path / "cache", "test"))
    assert str(raised.value) == f"{path}{line}: {expected}"
    assert not (tmp_path / "cache" / "pools").exists() or not any((tmp_path / "cache" / "pools").iterdir())


@pytest.mark.parametrize("suffix", [".json", ".yaml"])
def test_good_cards_are_stripped_and_kept(tmp_path: Path, suffix: str) -> None:
    path = write(tmp_path, suffix, {"name": "Dragon\u00a0Breath", "numbers": [" BT01/0001EN", "BT01/0003EN "]})
    pool = load(path, PoolCache(tmp_path / "cache", "test"))
    assert [(card.name, card.numbers) for card in pool.cards] == [  # type: ignore[attr-defined]
        ("Other Card", ("BT01/0002EN",)),
        ("Dragon\u00a0Breath", ("BT01/0001EN", "BT01/0003EN")),  # a no-break space is no line break
    ]


def test_a_pool_file_is_a_read_only_record(tmp_path: Path) -> None:
    path = write(tmp_path, ".json", {})
    text = path.read_text(encoding="utf-8")
    parsed = parse_pool_file(path, text, card_model)
    assert (parsed.game, parsed.name, parsed.source, [card.name for card in parsed.cards]) == (
        "buddyfight",
        None,
        None,
        ["Other Card", "Dragon Breath"],
    )
    assert parsed == parse_pool_file(path, text, card_model)
    with pytest.raises(AttributeError):
        parsed.game = "yugioh"
