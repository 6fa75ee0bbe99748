"""``--diff``'s unified diff, for reading: each deck line shown escaped, and a line that holds a setting, key or
token withheld, as every other output withholds it (:func:`deckcheck.readers.data_lines.never_quoted`).

An ordinary deck's diff is a patch that applies as is; one with a withheld line, or a character shown as
``<U+XXXX>``, is for reading only (``--fix`` writes the file).
"""

from __future__ import annotations

from cardpool.lines import split_lines
from cardpool.visible import line_start, visible
from deckcheck.games import Game
from deckcheck.readers.data_lines import holds_token, is_data_line
from deckcheck.readers.form import META_KEYS, NOTE_KEYS, TITLE_KEYS, deck_form

WITHHELD = "<withheld: a setting, key or token (not quoted)>"
"""What a diff shows for a line that must not be quoted: its blanks before it, then this."""

_BOM_MARK = "\x00"
"""What stands for a UTF-8 file's BOM at the start of its first line in :func:`_lines` (no deck holds a NUL): any
other U+FEFF, mid-file, is shown escaped."""


def _lines(data: bytes) -> list[str]:
    """The file's lines with their breaks, split where the deck readers split (CRLF, CR, LF)."""
    from deckcheck.run.fixer import decode_for_fix

    text, _, bom = decode_for_fix(data)
    lines, breaks = split_lines(_BOM_MARK + text if bom == b"\xef\xbb\xbf" else text)  # the first line's BOM, marked
    return [line + brk for line, brk in zip(lines, breaks, strict=False)] + ([lines[-1]] if lines[-1] else [])


def deck_keys(game: Game | None) -> frozenset[str]:
    """The keys a deck file of ``game`` is read by (``game:``, ``side:``, ``player:``, ``notes:``): a line of one of
    them is the deck's own, not a setting, unless it holds a key or token."""
    own = deck_form(game).yaml_keys if game is not None else ()
    return frozenset([*own, *META_KEYS, *TITLE_KEYS, *NOTE_KEYS])


def withheld(text: str, keys: frozenset[str]) -> bool:
    """Whether a deck line (stripped) is one no output quotes: it holds a key or token anywhere, or it is a settings
    or credential line (``password=hunter2``, ``api_key: sk-...``), as the readers tell one
    (:func:`~deckcheck.readers.data_lines.never_quoted`); a line of one of the deck's own ``keys`` with a one-word
    value (``game: yugioh``, ``side: []``), which the readers read as the deck's, is shown."""
    if holds_token(text):
        return True
    if not is_data_line(text):
        return False
    key, colon, _ = text.partition(":")
    return not (colon and key.strip().lower() in keys)


def _shown_diff_line(line: str, keys: frozenset[str]) -> str:
    """One diff line as printed: its text through :func:`line_start` after the ``+``/``-``/`` `` mark, so that
    no deck line forges a workflow command or sends a control or bidi character; LF and CRLF breaks, tabs and a
    UTF-8 file's BOM are kept (``git apply`` takes the patch: none of them can start a line or hide a word). A line
    that holds a setting, key or token (:func:`withheld`) is :data:`WITHHELD` after its blanks."""
    body = line.rstrip("\r\n")
    brk = line[len(body) :]
    if line.startswith(("---", "+++", "@@")):
        return visible(body) + "\n"
    mark, text = body[:1], body[1:]
    end = brk if brk in ("\n", "\r\n") else visible(brk) + "\n" if brk else "\n\\ No newline at end of file\n"
    bom = "\ufeff" if text.startswith(_BOM_MARK) else ""  # a UTF-8 file's BOM, and tabs, as they are: the patch applies
    text = text[len(bom) :]
    stripped = text.strip()
    if stripped and withheld(stripped, keys):
        return mark + bom + _tabs_kept(text[: len(text) - len(text.lstrip())]) + WITHHELD + end
    if text.lstrip().startswith("::"):  # "\t::stop-commands::": a runner trims a line; all shown
        return mark + visible(bom) + line_start(text) + end
    return mark + bom + _tabs_kept(text) + end


def _tabs_kept(text: str) -> str:
    """``text`` shown escaped (:func:`visible`) but for its tabs, which a patch keeps as they are."""
    return "\t".join(map(visible, text.split("\t")))


def unified(display: str, before: bytes, after: bytes, game: Game | None = None) -> str:
    """``--diff``'s unified diff of a deck of ``game``, for reading: each deck line shown escaped, or withheld
    (:func:`withheld`); the hunk headers count every line, so the line numbers are the file's."""
    shown = visible(display)
    before_name, after_name = (shown, shown) if shown.startswith("/") else (f"a/{shown}", f"b/{shown}")
    import difflib

    keys = deck_keys(game)
    lines = difflib.unified_diff(_lines(before), _lines(after), fromfile=before_name, tofile=after_name)
    return "".join(_shown_diff_line(line, keys) for line in lines)


__all__ = ["WITHHELD", "deck_keys", "unified", "withheld"]
