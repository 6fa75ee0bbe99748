"""An ASCII name skips the quote table (``str.translate`` with a dict, some 1 µs a name): its only ASCII entry is
the backtick, replaced directly. The key is the one the table gives, for every ASCII text and any other."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardpool.normalize import _QUOTES, _drop_format_chars, normalize_name


def by_the_table(text: str) -> str:
    """The definition: NFKC, format characters dropped, the quote table, white space, case."""
    text = _drop_format_chars(unicodedata.normalize("NFKC", text)).translate(_QUOTES)
    return " ".join(text.split()).casefold()


def test_the_backtick_is_the_tables_only_ascii_entry() -> None:
    assert [chr(c) for c in _QUOTES if c < 128] == ["`"]


def test_every_ascii_character_gives_the_tables_key() -> None:
    for code in range(128):
        text = f" A{chr(code)}b `{chr(code)}` "
        assert normalize_name(text) == by_the_table(text), repr(text)


@pytest.mark.slow
@given(st.text(st.characters(max_codepoint=127)))
def test_ascii_names_give_the_tables_key(text: str) -> None:
    assert normalize_name(text) == by_the_table(text)


@pytest.mark.slow
@given(st.text(st.sampled_from(["a", "`", " ", "\u2019", "\u201c", "\u200d", "\uff42", "\u00b4", "ﬁ", "Ａ"])))
def test_names_that_become_ascii_or_not_give_the_tables_key(text: str) -> None:
    assert normalize_name(text) == by_the_table(text)
