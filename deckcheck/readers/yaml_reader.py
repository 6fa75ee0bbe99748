"""The YAML deck form (Buddyfight's keys shown; each game has its own sections and slots)::

    name: Dragon World starter      # optional
    game: buddyfight                # optional, the default
    format: standard                # optional
    flag: Dragon World
    buddy: Flarefang Dragon
    deck:
      Dragon Breath: 4
      Green Dragon Shield: 4
    sideboard:                      # optional, same form as deck
      Battle Aura Circle: 2

``deck`` and ``sideboard`` may also be lists of card lines (``- 4 Dragon Breath``).
Keys are read as written: ``NO: 4`` is a card named "NO", never ``False``.
Duplicate keys are kept (PyYAML would silently keep only the last one), so the
duplicate-entry rule can report them. The file's comments are kept on the deck
(:attr:`~deckcheck.deck.Deck.comments`), told from the spans of the scalars the
composition read (:mod:`deckcheck.readers.yaml_compose`): no second scan of the text.
"""

from __future__ import annotations

import re

from cardpool.visible import clip
from cardpool.yamlsafe import YamlError, YMap, YNode, YScalar, YSeq, merged_pairs
from deckcheck.deck import Deck, Entry, Named
from deckcheck.findings import Problem, quote
from deckcheck.games import DEFAULT_GAME, Game, get_game
from deckcheck.readers.data_lines import never_quoted, shown_value
from deckcheck.readers.entries import (
    MAX_ENTRIES,
    MAX_PROBLEMS,
    EntryError,
    ParsedEntry,
    TooMuch,
    check_name,
    parse_entry,
    remark_note,
    split_remarks,
    too_many_entries,
    too_many_problems,
)
from deckcheck.readers.form import META_KEYS, NOTE_KEYS, TITLE_KEYS, DeckForm, deck_form
from deckcheck.readers.lone_marks import Marked, alone, read_mark
from deckcheck.readers.yaml_compose import Composed, compose_deck, yaml_comments
from deckcheck.readers.yaml_counts import kind_of, yaml_count
from deckcheck.readers.yaml_kind import REGULATION_KEYS as REGULATION_KEYS
from deckcheck.readers.yaml_kind import looks_like_deck as looks_like_deck
from deckcheck.readers.yaml_kind import not_a_deck as not_a_deck
from deckcheck.readers.yaml_places import column_at, named_at

_NAME_COMMENT = re.compile(r"(?<![ \t])[ \t]+(?P<comment>#\d\S*)")


def _where(node: YNode) -> tuple[int, int]:
    return node.line, node.column


