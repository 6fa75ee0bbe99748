"""The command line. It parses options and hands off; building and running live elsewhere.

Exit codes: 0 every deck is legal; 1 a deck is illegal or unreadable (or failing
under --strict, or with --diff a change pending); 2 a usage or configuration
error, a card pool that cannot be loaded, or a path that does not exist;
3 an internal error (a bug: please report it with the ``--debug`` traceback).
"""

from __future__ import annotations

import importlib
from typing import Any

import click

from deckcheck.cli.errors import EXIT_OK, UserError
from deckcheck.cli.helpfmt import format_commands
from deckcheck.startup import silence_stdout

COMMANDS: dict[str, tuple[str, str]] = {
    "check": ("deckcheck.cli.check", "check_command"),
    "config": ("deckcheck.cli.check", "config_command"),
    "explain": ("deckcheck.cli.rules_cmd", "explain_command"),
    "pool": ("deckcheck.cli.pool_commands", "pool"),
    "regulation": ("deckcheck.cli.regulation_commands", "regulation_group"),
    "report": ("deckcheck.cli.report", "report_command"),
    "rules": ("deckcheck.cli.rules_cmd", "rules_command"),
}
"""Each command's name -> the module and attribute that define it: a module is imported only when its command
runs (or ``--help`` lists them all), so ``deckcheck check`` never loads the pool, regulation or rule commands."""


class OneLineUsage(click.Group):
    """The ``deckcheck`` group: click's parser errors (an unknown option, a bad choice, a missing argument)
    of any command become one line, ``deckcheck: error: <message> (see '<command> --help')``, exit code 2."""

    group_class = type  # ``pool`` and any other subgroup answer the same way
    format_commands = format_commands  # each command's summary in full, not cut short with "..."

    def __init__(self, *args: Any, lazy_commands: dict[str, tuple[str, str]] | None = None, **extra: Any) -> None:
        super().__init__(*args, **extra)
        self.lazy_commands = lazy_commands or {}

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*self.lazy_commands, *self.commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """The command ``cmd_name``, its module imported now when it is one of ``lazy_commands``."""
        found = self.commands.get(cmd_name)
        if found is None and cmd_name in self.lazy_commands:
            module, attribute = self.lazy_commands[cmd_name]
            found = self.commands[cmd_name] = getattr(importlib.import_module(module), attribute)
        return found

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        """The command ``args`` name; a misspelt one (``deckcheck chek``) is an error that names the closest of
        all the commands (click's own looks only among those imported so far, and before 8.4 not at all)."""
        try:
            return super().resolve_command(ctx, args)
        except click.UsageError as exc:
            name = args[0] if args else ""
            if name.startswith("-") or "Did you mean" in exc.format_message():
                raise
            import difflib  # only for a misspelt command

            close = difflib.get_close_matches(name, self.list_commands(ctx), n=1)
            if not close:
                raise
            raise click.UsageError(f"No such command {name!r}. Did you mean {close[0]!r}?", ctx) from None

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


@click.group(cls=OneLineUsage, lazy_commands=COMMANDS, context_settings={"help_option_names": ["-h", "--help"]})
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


if __name__ == "__main__":  # pragma: no cover
    main()
