"""The command line's failures: one exception type for what the user can fix, and the guard
that turns every failure into one line and its documented exit code."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

import click

from cardpool.errors import PoolError
from deckcheck.games import GameError

EXIT_OK = 0
EXIT_ILLEGAL = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 3

F = TypeVar("F", bound=Callable[..., Any])


class UserError(click.ClickException):
    """A problem the user can fix: printed as one line, exit code 2."""

    exit_code = EXIT_USAGE

    def show(self, file: Any = None) -> None:
        click.echo(f"deckcheck: error: {self.format_message()}", err=True)


def guard(func: F) -> F:
    """Turn every expected failure into one line and its exit code; tracebacks only with --debug."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        ctx = click.get_current_context()
        try:
            return func(*args, **kwargs)
        except PoolError as exc:
            raise UserError(f"cannot load the card pool: {exc}") from None
        except GameError as exc:
            raise UserError(str(exc)) from None
        except (click.ClickException, click.exceptions.Exit, click.Abort, SystemExit):
            raise
        except KeyboardInterrupt:
            click.echo("deckcheck: interrupted", err=True)
            ctx.exit(130)
        except BrokenPipeError:
            sys.stderr.close()
            ctx.exit(EXIT_ILLEGAL)
        except Exception as exc:  # a bug: say so in one line
            if (ctx.find_root().obj or {}).get("debug"):
                traceback.print_exc()
            click.echo(
                f"deckcheck: internal error: {type(exc).__name__}: {exc} (run with --debug for the traceback)",
                err=True,
            )
            ctx.exit(EXIT_INTERNAL)

    return wrapper  # type: ignore[return-value]
