"""Making report text safe for terminals and CI logs: the functions live in :mod:`cardpool.visible`."""

from __future__ import annotations

from cardpool.visible import QUOTE_LIMIT, acted_on, clip, line_start, listing, one_line, shown, visible

__all__ = ["QUOTE_LIMIT", "acted_on", "clip", "line_start", "listing", "one_line", "shown", "visible"]
