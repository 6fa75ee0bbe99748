"""The pre-commit hooks and the example CI files: they parse, and the commands they run pass on the
example decks (run as a new process, as pre-commit and Actions run them)."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from deckcheck.readers import deck_suffixes

from helpers import REPO

HOOKS = REPO / ".pre-commit-hooks.yaml"
CI = REPO / "examples" / "ci"
LEGAL_EXAMPLES = sorted(
    p
    for p in (REPO / "examples").rglob("*")
    if p.suffix in (".txt", ".yaml")
    and "ci" not in p.relative_to(REPO / "examples").parts
    and "expect: legal []" in p.read_bytes().decode("utf-8", "replace").splitlines()[0]  # encoding.txt is cp1252
)


def _deckcheck(argv: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    assert argv[0] == "deckcheck"
    environment = {**os.environ, "PYTHONPATH": str(REPO), **(env or {})}
    environment.pop("GITHUB_ACTIONS", None) if not env or "GITHUB_ACTIONS" not in env else None
    return subprocess.run(
        [sys.executable, "-m", "deckcheck", *argv[1:]],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture
def deck_repo(tmp_path: Path) -> Path:
    """A deck repository: the legal example decks under decks/."""
    assert len(LEGAL_EXAMPLES) >= 2
    (tmp_path / "decks").mkdir()
    for path in LEGAL_EXAMPLES:
        shutil.copy(path, tmp_path / "decks" / path.name)
    return tmp_path


def _hooks() -> dict[str, dict[str, object]]:
    hooks = yaml.safe_load(HOOKS.read_text(encoding="utf-8"))
    assert isinstance(hooks, list)
    return {hook["id"]: hook for hook in hooks}


def test_pre_commit_hooks_file_declares_both_hooks() -> None:
    hooks = _hooks()
    assert set(hooks) == {"deckcheck", "deckcheck-fix"}
    for hook in hooks.values():
        assert {"id", "name", "entry", "language"} <= set(hook) and hook["language"] == "python"
        assert re.search(str(hook["files"]), "decks/a.yaml") and not re.search(str(hook["files"]), "README.md")
        for suffix in deck_suffixes():  # every deck file deckcheck reads (a .ydke holds a ydke:// URL)
            assert re.search(str(hook["files"]), f"decks/a{suffix}"), suffix
        assert not re.search(str(hook["files"]), "decks/a.ydkex")
        for not_a_deck in (".pre-commit-config.yaml", ".github/workflows/ci.yml", "README.txt", "docs/LICENSE.txt"):
            assert re.search(str(hook["exclude"]), not_a_deck), not_a_deck
        for deck in ("decks/a.yaml", "my-readme-deck.txt", "a/b.ydk"):
            assert not re.search(str(hook["exclude"]), deck), deck
    assert "--fix" in str(hooks["deckcheck-fix"]["entry"]) and "--fix" not in str(hooks["deckcheck"]["entry"])


def test_example_pre_commit_config_uses_the_hooks_and_they_pass(deck_repo: Path) -> None:
    config = yaml.safe_load((CI / ".pre-commit-config.yaml").read_text(encoding="utf-8"))
    hooks = _hooks()
    used = [hook for repo in config["repos"] for hook in repo["hooks"]]
    assert {hook["id"] for hook in used} <= set(hooks) and used
    assert len(used) == 1, "one hook enabled (deckcheck-fix also checks: both would check every deck twice)"
    files = sorted(str(p.relative_to(deck_repo)) for p in (deck_repo / "decks").iterdir())
    before = {p.name: p.read_bytes() for p in (deck_repo / "decks").iterdir()}
    for hook in used:
        spec = hooks[hook["id"]]
        chosen = [f for f in files if re.search(str(spec["files"]), f) and re.search(hook.get("files", ""), f)]
        assert chosen == files
        proc = _deckcheck(shlex.split(str(spec["entry"])) + list(hook.get("args", [])) + chosen, deck_repo)
        assert proc.returncode == 0, proc.stdout + proc.stderr
    assert {p.name: p.read_bytes() for p in (deck_repo / "decks").iterdir()} == before, "legal decks stay as they are"


def test_pre_commit_hook_fails_a_broken_deck(deck_repo: Path) -> None:
    (deck_repo / "decks" / "broken.txt").write_text("Flag: Dragon World\n4 Dragn Breth\n", encoding="utf-8")
    proc = _deckcheck(shlex.split(str(_hooks()["deckcheck"]["entry"])) + ["decks/broken.txt"], deck_repo)
    assert proc.returncode == 1 and "DC002" in proc.stdout


def test_force_exclude_lets_the_repository_exclude_files_pre_commit_names(deck_repo: Path) -> None:
    (deck_repo / "decks" / "notes.txt").write_text("not a deck\n", encoding="utf-8")
    (deck_repo / "deckcheck.toml").write_text("exclude = ['notes.txt']\n", encoding="utf-8")
    proc = _deckcheck(shlex.split(str(_hooks()["deckcheck"]["entry"])) + ["decks/notes.txt"], deck_repo)
    assert proc.returncode == 0 and "0 decks checked" in proc.stdout


def _trusted_pool(deck_repo: Path, workflow: dict) -> None:
    """The pool the workflow checks against, where its second checkout puts the default branch's ``pools/``
    (here a copy of the starter pool's cards, as a pool directory of one YAML file)."""
    steps = [step for job in workflow["jobs"].values() for step in job["steps"]]
    [trusted] = [step for step in steps if step.get("with", {}).get("path") == "trusted"]
    assert trusted["with"]["ref"] == "${{ github.event.repository.default_branch }}", "never the pull request's"
    pool = deck_repo / "trusted" / "pools" / "buddyfight"
    pool.mkdir(parents=True)
    shutil.copy(REPO / "deckcheck" / "games" / "buddyfight" / "data" / "starter.yaml", pool / "cards.yaml")
    for deck in LEGAL_EXAMPLES:  # the workflow's repository is a Buddyfight one: one --pool, one game
        if "yugioh" in deck.relative_to(REPO / "examples").parts:
            (deck_repo / "decks" / deck.name).unlink()


def test_example_workflow_checks_a_folder_and_writes_sarif_for_upload(deck_repo: Path) -> None:
    workflow = yaml.safe_load((CI / "deckcheck.yml").read_text(encoding="utf-8"))
    steps = [step for job in workflow["jobs"].values() for step in job["steps"]]
    [check] = [step for step in steps if str(step.get("run", "")).startswith("deckcheck check")]
    [upload] = [step for step in steps if "upload-sarif" in str(step.get("uses", ""))]
    sarif = upload["with"]["sarif_file"]
    condition = " ".join(str(upload.get("if")).split())
    assert condition.startswith("always() && steps.check.outcome != 'skipped'"), "upload when the decks fail too"
    assert "hashFiles('deckcheck.sarif') != ''" in condition, "only a SARIF the check wrote"
    assert "github.event.pull_request.head.repo.full_name == github.repository" in condition, "not from forks"
    assert check.get("id") == "check"
    _trusted_pool(deck_repo, workflow)
    proc = _deckcheck(shlex.split(check["run"]), deck_repo, env={"GITHUB_ACTIONS": "true"})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert (deck_repo / sarif).is_file()
    import json

    document = json.loads((deck_repo / sarif).read_text(encoding="utf-8"))
    assert document["version"] == "2.1.0" and document["runs"][0]["results"] == []
    assert document["runs"][0]["invocations"][0]["executionSuccessful"] is True
    assert all(line.startswith(("::", "decks/")) for line in proc.stdout.splitlines()[:-1])


def test_example_workflow_does_not_trust_the_pull_requests_config(deck_repo: Path) -> None:
    """A pull request controls deckcheck.toml: its ``pool = "/etc/shadow"`` or ``exclude`` must not steer the job."""
    workflow = yaml.safe_load((CI / "deckcheck.yml").read_text(encoding="utf-8"))
    steps = [s for job in workflow["jobs"].values() for s in job["steps"]]
    [check] = [s for s in steps if str(s.get("run", "")).startswith("deckcheck")]
    _trusted_pool(deck_repo, workflow)
    (deck_repo / "deckcheck.toml").write_text('pool = "/etc/passwd"\nexclude = ["*"]\n', encoding="utf-8")
    (deck_repo / "decks" / "broken.txt").write_text("Flag: Dragon World\n4 Dragn Breth\n", encoding="utf-8")
    proc = _deckcheck(shlex.split(check["run"]), deck_repo, env={"GITHUB_ACTIONS": "true"})
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "cannot load the card pool" not in proc.stderr and "title=DC002 unknown-card" in proc.stdout
