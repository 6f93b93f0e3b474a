"""The gallery notebook through nbclient: every gauge style and mark renders, statically too."""
import subprocess
import xml.etree.ElementTree as ET

import nbformat
import pytest
from nbclient import NotebookClient

from conftest import NOTEBOOKS
from browser.pngdecode import decode


def painted_fraction(png):
    """The fraction of a PNG's pixels that are not fully transparent."""
    image = decode(png)
    if image.channels != 4:
        return 1.0
    alphas = (row[x * 4 + 3] for row in image.rows for x in range(image.width))
    return sum(1 for alpha in alphas if alpha > 0) / (image.width * image.height)


@pytest.fixture(scope="module")
def pictures():
    notebook = nbformat.read(NOTEBOOKS / "gallery.ipynb", as_version=4)
    NotebookClient(notebook, kernel_name="gauge", timeout=120,
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    errors = [o for c in notebook.cells if c.cell_type == "code" for o in c.outputs
              if o.output_type == "error"]
    assert errors == []
    return [(o.data["text/plain"], o.data["image/svg+xml"])
            for c in notebook.cells if c.cell_type == "code" for o in c.outputs
            if o.output_type == "display_data" and "image/svg+xml" in o.data]


def test_every_style_and_mark_is_shown(pictures):
    texts = " ".join(text for text, _ in pictures)
    for style in ("accessoryCircularCapacity", "accessoryCircular,", "accessoryLinear,",
                  "accessoryLinearCapacity", "linearCapacity", "capsule"):
        assert style in texts.replace(")", ","), style
    for mark in ("(sector)", "(bar)", "(line)", "(area)", "(point)", "(rule)"):
        assert mark in texts, mark


def test_every_picture_renders_to_a_painted_png(pictures, tmp_path):
    # rsvg-convert ignores animation: it draws the static (final) attributes.
    for index, (text, svg) in enumerate(pictures):
        ET.fromstring(svg)
        source = tmp_path / f"{index}.svg"
        source.write_text(svg, encoding="utf-8")
        png = subprocess.run(["rsvg-convert", str(source)], capture_output=True, check=True).stdout
        assert painted_fraction(png) > 0.005, text


def test_out_of_range_values_keep_their_labels(pictures):
    texts = [text for text, _ in pictures]
    assert "Gauge over: 120 (0…100, accessoryCircular)" in texts
    assert "Gauge under: -5 (0…100, linearCapacity)" in texts


def test_a_million_point_line_stays_small(pictures):
    [svg] = [svg for text, svg in pictures if text.startswith("Chart noise (line)")]
    assert len(svg) < 200_000
