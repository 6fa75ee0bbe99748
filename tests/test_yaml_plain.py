"""The plain-line fast path (:mod:`cardpool.yamlplain`) builds the very tree PyYAML's event stream builds (values, tags,
lines, columns), or leaves the text to it: on every YAML text the project holds, on tricky texts, and on 20,000
generated ones."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from cardpool.yamlcompose import compose_events, plain_tags
from cardpool.yamlnodes import MAX_NODES, YamlError, YMap, YNode, YScalar, YSeq
from cardpool.yamlplain import compose_plain
from cardpool.yamlsafe import compose

ROOT = Path(__file__).resolve().parent.parent


def shape(node: YNode | None) -> object:
    """Everything a node holds, its children's too."""
    if isinstance(node, YScalar):
        return ("scalar", node.value, node.tag, node.plain, node.line, node.column, node.source)
    if isinstance(node, YSeq):
        return ("list", node.line, node.column, [shape(item) for item in node.items])
    if isinstance(node, YMap):
        return ("map", node.line, node.column, [(shape(k), shape(v)) for k, v in node.pairs])
    return None


def fast_path_agrees(text: str, max_nodes: int = MAX_NODES) -> bool:
    """Whether the fast path read ``text``; when it did, its tree is the event composition's, which has no error."""
    fast = compose_plain(text, plain_tags(), max_nodes)
    if fast is None:
        return False
    try:
        full = compose_events(text, max_nodes=max_nodes)
    except YamlError as exc:
        raise AssertionError(f"the fast path read a text the composition refuses ({exc.message}): {text!r}") from None
    assert shape(fast) == shape(full), text
    return True


DECK = """\
# a deck, as most are written
name: Dragon World starter
game: buddyfight
flag: Dragon World
buddy: Flarefang Dragon   # the buddy
deck:
  Dragon Breath: 4
  GIGA Armorknight Cerberus "A": 4
  Battle Aura Dragon, Extreme-Aura: 4

  Jackknife, Dragon: 3
sideboard:
- 2 Battle Aura Circle
-   1 Dragonic Grimoire
notes:
  yes: no
  010: 1:00
  ~: null
  <<: merge
"""


def test_a_deck_is_read_by_the_fast_path_as_by_the_events() -> None:
    assert fast_path_agrees(DECK)
    assert shape(compose(DECK)) == shape(compose_events(DECK))


LEFT = [
    "",
    "# only a comment\n",
    "deck:\n",  # a key with no value is null
    "a: 1\nb:\nc: 2\n",
    "a: b\n  c\n",  # a plain scalar running on to the next line
    "a: 'quoted'\n",
    'a: "quoted"\n',
    "'a': 1\n",
    "'it''s': 'Bal''s'  # c\n",
    "'a' : 1\n",
    "'a':1\n",
    "'a' 'b': 1\n",
    "a: 'b' c\n",
    "a: 'b'#c\n",
    'a: "b\\"c"\n',
    "a: 'x#y'\n",
    "a: 'open\n",
    "a: ''\n",
    "a:\t1\n",
    "a: 1\r\nb: 2\r\n",
    "a: 1\rb: 2\r",
    "a: 1\u2028b: 2\n",
    "flag: Dragon World # x\u2028y\n",  # YAML ends the comment at LS
    "flag: Dragon World # x\u2029y\n",
    "flag: Dragon World # x\x85y\n",
    "\ufeffa: 1\n",
    "---\na: 1\n",
    "a: 1\n...\n",
    "%YAML 1.1\n---\na: 1\n",
    "a: x#y\n",
    "a#b: 1\n",
    "a: b: c\n",
    "a: b:\n",
    "a: &x 1\nb: *x\n",
    "a: !!str 1\n",
    "a: [1, 2]\n",
    "a: {b: 1}\n",
    "a: |\n  text\n",
    "a: >\n  text\n",
    "- \n- a\n",
    "-\n",
    "- - a\n",
    "- a: 1\n",
    "a:\n    b: 1\n  c: 2\n",  # an indentation no block has
    "a:\n  - 1\n  b: 2\n",
    "a: 1\n b: 2\n",
    "? a\n: 1\n",
    "a: -1\n",
    "-a: 1\n",
    "a: \x07\n",
    "a: 1\nb: 2\n" * 3 + "c: " + "x" * 5 + "\n",
    "k" * 1001 + ": 1\n",
    "a" + " " * 1024 + ": 1\n",  # libyaml forgets a key whose ':' is over 1,024 characters on: found by a review
    "'a'" + " " * 1022 + ": 1\n",
    "deck:\n  " + "x" * 1000 + " " * 25 + ": 4\n",
    "a" + " " * 1024 + ":\n  b: 1\n",
]


