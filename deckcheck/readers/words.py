"""The text reader's patterns of one game, built once on the game from its words (:mod:`deckcheck.games.vocabulary`).

The words every list uses stay here (``Cards (50)``, ``Decklist:``, ``Author: X``, ``Total: 40``); every game word
comes from the :class:`~deckcheck.games.base.Game`: its sections, slots, labels, kinds and :attr:`Game.text`.
"""

from __future__ import annotations

import re
from functools import cached_property

from cardpool.record import Fields, field
from deckcheck.games.base import Game
from deckcheck.readers.form import (
    COUNT_TAG,
    META_KEYS,
    NOTE_KEYS,
    TITLE_KEYS,
    DeckForm,
    alternation,
    deck_form,
    plurals,
)
from deckcheck.readers.tails import COUNT_WORD

COUNT_SUFFIX = rf"\s*(?:{COUNT_TAG}\s*|(?:[-–:]\s*)?(?:[x×] ?)?\d+(?:\s*(?:{COUNT_WORD}))?\s*)?(?:[:\-–]\s*)?"
"""``(50)``, ``(40 cards)``, ``[40]``, `` - 12``, ``: 8 cards`` or `` 40 pcs`` (any count word, as a card line's:
:data:`~deckcheck.readers.tails.COUNT_WORDS`) after a heading word, then an optional colon or dash. (Each run of
optional white space belongs to one part: side by side they backtracked quadratically, issue 7.)"""
TEXT_META = {**META_KEYS, **TITLE_KEYS}
_DECK_LIST = ("decklist", "deck list", "list")
DECK_LIST_KEYS = frozenset(word.replace(" ", "") for word in _DECK_LIST)
"""A list's header words, their spaces left out (``Deck List:`` heads a list: it names no section nor slot)."""
"""Headings that start the main section in blog posts (``Decklist:``)."""
_COMMON_CATEGORIES = ("cards",)
"""The plural category of every game (``Extra Cards``, ``Cards (50)``)."""
_COMMON_HEADINGS = r"cards|others?|decklist|deck\s?list"
"""Headings of any game's lists that carry no card: ``Cards (50)``, ``Others``, ``Decklist``."""
_COMMON_TOTAL_WORDS = ("deck", "card")
_COMMON_META = (
    "player", "by", "built by", "tournament", "placing", "place", "finish", "standing", "rank", "result", "record",
    "location", "venue", "store", "country", "deck size", "player id", "total", "card count",
)  # fmt: skip
"""Keys of the metadata lines of any blog profile or deck site (``Player: X``, ``Placing: 1st``), besides the keys
both readers skip (:data:`~deckcheck.readers.form.NOTE_KEYS`: ``Author: X``, ``Tags: X``, ``Price: $45.00``)."""
_SECTION_TAIL = (
    rf"(?:[ \t]*{COUNT_TAG}|[ \t]+(?:[x×] ?)?\d+|[ \t]*/[ \t]*\d+|[ \t]*[-–—:][ \t]*\d+(?:[ \t]*(?:{COUNT_WORD}))?)?"
    rf"(?:[ \t]+(?:list|{COUNT_WORD}|monsters?|options?))?"
    r"(?:[ \t]*\([^()]{0,60}\)[ \t]*[:\-–—.]|[ \t]*[:\-–—.])?"
)
"""After a section word: a count (``(3)``, `` 3``, ``/40``, `` - 5 cards``), a word (``list``, ``cards``, ``monsters``,
``options``), then a closing ``:``, ``-``, ``–`` or ``.`` (a remark in parentheses only before one: ``Deck (Sun Fist)``
stays a title); each optional, each with its own spaces (never two optional runs side by side)."""


