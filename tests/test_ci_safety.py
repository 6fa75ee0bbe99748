"""Issue 7: deckcheck on an untrusted pull request. Nothing it prints may forge CI output or echo secrets.

Each test here failed before its fix. ``workflow_commands.commands`` models what
a GitHub Actions runner reads as a command in a log.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardpool.visible import visible
from deckcheck.cli import main

from helpers import BASE_DECK, changed, deck_text
from workflow_commands import commands

HOSTILE_NAMES = (
    "::stop-commands::abc.txt",
    "::error file=README.md,line=1::x.txt",
    "\u3000::warning::wide-space.txt",
    " ::notice::space.txt",
    "a##[add-mask]b.txt",
    "x\r::error::carriage-return.txt",
    "x\n::error::line-feed.txt",
    "t\x1b]0;TITLE\x07.txt",
)


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def hostile_decks(tmp_path: Path) -> Path:
    """A directory of illegal decks (an unknown card, a misspelling) with file names that are workflow commands."""
    decks = tmp_path / "decks"
    decks.mkdir()
    text = deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "Dragn Breth": 4}), extra="1 ##[add-mask]card\n")
    for name in HOSTILE_NAMES:
        (decks / name).write_text(text, encoding="utf-8")
    return decks


# ---------------------------------------------------------------- item 1: workflow-command injection
def test_github_output_holds_only_the_annotations_deckcheck_meant(hostile_decks: Path) -> None:
    code, out, err = run("check", "-f", "github", str(hostile_decks))
    assert code == 1
    found = commands(out)
    annotations = [line for line in out.splitlines() if line.startswith(("::error ", "::warning ", "::notice "))]
    assert len(found) == len(annotations) > 0, found
    assert {c.name for c in found} <= {"error", "warning", "notice"}
    notices = [c for c in found if c.name == "notice"]  # the starter pool's note, deckcheck's own
    assert [c.properties for c in notices] == [{"title": "deckcheck"}]
    found = [c for c in found if c.name != "notice"]
    files = {c.properties["file"] for c in found if "file" in c.properties}
    # file= is the real path the runner finds the file by (issue 19); only "##[" is broken up, never a command;
    # a path with an escape sequence gets none (the runner would write it raw), and is named in the message
    assert files == {str(hostile_decks / n).replace("##[", "##%5B") for n in HOSTILE_NAMES if "\x1b" not in n}
    assert "\x1b" not in out and "\x07" not in out
    unnamed = [c for c in found if "file" not in c.properties]
    assert unnamed and all(set(c.properties) == {"title"} for c in unnamed)
    assert all(c.data.startswith(visible(str(hostile_decks / "t\x1b]0;TITLE\x07.txt"))) for c in unnamed)
    found = [c for c in found if "file" in c.properties]
    summaries = [line for line in out.splitlines() if not line.startswith(("::error ", "::warning "))]
    assert all(visible(str(hostile_decks / n)) in out for n in HOSTILE_NAMES) and summaries
    allowed = {"file", "line", "endLine", "col", "endColumn", "title"}
    assert all({"file", "line", "col", "title"} <= set(c.properties) <= allowed for c in found)
    assert commands(err) == []


@pytest.mark.parametrize("output_format", ["text", "json"])
def test_text_and_json_output_hold_no_workflow_command(hostile_decks: Path, output_format: str) -> None:
    code, out, err = run("check", "-f", output_format, str(hostile_decks))
    assert code == 1
    assert commands(out) == [] and commands(err) == []
    if output_format == "json":  # the values themselves are exact
        paths = {deck["path"] for deck in json.loads(out)["decks"]}
        assert paths == {str(hostile_decks / n) for n in HOSTILE_NAMES}


def test_a_path_starting_with_two_colons_is_shown_escaped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("::stop-commands::abc.txt").write_text(deck_text(extra="1 Dragn Breth\n"), encoding="utf-8")
    for output_format in ("text", "github"):
        _, out, _ = run("check", "-f", output_format, "::stop-commands::abc.txt")
        assert "<U+003A>:stop-commands::abc.txt: " in out
        assert not any(line.startswith("::stop-commands") for line in out.splitlines())


# ---------------------------------------------------------------- item 5: terminal escapes, bounded errors
ESC = "\x1b"
POOL_YAML = r"""game: buddyfight
name: "\e]0;TITLE\a pool"
source: "\e]8;;https://example.invalid/\e\\a link\e]8;;\e\\"
cards:
  - {name: Dragon World, type: flag, flag: {worlds: [Dragon World]}}
  - {name: "Dragon\u200d Breath", type: spell, worlds: ["Dragon World\u202e", "\e[31mRed World"]}
