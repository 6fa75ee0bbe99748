"""The text reader's plain slot reading (:func:`deckcheck.readers.text_slot.plain_slot`) changes no reading.

It reads ``Flag: Dragon World`` raw, after the game watch and before the long way, where the header reading would read
it. Each text below is read by every game twice, with the slot reading and with it switched off (every line then
takes the long way), and the two decks and problems must be equal; so is every text read with no game given (the
game watch decides) and by made-up games whose slot words meet their other words. The texts are every example list,
every multi-line string in the reader tests (:data:`test_plain_card_line.TEXTS`), and texts made of slot lines near
and far from the plain shape among slot headings, sections, counted headings and cards."""

from __future__ import annotations

import random

import pytest
from test_plain_card_line import AROUND, PLAIN_LINES, TEXTS

from deckcheck.games import all_games, get_game
from deckcheck.games.base import Game, Slot
from deckcheck.readers import read_deck, text_slot
from deckcheck.readers.text_reader import read_text
from deckcheck.readers.text_state import TextState

TAKEN = (
    "Flag: Dragon World",
    "Buddy: Ghoul Dragon Emperor, Adil Diablos",
    "flag : dragon world",
    "FLAG:Dragon World",
    "   Buddy: Jackknife Dragon",
    "Buddy: Jackknife Dragon   \r",
    "Buddy: Name x4",
    "Buddy: Name x4 pcs",
    "Buddy: Name - 1 pc",
    "Buddy: 4 Name",
    "Buddy: x4",
    "Buddy: Name (Buddy)",
    "Buddy: Name - Buddy",
    "Buddy: Name -- tech",
    "Buddy: Name, Buddy Monster",
    "Buddy: Name | Flag Dragon World",
    "Buddy: Deity Goddo★Funayama",
    "Flag: 40",
    "Flag: 15 cards",
    "Flag: (3)",
    "Flag: [3]",
    "Flag: - Dragon World",
    "Flag: = Dragon World",
    "Flag: ~~Dragon World~~",
    "Flag: Dragon World and more",
    "Flag Card: Dragon World",
    "FlagCard: Dragon World",
    "Buddy Monster: Name",
    "Flag: " + "Dragon World " * 30,
    "First Vanguard: Sunrise Egg",
    "FV: Sunrise Egg",
    "fv : Sunrise Egg",
    "First VG: Sunrise Egg",
    "FirstVanguard: Sunrise Egg",
)
"""Slot lines of the plain shape: the slot reading takes each where the game has the key."""
LONG_WAY = (
    "Flag: Dragon World # note",
    "Flag: Dragon World // note",
    "Flag: Morphing Jar #2",
    "Flag: Morphing Jar#2",
    "Flag: Dragon World | Buddy: Jackknife",
    "Flag: Dragon World, Buddy: Jackknife",
    "Flag: Dragon World / Buddy: Jackknife",
    "Flag: Armor Talisman: ZERO DAMAGE",
    "Flag:",
    "Flag: ",
    "Buddy:",
    "Buddy - Jackknife Dragon",
    "Buddy = Jackknife Dragon",
    "Flag:\tDragon World",
    "\tFlag: Dragon World",
    "Flag: Dragon World\t",
    "Flag\t: Dragon World",
    "Flag  Card: Dragon World",
    "Flag (1): Dragon World",
    "Flags: Dragon World",
    "Buddies: Jackknife",
    "**Flag:** Dragon World",
    "*Flag:* Dragon World",
    "_Flag_: Dragon World",
    "Flag: __Dragon__ World",
    "- Flag: Dragon World",
    "* Flag: Dragon World",
    "> Flag: Dragon World",
    "1. Flag: Dragon World",
    "~~Flag: Dragon World~~",
    "## Flag: Dragon World",
    "Flag & Buddy: Dragon World / Jackknife",
    "Flag and Buddy: Dragon World",
    "Flág: Dragon World",
    "\u212alag: Dragon World",
    "Fla\u017fg: Dragon World",
    "Flag:\u00a0Dragon World",
    "\u00a0Flag: Dragon World",
    "Flag: Dragon World 🐉",
    "Flag: Dragon World ⭐⭐",
    "Buddy: Jackknife Dragon ｘ1",
    "Buddy: Drum Ｘ1",
    "Sideboard: 3 Dragon Breath",
    "Side: Dragon Breath",
    "Deck: Sun Fist beats",
    "Deck List: Dragon World",
    "Game: yugioh",
    "Name: My Deck",
    "Player: Rin",
    "Main Deck: 40",
    "Ride Deck: Sunrise Egg",
    "Fusion: 3",
    "Fusion Monsters: Elemental HERO",
)
"""Lines near the shape that take the long way (a comment, a second slot, no value, a tab, markup, a count tag, a key
that is no plain slot key of any game)."""
SLOT_LINES = TAKEN + LONG_WAY


