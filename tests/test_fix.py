"""check --fix: only name tokens change, every other byte stays, and a second run changes nothing."""

from __future__ import annotations

import codecs
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

from helpers import BASE_DECK, changed, deck_text


def fix(path: Path) -> int:
    return CliRunner().invoke(main, ["check", "--fix", str(path)]).exit_code


def test_text_fix_rewrites_only_the_misspelled_names(tmp_path: Path) -> None:
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "dragon   BREATH": 4})
    path = tmp_path / "d.txt"
    original = deck_text(cards, buddy="flarefang dragon") + "# keep this comment\n"
    path.write_text(original, encoding="utf-8")
    assert fix(path) == 0
    fixed = path.read_text(encoding="utf-8")
    assert "4 Dragon Breath\n" in fixed and "Buddy: Flarefang Dragon\n" in fixed
    assert (
        fixed.replace("Dragon Breath", "dragon   BREATH").replace("Flarefang Dragon", "flarefang dragon", 1) == original
    )


def test_fix_is_idempotent(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text(deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "DRAGON BREATH": 4})), encoding="utf-8")
    fix(path)
    once = path.read_bytes()
    fix(path)
    assert path.read_bytes() == once


def test_yaml_fix_keeps_crlf_bom_comments_and_quotes(tmp_path: Path) -> None:
    path = tmp_path / "d.yaml"
    body = 'flag: Dragon World\r\nbuddy: flarefang dragon  # mine\r\ndeck:\r\n  "dragon breath": 4\r\n  fifth omni cavalry dragon, merak “sd”: 4\r\n'  # noqa: E501
    path.write_bytes(b"\xef\xbb\xbf" + body.encode("utf-8"))
    fix(path)
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    text = data[3:].decode("utf-8")
    assert text == (
        'flag: Dragon World\r\nbuddy: Flarefang Dragon  # mine\r\ndeck:\r\n  "Dragon Breath": 4\r\n'
        '  Fifth Omni Cavalry Dragon, Merak "SD": 4\r\n'
    )


JOINED = [  # (the file's own BOM, its codec, its line break)
    (b"", "utf-8", "\n"),
    (codecs.BOM_UTF8, "utf-8", "\r\n"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "\r"),
]


@pytest.mark.parametrize(("bom", "codec", "newline"), JOINED, ids=["utf-8", "utf-8-bom-crlf", "utf-16-cr"])
def test_fix_of_two_joined_files_keeps_the_bom_between_them(
    tmp_path: Path, bom: bytes, codec: str, newline: str
) -> None:
    """``cat a.txt b.txt``: b's BOM starts a line mid-file. The reader drops it as it drops the file's own (the name's
    column counts from after it); ``--fix`` writes the printed name after it, drops an unused suppression there, and
    keeps the BOM and every other byte."""
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "dragon   BREATH": 4})
    text = deck_text(cards).replace("4 dragon   BREATH\n", "\ufeff4 dragon   BREATH  # deckcheck: ignore[BF201]\n")
    text = text.replace("\n4 Dragoenergy", "\n\ufeff\ufeff4 dragoenergy").replace("\n", newline)
    path = tmp_path / "joined.txt"
    path.write_bytes(bom + text.encode(codec))
    assert fix(path) == 0
    want = text.replace("dragon   BREATH  # deckcheck: ignore[BF201]", "Dragon Breath").replace("4 dragoe", "4 Dragoe")
    assert path.read_bytes() == bom + want.encode(codec)


def test_unknown_cards_are_never_rewritten(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text(deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "Dragn Breth": 4})), encoding="utf-8")
    before = path.read_bytes()
    assert fix(path) == 1
    assert path.read_bytes() == before


def test_file_mode_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text(deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "dragon breath": 4})), encoding="utf-8")
    path.chmod(0o640)
    fix(path)
    assert path.stat().st_mode & 0o777 == 0o640
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_yaml_without_a_yaml_suffix_is_fixed_the_yaml_way(tmp_path: Path) -> None:
    path = tmp_path / "mydeck"
    path.write_text("flag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n  Bal Dragon, Bal Grand Strike: 4\n")
    fix(path)
    from deckcheck.readers import read_deck

    deck, problems = read_deck(str(path), path.read_bytes())
    assert problems == [] and deck.syntax == "yaml"
    assert [(e.name, e.count) for e in deck.entries] == [('Bal Dragon, "Bal Grand Strike!"', 4)]


