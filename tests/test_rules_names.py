"""unknown-card, name-spelling and duplicate-entry."""

from __future__ import annotations

from cardpool import CardPool

from helpers import BASE_DECK, changed, check, deck_text, rules_of


def test_misspelled_name_is_unknown_with_ranked_suggestions(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "Dragn Breth": 4})
    report = check(deck_text(cards), pool)
    [finding] = [f for f in report.findings if f.rule == "unknown-card"]
    assert finding.card == "Dragn Breth"
    assert finding.suggestions[0] == "Dragon Breath"
    assert finding.severity == "error"
    assert not report.legal


def test_unknown_card_still_counts_toward_deck_size(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "Dragn Breth": 4})
    report = check(deck_text(cards), pool)
    assert report.deck_size == 50
    assert "deck-size" not in rules_of(report)


def test_gibberish_gets_no_suggestions(pool: CardPool) -> None:
    report = check(deck_text(extra="1 qqqqzzzzxxxx\n"), pool)
    [finding] = report.findings
    assert finding.rule == "unknown-card"
    assert finding.suggestions == ()


def test_case_and_spacing_only_is_a_fixable_spelling_warning(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "dragon   BREATH": 4})
    report = check(deck_text(cards), pool)
    assert rules_of(report) == ["name-spelling"]
    assert report.findings[0].fix == "Dragon Breath"
    assert report.legal


def test_curly_quotes_match_straight_quotes(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {'Fifth Omni Cavalry Dragon, Merak "SD"': 0, "Fifth Omni Cavalry Dragon, Merak “SD”": 4})
    report = check(deck_text(cards), pool)
    assert rules_of(report) == ["name-spelling"]


def test_full_width_letters_match_after_nfkc(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "Ｄｒａｇｏｎ Ｂｒｅａｔｈ": 4})
    report = check(deck_text(cards), pool)
    assert rules_of(report) == ["name-spelling"]
    assert report.findings[0].fix == "Dragon Breath"


def test_card_number_resolves_without_a_warning(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "TD01/0010EN": 4})
    report = check(deck_text(cards), pool)
    assert report.findings == ()


def test_card_number_is_case_and_space_insensitive(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "td01 / 0010en": 4})
    assert check(deck_text(cards), pool).findings == ()