class _Reader:
    def __init__(self, path: str, form: DeckForm, lines: list[str] | None = None) -> None:
        self.path = path
        self.lines = lines or []
        self.form = form
        self.problems: list[Problem] = []
        self.notes: list[Problem] = []
        self.slots: dict[str, list[Named]] = {slot.name: [] for slot in form.game.slots}
        self.entries: list[Entry] = []
        self.meta: dict[str, str] = {}
        self.game_line: int | None = None
        self.format_line: int | None = None
        self.named = 0
        """Slot lines read (:meth:`taking` counts them with the card lines)."""
        self.marked: list[Marked] = []
        """List items marked for a slot and counted too (:mod:`deckcheck.readers.lone_marks`)."""

    def problem(self, message: str, node: YNode) -> None:
        line, column = _where(node)
        self.add(Problem(message, line, column))

    def add(self, problem: Problem) -> None:
        if len(self.problems) >= MAX_PROBLEMS:
            raise too_many_problems(problem.line, problem.column)
        self.problems.append(problem)

    def cut_by_comment(self, node: YScalar) -> None:
        """``- 3x Morphing Jar #2``: YAML reads `` #`` as a comment, so the name stops before it; a comment that
        starts ``#<digit>`` right after a plain name was most likely part of it, so a note says to quote it."""
        if not node.plain or not 0 < node.line <= len(self.lines):
            return
        line = self.lines[node.line - 1]
        end = node.column - 1 + len(node.value)
        cut = _NAME_COMMENT.match(line, end) if line[node.column - 1 : end] == node.value else None
        if cut is not None:
            written = line[node.column - 1 : cut.end()].rstrip()
            self.notes.append(
                Problem(
                    f"YAML reads {quote(cut['comment'])} after {quote(clip(node.value))} as a comment: if it is part "
                    f"of the card name, quote it ('\"{clip(written)}\"')",
                    node.line,
                    cut.start("comment") + 1,
                )
            )

    def taking(self, node: YNode) -> None:
        """Stop before the card line at ``node`` when the file already gave the most a reader takes.

        Aliases can name one mapping many times, so this bounds the work, not only the file size.
        """
        if len(self.entries) + self.named >= MAX_ENTRIES:
            raise too_many_entries(*_where(node))

    def names(self, key: str, node: YNode, into: list[Named]) -> None:
        items = node.items if isinstance(node, YSeq) else [node]
        for item in items:
            if isinstance(item, YScalar) and item.tag.endswith(":null"):
                continue
            if not isinstance(item, YScalar):
                self.problem(f"'{key}' must be a card name, not {kind_of(item)}", item)
                continue
            self.taking(item)
            try:
                check_name(item.value)
            except EntryError as exc:
                self.problem(exc.message, item)
                continue
            if not item.value.strip():
                self.problem(f"'{key}' is empty", item)
                continue
            self.cut_by_comment(item)
            into.append(named_at(item))
            self.named += 1

    def cards(self, key: str, node: YNode, section: str) -> None:
        if isinstance(node, YScalar) and node.tag.endswith(":null"):
            return
        if isinstance(node, YMap):
            try:
                pairs = merged_pairs(node)
            except YamlError as exc:
                self.add(Problem(exc.message, exc.line, exc.column))
                return
            for name_node, count_node in pairs:
                self.taking(name_node)
                if not isinstance(name_node, YScalar):
                    self.problem(f"a card name in '{key}' must be text, not {kind_of(name_node)}", name_node)
                    continue
                self.entry(name_node, count_node, section)
            return
        if isinstance(node, YSeq):
            self.items(key, node, section)
            return
        self.problem(f"'{key}' must map card names to counts, not {kind_of(node)}", node)

    def items(self, key: str, node: YSeq, section: str) -> None:
        """A section written as a list: card lines (``- 4 Dragon Breath``), mappings, and in a section whose items
        are one copy each (``Section.one_each``) names alone, where a name repeated on the next item is one more
        copy (a Yu-Gi-Oh! list of passwords, one a copy, as a ``.ydk`` has them)."""
        alone: Entry | None = None  # the entry of the item before, when it was a name alone
        for item in node.items:
            if isinstance(item, YMap):  # - {name: Dragon Breath, count: 4}
                self.card_mapping(key, item, section)
                alone = None
                continue
            if not isinstance(item, YScalar) or item.tag.endswith(":null"):
                self.problem(f"each item of '{key}' must be a card line such as '4 Dragon Breath'", item)
                alone = None
                continue
            self.taking(item)
            try:
                parsed, bare = self.parse_item(item, section)
            except EntryError as exc:
                self.problem(exc.message, item)
                alone = None
                continue
            self.cut_by_comment(item)
            if bare and alone is not None and alone.name == parsed.name and self.entries[-1] is alone:
                alone = self.entries[-1] = alone.replace(count=alone.count + 1)
                continue
            column = column_at(item, parsed.offset)
            if parsed.note:
                self.notes.append(Problem(remark_note(parsed.note, parsed.name), item.line, column))
            if parsed.mark is not None and not self.slot_mark(parsed, bare, item.line, column, section):
                alone = None
                continue
            entry = Entry(parsed.name, parsed.count, item.line, column, section, bare=bare, remark=parsed.note)
            self.entries.append(entry)
            alone = entry if bare and not parsed.note else None

    def slot_mark(self, parsed: ParsedEntry, bare: bool, line: int, column: int, section: str) -> bool:
        """A list item marked for a slot (``- 4 Drum Bunker Dragon (Buddy)``, ``- Sunrise Egg (FV)``) fills it, as a
        text line does (:func:`~deckcheck.readers.lone_marks.read_mark`); whether it is its copies in ``section``."""
        mark = parsed.mark or ""
        read = read_mark(self.form.game, self.form.slots, mark, parsed.name, parsed.count, bare, section, self.slots)
        self.slots[read.slot].append(Named(parsed.name, line, column))
        if read.note is not None:
            self.notes.append(Problem(read.note, line, column))
        if read.outside:  # "- 1 X (Buddy)" beside "- 4 X": the buddy alone (lone_marks.alone)
            self.marked.append(
                (Entry(parsed.name, parsed.count, line, column, section), len(self.notes) - 1, mark, read.title)
            )
        return read.counted

    def parse_item(self, item: YScalar, section: str) -> tuple[ParsedEntry, bool]:
        """A list item's card line, and whether it is a name alone: in a section whose items are one copy each
        (``Section.one_each``), a name without a count is one copy."""
        marks = self.form.slots
        try:
            return parse_entry(item.value, marks), False
        except EntryError:
            spec = self.form.game.section(section)
            name, note, mark = split_remarks(item.value.strip(), marks)  # "- Sunrise Egg (FV)", "- X (Buddy)"
            if (spec is None or not spec.one_each or not name) and (mark is None or not name):
                raise
            check_name(name)
            return ParsedEntry(name, 1, len(item.value) - len(item.value.lstrip()), note, mark), True

    def card_mapping(self, key: str, item: YMap, section: str) -> None:
        """A list item of the form ``{name: Dragon Breath, count: 4}`` (``card``/``qty``/``quantity`` too)."""
        fields: dict[str, YNode] = {}
        for field_key, field_value in item.pairs:
            if isinstance(field_key, YScalar):
                fields[field_key.value.strip().lower()] = field_value
        name_node = fields.get("name") or fields.get("card")
        count_node = fields.get("count") or fields.get("qty") or fields.get("quantity")
        if not isinstance(name_node, YScalar) or count_node is None:
            self.problem(f"each mapping in '{key}' needs a card name ('name') and a count ('count')", item)
            return
        self.entry(name_node, count_node, section)

    def entry(self, name_node: YScalar, count_node: YNode, section: str) -> None:
        """One card: a name node and a count node, checked; a bad one is a located problem."""
        value = name_node.value
        name = value.strip()
        try:
            if not name:
                raise EntryError("empty card name")
            check_name(name)
            count = yaml_count(count_node)
        except EntryError as exc:
            quoted = name and not never_quoted(name)  # a key or token is never quoted into a public log
            self.problem(f"{quote(clip(name))}: {exc.message}" if quoted else exc.message, count_node)
            return
        except YamlError as exc:
            self.add(Problem(f"{quote(clip(name))}: {exc.message}" if name else exc.message, exc.line, exc.column))
            return
        lead = len(value) - len(value.lstrip())
        self.entries.append(Entry(name, count, name_node.line, column_at(name_node, lead), section))

    def kept(self, key: str, value: YNode) -> str:
        """What a repeated top-level key keeps: a card section reads both; of a single value (name, format,
        ...) the later one is used, unless it is empty; of ``game`` the first (it chose the reader)."""
        if key in self.form.sections:
            return "the entries of both are read"
        earlier = self.meta.get(key)
        if key == "game" and earlier is not None:
            return f"the first value, {quote(clip(earlier))}, is used"
        if isinstance(value, YScalar) and value.tag.endswith(":null") and earlier is not None:
            return f"this empty value is ignored: {quote(clip(earlier))} is used"
        if isinstance(value, YScalar):
            return f"this later value, {quote(clip(value.value.strip()))}, is used"
        if earlier is not None:
            return f"this value is not text: {quote(clip(earlier))} is used"
        return "this value is not text"

    def read(self, root: YMap) -> None:
        keys = self.form.yaml_keys
        seen: dict[str, int] = {}
        for key_node, value_node in merged_pairs(root):
            if not isinstance(key_node, YScalar):
                self.problem(f"a top-level key must be one of {', '.join(keys)}", key_node)
                continue
            written = key_node.value.strip().lower()
            key = META_KEYS.get(written) or TITLE_KEYS.get(written, written)  # "player name:", "title:": headers
            if key in NOTE_KEYS or (written in TITLE_KEYS and key in seen):  # "notes:"; a title beside a name
                continue
            if written in TITLE_KEYS:  # a "name:" after it is the name: no duplicate
                self.meta.setdefault(key, value_node.value.strip() if isinstance(value_node, YScalar) else "")
                continue
            if key not in keys:
                import difflib  # only for an unknown key

                close = difflib.get_close_matches(key, keys, n=1)
                hint = f" (did you mean '{close[0]}'?)" if close else f"; expected {', '.join(keys)}"
                if not close and isinstance(value_node, YScalar) and value_node.value.strip().isdecimal():
                    section = self.form.game.main_section.name  # "Dragon Breath: 4" at the top: a card unindented
                    hint = f"; a card? indent it under '{section}:' (two spaces before its name)"
                self.problem(f"unknown key '{clip(key_node.value)}'{hint}", key_node)
                continue
            if key in seen and key not in self.slots:
                kept = self.kept(key, value_node)
                self.problem(f"duplicate key '{key}' (first at line {seen[key]}); {kept}", key_node)
            seen.setdefault(key, key_node.line)
            if key in self.slots:
                self.names(key, value_node, self.slots[key])
            elif key in self.form.sections:
                self.cards(key, value_node, self.form.sections[key])
            elif isinstance(value_node, YScalar):
                if value_node.tag.endswith(":null"):  # "game: ~" is no game given: the default
                    continue
                if key != "game" or "game" not in self.meta:
                    self.meta[key] = value_node.value.strip()
                if key == "game" and self.game_line is None:  # the first game names the deck's game
                    self.game_line = value_node.line
                if key == "format":
                    self.format_line = value_node.line
            else:
                self.problem(f"'{key}' must be text, not {kind_of(value_node)}", value_node)


