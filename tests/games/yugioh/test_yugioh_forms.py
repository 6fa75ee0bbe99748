"""The Yu-Gi-Oh! text and YAML forms, read by the generic readers with the game's words."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.readers import read_deck

from yugioh_helpers import EXTRA, MAIN, SIDE, check_text, starter_pool


def text(main: str = "Main Deck:", extra: str = "Extra Deck:", side: str = "Side Deck:", game: str = "yugioh") -> str:
    lines = [f"Game: {game}", main, *(f"{n} {c}" for n, c in MAIN), extra, *(f"{n} {c}" for n, c in EXTRA)]
    return "\n".join([*lines, side, *(f"{n} {c}" for n, c in SIDE)]) + "\n"


@pytest.mark.parametrize(
    ("main", "extra", "side"),
    [
        ("Main Deck:", "Extra Deck:", "Side Deck:"),
        ("Main Deck (40):", "Extra Deck (15):", "Side Deck (15):"),
        ("main deck", "extra deck", "side deck"),
        ("Main:", "Extra:", "Side:"),
        ("MAIN DECK:", "EXTRA DECK:", "Sideboard:"),
        ("Main Deck: 40", "Extra Deck: 15 cards", "Side Deck: (15)"),
        ("Main Deck (40)", "Extra Deck (15)", "Side Deck (15)"),
    ],
)
def test_text_headings_with_or_without_counts(main: str, extra: str, side: str) -> None:
    report = check_text(text(main, extra, side))
    assert report.game == "yugioh"
    assert dict(report.sections) == {"main": 40, "extra": 15, "side": 15}
    assert report.findings == () and report.legal


@pytest.mark.parametrize("game", ["yugioh", "ygo", "Yu-Gi-Oh!", "YU GI OH"])
def test_the_game_line_takes_aliases(game: str) -> None:
    deck, _ = read_deck("d.txt", text(game=game).encode(), fallback="buddyfight")
    assert deck.game == "yugioh"


@pytest.mark.parametrize(
    "line",
    [
        "3 Ash Blossom & Joyous Spring",
        "3x Ash Blossom & Joyous Spring",
        "3 x Ash Blossom & Joyous Spring",
        "3 - Ash Blossom & Joyous Spring",
        "Ash Blossom & Joyous Spring x3",
        "Ash Blossom & Joyous Spring (3)",
    ],
)
def test_every_count_form(line: str) -> None:
    deck = "Game: yugioh\nMain Deck:\n" + line + "\n"
    report = check_text(deck)
    entry = read_deck("d.txt", deck.encode())[0].entries[0]
    assert (entry.count, entry.name, entry.section) == (3, "Ash Blossom & Joyous Spring", "main")
    assert report.sections["main"] == 3


@pytest.mark.parametrize(
    ("monsters", "spells"),
    [
        ("Monsters (2)", "Spells (1)"),
        ("Monster Cards:", "Spell Cards:"),
        ("Monsters: 2", "Spell: 1 card"),
        ("Effect Monsters", "SPELLS"),
    ],
)
def test_deck_site_type_labels_are_not_cards(monsters: str, spells: str) -> None:
    deck = f"Game: yugioh\nMain Deck (3):\n{monsters}\n2 Ash Blossom & Joyous Spring\n{spells}\n1 Pot of Greed\n"
    report = check_text(deck)
    assert report.sections["main"] == 3
    assert [f.rule for f in report.findings] == ["main-deck-size"]


def test_a_misspelled_name_gets_fuzzy_suggestions() -> None:
    report = check_text("Game: yugioh\nMain Deck:\n3 Ash Blosom & Joyus Spring\n")
    unknown = [f for f in report.findings if f.rule == "unknown-card"]
    assert unknown[0].suggestions[0] == "Ash Blossom & Joyous Spring" and unknown[0].line == 3


def test_a_password_in_a_text_deck_names_its_card() -> None:
    report = check_text("Game: yugioh\nMain Deck:\n2 46986414\n2 36996508\n")
    limit = [f for f in report.findings if f.rule == "copy-limit"]
    assert limit and '4 copies of "Dark Magician"' in limit[0].message


def test_text_form_rules_at_their_lines() -> None:
    deck = "Game: yugioh\nMain Deck:\n" + "".join(f"{n} {c}\n" for n, c in MAIN[:-1]) + "1 Stardust Dragon\n"
    deck += "Extra Deck:\n1 Pot of Greed\n"
    report = check_text(deck)
    wrong = [(f.line, f.card) for f in report.findings if f.rule == "wrong-deck"]
    assert wrong == [(len(MAIN) + 2, "Stardust Dragon"), (len(MAIN) + 4, "Pot of Greed")]


def yaml_deck(main: list[tuple[int, str]] = MAIN) -> str:
    def q(name: str) -> str:
        return '"' + name.replace('"', '\\"') + '"'

    body = "game: yugioh\nmain:\n" + "".join(f"  {q(c)}: {n}\n" for n, c in main)
    body += "extra:\n" + "".join(f"  {q(c)}: {n}\n" for n, c in EXTRA)
    return body + "side:\n" + "".join(f"  {q(c)}: {n}\n" for n, c in SIDE)


def test_yaml_form() -> None:
    report = check_text(yaml_deck(), path="d.yaml")
    assert report.game == "yugioh" and dict(report.sections) == {"main": 40, "extra": 15, "side": 15}
    assert report.legal and report.findings == ()


def test_yaml_form_rules_and_lists() -> None:
    report = check_text(yaml_deck(MAIN[:-1]), path="d.yaml")
    assert [f.rule for f in report.findings] == ["main-deck-size"]
    listed = "game: yugioh\nmain:\n  - 3 Ash Blossom & Joyous Spring\n  - 1 Stardust Dragon\n"
    report = check_text(listed, path="d.yaml")
    assert {f.rule for f in report.findings} == {"main-deck-size", "wrong-deck"}
    assert next(f for f in report.findings if f.rule == "wrong-deck").line == 4


def test_yaml_unknown_key_is_a_parse_error() -> None:
    report = check_text("game: yugioh\nmian:\n  Pot of Greed: 1\n", path="d.yaml")
    assert "parse-error" in [f.rule for f in report.findings]


def test_the_starter_pool_is_a_yugioh_pool() -> None:
    pool = starter_pool()
    assert pool.game == "yugioh" and 40 <= len(pool) <= 80
    assert {c.type for c in pool.cards} == {"monster", "spell", "trap", "token"}


EXAMPLE_YDK = Path(__file__).resolve().parents[3] / "examples" / "yugioh" / "dark-magician.ydk"


def ydk_as_yaml_list(ydk: str) -> str:
    """A ``.ydk`` written as YAML lists, one item a copy, as a deck builder's export might have it."""
    keys = {"#main": "main", "#extra": "extra", "!side": "side"}
    lines = ["game: yugioh"]
    for line in ydk.splitlines():
        if line.strip() in keys:
            lines.append(f"{keys[line.strip()]}:")
        elif line.strip().isdigit():
            lines.append(f"  - {line.strip()}")
    return "\n".join(lines) + "\n"


