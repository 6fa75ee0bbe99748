"""The inputs of ``benchmarks/run.py``, built at run time in a temporary folder from the shared card data.

Nothing here is copied into the project: the real tables are read from the shared data folder, imported with
deckcheck's own ``pool import``, and the decks, the renamed large table and the typos are made from the
imported pools, with a fixed seed.
"""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

import yaml

LETTERS = "abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True)
class Sizes:
    """How big the inputs are: the issue's sizes, or tiny ones for ``--quick``."""

    big_cards: int
    decks: int
    event: int
    typos: int
    ygo_rows: int | None  # None: the whole Yu-Gi-Oh! table


FULL = Sizes(big_cards=100_000, decks=1000, event=5000, typos=1000, ygo_rows=None)
QUICK = Sizes(big_cards=3000, decks=10, event=20, typos=10, ygo_rows=1500)


@dataclass(frozen=True)
class Inputs:
    """Paths of everything built, and the typos."""

    bf_pool: Path
    ygo_pool: Path
    big_table: Path
    big_pool: Path
    lflist: Path
    deck_dirs: dict[str, Path]  # form -> folder of deck files (yaml, txt, ydk)
    event_dir: Path
    typos: list[str]


def import_pool(source: Path, target: Path, env: dict[str, str]) -> Path:
    """``deckcheck pool import SOURCE -o TARGET``, as a user runs it; its report is not kept."""
    command = [sys.executable, "-m", "deckcheck", "pool", "import", str(source), "-o", str(target)]
    done = subprocess.run(command, capture_output=True, env=env, check=False)
    if done.returncode != 0:
        tail = done.stderr.decode(errors="replace").strip().splitlines()[-1:]
        raise SystemExit(f"run.py: error: pool import of {source} failed ({done.returncode}): {' '.join(tail)}")
    return target


def table_slice(source: Path, target: Path, rows: int) -> Path:
    """The first ``rows`` rows of a SQLite card table, as a new table (for the quick mode)."""
    with closing(sqlite3.connect(target)) as db:
        db.execute("ATTACH DATABASE ? AS src", (f"file:{source}?mode=ro",))
        db.execute("CREATE TABLE card AS SELECT * FROM src.card LIMIT ?", (rows,))
        db.commit()
    return target


