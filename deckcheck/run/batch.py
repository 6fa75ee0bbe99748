"""Which files a run checks: files named on the command line always; directories walked for deck files, with
each directory's ``include`` and ``exclude`` globs applied (hidden files and directories are skipped)."""

from __future__ import annotations

import os
import stat
from functools import lru_cache
from pathlib import Path, PurePath

from deckcheck.config import Resolver, Settings
from deckcheck.config.globs import any_match, folder_matcher, name_matcher, relative
from deckcheck.run.gitignore import GitIgnores, plainly_not_a_deck_name
from deckcheck.run.glob_use import GlobUse
from deckcheck.run.reading import STDIN, is_inline, printable_path


def _outside(path: str, top: str) -> bool:
    """Whether the symbolic link ``path`` leads (through any chain of links) out of the real directory ``top``."""
    return os.path.commonpath([os.path.realpath(path), top]) != top


def data_paths(settings: Settings) -> frozenset[str]:
    """The real paths of the regulation and pool files and folders in effect for ``settings``: a walk does not
    read them as decks. A config's relative regulation is taken from its directory, as the run takes it."""
    values = [Path(p) for p in settings.pool]
    if settings.regulation and settings.sources.get("regulation") not in (None, "default", "--regulation"):
        from deckcheck.regulations.select import from_config

        sources, names = from_config(settings.regulation, settings.regulation_root)
        values += [Path(value) for value in sources if value not in names]
    else:
        values += [Path(value) for value in settings.regulation]
    return frozenset(os.path.realpath(path) for path in values if _exists(path))


def _exists(path: Path) -> bool:
    """``path.exists()``, false for a name the file system refuses (too long: a config may name anything)."""
    try:
        return path.exists()
    except OSError:
        return False


def _walk(
    directory: Path,
    resolver: Resolver,
    missing: list[str],
    raw: str,
    notes: list[str],
    globs: GlobUse | None = None,
    own: frozenset[tuple[int, int]] = frozenset(),
) -> list[str]:
    """A file that is a symbolic link out of ``directory`` (``decks/app.yaml -> ~/secret/app.yml``) is not
    read, with a note: it is checked only when named on the command line. The regulations and pools in effect
    (:func:`data_paths`), what ``.gitignore`` ignores (``respect-gitignore``) and files plainly no decks by name
    (``requirements.txt``) are left out without a word, and so are the run's ``own`` outputs (:func:`_own_outputs`)."""
    found: list[str] = []
    git = GitIgnores(directory)
    named = git.ignored(directory, is_dir=True)  # "check sub" where .gitignore says sub/: named, so walked
    errors: list[OSError] = []
    top = os.path.realpath(directory)
    skipped: dict[int, frozenset[str]] = {}

    def data(settings: Settings) -> frozenset[str]:
        key = id(settings)  # the resolver keeps one Settings per config file
        if key not in skipped:
            skipped[key] = data_paths(settings)
        return skipped[key]

    if globs is not None:
        globs.walk_started(str(directory), resolver.for_directory(str(directory)))
    for root, dirs, files in os.walk(directory, onerror=errors.append, followlinks=False):
        settings = resolver.for_directory(root)
        kept = []
        for name in sorted(dirs):
            if name.startswith("."):
                continue
            if data(settings) and os.path.realpath(os.path.join(root, name)) in data(settings):
                continue
            rel = relative(os.path.join(root, name), settings.root) + "/"
            if settings.exclude and any_match(settings.exclude, rel.rstrip("/")):
                if globs is not None:
                    globs.left_out(settings, rel.rstrip("/"))
                continue
            if settings.respect_gitignore and not named and git.ignored(os.path.join(root, name), is_dir=True):
                continue
            kept.append(name)
        dirs[:] = kept
        rel_dir = relative(root, settings.root)  # once per directory: a file's is this and its name
        included = name_matcher(settings.include, rel_dir)
        excluded = folder_matcher(settings.exclude, rel_dir) if settings.exclude else None
        real_dir: str | None = None
        folder = str(Path(root))  # as the user wrote the directory, without a leading "./"
        gitignored = settings.respect_gitignore and not named and git.any_in(root)
        for name in sorted(files):
            if name.startswith(".") or not included(name):
                continue
            path = name if folder == "." else os.path.join(folder, name)
            if excluded is not None and excluded(name):
                if globs is not None:
                    globs.left_out(settings, name if rel_dir == "." else f"{rel_dir.rstrip('/')}/{name}")
                continue
            if plainly_not_a_deck_name(name) or (gitignored and git.ignored(path, is_dir=False)):
                continue
            link = os.path.islink(path)
            if data(settings):
                real_dir = real_dir if real_dir is not None else os.path.realpath(root)
                if (os.path.realpath(path) if link else os.path.join(real_dir, name)) in data(settings):
                    continue
            if link and _outside(path, top):
                notes.append(
                    f"{printable_path(path)}: not checked: a symbolic link to a file outside {printable_path(raw)} "
                    "(name it on the command line to check it)"
                )
                continue
            found.append(path)
    for error in errors:
        where = error.filename if error.filename is not None else raw
        missing.append(f"{where}: cannot read this directory: {error.strerror or error}")
    return [path for path in found if not _is_one_of(path, own)] if own else found