def test_a_yaml_list_of_passwords_one_a_copy_reads_as_its_ydk() -> None:
    """The same cards and verdict; a second password of one card (an alternate artwork) apart from the first is
    no duplicate entry, in YAML as in a text list: two printings listed apart on purpose (a ``.ydk`` lists every
    copy on its own line anyway)."""
    ydk = EXAMPLE_YDK.read_text(encoding="utf-8")
    as_ydk = check_text(ydk, path="d.ydk")
    as_yaml = check_text(ydk_as_yaml_list(ydk), path="d.yaml")
    assert dict(as_yaml.sections) == dict(as_ydk.sections) and sum(as_ydk.sections.values()) > 40
    assert as_yaml.legal == as_ydk.legal
    assert as_ydk.findings == () and as_yaml.findings == ()


def test_names_alone_in_a_yaml_list_are_one_copy_each_and_a_repeat_apart_is_a_duplicate() -> None:
    listed = "game: yugioh\nmain:\n  - Pot of Greed\n  - Pot of Greed\n  - 2 Dark Magician\n  - Pot of Greed\n"
    deck, problems = read_deck("d.yaml", listed.encode())
    assert problems == []
    assert [(e.name, e.count, e.line, e.bare) for e in deck.entries] == [
        ("Pot of Greed", 2, 3, True),
        ("Dark Magician", 2, 5, False),
        ("Pot of Greed", 1, 6, True),
    ]
    report = check_text(listed, path="d.yaml")
    repeated = [f for f in report.findings if f.rule == "duplicate-entry"]
    assert [f.line for f in repeated] == [6]


def test_a_buddyfight_yaml_list_still_wants_counts() -> None:
    deck, problems = read_deck("d.yaml", b"game: buddyfight\nflag: Dragon World\ndeck:\n  - Dragon Breath\n")
    assert deck.entries == () or list(deck.entries) == []
    assert [p.line for p in problems] == [4] and "card line" in problems[0].message


@pytest.mark.parametrize(
    "text",
    [
        "Game: yugioh\nMain Deck:\n3 05318639\n",
        "game: yugioh\nmain:\n  - 05318639\n  - 05318639\n  - 5318639\n",
        "game: yugioh\nmain:\n  '05318639': 3\n",
    ],
)
def test_a_password_with_its_leading_zeros_as_printed_names_its_card(text: str) -> None:
    """Cards print their password with 8 digits (``05318639``); the pool holds it as a number (``5318639``)."""
    path = "d.txt" if text.startswith("Game") else "d.yaml"
    report = check_text(text, path=path)
    assert "unknown-card" not in [f.rule for f in report.findings]
    assert report.sections["main"] == 3 and report.type_counts == {"spell": 3}
