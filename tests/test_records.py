"""cardpool.record: read-only value classes that behave as frozen dataclasses without their cost at import."""

from __future__ import annotations

import ast
import dataclasses
from functools import cached_property
from pathlib import Path

import pytest

from cardpool.collection import PoolInfo
from cardpool.index import Match, Suggestion
from cardpool.numbers import NumberShapes
from cardpool.record import Fields, field
from deckcheck.games import get_game
from deckcheck.games.base import Section
from deckcheck.games.vocabulary import TextWords

REPO = Path(__file__).resolve().parents[1]


@dataclasses.dataclass(frozen=True)
class AsDataclass:
    name: str
    score: float
    number: str | None = None


def test_a_record_compares_hashes_and_reads_as_the_frozen_dataclass_it_replaces() -> None:
    a, b = Suggestion("Dragon Breath", 90.0), Suggestion("Dragon Breath", 90.0)
    twin = AsDataclass("Dragon Breath", 90.0)
    assert a == b and hash(a) == hash(b) and a is not b
    assert a != Suggestion("Dragon Breath", 90.0, "BT01/0001EN") and a != twin  # another class is never equal
    assert repr(a).replace("Suggestion", "AsDataclass") == repr(twin)
    assert hash(a) == hash(("Dragon Breath", 90.0, None))
    assert len({Match("A", "exact"), Match("A", "exact"), Match("A", "loose")}) == 2
    match Match("A", "exact"):
        case Match(name, via):
            assert (name, via) == ("A", "exact")
    with pytest.raises(AttributeError):
        a.name = "other"
    with pytest.raises(AttributeError):
        del a.score
    assert not hasattr(a, "__dict__")
    info = PoolInfo(name="p", source="s", location="bundled:x", files=())
    assert info.bundled and info == PoolInfo("p", "s", "bundled:x", ()) and NumberShapes() == NumberShapes()


class Declared(Fields):
    name: str
    count: int = 4
    tags: tuple[str, ...] = ()
    seen: list[str] = field(default_factory=list)
    _cache: dict[str, int] = field(default_factory=dict, init=False)

    @cached_property
    def loud(self) -> str:
        return self.name.upper()


def test_fields_take_arguments_as_a_frozen_dataclass_does() -> None:
    one = Declared("a", 2)
    assert (one.name, one.count, one.tags, one.seen) == ("a", 2, (), [])
    assert Declared(name="a", count=2) == one
    assert hash(Section("a", "A", ("x",))) == hash(Section(name="a", title="A", headings=("x",)))
    with pytest.raises(TypeError):
        hash(one)  # a list field: unhashable, as a frozen dataclass with one is
    assert Declared("a").seen is not Declared("a").seen  # a factory's default is made anew
    assert one._cache == {} and "_cache" not in repr(one)
    assert repr(one) == "Declared(name='a', count=2, tags=(), seen=[])"
    assert one.loud == "A" and one.loud is one.loud  # cached_property works: not slotted
    with pytest.raises(TypeError, match="missing the argument 'name'"):
        Declared()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        Declared("a", colour=1)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="multiple values for argument 'name'"):
        Declared("a", name="b")  # type: ignore[misc]
    with pytest.raises(TypeError, match="takes 4 arguments, 5 given"):
        Declared("a", 1, (), [], {})  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected keyword argument '_cache'"):
        Declared("a", _cache={})  # type: ignore[call-arg]
    with pytest.raises(AttributeError):
        one.count = 3  # type: ignore[misc]
    changed = one.replace(count=9)
    assert changed.count == 9 and changed.name == "a" and one.count == 2 and changed != one


def test_a_game_replaced_keeps_every_other_field_and_builds_its_own_cache() -> None:
    game = get_game("yugioh")
    other = game.replace(name="other")
    assert other.name == "other" and other.sections == game.sections and other.text == game.text
    assert other._built is not game._built
    assert Section("main", "Main Deck") == Section(name="main", title="Main Deck", headings=())
    assert TextWords().replace(meta_keys=("x",)).meta_keys == ("x",)


