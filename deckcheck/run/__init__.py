"""Running a check: which files, which settings and pools, reading safely, rules, suppressions, fixes; an
:class:`~deckcheck.run.execute.Outcome` out. The IO edge of deckcheck's input (the CLI renders and writes the
reports); the engine and the rules stay pure."""
