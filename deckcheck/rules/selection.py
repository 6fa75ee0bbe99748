"""Choosing rules by slug, code or code prefix, as ``select``/``ignore`` do in ruff and flake8."""

from __future__ import annotations

from collections.abc import Iterable

from cardpool.visible import clip
from deckcheck.rules import all_rules
from deckcheck.rules.choice import RuleChoice

ALWAYS_ON = frozenset({"DC001"})
"""The codes of the rules that cannot be turned off or made a warning (parse-error): an unreadable line is never
skipped silently."""


class SelectorError(ValueError):
    """A rule selector that names no rule."""


def rules_for(token: str) -> frozenset[str]:
    """The rule codes that ``token`` names, case-insensitive: a code (``BF202``: that rule only), a code prefix
    (``BF2``, ``DC``: the codes that start so, never another game's), ``ALL``, or a slug (``copy-limit``: the rule
    of that name in every game, ``BF202`` and ``YG202``). Raises :class:`SelectorError` when it names none."""
    key = token.strip().lower()
    rules = all_rules()
    if key == "all":
        return frozenset(r.code for r in rules)
    matched = frozenset(r.code for r in rules if key == r.slug or (key and r.code.lower().startswith(key)))
    if not matched:
        raise SelectorError(f"no rule matches '{clip(token)}'{did_you_mean(token, rules)} (see 'deckcheck rules')")
    return matched


def codes_for(token: str) -> frozenset[str]:
    """What :func:`rules_for` names, or nothing when ``token`` names no rule (a suppression comment's name)."""
    try:
        return rules_for(token)
    except SelectorError:
        return frozenset()


def did_you_mean(token: str, rules: Iterable[object] | None = None) -> str:
    """``; did you mean 'unusable-card'?`` for the slug or code closest to a mistyped one, as ``explain`` does
    (of ``rules``, else of every rule); empty when none is close."""
    import difflib

    key = token.strip().lower()[:100]
    rules = all_rules() if rules is None else rules
    words = sorted({w for r in rules for w in (getattr(r, "slug", ""), getattr(r, "code", "")) if w})
    close = difflib.get_close_matches(key, [w.lower() for w in words], n=1, cutoff=0.6)
    nearest = next((w for w in words if close and w.lower() == close[0]), None)
    return f"; did you mean '{nearest}'?" if nearest else ""


def split_tokens(values: Iterable[str]) -> list[str]:
    """Comma-separated, repeatable option values as one list of tokens."""
    return [t.strip() for value in values for t in value.split(",") if t.strip()]


def enabled_rules(
    select: Iterable[str] | None, extend_select: Iterable[str] = (), ignore: Iterable[str] = ()
) -> RuleChoice:
    """The codes of ``select`` (every rule when ``None``) plus ``extend-select``, minus ``ignore``; parse-error
    always stays. Without ``select`` the choice is every rule but the ignored ones, which loads no game's rules
    unless a selector has to be looked up (:class:`~deckcheck.rules.choice.RuleChoice`)."""
    chosen: set[str] = set()
    if select is not None:
        for token in select:
            chosen |= rules_for(token)
        for token in extend_select:
            chosen |= rules_for(token)
    else:
        for token in extend_select:
            rules_for(token)  # a selector that names no rule is an error even when every rule runs already
    off: set[str] = set()
    for token in ignore:
        matched = rules_for(token)
        if matched <= ALWAYS_ON:
            raise SelectorError("parse-error cannot be ignored; an unreadable line is never skipped silently")
        off |= matched  # a prefix such as DC skips the other DC rules
    if select is None:
        return RuleChoice.every_but(off - ALWAYS_ON)
    return RuleChoice.only((chosen - off) | ALWAYS_ON)
