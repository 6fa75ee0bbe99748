"""Values a pull request controls (file and folder names, config values, pool files) never start a line of their
own or reach the terminal raw: --show-files, ``deckcheck config``, and one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main

from helpers import deck_text
from workflow_commands import commands

FORGED = "x\n::error::forged"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env={"GITHUB_ACTIONS": ""})
    return result.exit_code, result.stdout, result.stderr


def _safe(text: str) -> None:
    assert commands(text) == [], text
    assert "\x1b" not in text and "\x07" not in text, text


def test_show_files_shows_each_name_on_its_own_line(tmp_path: Path) -> None:
    for name in (FORGED + ".txt", "::warning::a.txt", "t\x1b]0;TITLE\x07.txt"):
        (tmp_path / name).write_text(deck_text(), encoding="utf-8")
    code, out, _ = run("check", "--show-files", str(tmp_path))
    assert code == 0 and len(out.splitlines()) == 3
    _safe(out)
    assert f"{tmp_path}/x<U+000A>::error::forged.txt" in out.splitlines()


def test_config_shows_paths_and_values_escaped(tmp_path: Path) -> None:
    folder = tmp_path / "t\x1b]0;T\x07 x\n::error::dir"
    folder.mkdir()
    (folder / "deckcheck.toml").write_text(
        'exclude = ["old\\n::error::excl"]\n[per-file-ignores]\n"a\\n::error::pfi" = ["BF101"]\n', encoding="utf-8"
    )
    (folder / "deck.txt").write_text(deck_text(), encoding="utf-8")
    code, out, _ = run("config", str(folder / "deck.txt"))
    assert code == 0
    _safe(out)
    assert "old<U+000A>::error::excl" in out and "a<U+000A>::error::pfi: BF101" in out


def test_a_config_value_with_a_line_break_is_one_error_line(tmp_path: Path) -> None:
    (tmp_path / "deckcheck.toml").write_text('game = "a\\n::error::forged-game"\n', encoding="utf-8")
    (tmp_path / "deck.txt").write_text(deck_text(), encoding="utf-8")
    code, _, err = run("check", str(tmp_path / "deck.txt"))
    assert code == 2 and len(err.splitlines()) == 1 and 'unknown game "a<U+000A>::error::forged-game"' in err


def test_a_pool_value_with_a_line_break_is_one_error_line(tmp_path: Path) -> None:
    pool = tmp_path / "pool.json"
    pool.write_text('{"game": "buddyfight\\n::error::forged-game", "cards": []}', encoding="utf-8")
    (tmp_path / "deck.txt").write_text(deck_text(), encoding="utf-8")
    code, _, err = run("check", "--isolated", "--pool", str(pool), str(tmp_path / "deck.txt"))
    assert code == 2 and len(err.splitlines()) == 1 and "buddyfight<U+000A>::error::forged-game" in err


TOKEN = "ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"
DASHED = "xoxb-2048193725301-4098271637405-kQ8rVbTzWmYxNcLpDfGhJsAe"
"""A key of letters, digits and hyphens only: a plain card line's shape (it was quoted as an unknown card)."""


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("deck.ydk", f"#main\n46986414\n{TOKEN}\n"),
        ("creds.ydk", f"https://bob:{TOKEN}@github.com\n"),
        ("npmrc.ydk", f"//registry.npmjs.org/:_authToken={TOKEN}\n"),
        ("deck.ydke", f"{TOKEN}\n"),
        ("deck.txt", f"Flag: Dragon World\n4 Dragon Breath\nToken: {TOKEN}\n"),
        ("count.txt", f"Flag: Dragon World\n4 Dragon Breath\n1 {TOKEN}\n"),
        ("dashed.txt", f"Flag: Dragon World\n4 Dragon Breath\n4 {DASHED}\n"),  # the plain-line fast path's shape
        ("deck.yaml", f"game: buddyfight\nflag: Dragon World\ndeck:\n  Dragon Breath: 4\n  {TOKEN}: 1\n"),
    ],
)
@pytest.mark.parametrize("output_format", ["text", "json", "github", "sarif"])
def test_a_token_in_any_deck_form_is_never_quoted(tmp_path: Path, name: str, text: str, output_format: str) -> None:
    """A line holding a key or token (a run of 32 letters and digits: no card name has one) is reported at its
    line, never quoted, in every reader and every output."""
    (tmp_path / name).write_text(text, encoding="utf-8")
    code, out, err = run("check", "--isolated", "-f", output_format, str(tmp_path / name))
    assert code == 1 and TOKEN[4:20] not in out + err and DASHED[5:20] not in out + err
    assert "not quoted" in out


