"""pytest fixtures for tests that drive JupyterLab 4 and Notebook 7 in Chromium. A test module
imports the ones it uses (this folder has no conftest.py; see README.md):

    from jupyter_fixtures import front_end, lab_server, notebook_server  # noqa: F401

    def test_something(front_end, lab_server):
        page = front_end(lab_server)             # a FrontEnd, closed after the test
        page.open_notebook("tour.ipynb")

The servers are session-scoped and process-wide (jupyter_app.server): however many modules
import these fixtures, one server of each kind runs, stopped at the end of the session.
"""
import os
import re

import pytest

import browser_session
import jupyter_app
from front_end import FrontEnd

# Server start-up plus opening a page takes 20-40 s on a loaded 2-core machine, beyond the
# 60 s default of pytest.ini once a test does real work; a module sets this as `pytestmark`.
TIMEOUT = pytest.mark.timeout(240)


@pytest.fixture(scope="session")
def chromium():
    """The shared headless Chromium; skips when the system's is absent."""
    if not os.access(browser_session.CHROMIUM, os.X_OK):
        pytest.skip(f"no Chromium at {browser_session.CHROMIUM} (scripts/setup installs "
                    "Debian's `chromium`; or set GAUGE_CHROMIUM)")
    return browser_session.browser()


def _server(kind):
    """The server of `kind`; fails the test (not the run) if it does not start or does not
    offer the `gauge` kernelspec."""
    try:
        server = jupyter_app.server(kind)
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    specs = server.api("api/kernelspecs")["kernelspecs"]
    if "gauge" not in specs:
        pytest.fail(f"jupyter {kind} offers no `gauge` kernelspec (only {sorted(specs)}); "
                    "scripts/setup installs it into .venv", pytrace=False)
    return server


@pytest.fixture(scope="session")
def lab_server(chromium):
    """The JupyterLab 4 server (jupyter_app.JupyterServer)."""
    yield _server("lab")
    jupyter_app.stop("lab")


@pytest.fixture(scope="session")
def notebook_server(chromium):
    """The Notebook 7 server (jupyter_app.JupyterServer)."""
    yield _server("notebook")
    jupyter_app.stop("notebook")


@pytest.fixture
def front_end(chromium, request):
    """A factory: `front_end(server, viewport=(w, h))` opens a FrontEnd page on `server`,
    named after the test for its screenshots (build/browser/<test>-<step>.png). Every page
    is closed after the test, with a last screenshot `<test>-end.png`."""
    name = re.sub(r"[^A-Za-z0-9_.-]+", "-", request.node.name).strip("-")
    pages = []

    def open_page(server, viewport=(1280, 900)):
        page = FrontEnd(server, chromium, name if not pages else f"{name}-{len(pages)}", viewport)
        pages.append(page)
        return page

    yield open_page
    for page in pages:
        try:
            page.shot("end")
        finally:
            page.close()
