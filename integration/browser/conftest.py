"""Shared set-up of the motion harness: one test per fixture (gauge_fixtures.py) and headless
Chromium from the system (never downloaded)."""
import os

import pytest
from playwright.sync_api import sync_playwright

from gauge_fixtures import FIXTURES

CHROMIUM = os.environ.get("GAUGE_CHROMIUM", "/usr/bin/chromium")


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
