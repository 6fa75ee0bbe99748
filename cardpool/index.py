"""The name index: exact lookups by name or card number, and ranked fuzzy suggestions.

How a written name is looked up, in order (the first that answers wins):

1. ``exact``: the printed name, as printed;
2. ``normalized``: equal after :func:`~cardpool.normalize.normalize_name`
   (NFKC, case, quotes, spaces, invisible characters);
3. ``number``: a card number such as ``BT01/0022EN`` (any case or spacing), or
   a name followed by its number, ``Dragon Breath (TD01/0010EN)``, as deck
   sites export; when the number is not in the pool, the name alone decides,
   and when name and number name two different cards, nothing matches (a number
   with other separators, ``BT01-0022EN``, is only suggested: :meth:`NameIndex.respelt_number`);
4. ``loose``: equal once punctuation and accents are ignored too (``Bal Dragon, Bal Grand
   Strike`` for ``Bal Dragon, "Bal Grand Strike!"``, ``Cu Chulainn`` for ``Cú Chulainn``:
   :mod:`cardpool.loose`), when exactly one name of the pool has that loose form.

A text of ASCII digits only (a passcode) skips 1 and 2 unless some name of the pool is digits only
(:attr:`NameIndex.digit_names`, which the pool cache keeps): it is its own normalised form, so no other
name can be it, and the two name tables need not be loaded for it.

Suggestions rank names by rapidfuzz's ``WRatio`` (which finds partial and
reordered names) averaged with the plain edit ``ratio`` (which keeps a long
name that merely contains a common word from outranking a close spelling).
Every name with a ``WRatio`` of at least the cutoff is a candidate, and the cheap
``ratio`` bounds which ones need ``WRatio`` at all (:func:`cardpool.scoring.bounded_scores`). On a pool of
30,000 names or more, only the names sharing a word or a close word with the typo are scored
(:mod:`cardpool.prefilter`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from functools import cached_property
from typing import TYPE_CHECKING

from cardpool.loose import Unique, loose_forms, loose_key, loose_of, squeezed_key
from cardpool.normalize import bare_number, normalize_name, normalize_number, unlettered
from cardpool.numbers import PLAIN, NumberShapes, looks_like_number, split_number, split_number_tag
from cardpool.record import Record, put

if TYPE_CHECKING:
    from cardpool.model import BaseCard
    from cardpool.prefilter import WordPrefilter
    from cardpool.words import NameWords
# rapidfuzz, the prefilter and the scoring are imported where a suggestion is made: an exact lookup needs none.

SUGGESTION_LIMIT = 5
SUGGESTION_CUTOFF = 60.0
"""Candidates need at least this WRatio."""
MEMO_SIZE = 4096

__all__ = [  # the card-number shapes live in cardpool.numbers; they are named here as they always were
    "SUGGESTION_CUTOFF",
    "SUGGESTION_LIMIT",
    "Match",
    "NameIndex",
    "Suggestion",
    "loose_key",
    "looks_like_number",
    "split_number",
    "split_number_tag",
    "squeezed_key",
]


class Match(Record):
    """The result of looking a written name up: the canonical name and how it matched.

    ``via`` is ``"exact"``, ``"normalized"``, ``"number"`` or ``"loose"`` (see the module docstring).
    """

    __slots__ = ("name", "via")
    __match_args__ = ("name", "via")
    name: str
    via: str

    def __init__(self, name: str, via: str) -> None:
        put(self, "name", name)
        put(self, "via", via)


class Suggestion(Record):
    """A close name, its score, and for a mistyped card number the close number this card is printed under."""

    __slots__ = ("name", "score", "number")
    __match_args__ = ("name", "score", "number")
    name: str
    score: float
    number: str | None

    def __init__(self, name: str, score: float, number: str | None = None) -> None:
        put(self, "name", name)
        put(self, "score", score)
        put(self, "number", number)

    def shown(self) -> str:
        """The suggestion as a deck line writes it: the name, with the close number when there is one."""
        return f"{self.name} ({self.number})" if self.number else self.name


def _all_digits(text: str) -> bool:
    """Whether a text is ASCII digits only (``06728559``): :func:`normalize_name` leaves such a text as it is."""
    return text.isdigit() and text.isascii()


class NameIndex:
    """Maps names and card numbers to the canonical names of a pool."""

    def __init__(self, cards: Iterable[BaseCard], shapes: NumberShapes = PLAIN) -> None:
        self._number_shape: Callable[[str], bool] = shapes.printed or looks_like_number
        self._bare_shape: Callable[[str], bool] | None = shapes.bare
        by_key: dict[str, str] = {}
        by_number: dict[str, str] = {}
        card_by_number: dict[str, BaseCard] = {}
        printed: set[str] = set()
        shared: set[str] = set()
        for card in cards:
            name = card.name
            printed.add(name)
            by_key.setdefault(normalize_name(name), name)
            for number in card.numbers:
                key = normalize_number(number)
                if by_number.setdefault(key, name) != name:
                    shared.add(key)  # two cards printed under one number (a table's mistake): neither is guessed
                card_by_number.setdefault(key, card)
        for key in shared:
            del by_number[key], card_by_number[key]
        self._by_key: Mapping[str, str] = by_key
        self._by_number: Mapping[str, str] = by_number
        self._card_by_number: Mapping[str, BaseCard] = card_by_number
        self._printed: Collection[str] = printed
        self._suggested: dict[tuple[str, int, float], list[Suggestion]] = {}

    @classmethod
    def from_tables(
        cls,
        *,
        printed: Collection[str],
        by_key: Mapping[str, str],
        by_number: Mapping[str, str],
        card_by_number: Mapping[str, BaseCard],
        shapes: NumberShapes = PLAIN,
        digit_names: Collection[str] | None = None,
        loose: tuple[Mapping[str, str], Mapping[str, str]] | None = None,
    ) -> NameIndex:
        """An index from tables built before (the pool cache's): the printed names, normalised name -> name,
        number key -> name and number key -> card, as :meth:`__init__` would build them from the cards, and
        :attr:`digit_names` and the loose and squeezed tables when kept too (else worked out when first needed)."""
        index = cls((), shapes)
        index._printed, index._by_key = printed, by_key
        index._by_number, index._card_by_number = by_number, card_by_number
        if digit_names is not None:
            index.__dict__["digit_names"] = digit_names  # what the cached property would work out
        if loose is not None:  # so too the loose and squeezed tables
            index.__dict__["_by_loose"], index.__dict__["_by_squeezed"] = loose
        return index

    # What only a misspelled name needs is built on first use: a deck whose names all match as printed
    # (or a .ydk of passwords) never pays for it, which keeps a large pool's first check quick.

    @cached_property
    def digit_names(self) -> Collection[str]:
        """The normalised names made of ASCII digits only (a card named ``7``; none in a real pool): the only names
        a written passcode can be, since such a text is its own normalised form (see :meth:`_by_name`)."""
        return {key for key in self._by_key if _all_digits(key)}

    @cached_property
    def _by_loose(self) -> Mapping[str, str]:
        return self._loose_tables[0]

    @cached_property
    def _by_squeezed(self) -> Mapping[str, str]:
        return self._loose_tables[1]

    @cached_property
    def _loose_tables(self) -> tuple[Mapping[str, str], Mapping[str, str]]:
        """The loose and squeezed keys that only one printed name has, worked out together: each name's loose keys
        (:func:`~cardpool.loose.loose_forms`) once, from its normalised key where every printed name has one of its
        own (normalising is most of the work: a pool read from its files has them all), its squeezed keys from those."""
        loose = Unique()
        squeezed = Unique()
        pairs: Iterable[tuple[str, str]] = self._by_key.items()  # each printed name with a normalised key of its own
        if len(self._by_key) != len(self._printed):  # two printed names of one normalised key: each name's, worked out
            pairs = ((normalize_name(name), name) for name in self._printed)
        for normalized, name in pairs:  # each printed name once
            for key in (loose_of(normalized),) if normalized.isascii() else loose_forms(normalized):  # ASCII: one
                loose.add(key, name)
                squeezed.add(squeezed_key(key, loose=True), name)
        return loose.only(), squeezed.only()

    @cached_property
    def _choices(self) -> list[str]:
        return sorted(self._by_key)

    @cached_property
    def _processed(self) -> list[str]:
        from rapidfuzz import utils

        return [utils.default_process(key) for key in self._choices]

    @cached_property
    def _numbers(self) -> list[str]:
        return sorted(self._by_number)

    def __len__(self) -> int:
        return len(self._by_key)

    def _by_name(self, written: str) -> Match | None:
        if _all_digits(written) and written not in self.digit_names:
            return None  # a passcode: no printed or normalised name can be it (the two tables are not even loaded)
        if written in self._printed:
            return Match(written, "exact")
        canonical = self._by_key.get(normalize_name(written))
        if canonical is not None:
            return Match(canonical, "normalized")
        return None

    def lookup(self, written: str, *, loose: bool = True) -> Match | None:
        """The canonical name that ``written`` stands for, or ``None``. Without ``loose``, the punctuation-blind
        forms are not tried (a passcode is a number or nothing: trying them builds two tables of every name)."""
        match = self._by_name(written)
        if match is not None:
            return match
        canonical = self._by_number.get(normalize_number(written))
        if canonical is not None:
            return Match(canonical, "number")
        tagged = split_number(written)
        if tagged:
            return self._tagged(*tagged)
        if not loose:
            return None
        canonical = self._by_loose.get(loose_key(written)) or self._by_squeezed.get(squeezed_key(written))
        return Match(canonical, "loose") if canonical is not None else None

    def _tagged(self, name: str, number: str) -> Match | None:
        """``Name (NUMBER)``: agree, or let whichever part is known decide; never guess between two cards."""
        by_number = self._by_number.get(normalize_number(number))
        by_name = self._by_name(name) if name.strip() else None
        if by_name is None and name.strip():
            loose = self._by_loose.get(loose_key(name))
            by_name = Match(loose, "loose") if loose else None
        if by_name is not None and by_number is not None and by_name.name != by_number:
            return None
        if by_name is not None:
            return Match(by_name.name, "number" if by_name.via == "exact" else by_name.via)
        if by_number is not None and not normalize_name(name):
            return Match(by_number, "number")
        return None

    def printing(self, written: str) -> BaseCard | None:
        """The card whose printing a card number names (``D-BT03/0001EN``, or ``Name (D-BT03/0001EN)``).

        A name can be two cards (of two worlds); the number says which one is meant.
        """
        card = self._card_by_number.get(normalize_number(written))
        if card is None:
            tagged = split_number(written)
            if tagged:
                card = self._card_by_number.get(normalize_number(tagged[1]))
        return card

    @staticmethod
    def number_tag(written: str) -> str | None:
        """The ``(TD01/0010EN)`` or ``[TD01/0010EN]`` after a name, as written, if there is one."""
        tagged = split_number_tag(written)
        return written.strip()[len(tagged[0]) :].strip() if tagged else None

    @staticmethod
    def renamed(written: str, name: str) -> str:
        """``written`` with its name part replaced by ``name``, its card number kept where it was written."""
        tag = NameIndex.number_tag(written)
        if tag:
            return f"{name} {tag}"
        tagged = split_number(written)
        if tagged is None:
            return name
        stripped = written.strip()
        if stripped.startswith(tagged[0]):
            return name + stripped[len(tagged[0]) :]
        return stripped[: len(stripped) - len(tagged[0])] + name

    def number_of(self, written: str) -> tuple[str, str] | None:
        """For ``Name (NUMBER)`` (or ``NUMBER Name``) whose number is in the pool: the number and its card."""
        tagged = split_number(written)
        if not tagged:
            return None
        canonical = self._by_number.get(normalize_number(tagged[1]))
        return (tagged[1], canonical) if canonical else None

    def containing(self, written: str, *, limit: int = SUGGESTION_LIMIT, parts_only: bool = False) -> list[str]:
        """Canonical names that hold ``written`` as whole words, best first (``Bloody King`` finds ``Deity of Sun and
        Death, Bloody King``): :meth:`cardpool.words.NameWords.holding`."""
        return self._words.holding(written, limit=limit, parts_only=parts_only)

    @cached_property
    def _words(self) -> NameWords:
        from cardpool.words import NameWords

        return NameWords(self._by_key)

    def suggest(
        self, written: str, *, limit: int = SUGGESTION_LIMIT, cutoff: float = SUGGESTION_CUTOFF
    ) -> list[Suggestion]:
        """Canonical names close to ``written``, best first (ties broken by name); memoised per index."""
        key = (normalize_name(written), limit, cutoff)
        cached = self._suggested.get(key)
        if cached is None:
            if self._bare_shape is not None and self._bare_shape(written.strip()):
                cached = []  # a number that is no name (a password): no name is close to it
            elif self._number_shape(written):
                cached = self._suggest_numbers(written, limit)
            else:
                cached = self._suggest(key[0], limit, cutoff)
            if len(self._suggested) < MEMO_SIZE:
                self._suggested[key] = cached
        return list(cached)

    def _suggest(self, normalized: str, limit: int, cutoff: float) -> list[Suggestion]:
        from rapidfuzz import utils

        query = utils.default_process(normalized)
        if not query or not self._choices or limit < 1:
            return []
        scored = self._scores(query, limit, cutoff)
        ranked = sorted(((self._choices[i], score) for i, score in scored.items()), key=lambda hit: (-hit[1], hit[0]))
        return self._keep_best(((self._by_key[key], score) for key, score in ranked), limit)

    def _scores(self, query: str, limit: int, cutoff: float) -> dict[int, float]:
        """The bound's scores of every name (exact), or on a pool of :data:`PREFILTER_FROM` names or more, of the
        names :class:`~cardpool.prefilter.WordPrefilter` keeps (positions in :attr:`_choices` either way)."""
        from cardpool.prefilter import PREFILTER_FROM
        from cardpool.scoring import bounded_scores

        if len(self._processed) < PREFILTER_FROM:
            return bounded_scores(query, self._processed, limit, cutoff)
        kept = self._prefilter.candidates(query)
        if kept is None:
            return bounded_scores(query, self._processed, limit, cutoff)
        scored = bounded_scores(query, [self._processed[i] for i in kept], limit, cutoff)
        return {kept[j]: score for j, score in scored.items()}

    @cached_property
    def _prefilter(self) -> WordPrefilter:
        from cardpool.prefilter import WordPrefilter

        return WordPrefilter(self._processed)

    def _suggest_numbers(self, written: str, limit: int) -> list[Suggestion]:
        """The cards whose numbers are closest to a mistyped card number."""
        from rapidfuzz import fuzz, process

        query = normalize_number(written)
        hits = process.extract(query, self._numbers, scorer=fuzz.ratio, limit=limit * 4, score_cutoff=70)
        ranked = sorted(hits, key=lambda hit: (-hit[1], hit[0]))
        return self._keep_best(
            ((self._by_number[number], score, self._printed_number(number)) for number, score, _ in ranked), limit
        )

    def respelt_number(self, written: str) -> tuple[str, str] | None:
        """The printed card number that ``written`` is but for separators, case or a print's language (``BT01-0012EN``,
        ``bt01 0012en``, ``BT010012EN``; ``D-SD03/011EN`` for ``D-SD03/011``) and its card's name, where only one card
        is so; else ``None``. A suggestion's, never a match's: the number as written is in no list."""
        key = bare_number(written) if len(written) <= 80 else ""
        if not key or len(key) > 40 or key.isalpha() or key.isdigit():
            return None
        number = self._by_bare_number.get(key) or self._by_bare_number.get(unlettered(key))  # "D-SD03/011EN"
        return (self._printed_number(number), self._by_number[number]) if number is not None else None

    @cached_property
    def _by_bare_number(self) -> Mapping[str, str]:
        """A bare number (and one without its language, ``TD010010``) -> a number key, where one card has it"""
        names, first = Unique(), dict[str, str]()
        for number, name in self._by_number.items():
            for key in {bare := bare_number(number), unlettered(bare)}:
                names.add(key, name)
                first.setdefault(key, number)
        return {bare: first[bare] for bare in names.only()}

    def _printed_number(self, key: str) -> str:
        """A card number as printed (``BT01/0001EN``), from its matching key."""
        card = self._card_by_number[key]
        return next((n for n in card.numbers if normalize_number(n) == key), key)

    @staticmethod
    def _keep_best(ranked: Iterable[tuple[str, float] | tuple[str, float, str]], limit: int) -> list[Suggestion]:
        from cardpool.scoring import SUGGESTION_SPREAD

        kept: list[Suggestion] = []
        floor: float | None = None
        for name, score, *number in ranked:
            if floor is None:
                floor = score - SUGGESTION_SPREAD
            if score < floor:
                break
            if all(s.name != name for s in kept):
                kept.append(Suggestion(name, round(float(score), 1), number[0] if number else None))
            if len(kept) == limit:
                break
        return kept
