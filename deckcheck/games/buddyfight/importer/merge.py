"""Printings -> cards: reprints of one card become one :class:`Card` with every number.

Printings are grouped by :func:`normalize_name`. Within a name, printings of the
same type and the same set of worlds are one card; a printing whose world or
type is missing joins the card its other printings make. Printings that really
differ in type or worlds stay separate cards of the same name. A flag name is
always one card. Every disagreement is reported; the rule for each field is in
the README ("Importing the card list").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from pydantic import ValidationError

from cardpool.normalize import normalize_name, normalize_number
from deckcheck.games.buddyfight.cards import TEXT_FACTS, BuddyAllowance, BuddyCondition, Card
from deckcheck.games.buddyfight.importer.interpret import Entry, Printing
from deckcheck.games.buddyfight.importer.merge_flags import flag_rules, majority, numbers_of, order

MERGED_FACTS = tuple(f for f in TEXT_FACTS if f not in ("omni_lord_world", "flag"))
"""The text facts a card has when any of its printings states them (its [Omni Lord] world and its flag
rules are merged on their own)."""


def _resolve_types(group: list[Printing], entries: list[Entry]) -> list[Printing]:
    known = [p.type for p in group if p.type is not None]
    kept: list[Printing] = []
    for p in group:
        if p.type is not None:
            kept.append(p)
            continue
        if known:
            filled = majority(known)
            entries.append(
                Entry(p.ref, p.name, "type", "", "filled", "type missing; taken from the other printings", filled)
            )
        elif p.has_stats:
            filled = "monster"
            entries.append(
                Entry(
                    p.ref,
                    p.name,
                    "type",
                    "",
                    "filled",
                    "type missing; a monster, since it has power, defense or critical",
                    filled,
                )
            )
        else:
            entries.append(
                Entry(p.ref, p.name, "type", "", "skipped", "type missing and nothing tells what kind of card it is")
            )
            continue
        kept.append(_with_type(p, filled))
    return kept


def _with_type(p: Printing, card_type: str) -> Printing:
    from dataclasses import replace

    return replace(p, type=card_type)  # type: ignore[arg-type]


def _clusters(group: list[Printing], entries: list[Entry]) -> list[list[Printing]]:
    if len(group) == 1:  # one printing is one card, whatever its world
        return [group]
    clusters: dict[tuple[str, frozenset[str]], list[Printing]] = {}
    worldless: list[Printing] = []
    for p in group:
        if p.worlds:
            clusters.setdefault((str(p.type), frozenset(p.worlds)), []).append(p)
        else:
            worldless.append(p)
    alone: dict[str, list[Printing]] = {}
    for p in worldless:
        same_type = [k for k in clusters if k[0] == p.type]
        if not same_type:
            alone.setdefault(str(p.type), []).append(p)
            continue
        key = max(same_type, key=lambda k: (len(clusters[k]), -list(clusters).index(k)))
        entries.append(
            Entry(
                p.ref,
                p.name,
                "world",
                "",
                "filled",
                "world missing; taken from the other printings",
                " / ".join(clusters[key][0].worlds),
            )
        )
        clusters[key].append(p)
    for card_type, printings in alone.items():
        clusters[(card_type, frozenset())] = printings
    result = [order(c) for c in clusters.values()]
    if len(result) > 1:
        described = "; ".join(
            f"{c[0].type} of {' / '.join(c[0].worlds) or 'no world'} ({numbers_of(c)})" for c in result
        )
        entries.append(
            Entry(
                result[0][0].ref,
                result[0][0].name,
                "name",
                result[0][0].name,
                "conflict",
                f"printings of this name differ in type or world, kept as {len(result)} cards: {described}",
            )
        )
    return result


def _agree(
    printings: Sequence[Printing], field: str, get: Callable[[Printing], object], entries: list[Entry], how: str
) -> None:
    if not printings:
        return
    values: dict[object, list[Printing]] = {}
    for p in printings:
        values.setdefault(get(p), []).append(p)
    if len(values) > 1:
        described = "; ".join(f"{_show(v)} ({numbers_of(ps)})" for v, ps in values.items())
        entries.append(
            Entry(printings[0].ref, printings[0].name, field, "", "conflict", f"printings differ: {described}; {how}")
        )


def _show(value: object) -> str:
    if isinstance(value, tuple):
        return " / ".join(str(v) for v in value) or "none"
    return "none" if value is None else str(value)


def _fact_getter(fact: str) -> Callable[[Printing], object]:
    return lambda p: getattr(p.facts, fact)


def _report_disagreements(cluster: list[Printing], texted: list[Printing], entries: list[Entry]) -> None:
    _agree(
        cluster,
        "attribute",
        lambda p: tuple(sorted(p.attributes)),
        entries,
        "the card keeps every attribute of every printing",
    )
    _agree(cluster, "size", lambda p: p.size, entries, "the size of most printings is kept")
    for fact in MERGED_FACTS:
        _agree(
            texted,
            fact,
            _fact_getter(fact),
            entries,
            "the card has the fact when any printing's text states it",
        )
    stated = [p for p in texted if p.facts.omni_lord_world]
    _agree(stated, "omni_lord_world", lambda p: p.facts.omni_lord_world, entries, "the first printing's world is kept")


def _card(cluster: list[Printing], entries: list[Entry]) -> Card | None:
    first = cluster[0]
    texted = [p for p in cluster if p.has_text] or cluster
    if len(cluster) > 1:  # one printing cannot disagree with itself (most cards of a large table)
        _report_disagreements(cluster, texted, entries)
    if not any(p.worlds for p in cluster) and first.type != "flag":
        entries.append(
            Entry(
                first.ref,
                first.name,
                "world",
                "",
                "note",
                "no printing gives a world; the card is usable only through an attribute flag or [Omni Lord]",
            )
        )
    try:
        return Card.model_validate(_stated(_card_fields(cluster, texted, entries)))
    except ValidationError as exc:
        reason = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        for p in cluster:
            entries.append(Entry(p.ref, p.name, "row", "", "skipped", f"not a valid card: {reason}"))
        return None


def _card_fields(cluster: list[Printing], texted: list[Printing], entries: list[Entry]) -> dict[str, object]:
    if len(cluster) == 1:
        return _one_printing_fields(cluster[0], entries)
    return _merged_fields(cluster, texted, entries)


def _merged_fields(cluster: list[Printing], texted: list[Printing], entries: list[Entry]) -> dict[str, object]:
    """A card's fields from all its printings (``texted``: those with a text, else all of them)."""
    first = cluster[0]
    return {
        "name": majority([p.name for p in cluster]),
        "numbers": tuple(dict.fromkeys(p.number for p in cluster if p.number)),
        "type": first.type,
        "worlds": majority([p.worlds for p in cluster]),
        "attributes": _attributes(cluster),
        "size": majority([p.size for p in cluster]) if any(p.size is not None for p in cluster) else None,
        "omni_lord": any(p.facts.omni_lord for p in texted),
        "omni_lord_world": next((p.facts.omni_lord_world for p in texted if p.facts.omni_lord_world), None),
        "any_flag": any(p.facts.any_flag for p in texted),
        "any_number": any(p.facts.any_number for p in texted),
        "shared_limit": tuple(dict.fromkeys(n for p in texted for n in p.facts.shared_limit)),
        "my_buddy": any(p.facts.my_buddy for p in texted),
        "can_be_buddy": any(p.facts.can_be_buddy for p in texted),
        "evil_deity": any(p.facts.evil_deity for p in texted),
        "buddy_allows": _buddy_allows(texted),
        "only_flag": next((p.facts.only_flag for p in texted if p.facts.only_flag), None),
        "only_buddy": _only_buddy(texted),
        "texts": _texts(texted),
        "flag": flag_rules(cluster, entries) if first.type == "flag" else None,
    }