@pytest.mark.parametrize("text", LEFT, ids=range(len(LEFT)))
def test_what_the_fast_path_does_not_read_is_composed_from_the_events(text: str) -> None:
    fast_path_agrees(text)
    try:
        expected: object = shape(compose_events(text))
    except YamlError as exc:
        expected = exc.message, exc.line, exc.column
    try:
        got: object = shape(compose(text))
    except YamlError as exc:
        got = exc.message, exc.line, exc.column
    assert got == expected


@pytest.mark.parametrize("text", ["deck:\n", 'a: "tab\\there"\n', "a: b\n  c\n", "- \n- a\n", "a: 1\r\n"])
def test_the_fast_path_leaves_what_it_cannot_read_exactly(text: str) -> None:
    assert compose_plain(text, plain_tags(), MAX_NODES) is None


def test_a_text_of_more_nodes_than_allowed_is_left_to_the_composition_and_refused() -> None:
    text = "deck:\n" + "".join(f"  card {i}: 1\n" for i in range(10))
    assert fast_path_agrees(text)
    assert compose_plain(text, plain_tags(), 5) is None
    with pytest.raises(YamlError, match="more than 5 nodes"):
        compose(text, max_nodes=5)


def test_every_yaml_file_of_the_project_reads_the_same() -> None:
    paths = sorted(p for folder in ("examples", "tests") for p in (ROOT / folder).rglob("*.y*ml"))
    read = {path.name for path in paths if fast_path_agrees(path.read_bytes().decode("utf-8", "replace"))}
    assert len(paths) > 100
    decks = [p for folder in ("examples/buddyfight", "examples/yugioh", "tests/games/buddyfight/realdata")
             for p in (ROOT / folder).glob("*.yaml")]  # fmt: skip
    assert len(decks) > 10
    assert {p.name for p in decks} <= read, "every example deck is read by the fast path"


WORDS = ["Dragon", "'Bal''s'", "'x y'", '"q: r"', "''", '"A \\"SD\\""', '"a\\\\b"', '"\\n"', '"\\x41"', "Breath",
         "4", "12", "0", "yes", "No", "on", "~", "null", "Null", "true", "1:00", "0x10", "0o7", "010", "1_0", "3.5",
         ".inf", "-1", "+4", "2024-01-02", "a:b", "x#y", "#c", "'q'", '"d"', "[a]", "{b}", "&a", "*a", "!t", "|", ">",
         "%", "@", "`", "?", "-", ":", ",", "é", "・", "<<", "=", "..", "---", "...", "Omni Lord", "GIGA \"A\"",
         "Bal's", "x:", ":x", "a,b"]  # fmt: skip
SEPARATORS = [" ", " ", " ", "  ", ":", ": ", " #", "#", "", "\t", ", "]
COMMENTS = ["", "", "", "", " # note", "  #x", "#x", "   ", " ", " # a\u2028b", " # \x85", " # \u2029x"]
KEY_ENDS = [": ", ": ", ": ", ":  ", " : ", ":", ":\t", " :"]


TAME = ["Dragon", "Breath", "Bal's", "4", "2", "Omni Lord", "Jackknife,", 'GIGA "A"', "Fire & Ice", "Ω", "!"]


def scalar(rng: random.Random, wild: float) -> str:
    words = [rng.choice(WORDS if rng.random() < wild else TAME) for _ in range(rng.choice((1, 1, 1, 2, 2, 3)))]
    separators = SEPARATORS if rng.random() < wild else [" "]
    return "".join(w + rng.choice(separators) for w in words[:-1]) + words[-1]


