"""The command line's failures: one exception type for what the user can fix, and the guard
that turns every failure into one line and its documented exit code."""

from __future__ import annotations

import errno
import traceback
from collections.abc import Callable
from functools import wraps
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click

from cardpool.errors import PoolError
from cardpool.visible import clip, one_line, visible
from deckcheck.games import GameError
from deckcheck.regulations.errors import RegulationError
from deckcheck.startup import EXIT_INTERRUPTED, interruptible, silence_stdout, was_interrupted

MAX_ERROR_LINES = 60
"""The most lines one error prints (a config file's problems are at most 50 and a count)."""

EXIT_OK = 0
EXIT_ILLEGAL = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 3

if TYPE_CHECKING:
    from deckcheck.games import Game

F = TypeVar("F", bound=Callable[..., Any])


class UserError(click.ClickException):
    """A problem the user can fix: printed as one line, exit code 2."""

    exit_code = EXIT_USAGE

    def show(self, file: Any = None) -> None:
        for line in self.format_message().split("\n")[:MAX_ERROR_LINES]:  # a config's problems: one line each
            click.echo(f"deckcheck: error: {one_line(line)}", err=True)  # visible(), and bounded


def game_named(name: str | None) -> Game | None:
    """The game an option names (any alias), or a one-line error listing the known games."""
    if name is None:
        return None
    from deckcheck.games import get_game

    try:
        return get_game(name)
    except GameError as exc:
        raise UserError(f"--game: {exc}") from None


def guard(func: F) -> F:
    """Turn every expected failure into one line and its exit code; tracebacks only with --debug."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        ctx = click.get_current_context()
        try:
            with interruptible():
                result = func(*args, **kwargs)
        except (click.ClickException, click.exceptions.Exit, click.Abort, SystemExit):
            if was_interrupted():  # a library swallowed the KeyboardInterrupt, and the command then ended
                _interrupted(ctx)
            raise
        except KeyboardInterrupt:
            _interrupted(ctx)
        except Exception as exc:
            if was_interrupted():  # a library turned the KeyboardInterrupt into an error of its own
                _interrupted(ctx)
            _failed(ctx, exc)
        if was_interrupted():  # a library swallowed the KeyboardInterrupt
            _interrupted(ctx)
        return result

    return wrapper  # type: ignore[return-value]


def _interrupted(ctx: click.Context) -> NoReturn:
    click.echo("deckcheck: interrupted", err=True)
    ctx.exit(EXIT_INTERRUPTED)


def _failed(ctx: click.Context, exc: Exception) -> NoReturn:
    """Answer an exception: a user's problem as one line and exit code 2, anything else as a bug."""
    if isinstance(exc, PoolError):  # (visible: a line break in a value from a file starts no line of its own)
        raise UserError(visible(f"cannot load the card pool: {exc}")) from None
    if isinstance(exc, GameError):
        raise UserError(visible(str(exc))) from None
    if isinstance(exc, RegulationError):
        raise UserError(visible(f"regulation: {exc}")) from None
    if isinstance(exc, BrokenPipeError):  # the reader closed the pipe early (| head): the work is done
        silence_stdout()
        ctx.exit(EXIT_OK)
    if isinstance(exc, OSError) and exc.errno in _WRITE_FULL:
        silence_stdout()  # what is still buffered would fail again at exit
        raise UserError(f"cannot write the output: {exc.strerror or exc}") from None
    if isinstance(exc, OSError) and exc.errno in _PATH_REFUSED:  # a path from an option or a config file
        raise UserError(f"{clip(str(exc.filename), 200)}: {exc.strerror or exc}") from None
    _internal_error(ctx, exc)


_WRITE_FULL = frozenset(getattr(errno, name) for name in ("ENOSPC", "EDQUOT", "EFBIG", "EIO") if hasattr(errno, name))
"""Write failures of a full or broken output (``deckcheck check deck > /dev/full``): the user's to fix."""
_PATH_REFUSED = frozenset(getattr(errno, name) for name in ("ENAMETOOLONG", "ELOOP") if hasattr(errno, name))
"""A path the file system refuses to look up (a name too long, a loop of links), wherever an option or a config
file named it: the user's to fix, never a bug."""


def _internal_error(ctx: click.Context, exc: BaseException) -> NoReturn:
    """A bug: say so in one line, exit 3 (the traceback only with ``--debug``)."""
    if (ctx.find_root().obj or {}).get("debug"):
        traceback.print_exc()
    click.echo(
        f"deckcheck: internal error: {one_line(f'{type(exc).__name__}: {exc}')} (run with --debug for the traceback)",
        err=True,
    )
    ctx.exit(EXIT_INTERNAL)
