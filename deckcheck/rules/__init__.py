"""Every rule deckcheck knows, registered on import, in the order of their codes."""

from deckcheck.rules import flag_buddy, limits, names, usability  # noqa: F401  (registration)
from deckcheck.regulations import rules as _regulation_rules  # noqa: F401,E402  (registration)
from deckcheck.rules.base import REGISTRY, Rule


def all_rules() -> list[Rule]:
    return sorted(REGISTRY.values(), key=lambda r: r.code)


def find_rule(key: str) -> Rule | None:
    """A rule by slug or by code (case-insensitive)."""
    key = key.strip().lower()
    for candidate in REGISTRY.values():
        if key in (candidate.slug, candidate.code.lower()):
            return candidate
    return None


__all__ = ["REGISTRY", "Rule", "all_rules", "find_rule"]
