"""What a game package tells the engine: its deck's parts, its card model, its readers and rules.

The engine, the readers, the CLI and the reporters know games only through a
:class:`Game`. Adding a game is writing one of these (see the README, "Adding a
game") and registering it under the ``deckcheck.games`` entry-point group.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, TypeAlias, TypeVar

from cardpool.numbers import PLAIN, NumberShapes
from cardpool.record import Fields, field
from deckcheck.games.vocabulary import TextWords

if TYPE_CHECKING:
    from cardpool import BaseCard, CardPool, Match
    from cardpool.importer import ImportResult
    from cardpool.importer.sources import Table
    from cardpool.plain import RecordClass
    from deckcheck.deck import Deck
    from deckcheck.findings import Problem

Reader = Callable[[str, str], "tuple[Deck, list[Problem]]"]
"""A deck reader: (path, decoded text) -> the deck and its located parse problems."""
Built = TypeVar("Built")
Kind = TypeVar("Kind")


JSONValue: TypeAlias = "str | int | float | bool | None | Sequence[JSONValue] | Mapping[str, JSONValue]"
"""A value JSON can hold: what a game's :attr:`Game.summary` and :attr:`Game.show` give, so reports can write it."""
Details: TypeAlias = "Mapping[str, JSONValue]"
"""A game's own facts of one deck (:attr:`Game.summary`), by key: the JSON report's ``details``."""
CardFacts: TypeAlias = "dict[str, JSONValue]"
"""One card's facts as ``pool show`` gives them (:attr:`Game.show`), by key."""


class GameContext(Protocol):
    """What deckcheck asks of a game's context class (:attr:`Game.context`): a
    :class:`deckcheck.context.Context` subclass (the engine checks it; the game layer sits below the context, so the
    class is not named here). The reading's pool step looks names up through :meth:`lookup` before any context is
    built; :attr:`Game.summary` reads the built context."""

    @property
    def deck(self) -> Deck: ...

    @property
    def pool(self) -> CardPool: ...

    @classmethod
    def lookup(cls, pool: CardPool, deck: Deck, written: str) -> Match | None: ...

    def canonical(self, written: str) -> str | None: ...

    def size(self, section: str) -> int: ...


Ctx = TypeVar("Ctx", bound=GameContext)
"""A game's context class: :attr:`Game.context` gives it, :attr:`Game.summary` reads an instance of it."""


SectionRole = Literal["main", "extra", "side"]
"""What a section is to the game's rules and to regulations (see :attr:`Section.role`)."""


_NOT_IN_KEY = re.compile(r"[^0-9a-z]")


def game_key(text: str) -> str:
    """How game names and aliases are compared: lower case, letters and digits only ("Yu-Gi-Oh!" -> "yugioh")."""
    key = text.casefold()
    return key if key.isalnum() and key.isascii() else _NOT_IN_KEY.sub("", key)


class Section(Fields):
    """A part of the deck that holds counted cards (Buddyfight's deck and sideboard)."""

    name: str
    """The key in reports and YAML (``deck``, ``main``)."""
    title: str
    """The game's own words, for messages and summaries (``Main Deck``)."""
    headings: tuple[str, ...] = ()
    """Lower-case words that start this section in a text deck or name it in YAML (``main deck``, ``main``)."""
    phrase: str = ""
    """How a sentence names the section, when it keeps the title's capitals (Yu-Gi-Oh!'s ``Main Deck``);
    empty: the title in lower case (Buddyfight's ``deck``)."""
    role: SectionRole = "main"
    """What the section is, whatever its name: ``main`` (the deck played), ``extra`` (a second deck kept apart,
    Yu-Gi-Oh!'s Extra Deck) or ``side`` (a sideboard, swapped in between games). Regulations ask for the role."""
    keys: tuple[str, ...] = ()
    """Other lower-case YAML keys that name the section besides :attr:`name` (Vanguard's ``main deck`` and
    ``deck`` for ``main``); each must be one of :attr:`headings`."""
    one_each: bool = False
    """A YAML list item without a count is one copy (Vanguard's ``ride deck: [A, B, C, D]``, a Yu-Gi-Oh! list of
    passwords as a ``.ydk`` has them); else it is an error."""
    holds: int | None = None
    """The cards the section holds (Vanguard's ride deck: 4), when it is a few cards of one copy each: in a text list,
    a line of more copies once it holds them starts the main section (a list with no heading of its own there)."""

    @property
    def in_sentence(self) -> str:
        """The section's words within a message: ``3 in the Main Deck``, ``3 in the deck``."""
        return self.phrase or self.title.lower()