def _one_printing_fields(p: Printing, entries: list[Entry]) -> dict[str, object]:
    """:func:`_card_fields` of a card of one printing (most cards of a large table): the same fields, read
    straight from the printing."""
    facts = p.facts
    return {
        "name": p.name,
        "numbers": (p.number,) if p.number else (),
        "type": p.type,
        "worlds": p.worlds,
        "attributes": tuple(dict.fromkeys(p.attributes)),
        "size": p.size,
        "omni_lord": bool(facts.omni_lord),
        "omni_lord_world": facts.omni_lord_world or None,
        "any_flag": bool(facts.any_flag),
        "any_number": bool(facts.any_number),
        "shared_limit": tuple(dict.fromkeys(facts.shared_limit)),
        "my_buddy": bool(facts.my_buddy),
        "can_be_buddy": bool(facts.can_be_buddy),
        "evil_deity": bool(facts.evil_deity),
        "buddy_allows": _buddy_allows((p,)),
        "only_flag": facts.only_flag or None,
        "only_buddy": _only_buddy((p,)),
        "texts": _texts((p,)),
        "flag": flag_rules([p], entries) if p.type == "flag" else None,
    }


def _attributes(cluster: list[Printing]) -> tuple[str, ...]:
    """Every attribute of every printing, the most common first (ties: the first seen)."""
    if len(cluster) == 1:  # a printing's attributes are distinct already (parse_attributes)
        return tuple(dict.fromkeys(cluster[0].attributes))
    counts = Counter(a for p in cluster for a in p.attributes)
    seen = list(dict.fromkeys(a for p in cluster for a in p.attributes))
    return tuple(sorted(seen, key=lambda a: (-counts[a], seen.index(a))))


_DEFAULTS: dict[str, object] = {
    name: field.get_default(call_default_factory=True)
    for name, field in Card.model_fields.items()
    if not field.is_required()
}