class TextPatterns(Fields):
    """One game's words as the text reader matches them (:func:`text_patterns`). Each pattern is compiled the first
    time a line asks for it: a plain list's lines ask for few (a cold check of one list compiles only those)."""

    game: Game
    marks: dict[str, str]
    """A slot word in parentheses after a card (``(Buddy)``) -> the slot."""
    section_of: dict[str, str]
    """A section word squashed (lower case, no space or dash: ``sidedeck``, ``siding``) -> the section."""
    table_heads: frozenset[str]
    """The game's own words of a table's header row (``world``)."""
    section_start_of: dict[str, str] = field(default_factory=dict)
    """A word of :attr:`section_start` squashed (``fusionmonsters``) -> the section."""

    @cached_property
    def header(self) -> re.Pattern[str]:
        """``Key: value`` (``Flag: X``, ``Sideboard: 15``, ``Name: X``, ``Flag - X``): a section, slot or meta key."""
        form = deck_form(self.game)
        keys = [*form.sections, *form.slots, *TEXT_META, *_DECK_LIST]
        return re.compile(
            rf"(?P<key>{alternation(keys)})\s*(?:{COUNT_TAG}\s*)?"
            r"(?:(?P<colon>:|\s?=)|(?P<dash>\s[-–—]|[-–—](?=\s)))?\s*(?P<value>.*)",
            re.IGNORECASE,
        )

    @cached_property
    def kind(self) -> re.Pattern[str] | None:
        """``Fusion (2)``, ``Tuner``: a line that is one of the game's card kinds alone."""
        kinds = [plural for word in self.game.kinds for plural in plurals(word)]
        return re.compile(rf"(?:{alternation(kinds)}){COUNT_SUFFIX}", re.IGNORECASE) if kinds else None

    @cached_property
    def second_slot(self) -> re.Pattern[str] | None:
        """``Flag: X | Buddy: Y``: where a second slot's key starts inside a slot line's value (found from the
        separator, so a run of spaces is scanned once)."""
        slots = list(deck_form(self.game).slots)
        return re.compile(rf"[|,/][ \t]*(?P<key>{alternation(slots)})[ \t]*:[ \t]*", re.I) if slots else None

    @cached_property
    def section(self) -> re.Pattern[str]:
        """A section heading however it is decorated (``Side Deck -``, ``[Extra Deck]``, ``Side deck list:``)."""
        kinds = [plural for word in self.game.labels for plural in plurals(word)]
        return _section_pattern(list(_section_words(deck_form(self.game))), kinds)

    @cached_property
    def section_starts(self) -> re.Pattern[str]:
        """How a line that :attr:`section` takes starts: an opening bracket, ``==`` or ``--``, or the first two
        characters of a section word (its first word's, when shorter), without case as :attr:`section` matches
        them; asked first, so a line that starts otherwise (``Flag: X``) compiles no section pattern."""
        firsts = {re.escape(word.split()[0][:2]) for word in _section_words(deck_form(self.game))}
        return re.compile("|".join([r"\[", "==", "--", *sorted(firsts)]), re.IGNORECASE)

    @cached_property
    def section_firsts(self) -> frozenset[str]:
        """The first characters (lower case) a section heading may start with, its decoration (``[``, ``=``, ``-``,
        bold or italics) or a section word: a comment line after whose ``#`` none stands is no section heading
        commented out (:func:`~deckcheck.readers.text_headers.commented_section` is not asked)."""
        return frozenset("[=-*_") | {word[0].lower() for word in _section_words(deck_form(self.game))}

    @cached_property
    def pair_heading(self) -> re.Pattern[str] | None:
        """``Flag & Buddy`` (the two slots' names on the next lines) or ``Flag & Buddy: X / Y``; ``None``: no pair."""
        return _pair_heading(self.game)

    def pair(self, text: str) -> re.Match[str] | None:
        """``pair_heading.fullmatch(text)`` (``None`` when the game has no pair); a line with no ``&``, ``+``, ``/``
        nor "and" (without case) between words is none without compiling it: every pair heading joins its two slot
        words so (``Flag: X``)."""
        if self.game.text.pair is None or not ("&" in text or "+" in text or "/" in text or "and" in text.lower()):
            return None
        pattern = self.pair_heading
        return pattern.fullmatch(text) if pattern is not None else None

    @cached_property
    def section_start(self) -> re.Pattern[str] | None:
        """``FUSION:``, ``Fusion Monsters (3)``: a heading that starts the section its cards go in
        (:attr:`~deckcheck.games.vocabulary.TextWords.section_starts`); ``None``: the game has none."""
        return _section_start(self.game)

    @cached_property
    def label_lead(self) -> re.Pattern[str] | None:
        """A label and a colon or dash before a card (``G0: Name``, ``Grade 1 - 4 Name``, ``Spell: Name``): the label
        is no part of the card line; ``None``: the game has no labels."""
        labels = [plural for word in self.game.labels for plural in plurals(word)]
        return re.compile(rf"(?:{alternation(labels)})[ \t]*[:\-–—][ \t]+(?=\S)", re.I) if labels else None

    @cached_property
    def digit_led(self) -> bool:
        """Whether a label or card kind of the game starts with no letter: only then may :attr:`label_lead` or
        :attr:`kind` match where a line's count starts (the plain card reading asks them only then,
        :mod:`deckcheck.readers.text_plain`)."""
        return any(not word.strip()[:1].isalpha() for word in (*self.game.labels, *self.game.kinds))

    @cached_property
    def heading(self) -> re.Pattern[str]:
        """A group heading that carries no card: a label (``Monsters (22)``), a category, ``Size 3``, ``Cards (50)``."""
        return _heading(deck_form(self.game))

    @cached_property
    def plural_end(self) -> re.Pattern[str]:
        """A last word that is a plural card category (a whole word: ``Handtraps`` is none)."""
        return re.compile(rf"\b(?:{_words([*self.game.text.categories, *_COMMON_CATEGORIES])})$", re.IGNORECASE)

    @cached_property
    def total_line(self) -> re.Pattern[str]:
        """The total lines of a registration sheet: ``Main Deck Total: 40``, ``Total Monster Cards: 18``, ``Deck
        Total - 40``, ``(40 cards)``. Only deck and card-type words stand beside "Total" (``Total Defense Shogun: 1``
        is a card)."""
        return _total_line(self.game)

    @cached_property
    def ignored_meta(self) -> re.Pattern[str]:
        """Lines of a blog profile or a deck site that say something about the deck, not a card in it: ``Player: X``,
        ``Placement: 1st``, ``Tags: X``, ``Price: $45.00``, ``Posted by X on DATE``, ``Created with ...``."""
        return _ignored_meta(self.game)


