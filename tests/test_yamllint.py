"""Shipped YAML (the pre-commit hooks, the examples, the bundled data) passes ``yamllint -d relaxed``: a user who
copies an example into a repository that lints its YAML gets no error from it."""

from __future__ import annotations

from pathlib import Path

import pytest
from yamllint import linter
from yamllint.config import YamlLintConfig

REPO = Path(__file__).resolve().parents[1]
SHIPPED = sorted(
    [REPO / ".pre-commit-hooks.yaml"]
    + [p for top in ("examples", "deckcheck") for s in ("*.yaml", "*.yml") for p in (REPO / top).rglob(s)]
    + list((REPO / "examples").rglob(".*.yaml"))
)
MEANT_TO_FAIL = {REPO / "examples" / "buddyfight" / "rules" / "duplicate-entry.yaml": {"key-duplicates"}}
"""Examples whose point is the mistake yamllint reports too: the duplicate-entry rule's deck."""


def _errors(path: Path) -> list[str]:
    config = YamlLintConfig("extends: relaxed")
    problems = linter.run(path.read_text(encoding="utf-8"), config, str(path))
    return [f"{p.line}:{p.column} {p.rule}: {p.desc}" for p in problems if p.level == "error"]


def test_the_shipped_yaml_is_found() -> None:
    names = {p.relative_to(REPO).as_posix() for p in SHIPPED}
    assert {".pre-commit-hooks.yaml", "examples/ci/deckcheck.yml", "examples/ci/.pre-commit-config.yaml"} <= names


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.relative_to(REPO).as_posix())
def test_shipped_yaml_passes_yamllint_relaxed(path: Path) -> None:
    errors = _errors(path)
    if path in MEANT_TO_FAIL:
        assert errors and {e.split(" ")[1].rstrip(":") for e in errors} == MEANT_TO_FAIL[path]
    else:
        assert errors == []