def read_yaml(
    path: str, text: str, game: Game | None = None, composed: Composed | None = None
) -> tuple[Deck, list[Problem]]:
    """Read a YAML deck of ``game`` (the default game when not given); a file that is not YAML, or not a
    deck, is a located problem.

    ``composed`` is what :func:`compose_deck` gave for the text already, so it is not parsed twice.
    """
    line_count = text.count("\n") + 1
    game = game or get_game(DEFAULT_GAME)
    form = deck_form(game)
    reader = _Reader(path, form, text.split("\n"))
    readable = False
    root, error, spans = composed if composed is not None else compose_deck(text)
    if error is not None:
        reader.problems.append(error)
    elif root is None:
        reader.problems.append(Problem("the file is empty: no flag, buddy or deck", 1, 1))
    elif not isinstance(root, YMap):
        reader.problem(f"a YAML deck is a mapping with the keys {', '.join(form.yaml_keys)}", root)
    else:
        readable = True
        try:
            reader.read(root)
        except YamlError as exc:
            reader.problems.append(Problem(exc.message, exc.line or None, exc.column or None))
        except TooMuch as exc:
            reader.problems.append(Problem(exc.message, exc.line, exc.column))
    meta, entries = reader.meta, reader.entries
    if reader.marked:  # "- 1 X (Buddy)" beside "- 4 X": the buddy alone
        dropped = alone(entries, reader.notes, reader.marked)
        entries = [e for e in entries if (e.line, e.column) not in dropped]
    deck = Deck(
        path=path,
        game=game.name,
        entries=tuple(entries),
        slots={name: tuple(lines) for name, lines in reader.slots.items()},
        name=shown_value(meta.get("name")),
        player=shown_value(meta.get("player")),
        game_line=reader.game_line,
        format_line=reader.format_line,
        format=meta.get("format") or None,
        line_count=line_count,
        syntax="yaml",
        readable=readable,
        notes=tuple(reader.notes),
        comments=yaml_comments(text, spans) if readable else None,
    )
    return deck, reader.problems
