"""The .ydk and ydke:// readers: sections, comments, one copy a line, located problems."""

from __future__ import annotations

import base64

import pytest

from deckcheck.games.yugioh.cards import YugiohCard
from deckcheck.games.yugioh.ydk import is_ydke, read_ydk, read_ydke, sniff

from yugioh_helpers import deck_of, pool_of, run_rules, slugs, starter_cards, starter_pool, ydke

YDK = """#created by someone
#main
14558127
14558127
0023434538
#a comment between cards
#extra
44508094
!side
23434538
"""


def test_ydk_sections_and_one_copy_a_line() -> None:
    deck, problems = read_ydk("d.ydk", YDK)
    assert problems == []
    assert [(e.name, e.count, e.line, e.column, e.section) for e in deck.entries] == [
        ("14558127", 1, 3, 1, "main"),
        ("14558127", 1, 4, 1, "main"),
        ("23434538", 1, 5, 1, "main"),  # leading zeros dropped
        ("44508094", 1, 8, 1, "extra"),
        ("23434538", 1, 10, 1, "side"),
    ]
    assert deck.game == "yugioh"


def test_ydk_headings_ignore_case_and_spaces_and_side_may_be_written_with_a_hash() -> None:
    deck, problems = read_ydk("d.ydk", "#MAIN\n  14558127  \n# Extra\n44508094\n#side\n23434538\n")
    assert problems == []
    assert [(e.section, e.column) for e in deck.entries] == [("main", 3), ("main", 1), ("side", 1)]


def test_ydk_a_line_that_is_no_password_is_a_located_parse_error() -> None:
    deck, problems = read_ydk("d.ydk", "#main\n14558127\n  3 Ash Blossom & Joyous Spring\n1455812x\n!extra\n")
    assert [e.name for e in deck.entries] == ["14558127"]
    assert [(p.line, p.column) for p in problems] == [(3, 3), (4, 1), (5, 1)]
    assert '"3 Ash Blossom & Joyous Spring" is not a password' in problems[0].message
    assert 'unknown heading "!extra"' in problems[2].message


@pytest.mark.parametrize("line", ["0", "0000", "4294967296", "123456789012345678901234567890"])
def test_ydk_numbers_that_cannot_be_passwords(line: str) -> None:
    deck, problems = read_ydk("d.ydk", f"#main\n{line}\n")
    assert deck.entries == () and len(problems) == 1 and problems[0].line == 2


def test_ydk_unknown_password_is_an_unknown_card_on_its_line() -> None:
    deck, problems = read_ydk("d.ydk", "#main\n14558127\n99999999\n99999999\n")
    found = run_rules(deck, starter_pool(), problems)
    unknown = [f for f in found if f[0] == "unknown-card"]
    assert [line for _, line, _ in unknown] == [3, 4]  # each copy on its line
    assert unknown[0][2] == 'unknown card "99999999"'
    assert "duplicate-entry" not in slugs(found)  # a card on several lines is several copies, not a duplicate


def test_ydk_lines_are_passwords_never_names() -> None:
    """A card named "7" exists; a .ydk line "7" is password 7, which no card of this pool has."""
    seven = YugiohCard(name="7", numbers=("67048711",), type="monster", monster_types=("Normal",))
    pool = pool_of([*starter_cards(), seven])
    deck, _ = read_ydk("d.ydk", "#main\n7\n67048711\n")
    found = run_rules(deck, pool)
    assert [(s, line) for s, line, _ in found if s == "unknown-card"] == [("unknown-card", 2)]


def test_two_artworks_on_their_own_lines_are_no_duplicate_entry() -> None:
    deck, _ = read_ydk("d.ydk", "#main\n46986414\n36996508\n")
    assert "duplicate-entry" not in slugs(run_rules(deck, starter_pool()))


def test_ydke_reads_three_parts_with_their_columns() -> None:
    url = ydke([14558127, 14558127], [44508094], [23434538])
    deck, problems = read_ydke("<arg>", url)
    assert problems == []
    main_at = len("ydke://") + 1
    extra_at = url.index("!") + 2
    side_at = url.index("!", extra_at) + 2
    assert [(e.name, e.line, e.column, e.section) for e in deck.entries] == [
        ("14558127", 1, main_at, "main"),
        ("14558127", 1, main_at + 5, "main"),  # each password at its own base64: bytes 4-7 start at char 5
        ("44508094", 1, extra_at, "extra"),
        ("23434538", 1, side_at, "side"),
    ]


def test_ydke_from_a_file_with_comments_keeps_the_url_line() -> None:
    url = ydke([14558127])
    deck, problems = read_ydke("d.txt", f"# my deck\n\n  {url}\n")
    assert problems == []
    assert [(e.line, e.column) for e in deck.entries] == [(3, 3 + len("ydke://"))]