"""


def _no_escape(text: str) -> None:
    assert ESC not in text and "\x07" not in text and "\u202e" not in text, text


def test_pool_info_and_search_show_escape_sequences_instead_of_sending_them(tmp_path: Path) -> None:
    pool = tmp_path / "pool.yaml"
    pool.write_text(POOL_YAML, encoding="utf-8")
    code, out, err = run("pool", "info", "--pool", str(pool))
    assert code == 0, err
    _no_escape(out + err)
    assert "<U+001B>]0;TITLE<U+0007> pool" in out and "<U+001B>]8;;https://example.invalid/" in out
    code, out, err = run("pool", "search", "--pool", str(pool), "dragon breath")
    assert code == 0, err
    _no_escape(out + err)
    assert "Dragon<U+200D> Breath" in out and "<U+001B>[31mRed World" in out
    code, _, err = run("pool", "search", "--pool", str(pool), "\x1b]0;x\x07 nothing like it")
    assert code == 1
    _no_escape(err)


def test_the_import_report_shows_escape_sequences_from_the_table(tmp_path: Path) -> None:
    table = tmp_path / "cards.csv"
    table.write_text(
        "card_no,name,world,attribute,type\n"
        "E/001,Card\x1b]0;TITLE\x07 One,Dragon World,Dragon,spell\n"
        "E/003,Card Three,\x1b[31mRed World,Dragon\x1b[0m,spell\n"
        "E/002,Card Two,Dragon World,Dragon,\x1b]8;;https://example.invalid/\x1b\\spell\n",
        encoding="utf-8",
    )
    code, out, err = run("pool", "import", str(table), "--dry-run")
    assert code == 0, err
    _no_escape(out + err)
    assert "<U+001B>[31mRed World" in out and "'Card<U+001B>]0;TITLE<U+0007> One'" in out


def test_a_fix_note_shows_a_walked_file_name_escaped(tmp_path: Path) -> None:
    from cardpool.pool import dump_cards
    from deckcheck.games.buddyfight.cards import Card

    from helpers import load_bundled_pool

    pool_dir = tmp_path / "pool"
    pool_dir.mkdir()
    extra = [Card(name="Armor Talisman: Counter", type="spell", worlds=("Generic",))]
    (pool_dir / "p.json").write_text(json.dumps({"cards": dump_cards([*load_bundled_pool().cards, *extra])}))
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "t\x1b]0;TITLE\x07.yaml").write_text(
        "flag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n  - 4 armor talisman counter\n", encoding="utf-8"
    )
    _, _, err = run("check", "--pool", str(pool_dir), "--fix", str(decks))
    assert '--fix left "armor talisman counter" as it is' in err
    _no_escape(err)
    assert "/t<U+001B>]0;TITLE<U+0007>.yaml:4:" in err


def test_a_missing_column_error_is_one_bounded_line(tmp_path: Path) -> None:
    wide = tmp_path / "wide.csv"
    wide.write_text(",".join(f"column{i}" for i in range(50_000)) + "\n" + ",".join("x" * 50_000) + "\n")
    code, out, err = run("pool", "import", str(wide), "--dry-run")
    assert code == 2
    assert len(err) < 1_000 and err.count("\n") == 1, err[:2000]
    assert "column0, column1" in err and "and 49,990 more" in err


def test_a_file_of_secrets_as_an_import_source_is_not_quoted(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text("API_KEY=sk-live-0123456789abcdef\nDB_URL=postgres://user:hunter2@db/app\n")
    code, out, err = run("pool", "import", str(env), "--dry-run")
    assert code == 2
    assert "sk-live" not in out + err and "hunter2" not in out + err
    assert "1 that do not look like column names, not shown" in err


def test_errors_naming_pool_values_are_shown_escaped(tmp_path: Path) -> None:
    pool = tmp_path / "pool.yaml"
    pool.write_text('cards:\n  - {name: "Evil\\e]0;TITLE\\a"}\n', encoding="utf-8")
    code, _, err = run("check", "--pool", str(pool), "-", stdin="Flag: Dragon World\n")
    assert code == 2
    _no_escape(err)
    assert '(card "Evil<U+001B>]0;TITLE<U+0007>")' in err  # as every message shows it, never Python's \\x1b


# ---------------------------------------------------------------- item 2: symlinks out of the tree, secrets
SECRET = "sk-SECRET-0123456789abcdefghijklmnopqrstuvwxyz"
SECRETS_YAML = f"api_key: {SECRET}\ndb_password: hunter2-{SECRET}\n"
NESTED_SECRETS_YAML = f"deck:\n  api_key: {SECRET}\n  token: ghp_{SECRET}\n  db: postgres://user:{SECRET}@db/app\n"


def _tree(tmp_path: Path) -> Path:
    """``decks/`` with a legal deck, a link inside the tree, and links to secrets outside it."""
    secret = tmp_path / "home" / "secret"
    secret.mkdir(parents=True)
    (secret / "app.yml").write_text(SECRETS_YAML, encoding="utf-8")
    (secret / "nested.yml").write_text(NESTED_SECRETS_YAML, encoding="utf-8")
    decks = tmp_path / "decks"
    (decks / "sub").mkdir(parents=True)
    (decks / "legal.txt").write_text(deck_text(), encoding="utf-8")
    (decks / "sub" / "inside.txt").symlink_to("../legal.txt")
    (decks / "app.yaml").symlink_to("../home/secret/app.yml")
    (decks / "sub" / "nested.yaml").symlink_to(secret / "nested.yml")
    (decks / "chain.yaml").symlink_to("sub/nested.yaml")  # a link to a link that leaves the tree
    return decks


@pytest.mark.parametrize("output_format", ["text", "json", "github"])
def test_a_walk_skips_links_out_of_the_tree_with_a_note(tmp_path: Path, output_format: str) -> None:
    decks = _tree(tmp_path)
    code, out, err = run("check", "-f", output_format, str(decks))
    assert code == 0, out + err
    assert SECRET not in out + err and "hunter2" not in out + err
    for name in ("app.yaml", "chain.yaml", "sub/nested.yaml"):
        assert f"{decks / name}: not checked: a symbolic link to a file outside {decks}" in err
    assert "inside.txt" in out and "legal.txt" in out


def test_a_link_named_on_the_command_line_is_checked_but_its_values_are_not_quoted(tmp_path: Path) -> None:
    decks = _tree(tmp_path)
    for output_format in ("text", "json", "github"):
        for name, found in (("app.yaml", "2 of 2"), ("chain.yaml", "3 of 4")):  # each asked for alone: checked
            code, out, err = run("check", "-f", output_format, str(decks / name))
            assert code == 1
            assert SECRET[:20] not in out + err and "hunter2" not in out + err
            assert f"not a deck file: {found} lines unreadable" in out
        code, out, err = run("check", "-f", output_format, str(decks / "app.yaml"), str(decks / "chain.yaml"))
        assert code == 0 and SECRET[:20] not in out + err and "hunter2" not in out + err  # named by a tool: skipped
        assert err.count("not checked: not a deck file (") == 2


def test_a_dotenv_file_is_one_finding(tmp_path: Path) -> None:
    env = tmp_path / "env.txt"
    env.write_text(f"API_KEY={SECRET}\nexport TOKEN=ghp_{SECRET}\nname {SECRET}\n# comment\n\n", encoding="utf-8")
    code, out, err = run("check", str(env))
    assert code == 1 and SECRET[:20] not in out + err
    assert f"{env}: DC001 [error] not a deck file: 3 of 3 lines unreadable" in out


def test_a_deck_with_a_few_bad_values_quotes_a_bounded_prefix_of_each(tmp_path: Path) -> None:
    deck = tmp_path / "deck.yaml"
    cards = "".join(f"  {name}: {count}\n" for name, count in BASE_DECK.items() if "'" not in name and '"' not in name)
    deck.write_text(
        f"flag: Dragon World\nbuddy: Flarefang Dragon\n{SECRET}: 1\ndeck:\n{cards}  Dragon Breath: {SECRET}\n"
        f"  Dragoenergy: !!int {SECRET}\n  Shine-energy: [{SECRET}]\n",
        encoding="utf-8",
    )
    code, out, err = run("check", str(deck))
    assert code == 1
    assert 'a count must be a whole number, not "sk-SECRET-01..."' in out
    assert f"unknown key '{SECRET[:40]}...'" in out
    assert SECRET[:41] not in out + err


# ---------------------------------------------------------------- item 7: names cannot change a deck's structure
EVIL_NAME = "Evil Card\n4 Dragon Breath\nSideboard:"


@pytest.mark.parametrize("name", [EVIL_NAME, "Evil\rCard", "Evil\u2028Card", "Evil\x85Card", "Evil\x1b[2JCard"])
def test_a_pool_card_name_with_a_line_break_or_control_character_is_refused(tmp_path: Path, name: str) -> None:
    pool = tmp_path / "pool.json"
    cards = [{"name": "Dragon World", "type": "flag", "flag": {"worlds": ["Dragon World"]}}]
    pool.write_text(json.dumps({"cards": [*cards, {"name": name, "type": "spell"}]}), encoding="utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text("Flag: Dragon World\n4 evil card\n", encoding="utf-8")
    before = deck.read_bytes()
    code, out, err = run("check", "--fix", "--pool", str(pool), str(deck))
    assert code == 2 and "a card name must be one line of text" in err, err
    assert deck.read_bytes() == before
    _no_escape(out + err)


def test_import_leaves_out_a_row_whose_name_holds_a_control_character(tmp_path: Path) -> None:
    table = tmp_path / "cards.csv"
    table.write_text(
        "card_no,name,world,type\nE/001,Evil\x1b[2JCard,Dragon World,spell\nE/002,Good Card,Dragon World,spell\n",
        encoding="utf-8",
    )
    code, out, err = run("pool", "import", str(table), "--output", str(tmp_path / "pool"))
    assert code == 0, err
    assert "1 cards under 1 names" in out and "a card name must be one line of text" in out
    _no_escape(out)
    pool = json.loads((tmp_path / "pool" / "pool.json").read_text(encoding="utf-8"))
    assert [c["name"] for c in pool["cards"]] == ["Good Card"]


@pytest.mark.parametrize("yaml", [False, True])
@pytest.mark.parametrize("new", [EVIL_NAME, "Evil\u2028Card", "Evil\x85Card", "Evil Card # not a comment"])
def test_fix_refuses_a_replacement_that_changes_the_line_structure(yaml: bool, new: str) -> None:
    from deckcheck.run.fixer import Edit, apply_edits

    data = b"deck:\n  - 4 evil card\n" if yaml else b"Flag: Dragon World\n4 evil card\n"
    column = 5 if yaml else 3
    fixed, made, skipped = apply_edits(data, [Edit(2, column, "evil card", new)], yaml=yaml)
    assert made == 0 and fixed == data and len(skipped) == 1


# ---------------------------------------------------------------- item 18: line numbers as an editor counts them
@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\x85"])
def test_a_unicode_line_separator_does_not_shift_a_yaml_error(tmp_path: Path, separator: str) -> None:
    deck = tmp_path / "deck.yaml"
    deck.write_text(f"flag: Dragon World # x{separator}y\n", encoding="utf-8")
    _, out, _ = run("check", str(deck))
    assert f"{deck}:1:" in out and f"{deck}:2:" not in out, out


def test_pool_errors_count_cr_line_endings_with_a_line_separator_in_the_file(tmp_path: Path) -> None:
    pool = tmp_path / "pool.yaml"
    text = 'source: "a\u2028b"\rcards:\r  - {name: A, type: spell}\r  - {name: B}\r'
    pool.write_bytes(text.encode("utf-8"))
    code, _, err = run("check", "--pool", str(pool), "-", stdin="Flag: A\n")
    assert code == 2 and f"{pool}:4: cards.1.type" in err, err


# ---------------------------------------------------------------- item 21: Ctrl-C at any moment
DELAYS = (0.0, 0.002, 0.005, 0.01, 0.02, 0.04, 0.07, 0.1, 0.15, 0.25)
ENTRY_POINTS = {
    # the console script: its argv[0] ends in "deckcheck"; it imports deckcheck.__main__ and calls run()
    "console-script": ("sys.argv[0] = 'deckcheck'", "from deckcheck.__main__ import run; run()"),
    # python -m deckcheck
    "python -m": (
        "sys.orig_argv[:] = [sys.executable, '-m', 'deckcheck']",
        "import runpy; runpy.run_module('deckcheck', run_name='__main__', alter_sys=True)",
    ),
}


@pytest.fixture(scope="module")
def many_decks(tmp_path_factory: pytest.TempPathFactory) -> Path:
    decks = tmp_path_factory.mktemp("sigint")
    for i in range(12_000):  # every delay below falls mid-run, with --jobs forking on every CPU (a second at least)
        (decks / f"deck{i:05}.txt").write_text(deck_text(extra="1 Dragn Breth\n"), encoding="utf-8")
    return decks


@pytest.mark.parametrize("entry", sorted(ENTRY_POINTS))
def test_ctrl_c_at_any_moment_exits_130_quietly(entry: str, many_decks: Path, tmp_path: Path) -> None:
    """SIGINT from the moment the deckcheck package is imported (before it, the interpreter's own start-up
    answers), through the imports of click and pydantic, to checking decks: exit 130, at most one line (after the
    run's own note on the starter pool, when it got that far), never a traceback."""
    import os
    import signal
    import subprocess
    import sys
    import time

    # The child writes one byte once the deckcheck package (the first of deckcheck's code) is imported;
    # the heavy imports (click, pydantic, rapidfuzz) and the run follow.
    argv, start = ENTRY_POINTS[entry]
    code = f"import os, sys; {argv}; sys.argv[1:] = ['check', {str(many_decks)!r}]; import deckcheck; "
    code += f"os.write(1, b'R'); {start}"
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg"), "PYTHONPATH": str(Path(__file__).parents[1])}
    for delay in DELAYS:
        proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        assert proc.stdout is not None and proc.stdout.read(1) == b"R"
        time.sleep(delay)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
        shown = f"{entry}, SIGINT after {delay * 1000:.0f} ms: exit {proc.returncode}\n{err.decode()[-1500:]}"
        assert proc.returncode == 130, shown
        lines = err.decode().splitlines()
        noted = lines[:1] if lines[:1] and lines[0].startswith("deckcheck: note: 1 name is not in the bundled") else []
        assert b"Traceback" not in err and lines in (noted, [*noted, "deckcheck: interrupted"]), shown  # the run's note


@pytest.mark.parametrize("swallowed", ["wrapped", "swallowed", "swallowed, then exit 1"])
def test_ctrl_c_that_a_library_wraps_or_swallows_still_exits_130(
    swallowed: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """pydantic-core turns a KeyboardInterrupt raised while it builds a schema into a SchemaError (seen in
    CI: exit 3, "internal error"); a library, or Python itself (a weak reference's callback in the import
    system's module locks), may also swallow it, and the command then end with its own exit code (seen: exit
    1). Once Ctrl-C was pressed, each is an interruption: exit 130, one line."""
    import click

    from deckcheck import startup
    from deckcheck.cli.errors import guard

    @click.command()
    @guard
    def command() -> None:
        monkeypatch.setattr(startup, "_interrupted", True)  # what the SIGINT handler records
        if swallowed == "wrapped":
            raise RuntimeError("Error building `model` serializer: KeyboardInterrupt")
        if swallowed == "swallowed, then exit 1":
            click.get_current_context().exit(1)

    result = CliRunner().invoke(command, [])
    assert (result.exit_code, result.stderr) == (130, "deckcheck: interrupted\n")


def test_ctrl_c_that_python_cannot_raise_prints_no_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    """A KeyboardInterrupt in a weak reference's callback is "unraisable": Python would print it with its
    traceback. The command's guard answers it instead; other unraisable errors are still printed."""
    import weakref

    from deckcheck import startup

    class Thing:
        pass

    def callback(_: object) -> None:
        raise KeyboardInterrupt

    def failing(_: object) -> None:
        raise ValueError("a real bug")

    before = sys.unraisablehook
    sys.unraisablehook = startup._unraisable
    try:
        for hook in (callback, failing):
            thing = Thing()
            ref = weakref.ref(thing, hook)
            del thing
            assert ref() is None
    finally:
        sys.unraisablehook = before
    err = capsys.readouterr().err
    assert "KeyboardInterrupt" not in err and "ValueError: a real bug" in err


# ---------------------------------------------------------------- item 15 (part): the output's own problems
def _deckcheck(*args: str, tmp_path: Path, stdout: object = None, **env: str) -> tuple[int, bytes, bytes]:
    import os
    import subprocess
    import sys

    environment = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg"), "PYTHONPATH": str(Path(__file__).parents[1])}
    environment.update(env)
    proc = subprocess.run(
        [sys.executable, "-m", "deckcheck", *args],
        stdout=stdout if stdout is not None else subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=environment,
        timeout=60,
    )
    return proc.returncode, proc.stdout or b"", proc.stderr


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize("args", [("check",), ("check", "-f", "json"), ("pool", "info")])
def test_a_full_disk_on_standard_output_is_a_one_line_error(tmp_path: Path, args: tuple[str, ...]) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(deck_text(), encoding="utf-8")
    paths = (str(deck),) if args[0] == "check" else ()
    with open("/dev/full", "wb") as full:
        code, _, err = _deckcheck(*args, *paths, tmp_path=tmp_path, stdout=full)
    assert code == 2, err
    assert err == b"deckcheck: error: cannot write the output: No space left on device\n", err


@pytest.mark.parametrize("encoding", ["latin-1", "cp1252"])
def test_an_output_encoding_without_the_names_characters_degrades_to_escapes(tmp_path: Path, encoding: str) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Flag: Dragon World\n1 Flarefang \uff24ragon\n1 Wakey\u2606Thump\n", encoding="utf-8")
    code, out, err = _deckcheck("check", str(deck), tmp_path=tmp_path, PYTHONIOENCODING=encoding)
    assert code == 1, err
    assert b"internal error" not in err and b"Traceback" not in err
    assert b"Flarefang \\uff24ragon" in out and b"Wakey\\u2606Thump" in out


def test_a_key_value_line_is_data_but_a_name_with_a_colon_is_a_card() -> None:
    from deckcheck.readers.text_reader import read_text

    deck, problems = read_text("d.txt", "Artificial Talisman: FIND JOKER\nAPI_KEY=abc123\nroot:x:0:0:root\n")
    assert [e.name for e in deck.entries] == ["Artificial Talisman: FIND JOKER"]
    assert [(p.line, "KEY=VALUE" in p.message) for p in problems] == [(2, True), (3, True)]
    assert not any("abc123" in p.message for p in problems)


# ---------------------------------------------------------------- --diff shows deck lines escaped
DIFF_HOSTILE_LINES = (
    "  ::stop-commands::pwned",
    "##[error]forged",
    "::warning::bare",
    "# \u202eevil\u200b comment\u2028x",
)


@pytest.mark.parametrize("output_format", ["github", "text"])
def test_diff_shows_deck_lines_escaped(tmp_path: Path, output_format: str) -> None:
    deck = tmp_path / "deck.txt"
    hostile = "\n".join((*DIFF_HOSTILE_LINES[:2], "4 dragon  breath", *DIFF_HOSTILE_LINES[2:]))
    deck.write_text(deck_text(changed(BASE_DECK, {"Dragon Breath": 0}), extra=hostile + "\n"))
    code, out, err = run("check", "--isolated", "-f", output_format, "--diff", str(deck))
    assert code == 1 and "+4 Dragon Breath\n" in out
    assert commands(out) == [] and commands(err) == []
    assert "\u202e" not in out and "\u200b" not in out and "\u2028" not in out
    assert " <U+0020><U+0020><U+003A>:stop-commands::pwned\n" in out
    assert " ##<U+005B>error]forged\n" in out and " <U+003A>:warning::bare\n" in out
    assert " # <U+202E>evil<U+200B> comment<U+2028>x\n" in out


def test_diff_keeps_tabs_and_a_bom_so_the_patch_applies_but_never_before_a_command(tmp_path: Path) -> None:
    """``4<TAB>dragon breath`` in a UTF-8 file with a BOM (Notepad's): the diff has the tab and the BOM as the file
    does (``git apply`` refused a diff with ``<U+0009>`` and without the BOM); a tab or a BOM before ``::`` is shown,
    as blanks are (a runner trims a line before it reads a command)."""
    deck = tmp_path / "deck.txt"
    deck.write_bytes(b"\xef\xbb\xbfFlag: Dragon World\n4\tdragon breath\n\t::warning::tabbed\n")
    code, out, _ = run("check", "--isolated", "--diff", str(deck))
    assert code == 1 and " \ufeffFlag: Dragon World\n-4\tdragon breath\n+4\tDragon Breath\n" in out
    assert "\t::" not in out and " <U+0009>::warning::tabbed\n" in out and commands(out) == []
    deck.write_bytes(b"Flag: Dragon World\n\xef\xbb\xbf# note\n4 dragon breath\n")  # a zero-width no-break space
    _, out, _ = run("check", "--isolated", "--diff", str(deck))
    assert "\ufeff" not in out and " <U+FEFF># note\n" in out and "+4 Dragon Breath\n" in out


def test_diff_of_a_lone_cr_deck_shows_the_breaks_escaped(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    text = deck_text(changed(BASE_DECK, {"Dragon Breath": 0, "dragon  breath": 4}))
    deck.write_bytes(text.replace("\n", "\r").encode())
    code, out, _ = run("check", "--isolated", "--diff", str(deck))
    assert code == 1 and "\r" not in out and "+4 Dragon Breath<U+000D>\n" in out


# ------------------------------------------------------ pool, config and validation errors quote a bounded prefix
HASH = "$6$rounds=5000$saltsaltsalt$" + "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" * 2


def _bounded(err: str) -> None:
    assert HASH[:40] not in err, err  # the value is quoted from its start, so never this much of the hash
    assert len(err) < 1_000


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("shadow", f"root:{HASH}:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n"),
        ("p.yaml", f"game: yugioh\ncards:\n- name: X\n  type: spell\n  numbers: ['0{'1' * 80}']\n"),
        ("p2.yaml", f"cards:\n- name: X\n  type: spell\n  texts: {{'k{HASH}': x}}\n"),
        ("p3.json", '{"cards": [{"name": "X", "type": "spell", "k' + HASH + '": 1}]}'),
    ],
)
def test_a_pool_error_quotes_at_most_a_bounded_prefix_of_a_value(tmp_path: Path, name: str, text: str) -> None:
    pool = tmp_path / name
    pool.write_text(text, encoding="utf-8")
    code, _, err = run("check", "--isolated", "--pool", str(pool), "-", stdin=deck_text())
    assert code == 2 and "cannot load the card pool" in err
    _bounded(err.replace(str(tmp_path), ""))
    if name == "p.yaml":
        assert "'0" + "1" * 39 + "...' is not a password" in err


@pytest.mark.parametrize(
    "toml", [f'"secret_{HASH}" = 1\n', f'[per-file-ignores]\n"x_{HASH}" = 3\n', f'[severity]\n"r{HASH}" = "error"\n']
)
def test_a_config_error_quotes_at_most_a_bounded_prefix_of_a_key(tmp_path: Path, toml: str) -> None:
    (tmp_path / "deckcheck.toml").write_text(toml, encoding="utf-8")
    (tmp_path / "d.txt").write_text(deck_text(), encoding="utf-8")
    code, _, err = run("check", str(tmp_path / "d.txt"))
    assert code == 2 and "deckcheck.toml" in err
    _bounded(err.replace(str(tmp_path), ""))


# ---------------------------------------------------------------- credential files are one finding
AWS_CREDENTIALS = (
    "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\n"
    "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n"
    "region = eu-west-1\n\n[profile dev]\noutput: json\n"
)
OPENSSH_KEY = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    "QyNTUxOQAAACAqMH1hq0hRLc+xsAusyggwBmDoS3w2YQSN5LABaGQ0bAAAAJB0zZ3EdM2d\n"
    "1AAAAAtzc2gtZWQyNTUxOQAAACAqMH1hq0hRLc+xsAusyggwBmDoS3w2YQSN5LABaGQ0bA\n"
    "YOhLfDZhBI3k=\n"
    "-----END OPENSSH PRIVATE KEY-----\n"
)
HEX_SECRETS = "4f3c2a1b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e\n0123456789abcdef0123456789abcdef\n"