KEYS = (
    "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "3f2c9a1e-7b4d-4e8a-9c6f-1d2e3f4a5b6c-3f2c9a1e",
    "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY",
    DASHED,
    "ghp_abcdefghijklmnopqrstuvwxyz0123456789",  # each group one case and digits: a word's shape but for its length
    "1" * 5000 + "a",  # judged at once (the first cut of the word test backtracked on such a run for seconds)
)
"""Keys with separators in them: a review found them shown as a player once slugs were (an AWS secret, a UUID, a
Google key, a Slack token)."""


@pytest.mark.parametrize("key", KEYS)
def test_a_key_with_separators_as_a_player_is_never_shown(tmp_path: Path, key: str) -> None:
    (tmp_path / "p.txt").write_text(f"Player: {key}\nTitle: {key}\nFlag: Dragon World\n", encoding="utf-8")
    for command in (["check", "-f", "json"], ["report"], ["report", "--format", "csv"]):
        _, out, err = run(*command, "--isolated", str(tmp_path / "p.txt"))
        assert key[5:20] not in out + err, command


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("p.txt", f"Player: {TOKEN}\nTitle: x{TOKEN}\nFlag: Dragon World\n4 Dragon Breath\n"),
        ("p.yaml", f"player: {TOKEN}\nname: x{TOKEN}\nflag: Dragon World\ndeck:\n  Dragon Breath: 4\n"),
    ],
)
@pytest.mark.parametrize("command", [["check", "-f", "json"], ["report"], ["report", "--format", "csv"]])
def test_a_token_as_a_decks_player_or_title_is_never_shown(
    tmp_path: Path, name: str, text: str, command: list[str]
) -> None:
    """``Player: ghp_...``: the event report's table and section, its CSV and JSON's deck name printed the token; the
    file's name stands in for the player, as for a deck that names none."""
    (tmp_path / name).write_text(text, encoding="utf-8")
    code, out, err = run(*command, "--isolated", str(tmp_path / name))
    assert code == 1 and TOKEN[4:20] not in out + err
    if command[0] == "check":
        assert json.loads(out)["decks"][0]["name"] is None
    else:
        assert ("\np," if "csv" in command else "\n| 1 | p |") in out  # the file's name as the player


@pytest.mark.parametrize(
    "value",
    [
        "YCS-Lima-2026-Top-32-Dragon-World-List",
        "Chen (twitch.tv/chen_plays_buddyfight_2026_official)",
        "maximilian.alexander.hohenzollern1990@example.com",
        "1st-Place-Regional-2026-12-07-Dragon-World",
        "twitch.tv/KaibaCorpOfficial_2026_streams",
    ],
)
def test_a_long_slug_address_or_handle_as_a_title_or_player_is_shown(tmp_path: Path, value: str) -> None:
    """Runs of 32 letters, digits and ``-._/`` that are no key (a review: such titles and players were withheld)."""
    (tmp_path / "d.txt").write_text(f"Title: {value}\nPlayer: {value}\nFlag: Dragon World\n", encoding="utf-8")
    _, out, _ = run("check", "--isolated", "-f", "json", str(tmp_path / "d.txt"))
    assert json.loads(out)["decks"][0]["name"] == value
    _, page, _ = run("report", "--isolated", "--format", "csv", str(tmp_path / "d.txt"))
    assert page.split("\n")[1].startswith(f"{value},")  # the player column, first


