"""Corpus cases for issue 7: what a hostile pull request or a downloaded table tries (see corpus.py).

Kept apart from corpus.py's own lists so that each item's cases sit together;
:func:`hostile.corpus.all_cases` runs them with the rest.
"""

from __future__ import annotations

import csv
from collections.abc import Callable
from pathlib import Path

from hostile.corpus import CHECK, Case, legal_deck_text

W = "{work}"
LINES = 10_000


def _write(name: str, text: Callable[[], str]) -> Callable[[Path], None]:
    def make(work: Path) -> None:
        (work / name).write_text(text(), encoding="utf-8")

    return make


# ---------------------------------------------------------------- item 3: catastrophic backtracking
def _name_number_lines() -> str:
    """The issue's line: ~58 ms each with the old name-and-number pattern (15 minutes for the file)."""
    return legal_deck_text() + ("1 (a/" + " " * 290 + "x1\n") * LINES


def _heading_lines() -> str:
    """Lines (``Monsters    x4``, ``Dragon Breath    x4``) that the old heading patterns first backtracked over,
    quadratically: a heading word with an x count is a heading now, so the card lines between make the 10,000."""
    pieces = ("Monsters", "Flag", "Buddies", "Spells", "Dragon Breath", "Dragoenergy", "Drum Bunker Dragon", "Dragon")
    return legal_deck_text() + "".join(pieces[i % len(pieces)] + " " * 250 + "x4\n" for i in range(18_000))


def _yaml_count_lines() -> str:
    """List items whose text holds a line break after a run of spaces (the count-first pattern's worst case).

    Each is a parse problem, and reading stops after 1,000 of them: 4,000 items of 1,000 spaces."""
    item = '  - "4' + " " * 1_000 + 'a\\nb"\n'
    return "flag: Dragon World\nbuddy: Flarefang Dragon\ndeck:\n" + item * 4_000


def _hostile_card_table(work: Path) -> None:
    """Card text, worlds and attributes built to make the importer's old patterns backtrack."""
    text = (
        "<br"
        + " " * 200
        + "<"
        + " " * 200
        + "[Omni Lord]\nif you use it with non-<"
        + " " * 200
        + "\n"
        + 'You may have any number of "' * 20
        + "\n"
        + "may have " * 40
    )
    with open(work / "cards.csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["card_no", "name", "world", "attribute", "type", "ability_effect"])
        for i in range(1_000):
            writer.writerow(
                [f"H/{i:04}", f"Hostile Card {i}", "Dragon" + " " * 200 + "World", "a" + " " * 200 + "b", "spell", text]
            )


# ---------------------------------------------------------------- item 5: bounded, escaped errors
def _wide_header(work: Path) -> None:
    """A 2 MB header row: the error once echoed all of it (and took quadratic time to look for repeats)."""
    (work / "wide.csv").write_text(",".join(f"column{i}" for i in range(200_000)) + "\nx\n", encoding="utf-8")


# ---------------------------------------------------------------- item 2: links out of the tree, secrets
SECRETS = "api_key: sk-SECRET-0123456789abcdef\ndb_password: hunter2\nsmtp: {user: u, pass: p}\n"


def _linked_secrets(work: Path) -> None:
    (work / "secret").mkdir()
    (work / "secret" / "app.yml").write_text(SECRETS, encoding="utf-8")
    (work / "secret" / ".env").write_text("API_KEY=sk-SECRET-0123456789abcdef\nTOKEN=x\n", encoding="utf-8")
    (work / "decks").mkdir()
    (work / "decks" / "legal.txt").write_text(legal_deck_text(), encoding="utf-8")
    (work / "decks" / "app.yaml").symlink_to(work / "secret" / "app.yml")
    (work / "decks" / "env.txt").symlink_to("../secret/.env")


AWS_CREDENTIALS = (
    "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\n"
    "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = eu-west-1\n"
)
SSH_KEY = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    "3yNTUxOQAAACAqMH1hq0hRLc+xsAusyggwBmDoS3w2YQSN5LABaGQ0bAAAAJB0zZ3EdM2d\n"
    "YOhLfDZhBI3k=\n-----END OPENSSH PRIVATE KEY-----\n"
)