@pytest.mark.parametrize(
    ("text", "count"), [(AWS_CREDENTIALS, "6 of 6"), (OPENSSH_KEY, "6 of 6"), (HEX_SECRETS, "2 of 2")]
)
@pytest.mark.parametrize("output_format", ["text", "github"])
def test_a_credentials_file_is_one_finding_quoting_nothing(
    tmp_path: Path, text: str, count: str, output_format: str
) -> None:
    creds = tmp_path / "creds.txt"
    creds.write_text(text, encoding="utf-8")
    code, out, err = run("check", "--isolated", "-f", output_format, str(creds))
    assert code == 1
    assert f"not a deck file: {count} lines unreadable" in out
    for secret in ("AKIAIOSFODNN7", "wJalrXUtnFEMI", "eu-west-1", "b3BlbnNz", "YOhLfDZh", "4f3c2a1b", "default"):
        assert secret not in out + err
    assert len(out.splitlines()) <= 3, out


def test_data_lines_in_a_deck_are_not_quoted_but_real_names_read() -> None:
    from deckcheck.readers.text_reader import read_text

    names = [
        "Armorknight Cerberus",
        'Evil Deity of Cataclysm, Hyakugan Yamigedo "Sky Half"',
        "Stronger Teagle:01",
        "Artificial Talisman: FIND JOKER: 3",
        "Ukanomitsune-no-Tamayura",
        "Yummyusment\u2605Acroquey",
    ]
    text = (
        "Flag: Dragon World\nBuddy: Jackknife\n"
        + "".join(f"1 {n}\n" for n in names)
        + (
            "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG\n[default]\n-----BEGIN RSA PRIVATE KEY-----\n"
            "MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCgK1kVTHK6rKOC\n"
        )
    )
    deck, problems = read_text("d.txt", text)
    assert [e.name for e in deck.entries] == names
    assert [n.name for n in deck.slots["buddy"]] == ["Jackknife"]
    assert [p.line for p in problems] == [9, 10, 11, 12]
    assert not any(s in p.message for p in problems for s in ("wJalr", "default", "RSA", "MIIE"))