class Slot(Fields):
    """A special one-card place kept outside the sections (Buddyfight's flag and buddy)."""

    name: str
    title: str
    headings: tuple[str, ...] = ()
    card_type: str | None = None
    """A misspelled name on this slot's line is matched against cards of this type only (flags for a flag)."""
    accepts: Callable[[BaseCard], bool] | None = None
    """Whether a card can ever fill this slot; without it, a card of :attr:`card_type` (any card without one)."""
    outside: bool = False
    """Whether the slot's card is one card more, kept outside the sections (Buddyfight's buddy; not Vanguard's first
    vanguard, one of the ride deck's): a marked line of one beside another line of its card is that card alone
    (:mod:`deckcheck.readers.lone_marks`)."""
    in_deck: bool = True
    """Whether a card line marked with this slot (``4 Dance! Asmodai (Buddy)``) is also that many copies in its
    section; false for a card that never counts there (Buddyfight's flag: ``1x Dragon World (Flag)`` is the flag)."""

    def fits(self, card: BaseCard) -> bool:
        """Whether ``card`` can ever be what this slot holds (a regulation's ``when:`` names only such cards)."""
        if self.accepts is not None:
            return self.accepts(card)
        return self.card_type is None or card.type == self.card_type


class DeckFacts(Fields):
    """What a game's report hooks see of a checked deck: a small read-only view, not the engine's report."""

    sections: Mapping[str, int]
    """Section -> cards in it, in the game's order."""
    type_counts: Mapping[str, int]
    """Cards of the main section by card type."""
    details: Details
    """The game's own facts, as its :attr:`Game.summary` gave them."""

    @property
    def deck_size(self) -> int:
        """Cards in the main section."""
        return next(iter(self.sections.values()), 0)

    def fact(self, key: str, kind: type[Kind]) -> Kind | None:
        """The game's fact ``key`` when it is a ``kind`` (``str``, ``int``), else ``None``."""
        value = self.details.get(key)
        return value if isinstance(value, kind) else None

    def mapping(self, key: str) -> Mapping[str, Any]:
        """The game's fact ``key`` when it is a mapping (Vanguard's ``triggers``), else an empty one: its values are
        as the game's :attr:`Game.summary` gave them."""
        value = self.details.get(key)
        return value if isinstance(value, Mapping) else {}


class RegulationFormat(Fields):
    """A regulation file format a game owns (Yu-Gi-Oh!'s ``lflist.conf``): how its files are told apart and read."""

    name: str
    """What messages call it (``lflist.conf``)."""
    suffixes: tuple[str, ...]
    """Lower-case file suffixes of the format (``.conf``): such a file, or one in a ``--regulation`` folder, is read
    as this format."""
    sniff: Callable[[str], bool]
    """Whether a text of another suffix is in this format."""
    parse: Callable[[str, str], Sequence[object]]
    """(path, text) -> every regulation in the file, each a :class:`deckcheck.regulations.load.Located` (the game
    layer sits below regulations, so the type is not named here; the loader checks each); raises
    ``RegulationError`` at a located line."""
    cached: Callable[[str, Callable[[], str]], Sequence[object] | None] | None = None
    """(path, a function that reads the file's text) -> what :attr:`parse` gives, from the format's own cache when it
    holds the file as it is now, else ``None``: asked first for a file of the format's suffix, so a hit need not
    read the file (Yu-Gi-Oh!'s lflist.conf cache, keyed by the file's stamps)."""


class Importer(Fields):
    """How a game reads a card table: its fields, how its tables are recognised, and the import itself."""

    fields: Mapping[str, tuple[str, ...]]
    """Each field and the column names it is found under."""
    recognise: Callable[[Sequence[str]], bool]
    """Whether a table with these columns is this game's card list."""
    import_table: Callable[[Table, Mapping[str, str] | None], ImportResult]


