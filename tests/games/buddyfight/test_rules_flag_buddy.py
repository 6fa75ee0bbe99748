"""flag-missing, buddy-missing, buddy-invalid, buddy-unusable, unusable-card, flag-in-deck."""

from __future__ import annotations

import pytest

from cardpool import CardPool

from helpers import BASE_DECK, changed, check, deck_text, rules_of


def test_no_flag_is_an_error(pool: CardPool) -> None:
    report = check(deck_text(flag=None), pool)
    assert rules_of(report) == ["flag-missing"]
    assert report.details["setup"] is None


def test_two_flags_is_an_error_at_the_second(pool: CardPool) -> None:
    text = "Flag: Dragon World\nFlag: Danger World\n" + deck_text(flag=None)
    report = check(text, pool)
    assert rules_of(report) == ["flag-missing"]
    assert report.findings[0].line == 2


def test_with_two_flags_a_card_neither_can_use_is_said(pool: CardPool) -> None:
    """Two flags: which one the deck plays is not known, but a Magic World card is dead under both; it got no word
    until the flag line was mended (every problem in one run). The Dragon World cards stay quiet."""
    cards = changed(BASE_DECK, {'Dragon Force, "Style of Impact"': 0, "Magical Goodbye": 2})
    report = check("Flag: Danger World\n" + deck_text(cards), pool)
    assert rules_of(report) == ["flag-missing", "unusable-card"]
    [unusable] = report.findings[1:]
    assert unusable.card == "Magical Goodbye" and unusable.message.endswith(
        'cannot be used under any flag the deck names ("Danger World" or "Dragon World")'
    )


def test_with_a_flag_and_a_monster_named_as_flags_the_flags_reach_is_said(pool: CardPool) -> None:
    """``Flag: Dragon World`` and ``Flag: Armorknight Cerberus``: only one is a flag, and a Magic World card is dead
    under it; BF101 came alone (a review)."""
    cards = changed(BASE_DECK, {'Dragon Force, "Style of Impact"': 0, "Magical Goodbye": 2})
    report = check(deck_text(cards) + "Flag: Armorknight Cerberus\n", pool)
    [unusable] = [f for f in report.findings if f.rule == "unusable-card"]
    assert unusable.card == "Magical Goodbye" and unusable.message.endswith('any flag the deck names ("Dragon World")')


def test_a_monster_named_as_flag_is_an_error(pool: CardPool) -> None:
    report = check(deck_text(flag="Armorknight Cerberus"), pool)
    assert rules_of(report) == ["flag-missing"]
    assert report.findings[0].line == 1
    assert report.findings[0].column == 7


def test_unknown_flag_is_reported_once_as_unknown_card(pool: CardPool) -> None:
    report = check(deck_text(flag="Dragn World"), pool)
    assert rules_of(report) == ["unknown-card"]
    assert report.findings[0].suggestions[0] == "Dragon World"


def test_no_buddy_is_an_error(pool: CardPool) -> None:
    report = check(deck_text(buddy=None), pool)
    assert rules_of(report) == ["buddy-missing"]


def test_two_buddies_is_an_error(pool: CardPool) -> None:
    text = deck_text(extra="").replace(
        "Buddy: Flarefang Dragon", "Buddy: Flarefang Dragon\nBuddy: Systemic Dagger Dragon"
    )
    report = check(text, pool)
    assert rules_of(report) == ["buddy-missing"]
    assert report.findings[0].line == 3


def test_a_spell_as_buddy_is_invalid(pool: CardPool) -> None:
    report = check(deck_text(buddy="Dragon Breath"), pool)
    assert rules_of(report) == ["buddy-invalid"]


def test_an_impact_monster_can_be_the_buddy(pool: CardPool) -> None:
    report = check(deck_text(buddy='Bal Dragon, "Bal Grand Strike!"'), pool)
    assert report.findings == ()


def test_an_item_that_says_it_can_be_your_buddy_is_valid(pool: CardPool) -> None:
    report = check(deck_text(flag="Legend World", buddy="Immortal Sword, Durandal"), pool)
    assert "buddy-invalid" not in rules_of(report)
    assert "buddy-unusable" not in rules_of(report)


def test_an_impact_as_buddy_is_invalid(pool: CardPool) -> None:
    report = check(deck_text(buddy="Gargantua Punisher!!"), pool)
    assert rules_of(report) == ["buddy-invalid"]


def test_off_world_buddy_is_a_warning_and_deck_stays_legal(pool: CardPool) -> None:
    report = check(deck_text(buddy="Armorknight Cerberus"), pool)
    assert rules_of(report) == ["buddy-unusable"]
    assert report.legal


def test_strict_makes_warnings_fail(pool: CardPool) -> None:
    report = check(deck_text(buddy="Armorknight Cerberus"), pool, strict=True)
    assert not report.legal


def test_off_world_card_is_an_unusable_warning(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {'Dragon Force, "Style of Impact"': 0, "Magical Goodbye": 2})
    report = check(deck_text(cards), pool)
    assert rules_of(report) == ["unusable-card"]
    assert report.legal
    assert "Magic World" in report.findings[0].message


def test_generic_card_is_usable_under_a_world_flag(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {'Dragon Force, "Style of Impact"': 0, "Buddy Charge": 2})
    assert check(deck_text(cards), pool).findings == ()