def test_an_unknown_name_is_quoted_to_80_characters() -> None:
    from deckcheck.findings import quote

    longest_real = 'Fifth Omni Cavalry Dragon, "Cavalry Dragon Arts, Seven Divine Execute!"'  # 76 characters
    assert quote(longest_real) == f"'{longest_real}'"
    assert quote("x" * 300) == '"' + "x" * 80 + '..."'


def test_a_form_feed_or_vertical_tab_reads_as_a_space_but_an_escape_stays_refused(tmp_path: Path) -> None:
    """An old editor's page break (``\\f``) in a comment line made the whole deck unreadable; it reads as white space
    now (one column, so every finding keeps its place), while ESC, which would reach the terminal, stays an error."""
    deck = tmp_path / "deck.txt"
    deck.write_text(deck_text(extra="# page two\x0c\x0b\n4 Dragn Breth\n"), encoding="utf-8")
    code, out, _ = run("check", "--isolated", str(deck))
    lines = deck.read_text(encoding="utf-8").split("\n")
    row = next(i for i, line in enumerate(lines, 1) if line.startswith("4 Dragn"))
    assert code == 1 and f"deck.txt:{row}:3: DC002" in out and "control character" not in out
    deck.write_text(deck_text(extra="# \x1b[2Jpage two\n"), encoding="utf-8")
    code, out, _ = run("check", "--isolated", str(deck))
    assert code == 1 and "the file holds a control character (U+001B)" in out and "\x1b" not in out