def _generated(count: int) -> list[str]:
    rng = random.Random(1818)
    lines = (*SLOT_LINES, *SLOT_LINES, *PLAIN_LINES, *AROUND)
    return ["\n".join(rng.choice(lines) for _ in range(rng.randint(2, 10))) for _ in range(count)]


SLOT_TEXTS = [
    *(f"{line}\n4 Dragon Breath\n" for line in SLOT_LINES),
    *(f"4 Dragon Breath\n{line}\n" for line in SLOT_LINES),  # a second deck's flag, after the cards
    "Flag: Dragon World\nBuddy: Jackknife Dragon\n\n4 Dragon Breath\n4 Dragon Shield\n",
    "Flag (1)\nFlag: Dragon World\n1 Jackknife\n",  # a slot heading still open
    "Buddies (2)\n1 Jackknife\nBuddy: Drum\n",
    "Monsters (3)\n3 Drum\nFlag: Dragon World\n3 Breath\n",  # a counted block the slot line closes
    "Ash Blossom (3)\n1 Veiler\n2 Crow\nFV: Sunrise Egg\n",
    "Ride Deck:\n1 Sunrise Egg\nFirst Vanguard: Sunrise Egg\n4 Blaster Blade\n",
    "flag: Dragon World\nbuddy: Jackknife\ndeck:\n  - 4 Dragon Breath\n",  # a YAML-ish list read as text
    "Main Deck:\n3 Ash Blossom & Joyous Spring\nExtra Deck (1)\n1 Borrelsword Dragon\nFlag: Dragon World\n",
    "Flag: Dragon World\nMain Deck:\n3 Ash Blossom & Joyous Spring\nExtra Deck (1)\n1 Borrelsword Dragon\n",
    "Game: yugioh\nFlag: Dragon World\n3 Ash Blossom\n",
    "Flag: Dragon World\nGame: vanguard\nFV: Sunrise Egg\n4 Blaster Blade\n",
    "Grade 0 (1)\n1 Sunrise Egg\nFirst Vanguard: Sunrise Egg\n",
    "Player: Rin\nFlag: Dragon World\n",  # a slot line where a title may stand
]
CORPUS = [*TEXTS, *SLOT_TEXTS, *_generated(800)]


