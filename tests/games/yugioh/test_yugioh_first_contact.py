"""What a Yu-Gi-Oh! player meets first (issue 16): simulator artwork ids, ids of cards that never go in a deck,
suggestions only when close, and ydke:// URLs however they are pasted."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from deckcheck.cli import main
from deckcheck.findings import Finding
from deckcheck.games.yugioh.ydk import read_ydke, sniff
from deckcheck.rules.suggestions import CLOSE_SCORE

from yugioh_helpers import REPO, YGO_DECKS, check_text, starter_pool, ydke

ASH = 14558127
POT = 55144522  # Pot of Greed
STARDUST = 44508094
MAIN = [ASH] * 3 + [POT] * 37


def unknown(text: str, path: str = "deck.txt") -> list[Finding]:
    return [f for f in check_text(text, path=path).findings if f.rule == "unknown-card"]


# --- simulator artworks (issue 16, item 4) ---------------------------------------------------------------


@pytest.mark.parametrize("form", ["ydk", "text"])
def test_an_alternate_artwork_id_gets_the_card_it_stands_for(form: str) -> None:
    text = "#main\n14558128\n" if form == "ydk" else "Game: yugioh\nMain Deck:\n1 14558128\n"
    [finding] = unknown(text, path=f"deck.{'ydk' if form == 'ydk' else 'txt'}")
    assert finding.suggestions[0] == (
        "Ash Blossom & Joyous Spring (14558127; simulators number alternate artworks this way)"
    )
    assert finding.unsafe_fix == "14558127" and finding.severity == "error"  # never accepted silently


def test_an_id_far_from_any_password_gets_no_artwork_hint() -> None:
    [finding] = unknown("#main\n14558150\n", path="deck.ydk")  # 23 above: no simulator numbers artworks so far up
    assert finding.suggestions == () and finding.unsafe_fix is None


@pytest.mark.skipif(not YGO_DECKS.exists(), reason=f"the real Yu-Gi-Oh! decks are not at {YGO_DECKS}")
def test_the_real_deck_with_a_simulator_id_gets_its_card() -> None:
    path = YGO_DECKS / "tactical-try-deck-decisive-strike-cyber-dragon.ydk"
    report = check_text(path.read_text(encoding="utf-8"), path="deck.ydk")
    found = {f.card: f for f in report.findings if f.rule == "unknown-card"}
    assert "18144507" in found
    # Harpie's Feather Duster (18144506) is in the starter pool too
    assert found["18144507"].suggestions[0].startswith("Harpie's Feather Duster (18144506; simulators number")


def test_unsafe_fixes_rewrite_an_artwork_id_in_a_text_list(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Game: yugioh\nMain Deck:\n3 14558128\n", encoding="utf-8")
    CliRunner().invoke(main, ["check", "--isolated", "--fix", "--unsafe-fixes", str(deck)])
    assert deck.read_text(encoding="utf-8") == "Game: yugioh\nMain Deck:\n3 14558127\n"


# --- cards that never go in an Advanced deck (item 8) ----------------------------------------------------


@pytest.mark.parametrize(
    ("written", "says"),
    [
        ("160001000", "a Rush Duel card's id in EDOPro"),
        ("300101001", "a Speed Duel Skill's id in EDOPro"),
        ("154010101", "an anime Skill's id in EDOPro"),
        ("123456789", "a printed password has at most 8 digits"),
    ],
)
def test_simulator_ids_of_other_games_cards_say_what_they_are(written: str, says: str) -> None:
    [finding] = unknown(f"#main\n{written}\n", path="deck.ydk")
    assert says in finding.message and finding.suggestions == ()


def test_a_token_the_pool_lacks_says_it_is_a_token() -> None:
    pool = starter_pool()
    assert pool.index.lookup("Lamb Token") is None
    [finding] = unknown("Game: yugioh\nMain Deck:\n1 Lamb Token\n")
    assert finding.message == (
        'unknown card "Lamb Token"; a Token: Tokens are made by card effects during the Duel and are never part '
        "of a deck"
    )
    assert finding.suggestions == ()


def test_a_token_the_pool_holds_is_the_token_rule() -> None:
    report = check_text("Game: yugioh\nMain Deck:\n1 Sheep Token\n")
    assert [f.code for f in report.findings if f.card == "Sheep Token"] == ["YG203"]


# --- suggestions only when close (item 5) ----------------------------------------------------------------


def test_a_far_off_name_gets_no_suggestion_and_says_so() -> None:
    [finding] = unknown("Game: yugioh\nMain Deck:\n3 Fiendsmith Engraver\n")
    assert finding.suggestions == ()  # it used to get "did you mean: Umi"
    assert finding.message == (
        'unknown card "Fiendsmith Engraver"; no card in the 70-card starter pool is close; import a full pool: '
        "'deckcheck pool import CARDS.sqlite --set-default'"
    )


def test_a_typo_still_gets_its_card() -> None:
    [finding] = unknown("Game: yugioh\nMain Deck:\n3 Ash Blosom\n")
    assert finding.suggestions == ("Ash Blossom & Joyous Spring",)


def test_every_suggestion_shown_scores_at_least_the_threshold() -> None:
    pool = starter_pool()
    for written in ("Ash Blosom", "Pot of Gread", "Dark Magican", "Fiendsmith Engraver", "Snake-Eye Ash"):
        shown = {f.card: f.suggestions for f in unknown(f"Game: yugioh\nMain Deck:\n1 {written}\n")}
        scores = {s.name: s.score for s in pool.index.suggest(written)}
        assert all(scores[name] >= CLOSE_SCORE for name in shown.get(written, ()))


def test_a_password_gets_no_nothing_close_note() -> None:
    [finding] = unknown("#main\n99999999\n", path="deck.ydk")
    assert finding.message == 'unknown card "99999999"'


# --- ydke:// however it is pasted (item 7) ---------------------------------------------------------------


def _cards(text: str) -> list[tuple[str, int, int, str]]:
    deck, problems = read_ydke("<paste>", text)
    assert problems == []
    return [(e.name, e.line, e.column, e.section) for e in deck.entries]


def test_a_url_inside_a_sentence() -> None:
    url = ydke(MAIN, [STARDUST])
    text = f"My deck: {url} (thanks!)\n"
    assert sniff(text) is read_ydke
    cards = _cards(text)
    assert len(cards) == 41 and cards[0] == (str(ASH), 1, len("My deck: ") + len("ydke://") + 1, "main")


def test_a_url_wrapped_over_lines_as_readmes_show_it() -> None:
    url = ydke(MAIN, [STARDUST])
    lines = [url[i : i + 60] for i in range(0, len(url), 60)]
    text = "\n".join(lines) + "\n"
    assert len(lines) > 2
    cards = _cards(text)
    assert [c[0] for c in cards] == [str(ASH)] * 3 + [str(POT)] * 37 + [str(STARDUST)]
    assert cards[-1][1] == len(lines)  # the Extra Deck part stands on the last line
    assert {c[1] for c in cards} == set(range(1, len(lines) + 1))


def test_parts_without_their_padding() -> None:
    url = ydke([ASH], [STARDUST], [POT])
    assert "=" in url
    assert [c[0] for c in _cards(url.replace("=", ""))] == [str(ASH), str(STARDUST), str(POT)]


def test_each_password_is_located_at_its_own_base64() -> None:
    url = ydke([ASH, POT, STARDUST])
    columns = [c[2] for c in _cards(url)]
    start = len("ydke://") + 1
    assert columns == [start, start + 5, start + 10]  # bytes 0, 4 and 8 start at characters 0, 5 and 10


def test_a_finding_inside_a_url_names_the_cards_place_in_its_part() -> None:
    url = ydke([ASH] * 4 + [POT] * 36, [STARDUST])
    report = check_text(url, path="deck.ydke")
    [copies] = [f for f in report.findings if f.code == "YG202" and f.card == str(ASH)]
    assert copies.message.endswith("(Main Deck card 4 of 40)")
    assert copies.column == len("ydke://") + 1 + 16  # the fourth password's base64 (byte 12: character 16)


def test_a_wrapped_url_on_standard_input_through_the_cli() -> None:
    url = (REPO / "examples" / "yugioh" / "dark-magician.ydke").read_text(encoding="utf-8").splitlines()[1]
    text = "My deck: " + url[:50] + "\n" + url[50:120] + "\n" + url[120:] + "\n"
    result = CliRunner().invoke(main, ["check", "--isolated", "-"], input=text)
    assert result.exit_code == 0, result.stdout
    assert result.stdout.startswith("<stdin>: LEGAL (construction only") and "40 Main Deck" in result.stdout


def test_the_examples_still_read() -> None:
    text = (REPO / "examples" / "yugioh" / "dark-magician.ydke").read_text(encoding="utf-8")
    deck, problems = read_ydke("x.ydke", text)
    assert problems == [] and len(deck.entries) == 70


# --- minor items ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "printed"),
    [
        ("Droll and Lock Bird", "Droll & Lock Bird"),
        ("SP Little Knight", "S:P Little Knight"),
        ("IP Masquerena", "I:P Masquerena"),
        ("Maxx C", 'Maxx "C"'),
    ],
)
def test_spelling_slips_are_name_spelling_with_a_fix(written: str, printed: str) -> None:
    from cardpool import NameIndex
    from deckcheck.games.yugioh.cards import YugiohCard

    names = ("Droll & Lock Bird", "S:P Little Knight", "I:P Masquerena", 'Maxx "C"', "Rock and Roll", "Rock Roll")
    index = NameIndex(YugiohCard(name=n, type="monster", numbers=(str(i + 1),)) for i, n in enumerate(names))
    match = index.lookup(written)
    assert match is not None and (match.name, match.via) == (printed, "loose")
    assert index.lookup("Rock & Roll").name == "Rock Roll"  # type: ignore[union-attr]  # the loose form first
    assert index.lookup("D\u0301roll & Lock Bird") is None  # a name cut apart by stray marks stays apart


def test_a_spelling_slip_in_a_deck_is_dc003_with_the_printed_name_as_fix() -> None:
    report = check_text("Game: yugioh\nMain Deck:\n3 Maxx C\n")
    [finding] = [f for f in report.findings if f.code == "DC003"]
    assert finding.fix == 'Maxx "C"'


def test_explain_with_a_game_shows_that_games_rule() -> None:
    result = CliRunner().invoke(main, ["explain", "copy-limit", "--game", "ygo"])
    assert result.exit_code == 0 and result.stdout.startswith("# copy-limit (YG202, Yu-Gi-Oh!)")
    assert "BF202" not in result.stdout
    result = CliRunner().invoke(main, ["explain", "unknown-card", "--game", "yugioh"])
    assert result.exit_code == 0 and result.stdout.startswith("# unknown-card (DC002)")
    result = CliRunner().invoke(main, ["explain", "BF202", "--game", "yugioh"])
    assert result.exit_code == 2 and "BF202 copy-limit is not a Yu-Gi-Oh! rule; Yu-Gi-Oh!'s copy-limit is YG202" in (
        result.stderr
    )


def test_lflist_names_without_a_format_follow_the_headers_grouping() -> None:
    from deckcheck.games.yugioh.lflist import parse_lflist

    text = (
        "#[2026.7][2026.4]\n#[2026.2 TCG][2025.10 TCG][2013.3.1]\n"
        "!2026.7\n!2026.4\n!2026.2 TCG\n!2025.10 TCG\n!2013.3.1\n!2010.3 OCG\n!2009.3\n"
    )
    formats = {item.header.name: item.header.format for item in parse_lflist("lflist.conf", text)}
    assert formats == {
        "2026.7": "ocg",
        "2026.4": "ocg",
        "2026.2 TCG": "tcg",
        "2025.10 TCG": "tcg",
        "2013.3.1": "tcg",  # listed among the TCG names of the header
        "2010.3 OCG": "ocg",
        "2009.3": "ocg",  # in no header group: YGOPro's convention
    }


def test_the_real_files_four_old_lists_are_tcg_lists() -> None:
    from deckcheck.games.yugioh.lflist import parse_lflist

    from yugioh_helpers import YGO_DATA

    path = YGO_DATA / "lflist.conf"
    if not path.exists():
        pytest.skip(f"the real lflist.conf is not at {path}")
    lists = {item.header.name: item.header.format for item in parse_lflist(str(path), path.read_text("utf-8"))}
    assert [lists[name] for name in ("2013.3.1", "2012.9.1", "2012.3.1", "2011.9.1")] == ["tcg"] * 4
    assert sum(1 for f in lists.values() if f == "tcg") == 51 and lists["2026.7"] == "ocg"


def test_a_chat_paste_with_prose_around_the_url_is_read_as_the_url() -> None:
    url = (REPO / "examples" / "yugioh" / "dark-magician.ydke").read_text(encoding="utf-8").splitlines()[1]
    text = f"Here's my deck:\n{url}\nthoughts?\n"
    assert sniff(text) is read_ydke  # the URL is on the second line: still a ydke:// paste, not a text list
    result = CliRunner().invoke(main, ["check", "--isolated", "-"], input=text)
    assert result.exit_code == 0
    assert "<stdin>:3:1: DC006 [note] 'thoughts?' is not part of the ydke:// URL: read as a remark" in result.stdout
    deck, problems = read_ydke("x.ydke", f"{url}\n3 Pot of Greed\n")
    assert [p.message for p in problems] == ["'3 Pot of Greed' is not a ydke:// URL: the file holds one ydke:// URL"]
    deck, problems = read_ydke("x.ydke", "Here's my deck:\n")  # no URL: its lines are what is wrong
    assert [p.line for p in problems] == [1] and not deck.notes


@pytest.mark.parametrize("width", [40, 60, 200])
def test_a_chat_paste_of_a_wrapped_url_after_prose_is_read_as_the_url(width: int) -> None:
    """Discord and forum posts: a line of prose, then the URL wrapped over lines (a wrapped line that starts with a
    base64 digit was taken for a card line, and two long lines of base64 for a file of data, not a deck)."""
    url = (REPO / "examples" / "yugioh" / "dark-magician.ydke").read_text(encoding="utf-8").splitlines()[1]
    lines = [url[i : i + width] for i in range(0, len(url), width)]
    assert any(line[:1].isdigit() for line in lines[1:]) is (width == 60)  # each way of failing, one width each
    text = "my deck:\n" + "\n".join(lines) + "\n"
    assert sniff(text) is read_ydke
    result = CliRunner().invoke(main, ["check", "--isolated", "-"], input=text)
    assert result.exit_code == 0 and "40 Main Deck" in result.stdout, result.stdout


def test_a_card_list_that_also_holds_a_url_stays_a_card_list() -> None:
    url = ydke([ASH])
    assert sniff(f"Main Deck:\n3 Ash Blossom & Joyous Spring\n{url}\n") is None


def test_an_empty_ydk_file_is_a_yugioh_deck(tmp_path: Path) -> None:
    """An empty ``.ydk`` in an event folder was a Buddyfight deck (the default game), and the report said so."""
    import json

    (tmp_path / "empty.ydk").write_bytes(b"")
    result = CliRunner().invoke(main, ["check", "--isolated", "-f", "json", str(tmp_path / "empty.ydk")])
    code, out = result.exit_code, result.stdout
    assert code == 1 and json.loads(out)["decks"][0]["game"] == "yugioh"
