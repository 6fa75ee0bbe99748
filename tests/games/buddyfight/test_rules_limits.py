"""deck-size, copy-limit and omni-lord-limit, at their boundaries."""

from __future__ import annotations

from cardpool import CardPool

from helpers import BASE_DECK, changed, check, deck_text, rules_of


def test_base_deck_is_legal_with_no_findings(pool: CardPool) -> None:
    report = check(deck_text(), pool)
    assert report.findings == ()
    assert report.legal
    assert report.deck_size == 50


def test_49_cards_is_a_deck_size_error(pool: CardPool) -> None:
    report = check(deck_text(changed(BASE_DECK, {"Gargantua Punisher!!": 1})), pool)
    assert rules_of(report) == ["deck-size"]
    assert report.deck_size == 49
    assert not report.legal
    assert report.findings[0].line is None


def test_50_cards_is_enough_and_flag_and_buddy_are_not_counted(pool: CardPool) -> None:
    report = check(deck_text(), pool)
    assert report.deck_size == 50
    assert "deck-size" not in rules_of(report)


def test_sideboard_cards_do_not_count_toward_50(pool: CardPool) -> None:
    text = deck_text(changed(BASE_DECK, {"Gargantua Punisher!!": 1}), extra="Sideboard:\n1 Gargantua Punisher!!\n")
    report = check(text, pool)
    assert rules_of(report) == ["deck-size"]
    assert report.sections["sideboard"] == 1


def test_four_in_deck_plus_the_buddy_is_legal(pool: CardPool) -> None:
    report = check(deck_text(buddy="Flarefang Dragon"), pool)
    assert BASE_DECK["Flarefang Dragon"] == 4
    assert report.legal and report.findings == ()


def test_fifth_copy_of_the_buddy_says_to_list_it_as_buddy(pool: CardPool) -> None:
    report = check(deck_text(changed(BASE_DECK, {"Flarefang Dragon": 5})), pool)
    assert rules_of(report) == ["copy-limit"]
    finding = report.findings[0]
    assert finding.line == 3  # after the Flag and Buddy lines
    assert finding.card == "Flarefang Dragon"
    assert "the buddy's own card (named on line 2) is kept outside the deck" in finding.message


def test_copies_over_the_limit_stand_on_the_line_that_takes_them_over(pool: CardPool) -> None:
    """Four in the deck and one more in the sideboard: on the sideboard line; two deck lines of 3 and 2: on the
    second (the first line, which broke no limit, was named: an organiser's try)."""
    text = deck_text(extra="Sideboard:\n1 Systemic Dagger Dragon\n")
    [finding] = [f for f in check(text, pool).findings if f.rule == "copy-limit"]
    assert finding.line == len(text.splitlines()) and "(4 in the deck and 1 in the sideboard)" in finding.message
    cards = changed(BASE_DECK, {"Systemic Dagger Dragon": 3})
    text = deck_text(cards, extra="2 Systemic Dagger Dragon\n")
    [finding] = [f for f in check(text, pool).findings if f.rule == "copy-limit"]
    assert finding.line == len(text.splitlines())


def test_five_copies_marked_buddy_on_one_line_say_the_buddy_is_besides_them(pool: CardPool) -> None:
    """``5 Flarefang Dragon (Buddy)``: the buddy and five copies in the deck; the message speaks of that line, not
    of a 'Buddy:' line the deck does not have."""
    text = deck_text(changed(BASE_DECK, {"Flarefang Dragon": 0})).replace("Buddy: Flarefang Dragon\n", "")
    report = check(text + "5 Flarefang Dragon (Buddy)\n", pool)
    [finding] = [f for f in report.findings if f.rule == "copy-limit"]
    assert "marked as the buddy on this line, besides these copies" in finding.message
    assert "'Buddy:' line" not in finding.message


def test_fifth_copy_of_a_yaml_buddy_names_the_buddy_key_line(pool: CardPool) -> None:
    """A YAML deck names its buddy with a ``buddy:`` key: the message points at that key's line, not at a
    'Buddy:' line the file does not have."""
    cards = "".join(f"  {name}: {count}\n" for name, count in changed(BASE_DECK, {"Flarefang Dragon": 5}).items())
    text = f"flag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n{cards}"
    report = check(text, pool, path="deck.yaml")
    [finding] = [f for f in report.findings if f.rule == "copy-limit"]
    assert "the buddy's own card (named on line 2)" in finding.message
    assert "'Buddy:' line" not in finding.message


