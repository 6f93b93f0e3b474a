"""notebooks/interactive.ipynb in a real JupyterLab 4 and Notebook 7 with anywidget, in the
system's headless Chromium: a click on the いちご sector selects it in the kernel and the new
picture is in the page within 300 ms; hovering shows a mark's label and value; a later cell
prints the selection; dragging the slider moves the gauge and `battery.value` reads the new
value. Screenshots of each step: build/browser/test_click_a_sector_and_drag_the_slider-*.png.
"""
import time

import pytest

from jupyter_fixtures import TIMEOUT, chromium, front_end, lab_server, notebook_server  # noqa: F401
from widget_probe import PROBE, percent_label, wait_widgets

pytestmark = TIMEOUT


@pytest.fixture(params=["lab_server", "notebook_server"])
def server(request):
    return request.getfixturevalue(request.param)


def run_cell(page, index):
    """Runs code cell `index` (Shift+Enter in its editor)."""
    page.locator(".jp-Notebook .jp-CodeCell").nth(index).locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")


def cell_output(page, index):
    return page.locator(".jp-Notebook .jp-CodeCell").nth(index).locator(".jp-OutputArea-output")


def test_click_a_sector_and_drag_the_slider(front_end, server):
    ui = front_end(server, viewport=(1100, 1500))
    assert ui.open_notebook("interactive.ipynb") == "gauge"
    ui.run_all()
    page = ui.page
    wait_widgets(page, 2)
    ui.shot("1-loaded")

    page.evaluate(PROBE)
    label = percent_label(page, 1)
    assert label.text_content() == "27%"  # いちご: 12 of 44
    label.click()
    page.wait_for_function("window.gaugeProbe.changes.length > 0", timeout=5000)
    latency = page.evaluate("window.gaugeProbe.changes[0] - window.gaugeProbe.clicks[0]")
    assert latency < 300, f"new picture {latency:.0f} ms after the click"
    donut = page.locator(".gauge-widget").first
    assert "<animate" in donut.locator(".gauge-picture").inner_html()
    time.sleep(1.2)  # the spring settles
    # hovering shows the mark's label and value
    percent_label(page, 2).hover()
    tip = donut.locator(".gauge-tip")
    tip.wait_for(state="visible", timeout=5000)
    assert tip.inner_text() == "さくらんぼ: 6"
    ui.shot("2-selected")

    run_cell(page, 1)  # print favorites.selection
    cell_output(page, 1).filter(has_text="いちご").wait_for(timeout=15000)
    assert cell_output(page, 1).inner_text().strip() == "いちご"
    ui.shot("3-selection")

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
    page.wait_for_function("document.querySelectorAll('.gauge-widget')[1].querySelector('.gauge-picture')"
                           f".innerHTML.includes('>{value}<')", timeout=10000)
    assert "<animate" in gauge.inner_html()
    time.sleep(1.2)  # easeInOut(1)
    ui.shot("4-slider")
    run_cell(page, 3)  # print battery.value
    cell_output(page, 3).filter(has_text=str(value)).wait_for(timeout=15000)
    assert cell_output(page, 3).inner_text().strip() == str(value)
    assert ui.unexpected_errors() == []