class Game(Fields, Generic[Ctx]):
    """One game: everything the engine needs to read, check and report its decks. Generic in its context class,
    so that mypy checks :attr:`summary` reads the context :attr:`context` gives."""

    name: str
    title: str
    card_model: Callable[[], type[BaseCard]]
    """The pydantic model of the game's pool cards (imported on first use)."""
    sections: tuple[Section, ...]
    """The deck's sections; the first is the main one (card lines before any heading go there)."""
    context: Callable[[], type[Ctx]]
    """The :class:`~deckcheck.context.Context` subclass this game's rules read (imported on first use; see
    :class:`GameContext`)."""
    rule_modules: tuple[str, ...]
    """Modules that register the game's rules when imported."""
    starter_pool: tuple[str, str]
    """The bundled starter pool: (package, resource name)."""
    aliases: tuple[str, ...] = ()
    slots: tuple[Slot, ...] = ()
    labels: tuple[str, ...] = ()
    """Lower-case headings that deck sites put between groups of cards (``monsters``, ``spells``): no card."""
    kinds: tuple[str, ...] = ()
    """Lower-case card kinds that lists use as sub-headings alone (``fusion``, ``tuner``): a heading when the pool
    knows no card so named, however close a card's name is (``D-Fusion``)."""
    suffixes: tuple[str, ...] = ()
    """Deck-file suffixes only this game uses (``.ydk``); they are walked in directories too."""
    readers: Mapping[str, Callable[[], Reader]] = field(default_factory=dict)
    """Readers of this game's own file forms, by suffix."""
    sniff: Callable[[str], Reader | None] | None = None
    """Recognises this game's own forms by content (``ydke://``) for stdin and other suffixes."""
    inline: Callable[[str], bool] | None = None
    """Recognises a command-line argument that is a deck itself, not a path (Yu-Gi-Oh!'s ``ydke://`` URLs)."""
    importer: Callable[[], Importer] | None = None
    summary: Callable[[Ctx], Details] | None = None
    """Game-specific facts for reports (Buddyfight: flag, buddy, set-up), from the deck's context (an instance of
    the :attr:`context` class); JSON values only."""
    lineup: Callable[[DeckFacts], tuple[tuple[str, str], ...]] | None = None
    """The event report's cell for what a deck is built around, as (label, value) pairs (Buddyfight: its flag
    and buddy); ``None``: each section's size under its title."""
    lineup_heading: str = "Sections"
    """The event report's heading of the :attr:`lineup` column (Buddyfight: ``Flag and buddy``)."""
    json_deprecated: tuple[str, ...] = ()
    """Keys of :attr:`summary` that JSON output version 2 also copies to the deck's top level, where version 1
    had them (Buddyfight's ``flag``, ``buddy``, ``setup``); deprecated, dropped in version 3. Never a key every
    deck has (``legal``): those are not overwritten."""
    describe: Callable[[DeckFacts], list[str]] | None = None
    """The text summary's parts in the game's own words; the default lists the sections' sizes."""
    formats: tuple[str, ...] = ()
    """Format names this game knows (``standard``); another ``format:`` value gets a warning."""
    regulation_formats: tuple[RegulationFormat, ...] = ()
    """Regulation file formats of this game's own, besides deckcheck's YAML regulations."""
    list_format: str | None = None
    """Without ``--format``, a set of this game's regulations holding lists of this format applies those
    (Yu-Gi-Oh!: ``tcg``, so a TCG player's lflist.conf is read as TCG)."""
    show: Callable[[], Callable[[CardPool, BaseCard], CardFacts]] | None = None
    """``pool show``: one card's facts as a JSON-ready mapping (imported on first use)."""
    show_lines: Callable[[], Callable[[CardFacts], list[str]]] | None = None
    """The text form of :attr:`show`."""
    card_list: str = "a table with every card's name, number and type"
    """What a full card list of this game holds, for the note on the starter pool's unknown names."""
    card_file: str = "CARDS.sqlite"
    """How a hint to import this game's card list names its file (Vanguard's deck-builder list is ``CARDS.json``)."""
    number_word: str = "card number"
    """The game's word for a card number (Yu-Gi-Oh!'s ``password``)."""
    is_number: Callable[[str], bool] | None = None
    """Whether a written card is a card number, not a name (Yu-Gi-Oh!: digits); ``None``: always a name."""
    number_shapes: NumberShapes = PLAIN
    """How the game writes card numbers, for the pool's name index (Yu-Gi-Oh!'s passwords get no suggestion)."""
    text: TextWords = field(default_factory=TextWords)
    """The words of the game's pasted text lists besides its sections, slots, labels and kinds
    (:mod:`deckcheck.games.vocabulary`)."""
    _built: dict[Hashable, Any] = field(default_factory=dict, init=False)

    def built(self, key: Hashable, build: Callable[[Game], Built]) -> Built:
        """What ``build`` derives from this game's words (a reader's patterns), built on first use and kept on the
        game: one build per game and ``key``, no module-level cache."""
        if key not in self._built:
            self._built[key] = build(self)
        built: Built = self._built[key]
        return built

    regulation_title: str | None = None
    """What the game's banned and limited lists are called (``Forbidden/Limited list``): a legal deck checked
    without one says so in these words. ``None``: the game has no such lists, and nothing is said."""
    rules_docs: str = "rules"
    """The README section whose table lists the game's rules (its anchor): a SARIF rule's ``helpUri`` lands there."""
    regulation_file: str = ""
    """The regulation file a player of the game already has (``lflist.conf``), for hints; empty: none."""
    card_record: Callable[[], RecordClass] | None = None
    """The plain record class of the game's cards (the model's ``PLAIN``), found without importing the model:
    what a pool cache hit builds (:mod:`cardpool.plain`). ``None``: the model is imported for its ``PLAIN``."""

    @property
    def main_section(self) -> Section:
        return self.sections[0]

    def section(self, name: str) -> Section | None:
        return next((s for s in self.sections if s.name == name), None)

    def lineup_of(self, facts: DeckFacts) -> tuple[tuple[str, str], ...]:
        """The event report's :attr:`lineup` of one deck."""
        if self.lineup is not None:
            return self.lineup(facts)
        titles = {s.name: s.title for s in self.sections}
        return tuple((titles.get(name, name), str(count)) for name, count in facts.sections.items())

    def section_with(self, role: SectionRole) -> Section | None:
        """The first section of that role (the sideboard: ``side``), or ``None``."""
        return next((s for s in self.sections if s.role == role), None)

    def slot(self, name: str) -> Slot | None:
        return next((s for s in self.slots if s.name == name), None)

    @cached_property
    def keys(self) -> frozenset[str]:
        """The name and every alias, as :func:`game_key` compares them."""
        return frozenset(game_key(word) for word in (self.name, self.title, *self.aliases))

    def load_rules(self) -> None:
        """Import the rule modules, which registers the game's rules."""
        for module in self.rule_modules:
            importlib.import_module(module)
