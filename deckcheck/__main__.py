"""``python -m deckcheck``: the same as the ``deckcheck`` command."""

from deckcheck.cli import main

main(prog_name="deckcheck")
