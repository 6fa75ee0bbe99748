"""What decks ``deckcheck check`` (or ``report``) was asked to check, as one object: the CLI builds it,
:func:`deckcheck.run.execute.check_all` runs it. How the reports look and where they go is the CLI's
(:mod:`deckcheck.cli.outputs`)."""

from __future__ import annotations

from cardpool.record import Fields, field
from deckcheck.config import Overrides
from deckcheck.games import Game
from deckcheck.run.pipeline import FixMode


class CheckOptions(Fields):
    paths: tuple[str, ...]
    overrides: Overrides = field(default_factory=Overrides)
    config: str | None = None
    isolated: bool = False
    fix: FixMode = field(default_factory=FixMode)
    force_exclude: bool = False
    show_files: bool = False
    """``--show-files``: list the files a run would check, check none."""
    stdin_filename: str | None = None
    max_file_size: int = 5 * 1024 * 1024
    game: Game | None = None
    """``--game``: the game of every deck, whatever its file says."""
    regulations: tuple[str, ...] = ()
    """``--regulation`` values (files, folders or list names); empty: each file's config decides."""
    no_regulation: bool = False
    """``--no-regulation``: construction rules only (no config's or default regulation either)."""
    jobs: int = 1
    """``--jobs``: processes that check the files (0: one per CPU); see :mod:`deckcheck.run.parallel`."""
    list_format: str | None = None
    """``check --format``, ``report --list-format``: which lists apply (lflist.conf ``tcg``/``ocg``) for a game whose
    lists have that format; else each deck's format."""
    deck_formats: bool = True
    """Whether a deck's own ``Format:`` line may pick its lists (``check``); ``report`` checks every deck of an event
    under one format (``--list-format``, else each game's own: lflist.conf's TCG)."""
    written: tuple[str, ...] = ()
    """Files the run writes (``--output-file``, ``report --output``): none of them may be one of its inputs."""
    own_reports: frozenset[tuple[int, int]] = frozenset()
    """The device and inode of each of ``written`` that holds an earlier run's report (the CLI's guard read it): a
    folder walk leaves them out."""
    keep_cards: bool = True
    """Whether the reports keep every card line (:attr:`~deckcheck.engine.DeckReport.cards`): only the JSON report
    lists them; without it a run of many decks does not hold them all until the end."""