def generated(rng: random.Random) -> str:
    """A YAML text of mappings and lists, well indented most of the time, with odd values and odd lines."""
    wild = rng.choice((0.02, 0.1, 0.5))
    lines: list[str] = []
    indents = [0]
    for _ in range(rng.randint(1, 12)):
        indent = indents[-1] if rng.random() < 0.8 else rng.choice(indents + [indents[-1] + rng.choice((1, 2, 3))])
        while indents[-1] > indent:
            indents.pop()
        roll = rng.random()
        pad = " " * indent
        comment = rng.choice(COMMENTS) if rng.random() < wild else ""
        if roll < 0.5:
            end = rng.choice(KEY_ENDS) if rng.random() < wild else ": "
            lines.append(pad + scalar(rng, wild) + end + scalar(rng, wild) + comment)
        elif roll < 0.65:
            lines.append(pad + scalar(rng, wild) + rng.choice([":", ": ", ":   ", ": # c"]))
            indents.append(indent + rng.choice((0, 2, 2, 4)))
        elif roll < 0.85:
            lines.append(pad + rng.choice(["- ", "- ", "-  ", "-"]) + scalar(rng, wild) + comment)
        elif roll < 0.92:
            lines.append(rng.choice(["", "  ", "# comment", "   # x"]))
        else:
            lines.append(pad + scalar(rng, wild))
    return "\n".join(lines) + rng.choice(["\n", "", "\n\n"])


def test_generated_texts_read_the_same() -> None:
    rng = random.Random(18)
    read = 0
    for _ in range(20_000):
        read += fast_path_agrees(generated(rng))
    assert read > 1_000, f"the fast path read only {read} of the generated texts"


def test_the_tags_kept_across_texts_follow_the_resolver(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plain values' tags are kept from text to text: an implicit resolver added since is asked all the same, and
    no more than KNOWN_LIMIT values are kept."""
    from yaml.resolver import Resolver

    import cardpool.yamlcompose as yamlcompose
    import cardpool.yamlplain as yamlplain

    text = "deck:\n  zork: 4\n"
    assert shape(compose(text)) == shape(compose_events(text))
    table = {key: list(value) for key, value in Resolver.yaml_implicit_resolvers.items()}
    monkeypatch.setattr(Resolver, "yaml_implicit_resolvers", table)
    Resolver.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile("^zork$"), list("z"))
    fast = compose(text)
    assert isinstance(fast, YMap) and isinstance(fast.pairs[0][1], YMap)
    assert fast.pairs[0][1].pairs[0][0].tag == "tag:yaml.org,2002:bool"
    assert shape(fast) == shape(compose_events(text))
    monkeypatch.setattr(yamlplain, "KNOWN_LIMIT", 50)
    for i in range(200):
        compose(f"yes{i}: no{i}\n")
        assert len(yamlcompose.plain_tags().known) <= 52


def test_an_ascii_texts_unreadable_characters_are_the_full_classs() -> None:
    """An ASCII text is checked with a small class (the full one, of Unicode ranges, takes milliseconds to compile):
    the two agree on every ASCII character."""
    from cardpool.yamlplain import _UNREAD_ASCII, _unread_any

    for code in range(128):
        char = chr(code)
        assert (_UNREAD_ASCII.search(char) is None) == (_unread_any().search(char) is None), hex(code)


def test_the_characters_left_to_the_composition_are_those_yaml_allows_not_or_breaks_lines_at() -> None:
    """Every code point: the fast path reads a LF and what YAML allows in a text but for a tab, CR, NEL, LS, PS
    and the byte-order mark (``c-printable``: #x9 | #xA | #xD | [#x20-#x7E] | #x85 | [#xA0-#xD7FF] |
    [#xE000-#xFFFD] | [#x10000-#x10FFFF])."""
    from cardpool.yamlplain import _unread_any

    def read(code: int) -> bool:
        if code in (0x9, 0xD, 0x85, 0x2028, 0x2029, 0xFEFF):
            return False
        printable = 0x20 <= code <= 0x7E or 0xA0 <= code <= 0xD7FF or 0xE000 <= code <= 0xFFFD or code >= 0x10000
        return code == 0xA or printable

    unread = _unread_any()
    assert [code for code in range(0x110000) if (unread.search(chr(code)) is None) != read(code)] == []
