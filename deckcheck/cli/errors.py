"""The command line's failures: one exception type for what the user can fix, and the guard
that turns every failure into one line and its documented exit code."""

from __future__ import annotations

import errno
import sys
import traceback
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

import click

from cardpool.errors import PoolError
from cardpool.visible import one_line
from deckcheck.games import GameError
from deckcheck.regulations.errors import RegulationError
from deckcheck.startup import interruptible, silence_stdout

EXIT_OK = 0
EXIT_ILLEGAL = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 3

F = TypeVar("F", bound=Callable[..., Any])


class UserError(click.ClickException):
    """A problem the user can fix: printed as one line, exit code 2."""

    exit_code = EXIT_USAGE

    def show(self, file: Any = None) -> None:
        click.echo(f"deckcheck: error: {one_line(self.format_message())}", err=True)  # visible(), and bounded


def guard(func: F) -> F:
    """Turn every expected failure into one line and its exit code; tracebacks only with --debug."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        ctx = click.get_current_context()
        try:
            with interruptible():
                return func(*args, **kwargs)
        except PoolError as exc:
            raise UserError(f"cannot load the card pool: {exc}") from None
        except GameError as exc:
            raise UserError(str(exc)) from None
        except RegulationError as exc:
            raise UserError(f"regulation: {exc}") from None
        except (click.ClickException, click.exceptions.Exit, click.Abort, SystemExit):
            raise
        except KeyboardInterrupt:
            click.echo("deckcheck: interrupted", err=True)
            ctx.exit(130)
        except BrokenPipeError:
            sys.stderr.close()
            ctx.exit(EXIT_ILLEGAL)
        except OSError as exc:
            if exc.errno not in _WRITE_FULL:
                _internal_error(ctx, exc)
            silence_stdout()  # what is still buffered would fail again at exit
            raise UserError(f"cannot write the output: {exc.strerror or exc}") from None
        except Exception as exc:  # a bug: say so in one line
            _internal_error(ctx, exc)

    return wrapper  # type: ignore[return-value]


_WRITE_FULL = frozenset(getattr(errno, name) for name in ("ENOSPC", "EDQUOT", "EFBIG", "EIO") if hasattr(errno, name))
"""Write failures of a full or broken output (``deckcheck check deck > /dev/full``): the user's to fix."""


def _internal_error(ctx: click.Context, exc: BaseException) -> None:
    """A bug: say so in one line, exit 3 (the traceback only with ``--debug``)."""
    if (ctx.find_root().obj or {}).get("debug"):
        traceback.print_exc()
    click.echo(
        f"deckcheck: internal error: {one_line(f'{type(exc).__name__}: {exc}')} (run with --debug for the traceback)",
        err=True,
    )
    ctx.exit(EXIT_INTERNAL)
