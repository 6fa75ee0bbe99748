"""pre-commit itself runs the shipped hooks on a throwaway deck repository: decks, notes, a regulation folder,
an ignored ``build/``, a PNG and a ``requirements.txt`` side by side. The hook passes when the decks are legal
and fails on exactly the broken deck, with or without the user's ``files: ^decks/``.

The hooks are taken from this checkout's ``.pre-commit-hooks.yaml`` as they are (filters, entry, serial), run
as a ``repo: local`` hook with ``language: system`` and this environment's ``deckcheck``: no network, nothing
installed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]
DECKCHECK = Path(sys.executable).with_name("deckcheck")
PRE_COMMIT = Path(sys.executable).with_name("pre-commit")
LEGAL = (REPO / "examples" / "buddyfight" / "dragon-world.txt").read_bytes()
BROKEN = (REPO / "examples" / "buddyfight" / "rules" / "copy-limit.txt").read_bytes()
REGULATION = (REPO / "examples" / "regulations" / "buddyfight-store.yaml").read_bytes()

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not PRE_COMMIT.exists() or shutil.which("git") is None,
        reason="pre-commit (the test extras: pip install -e '.[test]') and git are needed",
    ),
]


def _hooks(files: str | None) -> str:
    """The shipped hooks as a local repository's, each with this environment's deckcheck."""
    hooks = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    local = []
    for hook in hooks:
        if hook["id"] != "deckcheck":
            continue
        hook = dict(hook, language="system", entry=hook["entry"].replace("deckcheck", str(DECKCHECK), 1))
        hook.pop("minimum_pre_commit_version", None)
        if files is not None:
            hook["files"] = files  # as a user's .pre-commit-config.yaml overrides it
        local.append(hook)
    return yaml.safe_dump({"repos": [{"repo": "local", "hooks": local}]}, sort_keys=False)


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


def _repository(tmp_path: Path, files: str | None) -> Path:
    root = tmp_path / "decks-repo"
    tree = {
        "decks/dragon-world.txt": LEGAL,
        "decks/second/dragon-world-2.txt": LEGAL,
        "decks/notes.md": b"# Notes\n\n4 Dragon Breath is too many?\n",
        "decks/todo.txt": b"buy sleeves\ncall Bob about the store event\n",
        "decks/cover.png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01",
        "decks/mkdocs.yml": b"site_name: My decks\nnav:\n  - Home: index.md\n",
        "regulations/store.yaml": REGULATION,
        "notes/todo.txt": b"print the decklists\nbook the table\n",
        "requirements.txt": b"deckcheck\npyyaml>=6\n",
        "build/copy.txt": BROKEN,
        ".gitignore": b"build/\n",
        ".pre-commit-config.yaml": _hooks(files).encode("utf-8"),
    }
    for name, data in tree.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    _git(root, "init", "-q")
    _git(root, "add", "-A")
    return root


def _pre_commit(root: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
        "PRE_COMMIT_COLOR": "never",
        "DECKCHECK_POOL": "",
        "GITHUB_ACTIONS": "",
    }
    env.pop("DECKCHECK_POOL")
    return subprocess.run(
        [str(PRE_COMMIT), "run", "--all-files"], cwd=root, env=env, capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize("files", [None, "^decks/"], ids=["hook-files", "user-files"])
def test_pre_commit_passes_on_legal_decks_among_other_files(tmp_path: Path, files: str | None) -> None:
    root = _repository(tmp_path, files)
    assert "build/" not in subprocess.run(["git", "ls-files"], cwd=root, capture_output=True, text=True).stdout
    result = _pre_commit(root, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "deckcheck" in result.stdout and "Passed" in result.stdout


@pytest.mark.parametrize("files", [None, "^decks/"], ids=["hook-files", "user-files"])
def test_pre_commit_fails_on_exactly_the_broken_deck(tmp_path: Path, files: str | None) -> None:
    root = _repository(tmp_path, files)
    (root / "decks" / "broken.txt").write_bytes(BROKEN)
    _git(root, "add", "decks/broken.txt")
    result = _pre_commit(root, tmp_path)
    out = result.stdout
    assert result.returncode == 1, out + result.stderr
    assert "Failed" in out and "decks/broken.txt:6:3: BF202 [error]" in out
    assert "decks/broken.txt: ILLEGAL" in out and out.count("ILLEGAL") == 1
    assert out.count(" decks checked: ") == 1  # require_serial: one run, one summary
    assert "3 decks checked: 2 legal, 1 illegal" in out
    for never in ("cover.png", "notes.md", "requirements.txt", "build/"):
        assert never not in out


@pytest.mark.parametrize("name", ["broken.deck", "broken.ydk"])
def test_pre_commit_checks_a_utf16_deck_of_a_suffix_pre_commit_does_not_know(tmp_path: Path, name: str) -> None:
    """pre-commit types a ``.deck`` or ``.ydk`` file by its bytes: under ``types: [text]`` a UTF-16 deck was binary
    to it, so the hook skipped it and the illegal deck was committed."""
    root = _repository(tmp_path, "^decks/")
    deck = BROKEN if name.endswith(".deck") else b"#main\n" + b"89631139\n" * 40 + b"#extra\n!side\n"
    (root / "decks" / name).write_bytes(deck.decode("utf-8").encode("utf-16"))  # with its BOM, as Windows saves it
    _git(root, "add", f"decks/{name}")
    result = _pre_commit(root, tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"decks/{name}: ILLEGAL" in result.stdout and "(no files to check)" not in result.stdout
