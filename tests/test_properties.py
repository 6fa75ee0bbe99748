"""Property-based tests over generated deck files, in both forms (issue 4).

The hypothesis profile in conftest.py runs each property on at least 2,000
examples ("ci", the default); ``pytest --deep`` runs many more. Decks are kept
small so that each property stays a few seconds.

Properties:

* generated deck files, valid and mangled down to the byte, never raise: they
  read, check and render in every output format;
* every finding carries a line number inside the file (and a column inside
  that line), or none;
* the same input always gives the same output, also against a pool built anew;
* a legal deck stays legal when its lines are reordered;
* a legal deck stays legal when its names change case or spacing;
* ``--fix`` is idempotent and changes only name tokens, into the same card;
* no output format prints a workflow command that deckcheck did not mean (issue 7).
"""

from __future__ import annotations

import codecs
import json
import random
import re
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardpool import CardPool, normalize_name
from cardpool.visible import acted_on, visible
from deckcheck.engine import DeckReport, check_deck
from deckcheck.findings import Finding
from deckcheck.readers import read_deck
from deckcheck.readers.source import decode
from deckcheck.reporters import FORMATS, render
from deckcheck.run.fixer import apply_edits, plan_edits

from helpers import BASE_DECK, load_bundled_pool
from workflow_commands import commands

pytestmark = pytest.mark.slow  # the inner loop skips it: pytest -m "not slow"

POOL = load_bundled_pool()
FRESH_POOL = CardPool(POOL.cards, info=POOL.info, game=POOL.game)
NAMES = sorted(POOL.names)
LINE_BREAK = re.compile(r"\r\n|\r|\n")

# ---------------------------------------------------------------- building blocks
# Generation is driven by one drawn seed (hypothesis draws are the slow part, and
# these decks need hundreds of small choices); the byte-level damage is drawn by
# hypothesis so that it shrinks. Every assertion message shows the file.
HOSTILE_PIECES = [
    "\x00",
    "\x07",
    "\x85",
    "\u2028",
    "\u2029",
    "\ufeff",
    "\u200b",
    "\u200d",
    "\u200f",
    "\u202e",
    "\u00ad",
    "\r",
    "\n",
    "\r\n",
    "\t",
    "  ",
    ":",
    ": ",
    "- ",
    "#",
    "//",
    "&a ",
    "*a",
    "!!python/object ",
    "!!int ",
    "<<: ",
    "[",
    "]",
    "{",
    "}",
    "'",
    '"',
    ",",
    "x",
    "\u00d7",
    "*",
    "0",
    "-1",
    "4",
    "999999999999",
    "1e3",
    "0x10",
    "NO",
    "~",
    "\u00e9",
    "\uff24",
    "\u201c",
    "\U0001f600",
    "---\n",
    "...\n",
    "%YAML 1.1\n",
    "? ",
    "|\n",
    ">\n",
    "\\",
    "Flag:",
    "Buddy: ",
    "Sideboard:",
    "deck:",
    "\u0301",
    "\u00a0",
    "\u3000",
    "\u00b2",
    "\u0664",
]
ALPHABET = list("abcxyzABCXYZ0149 -_'\",.!&:#/()[]{}*?|>%@`") + [
    "\u00e9",
    "\u00df",
    "\u0130",
    "\u03a3",
    "\u0416",
    "\u05d0",
    "\u0627",
    "\u4e2d",
    "\uff21",
    "\u2160",
    "\ufb01",
    "\u200b",
    "\u200c",
    "\u200d",
    "\u200e",
    "\u200f",
    "\u202a",
    "\u202e",
    "\u2066",
    "\ufeff",
    "\u00ad",
    "\u0301",
    "\u00a0",
    "\u2003",
    "\u3000",
    "\u2028",
    "\x85",
    "\x0b",
    "\x0c",
    "\x1c",
    "\x7f",
    "\U0001f600",
    "\U0001d400",
]
SUFFIXES = ["deck.txt", "deck.yaml", "deck.yml", "deck.dek", "deck", "<stdin>"]
NEWLINES = ["\n", "\r\n", "\r"]
BOMS = ["", "", "utf-8", "utf-16"]


@dataclass(frozen=True)
class DeckSpec:
    flag: str | None
    buddy: str | None
    entries: tuple[tuple[str, int, str], ...]
    """(name, count, section)"""


