"""What the ``deckcheck`` process sets up before anything heavy is imported: Ctrl-C and its output streams.

Only ``os``, ``signal`` and ``sys``, and run first: by ``deckcheck/__init__.py`` when
the process is the ``deckcheck`` command (``python -m deckcheck`` or the console
script), so that a Ctrl-C at any moment, even while click and pydantic are still
being imported, ends the process quietly with exit code 130, never a traceback.
"""

from __future__ import annotations

import os
import signal
import sys

TYPE_CHECKING = False  # not typing's: importing typing takes longer than the rest of this module
if TYPE_CHECKING:
    from types import FrameType, TracebackType

EXIT_INTERRUPTED = 130

_raising = False
"""True while a command runs: Ctrl-C then raises KeyboardInterrupt, so that the command's guard can
clean up (temporary files) and say so; at any other moment the process ends at once."""

_interrupted = False
"""True once Ctrl-C was pressed: a library may catch the KeyboardInterrupt and raise its own error
(pydantic-core wraps it in a SchemaError), which the guard must still answer as an interruption."""


def interrupted_now() -> None:
    """End the process now, quietly: one line on stderr, exit code 130, no traceback and no clean-up."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:  # noqa: SIM105 - contextlib is not imported this early
        os.write(2, b"deckcheck: interrupted\n")
    except OSError:
        pass
    os._exit(EXIT_INTERRUPTED)


def was_interrupted() -> bool:
    """Whether Ctrl-C was pressed while a command ran."""
    return _interrupted


def _on_sigint(signum: int, frame: FrameType | None) -> None:
    global _raising, _interrupted
    _interrupted = True
    if _raising:
        _raising = False  # a second Ctrl-C ends the process at once
        raise KeyboardInterrupt
    interrupted_now()


class interruptible:  # noqa: N801 - used as a context manager, like contextlib's
    """Inside ``with interruptible():`` Ctrl-C raises KeyboardInterrupt (once :func:`install` set the handler)."""

    def __enter__(self) -> None:
        global _raising
        self._previous, _raising = _raising, True

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, traceback: TracebackType | None
    ) -> None:
        global _raising
        _raising = self._previous


def started_as_the_command() -> bool:
    """Whether this process is ``python -m deckcheck`` or the ``deckcheck`` console script (not a program
    that imports deckcheck as a library, such as pytest)."""
    argv = list(getattr(sys, "orig_argv", ()))
    if "-m" in argv:
        at = argv.index("-m")
        return argv[at + 1 : at + 2] == ["deckcheck"]
    script = os.path.basename(sys.argv[0]) if sys.argv else ""
    return script in ("deckcheck", "deckcheck.exe", "deckcheck-script.py")


def _unraisable(info: object) -> None:
    """A Ctrl-C raised where Python cannot pass it on (a weak reference's callback, as the import system's
    module locks have) is not printed as "Exception ignored": :data:`_interrupted` is set, and the command's
    guard answers it when the command ends. Anything else goes to Python's own hook."""
    if not isinstance(getattr(info, "exc_value", None), KeyboardInterrupt):
        sys.__unraisablehook__(info)  # type: ignore[arg-type]


def install() -> None:
    """Handle Ctrl-C quietly, and let the output streams degrade instead of failing on characters
    their encoding lacks (``PYTHONIOENCODING=latin-1``): those are written as ``\\\\u2606`` escapes."""
    signal.signal(signal.SIGINT, _on_sigint)
    sys.unraisablehook = _unraisable
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and getattr(stream, "errors", "strict") == "strict":
            try:  # noqa: SIM105
                reconfigure(errors="backslashreplace")
            except (OSError, ValueError):  # a stream that cannot change stays as it is
                pass


def silence_stdout() -> None:
    """Point file descriptor 1 at the null device: after a failed write to a full disk, the interpreter's
    own flush at exit must not fail again (with a traceback and exit code 120)."""
    try:
        fd = sys.stdout.fileno()
        null = os.open(os.devnull, os.O_WRONLY)
    except (OSError, ValueError, AttributeError):
        return
    try:  # noqa: SIM105
        os.dup2(null, fd)
    except OSError:
        pass
    os.close(null)
