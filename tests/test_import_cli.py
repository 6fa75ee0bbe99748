"""``deckcheck pool import``: writing, repeatability, atomic replacement, the default pool, the report, errors."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

import cardpool.importer.writer as writer
from deckcheck.cli import main
from deckcheck.run.pools import default_pool_dir, open_pool

from helpers import load_pool

FIXTURES = Path(__file__).resolve().parent / "import_fixtures"
QUIRKS_CSV = FIXTURES / "quirks.csv"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def leftovers(parent: Path) -> list[str]:
    return sorted(p.name for p in parent.iterdir() if p.name.startswith("."))


def test_import_writes_a_loadable_pool_and_prints_the_summary(tmp_path: Path) -> None:
    out = tmp_path / "pool"
    code, stdout, stderr = run("pool", "import", str(QUIRKS_CSV), "--output", str(out))
    assert code == 0, stderr
    assert sorted(p.name for p in out.iterdir()) == ["pool.json"]
    assert "66 read, 63 imported, 3 left out" in stdout
    assert "51 cards under 50 names" in stdout
    assert "QM/019 A Token Card: type: type missing" in stdout
    assert "QM/014 Restoration Ninja, Zenjin: world '忍者'" in stdout
    assert "[Omni Lord]" in stdout and "Dragon Zwei:" in stdout
    pool = load_pool(out)
    assert len(pool) == 51
    code, stdout, _ = run("pool", "info", "--pool", str(out))
    assert code == 0 and "51 (50 names)" in stdout


def test_reimport_is_byte_identical(tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    assert run("pool", "import", str(QUIRKS_CSV), "-o", str(first))[0] == 0
    assert run("pool", "import", str(QUIRKS_CSV), "-o", str(second))[0] == 0
    before = (first / "pool.json").read_bytes()
    assert before == (second / "pool.json").read_bytes()
    assert run("pool", "import", str(QUIRKS_CSV), "-o", str(first))[0] == 0
    assert (first / "pool.json").read_bytes() == before
    assert leftovers(tmp_path) == []


def test_pool_file_is_sorted_json_without_timestamps(tmp_path: Path) -> None:
    run("pool", "import", str(QUIRKS_CSV), "-o", str(tmp_path / "p"))
    text = (tmp_path / "p" / "pool.json").read_text(encoding="utf-8")
    data = json.loads(text)
    lines = text.splitlines()
    assert lines[0] == '{"cards": [' and lines[-1].startswith("], ")  # one card a line, keys sorted
    assert lines[1:-1] == [json.dumps(c, ensure_ascii=False, sort_keys=True) + "," for c in data["cards"][:-1]] + [
        json.dumps(data["cards"][-1], ensure_ascii=False, sort_keys=True)
    ]
    assert lines[-1] == "], " + json.dumps({k: v for k, v in data.items() if k != "cards"}, sort_keys=True)[1:]
    assert set(data) == {"game", "name", "source", "cards"}
    from cardpool.normalize import normalize_name

    keys = [normalize_name(c["name"]) for c in data["cards"]]
    assert keys == sorted(keys)


def test_a_failed_import_leaves_the_previous_pool_intact(tmp_path: Path) -> None:
    out = tmp_path / "pool"
    assert run("pool", "import", str(QUIRKS_CSV), "-o", str(out))[0] == 0
    before = (out / "pool.json").read_bytes()
    bad = tmp_path / "bad.csv"
    bad.write_text("card_no,world\nX/1,Dragon World\n", encoding="utf-8")
    code, stdout, stderr = run("pool", "import", str(bad), "-o", str(out))
    assert code == 2 and stderr.startswith(f"deckcheck: error: {bad}: no 'name' and no 'type' column")
    assert "Traceback" not in stderr and stdout == ""
    assert (out / "pool.json").read_bytes() == before
    assert leftovers(tmp_path) == []


def test_a_failure_during_the_swap_restores_the_old_pool(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "pool"
    (tmp_path / "tiny.json").write_text(
        '[{"name": "Buddy Charge", "type": "Spell", "world": "Generic"}]', encoding="utf-8"
    )
    assert run("pool", "import", str(tmp_path / "tiny.json"), "-o", str(out))[0] == 0
    before = (out / "pool.json").read_bytes()
    real_replace = os.replace

    def failing_replace(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        if Path(src).parent.name.startswith(".pool.new-"):
            raise OSError(28, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr(writer.os, "replace", failing_replace)
    code, _, stderr = run("pool", "import", str(QUIRKS_CSV), "-o", str(out))
    assert code == 2 and "No space left on device" in stderr and "previous pool is unchanged" in stderr
    assert (out / "pool.json").read_bytes() == before
    assert leftovers(tmp_path) == []


def test_a_pool_that_does_not_load_back_is_not_installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "pool"
    out.mkdir()
    (out / "pool.json").write_text('{"cards": []}\n', encoding="utf-8")
    monkeypatch.setattr(writer, "dump_card", lambda card: {"name": ""})  # a record that is no card
    code, _, stderr = run("pool", "import", str(QUIRKS_CSV), "-o", str(out))
    assert code == 2 and "does not load back" in stderr
    assert (out / "pool.json").read_text(encoding="utf-8") == '{"cards": []}\n'
    assert leftovers(tmp_path) == []


def test_refuses_to_replace_a_directory_with_other_files(tmp_path: Path) -> None:
    (tmp_path / "mine.txt").write_text("keep me", encoding="utf-8")
    code, _, stderr = run("pool", "import", str(QUIRKS_CSV), "-o", str(tmp_path))
    assert code == 2 and "refusing to replace" in stderr
    assert (tmp_path / "mine.txt").read_text(encoding="utf-8") == "keep me"


def test_set_default_installs_the_pool_used_without_pool(tmp_path: Path) -> None:
    assert open_pool(None).info.location.startswith("bundled:")
    code, stdout, stderr = run("pool", "import", str(QUIRKS_CSV), "--set-default")
    assert code == 0, stderr
    assert (default_pool_dir() / "pool.json").is_file()
    assert str(default_pool_dir()) in stdout
    assert len(open_pool(None)) == 51
    code, stdout, _ = run("pool", "info")
    assert code == 0 and str(default_pool_dir()) in stdout


def test_output_and_set_default_together_write_the_same_bytes(tmp_path: Path) -> None:
    out = tmp_path / "pool"
    assert run("pool", "import", str(QUIRKS_CSV), "-o", str(out), "--set-default")[0] == 0
    assert (out / "pool.json").read_bytes() == (default_pool_dir() / "pool.json").read_bytes()


def test_report_file_is_json_with_every_entry(tmp_path: Path) -> None:
    report = tmp_path / "reports" / "import.json"
    code, _, stderr = run("pool", "import", str(QUIRKS_CSV), "-o", str(tmp_path / "pool"), "--report", str(report))
    assert code == 0, stderr
    data = json.loads(report.read_text(encoding="utf-8"))
    assert data["rows"] == {"read": 66, "imported": 63, "skipped": 3}
    assert data["names"] == 50 and data["facts"]["omni_lord"] == {"printings": 6, "names": 5}
    skipped = {e["number"]: e["reason"] for e in data["entries"] if e["kind"] == "skipped"}
    assert set(skipped) == {"QM/018", "QM/019", "QS/011"}
    assert any(e["number"] == "QM/015" and e["value"] == "Star Legend World" for e in data["entries"])
    assert data["written_to"] == [str((tmp_path / "pool" / "pool.json").absolute())]
    assert {f["name"] for f in data["flags"]} >= {"Dragon Ein", "Dragon Zwei", "Divine Guardians"}


def test_report_inside_the_pool_directory_is_refused(tmp_path: Path) -> None:
    code, _, stderr = run(
        "pool", "import", str(QUIRKS_CSV), "-o", str(tmp_path / "p"), "--report", str(tmp_path / "p" / "r.json")
    )
    assert code == 2 and "inside the pool directory" in stderr
    assert not (tmp_path / "p").exists()


def test_dry_run_writes_nothing(tmp_path: Path) -> None:
    code, stdout, _ = run("pool", "import", str(QUIRKS_CSV), "--dry-run", "-o", str(tmp_path / "p"))
    assert code == 0 and "nothing written" in stdout
    assert not (tmp_path / "p").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["pool", "import", str(QUIRKS_CSV)], "--output DIR, --set-default"),
        (["pool", "import", "no-such-file.csv", "-o", "x"], "no such file"),
        (["pool", "import", str(QUIRKS_CSV), "-o", "x", "--map", "name"], "FIELD=COLUMN"),
        (["pool", "import", str(QUIRKS_CSV), "-o", "x", "--map", "world=Nope"], "no column 'Nope'"),
        (["pool", "import", str(QUIRKS_CSV), "-o", "x", "--table", "card"], "only for SQLite"),
    ],
)
def test_user_errors_are_one_line_exit_2(
    args: list[str], message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, stderr = run(*args)
    assert code == 2
    assert message in stderr and stderr.count("\n") == 1 and "Traceback" not in stderr
    assert not (tmp_path / "x").exists()


def test_map_reads_a_renamed_column(tmp_path: Path) -> None:
    code, stdout, stderr = run(
        "pool", "import", str(FIXTURES / "other-columns.json"), "-o", str(tmp_path / "p"), "--map", "name=Printed Name"
    )
    assert code == 0, stderr
    assert "name=Printed Name" in stdout
    assert len(load_pool(tmp_path / "p")) == 4


def test_the_summary_counts_one_printing_in_the_singular(tmp_path: Path) -> None:
    code, stdout, _ = run("pool", "import", str(QUIRKS_CSV), "--output", str(tmp_path / "pool"))
    assert code == 0
    assert "life 10 [1 printing]" in stdout and "life 10 [2 printings]" in stdout
    assert "not interpreted: 1 sentence in 1 printing:" in stdout
    assert "[1 printings]" not in stdout


def test_a_number_given_to_cards_of_two_names_is_said_and_matches_neither(tmp_path: Path) -> None:
    """A real Vanguard table gives ``D-SD02 005`` to two cards: a deck line of that number read as one of them, and
    a legal deck was over a copy limit (a newcomer's try). The import says which numbers, and no card matches one."""
    head = QUIRKS_CSV.read_text(encoding="utf-8").splitlines()[0]
    rows = [
        "1,QT/001,Dragon World,C,Dragon World,-,0,0,0,0,■ You may use ＜Dragon World＞ and ＜Generic＞ cards.,Flag,x",
        "2,QT/002,Red Dragon,C,Dragon World,Red Dragon,1,1000,1,1000,,Monster,x",
        "3,QT/002,Blue Dragon,C,Dragon World,Blue Dragon,1,1000,1,1000,,Monster,x",
        "4,QT/003,Green Dragon,C,Dragon World,Green Dragon,1,1000,1,1000,,Monster,x",
    ]
    table = tmp_path / "cards.csv"
    table.write_text("\n".join([head, *rows]) + "\n", encoding="utf-8")
    code, stdout, stderr = run("pool", "import", str(table), "--output", str(tmp_path / "pool"))
    assert code == 0, stderr
    assert 'note: 1 card number is given to cards of more than one name in this table: QT/002 ("Blue Dragon" and ' in (
        stdout
    )
    index = load_pool(tmp_path / "pool").index
    assert index.lookup("QT/002") is None and index.printing("QT/002") is None
    assert index.lookup("QT/003").name == "Green Dragon"  # type: ignore[union-attr]
    (tmp_path / "d.txt").write_text("Flag: Dragon World\n4 QT/002\n", encoding="utf-8")
    _, out, _ = run("check", "-f", "json", "--pool", str(tmp_path / "pool"), str(tmp_path / "d.txt"))
    [unknown] = [f for f in json.loads(out)["decks"][0]["findings"] if f["rule"] == "unknown-card"]
    assert unknown["message"] == (  # its cards, where the suggestions had been the cards of other numbers
        'unknown card "QT/002" (card number "QT/002" is printed on "Blue Dragon" and "Red Dragon" in the pool: '
        "write the card's name)"
    )
    assert unknown["suggestions"] == ["Blue Dragon", "Red Dragon"] and unknown.get("unsafe_fix") is None
    lines = "4 QT-002\n4 qt 002\n4 QT/002EN\n2 QT/002 Red Dragon\n"  # other spellings; the number beside its card
    (tmp_path / "d.txt").write_text(f"Flag: Dragon World\n{lines}", encoding="utf-8")
    _, out, _ = run("check", "-f", "json", "--pool", str(tmp_path / "pool"), str(tmp_path / "d.txt"))
    findings = json.loads(out)["decks"][0]["findings"]
    said = [f["line"] for f in findings if f["rule"] == "unknown-card" and "is printed on" in f["message"]]
    assert said == [2, 3, 4] and not [f for f in findings if f["rule"] == "reading-note"], findings
