"""Running a check: which files, which settings and pools, reading safely, rules, suppressions, fixes,
reports to their outputs, the exit code. The IO edge of deckcheck; the engine and the rules stay pure."""
