"""The event report as one self-contained HTML page.

No network, no fonts, no external scripts or styles: everything is inline. The deck table sorts by
any column with a few lines of plain JavaScript and stays a readable table without it. Under
820 px (every phone, most tablets upright) each deck is one block, in one column, on screen; printed,
the deck table stays a compact table (small type, its header on every page), the page drops the sort marks
and keeps each deck's findings together. The page names the card pools used (a starter pool in red), the
deckcheck version and when it was made. Problems by rule are an inline
SVG bar chart. Every piece of text from a deck file is escaped, and control characters are shown
as ``<U+XXXX>``.
"""

from __future__ import annotations

import html

from deckcheck.event.provenance import About
from deckcheck.event.summary import Event, Row, said
from deckcheck.findings import plural
from deckcheck.reporters.visible import visible

GENERATOR = "deckcheck event report"


def esc(text: object) -> str:
    return html.escape(visible(str(text)), quote=True)


CSS = """
:root{--fg:#1b1f24;--muted:#57606a;--line:#d0d7de;--bg:#fff;--ok:#1a7f37;--bad:#cf222e;--warn:#9a6700;--bar:#0969da}
*{box-sizing:border-box}
body{margin:0;padding:1rem;color:var(--fg);background:var(--bg);
 font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:80rem;margin:0 auto}
h1{font-size:1.5rem;margin:.2rem 0 .5rem}h2{font-size:1.2rem;margin:1.6rem 0 .5rem;border-bottom:1px solid var(--line)}
h3{font-size:1rem;margin:1.2rem 0 .3rem}
p,li{overflow-wrap:anywhere}
.meta{color:var(--muted);margin:.2rem 0}
.counts{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}
.counts li{border:1px solid var(--line);border-radius:6px;padding:.3rem .7rem}
table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top;
 overflow-wrap:break-word}
td.num,td.legal,td.illegal,td.unreadable,td.short{white-space:nowrap}
td.problem{overflow-wrap:anywhere}
td.illegal a,td.unreadable a{color:inherit}
th{background:#f6f8fa}
th button{all:unset;cursor:pointer;font-weight:600}
th button:focus-visible{outline:2px solid var(--bar)}
th[aria-sort=ascending] button::after{content:" \\25B2"}th[aria-sort=descending] button::after{content:" \\25BC"}
td.num,th.num{text-align:right}
.legal{color:var(--ok);font-weight:600}.illegal,.unreadable{color:var(--bad);font-weight:600}
.findings{padding-left:1.2rem}.findings li{margin:.15rem 0}
.code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
.error{color:var(--bad)}.warning{color:var(--warn)}
.deck{border:1px solid var(--line);border-radius:6px;padding:.2rem .8rem .6rem;margin:.8rem 0;break-inside:avoid}
.chart{max-width:36rem}.chart svg{width:100%;height:auto;display:block}
.totals{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1rem}
@media (min-width:901px){td.lineup{min-width:14rem}td.player{min-width:10rem}td.problem{width:40%}}
@media screen and (max-width:900px){
 body{font-size:14px;padding:.6rem}
 th,td{padding:.3rem .2rem}
 td .code{font-size:.8em}
}
@media screen and (max-width:820px){
 body{padding:.6rem}
 table,thead,tbody,tr,th,td{display:block;width:100%}
 thead{position:absolute;left:-9999px}
 tr{border:1px solid var(--line);border-radius:6px;margin:.6rem 0;padding:.3rem .5rem}
 td{border:0;padding:.15rem 0;text-align:left}
 td.num{text-align:left}
 td::before{content:attr(data-label) ": ";font-weight:600;color:var(--muted)}
 td.index{font-weight:600}td.index::before{content:"#"}
 td.lineup::before,td.player::before{content:none}
 td.player{font-weight:600}td.player .meta{font-weight:400}
 td.short{display:inline-block;width:auto;margin-right:1.2rem}
 td:empty{display:none}
 .totals table tr{display:flex;justify-content:space-between;gap:.5rem;margin:0;border:0;
  border-bottom:1px solid var(--line);border-radius:0}
 .totals td{width:auto}.totals td::before{content:none}
}
@media print{
 @page{margin:12mm}
 body{padding:0;font-size:8.5pt;line-height:1.25}th button::after{content:none!important}
 main{max-width:none}
 th,td{padding:.1rem .25rem}
 td .code,td .meta{font-size:.85em}
 thead{display:table-header-group}
 a{color:inherit;text-decoration:none}
 tr,.deck{break-inside:avoid}
 .chart{max-width:24rem}
}
.pool-starter{color:var(--bad);font-weight:600}
"""

