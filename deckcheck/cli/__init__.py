"""The command line. It parses options and hands off; building and running live elsewhere.

Exit codes: 0 every deck is legal; 1 a deck is illegal or unreadable (or failing
under --strict, or with --diff a change pending); 2 a usage or configuration
error, a card pool that cannot be loaded, or a path that does not exist;
3 an internal error (a bug: please report it with the ``--debug`` traceback).
"""

from __future__ import annotations

from typing import Any

import click

from deckcheck.cli.check import check_command, config_command
from deckcheck.cli.errors import EXIT_OK, UserError
from deckcheck.cli.helpfmt import format_commands
from deckcheck.cli.pool_commands import pool
from deckcheck.cli.regulation_commands import regulation_group
from deckcheck.cli.report import report_command
from deckcheck.cli.rules_cmd import explain_command, rules_command
from deckcheck.startup import silence_stdout


class OneLineUsage(click.Group):
    """The ``deckcheck`` group: click's parser errors (an unknown option, a bad choice, a missing argument)
    of any command become one line, ``deckcheck: error: <message> (see '<command> --help')``, exit code 2."""

    group_class = type  # ``pool`` and any other subgroup answer the same way
    format_commands = format_commands  # each command's summary in full, not cut short with "..."

    def make_context(
        self, info_name: str | None, args: list[str], parent: click.Context | None = None, **extra: Any
    ) -> click.Context:
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click.UsageError as exc:
            raise _one_line(exc) from None
        except BrokenPipeError:  # --help or --version into a closed pipe
            raise _closed_pipe() from None

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            raise _one_line(exc) from None
        except BrokenPipeError:
            raise _closed_pipe() from None


def _closed_pipe() -> click.exceptions.Exit:
    """A reader that closed standard output early (``deckcheck rules | head -1``) ends the output quietly;
    the command's work is done, so exit code 0 (``check`` and ``report`` exit with their verdict instead)."""
    silence_stdout()
    return click.exceptions.Exit(EXIT_OK)


def _one_line(exc: click.UsageError) -> click.ClickException:
    """A usage error as one line naming the help of the command it is about; the help itself (a group
    run without a command) stays as click prints it."""
    if isinstance(exc, click.exceptions.NoArgsIsHelpError):
        return exc
    command = exc.ctx.command_path if exc.ctx is not None else "deckcheck"
    message = exc.format_message().strip().rstrip(".")
    return UserError(f"{message} (see '{command} --help')")


@click.group(cls=OneLineUsage, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(None, "-V", "--version", package_name="deckcheck")
@click.option("--debug", is_flag=True, help="Show Python tracebacks for internal errors.")
@click.pass_context
def main(ctx: click.Context, debug: bool) -> None:
    """Check trading card game decklists against the deck-construction rules.

    \b
    Exit codes: 0 all decks legal, 1 a deck is illegal or unreadable (or a
    --diff change pending), 2 usage or config error, unloadable card pool or
    missing path, 3 internal error.
    """
    ctx.obj = {"debug": debug}


main.add_command(check_command)
main.add_command(config_command)
main.add_command(report_command)
main.add_command(rules_command)
main.add_command(explain_command)
main.add_command(pool)
main.add_command(regulation_group)


if __name__ == "__main__":  # pragma: no cover
    main()
