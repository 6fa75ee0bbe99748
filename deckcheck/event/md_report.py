"""The event report as Markdown: the deck table, a section per illegal deck, then the totals."""

from __future__ import annotations

from deckcheck.event.summary import Event, Row, said
from deckcheck.findings import plural
from deckcheck.reporters.markdown import md_text as md


def _anchor(index: int) -> str:
    return f"deck-{index}"


def _lineup(row: Row) -> str:
    return "; ".join(f"{k}: {v}" for k, v in row.lineup)


def render_markdown(event: Event) -> str:
    lines = [f"# {md(event.title)}", ""]
    lines.append(
        f"Checked as of **{event.as_of}**: {plural(len(event.rows), 'deck')}, {event.legal} legal, "
        f"{event.illegal_said}."
    )
    lines.append("")
    for regulation in event.regulations or ("no regulation (construction rules only)",):
        lines.append(f"- Regulation: {md(regulation)}")
    for note in event.notes:
        lines.append(f"- Note: {md(note)}")
    lines += ["", "## Decks", ""]
    lines.append(
        f"| # | Player | Game | {md(event.lineup_heading)} | Size | Legal | Errors | Warnings | First problem |"
    )
    lines.append("|---:|---|---|---|---:|---|---:|---:|---|")
    for i, row in enumerate(event.rows, start=1):
        verdict = f"[{row.verdict}](#{_anchor(i)})" if row.detailed else row.verdict
        lines.append(
            f"| {i} | {md(row.player)} | {md(row.game_title)} | {md(_lineup(row))} | {row.deck_size} | {verdict} | "
            f"{row.errors} | {row.warnings} | {md(row.first_problem)} |"
        )
    detailed = [(i, row) for i, row in enumerate(event.rows, start=1) if row.detailed]
    if detailed:
        lines += ["", "## Illegal decks and decks with warnings"]  # as the HTML report's
    for i, row in detailed:
        lines += ["", f'### <a id="{_anchor(i)}"></a>{i}. {md(row.player)} ({md(row.path)})', ""]
        about = (md(row.game_title), md(_lineup(row)), f"regulation: {md(row.regulation)}" if row.readable else "")
        lines.append("; ".join(filter(None, about)))  # (a file that could not be read: its game alone)
        lines.append("")
        for finding in row.findings:
            where = f"{finding.line}:{finding.column or 1}" if finding.line else "deck"
            lines.append(f"- `{where}` **{finding.code}** {finding.severity}: {md(said(finding))}")
    lines += ["", "## Totals", "", f"| Decks by {event.group_word} | Decks |", "|---|---:|"]
    lines += [f"| {md(name)} | {n} |" for name, n in event.by_group]
    lines += ["", "| Most common problems | Code | Findings | Decks |", "|---|---|---:|---:|"]
    lines += [f"| {md(rule)} | {code} | {n} | {decks} |" for rule, code, n, decks in event.problems] or [
        "| none | | | |"
    ]
    lines += ["", "| Cards most often over a limit | Decks |", "|---|---:|"]
    lines += [f"| {md(card)} | {n} |" for card, n in event.over_limit] or ["| none | |"]
    return "\n".join(lines) + "\n"