START_UP = [
    "cardpool/index.py",
    "cardpool/collection.py",
    "cardpool/numbers.py",
    "cardpool/atomic.py",
    "cardpool/yamlnodes.py",
    "cardpool/plain.py",
    "cardpool/record.py",
    "cardpool/cache.py",
    "cardpool/cached_pool.py",
    "cardpool/cache_tables.py",
    "cardpool/loading.py",
    "deckcheck/games/base.py",
    "deckcheck/games/vocabulary.py",
    "deckcheck/config/settings.py",
    "deckcheck/config/load.py",
    "deckcheck/cli/outputs.py",
]
"""Modules every check imports, whose classes are no dataclasses: each one defined costs 0.3-1 ms at start-up."""


@pytest.mark.parametrize("path", START_UP)
def test_start_up_modules_define_no_dataclass(path: str) -> None:
    tree = ast.parse((REPO / path).read_text(encoding="utf-8"))
    decorated = [
        node.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
        for decorator in node.decorator_list
        if ast.unparse(decorator).split("(")[0] in ("dataclass", "dataclasses.dataclass")
    ]
    assert decorated == []


def test_shown_makes_the_strings_of_records_printable_as_of_dataclasses() -> None:
    """cardpool.visible.shown walks a report before it is printed: a record in it is rebuilt, not passed raw."""
    from cardpool.visible import shown

    bell = "a\x07b"
    found = shown((Suggestion(bell, 1.0), PoolInfo(bell, "s", "l", (bell,)), Section("m", bell)))
    assert found == (Suggestion("a<U+0007>b", 1.0), PoolInfo("a<U+0007>b", "s", "l", ("a<U+0007>b",)),
                     Section("m", "a<U+0007>b"))  # fmt: skip


def test_records_pickle_and_copy() -> None:
    """``--jobs`` workers send their findings back pickled: a record must come back equal (a frozen
    dataclass with slots pickles; a read-only class must say how)."""
    import copy
    import pickle

    for value in (Suggestion("a", 1.0, "BT01/0001EN"), Match("x", "exact"), PoolInfo("n", "s", "l", ("f",)),
                  NumberShapes(), Section("m", "T"), get_game("buddyfight").sections):  # fmt: skip
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.copy(value) == value == copy.deepcopy(value)


def test_a_check_defines_no_dataclass_but_the_context() -> None:
    """Each dataclass defined at start-up generates and compiles its methods (0.3-1 ms): a check of a deck of each
    form defines none of deckcheck's but :class:`deckcheck.context.Context`, which third-party games subclass as
    dataclasses (pydantic defines its own when a pool is read from its files)."""
    import subprocess
    import sys

    probe = (
        "import dataclasses, sys\n"
        "made = []\n"
        "real = dataclasses._process_class\n"
        "def spy(cls, *args, **kwargs):\n"
        "    made.append(f'{cls.__module__}.{cls.__qualname__}')\n"
        "    return real(cls, *args, **kwargs)\n"
        "dataclasses._process_class = spy\n"
        "from deckcheck.cli import main\n"
        "try:\n"
        "    main(sys.argv[1:], standalone_mode=False)\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('MADE', sorted({m for m in made if m.startswith(('deckcheck.', 'cardpool.'))}), file=sys.stderr)\n"
    )
    decks = [REPO / "examples" / "buddyfight" / name for name in ("dragon-world.yaml", "dragon-world.txt")]
    decks.append(REPO / "examples" / "yugioh" / "dark-magician.ydk")
    done = subprocess.run(
        [sys.executable, "-c", probe, "check", "--isolated", *map(str, decks)],
        capture_output=True, text=True, cwd=REPO, timeout=120,
    )  # fmt: skip
    assert "MADE ['deckcheck.context.Context']" in done.stderr, done.stderr[-2000:]


def test_a_problem_a_finding_and_a_report_match_by_position_as_dataclasses_did() -> None:
    """Rules and third-party games may match these records as they matched the dataclasses they were."""
    from deckcheck.engine import DeckReport
    from deckcheck.findings import Finding, Problem

    match Problem("too many", 3, 5, "Dragon Breath"):
        case Problem(message, line, column, card):
            assert (message, line, column, card) == ("too many", 3, 5, "Dragon Breath")
        case _:
            raise AssertionError("no match")
    match Finding("d.txt", "copy-limit", "BF202", "error", "5 copies", 4):
        case Finding(path, rule, code, severity, message, line):
            found = (path, rule, code, severity, message, line)
            assert found == ("d.txt", "copy-limit", "BF202", "error", "5 copies", 4)
        case _:
            raise AssertionError("no match")
    assert DeckReport.__match_args__[:3] == ("path", "findings", "legal")
    assert Problem("m").replace(message="n") == Problem("n")