def random_name(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.6:
        return rng.choice(NAMES)
    if roll < 0.75:
        return rng.choice(NAMES) + rng.choice(HOSTILE_PIECES)
    if roll < 0.95:
        return "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 12)))
    code = rng.randint(1, 0x10FFFF)
    return "Dragon " + (chr(code) if not 0xD800 <= code <= 0xDFFF else "?")


def random_count(rng: random.Random) -> int:
    return rng.randint(1, 4) if rng.random() < 0.85 else rng.choice([0, -1, 5, 999, 1000, 10**30])


def random_spec(rng: random.Random) -> DeckSpec:
    def head(usual: str) -> str | None:
        roll = rng.random()
        return None if roll < 0.1 else usual if roll < 0.7 else random_name(rng)

    entries = tuple(
        (random_name(rng), random_count(rng), "sideboard" if rng.random() < 0.2 else "deck")
        for _ in range(rng.randint(0, 10))
    )
    return DeckSpec(head("Dragon World"), head("Flarefang Dragon"), entries)


def _yaml_key(name: str) -> str:
    return json.dumps(name, ensure_ascii=False)


def render_text_form(spec: DeckSpec, style: int) -> list[str]:
    lines = []
    if spec.flag is not None:
        lines.append(f"Flag: {spec.flag}")
    if spec.buddy is not None:
        lines.append(f"Buddy: {spec.buddy}")
    section = "deck"
    for name, count, where in spec.entries:
        if where != section:
            lines.append("Sideboard:" if where == "sideboard" else "Deck:")
            section = where
        lines.append((f"{count} {name}", f"{count}x {name}", f"{name} x{count}")[style % 3])
    return lines


def render_yaml_form(spec: DeckSpec, style: int) -> list[str]:
    lines = []
    if spec.flag is not None:
        lines.append(f"flag: {_yaml_key(spec.flag) if style % 3 else spec.flag}")
    if spec.buddy is not None:
        lines.append(f"buddy: {_yaml_key(spec.buddy)}")
    for section in ("deck", "sideboard"):
        chosen = [(n, c) for n, c, w in spec.entries if w == section]
        if not chosen:
            continue
        lines.append(f"{section}:")
        for name, count in chosen:
            if style % 3 == 0:
                lines.append(f"  {name}: {count}")  # plain: YAML decides what the name is
            elif style % 3 == 1:
                lines.append(f"  {_yaml_key(name)}: {count}")
            else:
                lines.append(f"  - {count} {name}")
    return lines


def encode(lines: list[str], newline: str, bom: str) -> bytes:
    text = newline.join(lines) + newline
    if bom == "utf-16":
        return text.encode("utf-16")  # with a BOM
    data = text.encode("utf-8")
    return codecs.BOM_UTF8 + data if bom == "utf-8" else data


def build_file(seed: int) -> tuple[str, bytes]:
    """A deck file from ``seed``, well formed or damaged as text: (the name it is read under, its bytes)."""
    rng = random.Random(seed)
    spec = random_spec(rng)
    style = rng.randint(0, 5)
    path = rng.choice(SUFFIXES)
    if path in ("deck", "<stdin>"):
        form = rng.choice(["text", "yaml"])
    else:
        form = "yaml" if path.endswith((".yaml", ".yml")) else "text"
    lines = render_text_form(spec, style) if form == "text" else render_yaml_form(spec, style)
    for _ in range(rng.choice([0, 0, 1, 2, 3])):
        if not lines:
            break
        at = rng.randrange(len(lines))
        cut = rng.randint(0, len(lines[at]))
        lines[at] = lines[at][:cut] + rng.choice(HOSTILE_PIECES) + lines[at][cut:]
    return path, encode(lines, rng.choice(NEWLINES), rng.choice(BOMS))


damage = st.lists(st.tuples(st.floats(0, 1), st.binary(max_size=4), st.integers(0, 3)), max_size=2)


@st.composite
def deck_files(draw: st.DrawFn) -> tuple[str, bytes]:
    """A generated deck file, sometimes with bytes inserted or cut out."""
    path, data = build_file(draw(st.integers(0, 2**64 - 1)))
    for where, inserted, removed in draw(damage):
        at = int(where * len(data))
        data = data[:at] + inserted + data[at + removed :]
    return path, data


def test_each_property_runs_at_least_2000_examples_by_default(request: pytest.FixtureRequest) -> None:
    expected = 25_000 if request.config.getoption("--deep") else 2_000
    assert settings.default.max_examples >= expected


def check_bytes(path: str, data: bytes, pool: CardPool = POOL) -> DeckReport:
    deck, problems = read_deck(path, data)
    return check_deck(deck, problems, pool)


def lines_of(data: bytes) -> list[str] | None:
    """The file's lines as the readers count them, or None when it cannot be decoded."""
    decoded = decode(data)
    return decoded.text.split("\n") if decoded.text is not None else None


# ---------------------------------------------------------------- the properties
@given(deck_files())
def test_generated_deck_files_never_raise(file: tuple[str, bytes]) -> None:
    path, data = file
    report = check_bytes(path, data)
    assert isinstance(report.legal, bool)
    for output_format in FORMATS:
        render([report], output_format).encode("utf-8")
    json.loads(render([report], "json"))


@given(deck_files())
def test_every_finding_has_a_line_inside_the_file_or_none(file: tuple[str, bytes]) -> None:
    path, data = file
    report = check_bytes(path, data)
    lines = lines_of(data)
    line_count = len(lines) if lines is not None else len(LINE_BREAK.split(data.decode("latin-1")))
    for finding in report.findings:
        if finding.line is None:
            continue
        assert 1 <= finding.line <= line_count, (finding, data)
        assert finding.column is None or finding.column >= 1, finding
        if lines is not None and finding.column is not None:
            assert finding.column <= len(lines[finding.line - 1]) + 1, (finding, lines[finding.line - 1])


@given(deck_files())
def test_the_same_input_gives_the_same_output(file: tuple[str, bytes]) -> None:
    path, data = file
    first = check_bytes(path, data)
    again = check_bytes(path, bytes(data), FRESH_POOL)
    assert first == again
    for output_format in FORMATS:
        assert render([first], output_format) == render([again], output_format)


# ---------------------------------------------------------------- legal decks stay legal
LEGAL = tuple(BASE_DECK.items())
FORMS = ("text", "yaml-map", "yaml-list")
seeds = st.integers(0, 2**64 - 1)


def legal_entries(rng: random.Random) -> list[tuple[str, int]]:
    """The legal base deck's entries, some split over two lines (still legal: a warning at most)."""
    entries: list[tuple[str, int]] = []
    for name, count in LEGAL:
        if count > 1 and rng.random() < 0.15:
            first = rng.randint(1, count - 1)
            entries += [(name, first), (name, count - first)]
        else:
            entries.append((name, count))
    return entries


def legal_lines(form: str, flag: str, buddy: str, entries: list[tuple[str, int]], style: int) -> list[str]:
    if form == "text":
        head = [f"Flag: {flag}", f"Buddy: {buddy}"]
        return head + [(f"{c} {n}", f"{c}x {n}", f"{n} x{c}", f"{c} x {n}")[style % 4] for n, c in entries]
    head = [f"flag: {_yaml_key(flag)}", f"buddy: {_yaml_key(buddy)}", "deck:"]
    if form == "yaml-map":
        return head + [f"  {_yaml_key(n)}: {c}" for n, c in entries]
    return head + [f"  - {_yaml_key(f'{c} {n}')}" for n, c in entries]


def path_for(form: str) -> str:
    return "deck.txt" if form == "text" else "deck.yaml"


def assert_legal(path: str, text: str) -> None:
    report = check_bytes(path, text.encode("utf-8"))
    errors = [f for f in report.findings if f.severity == "error"]
    assert report.legal, (errors, text)


@given(seeds)
def test_a_legal_deck_stays_legal_when_its_lines_are_reordered(seed: int) -> None:
    rng = random.Random(seed)
    form = rng.choice(FORMS)
    lines = legal_lines(form, "Dragon World", "Flarefang Dragon", legal_entries(rng), rng.randint(0, 3))
    if form == "text":
        rng.shuffle(lines)  # flag and buddy lines too
    else:
        head, body = lines[:3], lines[3:]
        rng.shuffle(head)
        rng.shuffle(body)
        at = head.index("deck:") + 1
        lines = head[:at] + body + head[at:]
    assert_legal(path_for(form), "\n".join(lines) + "\n")


CASE_CHANGES = (str.lower, str.upper, str.title, str.swapcase, str.casefold, lambda s: s)
GAPS = (" ", "  ", "\t", " \u00a0", "\u3000", "\u2002")


def respelt(rng: random.Random, name: str) -> str:
    """``name`` with its case changed and its spacing stretched: still the same card."""
    words = rng.choice(CASE_CHANGES)(name).split(" ")
    return words[0] + "".join(rng.choice(GAPS) + word for word in words[1:])


@given(seeds)
def test_a_legal_deck_stays_legal_when_names_change_case_or_spacing(seed: int) -> None:
    rng = random.Random(seed)
    form = rng.choice(FORMS)
    entries = [(respelt(rng, n), c) for n, c in legal_entries(rng)]
    flag, buddy = respelt(rng, "Dragon World"), respelt(rng, "Flarefang Dragon")
    lines = legal_lines(form, flag, buddy, entries, rng.randint(0, 3))
    if form == "text":  # white space around the whole line, too
        pads = ("", " ", "\t", "   ")
        lines = [rng.choice(pads) + line + rng.choice(pads) for line in lines]
    assert_legal(path_for(form), "\n".join(lines) + "\n")


# ---------------------------------------------------------------- --fix
MISSPELLINGS = (
    str.lower,
    str.upper,
    str.swapcase,
    lambda s: s.replace(" ", "  "),
    lambda s: s.replace('"', "\u201d"),
    lambda s: s.replace("D", "\uff24"),
    lambda s: s.replace(" ", " \u200b"),
    lambda s: s,
)
_PLAIN_KEY = re.compile(r'^  "([A-Za-z][A-Za-z \-!]*)": ', re.MULTILINE)


def fixable_file(seed: int) -> tuple[str, bytes]:
    """A legal deck with misspelt (but recognised) names, comments and blank lines, in any form and encoding."""
    rng = random.Random(seed)
    form = rng.choice(FORMS)

    def spell(name: str) -> str:
        return rng.choice(MISSPELLINGS)(name)

    entries = [(spell(n), c) for n, c in legal_entries(rng)]
    lines = legal_lines(form, spell("Dragon World"), spell("Flarefang Dragon"), entries, rng.randint(0, 3))
    if form == "yaml-map" and rng.random() < 0.5:  # plain keys, where YAML keeps them as text
        lines = [_PLAIN_KEY.sub(r"  \1: ", line) for line in lines]
    for _ in range(rng.randint(0, 3)):
        extra = rng.choice(["", "# a comment", "   ", "// note" if form == "text" else "# note"])
        lines.insert(rng.randint(0 if form == "text" else 3, len(lines)), extra)
    if form == "text" and rng.random() < 0.3:
        lines = [line + "  # trailing comment" if line[:1].isdigit() else line for line in lines]
    return path_for(form), encode(lines, rng.choice(NEWLINES), rng.choice(BOMS))


def fix_once(path: str, data: bytes) -> tuple[bytes, list[tuple[int, int, str, str]]]:
    report = check_bytes(path, data)
    edits = plan_edits(report.findings)
    fixed, _, _ = apply_edits(data, edits, yaml=path.endswith((".yaml", ".yml")))
    return fixed, [(e.line, e.column, e.old, e.new) for e in edits]


def _split(data: bytes) -> tuple[bytes, list[str], list[str]]:
    """BOM, lines, line breaks."""
    for bom, codec in (
        (codecs.BOM_UTF8, "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be"),
    ):
        if data.startswith(bom):
            text = data[len(bom) :].decode(codec)
            break
    else:
        bom, text = b"", data.decode("utf-8")
    parts = LINE_BREAK.split(text)
    return bom, parts, LINE_BREAK.findall(text)


def _token(rest: str, name: str) -> int | None:
    """The length of ``name`` as a fix writes it at the start of ``rest``: plain, a whole quoted scalar, or inside a
    quoted item (``'`` written ``''``, ``"`` written ``\\"``)."""
    quoted = json.dumps(name, ensure_ascii=False)
    for form in (name, quoted, f"'{name}'", name.replace("'", "''"), quoted[1:-1]):
        if rest.startswith(form):
            return len(form)
    return None


@given(seeds)
def test_fix_is_idempotent_and_changes_only_name_tokens(seed: int) -> None:
    path, data = fixable_file(seed)
    fixed, edits = fix_once(path, data)
    again, _ = fix_once(path, fixed)
    assert again == fixed, f"a second --fix changed the file again: {data!r}"

    bom, before, breaks = _split(data)
    bom_after, after, breaks_after = _split(fixed)
    assert (bom, breaks) == (bom_after, breaks_after), "--fix changed the BOM or a line ending"
    assert len(before) == len(after)
    by_line = {line: (column, old, new) for line, column, old, new in edits}
    for number, (old_line, new_line) in enumerate(zip(before, after, strict=True), start=1):
        if old_line == new_line:
            continue
        assert number in by_line, f"line {number} changed without a fix: {old_line!r} -> {new_line!r}"
        column, old, new = by_line[number]
        assert normalize_name(old) == normalize_name(new), "a fix changed which card a line names"
        start = column - 1
        if start and old_line[start - 1] in "'\"":  # a quoted name is located after its quote
            start -= 1
        assert old_line[:start] == new_line[:start], (old_line, new_line)
        old_len, new_len = _token(old_line[start:], old), _token(new_line[start:], new)
        assert old_len is not None and new_len is not None, (old_line, new_line)
        assert old_line[start + old_len :] == new_line[start + new_len :], "a fix touched more than the name"
    assert check_bytes(path, fixed).legal, fixed


# ---------------------------------------------------------------- CI output (issue 7)
_CI_PIECES = list(":#[]%,=\r\n \t\u3000\u00a0\u2028\u0085\x1b\x07ae") + ["::", "##[", "::error ", "add-mask]", "%0A"]
ci_text = st.one_of(st.text(max_size=30), st.lists(st.sampled_from(_CI_PIECES), max_size=12).map("".join))


@given(ci_text, ci_text, st.lists(ci_text, max_size=3))
def test_no_output_format_prints_a_workflow_command_it_did_not_mean(
    path: str, message: str, suggestions: list[str]
) -> None:
    """Whatever a path, a message or a card name holds, a runner reads only deckcheck's own annotations."""
    path = path or "deck.txt"
    finding = Finding(path, "unknown-card", "DC002", "error", message, 1, 1, message, tuple(suggestions))
    details = {"flag": message, "buddy": message, "setup": None}
    report = DeckReport(path, (finding,), False, sections={"deck": 1, "sideboard": 1}, details=details)
    for output_format in FORMATS:
        found = commands(render([report], output_format))
        if output_format == "github":
            assert [c.name for c in found] == ["error"], found
            if acted_on(path):  # an escape or bidi character: no file=, the path named in the message
                assert "file" not in found[0].properties and found[0].data.startswith(visible(path))
            else:
                assert found[0].properties["file"] == path.replace("##[", "##%5B")  # the real path (issue 19)
            assert found[0].properties["title"] == "DC002 unknown-card"
        else:
            assert found == [], found


# ---------------------------------------------------------------- JSON import sources (issue 7, items 15 and 16)
_JSON_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**40), max_value=10**40)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=20)
)
_JSON_VALUES = _JSON_SCALARS | st.lists(_JSON_SCALARS, max_size=2)


