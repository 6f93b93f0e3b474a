"""One headless Chromium (the system's, never downloaded) for every test module of the
harness: Playwright's sync API allows one instance per thread, so it is a process-wide
singleton, stopped at exit, rather than a per-module pytest fixture."""
import atexit
import os

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("GAUGE_CHROMIUM", "/usr/bin/chromium")
_state = {}


def _stop():
    for key in ("reduced", "normal"):
        if key in _state:
            _state.pop(key).close()
    if "playwright" in _state:
        _state.pop("playwright").stop()


def browser(reduced_motion=False):
    """The shared browser; with `reduced_motion`, one launched as on a system with "reduce
    motion" on (`--force-prefers-reduced-motion`): unlike Playwright's per-page media
    emulation, that setting reaches SVG documents shown through <img>."""
    if "playwright" not in _state:
        _state["playwright"] = sync_playwright().start()
        atexit.register(_stop)
    key = "reduced" if reduced_motion else "normal"
    if key not in _state:
        args = ["--force-prefers-reduced-motion"] if reduced_motion else []
        _state[key] = _state["playwright"].chromium.launch(
            executable_path=CHROMIUM, headless=True, args=args)
    return _state[key]
