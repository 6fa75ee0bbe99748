"""Suppression comments that hostile input and pull requests cannot abuse (issues 15 and 19): exact codes,
YAML comments only, --disable-suppressions, suppressed errors in the summary, bare and malformed directives,
and the limits on names and directives."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.rules.selection import codes_for
from deckcheck.run.directives import MAX_DIRECTIVES, MAX_NAMES
from deckcheck.run.suppress import rewrite_line, scan

from helpers import BASE_DECK, REPO, changed, deck_text

YUGIOH_COPIES = REPO / "examples" / "yugioh" / "rules" / "copy-limit.txt"  # one YG202 error, at line 45
TOO_MANY = deck_text(changed(BASE_DECK, {"Dragon Breath": 5}))  # BF202 at line 9 ("5 Dragon Breath"), 16 lines


def run(*args: str, cwd: Path | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["check", *args], env={"GITHUB_ACTIONS": ""}, catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _deck(tmp_path: Path, text: str, name: str = "deck.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# ---------------------------------------------------------------- a code names exactly that code
def test_a_code_prefix_never_reaches_another_games_rule_of_the_same_slug() -> None:
    assert codes_for("BF202") == {"BF202"} and codes_for("bf2") == {"BF201", "BF202", "BF203"}
    assert codes_for("copy-limit") == {"BF202", "VG201", "YG202"}, "a slug names that rule in every game"
    assert codes_for("YG2") >= {"YG202"} and not codes_for("YG2") & {"BF202"}
    assert codes_for("no-such-rule") == frozenset() and codes_for("") == frozenset()


@pytest.mark.parametrize(
    ("token", "suppressed"), [("BF202", False), ("BF2", False), ("YG202", True), ("copy-limit", True)]
)
def test_a_yugioh_copy_limit_is_suppressed_only_by_its_own_code(tmp_path: Path, token: str, suppressed: bool) -> None:
    text = f"# deckcheck: ignore-file[{token}]\n" + YUGIOH_COPIES.read_text(encoding="utf-8")
    code, out, _ = run("--isolated", str(_deck(tmp_path, text)))
    assert ("YG202 [error]" not in out) is suppressed, out
    assert code == (0 if suppressed else 1)
    if not suppressed:
        assert f"DC100 [warning] unused suppression: '{token}' suppresses nothing in this file" in out


# ---------------------------------------------------------------- YAML: comments only, never values
YAML_VALUES = """\
name: "My # deckcheck: ignore-file[deck-size] deck"
player: 'Ann
  # deckcheck: ignore-file[copy-limit]'
notes: |
  # deckcheck: ignore-file[unknown-card]
  4 Dragon Breath  # deckcheck: ignore[copy-limit]
more: >-
  text # deckcheck: ignore-file[BF1]
