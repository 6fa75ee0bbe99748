"""deckcheck: a deck legality validator and linter for trading card games."""

from deckcheck.startup import install as _install
from deckcheck.startup import started_as_the_command as _started_as_the_command

__version__ = "0.1.0"

if _started_as_the_command():  # first of all: Ctrl-C during the imports that follow exits 130 quietly
    _install()
