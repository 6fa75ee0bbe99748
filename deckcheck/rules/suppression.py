"""The rule the suppression comments report about themselves (the engine's policy step reports it)."""

from __future__ import annotations

import inspect

from deckcheck.rules.base import Rule, register

_DOC = """
## What it does
Checks that every `# deckcheck: ignore[...]` and `# deckcheck: ignore-file[...]`
comment suppresses something: each rule it names must have a finding there
(on that line, or anywhere in the file for `ignore-file`). A name that is no
rule at all is reported too. `--fix` removes what is unused.

A comment that cannot work is reported as well, and left for you to
finish: `# deckcheck: ignore` without brackets, an `ignore[` with no
closing `]`, more than 32 names in one comment, or more than 1,000
comments in one file.

## Why is this bad?
A suppression left behind after the deck was fixed hides the next real
problem of that kind on the line, and tells readers something that is no
longer true.

## Example
```text
4 Dragon Breath  # deckcheck: ignore[unknown-card]
```

## Use instead
```text
4 Dragon Breath
```
"""

register(
    Rule(
        slug="unused-suppression",
        code="DC100",
        severity="warning",
        summary="a suppression comment that suppresses nothing",
        doc=inspect.cleandoc(_DOC),
        check=None,
        fixable=True,
    )
)