def _stated(fields: dict[str, object]) -> dict[str, object]:
    """The fields that differ from the model's defaults: the card is the same (the defaults fill the rest, and
    the pool file leaves them out), but pydantic keeps a set of the fields given on each card, and 20 names a
    card cost some 2 KB on a 100,000-card import; a card loaded from a pool file has the same small set."""
    return {key: value for key, value in fields.items() if key not in _DEFAULTS or value != _DEFAULTS[key]}


def _only_buddy(printings: Sequence[Printing]) -> BuddyCondition | None:
    found = next((p.facts.only_buddy for p in printings if p.facts.only_buddy), None)
    return BuddyCondition(attributes=found[0], name_has=found[1]) if found else None


def _buddy_allows(printings: Sequence[Printing]) -> BuddyAllowance | None:
    found = next((p.facts.buddy_allows for p in printings if p.facts.buddy_allows), None)
    return BuddyAllowance(flag=found[0], card_types=found[1]) if found else None


def _texts(printings: Sequence[Printing]) -> dict[str, str]:
    """Each fact's sentence, from the first printing (in card-number order) whose text states it."""
    texts: dict[str, str] = {}
    for p in printings:
        for fact, sentence in p.facts.texts.items():
            texts.setdefault(fact, sentence)
        if p.flag is not None and p.flag.status == "ok" and p.flag.sentence:
            texts.setdefault("flag", p.flag.sentence)
    return dict(sorted(texts.items()))


def merge(
    printings: Iterable[Printing], keys: dict[str, str] | None = None
) -> tuple[list[Card], list[Entry], list[Printing]]:
    """Merge printings into cards (sorted by normalised name, then :func:`_card_order`) and report what it decided.

    Also returns the printings that made it into a card, with the types filled in (in row order). ``keys``, when
    given, is filled with each printed name's :func:`normalize_name` (worked out once, here).
    """
    groups: dict[str, list[Printing]] = {}
    keys = {} if keys is None else keys
    for p in printings:
        key = keys.get(p.name)
        if key is None:
            key = keys[p.name] = normalize_name(p.name)
        groups.setdefault(key, []).append(p)
    cards: list[Card] = []
    entries: list[Entry] = []
    used: list[Printing] = []
    for key in sorted(groups):
        group = _resolve_types(order(groups[key]), entries)
        flags = [p for p in group if p.type == "flag"]
        others = [p for p in group if p.type != "flag"]
        clusters = ([flags] if flags else []) + (_clusters(others, entries) if others else [])
        if flags and others:
            entries.append(
                Entry(
                    flags[0].ref,
                    flags[0].name,
                    "type",
                    "flag",
                    "conflict",
                    f"a flag and other cards share this name: {numbers_of(others)}; kept as separate cards",
                )
            )
        named: list[Card] = []
        for cluster in clusters:
            card = _card(cluster, entries)
            if card is not None:
                named.append(card)
                used.extend(cluster)
                _report_duplicates(cluster, entries)
        if len(named) > 1:  # the names come in order already: only the cards of one name need sorting
            named.sort(key=_card_order)
        cards += named
    linked, entries = link_shared_groups(cards, entries, keys)
    return linked, entries, sorted(used, key=lambda p: p.row)


def _card_order(card: Card) -> tuple[tuple[str, ...], str, tuple[str, ...]]:
    """How the cards of one name are ordered: by their numbers, then type and worlds."""
    return tuple(normalize_number(n) for n in card.numbers), card.type, card.worlds


def _report_duplicates(cluster: list[Printing], entries: list[Entry]) -> None:
    if len(cluster) == 1:
        return
    counts = Counter(p.number for p in cluster if p.number)
    for p in cluster:
        if counts.get(p.number, 0) > 1 and p is not next(q for q in cluster if q.number == p.number):
            entries.append(
                Entry(p.ref, p.name, "card_no", p.number, "note", f"row {p.row} repeats this card number; merged")
            )


def link_shared_groups(
    cards: list[Card], entries: list[Entry], keys: dict[str, str] | None = None
) -> tuple[list[Card], list[Entry]]:
    """Spell the names of each shared group as the pool prints them; report names the pool lacks.

    ``keys`` are the names' :func:`normalize_name` already worked out."""
    known = keys or {}
    canonical = {known.get(c.name) or normalize_name(c.name): c.name for c in cards}
    result: list[Card] = []
    for card in cards:
        if not card.shared_limit:
            result.append(card)
            continue
        names: list[str] = []
        for member in card.shared_limit:
            found = canonical.get(normalize_name(member))
            if found is None:
                entries.append(
                    Entry(
                        card.numbers[0] if card.numbers else "",
                        card.name,
                        "text",
                        member,
                        "note",
                        "shares its limit of four with a card that is not in this table; kept as written",
                    )
                )
            names.append(found or member)
        result.append(card.model_copy(update={"shared_limit": tuple(dict.fromkeys(names))}))
    return result, entries
