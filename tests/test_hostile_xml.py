"""Every XML writer writes well-formed XML 1.0 whatever a name holds (issue 19: U+FFFE in a card or file name
made the JUnit report unreadable, so a CI parser dropped every deck's result)."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from click.testing import CliRunner

from cardpool.visible import visible
from deckcheck.cli import main
from deckcheck.reporters.junit_reporter import xml_text

from helpers import deck_text

FORBIDDEN = ["\ufffe", "\uffff", "\U0001fffe", "\U0010ffff", "\ufdd0", "\x01", "\x1b", "\x7f"]


@pytest.mark.parametrize("ch", FORBIDDEN)
def test_a_noncharacter_or_control_is_shown_as_its_code(ch: str) -> None:
    assert visible(f"a{ch}b") == f"a<U+{ord(ch):04X}>b"
    assert xml_text(f"a{ch}b") == f"a<U+{ord(ch):04X}>b"


def test_every_character_xml_forbids_is_escaped_before_it_is_written() -> None:
    every = "".join(chr(c) for c in (*range(0x20), 0xD800, 0xDFFF, 0xFFFE, 0xFFFF, 0x1FFFF))
    ET.fromstring(f"<a b='{xml_text(every).replace('<', '&lt;')}'/>")  # well-formed: would raise otherwise


def test_junit_stays_well_formed_with_noncharacters_in_file_and_card_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    name = "deck\ufffe\uffff.txt"
    (tmp_path / name).write_text(deck_text() + "4 Card\ufffe\uffff Name\n", encoding="utf-8")
    (tmp_path / "plain.txt").write_text(deck_text(), encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--isolated", "-f", "junit", name, "plain.txt"])
    root = ET.fromstring(result.stdout)
    cases = root.findall("./testsuite/testcase")
    assert [c.get("name") for c in cases] == ["deck<U+FFFE><U+FFFF>.txt", "plain.txt"]
    assert "Card<U+FFFE><U+FFFF> Name" in (cases[0].find("failure").text or "")  # type: ignore[union-attr]
