"""The importer's pure parts: worlds, attributes, text cleanup, fact phrases, columns, name repair."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardpool.importer.columns import ColumnError
from cardpool.importer.columns import find_columns as _find_columns
from cardpool.importer.columns import parse_mapping as _parse_mapping
from deckcheck.games.buddyfight.importer import FIELDS, REQUIRED
from deckcheck.games.buddyfight.importer.interpret import repair_name
from deckcheck.games.buddyfight.importer.text import clean_text, read_facts, read_flag, split_quoted_names
from deckcheck.games.buddyfight.importer.worlds import WORLDS, match_world, parse_attributes, parse_worlds

# ------------------------------------------------------------------ worlds


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Dragon World", ("Dragon World",)),
        ("Legend world", ("Legend World",)),
        ("Legend", ("Legend World",)),
        ("Dragon W", ("Dragon World",)),
        ("Stardragon World", ("Star Dragon World",)),
        ("Star Dragon WorldDragon World", ("Star Dragon World", "Dragon World")),
        ("Legend World / Star Dragon World", ("Legend World", "Star Dragon World")),
        (
            "Dragon World / Darkness Dragon World / Star Dragon World",
            ("Dragon World", "Darkness Dragon World", "Star Dragon World"),
        ),
        ("Generic", ("Generic",)),
        ("Hundred Demons", ("Hundred Demons",)),
        ("-", ()),
        ("", ()),
        (None, ()),
    ],
)
def test_parse_worlds_maps_known_spellings(raw: str | None, expected: tuple[str, ...]) -> None:
    worlds, notes = parse_worlds(raw)
    assert worlds == expected
    assert all(n.kind == "fixed" for n in notes)


def test_a_typo_never_becomes_a_new_world() -> None:
    worlds, notes = parse_worlds("Legend World / Star Legend World")
    assert worlds == ("Legend World",)
    assert [(n.value, n.kind) for n in notes] == [("Star Legend World", "dropped")]
    assert "no such world" in notes[0].reason


def test_a_world_in_japanese_is_reported() -> None:
    worlds, notes = parse_worlds("忍者")
    assert worlds == ()
    assert notes[0].kind == "dropped" and "another script" in notes[0].reason


@pytest.mark.slow
@given(
    st.lists(st.sampled_from(WORLDS), min_size=1, max_size=3, unique=True), st.sampled_from([" / ", "/", " /\n", "／"])
)
def test_any_joined_worlds_come_back(worlds: list[str], separator: str) -> None:
    assert parse_worlds(separator.join(w.upper() for w in worlds))[0] == tuple(worlds)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Armordragon / Blue Dragon", ("Armordragon", "Blue Dragon")),
        ("Green Dragon\n / Defense", ("Green Dragon", "Defense")),
        ("Battle Aura\nDestruction", ("Battle Aura", "Destruction")),
        ("Olympus /Fire Power /  Destruction", ("Olympus", "Fire Power", "Destruction")),
        ("Asgard\u3000/ Rune", ("Asgard", "Rune")),
        ("Olympus / Defenｓe", ("Olympus", "Defense")),
        ("Star?/ Summon", ("Star", "Summon")),
        ("Superheroー / Guardians", ("Superhero", "Guardians")),
        ("-", ()),
    ],
)
def test_parse_attributes_tidies(raw: str, expected: tuple[str, ...]) -> None:
    assert parse_attributes(raw)[0] == expected


def test_attributes_in_japanese_are_reported_not_kept() -> None:
    attributes, notes = parse_attributes("防御 / 回復")
    assert attributes == ()
    assert [n.value for n in notes if n.kind == "dropped"] == ["防御", "回復"]


def test_match_world_is_strict_beyond_spacing_and_case() -> None:
    assert match_world("darkness  dragon world") == "Darkness Dragon World"
    assert match_world("Dragn World") is None


# ------------------------------------------------------------------ text


@pytest.mark.parametrize(
    "html",
    [
        "■ You may use ＜Legend World＞ and ＜Generic＞ cards.",
        "■ You may use &lt;Legend World&gt; and &lt;Generic&gt; cards.",
        '■You may use <legend world=""> and <generic> cards.</generic></legend>',
        "■ You may use  &lt;Legend World &gt; and  &lt;Generic &gt; cards.",
    ],
)
def test_clean_text_repairs_every_form_of_world_brackets(html: str) -> None:
    assert clean_text(html) == "You may use <Legend World> and <Generic> cards."


def test_clean_text_undoes_shift_jis_mojibake_around_brackets() -> None:
    assert (
        clean_text("■You may use アncient World＞ and エeneric＞ cards.")
        == "You may use <Ancient World> and <Generic> cards."
    )


def test_clean_text_breaks_lines_and_unescapes() -> None:
    assert (
        clean_text("■[Call Cost] Pay 3 gauge. &amp; Soul.<br/>\n[Soulguard]")
        == "[Call Cost] Pay 3 gauge. & Soul.\n[Soulguard]"
    )
    assert clean_text("-") == ""


def test_omni_lord_and_its_world() -> None:
    text = clean_text(
        '[Omni Lord] (You may use this card with all flags. You may have up to one "X" in your deck '
        "if you use it with non-&gt;Dragon World&lt; flags.)"
    )
    facts = read_facts(text, "X", "monster")
    assert facts.omni_lord and facts.omni_lord_world == "Dragon World"
    assert not facts.any_flag, "[Omni Lord] is not 'any flag'"
    assert read_facts(clean_text("Omni Lord <br/>■At the end of the battle"), "Y", "monster").omni_lord


def test_a_mention_of_omni_lord_is_not_the_keyword() -> None:
    facts = read_facts(
        clean_text("■ You may use this card with all flags.<br/>■ Search for a monster with [Omni Lord]."), "E", "spell"
    )
    assert facts.any_flag and not facts.omni_lord


def test_any_number_of_needs_have_not_cast() -> None:
    assert read_facts(
        'You may have any number of "Dragonarms, Schrodinger" in your deck!', "Dragonarms, Schrodinger", "monster"
    ).any_number
    assert read_facts('You may have any number of "A" in your deck.', "A", "monster").any_number
    assert not read_facts(
        'You may cast any number of "Dragoenergy" at the same time.', "Dragoenergy", "spell"
    ).any_number


def test_shared_group_with_quoted_names_inside() -> None:
    text = (
        'You may have up to a total of four "Buddyfight Triple T "Gara"" and "Uninvited Deity, -Inspector-" '
        "combined in your deck."
    )
    assert read_facts(text, 'Buddyfight Triple T "Gara"', "spell").shared_limit == (
        'Buddyfight Triple T "Gara"',
        "Uninvited Deity, -Inspector-",
    )


def test_split_quoted_names() -> None:
    assert split_quoted_names('"A "B"" and "C"') == ('A "B"', "C")
    assert split_quoted_names('"A", "B" and "C"') == ("A", "B", "C")


def test_my_buddy_and_can_be_buddy() -> None:
    my = 'If you have less than four buddies in your deck, you may have up to one "My Buddy!" in your deck.'
    assert read_facts(my, "My Buddy!", "monster").my_buddy
    assert read_facts("This card can be your buddy!", "Immortal Sword, Durandal", "item").can_be_buddy
    assert not read_facts("This card can be your buddy!", "Some Monster", "monster").can_be_buddy


def test_unknown_deck_building_phrase_is_reported() -> None:
    facts = read_facts('You may only have one "Lonely" in your deck.', "Lonely", "spell")
    assert [n.kind for n in facts.notes] == ["dropped"]


def test_read_flag_world_attribute_monster_and_setup() -> None:
    world = read_flag(clean_text("■ You may use ＜Dragon World＞ and ＜Generic＞ cards."))
    assert (world.worlds, world.generic, world.status) == (("Dragon World",), True, "ok")
    ein = read_flag(
        clean_text(
            '■ You may use cards with "Dragon" in its attribute, and <generic> cards.<br/>'
            "■ Your initial hand becomes four cards, your initial gauge becomes two cards, "
            "and your initial life becomes 12!</generic>"
        )
    )
    assert (ein.attribute_words, ein.generic, ein.hand, ein.gauge, ein.life) == (("Dragon",), True, 4, 2, 12)
    zwei = read_flag('You may use monsters with "Dragon" in its attribute.\nYour initial life becomes 20!')
    assert (zwei.card_types, zwei.generic, zwei.life) == (("monster",), False, 20)
    guardians = read_flag(
        "Your initial hand becomes six cards, your initial gauge becomes one card, and your initial "
        'life becomes 12!\nYou may use cards with "Guardians" in its attribute and <Generic> cards.'
    )
    assert (guardians.hand, guardians.gauge, guardians.life) == (6, 1, 12)


@pytest.mark.parametrize(
    ("html", "status"),
    [
        ("-", "missing"),
        ('You may use cards with "Dragon" in its attribute, and cards.', "damaged"),
        ('■ You may use <ancient <generic＞="" and="" cards.<="" td="" world＞="">\n</ancient>', "damaged"),
        ("A flag with some other text.", "damaged"),
    ],
)
def test_read_flag_reports_missing_and_damaged_text(html: str, status: str) -> None:
    assert read_flag(clean_text(html)).status == status


# ------------------------------------------------------------------ columns and names


def find_columns(columns: list[str], mapping: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    return _find_columns(columns, FIELDS, REQUIRED, mapping)


def parse_mapping(items: list[str]) -> dict[str, str]:
    return _parse_mapping(items, FIELDS)


def test_find_columns_by_usual_names_and_map() -> None:
    found = find_columns(["Card No.", "Card Name", "World", "Attributes", "Type", "Text", "extra"])
    assert found.found["card_no"] == "Card No." and found.found["name"] == "Card Name"
    assert found.found["ability_effect"] == "Text" and found.unused == ("extra",)
    mapped = find_columns(["Printed", "Kind"], parse_mapping(["name=Printed"]))
    assert mapped.found == {"name": "Printed", "type": "Kind"}


def test_column_errors() -> None:
    with pytest.raises(ColumnError, match="no 'name'"):
        find_columns(["card_no", "type"])
    with pytest.raises(ColumnError, match="unknown field"):
        parse_mapping(["nmae=Card Name"])
    with pytest.raises(ColumnError, match="FIELD=COLUMN"):
        parse_mapping(["name"])
    with pytest.raises(ColumnError, match="no column 'Nope'"):
        find_columns(["name", "type"], {"world": "Nope"})


def test_repair_name_undoes_code_page_mojibake_only() -> None:
    assert repair_name("WakeyŌśåThump SHOOTER") == "Wakey☆Thump SHOOTER"
    assert repair_name("GoddoтШЕFunayama") == "Goddo★Funayama"
    for fine in (
        "Enemin Gold α",
        "Reckless Bravery……",
        "Mission Card “Party Formed!”",
        "Omni Lord ∞ Burst!",
        "Eco-Ｈero",
    ):
        assert repair_name(fine) == fine