"""


def test_a_directive_in_a_yaml_string_or_block_scalar_is_part_of_the_value() -> None:
    assert scan(YAML_VALUES, "yaml") == []
    assert len(scan(YAML_VALUES, "text")) == 5, "read as a text deck, the same lines hold comments"


def test_yaml_comments_suppress_wherever_yaml_has_them() -> None:
    text = (
        "# deckcheck: ignore-file[deck-size]\n"
        "notes: |  # deckcheck: ignore-file[BF1]\n"  # a comment on a block scalar's header line
        "  # deckcheck: ignore-file[BF2]\n"  # the scalar's text
        "# deckcheck: ignore-file[BF3]\n"  # back at the mapping's indentation: a comment
        "plain: a long\n  plain # deckcheck: ignore-file[DC003]\n"  # white space and '#' end a plain scalar
        "deck: [a, 'b # deckcheck: ignore[DC002]', c]  # deckcheck: ignore[DC004]\n"
    )
    assert [(d.line, d.tokens[0].text) for d in scan(text, "yaml")] == [
        (1, "deck-size"),
        (2, "BF1"),
        (4, "BF3"),
        (6, "DC003"),
        (7, "DC004"),
    ]


def test_yaml_that_does_not_scan_keeps_the_comments_before_the_break_only() -> None:
    text = "# deckcheck: ignore-file[deck-size]\nname: 'unclosed\n# deckcheck: ignore-file[copy-limit]\n"
    assert [d.tokens[0].text for d in scan(text, "yaml")] == ["deck-size"]


def test_a_suppression_in_a_yaml_value_does_not_take_effect(tmp_path: Path) -> None:
    text = 'name: "x # deckcheck: ignore-file[deck-size]"\nflag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n'
    text += "  Flarefang Dragon: 4\n"
    code, out, _ = run("--isolated", str(_deck(tmp_path, text, "deck.yaml")))
    assert code == 1 and "BF201 [error]" in out and "suppressed" not in out


# ---------------------------------------------------------------- --disable-suppressions
PR_COMMENT = "# deckcheck: ignore-file[copy-limit, deck-size, unknown-card]\n"


def _pull_request(tmp_path: Path) -> Path:
    """A repository whose pull request adds a suppression to an illegal deck (too many copies, an unknown card)."""
    decks = tmp_path / "decks"
    decks.mkdir()
    text = deck_text(changed(BASE_DECK, {"Dragon Breath": 5, "Dragn Breth": 1}))
    (decks / "deck.txt").write_text(PR_COMMENT + text, encoding="utf-8")
    return decks


def test_a_pull_requests_suppression_passes_unless_suppressions_are_disabled(tmp_path: Path) -> None:
    decks = _pull_request(tmp_path)
    code, out, _ = run("--isolated", str(decks))
    assert code == 0 and "BF202 [error]" not in out, "the comment works as written..."
    assert "2 errors suppressed by comments: BF202 at line 10, DC002 at line 18" in out, "...but a reviewer sees it"
    code, out, _ = run("--isolated", "--disable-suppressions", str(decks))
    assert code == 1 and "ILLEGAL" in out
    assert "BF202 [error]" in out and "DC002 [error]" in out
    assert "DC100" not in out and "suppressed" not in out, "inert comments are neither used nor unused"


def test_the_config_key_disables_suppressions_too(tmp_path: Path) -> None:
    decks = _pull_request(tmp_path)
    (tmp_path / "deckcheck.toml").write_text("disable-suppressions = true\n", encoding="utf-8")
    code, out, _ = run(str(decks))
    assert code == 1 and "BF202 [error]" in out
    result = CliRunner().invoke(main, ["config", str(decks)])
    assert re.search(r"^suppressions +disabled \(every comment inert\)  \[", result.stdout, re.M), result.stdout
    assert "deckcheck.toml]" in result.stdout.split("suppressions  ")[1].splitlines()[0]
    (tmp_path / "deckcheck.toml").write_text("disable-suppressions = 1\n", encoding="utf-8")
    assert run(str(decks))[0] == 2, "a value that is not true or false is a config error"


def test_fix_leaves_suppressions_alone_when_they_are_disabled(tmp_path: Path) -> None:
    path = _deck(tmp_path, deck_text(extra="# deckcheck: ignore-file[copy-limit]\n"))
    before = path.read_bytes()
    run("--isolated", "--disable-suppressions", "--fix", str(path))
    assert path.read_bytes() == before


# ---------------------------------------------------------------- a suppressed error is in the summary
def test_a_suppressed_error_is_in_the_text_and_json_summaries(tmp_path: Path) -> None:
    text = TOO_MANY.replace("5 Dragon Breath\n", "5 Dragon Breath  # deckcheck: ignore[BF202]\n")
    text += "1 Dragn Breth  # deckcheck: ignore[DC002]\n"
    text += "2 Magical Goodbye  # deckcheck: ignore[unusable-card]\n"  # a warning: not listed
    path = _deck(tmp_path, text)
    code, out, _ = run("--isolated", str(path))
    assert code == 0 and "0 errors, 0 warnings; 2 errors suppressed by comments" in out.splitlines()[-1], out
    assert "| 2 errors suppressed by comments: BF202 at line 9, DC002 at line 17" in out
    code, out, _ = run("--isolated", "-f", "json", str(path))
    document = json.loads(out)
    suppressed = document["decks"][0]["suppressed"]
    assert [(f["code"], f["line"], f["severity"]) for f in suppressed] == [
        ("BF202", 9, "error"),
        ("DC002", 17, "error"),
    ]
    assert document["summary"]["suppressed_errors"] == 2 and document["decks"][0]["errors"] == 0


def test_a_rule_made_a_warning_is_not_a_suppressed_error(tmp_path: Path) -> None:
    (tmp_path / "deckcheck.toml").write_text('[severity]\ncopy-limit = "warning"\n', encoding="utf-8")
    text = TOO_MANY.replace("5 Dragon Breath\n", "5 Dragon Breath  # deckcheck: ignore[BF202]\n")
    code, out, _ = run(str(_deck(tmp_path, text)))
    assert code == 0 and "suppressed" not in out


# ---------------------------------------------------------------- bare and malformed directives
@pytest.mark.parametrize("kind", ["ignore", "ignore-file", "IGNORE"])
def test_a_bare_directive_is_a_warning_that_says_what_to_write(tmp_path: Path, kind: str) -> None:
    text = TOO_MANY.replace("5 Dragon Breath\n", f"5 Dragon Breath  # deckcheck: {kind}\n")
    path = _deck(tmp_path, text)
    code, out, _ = run("--isolated", str(path))
    written = kind.lower()
    assert code == 1 and "BF202 [error]" in out, "it suppresses nothing"
    assert (
        f"deck.txt:9:18: DC100 [warning] '# deckcheck: {written}' without brackets suppresses nothing: "
        f"name the rules it is for, as in '# deckcheck: {written}[copy-limit]'" in out
    )
    run("--isolated", "--fix", str(path))
    assert path.read_text(encoding="utf-8") == text, "--fix leaves it for the user to finish"


def test_an_unclosed_directive_suppresses_nothing_and_says_so(tmp_path: Path) -> None:
    text = TOO_MANY.replace("5 Dragon Breath\n", "5 Dragon Breath  # deckcheck: ignore[copy-limit, BF2\n")
    code, out, _ = run("--isolated", str(_deck(tmp_path, text)))
    assert code == 1 and "BF202 [error]" in out
    assert "DC100 [warning] '# deckcheck: ignore[' has no closing ']': it suppresses nothing" in out


def test_other_words_after_the_marker_are_no_directive() -> None:
    assert scan("4 X  # deckcheck: ignored\n4 Y  # deckcheck: ignore-files[x]\n# deckcheck: enable[x]\n") == []
    assert scan("4 X  # deckcheck ignore[x]\n4 Y  #deckcheck:ignore[BF202]\n")[0].line == 2


# ---------------------------------------------------------------- limits
def test_a_directive_naming_more_than_the_limit_suppresses_nothing(tmp_path: Path) -> None:
    names = ", ".join(["BF202"] * (MAX_NAMES + 1))
    text = TOO_MANY.replace("5 Dragon Breath\n", f"5 Dragon Breath  # deckcheck: ignore[{names}]\n")
    code, out, _ = run("--isolated", str(_deck(tmp_path, text)))
    assert code == 1 and "BF202 [error]" in out
    assert f"names more than {MAX_NAMES} rules, the limit: it suppresses nothing" in out
    [directive] = scan(f"# deckcheck: ignore[{', '.join(['BF202'] * MAX_NAMES)}]")
    assert len(directive.tokens) == MAX_NAMES and directive.problem is None


def test_directives_past_the_limit_are_not_read(tmp_path: Path) -> None:
    text = "# deckcheck: ignore-file[deck-size]\n" * MAX_DIRECTIVES + "# deckcheck: ignore-file[copy-limit]\n"
    directives = scan(text + "# deckcheck: ignore-file[copy-limit]\n" * 10_000)
    assert len(directives) == MAX_DIRECTIVES + 1 and directives[-1].problem and not directives[-1].tokens
    # deck-size does not run: its 1,000 comments are not unused-suppression warnings (nor past the findings cap)
    code, out, _ = run("--isolated", "--ignore", "deck-size", str(_deck(tmp_path, TOO_MANY + text)))
    assert code == 1 and "BF202 [error]" in out, "the directive past the limit suppresses nothing"
    assert f":{17 + MAX_DIRECTIVES}:1: DC100 [warning] more than 1,000 suppression comments in this file" in out


def test_a_dc100_message_lists_at_most_ten_names_clipped(tmp_path: Path) -> None:
    names = [f"no-rule-{i}-" + "x" * 200 for i in range(MAX_NAMES)]
    text = deck_text(extra=f"# deckcheck: ignore-file[{', '.join(names)}]\n")
    _, out, _ = run("--isolated", str(_deck(tmp_path, text)))
    [line] = [line for line in out.splitlines() if "DC100" in line]
    assert f"and {MAX_NAMES - 10} more are not rules" in line and len(line) < 700, line


def test_rewrite_keeps_the_other_directives_and_comments_of_a_line() -> None:
    line = "4 X  # deckcheck: ignore[BF202]  # deckcheck: ignore[BF301, DC004] # note"
    directives = scan(line)
    from deckcheck.run.suppress import Unused

    first, second = directives
    unused = [Unused(first, first.tokens), Unused(second, second.tokens[1:])]
    assert rewrite_line(line, unused) == "4 X  # deckcheck: ignore[BF301] # note"
    assert rewrite_line(line, [Unused(first, first.tokens), Unused(second, second.tokens)]) == "4 X  # note"
    assert rewrite_line("# deckcheck: ignore-file[BF202]", [Unused(scan("# deckcheck: ignore-file[BF202]")[0], ())])


def test_the_example_pull_request_workflow_fails_a_deck_its_pull_request_suppressed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shlex

    import yaml

    workflow = yaml.safe_load((REPO / "examples" / "ci" / "deckcheck.yml").read_text(encoding="utf-8"))
    steps = [step for job in workflow["jobs"].values() for step in job["steps"]]
    [command] = [str(s["run"]) for s in steps if str(s.get("run", "")).startswith("deckcheck check")]
    assert "--disable-suppressions" in command
    _pull_request(tmp_path)
    pool = tmp_path / "trusted" / "pools" / "buddyfight"  # the workflow's second checkout: the trusted pool
    pool.mkdir(parents=True)
    shutil.copy(REPO / "deckcheck" / "games" / "buddyfight" / "data" / "starter.yaml", pool / "cards.yaml")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, shlex.split(command)[1:], env={"GITHUB_ACTIONS": "true"})
    assert result.exit_code == 1 and "title=BF202 copy-limit" in result.stdout, result.stdout


def test_the_github_summary_line_names_suppressed_errors_too(tmp_path: Path) -> None:
    decks = _pull_request(tmp_path)
    code, out, _ = run("--isolated", "-f", "github", str(decks))
    [summary] = [line for line in out.splitlines() if "suppressed" in line]
    assert code == 0 and not summary.startswith("::")
    assert summary.endswith("| 2 errors suppressed by comments: BF202 at line 10, DC002 at line 18"), summary