def renamed_table(source: Path, target: Path, cards: int, seed: int = 18) -> Path:
    """A Buddyfight table of ``cards`` rows made from the real one: copy k of a card joins the first half of its
    name to the second half of another card's name, with a new card number; flags are not copied."""
    with closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True)) as db:
        columns = [row[1] for row in db.execute("PRAGMA table_info(card)")]
        rows = db.execute("SELECT * FROM card").fetchall()
    name_at, number_at, type_at = columns.index("name"), columns.index("card_no"), columns.index("type")
    names = [row[name_at] or "" for row in rows]
    seen = set(names)
    out = list(rows)
    rng = random.Random(seed)
    copy = 0
    while len(out) < cards:
        copy += 1
        for row in rows:
            if len(out) >= cards:
                break
            if (row[type_at] or "").strip().lower() == "flag" or not (row[name_at] or "").strip():
                continue
            head = row[name_at].split()
            tail = rng.choice(names).split()
            name = " ".join(head[: (len(head) + 1) // 2] + tail[len(tail) // 2 :])
            if name in seen:
                name = f"{name} {copy}"
            seen.add(name)
            new = list(row)
            new[name_at], new[number_at] = name, f"R{copy:02}{row[number_at]}"
            out.append(tuple(new))
    with closing(sqlite3.connect(target)) as db:
        db.execute(f"CREATE TABLE card ({', '.join(json.dumps(c) for c in columns)})")
        db.executemany(f"INSERT INTO card VALUES ({', '.join('?' * len(columns))})", out)
        db.commit()
    return target


def pool_cards(pool: Path) -> list[dict[str, object]]:
    cards: list[dict[str, object]] = json.loads((pool / "pool.json").read_text(encoding="utf-8"))["cards"]
    return cards


def misspelt(name: str, rng: random.Random, edits: int = 1) -> str:
    """``name`` with ``edits`` random edits: a letter dropped, inserted, replaced, or two swapped."""
    chars = list(name)
    for _ in range(edits):
        at = rng.randrange(len(chars))
        edit = rng.randrange(4)
        if edit == 0 and len(chars) > 2:
            del chars[at]
        elif edit == 1:
            chars.insert(at, rng.choice(LETTERS))
        elif edit == 2:
            chars[at] = rng.choice(LETTERS)
        elif at + 1 < len(chars):
            chars[at], chars[at + 1] = chars[at + 1], chars[at]
    return "".join(chars)


class BuddyfightDecks:
    """Dragon-World-like decks drawn from a Buddyfight pool: a flag, a buddy, 12 cards x4 and one x2."""

    def __init__(self, cards: list[dict[str, object]], seed: int) -> None:
        self.rng = random.Random(seed)
        flags = [c for c in cards if c.get("type") == "flag" and len(c.get("worlds") or []) == 1]  # type: ignore[arg-type]
        self.worlds: list[tuple[str, list[str], list[str]]] = []
        for flag in flags:
            world = flag["worlds"][0]  # type: ignore[index]
            usable = [c for c in cards if c.get("type") != "flag" and world in (c.get("worlds") or [])]  # type: ignore[operator]
            monsters = [str(c["name"]) for c in usable if c.get("type") == "monster"]
            if len(usable) >= 20 and monsters:
                self.worlds.append((str(flag["name"]), monsters, [str(c["name"]) for c in usable]))

    def deck(self, number: int) -> tuple[str, str, dict[str, int]]:
        flag, monsters, usable = self.worlds[number % len(self.worlds)]
        buddy = self.rng.choice(monsters)
        names = self.rng.sample(usable, 13)
        counts = {name: 4 for name in names[:12]}
        counts[names[12]] = 2
        if number % 10 == 9:  # one deck in ten misspells a card, as real lists do
            wrong = names[0]
            counts[misspelt(wrong, self.rng)] = counts.pop(wrong)
        return flag, buddy, counts

    def yaml_text(self, number: int) -> str:
        flag, buddy, counts = self.deck(number)
        body = {"name": f"Deck {number}", "game": "buddyfight", "flag": flag, "buddy": buddy, "deck": counts}
        return yaml.safe_dump(body, allow_unicode=True, sort_keys=False)

    def plain_text(self, number: int) -> str:
        flag, buddy, counts = self.deck(number)
        lines = [f"Flag: {flag}", f"Buddy: {buddy}", ""] + [f"{count} {name}" for name, count in counts.items()]
        return "\n".join(lines) + "\n"


def ydk_text(cards: list[dict[str, object]], rng: random.Random) -> str:
    """A 40-card main deck of main-deck cards (13 passwords x3 and one), as YGOPro writes it."""
    main = [c for c in cards if not c.get("extra_deck") and c.get("numbers")]
    picks = rng.sample(main, 14)
    passwords = [str(c["numbers"][0]) for c in picks[:13] for _ in range(3)] + [str(picks[13]["numbers"][0])]  # type: ignore[index]
    return "#created by deckcheck benchmarks\n#main\n" + "\n".join(passwords) + "\n#extra\n!side\n"


def write_decks(root: Path, sizes: Sizes, bf: list[dict[str, object]], ygo: list[dict[str, object]]) -> dict[str, Path]:
    """``sizes.decks`` files of each form in their own folder."""
    folders = {form: root / f"decks-{form}" for form in ("yaml", "txt", "ydk")}
    for folder in folders.values():
        folder.mkdir()
    decks = BuddyfightDecks(bf, seed=1)
    rng = random.Random(2)
    for i in range(sizes.decks):
        (folders["yaml"] / f"deck-{i:04}.yaml").write_text(decks.yaml_text(i), encoding="utf-8")
        (folders["txt"] / f"deck-{i:04}.txt").write_text(decks.plain_text(i), encoding="utf-8")
        (folders["ydk"] / f"deck-{i:04}.ydk").write_text(ydk_text(ygo, rng), encoding="utf-8")
    return folders


def write_event(root: Path, count: int, bf: list[dict[str, object]]) -> Path:
    """An event folder of ``count`` Buddyfight decks, YAML and text in turn, one per player."""
    folder = root / "event"
    folder.mkdir()
    decks = BuddyfightDecks(bf, seed=3)
    for i in range(count):
        if i % 2:
            (folder / f"player-{i:04}.txt").write_text(decks.plain_text(i), encoding="utf-8")
        else:
            (folder / f"player-{i:04}.yaml").write_text(decks.yaml_text(i), encoding="utf-8")
    return folder


def make_typos(cards: list[dict[str, object]], count: int, seed: int = 5) -> list[str]:
    """``count`` names of the pool, each with one or two edits."""
    rng = random.Random(seed)
    names = sorted({str(c["name"]) for c in cards if len(str(c["name"])) > 3})
    return [misspelt(name, rng, edits=rng.randint(1, 2)) for name in rng.sample(names, count)]


def build(data: Path, root: Path, sizes: Sizes, env: dict[str, str]) -> Inputs:
    """Every input of the benchmark, under ``root``."""
    bf_source = data / "buddyfight-en-cards.sqlite"
    ygo_source = data / "yugioh" / "cards.sqlite"
    if sizes.ygo_rows is not None:
        ygo_source = table_slice(ygo_source, root / "yugioh-slice.sqlite", sizes.ygo_rows)
    bf_pool = import_pool(bf_source, root / "pool-buddyfight", env)
    ygo_pool = import_pool(ygo_source, root / "pool-yugioh", env)
    big_table = renamed_table(bf_source, root / f"buddyfight-{sizes.big_cards}.sqlite", sizes.big_cards)
    big_pool = import_pool(big_table, root / "pool-big", env)
    bf, ygo = pool_cards(bf_pool), pool_cards(ygo_pool)
    return Inputs(
        bf_pool=bf_pool,
        ygo_pool=ygo_pool,
        big_table=big_table,
        big_pool=big_pool,
        lflist=data / "yugioh" / "lflist.conf",
        deck_dirs=write_decks(root, sizes, bf, ygo),
        event_dir=write_event(root, sizes.event, bf),
        typos=make_typos(pool_cards(big_pool), sizes.typos),
    )