def _linked_credentials(work: Path) -> None:
    (work / "home").mkdir()
    (work / "home" / "credentials").write_text(AWS_CREDENTIALS, encoding="utf-8")
    (work / "home" / "id_ed25519").write_text(SSH_KEY, encoding="utf-8")
    (work / "decks").mkdir()
    (work / "decks" / "aws.txt").symlink_to("../home/credentials")
    (work / "decks" / "key.txt").symlink_to(work / "home" / "id_ed25519")


def _diff_deck() -> str:
    """A deck with a fix pending and lines a runner would obey, were --diff to print them raw."""
    hostile = "  ::stop-commands::pwned\n##[error]forged\n::warning::bare\n# \u202eevil\u200b\n"
    return legal_deck_text().replace("4 Dragon Breath\n", "4 dragon  breath\n" + hostile)


# ---------------------------------------------------------------- item 7: a pool name that is several lines
def _evil_pool(work: Path) -> None:
    card = '{"name": "Evil Card\\n4 Dragon Breath\\nSideboard:", "type": "spell"}'
    (work / "pool.json").write_text('{"cards": [' + card + "]}", encoding="utf-8")
    (work / "deck.txt").write_text("Flag: Dragon World\n4 evil card\n", encoding="utf-8")


CASES: list[Case] = [
    Case(
        "redos-name-number-10k.txt",
        (CHECK, f"{W}/deck.txt"),
        1,
        "deck.txt",
        "unknown card",
        _write("deck.txt", _name_number_lines),
    ),
    Case(
        "redos-headings-10k.txt",
        (CHECK, f"{W}/deck.txt"),
        1,
        "deck.txt",
        "more than 10,000 card lines",
        _write("deck.txt", _heading_lines),
    ),
    Case(
        "redos-yaml-counts.yaml",
        (CHECK, f"{W}/deck.yaml"),
        1,
        "deck.yaml",
        "DC001",
        _write("deck.yaml", _yaml_count_lines),
    ),
    Case(
        "redos-card-text.csv",
        ("pool", "import", f"{W}/cards.csv", "--output", f"{W}/out"),
        0,
        "cards.csv",
        "1000 cards under 1000 names",
        _hostile_card_table,
    ),
    Case(
        "import-wide-header.csv",
        ("pool", "import", f"{W}/wide.csv", "--dry-run"),
        2,
        "wide.csv",
        "column9 and 199,990 more",
        _wide_header,
    ),
    Case(
        "import-proc-environ",
        ("pool", "import", "/proc/self/environ", "--dry-run"),
        2,
        "environ",
        "that do not look like column names, not shown",
    ),
    Case(
        "symlink-out-of-tree",
        (CHECK, f"{W}/decks"),
        0,
        "app.yaml",
        "not checked: a symbolic link to a file outside",
        _linked_secrets,
    ),
    Case(
        "secrets-yaml-named",
        (CHECK, f"{W}/decks/app.yaml"),
        1,
        "app.yaml",
        "not a deck file: 3 of 3 lines unreadable",
        _linked_secrets,
    ),
    Case(
        "secrets-dotenv-named",
        (CHECK, f"{W}/decks/env.txt"),
        1,
        "env.txt",
        "not a deck file: 2 of 2 lines unreadable",
        _linked_secrets,
    ),
    Case(
        "secrets-aws-credentials-named",
        (CHECK, "-f", "github", f"{W}/decks/aws.txt"),
        1,
        "aws.txt",
        "not a deck file: 4 of 4 lines unreadable",
        _linked_credentials,
    ),
    Case(
        "secrets-ssh-key-named",
        (CHECK, "-f", "github", f"{W}/decks/key.txt"),
        1,
        "key.txt",
        "not a deck file: 5 of 5 lines unreadable",
        _linked_credentials,
    ),
    Case(
        "diff-forged-commands.txt",
        (CHECK, "-f", "github", "--diff", f"{W}/deck.txt"),
        1,
        "deck.txt",
        "<U+0020><U+0020><U+003A>:stop-commands::pwned",
        _write("deck.txt", _diff_deck),
    ),
    Case(
        "pool-name-with-line-breaks",
        (CHECK, "--fix", "--pool", f"{W}/pool.json", f"{W}/deck.txt"),
        2,
        "pool.json",
        "a card name must be one line of text; this one holds a line break (U+000A)",
        _evil_pool,
    ),
]
