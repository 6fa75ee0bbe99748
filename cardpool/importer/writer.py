"""Writing an imported pool: deterministic JSON, swapped into place atomically.

The pool is written to a temporary directory beside the target (same file
system), proven to load (:mod:`cardpool.importer.proof`), then swapped in: old -> backup,
new -> target, backup removed. If anything fails the old pool stays as it was.
The file writes and directory syncs are :mod:`cardpool.atomic`'s, the one writer.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from cardpool.atomic import WriteFailed, adopt, fsync_dir, write_new
from cardpool.errors import PoolError
from cardpool.importer.proof import RoundTrip, loads_back
from cardpool.model import BaseCard
from cardpool.pool import CardModels, dump_cards, load_pool

POOL_FILE = "pool.json"


class WriteError(Exception):
    """The pool directory cannot be written or replaced."""


def render_pool(cards: Sequence[BaseCard], *, game: str, name: str, source: str) -> str:
    """The pool file's text: one card a line, sorted keys, no timestamps; the same input gives the same bytes.

    Each card is encoded on its own (``json``'s C encoder: ``indent`` would switch to the pure-Python one,
    some 10 times slower on a 200,000-card pool), so a diff between two imports shows whole cards. Cards are
    dumped one at a time, so only their lines are held, never every card's plain data at once. Each record is
    validated back into its card's model as it is written: a :class:`~cardpool.importer.proof.ProvenText`
    comes back when all did, and :func:`write_pool_dir` need not load that pool back whole.
    """
    head = json.dumps({"game": game, "name": name, "source": source}, ensure_ascii=False, sort_keys=True)
    proof = RoundTrip()
    body = ",\n".join(_card_line(card, proof) for card in cards)
    return proof.seal('{"cards": [\n' + body + ("\n" if cards else "") + "], " + head[1:] + "\n", game)


def _card_line(card: BaseCard, proof: RoundTrip) -> str:
    record = dump_cards([card])[0]
    proof.check(card, record)  # the record as written validates back (:mod:`cardpool.importer.proof`)
    return json.dumps(record, ensure_ascii=False, sort_keys=True)


def _check_replaceable(target: Path) -> None:
    if not target.exists() and not target.is_symlink():
        return
    if target.is_symlink() or not target.is_dir():
        raise WriteError(f"{target}: exists and is a symlink or not a directory; choose another --output")
    foreign = sorted(p.name for p in target.iterdir() if p.name != POOL_FILE)
    if foreign:
        raise WriteError(
            f"{target}: holds files an import did not write ({', '.join(foreign[:3])}); "
            "refusing to replace it: choose an empty or new directory"
        )


def write_pool_dir(target: str | os.PathLike[str], text: str, models: CardModels) -> Path:
    """Replace the pool directory ``target`` with one holding ``pool.json`` = ``text``; returns the file written.

    ``models`` are the card models the pool is loaded back with, to prove it valid before it is swapped in: a
    text from :func:`render_pool` whose records all validated back is proven by reading the file's bytes back
    instead (:func:`~cardpool.importer.proof.loads_back`).
    """
    target = Path(target).absolute()
    _check_replaceable(target)
    parent = target.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.new-", dir=parent))
    except OSError as exc:
        raise WriteError(f"{parent}: cannot create a directory there: {exc.strerror or exc}") from None
    try:
        staging.chmod(0o755)
        pool_file = staging / POOL_FILE
        data = text.encode("utf-8")
        write_new(pool_file, data)
        if not loads_back(text, data, pool_file.read_bytes(), models):
            load_pool(staging, models)
        del data
        _swap(staging, target)
    except PoolError as exc:
        shutil.rmtree(staging, ignore_errors=True)
        where = f"{target / POOL_FILE}:{exc.line}" if exc.line else str(target / POOL_FILE)  # not the staging dir
        raise WriteError(
            f"{where}: the imported pool does not load back ({exc.message}); the previous pool is unchanged"
        ) from None
    except WriteFailed as exc:
        shutil.rmtree(staging, ignore_errors=True)
        raise WriteError(f"{exc}; the previous pool is unchanged") from None
    except OSError as exc:
        shutil.rmtree(staging, ignore_errors=True)
        raise WriteError(
            f"{target}: cannot write the pool: {exc.strerror or exc}; the previous pool is unchanged"
        ) from None
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    fsync_dir(parent)
    return target / POOL_FILE


def _swap(staging: Path, target: Path) -> None:
    """Put the checked pool in place with one atomic rename.

    A new target is the staging directory renamed. An existing one (an earlier
    import: :func:`_check_replaceable` made sure) keeps its directory and gets the
    new ``pool.json`` by :func:`os.replace`, so a kill at any moment leaves the old
    pool or the new one at ``target``, never neither.
    """
    if not target.exists():
        os.rename(staging, target)
        return
    existing = target / POOL_FILE
    if existing.is_symlink():  # write through it, as every writer does: the link stays a link
        existing = Path(os.path.realpath(existing))
    if existing.exists() and existing.stat().st_nlink > 1:
        raise WriteFailed(f"{existing}: has {existing.stat().st_nlink} hard links; replacing it would split them")
    adopt(staging / POOL_FILE, existing)  # the previous pool.json's owner, group and mode
    os.replace(staging / POOL_FILE, existing)
    fsync_dir(existing.parent)
    shutil.rmtree(staging, ignore_errors=True)