def test_fifth_copy_in_a_yaml_deck_without_buddy_suggests_the_buddy_key(pool: CardPool) -> None:
    cards = "".join(f"  {name}: {count}\n" for name, count in changed(BASE_DECK, {"Flarefang Dragon": 5}).items())
    report = check(f"flag: Dragon World\ndeck:\n{cards}", pool, path="deck.yaml")
    [finding] = [f for f in report.findings if f.rule == "copy-limit"]
    assert "list it as 'buddy: Flarefang Dragon'" in finding.message


def test_fifth_copy_without_buddy_line_suggests_making_one_the_buddy(pool: CardPool) -> None:
    report = check(deck_text(changed(BASE_DECK, {"Systemic Dagger Dragon": 5}), buddy=None), pool)
    assert "copy-limit" in rules_of(report)
    [limit] = [f for f in report.findings if f.rule == "copy-limit"]
    assert "Buddy: Systemic Dagger Dragon" in limit.message


def test_fifth_copy_with_another_buddy_named_does_not_suggest_a_buddy(pool: CardPool) -> None:
    """The deck has its buddy (``Buddy: Flarefang Dragon``): a fifth copy of another monster is over the limit, and
    the hint to make one copy the buddy would have the player change a buddy already chosen."""
    report = check(deck_text(changed(BASE_DECK, {"Systemic Dagger Dragon": 5}), buddy="Flarefang Dragon"), pool)
    assert rules_of(report) == ["copy-limit"]
    assert "Buddy:" not in report.findings[0].message and "the limit is 4 of a name" in report.findings[0].message


def test_fifth_copy_of_a_spell_is_an_error(pool: CardPool) -> None:
    report = check(deck_text(changed(BASE_DECK, {"Dragon Breath": 5})), pool)
    assert rules_of(report) == ["copy-limit"]
    assert report.findings[0].card == "Dragon Breath"


def test_copies_listed_on_two_lines_are_summed(pool: CardPool) -> None:
    report = check(deck_text(extra="2 Dragon Breath\n"), pool)
    assert sorted(rules_of(report)) == ["copy-limit", "duplicate-entry"]


def test_deck_and_sideboard_copies_share_the_limit(pool: CardPool) -> None:
    report = check(deck_text(extra="Sideboard:\n1 Dragon Breath\n"), pool)
    assert rules_of(report) == ["copy-limit"]
    assert "sideboard" in report.findings[0].message


def test_card_number_and_name_count_as_one_name(pool: CardPool) -> None:
    report = check(deck_text(extra="1 BT01/0022EN\n"), pool)  # Dragonic Destroy's number
    assert sorted(rules_of(report)) == ["copy-limit", "duplicate-entry"]


def test_any_number_card_has_no_limit(pool: CardPool) -> None:
    cards = {"Dragonarms, Schrodinger": 50}
    report = check(deck_text(cards, flag="Star Dragon World", buddy="Dragonarms, Schrodinger"), pool)
    assert report.findings == ()


def test_shared_group_over_four_is_one_error_at_the_last_member(pool: CardPool) -> None:
    extra = 'Sideboard:\n2 Battle Aura Circle\n3 Buddyfight Triple T "Rouga Aragami"\n'
    report = check(deck_text(extra=extra), pool)
    limit = [f for f in report.findings if f.rule == "copy-limit"]
    assert len(limit) == 1
    assert limit[0].card == 'Buddyfight Triple T "Rouga Aragami"'
    assert "5 cards" in limit[0].message


def test_shared_group_of_exactly_four_is_legal(pool: CardPool) -> None:
    extra = 'Sideboard:\n2 Battle Aura Circle\n2 Buddyfight Triple T "Rouga Aragami"\n'
    report = check(deck_text(extra=extra), pool)
    assert "copy-limit" not in rules_of(report)