@pytest.mark.parametrize("flag", ["Dragon World", "Star Dragon World"])
def test_dual_card_is_usable_under_each_of_its_worlds(pool: CardPool, flag: str) -> None:
    cards = {"Best Master and Disciple, Bal Dragon & Jackknife": 4}
    report = check(deck_text(cards, flag=flag, buddy="Best Master and Disciple, Bal Dragon & Jackknife"), pool)
    assert "unusable-card" not in rules_of(report)
    assert "buddy-unusable" not in rules_of(report)


def test_dual_card_is_unusable_under_a_third_world(pool: CardPool) -> None:
    cards = {"Best Master and Disciple, Bal Dragon & Jackknife": 4}
    report = check(deck_text(cards, flag="Magic World", buddy="Demon Lord, Asmodai"), pool)
    assert "unusable-card" in rules_of(report)


def test_attribute_flag_allows_cards_with_the_word_inside_an_attribute(pool: CardPool) -> None:
    # Armordragon, Sun Dragon, Green Dragon all contain "Dragon"; Buddy Charge is Generic.
    cards = {
        "Systemic Dagger Dragon": 4,
        "Flarefang Dragon": 4,
        "Green Dragon Shield": 4,
        "Buddy Charge": 4,
        "Dragon Emperor Legend": 4,
    }
    report = check(deck_text(cards, flag="Dragon Ein"), pool)
    assert "unusable-card" not in rules_of(report)
    assert report.details["setup"] == {"life": 12, "hand": 4, "gauge": 2}


def test_attribute_flag_rejects_cards_without_the_word(pool: CardPool) -> None:
    cards = {"Shine-energy": 4}  # attribute "Enhance", Dragon World
    report = check(deck_text(cards, flag="Dragon Ein"), pool)
    assert "unusable-card" in rules_of(report)


def test_monster_only_flag_rejects_dragon_spells_and_allows_impact_monsters(pool: CardPool) -> None:
    cards = {"Dragon Breath": 4, 'Bal Dragon, "Bal Grand Strike!"': 4, "Buddy Charge": 4}
    report = check(deck_text(cards, flag="Dragon Zwei"), pool)
    unusable = {f.card for f in report.findings if f.rule == "unusable-card"}
    assert unusable == {"Dragon Breath", "Buddy Charge"}
    assert report.details["setup"]["life"] == 20


def test_an_extra_flag_of_another_world_is_legal_with_a_warning_and_not_counted(pool: CardPool) -> None:
    report = check(deck_text(extra="1 Danger World\n"), pool)
    assert rules_of(report) == ["flag-in-deck"]
    assert report.legal and report.deck_size == 50 and "flag" not in report.type_counts


def test_a_flag_listed_as_a_card_without_a_flag_line_is_the_flag(pool: CardPool) -> None:
    report = check(deck_text(flag=None, extra="1 Dragon World\n"), pool)
    assert rules_of(report) == ["reading-note"]
    assert report.legal and report.details["flag"] == "Dragon World" and report.deck_size == 50
    assert report.details["setup"] == {"life": 10, "hand": 6, "gauge": 2}


def test_the_flag_listed_again_among_the_cards_is_the_same_flag(pool: CardPool) -> None:
    report = check(deck_text(extra="1 Dragon World\n"), pool)
    [note] = report.findings
    assert note.rule == "reading-note" and "same flag" in note.message
    assert report.legal and report.deck_size == 50


def test_49_cards_and_the_flag_listed_among_them_is_too_small(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {'Dragon Force, "Style of Impact"': 1, "Dragon World": 1})
    for flag in (None, "Dragon World"):
        report = check(deck_text(cards, flag=flag), pool)
        assert "deck-size" in rules_of(report) and report.deck_size == 49 and not report.legal
        assert "flag-missing" not in rules_of(report)


def test_messages_use_the_right_article(pool: CardPool) -> None:
    report = check(deck_text(buddy="Gargantua Punisher!!"), pool)
    assert "is an impact, and a buddy" in report.findings[0].message
    report = check(deck_text(flag="Immortal Sword, Durandal"), pool)
    assert "is an item, not a flag" in report.findings[0].message


@pytest.mark.parametrize("flag", [None, "Dragon World"])
def test_a_flag_listed_among_the_deck_cards_gets_the_deck_note_not_the_sideboard_one(
    pool: CardPool, flag: str | None
) -> None:
    """context.py compared the entry's section name with a Section: always unequal, so a flag among the deck's
    cards got the sideboard's "spare copy" note."""
    report = check(deck_text(flag=flag, extra="1 Dragon World\n"), pool)
    [note] = [f.message for f in report.findings]
    assert "is a flag listed among the cards: read as" in note and "outside the deck" in note
    assert "spare copy" not in note and "listed in the deck" not in note


def test_a_flag_listed_in_the_sideboard_still_gets_the_spare_copy_note(pool: CardPool) -> None:
    report = check(deck_text(extra="Sideboard:\n1 Dragon World\n"), pool)
    notes = [f.message for f in report.findings if "is a flag listed" in f.message]
    assert notes and all("listed in the sideboard: read as a spare copy" in n for n in notes)


def _yaml_deck(extra: str) -> str:
    cards = "".join(f"  {name}: {count}\n" for name, count in BASE_DECK.items())
    return f"flag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n{cards}{extra}"


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        ("  Dragon World: 1\n", "read as the same flag as the 'flag:' key"),
        ("  Danger World: 1\n", "the deck's flag goes on the 'flag:' key"),
    ],
)
def test_a_yaml_deck_is_told_of_its_flag_key_not_a_flag_line(pool: CardPool, extra: str, said: str) -> None:
    report = check(_yaml_deck(extra), pool, path="deck.yaml")
    [message] = [f.message for f in report.findings]
    assert said in message and "'Flag:' line" not in message
