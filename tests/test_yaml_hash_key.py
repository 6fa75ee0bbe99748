"""A YAML key ``Morphing Jar #2: 3`` is cut at `` #`` by YAML (issue 16): the parse error says that a name
holding `` #`` must be quoted, at the line of that name."""

from __future__ import annotations

import pytest

from deckcheck.readers import read_deck
from deckcheck.readers.yaml_hash import cut_key


@pytest.mark.parametrize(
    ("text", "line", "column"),
    [
        ("game: yugioh\nmain:\n  Morphing Jar #2: 3\n  Dark Magician: 3\n", 3, 3),  # the error is a line below
        ("game: yugioh\nmain:\n  Dark Magician: 3\n  Morphing Jar #2: 3\n", 4, 3),  # the error is on its line
        ("game: yugioh\nmain:\n  Dark Magician: 3\n  Morphing Jar #2: 3\nside:\n  Raigeki: 1\n", 4, 3),
    ],
)
def test_a_key_cut_at_a_hash_says_to_quote_the_name(text: str, line: int, column: int) -> None:
    deck, problems = read_deck("deck.yaml", text.encode("utf-8"))
    [problem] = problems
    assert not deck.readable
    assert (problem.line, problem.column) == (line, column)
    assert problem.message.startswith("invalid YAML: the name \"Morphing Jar #2\" holds ' #'")
    assert "('\"Morphing Jar #2\": 3')" in problem.message


def test_the_quoted_name_reads() -> None:
    text = 'game: yugioh\nmain:\n  "Morphing Jar #2": 3\n  Dark Magician: 3\n'
    deck, problems = read_deck("deck.yaml", text.encode("utf-8"))
    assert problems == [] and [e.name for e in deck.entries] == ["Morphing Jar #2", "Dark Magician"]


@pytest.mark.parametrize(
    "text",
    [
        "game: yugioh\nmain:\n  Dark Magician: 3 # core: yes\n  Bad: [\n",  # a comment after a value is a comment
        "game: yugioh\n# a comment: with a colon\nmain:\n  Dark Magician: 3\n  Raigeki: 1\n  Bad: [\n",  # a whole line
        "game: yugioh\nmain:\n  Morphing Jar #2\n  Dark Magician: 3\n",  # no colon after the hash: no key was cut
    ],
)
def test_other_yaml_errors_keep_their_message(text: str) -> None:
    _, problems = read_deck("deck.yaml", text.encode("utf-8"))
    [problem] = problems
    assert problem.message.startswith("invalid YAML") and "holds ' #'" not in problem.message


def test_no_line_no_hint() -> None:
    assert cut_key("a #b: c\n", None) is None
    assert cut_key("ok: 1\n", 40) is None  # a line past the end of the text


def test_a_line_without_its_colon_is_named_where_it_is() -> None:
    """``  Dragoenergy 4`` (no ``:``): PyYAML finds that a line below, where the next key starts; the error names the
    line without it, and what it holds (it named line 6, whose key was fine)."""
    text = (
        "flag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n  Dragon Breath: 4\n  Dragoenergy 4\n  Green Dragon: 4\n"
    )
    _, problems = read_deck("deck.yaml", text.encode("utf-8"))
    [problem] = problems
    assert (problem.line, problem.column) == (5, 3)
    assert problem.message == (
        "invalid YAML: could not find the ':' after \"Dragoenergy 4\" (write a key and its value as 'key: value')"
    )
