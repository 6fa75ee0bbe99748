"""The closing finding of a deck with more findings than a report lists (the run's cap, game-agnostic)."""

from __future__ import annotations

from deckcheck.rules.base import document

document(
    slug="too-many-findings",
    code="DC010",
    severity="note",
    summary="a deck's findings past the 1,000 listed (errors first), counted but not listed",
    doc="""
    ## What it does
    Closes the findings of a deck that has more than 1,000 of them: 1,000 are listed,
    errors first, then warnings, then notes (so no number of warnings can hide an
    error), in file order, and this one note says how many more there were, of which
    severity. The deck's verdict and its error and warning counts, in every format,
    count every finding, listed or not.

    ## Why is this bad?
    A real list has a handful of findings. Thousands mean a file that is no deck,
    or a regulation that repeats itself; listing each would make the report (and
    the memory a run needs) grow without bound, 100 decks at a time.

    ## Example
    ```text
    Flag: Dragon World
    1 Not A Card 1
    1 Not A Card 2
    ... (2,000 lines of unknown names)
    ```

    ## Use instead
    Fix the first findings (often one cause makes them all) and check again.
    """,
)
