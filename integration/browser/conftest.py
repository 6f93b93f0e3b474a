"""Shared set-up of the motion harness: the animated SVG fixtures (written by the Swift test
`GaugeRenderTests.BrowserFixtures`) and headless Chromium from the system (never downloaded)."""
import json
import os
import pathlib
import shutil
import subprocess
import tempfile

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("GAUGE_CHROMIUM", "/usr/bin/chromium")


def _write_fixtures(directory):
    swift = shutil.which("swift") or "/opt/swift/usr/bin/swift"
    env = dict(os.environ, GAUGE_FIXTURE_DIR=str(directory))
    subprocess.run([swift, "test", "--filter", "GaugeRenderTests.BrowserFixtures"], cwd=ROOT,
                   env=env, check=True, stdout=subprocess.DEVNULL)


def load_fixtures():
    """[(fixture dict, svg text)], from $GAUGE_FIXTURE_DIR when it holds fixtures, else
    generated now into a temporary directory by `swift test`."""
    given = os.environ.get("GAUGE_FIXTURE_DIR")
    directory = pathlib.Path(given) if given else pathlib.Path(tempfile.mkdtemp(prefix="gauge-fx-"))
    if not list(directory.glob("*.json")):
        _write_fixtures(directory)
    result = []
    for path in sorted(directory.glob("*.json")):
        fixture = json.loads(path.read_text())
        result.append((fixture, path.with_suffix(".svg").read_text()))
    return result


FIXTURES = load_fixtures()


def pytest_generate_tests(metafunc):
    if "fixture" in metafunc.fixturenames:
        metafunc.parametrize("fixture", FIXTURES, ids=[f["name"] for f, _ in FIXTURES])


@pytest.fixture(scope="session")
def playwright_instance():
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_instance):
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, headless=True)
    yield browser
    browser.close()


@pytest.fixture(scope="session")
def reduced_browser(playwright_instance):
    """Chromium as on a system with "reduce motion" switched on: this setting, unlike
    Playwright's per-page media emulation, reaches SVG documents shown through <img>."""
    browser = playwright_instance.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=["--force-prefers-reduced-motion"])
    yield browser
    browser.close()