def test_fix_keeps_the_card_number_after_a_name(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text(deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "dragon breath (TD01/0010EN)": 4})))
    fix(path)
    assert "4 Dragon Breath (TD01/0010EN)\n" in path.read_text()


def test_a_fix_that_cannot_be_written_keeps_the_deck_in_the_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    from cardpool.atomic import WriteFailed
    from deckcheck.run import pipeline

    def refuse(path: str, data: bytes, **_: object) -> None:
        raise WriteFailed(f"{path}: cannot write the fixed file, the original is unchanged: No space left on device")

    monkeypatch.setattr(pipeline, "write_file", refuse)
    path = tmp_path / "d.txt"
    path.write_text(deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "dragon breath": 4})))
    result = CliRunner().invoke(main, ["check", "--fix", "-f", "json", str(path)])
    document = json.loads(result.stdout)
    assert result.exit_code == 2
    assert len(document["decks"]) == 1 and document["decks"][0]["findings"][0]["rule"] == "name-spelling"
    assert "No space left" in document["errors"][0]


def test_a_yaml_value_that_starts_with_a_quote_is_quoted(tmp_path: Path) -> None:
    from cardpool.pool import dump_cards
    from deckcheck.games.buddyfight.cards import Card

    from helpers import load_bundled_pool

    pool_dir = tmp_path / "pool"
    pool_dir.mkdir()
    bundled = load_bundled_pool()
    extra = [Card(name='"Awakened" Drum', type="monster", worlds=("Dragon World",))]
    (pool_dir / "p.json").write_text(json.dumps({"cards": dump_cards([*bundled.cards, *extra])}))
    path = tmp_path / "d.yaml"
    path.write_text("flag: Dragon World\nbuddy: awakened drum\ndeck:\n  - 4 Awakened Drum x1\n")
    result = CliRunner().invoke(main, ["check", "--pool", str(pool_dir), "--fix", str(path)])
    assert "Traceback" not in result.output
    text = path.read_text()
    assert 'buddy: "\\"Awakened\\" Drum"\n' in text
    from deckcheck.readers import read_deck

    deck, problems = read_deck(str(path), path.read_bytes())
    assert problems == [] and deck.slot("buddy")[0].name == '"Awakened" Drum'


def test_a_fix_that_would_break_the_yaml_is_left_with_a_note(tmp_path: Path) -> None:
    from cardpool.pool import dump_cards
    from deckcheck.games.buddyfight.cards import Card

    from helpers import load_bundled_pool

    pool_dir = tmp_path / "pool"
    pool_dir.mkdir()
    extra = [Card(name="Armor Talisman: Counter", type="spell", worlds=("Generic",))]
    (pool_dir / "p.json").write_text(json.dumps({"cards": dump_cards([*load_bundled_pool().cards, *extra])}))
    path = tmp_path / "d.yaml"
    path.write_text("flag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n  - 4 armor talisman counter\n")
    before = path.read_bytes()
    result = CliRunner().invoke(main, ["check", "--pool", str(pool_dir), "--fix", str(path)])
    assert path.read_bytes() == before
    assert '--fix left "armor talisman counter" as it is' in result.stderr


def test_a_name_with_a_quote_is_fixed_inside_a_quoted_item_the_yaml_way(tmp_path: Path) -> None:
    """``'Harpie’s Feather Duster x1'`` (a curly apostrophe in a single-quoted item): fixed to ``'Harpie''s ...'``, as
    YAML writes ' there, and ``"maxx “c” x3"`` to ``"Maxx \\"C\\" x3"`` (both were left with 'edit it by hand'); the
    file then reads as the printed names."""
    from deckcheck.readers import read_deck

    path = tmp_path / "d.yaml"
    path.write_text(
        "game: yugioh\nmain:\n  - 'Harpie\u2019s Feather Duster x1'\n  - \"maxx \u201cc\u201d x3\"\n", encoding="utf-8"
    )
    result = CliRunner().invoke(main, ["check", "--isolated", "--fix", str(path)])
    assert "edit it by hand" not in result.stderr
    assert path.read_text(encoding="utf-8") == (
        "game: yugioh\nmain:\n  - 'Harpie''s Feather Duster x1'\n  - \"Maxx \\\"C\\\" x3\"\n"
    )
    deck, problems = read_deck(str(path), path.read_bytes())
    assert problems == [] and [(e.name, e.count) for e in deck.entries] == [
        ("Harpie's Feather Duster", 1),
        ('Maxx "C"', 3),
    ]