HOSTILE_POOL = (
    '{"game": "buddyfight", "name": "P\\n::error::pool", "cards": [{"name": "Dragon Breath", "type": "spell",'
    ' "worlds": ["Dragon World\\n::error::world"], "attributes": ["A\\u001b[31m"], "numbers": ["N\\n::error::num"],'
    ' "any_number": true, "texts": {"any_number": "T\\n::error::text\\u001b]52;c;AAAA\\u0007"}},'
    ' {"name": "Dragon World", "type": "flag", "flag": {"worlds": ["Dragon World"]}}]}'
)


@pytest.mark.parametrize("as_json", [False, True])
def test_pool_show_shows_a_hand_written_pools_values_escaped(tmp_path: Path, as_json: bool) -> None:
    pool = tmp_path / "pool.json"
    pool.write_text(HOSTILE_POOL, encoding="utf-8")
    code, out, _ = run("pool", "show", "--pool", str(pool), "Dragon Breath", *(["--json"] if as_json else []))
    assert code == 0 and "Dragon Breath" in out
    _safe(out)
    if as_json:
        import json

        assert json.loads(out)["cards"][0]["worlds"] == ["Dragon World\n::error::world"], "the values decode unchanged"


def test_a_pool_name_with_a_bidi_control_is_refused_so_fix_never_writes_one(tmp_path: Path) -> None:
    pool = tmp_path / "pool.json"
    pool.write_text(
        '{"game": "buddyfight", "cards": [{"name": "Dragon \\u202eBreath", "type": "spell"}]}', encoding="utf-8"
    )
    (tmp_path / "deck.txt").write_text("4 dragon breath\n", encoding="utf-8")
    code, _, err = run("check", "--isolated", "--fix", "--pool", str(pool), str(tmp_path / "deck.txt"))
    assert code == 2 and "bidi control" in err and "(U+202E)" in err
    assert (tmp_path / "deck.txt").read_text(encoding="utf-8") == "4 dragon breath\n"


@pytest.mark.parametrize("output_format", ["json", "sarif", "github"])
def test_a_file_a_walk_leaves_out_is_said_in_every_machine_readable_output(tmp_path: Path, output_format: str) -> None:
    """``notes.txt`` in a deck folder is no deck: left out of the walk, and said so where a script or CI reads."""
    (tmp_path / "deck.txt").write_text(deck_text(), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("just some notes\nabout the event\n", encoding="utf-8")
    code, out, _ = run("check", "--isolated", "-f", output_format, str(tmp_path))
    assert code == 0 and "notes.txt: not checked: not a deck file" in out


@pytest.mark.parametrize(
    ("text", "token"),
    [
        (TOKEN, True),
        (f"https://bob:{TOKEN}@github.com", True),  # credentials in a link
        (f"//registry.npmjs.org/:_authToken=npm_{TOKEN[4:]}", True),
        ("[Drum Bunker Dragon](https://buddyfight.fandom.com/wiki/Drum_Bunker_Dragon_card_BT01)", False),
        ("Dragonic Destroy https://buddyfight.fandom.com/wiki/Dragonic_Destroy_BT01", False),
        ("Pile Bunker Dragon <https://buddyfight.fandom.com/wiki/Pile_Bunker_Dragon_BT01>", False),
        ("Underworld_Goddess_of_the_Closed_World", False),  # a name with underscores for spaces: no digit
    ],
)
def test_a_token_is_a_long_run_of_letters_and_digits_outside_a_link(text: str, token: bool) -> None:
    from deckcheck.readers.data_lines import holds_token

    assert holds_token(text) is token
