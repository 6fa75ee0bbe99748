"""``--help`` of a group: each command's summary in full, wrapped to the terminal (click cuts a summary that
does not fit on one line short with ``...``)."""

from __future__ import annotations

import inspect

import click


def summary(command: click.Command) -> str:
    """The command's ``short_help``, else the first sentence of its help (the first paragraph when that has
    no sentence end)."""
    if command.short_help:
        return command.short_help
    paragraph = inspect.cleandoc(command.help or "").split("\n\n")[0].replace("\n", " ").strip()
    end = paragraph.find(". ")
    return paragraph[: end + 1] if end != -1 else paragraph


def format_commands(group: click.Group, ctx: click.Context, formatter: click.HelpFormatter) -> None:
    """The ``Commands:`` section with :func:`summary` for each command, as click lays it out otherwise."""
    rows = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        if command is not None and not command.hidden:
            rows.append((name, summary(command)))
    if rows:
        with formatter.section("Commands"):
            formatter.write_dl(rows)