def _read_both(read: object, texts: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    assert callable(read)
    fast = [read(text) for text in texts]
    monkeypatch.setattr(text_slot, "ENABLED", False)
    slow = [read(text) for text in texts]
    monkeypatch.setattr(text_slot, "ENABLED", True)
    for text, one, other in zip(texts, fast, slow, strict=True):
        assert one == other, text[:200]


def test_the_corpus_holds_many_lines_the_slot_reading_takes() -> None:
    for game in all_games():
        taken = [line for text in CORPUS for line in text.split("\n") if _takes(game, line)]
        assert len(taken) > (200 if game.slots else -1), game.name
    assert all(_takes(get_game("buddyfight"), line) for line in TAKEN[:29])
    assert all(_takes(get_game("vanguard"), line) for line in TAKEN[29:])


@pytest.mark.parametrize("game", [g.name for g in all_games()])
def test_every_text_reads_the_same_without_the_slot_reading(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    chosen = get_game(game)
    _read_both(lambda text: read_text("deck.txt", text, chosen), CORPUS, monkeypatch)


def test_every_text_reads_the_same_when_the_game_watch_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    """No game given: the watch is asked for each slot line before it is read, as on the long way."""
    texts = [*SLOT_TEXTS, *TEXTS[:400], *CORPUS[-200:]]
    _read_both(lambda text: read_deck("deck.txt", text.encode()), texts, monkeypatch)


def test_no_line_off_the_shape_is_taken() -> None:
    for game in all_games():
        for line in LONG_WAY:
            assert not _takes(game, line), (game.name, line)


def test_the_keys_are_each_games_slot_words_as_written() -> None:
    assert text_slot.slot_keys(get_game("buddyfight")) == {
        "flag": "flag",
        "flag card": "flag",
        "flagcard": "flag",
        "buddy": "buddy",
        "buddy monster": "buddy",
        "buddymonster": "buddy",
        "buddy card": "buddy",
        "buddycard": "buddy",
    }
    assert set(text_slot.slot_keys(get_game("vanguard"))) == {"first vanguard", "firstvanguard", "fv", "first vg"} | {
        "firstvg",
        "starting vanguard",
        "startingvanguard",
        "starting vg",
        "startingvg",
        "starter",
    }
    assert text_slot.slot_keys(get_game("yugioh")) == {}


ODD = (
    Slot("side card", "Side Card"),  # a section word starts it
    Slot("flag and buddy", "Pair"),  # the pair heading's words
    Slot("decklist", "List", ("list",)),  # list headings
    Slot("fusionist", "Fusionist"),  # a section start's word starts it
    Slot("mainly", "Mainly", ("x", "name", "sideboard", "flag")),  # too short, a meta key, a section word
)
"""Made-up slots whose words meet a game's other words."""


def _odd(base: str) -> Game:
    return get_game(base).replace(name=f"odd {base}", slots=ODD)


KEPT = {
    "buddyfight": {"fusionist", "name", "flag"},  # its pair is "flag & buddy"; it has no section starts
    "yugioh": {"flag and buddy", "flag andbuddy", "flagand buddy", "flagandbuddy", "name", "flag"},
}
"""The odd slots' keys each game keeps: no section or list word starts one, nor the pair or a section start's."""


@pytest.mark.parametrize("base", sorted(KEPT))
def test_slot_words_that_meet_other_words_take_the_long_way(base: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _odd(base)
    keys = text_slot.slot_keys(game)
    assert set(keys) == KEPT[base]
    assert keys["name"] == "mainly" and keys["flag"] == "mainly"  # the header reads "Name: X" as the slot
    words = (
        "Side Card",
        "Flag and Buddy",
        "Deck List",
        "List",
        "Fusionist",
        "Mainly",
        "X",
        "Name",
        "Sideboard",
        "Flag",
    )
    lines = [f"{word}: {value}" for word in words for value in ("Dragon World", "3", "15 cards", "Ash Blossom x2")]
    texts = [f"{line}\n4 Dragon Breath\n{other}\n" for line in lines for other in ("", "Flag: Drum", "Side: 3")]
    texts += [text.replace("Flag: ", "Mainly: ") for text in CORPUS[:300]]
    _read_both(lambda text: read_text("deck.txt", text, game), texts, monkeypatch)


def test_a_game_with_a_colon_in_a_word_has_no_plain_slot_keys() -> None:
    game = get_game("buddyfight").replace(name="colon", slots=(Slot("flag", "Flag", ("flag:card",)),))
    assert text_slot.slot_keys(game) == {}


def _takes(game: Game, line: str) -> bool:
    return text_slot.plain_slot(TextState(game), line, 1)
