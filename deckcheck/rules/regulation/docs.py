"""Where the README documents the regulation rules: the anchor of its section, for a SARIF rule's ``helpUri``."""

DOCS = "regulations-banned-and-limited-lists-by-date"
