"""What a run leaves out: ``.gitignore`` and the default excludes in a walk, ``extend-exclude``, ``--show-files``,
files plainly no decks by name, and a named file that holds no deck when a tool named it."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

REPO = Path(__file__).resolve().parents[1]
DECK = (REPO / "examples" / "buddyfight" / "dragon-world.txt").read_bytes()
REGULATION = (REPO / "examples" / "regulations" / "buddyfight-store.yaml").read_bytes()


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Path]:
    """A deck repository: decks, notes, a regulation folder, ignored and tool folders, a PNG, requirements."""
    files = {
        "decks/dragon-world.txt": DECK,
        "decks/sub/second.txt": DECK,
        "decks/notes.md": b"# Notes\n\n4 Dragon Breath is too many?\n",
        "decks/cover.png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
        "notes/todo.txt": b"buy sleeves\ncall Bob about the store event\n",
        "regulations/store.yaml": REGULATION,
        "requirements.txt": b"pyyaml>=6\nrequests==2.31\n",
        "requirements-dev.txt": b"pytest\n",
        "out/generated.txt": DECK,
        "decks/scratch.bak.txt": DECK,
        "decks/keep.bak.txt": DECK,
        "build/copy.txt": DECK,
        "node_modules/pkg/list.txt": DECK,
        "venv/lib/list.txt": DECK,
    }
    for name, data in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    (tmp_path / ".git").mkdir()
    (tmp_path / ".gitignore").write_text("out/\n*.bak.txt\n", encoding="utf-8")
    (tmp_path / "decks" / ".gitignore").write_text("!keep.bak.txt\n", encoding="utf-8")
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        yield tmp_path
    finally:
        os.chdir(cwd)


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def shown(*args: str) -> list[str]:
    code, out, err = run("check", "--show-files", *args)
    assert code == 0, err
    return out.splitlines()


def test_a_walk_respects_gitignore_and_the_default_excludes(repo: Path) -> None:
    assert shown("--isolated", "--respect-gitignore", ".") == [
        "decks/dragon-world.txt",
        "decks/keep.bak.txt",  # taken back by decks/.gitignore
        "decks/sub/second.txt",
        "notes/todo.txt",
        "regulations/store.yaml",
    ]


def test_respect_gitignore_false_and_extend_exclude(repo: Path) -> None:
    (repo / "deckcheck.toml").write_text(
        'respect-gitignore = false\nextend-exclude = ["notes", "regulations"]\n', encoding="utf-8"
    )
    files = shown(".")
    assert "out/generated.txt" in files and "decks/scratch.bak.txt" in files
    assert not [f for f in files if f.startswith(("notes/", "regulations/", "build/", "node_modules/", "venv/"))]
    _, out, _ = run("config", ".")
    assert "respect-gitignore  false" in out and "build" in out and "notes, regulations" in out


def test_no_respect_gitignore_on_the_command_line_overrides_the_config(repo: Path) -> None:
    (repo / "deckcheck.toml").write_text("respect-gitignore = true\n", encoding="utf-8")
    assert "out/generated.txt" in shown("--no-respect-gitignore", ".")
    assert "out/generated.txt" not in shown(".")
    (repo / "deckcheck.toml").write_text("respect-gitignore = false\n", encoding="utf-8")
    assert "out/generated.txt" not in shown("--respect-gitignore", ".")
    _, out, _ = run("config", "--no-respect-gitignore", ".")
    assert "respect-gitignore  false  [--no-respect-gitignore]" in out


def test_a_gitignore_outside_a_git_repository_hides_nothing(tmp_path: Path) -> None:
    """An event folder of submitted lists, no repository: a player's ``.gitignore`` naming a deck hides none (it
    hid the illegal deck, even with ``--isolated``); inside a repository, git's own rules apply."""
    event = tmp_path / "event"
    event.mkdir()
    (event / "alice.txt").write_bytes(DECK)
    (event / "bob.txt").write_bytes(DECK)
    (event / ".gitignore").write_text("bob.txt\n", encoding="utf-8")
    assert shown(str(event)) == [str(event / "alice.txt"), str(event / "bob.txt")]
    (tmp_path / ".git").mkdir()
    assert shown(str(event)) == [str(event / "alice.txt")]
    both = [str(event / "alice.txt"), str(event / "bob.txt")]  # --isolated: submitted files' .gitignore hides none
    assert shown("--isolated", str(event)) == both and shown("--no-respect-gitignore", str(event)) == both
    (event / ".git").write_text("", encoding="utf-8")  # a submitted .git makes no repository of it either
    assert shown("--isolated", str(event)) == both


def test_a_config_exclude_replaces_the_default_excludes(repo: Path) -> None:
    (repo / "deckcheck.toml").write_text('exclude = ["notes"]\n', encoding="utf-8")
    files = shown(".")
    assert "build/copy.txt" in files and "node_modules/pkg/list.txt" in files and "notes/todo.txt" not in files


def test_show_files_lists_named_files_as_checked_and_says_what_is_missing(repo: Path) -> None:
    assert shown("--isolated", "decks/notes.md") == ["decks/notes.md"]  # named alone: checked
    code, out, err = run("check", "--show-files", "--isolated", "decks/dragon-world.txt", "nosuch.txt")
    assert code == 2 and out == "decks/dragon-world.txt\n" and "nosuch.txt: no such file" in err


