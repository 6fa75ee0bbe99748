"""Every hostile case and what deckcheck must answer: the exit code and a fragment of the message.

Committed fixtures live in ``decks/``, ``pools/`` and ``import/`` beside this
file. Inputs that are big, or that git cannot hold (FIFOs, symlink loops,
sparse 100 MB files, unreadable paths), are made by the small generators below
in a scratch directory at test time.

Exit codes (see ``deckcheck --help``): 0 every deck legal, 1 a deck illegal or
unreadable (a file that cannot be read is an unreadable deck), 2 a usage error,
a card pool that cannot be loaded, an import that fails, or a path that names
nothing to check; 3 is an internal error and never a right answer here.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass, field, replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
DECKS = HERE / "decks"
POOLS = HERE / "pools"
IMPORTS = HERE / "import"
POOL_DECK = HERE / "pool-deck.txt"
"""The deck checked against every hostile pool (only the pool's problems matter there)."""

MiB = 1024 * 1024
CLOSED = b"<closed>"
"""``stdin`` value: start the process with standard input closed."""


@dataclass(frozen=True)
class Case:
    """One CLI run: ``args`` after ``deckcheck``; ``{work}`` is replaced by the case's scratch directory."""

    id: str
    args: tuple[str, ...]
    code: int
    names: str
    """Text naming the file that the output must hold (a path, a file name or ``<stdin>``)."""
    fragment: str
    """Text the output (stdout and stderr) must hold, case-insensitively."""
    make: Callable[[Path], None] | None = None
    stdin: bytes | None = None
    needs_non_root: bool = False
    xfail: str | None = None
    env: dict[str, str] = field(default_factory=dict)


# ---------------------------------------------------------------- committed deck files
# file name -> (exit code, fragment)
DECK_EXPECTATIONS: dict[str, tuple[int, str]] = {
    # YAML tricks
    "yaml-billion-laughs.yaml": (1, "unknown key 'lol0'"),
    "yaml-alias-flood.yaml": (1, "more than 1000 YAML aliases"),
    "yaml-merge-bomb.yaml": (1, "'buddy' must be a card name"),
    "yaml-merge-chain.yaml": (1, "each mapping in 'sideboard'"),
    "yaml-repeated-alias-keys.yaml": (1, "more than 10,000 card lines"),
    "yaml-deep-flow.yaml": (1, "nesting deeper than 64 levels"),
    "yaml-deep-block.yaml": (1, "nesting deeper than 64 levels"),
    "yaml-python-tags.yaml": (1, "unsupported YAML tag"),
    "yaml-other-tags.yaml": (1, 'unsupported YAML tag "!custom"'),
    "yaml-duplicate-keys.yaml": (0, "listed again"),
    "yaml-merge-keys.yaml": (0, "LEGAL"),
    "yaml-anchored-names.yaml": (0, ":11:3: DC004"),
    "yaml-mapping-for-name.yaml": (1, "'flag' must be a card name, not a mapping"),
    "yaml-list-for-mapping.yaml": (1, "a YAML deck is a mapping"),
    "yaml-list-of-mappings.yaml": (1, "each item of 'deck' must be a card line"),
    "yaml-scalar-document.yaml": (1, "a YAML deck is a mapping"),
    "yaml-scalar-names.yaml": (1, 'unknown card "0x10"'),
    "yaml-bad-counts.yaml": (1, '"Battle Aura Circle": "maybe" is not a valid bool'),
    "yaml-huge-integer.yaml": (1, "is not a valid int"),
    "yaml-1.1-counts.yaml": (1, ':4:20: DC001 [error] "Magical Goodbye": a count must be a whole number, not "1:00"'),
    "yaml-multi-document.yaml": (1, "more than one YAML document"),
    "yaml-control-character.yaml": (1, ":3:9: DC001 [error] the file holds a control character (U+0007)"),
    "yaml-unicode-line-breaks.yaml": (1, "invalid YAML"),
    "yaml-tab-indent.yaml": (1, ":3:1: DC001"),
    "yaml-unknown-alias.yaml": (1, "unknown YAML alias '*nowhere'"),
    "yaml-self-alias.yaml": (1, "refers to itself"),
    "yaml-merge-non-mapping.yaml": (1, "merge key needs a mapping"),
    "yaml-unclosed.yaml": (1, "invalid YAML"),
    "yaml-surrogate-escape.yaml": (1, "invalid Unicode character escape"),
    # encodings
    "utf8-bom.txt": (0, "LEGAL"),
    "utf8-bom.yaml": (0, "LEGAL"),
    "utf16-le-bom.yaml": (0, "LEGAL"),
    "utf16-be-bom.txt": (0, "LEGAL"),
    "utf16-no-bom.txt": (1, "NUL byte at offset 1"),
    "utf16-odd-length.txt": (1, "not valid UTF-16"),
    "utf16-lone-surrogate.yaml": (1, "not valid UTF-16"),
    "utf32-bom.txt": (1, "NUL character"),
    # an é in a name printed without (Dragon Bréath, Dragoénergy): a name-spelling warning once accents fold
    "latin1.txt": (0, "read as Windows-1252"),
    "latin1.yaml": (0, "read as Windows-1252"),
    "windows-1252-quotes.txt": (0, "read as Windows-1252"),
    "utf8-surrogate-bytes.txt": (1, "read as Windows-1252"),
    "utf8-overlong.txt": (1, "read as Windows-1252"),
    "crlf.txt": (0, "LEGAL"),
    "crlf.yaml": (0, "LEGAL"),
    "lone-cr.txt": (0, "LEGAL"),
    "lone-cr.yaml": (0, "LEGAL"),
    "mixed-line-endings.txt": (0, "LEGAL"),
    "no-final-newline.yaml": (0, "LEGAL"),
    "ansi-escape.txt": (1, ":10:3: DC001 [error] the file holds a control character (U+001B)"),
    "nul-bytes.txt": (1, ":10:8: DC001 [error] the file holds a NUL byte at offset 279"),
    "nul-bytes.yaml": (1, "NUL byte at offset 0"),
    "image.yaml": (1, "NUL byte"),
    "image.txt": (1, "NUL byte"),
    "gzip.yaml": (1, "NUL byte"),
    "deck-no-suffix": (1, "NUL byte"),
    # sizes, counts and names
    "empty.txt": (1, "the file is empty"),
    "empty.yaml": (1, "the file is empty"),
    "whitespace-only.txt": (1, "the file is empty"),
    "whitespace-only.yaml": (1, "the file is empty"),
    "comments-only.txt": (1, "not a deck file: no card line"),  # named alone: its one error (README's table)
    "comments-only.yaml": (1, "the file is empty"),
    "bom-only.txt": (1, "the file is empty"),
    "counts.txt": (1, "count 0 is not allowed"),
    "name-10000-chars.txt": (1, "card name is 10000 characters long; the limit is 300"),
    "name-10000-chars.yaml": (1, "invalid YAML"),
    "invisible-names.txt": (1, "only invisible characters"),
    "invisible-names.yaml": (1, "only invisible characters"),
    "rtl-marks.txt": (0, "DC003"),
    "zero-width-joiners.txt": (0, "DC003"),
    "bidi-override.yaml": (0, "DC003"),
    "fullwidth-and-curly.txt": (0, "DC003"),
    "header-without-name.txt": (1, "has no flag"),
    "only-headers.txt": (1, "the deck has no flag"),
    "combining-marks.txt": (1, "unknown card"),
}

# ---------------------------------------------------------------- committed pool files
POOL_EXPECTATIONS: dict[str, tuple[int, str]] = {
    "pool-duplicate-name-conflict.yaml": (1, "ILLEGAL"),  # loads: one name, three cards; the deck is only short
    "pool-missing-type.yaml": (2, 'pool-missing-type.yaml:5: cards.1.type (card "Dragon Breath"): Field required'),
    "pool-missing-name.json": (2, "cards.0.name"),
    "pool-flag-without-rules.yaml": (2, "a flag card needs 'flag' rules"),
    "pool-unknown-field.yaml": (2, "Extra inputs are not permitted"),
    "pool-wrong-shape.yaml": (2, "cards"),
    "pool-scalar.yaml": (2, "a pool file holds a mapping"),
    "pool-empty.yaml": (2, "the pool holds no cards"),
    "pool-billion-laughs.yaml": (2, "more than 200000 nodes"),
    "pool-merge-bomb.yaml": (2, "Extra inputs are not permitted"),
    "pool-python-tag.yaml": (2, "unsupported YAML tag"),
    "pool-latin1.yaml": (2, "not UTF-8 (byte 0xe9 at offset 21)"),
    "pool-utf16.yaml": (2, "not UTF-8"),
    "pool-image.json": (2, "not UTF-8"),
    "pool-deep.json": (2, "invalid JSON"),
    "pool-deep.yaml": (2, "nesting deeper than 64 levels"),
    "pool-duplicate-keys.json": (2, "duplicate key 'type'"),
    "pool-duplicate-keys.yaml": (2, "duplicate key 'type'"),
    "pool-bad-json.json": (2, "invalid JSON"),
    "pool-nan-size.json": (2, 'cards.0.size (card "Dragon Breath"): Input should be a valid integer'),
    # strict types (issue 7, item 13): never coerced
    "pool-bool-for-int.json": (2, 'cards.0.flag.hand (card "Dragon World"): Input should be a valid integer'),
    "pool-string-for-int.yaml": (
        2,
        'pool-string-for-int.yaml:7: cards.0.flag.life (card "Dragon World"): Input should be a valid integer',
    ),
    "pool-string-for-bool.json": (2, 'cards.0.flag.generic (card "Dragon World"): Input should be a valid boolean'),
    "pool-float-for-int.json": (2, 'cards.0.size (card "Dragon Breath"): Input should be a valid integer'),
    "pool-huge-int.json": (2, "invalid JSON"),
    "pool-bad-scalar.yaml": (2, '"perhaps" is not a valid bool'),
    "pool-long-name.yaml": (2, "at most 500 characters"),
    "pool-multi-document.yaml": (2, "more than one YAML document"),
    "pool-lone-surrogate.json": (2, "lone surrogate"),
    "pool-shadow": (2, "pool-shadow:1: root:$6$rounds=5000$saltsaltsalt$ABCDEFG...: extra inputs"),  # a bounded key
}

# ---------------------------------------------------------------- committed importer sources
IMPORT_EXPECTATIONS: dict[str, tuple[int, str, str | None]] = {
    "missing-columns.csv": (2, "no 'name' and no 'type' column", None),
    "extra-columns.csv": (0, "2 cards under 2 names", None),
    "empty.csv": (2, "the CSV file is empty", None),
    "latin1.csv": (2, "not UTF-8 (byte 0xe9 at offset 69)", None),
    "not-an-array.json": (2, "a JSON source is an array of objects", None),
    "image.csv": (2, "not UTF-8", None),
    "duplicate-header.csv": (2, "repeats the column 'name'", None),
    "unclosed-quote.csv": (2, "invalid CSV at line 2", None),
}


# ---------------------------------------------------------------- generators
def legal_deck_text() -> str:
    from helpers import deck_text

    return deck_text()


def _sparse(name: str, size: int) -> Callable[[Path], None]:
    def make(work: Path) -> None:
        with open(work / name, "wb") as handle:
            handle.truncate(size)  # a hole: 100 MB on paper, nothing on disk

    return make


def _write(name: str, data: Callable[[], bytes | str]) -> Callable[[Path], None]:
    def make(work: Path) -> None:
        content = data()
        (work / name).write_bytes(content.encode("utf-8") if isinstance(content, str) else content)

    return make


def _one_mb_line() -> str:
    return "4 " + "Dragon Breath " * (MiB // 14) + "\n"


def _one_mb_yaml_line() -> str:
    return "flag: Dragon World\ndeck: {" + ", ".join(f"c{i}: 1" for i in range(MiB // 9)) + "}\n"


def _entries_text(n: int) -> str:
    return "Flag: Dragon World\nBuddy: Flarefang Dragon\n" + "".join(f"1 Card number {i}\n" for i in range(n))


def _entries_yaml_list(n: int) -> str:
    return "flag: Dragon World\ndeck:\n" + "".join(f"  - 1 Card number {i}\n" for i in range(n))


def _entries_yaml_map(n: int) -> str:
    return "flag: Dragon World\ndeck:\n" + "".join(f"  Card number {i}: 1\n" for i in range(n))


def _symlink_loop_dir(work: Path) -> None:
    decks = work / "decks"
    (decks / "sub").mkdir(parents=True)
    (decks / "deck.txt").write_text(legal_deck_text(), encoding="utf-8")
    os.symlink(".", decks / "loop")
    os.symlink("..", decks / "sub" / "up")
    os.symlink(decks, decks / "sub" / "absolute.yaml")  # a directory link named like a deck file


def _symlink_loop_file(work: Path) -> None:
    os.symlink("b.txt", work / "a.txt")
    os.symlink("a.txt", work / "b.txt")


def _dangling(work: Path) -> None:
    os.symlink("nowhere.txt", work / "dangling.txt")


def _fifo(work: Path) -> None:
    os.mkfifo(work / "fifo.txt")


def _fifo_in_dir(work: Path) -> None:
    (work / "decks").mkdir()
    (work / "decks" / "a.txt").write_text(legal_deck_text(), encoding="utf-8")
    os.mkfifo(work / "decks" / "b-fifo.yaml")


def _device(work: Path) -> None:
    os.symlink("/dev/zero", work / "zero.txt")


def _empty_dir(work: Path) -> None:
    (work / "empty").mkdir()
    (work / "empty" / "notes.md").write_text("no decks here\n", encoding="utf-8")


def _bad_file_name(work: Path) -> None:
    (work / "decks").mkdir()
    with open(os.path.join(os.fsencode(work / "decks"), b"bad-\xff-name.txt"), "wb") as handle:
        handle.write(legal_deck_text().encode("utf-8"))


def _unreadable_file(work: Path) -> None:
    path = work / "locked.txt"
    path.write_text(legal_deck_text(), encoding="utf-8")
    path.chmod(0)


def _unreadable_dir(work: Path) -> None:
    (work / "decks" / "locked").mkdir(parents=True)
    (work / "decks" / "a.txt").write_text(legal_deck_text(), encoding="utf-8")
    (work / "decks" / "locked" / "b.txt").write_text(legal_deck_text(), encoding="utf-8")
    (work / "decks" / "locked").chmod(0)


def _huge_json_pool(work: Path) -> None:
    card = '{"name": "Dragon Breath", "type": "spell", "worlds": ["Dragon World"]}'
    (work / "huge.json").write_text('{"cards": [' + ", ".join([card] * 45_000) + "]}", encoding="utf-8")


def _dense_json_pool(work: Path) -> None:
    """A list per 3 bytes: far more values than one per 8 bytes (issue 7, item 8's scaled limit)."""
    (work / "dense.json").write_text('{"cards": [' + "[]," * 1_000_000 + "[]]}", encoding="utf-8")


def _pool_dir_many_files(work: Path) -> None:
    (work / "pool").mkdir()
    for i in range(101):
        (work / "pool" / f"p{i:03}.yaml").write_text(f"cards:\n  - {{name: Card {i}, type: spell}}\n")


def _pool_dir_many_bytes(work: Path) -> None:
    """Three files of 60 MiB on paper (sparse): each within the file limit, 180 MiB together."""
    (work / "pool").mkdir()
    for i in range(3):
        with open(work / "pool" / f"p{i}.json", "wb") as handle:
            handle.truncate(60 * MiB)


def _pool_many_cards(work: Path) -> None:
    """260,000 terse cards in one file: within the file's limits, over the pool's card budget."""
    card = '{"name": "C%d", "type": "spell"}'
    (work / "pool.json").write_text('{"cards": [' + ",".join(card % i for i in range(260_000)) + "]}")


def _pool_dir_empty(work: Path) -> None:
    (work / "pool").mkdir()
    (work / "pool" / "README.md").write_text("nothing\n", encoding="utf-8")


def _pool_dir_two_games(work: Path) -> None:
    (work / "pool").mkdir()
    (work / "pool" / "a.yaml").write_text("game: buddyfight\ncards:\n  - {name: A, type: spell}\n", encoding="utf-8")
    (work / "pool" / "b.yaml").write_text("game: vanguard\ncards:\n  - {name: B, type: spell}\n", encoding="utf-8")


def _pool_fifo(work: Path) -> None:
    os.mkfifo(work / "pool.yaml")


SOURCE_COLUMNS = ("card_no", "name", "world", "attribute", "type", "size", "ability_effect")


def make_sqlite(path: Path, rows: int = 400, columns: tuple[str, ...] = SOURCE_COLUMNS) -> None:
    """A small synthetic card table (never the real data)."""
    with sqlite3.connect(path) as db:
        db.execute(f"CREATE TABLE card ({', '.join(f'{c} TEXT' for c in columns)})")
        values = {
            "card_no": "S/{i:04}EN",
            "name": "Synthetic Card {i}",
            "world": "Dragon World",
            "attribute": "Dragon",
            "type": "Spell",
            "size": "0",
            "ability_effect": "Draw a card. " * 20,
        }
        db.executemany(
            f"INSERT INTO card VALUES ({', '.join('?' for _ in columns)})",
            [tuple(values.get(c, "x").format(i=i) for c in columns) for i in range(rows)],
        )
    db.close()


def _truncated_sqlite(work: Path) -> None:
    path = work / "cards.sqlite"
    make_sqlite(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _sqlite_missing_columns(work: Path) -> None:
    make_sqlite(work / "cards.sqlite", columns=("card_no", "rarity"))


def _sqlite_extra_columns(work: Path) -> None:
    make_sqlite(work / "cards.sqlite", rows=20, columns=SOURCE_COLUMNS + ("colour", "mood"))


def _not_sqlite(work: Path) -> None:
    """Made at test time: a committed *.sqlite file, even a fake one, looks like copied card data."""
    (work / "cards.sqlite").write_text("this is not a database\n")


def _sqlite_header_only(work: Path) -> None:
    (work / "cards.sqlite").write_bytes(b"SQLite format 3\x00" + b"\x00" * 84)


def _source_fifo(work: Path) -> None:
    os.mkfifo(work / "cards.csv")


def _sqlite_view(sql: str) -> Callable[[Path], None]:
    """A tiny SQLite file whose table ``card`` is a view (issue 7, item 4)."""

    def make(work: Path) -> None:
        with closing(sqlite3.connect(work / "cards.sqlite")) as db:
            db.execute(f"CREATE VIEW card AS {sql}")
            db.commit()

    return make


COUNTING = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c)"


def _sqlite_bad_utf8(work: Path) -> None:
    """Three rows, the second's name not UTF-8 (issue 7, item 14)."""
    with closing(sqlite3.connect(work / "cards.sqlite")) as db:
        db.execute("CREATE TABLE card (card_no TEXT, name TEXT, type TEXT, world TEXT)")
        db.execute("INSERT INTO card VALUES ('U/1', 'Good Card', 'spell', 'Dragon World')")
        db.execute("INSERT INTO card VALUES ('U/2', CAST(X'4261649F2043617264' AS TEXT), 'spell', 'Dragon World')")
        db.execute("INSERT INTO card VALUES ('U/3', 'Fine Card', 'spell', 'Dragon World')")
        db.commit()


def _sqlite_wal(work: Path) -> None:
    """A WAL-mode database closed cleanly (no -wal file), in a folder (issue 7, item 17)."""
    (work / "src").mkdir()
    with closing(sqlite3.connect(work / "src" / "cards.sqlite")) as db:
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("CREATE TABLE card (name TEXT, type TEXT, world TEXT)")
        db.executemany("INSERT INTO card VALUES (?, 'spell', 'Dragon World')", [(f"Wal Card {i}",) for i in range(5)])
        db.commit()


def _json_source(text: str) -> Callable[[Path], None]:
    return _write("cards.json", lambda: text)


CHECK = "check"
W = "{work}"

GENERATED: list[Case] = [
    # sizes
    Case(
        "size-100mb.txt",
        (CHECK, f"{W}/big.txt"),
        1,
        "big.txt",
        "larger than 5,242,880 bytes",
        _sparse("big.txt", 100 * MiB),
    ),
    Case(
        "size-100mb.yaml",
        (CHECK, f"{W}/big.yaml"),
        1,
        "big.yaml",
        "larger than 5,242,880 bytes",
        _sparse("big.yaml", 100 * MiB),
    ),
    Case(
        "size-limit-raised",
        (CHECK, "--max-file-size", "150000000", f"{W}/big.txt"),
        1,
        "big.txt",
        "NUL byte at offset 0",
        _sparse("big.txt", 100 * MiB),
    ),
    Case(
        "size-limit-lowered",
        (CHECK, "--max-file-size", "100", f"{W}/deck.txt"),
        1,
        "deck.txt",
        "larger than 100 bytes",
        _write("deck.txt", legal_deck_text),
    ),
    Case("line-1mb.txt", (CHECK, f"{W}/line.txt"), 1, "line.txt", "characters long", _write("line.txt", _one_mb_line)),
    Case(
        "line-1mb-spaces.txt",
        (CHECK, f"{W}/spaces.txt"),
        1,
        "spaces.txt",
        "card name is",
        _write("spaces.txt", lambda: "a" + " " * MiB + "b\n"),
    ),
    Case(
        "line-1mb-spaces-x.txt",
        (CHECK, f"{W}/spaces.txt"),
        1,
        "spaces.txt",
        "card name is",
        _write("spaces.txt", lambda: "a" + " " * MiB + "b x4\n"),
    ),
    Case(
        "line-1mb.yaml",
        (CHECK, f"{W}/line.yaml"),
        1,
        "line.yaml",
        "more than 50000 nodes",
        _write("line.yaml", _one_mb_yaml_line),
    ),
    Case(
        "line-1mb-scalar.yaml",
        (CHECK, f"{W}/scalar.yaml"),
        1,
        "scalar.yaml",
        "characters long",
        _write("scalar.yaml", lambda: "flag: " + "x" * MiB + "\n"),
    ),
    Case(
        "entries-100k.txt",
        (CHECK, f"{W}/many.txt"),
        1,
        "many.txt",
        "more than 10,000 card lines",
        _write("many.txt", lambda: _entries_text(100_000)),
    ),
    Case(
        "entries-40k-list.yaml",
        (CHECK, f"{W}/many.yaml"),
        1,
        "many.yaml",
        "more than 10,000 card lines",
        _write("many.yaml", lambda: _entries_yaml_list(40_000)),
    ),
    Case(
        "entries-100k-map.yaml",
        (CHECK, f"{W}/many.yaml"),
        1,
        "many.yaml",
        "more than 50000 nodes",
        _write("many.yaml", lambda: _entries_yaml_map(100_000)),
    ),
    Case(
        "garbage-100k-lines.txt",
        (CHECK, f"{W}/junk.txt"),
        1,
        "junk.txt",
        "more than 10,000 card lines",
        _write("junk.txt", lambda: "this is not a card line\n" * 100_000),
    ),
    Case(
        "flags-50k.txt",
        (CHECK, f"{W}/flags.txt"),
        1,
        "flags.txt",
        "more than 10,000 card lines",
        _write("flags.txt", lambda: "Flag: Dragon World\n" * 50_000),
    ),
    Case(
        "max-size-blank-lines.txt",
        (CHECK, f"{W}/blank.txt"),
        1,
        "blank.txt",
        "the file is empty",
        _write("blank.txt", lambda: "\n" * (5 * MiB)),
    ),
    Case(
        "max-size-comments.txt",
        (CHECK, f"{W}/comments.txt"),
        1,
        "comments.txt",
        "not a deck file: no card line",
        _write("comments.txt", lambda: "# a comment\n" * (5 * MiB // 12)),
    ),
    Case(
        "max-size-flow.yaml",
        (CHECK, f"{W}/flow.yaml"),
        1,
        "flow.yaml",
        "more than 50000 nodes",
        _write("flow.yaml", lambda: "deck: [" + "a," * (5 * MiB // 2 - 8) + "]\n"),
    ),
    # paths
    Case("symlink-loop-dir", (CHECK, f"{W}/decks"), 0, "deck.txt", "LEGAL", _symlink_loop_dir),
    Case(
        "symlink-loop-file", (CHECK, f"{W}/a.txt"), 1, "a.txt", "too many levels of symbolic links", _symlink_loop_file
    ),
    Case("symlink-dangling", (CHECK, f"{W}/dangling.txt"), 1, "dangling.txt", "a symbolic link to nothing", _dangling),
    Case("fifo", (CHECK, f"{W}/fifo.txt"), 1, "fifo.txt", "it is a FIFO", _fifo),
    Case("fifo-in-directory", (CHECK, f"{W}/decks"), 1, "b-fifo.yaml", "it is a FIFO", _fifo_in_dir),
    Case("device", (CHECK, f"{W}/zero.txt"), 1, "zero.txt", "it is a device", _device),
    Case("stdin-empty", (CHECK, "-"), 1, "<stdin>", "the file is empty", stdin=b""),
    Case("stdin-closed", (CHECK, "-"), 1, "<stdin>", "standard input is closed", stdin=CLOSED),
    Case("stdin-binary", (CHECK, "-"), 1, "<stdin>", "NUL byte", stdin=b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"),
    Case("stdin-too-big", (CHECK, "-"), 1, "<stdin>", "larger than 5,242,880 bytes", stdin=b"# x\n" * (2 * MiB)),
    Case("path-missing", (CHECK, f"{W}/nope.txt"), 2, "nope.txt", "no such file or directory"),
    Case("path-too-long", (CHECK, f"{W}/" + "n" * 5000 + ".txt"), 2, "nnnn", "file name too long"),
    Case("path-empty-directory", (CHECK, f"{W}/empty"), 2, "empty", "no deck files", _empty_dir),
    Case("path-not-utf8-name", (CHECK, f"{W}/decks"), 0, "-name.txt", "LEGAL", _bad_file_name),
    Case(
        "path-unreadable-file",
        (CHECK, f"{W}/locked.txt"),
        1,
        "locked.txt",
        "permission denied",
        _unreadable_file,
        needs_non_root=True,
    ),
    Case(
        "path-unreadable-directory",
        (CHECK, f"{W}/decks"),
        2,
        "locked",
        "cannot read this directory",
        _unreadable_dir,
        needs_non_root=True,
    ),
    # pools
    Case(  # 45,000 cards: more than 200,000 values, but the limit scales with the file (issue 7, item 8)
        "pool-huge.json",
        (CHECK, "--pool", f"{W}/huge.json", str(POOL_DECK)),
        1,
        "pool-deck.txt",
        "ILLEGAL",
        _huge_json_pool,
    ),
    Case(
        "pool-dense.json",
        (CHECK, "--pool", f"{W}/dense.json", str(POOL_DECK)),
        2,
        "dense.json",
        "more than 375,001 values (the limit: 200,000, or one per 8 bytes of the file",
        _dense_json_pool,
    ),
    # a pool directory's budget (issue 7, item 6)
    Case(
        "pool-dir-101-files",
        (CHECK, "--pool", f"{W}/pool", str(POOL_DECK)),
        2,
        "pool",
        "holds 101 pool files; the limit is 100",
        _pool_dir_many_files,
    ),
    Case(
        "pool-dir-180-mib",
        (CHECK, "--pool", f"{W}/pool", str(POOL_DECK)),
        2,
        "pool",
        "the pool files hold 180 MiB together; the limit is 128 MiB",
        _pool_dir_many_bytes,
    ),
    Case(
        "pool-260k-cards",
        (CHECK, "--pool", f"{W}/pool.json", str(POOL_DECK)),
        2,
        "pool.json",
        "the pool holds more than 250,000 cards (the limit",
        _pool_many_cards,
    ),
    Case("pool-missing", (CHECK, "--pool", f"{W}/none.yaml", str(POOL_DECK)), 2, "none.yaml", "no such file"),
    Case(
        "pool-dir-empty",
        (CHECK, "--pool", f"{W}/pool", str(POOL_DECK)),
        2,
        "pool",
        "holds no pool files",
        _pool_dir_empty,
    ),
    Case(
        "pool-dir-two-games",
        (CHECK, "--pool", f"{W}/pool", str(POOL_DECK)),
        2,
        "pool",
        "different games",
        _pool_dir_two_games,
    ),
    Case(
        "pool-fifo",
        (CHECK, "--pool", f"{W}/pool.yaml", str(POOL_DECK)),
        2,
        "pool.yaml",
        "not a regular file",
        _pool_fifo,
    ),
    Case("pool-device", (CHECK, "--pool", "/dev/zero", str(POOL_DECK)), 2, "/dev/zero", "not a regular file"),
    Case(
        "pool-env-var",
        (CHECK, str(POOL_DECK)),
        2,
        "pool-empty.yaml",
        "the pool holds no cards",
        env={"DECKCHECK_POOL": str(POOLS / "pool-empty.yaml")},
    ),
    # importer sources
    Case(
        "import-truncated.sqlite",
        ("pool", "import", f"{W}/cards.sqlite", "--output", f"{W}/out"),
        2,
        "cards.sqlite",
        "cannot read the SQLite database",
        _truncated_sqlite,
    ),
    Case(
        "import-missing-columns.sqlite",
        ("pool", "import", f"{W}/cards.sqlite", "--output", f"{W}/out"),
        2,
        "cards.sqlite",
        "no 'name' and no 'type' column",
        _sqlite_missing_columns,
    ),
    Case(
        "import-extra-columns.sqlite",
        ("pool", "import", f"{W}/cards.sqlite", "--output", f"{W}/out"),
        0,
        "cards.sqlite",
        "20 cards under 20 names",
        _sqlite_extra_columns,
    ),
    Case(
        "import-not-sqlite.sqlite",
        ("pool", "import", f"{W}/cards.sqlite", "--output", f"{W}/out"),
        2,
        "cards.sqlite",
        "not a SQLite database",
        _not_sqlite,
    ),
    Case(
        "import-header-only.sqlite",
        ("pool", "import", f"{W}/cards.sqlite", "--output", f"{W}/out"),
        2,
        "cards.sqlite",
        "cards.sqlite",
        _sqlite_header_only,
    ),
    Case(
        "import-fifo.csv",
        ("pool", "import", f"{W}/cards.csv", "--output", f"{W}/out"),
        2,
        "cards.csv",
        "not a file",
        _source_fifo,
    ),
    # SQLite sources that run away (issue 7, items 4, 14, 17)
    Case(
        "import-sqlite-infinite-view",
        ("pool", "import", f"{W}/cards.sqlite", "--output", f"{W}/out"),
        2,
        "cards.sqlite",
        "more than 500,000 rows, the limit",
        _sqlite_view(f"{COUNTING} SELECT 'Card '||x AS name, 'spell' AS type FROM c"),
    ),
    Case(
        "import-sqlite-spinning-view",
        ("pool", "import", f"{W}/cards.sqlite", "--output", f"{W}/out"),
        2,
        "cards.sqlite",
        "more than 20,000,000 SQLite steps, the limit",
        _sqlite_view(f"{COUNTING} SELECT 'Card '||x AS name, 'spell' AS type FROM c WHERE x<0"),
    ),
    Case(
        "import-sqlite-fat-rows",
        ("pool", "import", f"{W}/cards.sqlite", "--output", f"{W}/out"),
        2,
        "cards.sqlite",
        "more than 64 MiB of text",
        _sqlite_view(
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x<2000) "
            "SELECT printf('%.*c', 900000, 'x')||x AS name, 'spell' AS type FROM c"
        ),
    ),
    Case(
        "import-sqlite-bad-utf8-row",
        ("pool", "import", f"{W}/cards.sqlite", "--output", f"{W}/out"),
        0,
        "cards.sqlite",
        "U/2 Bad",
        _sqlite_bad_utf8,
    ),
    Case(
        "import-sqlite-wal",
        ("pool", "import", f"{W}/src/cards.sqlite", "--output", f"{W}/out"),
        0,
        "cards.sqlite",
        "5 cards under 5 names",
        _sqlite_wal,
    ),
    # JSON sources (issue 7, items 8, 15, 16)
    Case(
        "import-json-nan-name",
        ("pool", "import", f"{W}/cards.json", "--output", f"{W}/out"),
        0,
        "cards.json",
        "'name' is NaN, not a value a card can hold",
        _json_source('[{"name": NaN, "type": "spell"}, {"name": "Real Card", "type": "spell"}]'),
    ),
    Case(
        "import-json-infinity",
        ("pool", "import", f"{W}/cards.json", "--output", f"{W}/out"),
        0,
        "cards.json",
        "'size' is -Infinity",
        _json_source('[{"name": "A Card", "type": "spell", "size": -Infinity}, {"name": "B", "type": "spell"}]'),
    ),
    Case(
        "import-json-duplicate-name",
        ("pool", "import", f"{W}/cards.json", "--output", f"{W}/out"),
        0,
        "cards.json",
        "the key 'name' appears twice ('First', then 'Second')",
        _json_source('[{"name": "First", "type": "spell", "name": "Second"}, {"name": "B", "type": "spell"}]'),
    ),
    Case(
        "import-json-5000-digits",
        ("pool", "import", f"{W}/cards.json", "--output", f"{W}/out"),
        0,
        "cards.json",
        "size '9999999999",
        _json_source('[{"name": "A Card", "type": "spell", "size": ' + "9" * 5000 + "}]"),
    ),
    Case(
        "import-json-5000-digit-name",
        ("pool", "import", f"{W}/cards.json", "--output", f"{W}/out"),
        2,
        "cards.json",
        "no card to write: all 1 rows were left out",
        _json_source('[{"name": ' + "7" * 5000 + ', "type": "spell"}]'),
    ),
    Case(
        "import-json-600k-items",
        ("pool", "import", f"{W}/cards.json", "--output", f"{W}/out"),
        2,
        "cards.json",
        "more than 500,000 items, the limit",
        _json_source("[" + ",".join(["{}"] * 600_000) + "]"),
    ),
    Case(
        "import-csv-600k-rows",
        ("pool", "import", f"{W}/cards.csv", "--output", f"{W}/out"),
        2,
        "cards.csv",
        "more than 500,000 rows, the limit",
        _write("cards.csv", lambda: "name,type\n" + "a,spell\n" * 600_000),
    ),
    Case(
        "import-missing-source",
        ("pool", "import", f"{W}/none.csv", "--output", f"{W}/out"),
        2,
        "none.csv",
        "no such file",
    ),
]


def committed_cases() -> list[Case]:
    cases = [
        Case(f"deck/{name}", (CHECK, str(DECKS / name)), code, name, fragment)
        for name, (code, fragment) in sorted(DECK_EXPECTATIONS.items())
    ]
    for name, (code, fragment) in sorted(POOL_EXPECTATIONS.items()):
        shown = name if code == 2 else POOL_DECK.name
        cases.append(Case(f"pool/{name}", (CHECK, "--pool", str(POOLS / name), str(POOL_DECK)), code, shown, fragment))
    for name, (code, fragment, xfail) in sorted(IMPORT_EXPECTATIONS.items()):
        args = ("pool", "import", str(IMPORTS / name), "--output", f"{W}/out")
        cases.append(Case(f"import/{name}", args, code, name, fragment, xfail=xfail))
    return cases


def all_cases() -> list[Case]:
    from hostile.round3 import CASES as ROUND3  # issue 19's cases
    from hostile.suppressions import CASES as SUPPRESSIONS  # issue 19's suppression comments
    from hostile.untrusted import CASES as UNTRUSTED  # issue 7's cases (they import from here)

    generated = GENERATED + UNTRUSTED + ROUND3 + SUPPRESSIONS
    return committed_cases() + [replace(c, id=f"generated/{c.id}") for c in generated]
