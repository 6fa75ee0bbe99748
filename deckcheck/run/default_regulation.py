"""The default regulation of each game: recorded by ``deckcheck regulation use``, applied when no other is given.

Kept beside the default pools, in the user's data folder: ``DATA/regulations/GAME/`` holds a copy of the
regulation files (an ``lflist.conf``, YAML lists) and ``source.json`` says where they were copied from.
"""

from __future__ import annotations

import os
from pathlib import Path

from cardpool.atomic import fsync_dir, write_new
from cardpool.record import Fields
from deckcheck.run.pools import NoDataDir, data_dir, is_folder

SOURCE_RECORD = "source.json"


def regulation_dir(game: str) -> Path:
    """Where ``game``'s default regulation is kept (raises :class:`NoDataDir`)."""
    return data_dir() / "regulations" / game


def _held(folder: Path) -> list[Path]:
    if not is_folder(folder):
        return []  # the common case: no default regulation, and no regulations package to import for it
    from deckcheck.regulations.load import regulation_files
    from deckcheck.regulations.select import regulation_suffixes

    return regulation_files(folder, regulation_suffixes())


def default_sources(games: list[str]) -> dict[str, str]:
    """Each of ``games`` with a default regulation recorded -> its folder; none when there is no data folder."""
    found: dict[str, str] = {}
    for game in games:
        try:
            folder = regulation_dir(game)
        except NoDataDir:
            return {}
        if _held(folder):
            found[game] = str(folder)
    return found


class Recorded(Fields):
    """One game's default regulation: its folder, the files in it, and where they came from."""

    game: str
    folder: Path
    files: tuple[Path, ...]
    source: str


def recorded(game: str) -> Recorded | None:
    """``game``'s default regulation, or ``None`` when none is recorded."""
    folder = regulation_dir(game)
    files = _held(folder)
    if not files:
        return None
    import json  # here and in install(): default_sources(), which every check asks, reads no JSON

    try:
        source = str(json.loads((folder / SOURCE_RECORD).read_text(encoding="utf-8")).get("source", ""))
    except (OSError, ValueError, AttributeError):
        source = ""
    return Recorded(game, folder, tuple(files), source)


def install(game: str, files: list[Path], source: str) -> Path:
    """Copy ``files`` as ``game``'s default regulation, replacing the one before as one rename; its folder."""
    import json
    import shutil  # here and in clear(): every check asks for default_sources(), which needs neither
    import tempfile

    target = regulation_dir(game)
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{game}.new-", dir=target.parent))
    try:
        for file in files:
            write_new(staging / file.name, file.read_bytes())
        record = json.dumps({"source": source, "files": [f.name for f in files]}, indent=1) + "\n"
        write_new(staging / SOURCE_RECORD, record.encode("utf-8"))
        old = None
        if target.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{game}.old-", dir=target.parent))
            os.rename(target, old / game)
        os.rename(staging, target)
        fsync_dir(target.parent)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return target


def clear(game: str) -> Path | None:
    """Forget ``game``'s default regulation; the folder removed, or ``None`` when there was none."""
    import shutil

    target = regulation_dir(game)
    if not target.exists():
        return None
    shutil.rmtree(target)
    return target