def test_a_walk_checks_only_the_decks(repo: Path) -> None:
    code, out, err = run("check", "--isolated", "--respect-gitignore", "-f", "json", ".")
    paths = [d["path"] for d in json.loads(out)["decks"]]
    assert paths == ["decks/dragon-world.txt", "decks/keep.bak.txt", "decks/sub/second.txt"]
    assert "notes/todo.txt: not checked: not a deck file (no card line" in err
    assert "regulations/store.yaml: not checked: not a deck file (a regulation file" in err
    assert code == 0


def test_files_a_tool_names_that_are_no_decks_are_skipped_with_a_note(repo: Path) -> None:
    names = ["decks/dragon-world.txt", "notes/todo.txt", "regulations/store.yaml", "requirements.txt"]
    code, out, err = run("check", "--isolated", "-f", "json", *names)
    assert [d["path"] for d in json.loads(out)["decks"]] == ["decks/dragon-world.txt"]
    assert code == 0
    for name in names[1:]:
        assert f"{name}: not checked: not a deck file" in err


def test_a_file_asked_for_alone_is_checked_and_fails(repo: Path) -> None:
    """With one error, ``not a deck file``, as the README's table says (a text file gave every rule's findings:
    no flag, no buddy, too few cards, each line an unknown card)."""
    for name in ("notes/todo.txt", "regulations/store.yaml", "requirements.txt"):
        code, out, _ = run("check", "--isolated", "-f", "json", name)
        [deck] = json.loads(out)["decks"]
        [finding] = deck["findings"]
        assert code == 1 and finding["message"].startswith("not a deck file: "), name


def test_a_text_of_bad_card_lines_asked_for_alone_is_a_deck(repo: Path) -> None:
    (repo / "bad.txt").write_text("0 Dragon Breath\nsome note\n", encoding="utf-8")
    code, out, _ = run("check", "--isolated", "-f", "json", "bad.txt")
    [deck] = json.loads(out)["decks"]
    assert code == 1 and deck["readable"] and "deck-size" in {f["rule"] for f in deck["findings"]}


def test_force_exclude_applies_include_to_named_files(repo: Path) -> None:
    code, out, err = run("check", "--isolated", "--force-exclude", "decks/notes.md", "decks/cover.png")
    assert code == 0 and "0 decks checked" in out and "notes.md" not in err  # left out as a walk leaves it
    code, _, err = run("check", "--isolated", "--force-exclude", "build/copy.txt")
    assert code == 0 and "build" not in err  # the default excludes apply as any exclude


def test_the_configs_regulation_and_pool_are_never_decks(repo: Path) -> None:
    (repo / "deckcheck.toml").write_text('regulation = "regulations/store.yaml"\n', encoding="utf-8")
    code, out, err = run("check", "regulations/store.yaml")
    assert code == 0 and "regulations/store.yaml: not checked: a regulation or card pool file" in err
    assert "0 decks checked" in out


def test_a_list_of_names_under_section_headings_asked_for_alone_is_a_deck(tmp_path: Path) -> None:
    """Bare names the small starter pool does not know, under headings without counts: a deck of unknown cards, not
    'not a deck file' (its reason, 'no deck heading', was false)."""
    (tmp_path / "real.txt").write_text(
        "Main Deck:\nSnake-Eye Ash\nFire King Avatar Barong\nExtra Deck:\nS:P Little Knight\n", encoding="utf-8"
    )
    code, out, _ = run("check", "--isolated", "--game", "yugioh", "-f", "json", str(tmp_path / "real.txt"))
    [deck] = json.loads(out)["decks"]
    assert code == 1 and deck["readable"] and "unknown-card" in {f["rule"] for f in deck["findings"]}


def test_a_named_no_deck_against_the_starter_pool_says_it_knows_few_names(repo: Path) -> None:
    code, out, _ = run("check", "--isolated", "-f", "json", "notes/todo.txt")
    [finding] = json.loads(out)["decks"][0]["findings"]
    assert code == 1 and finding["message"].endswith("(and no name the small bundled buddyfight starter pool knows)")


def test_a_walk_takes_a_deck_suffix_in_any_case(tmp_path: Path) -> None:
    """``BOB.YDK``, ``Mia.Txt`` (as Windows names them) are decks of a walk, as when named: they were skipped
    without a word."""
    for name in ("A.TXT", "b.Yaml", "c.txt", "notes.MD"):
        (tmp_path / name).write_bytes(DECK if name != "b.Yaml" else b"flag: Dragon World\n")
    assert shown("--isolated", str(tmp_path)) == [str(tmp_path / n) for n in ("A.TXT", "b.Yaml", "c.txt")]


def test_a_folder_named_on_the_command_line_is_walked_though_gitignore_names_it(repo: Path) -> None:
    """``check out`` where ``.gitignore`` says ``out/``: named, so checked (submissions downloaded into an ignored
    folder; the run failed with 'no deck files'); ``check .`` still leaves it out."""
    assert shown("out") == ["out/generated.txt"]
    assert "out/generated.txt" not in shown(".")