def text_patterns(game: Game) -> TextPatterns:
    """The text reader's patterns of ``game``, built on first use and kept on the game."""
    return game.built("text-patterns", _build)


def plural_end(game: Game) -> re.Pattern[str]:
    """A last word that is one of ``game``'s plural card categories (``Dragon World Monsters``)."""
    return text_patterns(game).plural_end


def squash(word: str) -> str:
    return re.sub(r"[\s\-]", "", word.lower())


def _section_words(form: DeckForm) -> dict[str, str]:
    """Every section word of ``form`` and its plurals, plus the side section's other spellings (``siding``)."""
    spelled = {plural: section for word, section in form.sections.items() for plural in plurals(word)}
    side = form.game.section_with("side")  # by its role: a game's side section may have any name
    if side is not None:
        spelled |= {word: side.name for word in form.game.text.side_spellings}
    return spelled


def _section_pattern(spellings: list[str], kinds: list[str] = []) -> re.Pattern[str]:  # noqa: B006 - read only
    """``[Extra Deck]``, ``=== Side ===``, ``-- Extra --``, ``Side Deck / Sideboard (3) -``: section words (a space
    between their parts may be a dash or left out), joined by ``/``, maybe a card kind of the game's (``Side
    Monsters (3)``, ``Side Deck - Spell Cards``), then :data:`_SECTION_TAIL`, maybe wrapped."""
    ordered = sorted(set(spellings), key=lambda w: (-len(w), w))
    word = "|".join(r"[ \t-]?".join(re.escape(part) for part in w.split()) for w in ordered)
    one = f"(?:{alternation(kinds)})"
    words = rf"(?:[ \t]|[ \t]?[-–—][ \t]?){one}(?:[ \t]?[&/+,][ \t]?{one}){{0,2}}(?:[ \t]cards?)?"
    kind = rf"(?P<kind>(?:(?P<kinds>{words})|[ \t](?:cards?|list))(?=[ \t(:\-–—.]|$))?" if kinds else ""
    body = rf"(?P<key>{word})(?P<more>(?:[ \t]*/[ \t]*(?:{word})){{0,3}}){kind}{_SECTION_TAIL}"
    return re.compile(rf"(?:\[[ \t]*|={{2,}}[ \t]*|-{{2,}}[ \t]*)?{body}(?:[ \t]*(?:\]|={{2,}}|-{{2,}}))?", re.I)


def _words(words: tuple[str, ...] | list[str]) -> str:
    return "|".join(re.escape(word) for word in sorted(set(words), key=lambda w: (-len(w), w)))


def _heading(form: DeckForm) -> re.Pattern[str]:
    """Group headings: labels (``Items & Impacts``, ``Monsters + Spells (8)``), categories, the game's other group
    headings and every list's. No section word: a section heading starts the section (:attr:`TextPatterns.section`)."""
    game, text = form.game, form.game.text
    labels = [plural for word in game.labels for plural in plurals(word)]
    label_words = alternation(labels)
    joined_labels = (
        rf"(?:{label_words})(?:(?:[ \t]*[&+/][ \t]*|[ \t]+and[ \t]+)(?:{label_words})){{1,3}}" if labels else ""
    )
    prefixes = rf"(?:(?:{_words(text.category_prefixes)})\s+)?" if text.category_prefixes else ""
    category = rf"{prefixes}(?:{_words([*text.categories, *_COMMON_CATEGORIES])})"
    others = "|".join(text.group_headings)
    alternatives = "|".join(filter(None, [joined_labels, alternation(labels), others, category, _COMMON_HEADINGS]))
    return re.compile(rf"(?:{alternatives}){COUNT_SUFFIX}", re.IGNORECASE)