def _own_outputs(reports: frozenset[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    """The files (device, inode) this run writes its reports to: its standard output and error when they are
    regular files (``deckcheck check > log.txt`` in the folder it walks makes ``log.txt``, empty, before the run
    starts), and its ``-o`` files that hold an earlier run's report (``reports``)."""
    own = set(reports)
    for fd in (1, 2):
        try:
            info = os.fstat(fd)
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode):
            own.add((info.st_dev, info.st_ino))
    return frozenset(own)


def _is_one_of(path: str, files: frozenset[tuple[int, int]]) -> bool:
    try:
        info = os.stat(path)
    except OSError:
        return False
    return (info.st_dev, info.st_ino) in files


def excluded(path: str, resolver: Resolver) -> bool:
    """Whether the ``exclude`` globs of the file's settings exclude it (for ``--force-exclude``)."""
    settings = resolver.for_path(path)
    return bool(settings.exclude) and any_match(settings.exclude, relative(path, settings.root))


def not_included(path: str, resolver: Resolver) -> bool:
    """Whether ``include`` does not take the file (``decks/notes.md``): under ``--force-exclude`` it is left out
    as a walk leaves it out, so a pre-commit hook's ``files:`` cannot widen what is checked."""
    settings = resolver.for_path(path)
    return not any_match(settings.include, relative(path, settings.root), name_only=True)


def named_by_tool(paths: list[str], *, force_exclude: bool) -> bool:
    """Whether the files named look named by a tool rather than asked for one by one: ``--force-exclude`` (the
    pre-commit hooks pass it) or more than one file named. Such a file that is plainly no deck is skipped with
    a note; a file asked for alone is always checked."""
    named = [p for p in paths if p != STDIN and not is_inline(p) and not os.path.isdir(p)]
    return force_exclude or len(named) > 1


def passed_over(path: str, resolver: Resolver, *, by_tool: bool) -> str | None:
    """Why a file named on the command line is not checked, or ``None``: the config's own regulation or pool is
    never a deck; named by a tool, a file plainly no deck by its name (``requirements.txt``) is left out too."""
    settings = resolver.for_path(path)
    real = os.path.realpath(path)
    if any(real == data or real.startswith(os.path.join(data, "")) for data in data_paths(settings)):
        return "a regulation or card pool file of the configuration, not a deck"
    if not by_tool:
        return None
    name = os.path.basename(path)
    if plainly_not_a_deck_name(name):
        return "not a deck file by its name"
    return None


def collect(
    paths: list[str],
    resolver: Resolver,
    *,
    force_exclude: bool = False,
    notes: list[str] | None = None,
    stdin_filename: str | None = None,
    walked: set[str] | None = None,
    globs: GlobUse | None = None,
    own_reports: frozenset[tuple[int, int]] = frozenset(),
) -> tuple[list[str], list[str]]:
    """The deck files named by ``paths`` (files, directories, ``-``, inline decks such as ``ydke://`` URLs), and
    the paths that cannot be checked; ``notes`` receives a note for each file a walk leaves out (a link out
    of the tree).

    ``force_exclude``: files named on the command line are excluded by ``exclude`` too (for pre-commit,
    which names every changed file), and standard input too when its ``stdin_filename`` is excluded, as ruff.
    ``walked`` receives the files a directory walk found (a file there that is no deck is skipped, with a note),
    and the files a tool named (:func:`named_by_tool`). A walk leaves out the run's own outputs, ``own_reports``
    (device, inode) among them: its ``-o`` files that hold an earlier run's report (a deck named by ``-o`` is no
    report, and is refused as an input of the run)."""
    files: list[str] = []
    own: frozenset[tuple[int, int]] | None = None  # worked out at the first folder
    missing: list[str] = []
    by_tool = named_by_tool(paths, force_exclude=force_exclude)
    for raw in paths:
        if raw == STDIN or is_inline(raw):  # standard input, or a deck given as the argument (ydke://)
            if raw == STDIN and force_exclude and stdin_filename and excluded(stdin_filename, resolver):
                continue
            files.append(raw)
            continue
        path = Path(raw)
        try:
            is_dir = path.is_dir()
            exists = is_dir or path.exists() or path.is_symlink()
        except (OSError, ValueError) as exc:  # a name too long for the file system, say
            missing.append(f"{raw}: {getattr(exc, 'strerror', None) or exc}")
            continue
        if is_dir:
            before = len(missing)
            own = own if own is not None else _own_outputs(own_reports)
            found = _walk(path, resolver, missing, raw, notes if notes is not None else [], globs, own)
            if not found and len(missing) == before:
                include = ", ".join(resolver.for_directory(path).include)
                missing.append(f"{raw}: no deck files ({include}) in this directory")
            files.extend(found)
            if walked is not None:
                walked.update(found)
        elif exists:
            if force_exclude and (excluded(raw, resolver) or not_included(raw, resolver)):
                continue
            why = passed_over(raw, resolver, by_tool=by_tool)
            if why is not None:
                if notes is not None:
                    notes.append(f"{printable_path(raw)}: not checked: {why}")
                continue
            files.append(raw)  # named on the command line: checked, whatever include/exclude say
            if by_tool and walked is not None:
                walked.add(raw)  # named by a tool: a file with no deck in it is skipped with a note, as in a walk
        else:
            missing.append(f"{raw}: no such file or directory")
    files = _once(files)
    files.sort(key=report_order)
    return files, missing


def _once(files: list[str]) -> list[str]:
    """Each file once, however often it was named or found (``decks/sun.txt decks``); standard input once too
    (``check - -``: it can be read once, and the second was an empty deck); inline decks as given."""
    seen: set[str] = set()
    kept: list[str] = []
    for file in files:
        if not is_inline(file):
            key = file if file == STDIN else os.path.normpath(file)
            if key in seen:
                continue
            seen.add(key)
        kept.append(file)
    return kept


def report_order(path: str) -> tuple[int, tuple[str, ...]]:
    """Decks are reported sorted by path, compared part by part as strings (``decks/a/x.txt`` before
    ``decks/a-b.txt``, files and subfolders mixed), the same on every platform; standard input and inline
    decks come after the files, in the order given."""
    if path == STDIN or is_inline(path):
        return 1, ()
    folder, name = os.path.split(path)
    if name in ("", "."):  # (no file's path: as PurePath has it)
        return 0, PurePath(path).parts
    return 0, (*_folder_parts(folder), name)


@lru_cache(maxsize=1024)
def _folder_parts(folder: str) -> tuple[str, ...]:
    """``PurePath(folder).parts``, once a folder: a file's parts are its folder's and its name."""
    return PurePath(folder).parts
