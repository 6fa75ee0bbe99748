"""A deck file is decoded once: the reader, the suppression scan and ``--fix`` share the one decoded text, which
keeps what a fix writes back (the line breaks as written, the codec, the BOM)."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.readers.source import decode
from deckcheck.run import fixer

from helpers import BASE_DECK, changed, deck_text

SAMPLES = [
    b"4 Dragon Breath\n",
    b"4 Dragon Breath\r\nFlag: Dragon World\r\n",
    b"4 Dragon Breath\rlast",
    codecs.BOM_UTF8 + b"4 Dragon Breath\r\n",
    codecs.BOM_UTF8 + codecs.BOM_UTF8 + b"x\n",
    b"4 Dragon Breath\n" + codecs.BOM_UTF8 + b"4 Dragoenergy\r\n",  # two files joined: the second one's BOM
    codecs.BOM_UTF16_LE + "4 Dragon Breath\r\n".encode("utf-16-le"),
    codecs.BOM_UTF16_BE + "4 Dragon Breath\n".encode("utf-16-be"),
    "4 Drag\u00f6n Breath\r\n".encode("cp1252"),
]


@pytest.mark.parametrize("data", SAMPLES)
def test_the_decoded_text_writes_the_file_back_byte_for_byte(data: bytes) -> None:
    decoded = decode(data)
    text, codec, bom = decoded.for_fix()
    assert (text, codec, bom) == fixer.decode_for_fix(data)
    assert bom + text.encode(codec) == data


def test_a_fix_does_not_decode_the_file_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def again(data: bytes) -> tuple[str, str, bytes]:
        raise AssertionError("decoded a second time")

    monkeypatch.setattr(fixer, "decode_for_fix", again)
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "dragon   BREATH": 4})
    path = tmp_path / "d.txt"
    unused = "4 Dragon Breath  # deckcheck: ignore[unknown-card]\n"  # a suppression no finding uses
    path.write_bytes((deck_text(cards) + unused).replace("\n", "\r\n").encode())
    result = CliRunner().invoke(main, ["check", "--fix", str(path)])
    assert result.exit_code == 1 and "fixed 2 problems" in result.output, result.output  # 8 copies: illegal
    fixed = path.read_bytes()
    assert b"4 Dragon Breath\r\n" in fixed and b"dragon   BREATH" not in fixed
    assert b"\n" not in fixed.replace(b"\r\n", b"")  # every line break as written
    assert b"ignore[" not in fixed  # the unused suppression went, from the same decoded text
