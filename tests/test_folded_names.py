"""Names typed without their accents (a list pasted through an ASCII keyboard): ``Cu Chulainn the Awakened`` is the
card printed ``Cú Chulainn the Awakened``, a name-spelling warning whose fix is the printed name, when only one card
has that form (:func:`cardpool.loose.fold`); the real tables' accented names among them."""

from __future__ import annotations

import sqlite3
import unicodedata
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardpool import NameIndex
from cardpool.loose import loose_key
from cardpool.model import BaseCard
from deckcheck.cli import main
from deckcheck.games.yugioh.cards import YugiohCard

from helpers import REAL_SQLITE, needs_real_data
from yugioh_helpers import YGO_SQLITE, check_text, needs_ygo_data, pool_of

NAMES = (
    "Cú Chulainn the Awakened",
    "Beast Machine King Barbaros Ür",
    'K9-ØØ "Hound"',
    "K9-ØØ Lupis",
    "Æther Lancer",
    "Dragon Breath",
    "Ur Machine",  # these two fold alike: neither is matched by the folded form
    "Ür Machine",
)


def index_of(names: tuple[str, ...] = NAMES) -> NameIndex:
    return NameIndex(BaseCard(name=name, type="spell", numbers=(f"AB01/{at:04}EN",)) for at, name in enumerate(names))


@pytest.mark.parametrize(
    ("written", "printed"),
    [
        ("Cu Chulainn the Awakened", "Cú Chulainn the Awakened"),
        ("CU CHULAINN THE AWAKENED", "Cú Chulainn the Awakened"),
        ("Cu Chulainn, the Awakened!", "Cú Chulainn the Awakened"),
        ("Cù Chulainn the Awakened", "Cú Chulainn the Awakened"),  # another accent
        ("Beast Machine King Barbaros Ur", "Beast Machine King Barbaros Ür"),
        ('K9-OO "Hound"', 'K9-ØØ "Hound"'),
        ('K9-00 "Hound"', 'K9-ØØ "Hound"'),  # its Ø is a slashed zero
        ("K9-00 Lupis", "K9-ØØ Lupis"),
        ("Aether Lancer", "Æther Lancer"),
        ("Dragon Bréath", "Dragon Breath"),  # an accent the printed name lacks
        ("Cu Chulainn the Awakened (AB01/0000EN)", "Cú Chulainn the Awakened"),  # with its card number
    ],
)
def test_a_name_typed_without_its_accents_is_its_card_loosely(written: str, printed: str) -> None:
    match = index_of().lookup(written)
    assert match is not None and (match.name, match.via) == (printed, "loose")


def test_two_names_that_fold_alike_are_matched_by_neither_folded_form() -> None:
    index = index_of()
    assert index.lookup("UR MACHINE!") is None and index.lookup("Ür Machine!") is None
    assert index.lookup("ur machine").name == "Ur Machine"  # type: ignore[union-attr]  # normalised, as printed
    assert index.lookup("ür machine").name == "Ür Machine"  # type: ignore[union-attr]


def test_a_mark_that_is_no_letters_accent_still_cuts_a_name_apart() -> None:
    """NFKC makes ``é`` of ``e`` and one acute; a second acute (or one after ``D``, which has none) is a stray mark,
    kept by the fold, and punctuation to the loose key: the hostile corpus's stacked marks stay an unknown card."""
    from cardpool.loose import fold

    assert fold("bre\u0301ath") == "bre\u0301ath" and fold("bréath") == "breath"
    assert loose_key("Dragon Bre\u0301\u0301ath") == "dragon bre ath"
    assert index_of().lookup("Dragon Bre\u0301\u0301ath") is None
    assert index_of().lookup("D\u0301ragon Breath") is None


def test_a_deck_line_without_accents_is_a_name_spelling_warning_with_the_printed_name_as_fix() -> None:
    names = ("Cú Chulainn the Awakened", "Beast Machine King Barbaros Ür")
    pool = pool_of(YugiohCard(name=n, type="monster", numbers=(str(at + 1),)) for at, n in enumerate(names))
    text = "Game: yugioh\nMain Deck:\n3 Cu Chulainn the Awakened\n1 Beast Machine King Barbaros Ur\n"
    report = check_text(text, pool)
    assert "unknown-card" not in {f.rule for f in report.findings}
    spelt = [(f.code, f.message, f.fix) for f in report.findings if f.rule == "name-spelling"]
    assert spelt == [
        ("DC003", '"Cu Chulainn the Awakened" is printed "Cú Chulainn the Awakened"', "Cú Chulainn the Awakened"),
        (
            "DC003",
            '"Beast Machine King Barbaros Ur" is printed "Beast Machine King Barbaros Ür"',
            "Beast Machine King Barbaros Ür",
        ),
    ]


ACCENTED_POOL = """\
game: buddyfight
cards:
  - {name: Dragon World, type: flag, worlds: [Dragon World], flag: {worlds: [Dragon World]}}
  - {name: Démon Dragon, type: monster, worlds: [Dragon World], size: 1, numbers: [AB01/0001EN]}
  - {name: K9-ØØ Dragon, type: monster, worlds: [Dragon World], size: 1, numbers: [AB01/0002EN]}
"""


@pytest.mark.parametrize(("written", "printed"), [("Demon Dragon", "Démon Dragon"), ("K9-00 Dragon", "K9-ØØ Dragon")])
def test_fix_writes_the_printed_accents(tmp_path: Path, written: str, printed: str) -> None:
    """``K9-00`` for ``K9-ØØ`` too: the fixer took its zeros for a count it would drop, and left the line (a review)."""
    pool = tmp_path / "pool.yaml"
    pool.write_text(ACCENTED_POOL, encoding="utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text(f"Flag: Dragon World\n4 {written}\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--isolated", "--pool", str(pool), "--fix", str(deck)])
    assert "DC002" not in result.stdout, result.stdout
    assert deck.read_text(encoding="utf-8") == f"Flag: Dragon World\n4 {printed}\n", result.stderr


# --- the real tables: every accented name typed without its accents is its card, and no name shares its form -------


def _unaccented(name: str) -> set[str]:
    """How a name with accents is typed on an ASCII keyboard (``Ø``: as a letter and as the zero it stands for)."""
    bare = "".join(ch for ch in unicodedata.normalize("NFD", name) if unicodedata.category(ch) != "Mn")
    return {bare.replace("Ø", "O"), bare.replace("Ø", "0")}


def _names(table: Path) -> list[str]:
    with sqlite3.connect(f"file:{table}?mode=ro", uri=True) as db:
        return [name for (name,) in db.execute("SELECT name FROM card") if name.strip()]


@pytest.mark.parametrize(
    ("table", "accented", "printed"),
    [
        pytest.param(YGO_SQLITE, 8, 14_272, marks=needs_ygo_data, id="yugioh"),
        pytest.param(REAL_SQLITE, 1, 2_308, marks=needs_real_data, id="buddyfight"),
    ],
)
def test_the_real_tables_accented_names_typed_without_accents(table: Path, accented: int, printed: int) -> None:
    names = _names(table)
    index = NameIndex(BaseCard(name=name, type="spell") for name in names)
    assert len(set(names)) == printed
    assert len({loose_key(name) for name in set(names)}) == printed  # no two printed names fold alike
    typed = {name: _unaccented(name) for name in set(names) if _unaccented(name) - {name}}
    assert len(typed) == accented
    for name, spellings in typed.items():
        for written in spellings:
            match = index.lookup(written)
            assert match is not None and (match.name, match.via) == (name, "loose"), written
