"""``deckcheck config``: the settings in effect, one per line, with where each came from."""

from __future__ import annotations

from cardpool.visible import visible
from deckcheck.config.resolve import Settings


def _value(value: object) -> str:
    if value is None:
        return "(none)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (tuple, list)):
        return ", ".join(str(v) for v in value) or "(none)"
    return str(value)


def describe(settings: Settings, how: str) -> str:
    """``how``: how the config file was chosen (``--config``, ``--isolated``, searched upward)."""
    from deckcheck.rules import all_rules

    rules = all_rules()
    on = [f"{r.code} {r.slug}" for r in rules if r.code in settings.rules]
    off = [f"{r.code} {r.slug}" for r in rules if r.code not in settings.rules]
    named = {r.code: f"{r.code} {r.slug}" for r in rules}
    src = settings.sources
    rule_source = (
        "; ".join(
            f"{key}: {src.get(key, 'default')}"
            for key in ("select", "extend-select", "ignore")
            if src.get(key) != "default"
        )
        or "default"
    )
    rows: list[tuple[str, str, str]] = [
        ("config file", _value(settings.config_file), how),
        ("pool", _value(settings.pool) if settings.pool else "(each game's default pool)", src["pool"]),
        ("game", settings.game or "(from each file, else the pool's, else buddyfight)", src["game"]),
        ("format", _value(settings.format), src["format"]),
        (
            "regulation",
            _value(settings.regulation) if settings.regulation else "(each game's default: 'deckcheck regulation use')",
            src["regulation"],
        ),
        ("as-of", _value(settings.as_of), src["as-of"]),
        ("strict", _value(settings.strict), src["strict"]),
        (
            "suppressions",
            "disabled (every comment inert)" if settings.disable_suppressions else "honoured",
            src["disable-suppressions"],
        ),
        ("rules", f"{len(on)} of {len(rules)}: " + ", ".join(on), rule_source),
        ("rules off", ", ".join(off) or "(none)", rule_source),
        (
            "severity",
            ", ".join(f"{named.get(code, code)} = {level}" for code, level in sorted(settings.severity.items()))
            or "(defaults)",
            src["severity"],
        ),
        (
            "per-file-ignores",
            "; ".join(
                f"{pattern}: {', '.join(named.get(c, c) for c in sorted(codes))}"
                for pattern, codes in settings.per_file_ignores
            )
            or "(none)",
            src["per-file-ignores"],
        ),
        ("include", _value(settings.include), src["include"]),
        ("exclude", _value(settings.exclude), src["exclude"]),
        ("respect-gitignore", _value(settings.respect_gitignore), src.get("respect-gitignore", "default")),
        ("root", str(settings.root), "globs are relative to it"),
    ]
    width = max(len(name) for name, _, _ in rows)
    return "".join(f"{name:<{width}}  {visible(value)}  [{visible(source)}]\n" for name, value, source in rows)
