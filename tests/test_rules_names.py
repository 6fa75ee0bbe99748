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
