"""A regulation counts a card as the game's copy limit does: a limit on "Umi" counts "A Legendary Ocean"
(always treated as "Umi") with it, so adding a limit never makes a deck more legal. The messages name
the cards counted together and the sections in the game's own words. Bundled starter pool only."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from deckcheck.cli import main

UMI, OCEAN = "22702055", "295517"
FILLER = ["14558127", "23434538", "97268402", "59438930", "38033121", "78010363", "40640057", "26202165",
          "83011277", "77585513", "70095154", "55144522"]  # fmt: skip
"""Twelve cards of the starter pool, three copies each: 36 main-deck cards."""


def _ydk(tmp_path: Path, main: list[str], side: tuple[str, ...] | list[str] = ()) -> Path:
    lines = ["#main", *[p for p in FILLER for _ in range(3)], *main, "#extra", "!side", *side]
    path = tmp_path / "deck.ydk"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _conf(tmp_path: Path, *entries: str) -> Path:
    path = tmp_path / "list.conf"
    path.write_text("!2030.1 TCG\n" + "".join(f"{e}\n" for e in entries), encoding="utf-8")
    return path


def _check(deck: Path, *extra: str) -> tuple[int, list[tuple[str, str]]]:
    result = CliRunner().invoke(main, ["check", "-f", "json", *extra, str(deck)])
    report = json.loads(result.stdout)["decks"][0]
    return result.exit_code, [(f["rule"], f["message"]) for f in report["findings"] if f["severity"] == "error"]


TAG = "2030.1 TCG (in force from 2030-01-01)"


def test_a_limit_on_a_card_counts_the_cards_always_treated_as_it(tmp_path: Path) -> None:
    deck = _ydk(tmp_path, [UMI, OCEAN, OCEAN, OCEAN])
    code, plain = _check(deck)
    assert code == 1 and [rule for rule, _ in plain] == ["copy-limit"]
    code, found = _check(deck, "--regulation", str(_conf(tmp_path, f"{UMI} 1")), "--as-of", "2030-02-01")
    assert code == 1
    assert found == [
        (
            "restricted-count",
            f'4 copies counted as "Umi": 1 "Umi" and 3 "A Legendary Ocean"; {TAG} limits it to 1',
        )
    ]


def test_two_and_two_are_four_copies_of_a_limited_card(tmp_path: Path) -> None:
    deck = _ydk(tmp_path, [UMI, OCEAN, "12580477", "12580477"], [UMI, OCEAN])
    _, found = _check(deck, "--regulation", str(_conf(tmp_path, f"{UMI} 2")), "--as-of", "2030-02-01")
    assert found == [
        (
            "restricted-count",
            f'4 copies counted as "Umi": 2 "Umi" and 2 "A Legendary Ocean" (2 in the Main Deck and 2 in the '
            f"Side Deck); {TAG} limits it to 2",
        )
    ]


def test_only_the_treated_as_card_in_the_deck_still_counts_against_the_limit(tmp_path: Path) -> None:
    deck = _ydk(tmp_path, [OCEAN, OCEAN, "12580477", "12580477"])
    _, found = _check(deck, "--regulation", str(_conf(tmp_path, f"{UMI} 1")), "--as-of", "2030-02-01")
    assert found == [("restricted-count", f'2 copies counted as "Umi": 2 "A Legendary Ocean"; {TAG} limits it to 1')]


def test_a_banned_card_bans_the_cards_always_treated_as_it(tmp_path: Path) -> None:
    deck = _ydk(tmp_path, [OCEAN, "12580477", "12580477", "12580477"])
    _, plain = _check(deck)
    assert plain == []
    _, found = _check(deck, "--regulation", str(_conf(tmp_path, f"{UMI} 0")), "--as-of", "2030-02-01")
    assert found == [
        ("banned-card", f'"Umi" is banned by {TAG}: 1 copy counted as "Umi": 1 "A Legendary Ocean", the limit is 0')
    ]


def test_a_limit_on_the_treated_as_card_counts_its_own_copies_and_the_usual_limit_still_holds(tmp_path: Path) -> None:
    reg = str(_conf(tmp_path, f"{OCEAN} 1"))
    _, within = _check(_ydk(tmp_path, [UMI, UMI, OCEAN, "12580477"]), "--regulation", reg, "--as-of", "2030-02-01")
    assert within == []
    _, over = _check(_ydk(tmp_path, [UMI, UMI, UMI, OCEAN]), "--regulation", reg, "--as-of", "2030-02-01")
    assert [rule for rule, _ in over] == ["copy-limit"]


def test_a_limit_counts_sideboard_copies_in_the_game_s_words(tmp_path: Path) -> None:
    deck = _ydk(tmp_path, [UMI, UMI, "12580477", "12580477"], [UMI])
    _, found = _check(deck, "--regulation", str(_conf(tmp_path, f"{UMI} 2")), "--as-of", "2030-02-01")
    assert found == [
        ("restricted-count", f'3 copies of "Umi" (2 in the Main Deck and 1 in the Side Deck); {TAG} limits it to 2')
    ]


def _yaml(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "list.yaml"
    path.write_text(f"name: Example List\ngame: yugioh\neffective: 2030-01-01\n{body}", encoding="utf-8")
    return path


def test_a_yugioh_side_deck_size_is_told_in_the_game_s_words(tmp_path: Path) -> None:
    deck = _ydk(tmp_path, ["12580477"] * 2 + [UMI, OCEAN], ["53129443", "53129443", "53129443"])
    reg = _yaml(tmp_path, "sideboard: {max: 2}\n")
    _, found = _check(deck, "--regulation", str(reg), "--as-of", "2030-02-01")
    assert found == [
        ("sideboard-size", "the Side Deck has 3 cards; Example List (in force from 2030-01-01) allows at most 2")
    ]


def test_a_password_may_be_written_unquoted_in_a_yaml_regulation(tmp_path: Path) -> None:
    deck = _ydk(tmp_path, ["12580477", "12580477", UMI, UMI])
    reg = _yaml(tmp_path, f"banned: [14558127]\nlimited:\n  - card: {UMI}\n    max: 1\n")
    _, found = _check(deck, "--regulation", str(reg), "--as-of", "2030-02-01")
    assert [rule for rule, _ in found] == ["banned-card", "restricted-count"]
    assert found[0][1].startswith('"Ash Blossom & Joyous Spring" is banned by Example List')


def test_an_unquoted_password_keeps_its_leading_zero(tmp_path: Path) -> None:
    deck = _ydk(tmp_path, ["12580477", "12580477", UMI, UMI])
    reg = _yaml(tmp_path, "banned:\n  - 0123\n")  # YAML 1.1 would read 0123 as the octal 83
    result = CliRunner().invoke(main, ["check", "--regulation", str(reg), "--as-of", "2030-02-01", str(deck)])
    assert result.exit_code == 2
    assert 'unknown card "0123"' in result.stderr and ":5:" in result.stderr


def test_as_of_without_a_regulation_is_a_usage_error(tmp_path: Path) -> None:
    deck = _ydk(tmp_path, ["12580477", "12580477", UMI, UMI])
    for command in (["check"], ["report", "--output", str(tmp_path / "r.md")]):
        result = CliRunner().invoke(main, [*command, "--as-of", "2030-02-01", str(deck)])
        assert result.exit_code == 2, (command, result.output)
        [line] = result.stderr.splitlines()
        assert line.startswith("deckcheck: error: --as-of 2030-02-01 picks the regulation in force that day")
        assert "--regulation" in line
    assert not (tmp_path / "r.md").exists()


def test_as_of_with_a_regulation_in_the_config_is_used(tmp_path: Path) -> None:
    deck = _ydk(tmp_path, [UMI, OCEAN, OCEAN, OCEAN])
    (tmp_path / ".deckcheck.toml").write_text(f'regulation = "{_conf(tmp_path, UMI + " 1").name}"\n')
    code, found = _check(deck, "--as-of", "2030-02-01")
    assert code == 1 and [rule for rule, _ in found] == ["restricted-count"]


def test_the_event_report_tallies_the_card_over_its_limit_not_the_line_that_went_over(tmp_path: Path) -> None:
    """3 "Umi" and 2 "A Legendary Ocean": five copies of "Umi" (the fourth and fifth on the Ocean line); the
    report's cards most often over a limit name "Umi"."""
    _ydk(tmp_path, [UMI, UMI, OCEAN, OCEAN])
    result = CliRunner().invoke(main, ["report", "--format", "md", str(tmp_path)])
    table = result.stdout.split("| Cards most often over a limit | Decks |")[1]
    assert "| Umi | 1 |" in table and "Legendary" not in table, result.stdout
