"""``python -m deckcheck`` and the ``deckcheck`` command (``run``).

Ctrl-C and the output streams are set up by ``deckcheck/__init__.py``
(:mod:`deckcheck.startup`), before the command line and its libraries are imported.
"""

from __future__ import annotations


def run() -> None:
    """The ``deckcheck`` command."""
    from deckcheck.startup import install

    install()  # again, for a program that imports this module to run the command
    from deckcheck.cli import main

    main(prog_name="deckcheck")


if __name__ == "__main__":
    run()
