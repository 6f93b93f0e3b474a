"""notebooks/interactive.ipynb in a real JupyterLab 4 and Notebook 7 with anywidget, in the
system's headless Chromium: a click on the いちご sector selects it in the kernel and the new
picture is in the page within 300 ms; a later cell prints the selection; dragging the slider
moves the gauge and `battery.value` reads the new value. Screenshots go to build/.

The server comes from jupyter_app.py (the shared harness of the `browser` branch was not on this
branch yet): `jupyter lab` / `jupyter notebook` from .venv on 127.0.0.1 with a token and a
temporary root.
"""
import pathlib
import time

import pytest

from browser_session import browser
from jupyter_app import PROBE, jupyter_app, run_all

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"


@pytest.fixture(params=["lab", "notebook"])
def server(request):
    """(app, URL of interactive.ipynb) in a fresh Jupyter server of that app."""
    with jupyter_app(request.param, ROOT / "notebooks" / "interactive.ipynb") as url:
        yield request.param, url


def run_cell(page, index):
    """Runs the notebook's cell `index` (Shift+Enter in its editor)."""
    page.locator(".jp-Notebook .jp-Cell").nth(index).locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")


def cell_output(page, index):
    return page.locator(".jp-Notebook .jp-Cell").nth(index).locator(".jp-OutputArea-output")


def test_click_a_sector_and_drag_the_slider(server):
    app, url = server
    BUILD.mkdir(exist_ok=True)
    page = browser().new_page(viewport={"width": 1100, "height": 1500})
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    try:
        page.goto(url)
        run_all(page, widgets=2)
        time.sleep(0.5)
        page.screenshot(path=str(BUILD / f"interactive-{app}-1-loaded.png"))
        donut = page.locator(".gauge-widget").first

        # The percent labels sit inside their sectors, in data order: the second is いちご's.
        page.evaluate(PROBE)
        label = donut.locator("svg text[font-size='11']").nth(1)
        assert label.text_content() == "27%"
        label.click()
        page.wait_for_function("window.gaugeProbe.changes.length > 0", timeout=5000)
        latency = page.evaluate("window.gaugeProbe.changes[0] - window.gaugeProbe.clicks[0]")
        assert latency < 300, f"new picture {latency:.0f} ms after the click"
        assert "<animate" in donut.locator(".gauge-picture").inner_html()
        time.sleep(1.2)  # the spring settles
        # hovering shows the mark's label and value
        donut.locator("svg text[font-size='11']").nth(2).hover()
        tip = donut.locator(".gauge-tip")
        tip.wait_for(state="visible", timeout=5000)
        assert tip.inner_text() == "さくらんぼ: 6"
        page.screenshot(path=str(BUILD / f"interactive-{app}-2-selected.png"))

        run_cell(page, 3)  # print favorites.selection
        cell_output(page, 3).filter(has_text="いちご").wait_for(timeout=15000)
        assert cell_output(page, 3).inner_text().strip() == "いちご"
        page.screenshot(path=str(BUILD / f"interactive-{app}-3-selection.png"))

        slider = page.locator(".gauge-widget input[type=range]")
        box = slider.bounding_box()
        y = box["y"] + box["height"] / 2
        page.mouse.move(box["x"] + box["width"] * 0.4, y)
        page.mouse.down()
        page.mouse.move(box["x"] + box["width"] * 0.85, y, steps=25)
        page.mouse.up()
        value = int(float(slider.input_value()))
        assert value > 70
        gauge = page.locator(".gauge-widget").nth(1).locator(".gauge-picture")
        page.wait_for_function(f"document.querySelectorAll('.gauge-widget')[1].querySelector('.gauge-picture')"
                               f".innerHTML.includes('>{value}<')", timeout=10000)
        time.sleep(1.2)  # easeInOut(1)
        page.screenshot(path=str(BUILD / f"interactive-{app}-4-slider.png"))
        run_cell(page, 5)  # print battery.value
        cell_output(page, 5).filter(has_text=str(value)).wait_for(timeout=15000)
        assert cell_output(page, 5).inner_text().strip() == str(value)
        assert "<animate" in gauge.inner_html()
        widget_errors = [e for e in errors if "widget" in e.lower() or "gauge" in e.lower()]
        assert widget_errors == []
    except Exception:
        page.screenshot(path=str(BUILD / f"interactive-{app}-failed.png"))
        raise
    finally:
        page.close()