# Sorts the deck table by the clicked column; numbers (data-sort) as numbers, text by locale.
JS = """
document.querySelectorAll("table.sortable").forEach(function (table) {
  table.querySelectorAll("th button").forEach(function (button, col) {
    button.addEventListener("click", function () {
      var th = button.parentNode, down = th.getAttribute("aria-sort") === "ascending";
      table.querySelectorAll("th").forEach(function (h) { h.removeAttribute("aria-sort"); });
      th.setAttribute("aria-sort", down ? "descending" : "ascending");
      var body = table.tBodies[0], rows = Array.prototype.slice.call(body.rows);
      var key = function (r) { var c = r.cells[col]; return c.getAttribute("data-sort") || c.textContent.trim(); };
      rows.sort(function (a, b) {
        var x = key(a), y = key(b), n = parseFloat(x) - parseFloat(y);
        var d = isNaN(n) ? x.localeCompare(y) : n;
        return down ? -d : d;
      });
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
});
"""

COLUMNS = (
    ("#", "num"),
    ("Player", ""),
    ("Game", ""),
    ("Lineup", ""),  # the event's own heading (Event.lineup_heading): see _columns
    ("Size", "num"),
    ("Legal", ""),
    ("Errors", "num"),
    ("Warnings", "num"),
    ("First problem", ""),
)


def _title(game: str) -> str:
    """A game's display name (``Future Card Buddyfight``); an unknown game as written."""
    from deckcheck.games import find_game

    found = find_game(game)
    return found.title if found else game


def _about(about: About | None) -> str:
    """The pools used (a starter pool in red: a few cards, not the full list), deckcheck's version, when."""
    if about is None:
        return ""
    items = []
    for pool in about.pools:
        text = f"Card pool for {esc(pool.game)}: {esc(pool.name)} ({esc(pool.location)})"
        if pool.starter:
            text = (
                f'<li class="pool-starter">{text}: the bundled starter pool, a few cards for the examples, '
                "not the full card list; decks were not checked against every card</li>"
            )
        else:
            text = f"<li>{text}</li>"
        items.append(text)
    items.append(f"<li>Made with deckcheck {esc(about.version)} on {esc(about.made)}</li>")
    return f'<ul class="about">{"".join(items)}</ul>'


def _path(path: str) -> str:
    """A file path that may break after each ``/`` (and nowhere else) in a narrow column."""
    return "/<wbr>".join(esc(part) for part in path.split("/"))


LINEUP = 3
"""The index of the lineup column in :data:`COLUMNS`."""


def _columns(event: Event) -> tuple[tuple[str, str], ...]:
    """:data:`COLUMNS` with the lineup column headed in the event's games' own words."""
    return tuple((event.lineup_heading, css) if i == LINEUP else (label, css) for i, (label, css) in enumerate(COLUMNS))


def _lineup(row: Row) -> str:
    return "<br>".join(f"{esc(k)}: {esc(v)}" for k, v in row.lineup)


def _row(index: int, row: Row, columns: tuple[tuple[str, str], ...] = COLUMNS) -> str:
    verdict = esc(row.verdict)
    if row.detailed:
        verdict = f'<a href="#deck-{index}">{verdict}</a>'
    cells = [
        (str(index), "num index", str(index)),
        (f'{esc(row.player)}<br><span class="meta code">{_path(row.path)}</span>', "player", esc(row.player)),
        (esc(row.game_title), "short", ""),
        (_lineup(row), "lineup", ""),
        (str(row.deck_size), "num short", str(row.deck_size)),
        (verdict, f"{row.verdict} short", ""),
        (str(row.errors), "num short", str(row.errors)),
        (str(row.warnings), "num short", str(row.warnings)),
        (esc(row.first_problem), "problem", ""),
    ]
    tds = []
    for (label, _), (content, css, sort) in zip(columns, cells, strict=True):
        attrs = f' data-label="{esc(label)}"'
        if css:
            attrs += f' class="{css}"'
        if sort:
            attrs += f' data-sort="{sort}"'
        tds.append(f"<td{attrs}>{content}</td>")
    return "<tr>" + "".join(tds) + "</tr>"