@given(st.lists(st.dictionaries(st.sampled_from(["name", "type", "size", "x"]), _JSON_VALUES, max_size=3), max_size=4))
def test_a_json_source_reads_every_item_or_says_why(items: list[dict[str, object]]) -> None:
    """Any array of objects (NaN, Infinity, huge numbers, nested values) gives one row per item, each either
    text or marked invalid with a reason; nothing raises but a SourceError."""
    from pathlib import Path

    from cardpool.importer.json_source import read_json as _read_json
    from cardpool.importer.sources import INVALID

    text = json.dumps(items, allow_nan=True)
    _, rows = _read_json(Path("p.json"), text)
    assert len(rows) == len(items)
    for item, row in zip(items, rows, strict=True):
        bad = [k for k, v in item.items() if isinstance(v, float) and (v != v or v in (float("inf"), float("-inf")))]
        assert (INVALID in row) == bool(bad)
        assert all(isinstance(v, str) or v is None for v in row.values())


@given(st.text(alphabet='[]{}":,0123456789.eE-+ natrufsl\\\n', max_size=60))
def test_json_source_garbage_is_a_source_error_or_rows(text: str) -> None:
    import contextlib
    from pathlib import Path

    from cardpool.importer.json_source import read_json as _read_json
    from cardpool.importer.sources import SourceError

    with contextlib.suppress(SourceError):
        _read_json(Path("p.json"), text)