def test_github_annotations_name_files_from_the_workspace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A step with ``working-directory: decks``: the runner looks for ``file=`` from ``$GITHUB_WORKSPACE``, so the
    annotation says ``decks/d.txt`` (it said ``d.txt``, and attached to no file); a path outside it stays as it is."""
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "d.txt").write_text(deck_text(extra="1 Dragn Breth\n"), encoding="utf-8")
    monkeypatch.chdir(decks)
    monkeypatch.setenv("GITHUB_WORKSPACE", str(tmp_path))
    _, out, _ = run("check", "--isolated", "-f", "github", "d.txt")
    assert "::error file=decks/d.txt,line=" in out and "\nd.txt: ILLEGAL" in "\n" + out
    (tmp_path.parent / f"{tmp_path.name}-link").symlink_to(tmp_path)  # a workspace reached through a link
    monkeypatch.setenv("GITHUB_WORKSPACE", str(tmp_path.parent / f"{tmp_path.name}-link"))
    _, out, _ = run("check", "--isolated", "-f", "github", "d.txt")
    assert "::error file=decks/d.txt,line=" in out
    monkeypatch.setenv("GITHUB_WORKSPACE", str(tmp_path / "elsewhere"))
    _, out, _ = run("check", "--isolated", "-f", "github", "d.txt")
    assert "::error file=d.txt,line=" in out