def _chart(event: Event) -> str:
    """Findings per rule as bars, each under its label, in an inline SVG that scales to its box."""
    if not event.problems:
        return "<p>No problems found.</p>"
    width, step, bar_h = 400, 40, 14
    most = max(n for _, _, n, _ in event.problems)
    height = len(event.problems) * step + 4
    parts = [
        f'<svg viewBox="0 0 {width} {height}" role="img" aria-labelledby="chart-title" '
        'xmlns="http://www.w3.org/2000/svg" font-family="system-ui, sans-serif">',
        '<title id="chart-title">Findings by rule</title>',
    ]
    for i, (rule, code, n, decks) in enumerate(event.problems):
        y = i * step
        w = max(2, round((width - 40) * n / most))
        parts.append(
            f'<text x="0" y="{y + 14}" font-size="13" fill="#1b1f24">{esc(rule)} '
            f'<tspan fill="#57606a">{esc(code)} · {decks} deck{"s" if decks != 1 else ""}</tspan></text>'
            f'<rect x="0" y="{y + 20}" width="{w}" height="{bar_h}" rx="3" fill="#0969da">'
            f"<title>{esc(rule)}: {plural(n, 'finding')} in {plural(decks, 'deck')}</title></rect>"
            f'<text x="{w + 6}" y="{y + 32}" font-size="13" fill="#1b1f24">{n}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _small_table(caption: str, head: tuple[str, ...], rows: list[tuple[object, ...]]) -> str:
    body = (
        "".join(
            "<tr>" + "".join(f"<td{' class=num' if isinstance(c, int) else ''}>{esc(c)}</td>" for c in r) + "</tr>"
            for r in rows
        )
        or f'<tr><td colspan="{len(head)}">none</td></tr>'
    )
    ths = "".join(f"<th>{esc(h)}</th>" for h in head)
    return (
        f"<table><caption class=meta>{esc(caption)}</caption><thead><tr>{ths}</tr></thead><tbody>{body}</tbody></table>"
    )


def render_html(event: Event, about: About | None = None) -> str:
    columns = _columns(event)  # once: the lineup heading looks at every row
    heads = "".join(
        f'<th scope="col"{" class=num" if css else ""}><button type="button">{esc(label)}</button></th>'
        for label, css in columns
    )
    rows = "\n".join(_row(i, row, columns) for i, row in enumerate(event.rows, start=1))
    regulations = "".join(f"<li>Regulation: {esc(r)}</li>" for r in event.regulations) or (
        "<li>No regulation: construction rules only</li>"
    )
    notes = "".join(f"<li>Note: {esc(n)}</li>" for n in event.notes)
    sections = []
    for i, row in enumerate(event.rows, start=1):
        if not row.detailed:
            continue
        items = "".join(
            f'<li><span class="code">{esc(f"{f.line}:{f.column or 1}" if f.line else "deck")}</span> '
            f'<span class="code {esc(f.severity)}">{esc(f.code)} {esc(f.severity)}</span> {esc(said(f))}</li>'
            for f in row.findings
        )
        lineup = "; ".join(f"{esc(k)}: {esc(v)}" for k, v in row.lineup)
        meta = (esc(row.game_title), lineup, f"regulation: {esc(row.regulation)}" if row.readable else "")
        sections.append(
            f'<section class="deck" id="deck-{i}"><h3>{i}. {esc(row.player)} ({esc(row.verdict)})</h3>'
            f'<p class="meta"><span class="code">{esc(row.path)}</span> · {" · ".join(filter(None, meta))}</p>'
            f'<ul class="findings">{items}</ul></section>'
        )
    illegal = "\n".join(sections) or "<p>Every deck is legal, without warnings.</p>"
    totals = "".join(
        [
            _small_table(
                f"Decks by {event.group_word}",
                (event.group_word.capitalize(), "Decks"),
                [(g, n) for g, n in event.by_group],
            ),
            _small_table(
                "Most common problems",
                ("Rule", "Findings", "Decks"),
                [(f"{r} {c}", n, d) for r, c, n, d in event.problems],
            ),
            _small_table("Cards most often over a limit", ("Card", "Decks"), [(c, n) for c, n in event.over_limit]),
        ]
    )
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="{GENERATOR}">
<title>{esc(event.title)}</title>
<style>{CSS}</style>
</head>
<body>
<main>
<h1>{esc(event.title)}</h1>
<p class="meta">Checked as of {esc(event.as_of)}</p>
{_about(about)}
<ul class="counts"><li>{plural(len(event.rows), "deck")}</li><li class="legal">{event.legal} legal</li>
<li class="illegal">{esc(event.illegal_said)}</li></ul>
<ul>{regulations}{notes}</ul>
<h2>Decks</h2>
<table class="sortable" id="decks">
<thead><tr>{heads}</tr></thead>
<tbody>
{rows}
</tbody>
</table>
<h2>Problems by rule</h2>
<div class="chart">{_chart(event)}</div>
<h2>Illegal decks and decks with warnings</h2>
{illegal}
<h2>Totals</h2>
<div class="totals">{totals}</div>
</main>
<script>{JS}</script>
</body>
</html>
"""