def _total_line(game: Game) -> re.Pattern[str]:
    word = rf"(?:(?:{_words([*game.text.total_words, *_COMMON_TOTAL_WORDS])})s?)"
    return re.compile(
        rf"(?:total[ \t]+{word}(?:[ \t]+{word}){{0,2}}"
        rf"|{word}(?:[ \t]+{word}){{0,2}}[ \t]+total)"
        r"[ \t]*(?:[:\-–=][ \t]*)?\(?\d+\)?(?:[ \t]*cards?)?"
        r"|\([ \t]*\d+[ \t]*cards?[ \t]*\)",
        re.IGNORECASE,
    )


def _ignored_meta(game: Game) -> re.Pattern[str]:
    """:attr:`TextPatterns.ignored_meta`: a key of :data:`NOTE_KEYS`, :data:`_COMMON_META` or the game's, case and
    spacing aside (any run of spaces or tabs, or none, between its words: ``Last  updated``), then its colon and a
    value; or a line of the words a blog signs a list with."""
    ordered = sorted({*NOTE_KEYS, *_COMMON_META, *game.text.meta_keys}, key=lambda w: (-len(w), w))
    keys = "|".join(r"[ \t]*".join(re.escape(part) for part in word.split()) for word in ordered)
    return re.compile(
        rf"(?:(?:{keys})\s*:\s*\S.*"
        r"|(?:posted|submitted|written|published|uploaded)\s+(?:by|on|in)\s+\S.*"
        r"|(?:created|made|built|generated|exported)\s+(?:with|using|on|from|by|at)\s+\S.*"
        r"|sent\s+from\s+(?:my\s+)?\S.*|get\s+outlook\s+for\s+\S.*)",  # an e-mailed list's sign-off
        re.IGNORECASE,
    )


def _pair_heading(game: Game) -> re.Pattern[str] | None:
    if game.text.pair is None:
        return None
    first, second = (re.escape(word) for word in game.text.pair)
    return re.compile(
        rf"(?P<first>{first})\s*(?:&|\+|/|and)\s*(?P<second>{second})\s*(?:{COUNT_TAG}\s*)?"
        r"(?:[:=\-–—]\s*(?P<value>.*))?",
        re.IGNORECASE,
    )


def section_start_words(game: Game) -> dict[str, str]:
    """Each word that starts a section (:attr:`~deckcheck.games.vocabulary.TextWords.section_starts`), with its
    plurals (``Fusion``, ``Fusions``) -> the section."""
    return {plural: section for word, section in game.text.section_starts for plural in plurals(word)}


def _section_start(game: Game) -> re.Pattern[str] | None:
    """:attr:`TextPatterns.section_start`: a kind word needs its colon or dash, any other may go without (``Fusion:``,
    ``Fusion Monsters``), and so do words joined by ``/`` (``FUSION/SYNCHRO/XYZ/LINK:``), then an optional count;
    each optional part carries its own spaces."""
    if not game.text.section_starts:
        return None
    kinds = {squash(word) for word in game.kinds}
    spelled = list(section_start_words(game))
    marked = [w for w in spelled if squash(w) in kinds]
    free = [w for w in spelled if squash(w) not in kinds]
    count = rf"(?:[ \t]*{COUNT_TAG})?"
    parts = [rf"(?P<kind>{alternation(marked)}){count}[ \t]*[:\-–—]"] if marked else []
    parts += [rf"(?P<word>{alternation(free)}){count}(?:[ \t]*[:\-–—])?"] if free else []
    every = alternation(spelled)
    parts.append(rf"(?P<joined>(?:{every})(?:[ \t]*[/&,+][ \t]*(?:{every})){{1,3}}){count}[ \t]*[:\-–—]")
    pattern = rf"(?:{'|'.join(parts)})(?:[ \t]*\d{{1,3}}(?:[ \t]*cards?)?)?"
    return re.compile(pattern, re.IGNORECASE)


def _build(game: Game) -> TextPatterns:
    form = deck_form(game)
    marks = {word: slot for word, slot in form.slots.items()} | {s.name: s.name for s in game.slots}
    return TextPatterns(
        game=game,
        marks=marks,
        section_of={squash(word): section for word, section in _section_words(form).items()},
        table_heads=frozenset(game.text.table_heads),
        section_start_of={squash(word): section for word, section in section_start_words(game).items()},
    )


__all__ = ["COUNT_SUFFIX", "TEXT_META", "TextPatterns", "plural_end", "squash", "text_patterns"]
