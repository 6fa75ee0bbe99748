"""Rendering a page in headless Chromium for tests, over the DevTools protocol on a pipe.

Debian's ``chromium`` package (``apt-get update && apt-get install -y chromium``). Each page gets a
fresh profile and no network features (no sync, component updates, background networking or
QUIC). The viewport is set with ``Emulation.setDeviceMetricsOverride``, so a phone width (390 px)
is really laid out at 390 px (headless windows are at least 500 px wide). Console errors,
uncaught exceptions and error log entries are collected from the protocol's events.
"""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import select
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    "--hide-scrollbars",
    "--remote-debugging-pipe",
)
INSTALL = "apt-get update && apt-get install -y chromium"
TIMEOUT = 60.0


def chromium() -> str | None:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


class Browser:
    """One Chromium process driven over ``--remote-debugging-pipe`` (fd 3 in, fd 4 out)."""

    def __init__(self, binary: str, profile: Path) -> None:
        profile.mkdir(parents=True, exist_ok=True)
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        # Keep our ends and the child's ends away from 3 and 4, so the child's dup2 never clashes.
        high = [fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10) for fd in (to_child_r, from_child_w)]
        for fd in (to_child_r, from_child_w):
            os.close(fd)
        child_in, child_out = high

        def wire() -> None:  # in the child, before exec
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self.log = profile / "chromium.log"
        with open(self.log, "wb") as log:
            self.proc = subprocess.Popen(  # noqa: S603 - a fixed command
                [binary, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=log,
                pass_fds=(3, 4),
                preexec_fn=wire,  # noqa: PLW1509
            )
        os.close(child_in)
        os.close(child_out)
        self.write_fd = to_child_w
        self.read_fd = from_child_r
        self.buffer = b""
        self.next_id = 0
        self.events: list[dict[str, Any]] = []

    def _read(self, deadline: float) -> dict[str, Any]:
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError("chromium did not answer in time")
            ready, _, _ = select.select([self.read_fd], [], [], left)
            if ready:
                chunk = os.read(self.read_fd, 1 << 20)
                if not chunk:
                    raise AssertionError(f"chromium closed the pipe: {self.log.read_text(errors='replace')[-2000:]}")
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        result: dict[str, Any] = json.loads(message)
        return result

    def send(self, method: str, params: dict[str, Any] | None = None, session: str | None = None) -> dict[str, Any]:
        self.next_id += 1
        message: dict[str, Any] = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.write_fd, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + TIMEOUT
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise AssertionError(f"{method}: {reply['error']}")
                answer: dict[str, Any] = reply.get("result", {})
                return answer
            self.events.append(reply)

    def wait_for(self, method: str, session: str) -> None:
        deadline = time.monotonic() + TIMEOUT
        if any(e.get("method") == method and e.get("sessionId") == session for e in self.events):
            return
        while True:
            event = self._read(deadline)
            self.events.append(event)
            if event.get("method") == method and event.get("sessionId") == session:
                return

    def close(self) -> None:
        with contextlib.suppress(AssertionError, OSError):
            self.send("Browser.close")
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self.write_fd, self.read_fd):
            with contextlib.suppress(OSError):
                os.close(fd)


# Measures the laid-out page and tries the sort; returns plain data.
MEASURE = """(() => {
  const w = document.documentElement.clientWidth, out = [];
  document.querySelectorAll("body *").forEach(el => {
    const b = el.getBoundingClientRect();
    if (b.width > 0 && b.right > w + 1)
      out.push(el.tagName.toLowerCase() + (el.className ? "." + el.className : "") + " right=" + Math.round(b.right));
  });
  const row = document.querySelector("#decks tbody tr");
  const r = {width: w, scrollWidth: document.documentElement.scrollWidth, overflow: out.slice(0, 20),
    rowDisplay: row ? getComputedStyle(row).display : null,
    resources: performance.getEntriesByType("resource").map(e => e.name)};
  const buttons = document.querySelectorAll("#decks th button");
  if (buttons.length > 6) {
    buttons[6].click(); buttons[6].click();
    r.sortedErrors = [...document.querySelectorAll("#decks tbody tr")].map(t => parseInt(t.cells[6].textContent, 10));
    r.ariaSort = buttons[6].parentNode.getAttribute("aria-sort");
    buttons[0].click();
  }
  return r;
})()"""


def render(binary: str, page: Path, profile: Path, width: int, screenshot: Path, height: int = 900) -> dict[str, Any]:
    """Load ``page`` at ``width`` CSS pixels, screenshot the whole page, and measure it.

    Returns the measurements and ``console``: every console error, uncaught exception and error
    log entry the page produced.
    """
    browser = Browser(binary, profile)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            browser.send(f"{domain}.enable", session=session)
        browser.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
            session=session,
        )
        browser.send("Page.navigate", {"url": page.resolve().as_uri()}, session=session)
        browser.wait_for("Page.loadEventFired", session)
        measured = browser.send("Runtime.evaluate", {"expression": MEASURE, "returnByValue": True}, session=session)[
            "result"
        ]["value"]
        shot = browser.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True}, session=session)
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        screenshot.write_bytes(base64.b64decode(shot["data"]))
        console = []
        for event in browser.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                console.append(
                    "console: " + " ".join(str(a.get("value", a.get("description"))) for a in params.get("args", []))
                )
            elif method == "Runtime.exceptionThrown":
                console.append(
                    "exception: " + str(params.get("exceptionDetails", {}).get("exception", {}).get("description"))
                )
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                console.append("log: " + str(params["entry"].get("text")))
        measured["console"] = console
        return dict(measured)
    finally:
        browser.close()