def test_ydke_empty_parts_and_a_missing_trailing_bang() -> None:
    deck, problems = read_ydke("u", ydke([14558127]).rstrip("!"))
    assert problems == [] and len(deck.entries) == 1
    deck, problems = read_ydke("u", "ydke://!!!")
    assert problems == [] and deck.entries == ()


def test_ydke_bad_parts_are_located() -> None:
    good = base64.b64encode((14558127).to_bytes(4, "little")).decode()
    three = base64.b64encode(b"abc").decode()  # 3 bytes: not whole passwords
    url = f"ydke://{good}!{three}!%%%!"
    deck, problems = read_ydke("u", url)
    assert [e.name for e in deck.entries] == ["14558127"]
    assert len(problems) == 2
    assert "Extra Deck part" in problems[0].message and "3 bytes" in problems[0].message
    assert problems[0].column == url.index(three) + 1
    assert "Side Deck part" in problems[1].message and '"%"' in problems[1].message
    assert problems[1].column == url.index("%") + 1


def test_ydke_more_than_three_parts_and_other_lines() -> None:
    _, problems = read_ydke("u", "ydke://!!!AAAA!")
    assert len(problems) == 1 and "three parts" in problems[0].message
    _, problems = read_ydke("u", "ydke://!!!\nydke://!!!\n14558127\n")
    assert [(p.line, "second" in p.message) for p in problems] == [(2, True), (3, False)]
    _, problems = read_ydke("u", "# nothing\n")
    assert problems[0].message == "no ydke:// URL in the file"


def test_ydke_password_zero_is_a_problem() -> None:
    deck, problems = read_ydke("u", ydke([0, 14558127]))
    assert [e.name for e in deck.entries] == ["14558127"] and "password 0" in problems[0].message


def test_sniff_and_is_ydke() -> None:
    assert sniff("# comment\nydke://!!!\n") is read_ydke
    assert sniff("#created by x\n#main\n1\n") is read_ydk
    assert sniff("Game: yugioh\nMain Deck:\n3 Ash Blossom & Joyous Spring\n") is None
    assert sniff("Game: yugioh\n#main\n3 Ash Blossom & Joyous Spring\n") is None  # a comment in a text deck
    assert sniff("#created by x\n#main\n#extra\n!side\n") is read_ydk  # an empty .ydk
    assert is_ydke("  YDKE://abc!") and not is_ydke("deck.ydk")


def test_a_ydke_deck_is_checked_like_a_ydk_deck() -> None:
    main = [14558127] * 3 + [23434538] * 3 + [97268402] * 3 + [59438930] * 3
    main += [46986414, 46986414, 36996508, 38033121, 38033121, 38033121, 26202165, 78010363, 40640057, 40640057]
    main += [77585513, 35261759] + [25311006] * 3 + [24224830] * 3 + [24299458] * 2 + [83764718, 53129443]
    main += [12580477] + [10045474] * 3 + [41420027, 40605147]
    assert len(main) == 40
    deck, problems = read_ydke("u", ydke(main, [44508094], [44508094, 55144522]))
    assert problems == [] and run_rules(deck, starter_pool()) == []
    deck, _ = read_ydke("u", ydke(main[:-1] + [36996508], [], []))
    found = run_rules(deck, starter_pool())
    assert slugs(found) == ["copy-limit"]
    assert "2 of password 36996508 and 2 of password 46986414" in found[0][2]


def test_deck_of_helper_builds_sections() -> None:
    deck = deck_of({"main": [(3, "X")], "side": [(1, "Y")]})
    assert [(e.section, e.line) for e in deck.entries] == [("main", 2), ("side", 3)]


def test_hostile_ydk_lines_never_crash_and_stay_short() -> None:
    huge = "0" * 1_000_000 + "1"
    long_text = "x" * 100_000
    deck, problems = read_ydk("d.ydk", f"#main\n{huge}\n{'9' * 50_000}\n{long_text}\n")
    assert [e.name for e in deck.entries] == ["1"]
    assert len(problems) == 2 and all(len(p.message) < 300 for p in problems)
    deck, problems = read_ydke("u", "ydke://" + "A" * 400_000 + "!!!")  # 300,000 bytes: 75,000 zero passwords
    assert deck.entries == () and problems  # password 0, reported without a flood
    assert len(problems) <= 1_001


def test_too_many_ydk_lines_stop_with_a_located_problem() -> None:
    deck, problems = read_ydk("d.ydk", "#main\n" + "14558127\n" * 10_005)
    assert len(deck.entries) == 10_000 and "stops reading" in problems[-1].message and problems[-1].line == 10_002