def test_duplicate_line_is_a_warning_at_the_second_line(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Dragon Breath": 2})
    report = check(deck_text(cards, extra="2 Dragon Breath\n"), pool)
    assert rules_of(report) == ["duplicate-entry"]
    finding = report.findings[0]
    assert finding.line == 2 + len(cards) + 1
    assert "line 9" in finding.message  # the first Dragon Breath line
    assert report.legal


def test_a_name_listed_again_by_another_spelling_says_both_lines_truly(pool: CardPool) -> None:
    # two lines naming one card name two ways (a number, the name): the message names each as written
    cards = changed(BASE_DECK, {"Dragon Breath": 0})
    report = check(deck_text(cards, extra="3 TD01/0010EN\n1 Dragon Breath\n"), pool)
    [finding] = [f for f in report.findings if f.rule == "duplicate-entry"]
    first = 2 + len(cards) + 1
    assert finding.line == first + 1
    assert finding.message == (
        f'"Dragon Breath" is listed again in the deck (first at line {first}, as "TD01/0010EN"): cards of one '
        "name count together; the counts are summed to 4"
    )


def test_a_number_listed_after_its_name_is_shown_as_written_once(pool: CardPool) -> None:
    """The name first, its number second: the message shows the number as written with the name it stands for (it
    repeated the name: '... (first at line N, as "Dragon Breath")')."""
    cards = changed(BASE_DECK, {"Dragon Breath": 0})
    report = check(deck_text(cards, extra="1 Dragon Breath\n3 TD01/0010EN\n"), pool)
    [finding] = [f for f in report.findings if f.rule == "duplicate-entry"]
    first = 2 + len(cards) + 1
    assert finding.message == (
        f'"TD01/0010EN" ("Dragon Breath") is listed again in the deck (first at line {first}): cards of one '
        "name count together; the counts are summed to 4"
    )


def test_same_card_in_deck_and_sideboard_is_not_a_duplicate_entry(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Dragon Breath": 3, "Buddy Charge": 1})
    report = check(deck_text(cards, extra="Sideboard:\n1 Dragon Breath\n"), pool)
    assert report.findings == ()


def test_every_unknown_name_is_reported_but_only_the_first_200_get_suggestions(pool: CardPool) -> None:
    from deckcheck.rules.names import MAX_SUGGESTED_NAMES

    extra = "".join(f"1 Dragon Breathe {i}\n" for i in range(MAX_SUGGESTED_NAMES + 20))
    report = check(deck_text(extra=extra), pool)
    unknown = [f for f in report.findings if f.rule == "unknown-card"]
    assert len(unknown) == MAX_SUGGESTED_NAMES + 20
    assert sum(1 for f in unknown if f.suggestions) == MAX_SUGGESTED_NAMES


def test_punctuation_only_differences_are_a_fixable_spelling_warning(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {'Bal Dragon, "Bal Grand Strike!"': 0, "Bal Dragon, Bal Grand Strike": 4})
    report = check(deck_text(cards), pool)
    assert rules_of(report) == ["name-spelling"]
    assert report.findings[0].fix == 'Bal Dragon, "Bal Grand Strike!"'


def test_unknown_flag_suggests_flags_only(pool: CardPool) -> None:
    report = check(deck_text(flag="Dragon Wrold"), pool)
    [finding] = report.findings
    assert finding.message.startswith('unknown flag "Dragon Wrold"')
    assert all(pool.printings(name)[0].type == "flag" for name in finding.suggestions)
    assert finding.suggestions[0] == "Dragon World"


def test_name_and_number_of_two_different_cards_say_so(pool: CardPool) -> None:
    report = check(deck_text(extra="1 Dragonic Destroy (TD01/0010EN)\n"), pool)
    [finding] = [f for f in report.findings if f.rule == "unknown-card"]
    assert 'card number TD01/0010EN is "Dragon Breath"' in finding.message
    assert set(finding.suggestions[:2]) == {"Dragon Breath", "Dragonic Destroy"}


def test_known_name_with_a_number_missing_from_the_pool_resolves_by_name(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Dragon Breath": 0, "Dragon Breath (S-BT01/0099EN)": 4})
    report = check(deck_text(cards), pool, strict=True)
    [note] = report.findings  # the number is no card's: said in a note, which never changes the verdict
    assert (note.rule, note.line, note.column) == ("reading-note", 16, 3)
    assert note.message == 'the card number "S-BT01/0099EN" matches no card: "Dragon Breath" is read by its name alone'
    assert report.legal


def test_a_yaml_deck_notes_a_number_no_card_has_beside_a_name(pool: CardPool) -> None:
    text = "game: buddyfight\nflag: Dragon World\ndeck:\n  ZZ99/9999EN Dragon Breath: 4\n  ZZ/1 Dragoenergy: 2\n"
    report = check(text, pool, path="deck.yaml")
    notes = [(f.line, f.message) for f in report.findings if f.rule == "reading-note"]
    assert notes == [
        (4, 'the card number "ZZ99/9999EN" matches no card: "Dragon Breath" is read by its name alone'),
        (5, 'the card number "ZZ/1" matches no card: "Dragoenergy" is read by its name alone'),
    ]


def test_mistyped_card_number_suggests_cards_with_close_numbers(pool: CardPool) -> None:
    report = check(deck_text(extra="1 TD01/0010\n"), pool)
    [finding] = [f for f in report.findings if f.rule == "unknown-card"]
    assert finding.suggestions[0] == "Dragon Breath (TD01/0010EN)"  # the close number, as a deck line writes it
    assert all(s.endswith("EN)") for s in finding.suggestions)


def test_a_name_spelt_with_a_no_break_space_shows_the_space(pool: CardPool) -> None:
    """``Dragon<NBSP>Breath``: the message shows the odd space, else it read '"Dragon Breath" is printed "Dragon
    Breath"'."""
    report = check(deck_text(changed(BASE_DECK, {"Dragon Breath": 0}), extra="4 Dragon\u00a0Breath\n"), pool)
    [spelling] = [f for f in report.findings if f.rule == "name-spelling"]
    assert spelling.message == '"Dragon<U+00A0>Breath" is printed "Dragon Breath"'
