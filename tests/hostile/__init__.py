"""The hostile-input corpus (issue 4): committed fixtures, generators for the big ones, and the expectations."""
