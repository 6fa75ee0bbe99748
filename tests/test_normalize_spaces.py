"""Issue 18: the name and number keys collapse white space with ``str.split()`` (a fifth of the regex's cost, and
called some 300,000 times importing a 100,000-card table); the keys are the ones the ``\\s+`` regex gave."""

from __future__ import annotations

import re
import sys
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardpool.normalize import _QUOTES, _drop_format_chars, normalize_name, normalize_number, tidy_name

SPACES = re.compile(r"\s+")


def regex_name(text: str) -> str:
    text = _drop_format_chars(unicodedata.normalize("NFKC", text)).translate(_QUOTES)
    return SPACES.sub(" ", text).strip().casefold()


def regex_tidy(text: str) -> str:
    return SPACES.sub(" ", _drop_format_chars(text)).strip()


def regex_number(text: str) -> str:
    return SPACES.sub("", _drop_format_chars(unicodedata.normalize("NFKC", text))).upper()


def test_str_split_splits_on_exactly_the_regex_s_white_space() -> None:
    matched = {c for c in map(chr, range(sys.maxunicode + 1)) if SPACES.fullmatch(c)}
    assert matched == {c for c in map(chr, range(sys.maxunicode + 1)) if c.isspace()}
    assert {"\t", "\n", "\x0b", "\x1c", "\x85", "\xa0", "\u3000", "\u2028"} <= matched


WHITE = [c for c in map(chr, range(0x3001)) if c.isspace()]
LETTERS = ["a", "B", "ß", "\u200d", "\ufeff", "\u2019", "`", "/", "1", "Ｂ"]  # and format characters, quotes
TEXT = st.text(st.sampled_from([*WHITE, *LETTERS]), max_size=12)


def same_keys(text: str) -> None:
    assert normalize_name(text) == regex_name(text)
    assert tidy_name(text) == regex_tidy(text)
    assert normalize_number(text) == regex_number(text)


@pytest.mark.slow
@given(TEXT)
def test_the_keys_are_the_regex_keys(text: str) -> None:
    same_keys(text)


@pytest.mark.parametrize("white", WHITE)
def test_each_white_space_gives_the_regex_keys(white: str) -> None:
    for text in (white, f"{white}a{white}{white}B{white}", f"\u200d{white}\ufeffß {white}`1\u2019", f"BT01{white}/ 1"):
        same_keys(text)


def test_runs_of_every_kind_of_white_space_become_one_space() -> None:
    text = "\u3000 Dragon\t\n\xa0 Breath\u2028"
    assert normalize_name(text) == "dragon breath" == regex_name(text)
    assert tidy_name(text) == "Dragon Breath" == regex_tidy(text)
    assert normalize_number(" bt01 /\t0001en ") == "BT01/0001EN" == regex_number(" bt01 /\t0001en ")
