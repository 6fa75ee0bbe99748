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
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from cardpool.atomic import WriteFailed, adopt, fsync_dir, write_new
from cardpool.errors import PoolError
from cardpool.importer.proof import RoundTrip, Stream, loads_back, streamed_loads_back
from cardpool.model import BaseCard
from cardpool.pool import CardModels, dump_card, load_pool

POOL_FILE = "pool.json"


class WriteError(Exception):
    """The pool directory cannot be written or replaced."""


@dataclass(frozen=True)
class PoolDocument:
    """A pool file to be written: its cards and its header. Its text is made piece by piece as it is written
    (:func:`write_pool_dir`), so a large pool's 30 MB of text is never held whole; :attr:`text` makes it."""

    cards: Sequence[BaseCard]
    game: str
    name: str
    source: str

    def pieces(self, proof: RoundTrip) -> Iterator[str]:
        """The file's text, a card a piece, each card's record checked by ``proof`` as it is made.

        One card a line, sorted keys, no timestamps: the same input gives the same bytes. Each card is
        encoded on its own (``json``'s C encoder: ``indent`` would switch to the pure-Python one, some 10
        times slower on a 200,000-card pool), so a diff between two imports shows whole cards.
        """
        head = json.dumps(
            {"game": self.game, "name": self.name, "source": self.source}, ensure_ascii=False, sort_keys=True
        )
        yield '{"cards": [\n'
        joint = ""
        for card in self.cards:
            yield joint + _card_line(card, proof)
            joint = ",\n"
        yield ("\n" if self.cards else "") + "], " + head[1:] + "\n"

    @property
    def text(self) -> str:
        """The whole text (:func:`render_pool`)."""
        return render_pool(self.cards, game=self.game, name=self.name, source=self.source)


def render_pool(cards: Sequence[BaseCard], *, game: str, name: str, source: str) -> str:
    """The pool file's text (:meth:`PoolDocument.pieces`, joined). Each record is validated back into its
    card's model as it is made: a :class:`~cardpool.importer.proof.ProvenText` comes back when all did, and
    :func:`write_pool_dir` need not load that pool back whole.
    """
    proof = RoundTrip()
    text = "".join(PoolDocument(cards, game, name, source).pieces(proof))
    return proof.seal(text, game)


_ENCODE = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode
"""``json.dumps(record, ensure_ascii=False, sort_keys=True)``, without making an encoder for each card."""


def _card_line(card: BaseCard, proof: RoundTrip) -> str:
    record = dump_card(card)
    proof.check(card, record)  # the record as written validates back (:mod:`cardpool.importer.proof`)
    return _ENCODE(record)


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


def write_pool_dir(target: str | os.PathLike[str], pool: str | PoolDocument, models: CardModels) -> Path:
    """Replace the pool directory ``target`` with one holding ``pool.json`` = ``pool`` (a text, or a
    :class:`PoolDocument` written as its text is made); returns the file written.

    ``models`` are the card models the pool is loaded back with, to prove it valid before it is swapped in: a
    text from :func:`render_pool` whose records all validated back is proven by reading the file's bytes back
    instead (:func:`~cardpool.importer.proof.loads_back`), as is a document whose records all did.
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
        if not _write_proven(staging / POOL_FILE, pool, models):
            load_pool(staging, models)
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


def _write_proven(path: Path, pool: str | PoolDocument, models: CardModels) -> bool:
    """Write ``pool`` to the new file ``path``; whether it is proven to load (else it is loaded back whole)."""
    if isinstance(pool, str):
        data = pool.encode("utf-8")
        write_new(path, data)
        return loads_back(pool, data, path.read_bytes(), models)
    proof, stream = RoundTrip(), Stream()
    write_new(path, map(stream.encode, pool.pieces(proof)))
    return streamed_loads_back(proof, pool.game, stream, path, models)


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
