"""A data folder that cannot be reached (a home folder the user may not read, as in a CI container run as another
user) is as if it held nothing: no default pool or regulation, never an internal error."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.fixture
def locked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``$XDG_DATA_HOME`` in a folder whose listing is refused (as for a user who may not read it: root may)."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    real = Path.is_dir

    def refused(self: Path) -> bool:
        if str(self).startswith(str(home)):
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "is_dir", refused)
    return home


@pytest.mark.parametrize(
    "args",
    [
        ["check", str(EXAMPLES / "yugioh" / "dark-magician.ydk")],
        ["check", "--no-regulation", str(EXAMPLES / "buddyfight" / "dragon-world.yaml")],
        ["pool", "info"],
    ],
)
def test_an_unreadable_data_folder_holds_no_default(locked: Path, args: list[str]) -> None:
    done = CliRunner().invoke(main, args)
    assert done.exit_code == 0, done.output
    assert "internal error" not in done.output


def test_a_pool_or_regulation_folder_that_cannot_be_listed_is_a_one_line_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for folder in ("pool", "regs"):
        (tmp_path / folder).mkdir()
    real = Path.iterdir

    def refused(self: Path):  # type: ignore[no-untyped-def]
        if self.name in ("pool", "regs"):
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "iterdir", refused)
    deck = str(EXAMPLES / "yugioh" / "dark-magician.ydk")
    for args, said in (
        (["check", "--pool", str(tmp_path / "pool"), deck], "cannot load the card pool: "),
        (["check", "--regulation", str(tmp_path / "regs"), deck], "regulation: "),
    ):
        done = CliRunner().invoke(main, args)
        assert done.exit_code == 2 and f"deckcheck: error: {said}" in done.output, done.output
        assert "cannot read it: Permission denied" in done.output


def test_a_config_naming_a_loop_of_links_is_a_one_line_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "d.ydk").write_text("#main\n46986414\n", encoding="utf-8")
    (tmp_path / "loop").symlink_to("loop")
    (tmp_path / "loop.toml").symlink_to("loop.toml")
    monkeypatch.chdir(tmp_path)
    for config in ('pool = "loop"\n', 'extend = "loop.toml"\n'):
        (tmp_path / "deckcheck.toml").write_text(config, encoding="utf-8")
        done = CliRunner().invoke(main, ["check", "d.ydk"])
        assert done.exit_code == 2 and done.output.startswith("deckcheck: error: "), done.output
    done = CliRunner().invoke(main, ["check", "--isolated", "--pool", "loop", "d.ydk"])
    assert done.exit_code == 2 and "a symbolic link that leads nowhere" in done.output


@pytest.mark.parametrize("target", ["deckcheck.toml", "sub/missing.toml"], ids=["loop", "missing"])
def test_a_config_file_that_is_a_link_leading_nowhere_is_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, target: str
) -> None:
    """Skipped, its pool and regulation were dropped without a word (a submodule not checked out): exit 0."""
    (tmp_path / "d.ydk").write_text("#main\n46986414\n", encoding="utf-8")
    (tmp_path / "deckcheck.toml").symlink_to(target)
    monkeypatch.chdir(tmp_path)
    done = CliRunner().invoke(main, ["check", "d.ydk"])
    assert done.exit_code == 2 and "deckcheck.toml: a symbolic link that leads nowhere" in done.output


@pytest.mark.parametrize("kind", ["directory", "fifo", "device"])
def test_a_config_file_that_is_no_file_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    """A ``deckcheck.toml`` that is a directory, a pipe or a link to a device was passed over without a word (the
    settings of a config further up, or none, applied instead)."""
    import os

    (tmp_path / "d.ydk").write_text("#main\n46986414\n", encoding="utf-8")
    config = tmp_path / "deckcheck.toml"
    if kind == "directory":
        config.mkdir()
    elif kind == "fifo":
        os.mkfifo(config)
    else:
        config.symlink_to("/dev/zero")
    monkeypatch.chdir(tmp_path)
    done = CliRunner().invoke(main, ["check", "d.ydk"])
    assert done.exit_code == 2 and "deckcheck.toml: not a file" in done.output
