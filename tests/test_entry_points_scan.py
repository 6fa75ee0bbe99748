"""The installed games' entry points come from a scan of ``sys.path``, as importlib.metadata would find them.

There is no cache to go stale: each process scans once, so a distribution installed or removed since is seen by
the next run. A path entry the scan cannot read (a zip file) hands over to importlib.metadata.
"""

from __future__ import annotations

import zipfile
from importlib.metadata import entry_points as metadata_entry_points
from pathlib import Path

import pytest

from deckcheck.games.entry_points import entry_points, parse, scanned


def install(site: Path, folder: str, text: str) -> Path:
    info = site / folder
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {folder.partition('-')[0]}\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(text, encoding="utf-8")
    return info


@pytest.mark.parametrize("group", ["deckcheck.games", "console_scripts", "pytest11"])
def test_the_scan_finds_what_importlib_metadata_finds(group: str) -> None:
    expected = sorted((p.name, p.value) for p in metadata_entry_points(group=group))
    assert sorted(entry_points(group)) == expected


def test_a_distribution_installed_or_removed_is_seen_by_the_next_scan(tmp_path: Path) -> None:
    path = [str(tmp_path)]
    assert scanned("deckcheck.games", path) == []
    info = install(tmp_path, "toygame-0.1.dist-info", "[deckcheck.games]\ntoy = toygame:GAME\n")
    assert scanned("deckcheck.games", path) == [("toy", "toygame:GAME")]
    (info / "entry_points.txt").write_text("[deckcheck.games]\ntoy = toygame.v2:GAME\n", encoding="utf-8")
    assert scanned("deckcheck.games", path) == [("toy", "toygame.v2:GAME")]
    (info / "entry_points.txt").unlink()
    assert scanned("deckcheck.games", path) == []


def test_the_first_distribution_of_a_name_on_the_path_wins(tmp_path: Path) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    install(first, "Toy_Game-0.2.dist-info", "[deckcheck.games]\ntoy = new:GAME\n")
    install(second, "toy.game-0.1.egg-info", "[deckcheck.games]\ntoy = old:GAME\nother = other:GAME\n")
    assert scanned("deckcheck.games", [str(first), str(second)]) == [("toy", "new:GAME")]


def test_only_the_groups_lines_are_read_and_comments_are_skipped() -> None:
    text = "# made by hand\n[console_scripts]\ntoy = toy:main\n\n[deckcheck.games]\n; a comment\n toy = toygame:GAME \n"
    assert parse(text, "deckcheck.games") == [("toy", "toygame:GAME")]
    assert parse(text, "pytest11") == []


def test_a_zip_on_the_path_is_left_to_importlib_metadata(tmp_path: Path) -> None:
    archive = tmp_path / "plugins.zip"
    with zipfile.ZipFile(archive, "w") as handle:
        handle.writestr("toy-0.1.dist-info/entry_points.txt", "[deckcheck.games]\ntoy = toygame:GAME\n")
    assert scanned("deckcheck.games", [str(archive)]) is None


def test_an_unreadable_entry_points_file_is_no_entry_point(tmp_path: Path) -> None:
    info = install(tmp_path, "bad-0.1.dist-info", "")
    (info / "entry_points.txt").write_bytes(b"[deckcheck.games]\ntoy = \xff\n")
    assert scanned("deckcheck.games", [str(tmp_path)]) == []
