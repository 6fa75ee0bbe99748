"""Unsafe fixes (--unsafe-fixes) for unknown names with one clear suggestion, --diff, and --fix - on stdin."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardpool.index import Suggestion
from deckcheck.cli import main
from deckcheck.rules.suggestions import UNSAFE_FIX_MARGIN, UNSAFE_FIX_SCORE, unambiguous

from helpers import BASE_DECK, REAL_SQLITE, changed, deck_text, needs_real_data

MISSPELT = changed(BASE_DECK, {"Dragon Breath": 0, "Dragn Breth": 4})


def run(*args: str, stdin: str | bytes | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["check", "--isolated", *args], input=stdin, env={"GITHUB_ACTIONS": ""})
    return result.exit_code, result.stdout, result.stderr


def test_threshold_and_margin_decide_what_is_unambiguous() -> None:
    assert UNSAFE_FIX_SCORE == 90.0 and UNSAFE_FIX_MARGIN == 5.0  # documented in the README
    assert unambiguous([Suggestion("A", 92.0)]) == "A"
    assert unambiguous([Suggestion("A", 89.9)]) is None, "below the threshold"
    assert unambiguous([Suggestion("A", 96.0), Suggestion("B", 91.0)]) == "A"
    assert unambiguous([Suggestion("A", 96.0), Suggestion("B", 91.1)]) is None, "not clearly ahead"
    assert unambiguous([]) is None


def test_unsafe_fixes_only_with_the_flag(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text(deck_text(MISSPELT), encoding="utf-8")
    before = path.read_bytes()
    code, _, _ = run("--fix", str(path))
    assert code == 1 and path.read_bytes() == before, "an unknown name is never changed by a safe --fix"
    code, out, _ = run("--fix", "--unsafe-fixes", str(path))
    assert code == 0 and "fixed 1 problem" in out
    assert path.read_bytes() == before.replace(b"4 Dragn Breth", b"4 Dragon Breath")


def test_unsafe_fixes_alone_shows_the_fixes_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("Flag: Dragon World\nBuddy: Flarefang Dragon\n4 Dragn Breth\n", encoding="utf-8")
    before = path.read_bytes()
    code, out, _ = run("--unsafe-fixes", str(path))
    assert code == 1 and path.read_bytes() == before
    assert 'unsafe fix: "Dragn Breth" -> "Dragon Breath"' in out


def test_diff_shows_the_change_writes_nothing_and_exits_1(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    data = codecs.BOM_UTF8 + deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "dragon  breath": 4})).replace(
        "\n", "\r\n"
    ).encode("utf-8")
    path.write_bytes(data)
    result = CliRunner().invoke(main, ["check", "--isolated", "--diff", str(path)], env={"GITHUB_ACTIONS": ""})
    code, out, err = result.exit_code, result.stdout_bytes.decode("utf-8"), result.stderr
    assert code == 1 and path.read_bytes() == data
    assert out.startswith(f"--- {path}\n+++ {path}\n@@ ")
    assert "-4 dragon  breath\r\n+4 Dragon Breath\r\n" in out, "the diff keeps the file's line endings"
    assert "deckcheck: 1 file would be changed (1 fix)\n" in err
    code, out, err = run("--fix", str(path))
    assert path.read_bytes() == data.replace(b"dragon  breath", b"Dragon Breath"), "BOM and CRLF kept"
    code, out, err = run("--diff", str(path))
    assert code == 0 and out == "" and "no fixes" in err


def test_diff_with_unsafe_fixes_and_an_ambiguous_name(tmp_path: Path, pool: object) -> None:
    path = tmp_path / "deck.yaml"
    path.write_text("flag: Dragon World\nbuddy: Flarefang Dragn\ndeck:\n  Dragn Breth: 4\n", encoding="utf-8")
    code, out, _ = run("--diff", "--unsafe-fixes", str(path))
    assert code == 1
    assert "-buddy: Flarefang Dragn\n+buddy: Flarefang Dragon\n" in out
    assert "-  Dragn Breth: 4\n+  Dragon Breath: 4\n" in out


def test_fix_dash_writes_the_fixed_deck_to_stdout(tmp_path: Path) -> None:
    text = deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "dragon  breath": 4}), extra="# a comment\n")
    code, out, err = run("--fix", "-", stdin=text)
    assert out == text.replace("dragon  breath", "Dragon Breath")
    assert code == 0 and "<stdin>: LEGAL" in err, "the report goes to standard error"
    code, out, err = run("--fix", "--unsafe-fixes", "--stdin-filename", "x.txt", "-", stdin=deck_text(MISSPELT))
    assert out == deck_text(MISSPELT).replace("Dragn Breth", "Dragon Breath") and "x.txt: LEGAL" in err


def test_fix_twice_changes_nothing_the_second_time(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text(
        deck_text(
            changed(MISSPELT, {"dragoenergy": 4, "Dragoenergy": 0}),
            extra="4 Dragon Breath  # deckcheck: ignore[unusable-card]\n",  # unused before the fix and after
        ),
        encoding="utf-8",
    )
    run("--fix", "--unsafe-fixes", str(path))
    once = path.read_bytes()
    assert b"Dragn" not in once and b"dragoenergy" not in once and b"deckcheck:" not in once
    run("--fix", "--unsafe-fixes", str(path))
    assert path.read_bytes() == once


# Real misspellings, checked against the full card list: each is fixed to the card meant, and the
# ambiguous ones are left alone.
REAL_FIXED = {
    "Dragn Breth": "Dragon Breath",
    "Dragonenergy": "Dragoenergy",
    "Green Dragn Shield": "Green Dragon Shield",
    "Armorknight Cerebus": "Armorknight Cerberus",
    "Dragonic Destory": "Dragonic Destroy",
    "Battle Aura Circel": "Battle Aura Circle",
    "Drum Bunker Dragn": "Drum Bunker Dragon",
}
REAL_AMBIGUOUS = ("Dragon Shield", "Dragon Knight", "Bal Dragn", "Duel Sieger", "Thunder Knights")


@pytest.fixture(scope="module")
def real_pool(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not REAL_SQLITE.exists():
        pytest.skip(f"the real card table is not present at {REAL_SQLITE}")
    from helpers import import_source, write_pool_dir

    target = tmp_path_factory.mktemp("real") / "pool"
    write_pool_dir(target, import_source(REAL_SQLITE).pool_text)
    return target


@needs_real_data
def test_real_misspellings_are_fixed_and_ambiguous_names_are_not(tmp_path: Path, real_pool: Path) -> None:
    lines = ["Flag: Dragon World", "Buddy: Flarefang Dragon"]
    lines += [f"1 {name}" for name in (*REAL_FIXED, *REAL_AMBIGUOUS)]
    path = tmp_path / "deck.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    run("--pool", str(real_pool), "--fix", "--unsafe-fixes", str(path))
    fixed = path.read_text(encoding="utf-8").splitlines()[2:]
    assert fixed == [f"1 {name}" for name in (*REAL_FIXED.values(), *REAL_AMBIGUOUS)]


def test_unsafe_fixes_never_write_a_name_into_a_ydk_list_of_passwords(tmp_path: Path) -> None:
    path = tmp_path / "deck.ydk"
    path.write_text("#main\n14558127\n99999999\n#extra\n!side\n", encoding="utf-8")
    before = path.read_bytes()
    run("--fix", "--unsafe-fixes", str(path))
    assert path.read_bytes() == before


def test_unsafe_fixes_rewrite_a_simulators_alternate_artwork_password_to_the_cards_own(tmp_path: Path) -> None:
    path = tmp_path / "deck.ydk"
    path.write_text("#main\n14558127\n14558128\n#extra\n!side\n", encoding="utf-8")
    run("--fix", str(path))
    assert path.read_bytes() == b"#main\n14558127\n14558128\n#extra\n!side\n"  # never without --unsafe-fixes
    run("--fix", "--unsafe-fixes", str(path))
    assert path.read_bytes() == b"#main\n14558127\n14558127\n#extra\n!side\n"


COUNT_FORMS = (
    "{name} 4x",
    "{name} [4]",
    "{name}-4",
    "{name}-4x",
    "{name} - 4",
    "{name}: 4",
    "– 4 {name}",
    "— 4 {name}",
    "–\t4 {name}",
    "-> 4 {name}",
    "→ 4 {name}",
    "{name} x4",
    "4x {name}",
    "4 {name}",
    "4 - {name}",
    "{name} (4)",
    "x4 {name}",
)
"""Count forms the reader knows (the last six) and forms it reads as a whole name (one copy)."""


@pytest.mark.parametrize("form", COUNT_FORMS)
@pytest.mark.parametrize("name", ["Dragon Breath", "Dragn Breth", "Dragonic Destroy"])
def test_a_fix_never_changes_a_count(tmp_path: Path, form: str, name: str) -> None:
    """Property: whatever count form a line uses, --fix --unsafe-fixes keeps the copies it says and every byte
    but the name (a line the reader takes whole, count and all, as a name is left alone with a note)."""
    from deckcheck.readers import read_deck

    line = form.format(name=name)
    path = tmp_path / "deck.txt"
    data = f"Flag: Dragon World\n{line}\n".encode()
    path.write_bytes(data)
    before, _ = read_deck(str(path), data)
    code, _, err = run("--fix", "--unsafe-fixes", str(path))
    after_data = path.read_bytes()
    after, _ = read_deck(str(path), after_data)
    assert [e.count for e in after.entries] == [e.count for e in before.entries]
    new_line = after_data.decode().splitlines()[1]
    assert "4" in new_line and new_line.replace("4", "", 1) != new_line
    prefix, _, suffix = form.partition("{name}")
    assert new_line.startswith(prefix) and new_line.endswith(suffix), "only the name changes"
    if before.entries[0].bare:
        assert after_data == data
        assert ("would drop the number" in err) == (name != "Dragn Breth"), "a note where a fix was offered"
    else:
        assert new_line == form.format(name="Dragon Breath" if name == "Dragn Breth" else name)


YAML_HEAD = "game: buddyfight\nflag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n"


@pytest.mark.parametrize(
    ("lines", "written", "left"),
    [
        ("  Dragon Breath: 2\n  dragon breath: 2\n", "  Dragon Breath: 2\n  dragon breath: 2\n", [6]),
        ("  dragon breath: 2\n  Dragn Breth: 2\n", "  Dragon Breath: 2\n  Dragn Breth: 2\n", [6]),
        ('  "dragon breath": 1\n  Dragon Breath: 3\n', '  "dragon breath": 1\n  Dragon Breath: 3\n', [5]),
    ],
)
def test_fix_never_writes_a_yaml_key_twice(tmp_path: Path, lines: str, written: str, left: list[int]) -> None:
    """Two spellings of one card as keys of one mapping: renaming the second would write a key twice, which
    PyYAML reads as its last value only (other tools refuse the file), so that rename is left, with a note."""
    path = tmp_path / "deck.yaml"
    path.write_text(YAML_HEAD + lines, encoding="utf-8")
    code, _, err = run("--fix", "--unsafe-fixes", str(path))
    assert path.read_text(encoding="utf-8") == YAML_HEAD + written
    notes = [note for note in err.splitlines() if "already a key of this mapping" in note]
    assert [int(note.split("deck.yaml:")[1].split(":")[0]) for note in notes] == left
    import yaml

    assert sum(yaml.safe_load(path.read_text(encoding="utf-8"))["deck"].values()) == 4, "no copy lost to PyYAML"


@pytest.mark.parametrize("old", ["3ｘ Dragn Breth", "３ Dragn Breth", "Dragn Breth ｘ3"])
def test_a_full_width_count_is_a_count_a_fix_never_drops(old: str) -> None:
    """A line read whole as a name (an unknown count form) keeps its full-width count: a fix that would drop it is
    not made."""
    from deckcheck.run.fixer import Edit, drops_count

    assert drops_count(Edit(1, 1, old, "Dragon Breath"))


def test_a_card_number_written_with_a_dash_gets_the_printed_number_as_its_unsafe_fix(tmp_path: Path) -> None:
    """``4 CP01-0038EN``: the number of Dragon Breath with a dash for its slash. It stays an unknown card (no list
    prints it so), suggested with its card, and ``--fix --unsafe-fixes`` writes the printed number."""
    path = tmp_path / "deck.txt"
    path.write_text(deck_text(MISSPELT).replace("4 Dragn Breth", "4 CP01-0038EN"), encoding="utf-8")
    code, out, _ = run(str(path))
    assert code == 1 and 'unknown card "CP01-0038EN"' in out
    assert "did you mean: Dragon Breath (CP01/0038EN)" in out
    code, out, _ = run("--fix", "--unsafe-fixes", str(path))
    assert code == 0 and "4 CP01/0038EN\n" in path.read_text(encoding="utf-8")