def test_my_buddy_one_copy_with_three_buddies_in_deck_is_legal(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Flarefang Dragon": 3, "My Buddy!": 1})
    report = check(deck_text(cards), pool)
    assert report.findings == ()


def test_my_buddy_with_four_buddies_in_deck_is_an_error(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Gargantua Punisher!!": 1, "My Buddy!": 1})
    report = check(deck_text(cards), pool)
    assert rules_of(report) == ["copy-limit"]
    assert report.findings[0].card == "My Buddy!"


def test_two_my_buddy_is_an_error_even_with_few_buddies(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Flarefang Dragon": 2, "My Buddy!": 2})
    report = check(deck_text(cards), pool)
    assert rules_of(report) == ["copy-limit"]


def test_one_off_world_omni_lord_is_legal(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Fifth Omni Dragon Lord, Drum the Punisher": 1, "Gargantua Punisher!!": 3})
    report = check(deck_text(cards, flag="Dragon Ein"), pool)
    assert "omni-lord-limit" not in rules_of(report)


def test_two_off_world_omni_lord_is_an_error(pool: CardPool) -> None:
    report = check(deck_text(flag="Star Dragon World"), pool)
    assert "omni-lord-limit" in rules_of(report)
    finding = next(f for f in report.findings if f.rule == "omni-lord-limit")
    assert finding.card == "Fifth Omni Dragon Lord, Drum the Punisher"


def test_an_off_world_omni_lords_second_copy_stands_on_its_line(pool: CardPool) -> None:
    """As copy-limit stands on the line that goes over (a newcomer's try: one copy in the deck and one in the
    sideboard stood on the deck line, copy-limit's fifth copy on the sideboard line; a suppression worked for one)."""
    cards = changed(BASE_DECK, {"Fifth Omni Dragon Lord, Drum the Punisher": 1, "Gargantua Punisher!!": 3})
    text = deck_text(cards, flag="Dragon Ein", extra="Sideboard:\n1 Fifth Omni Dragon Lord, Drum the Punisher\n")
    [finding] = [f for f in check(text, pool).findings if f.rule == "omni-lord-limit"]
    assert finding.line == len(text.splitlines()) and "(1 in the deck and 1 in the sideboard)" in finding.message


def test_four_omni_lord_under_its_own_world_is_legal(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Fifth Omni Dragon Lord, Drum the Punisher": 4, "Gargantua Punisher!!": 0})
    report = check(deck_text(cards), pool)
    assert report.findings == ()


def test_omni_lord_is_usable_under_any_flag(pool: CardPool) -> None:
    cards = {"Fifth Omni Dragon Lord, Drum the Punisher": 1, "Demon Lord, Asmodai": 4}
    report = check(deck_text(cards, flag="Magic World", buddy="Demon Lord, Asmodai"), pool)
    assert "unusable-card" not in rules_of(report)
    assert "omni-lord-limit" not in rules_of(report)


def test_my_buddy_counts_buddies_in_the_sideboard_too(pool: CardPool) -> None:
    cards = changed(BASE_DECK, {"Flarefang Dragon": 3, "My Buddy!": 1})
    report = check(deck_text(cards, extra="Sideboard:\n1 Flarefang Dragon\n"), pool)
    assert rules_of(report) == ["copy-limit"]
    assert "sideboard" in report.findings[0].message


def test_a_dual_omni_lord_card_is_four_of_under_either_of_its_worlds(pool: CardPool) -> None:
    from cardpool import CardPool as Pool
    from deckcheck.games.buddyfight.cards import Card

    dual = Card(name="Dual Lord", type="monster", worlds=("Dragon World", "Star Dragon World"), omni_lord=True)
    pool = Pool([*pool.cards, dual], info=pool.info, game="buddyfight")
    for flag in ("Dragon World", "Star Dragon World"):
        report = check(deck_text({"Dual Lord": 4, "Dragonarms, Schrodinger": 46}, flag=flag, buddy="Dual Lord"), pool)
        assert "omni-lord-limit" not in rules_of(report), flag
    report = check(deck_text({"Dual Lord": 2}, flag="Magic World", buddy="Dual Lord"), pool)
    assert "omni-lord-limit" in rules_of(report)


def test_a_sideboard_heading_s_count_is_checked_whatever_slot_lines_follow(pool: CardPool) -> None:
    """``Sideboard (5)`` over four cards, the ``Buddy:`` line after them: DC009 (a review found it lost)."""
    text = deck_text(buddy=None) + "Sideboard (5)\n4 Dragon Breath\nBuddy: Flarefang Dragon\n"
    assert "heading-count" in rules_of(check(text, pool))
