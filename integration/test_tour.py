"""The tour notebook, executed by nbclient through the installed kernel, as the README's first
command does; every cell's outputs asserted."""
import xml.etree.ElementTree as ET

import nbformat
import pytest
from nbclient import NotebookClient

from conftest import NOTEBOOKS

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def tour():
    notebook = nbformat.read(NOTEBOOKS / "tour.ipynb", as_version=4)
    NotebookClient(notebook, kernel_name="gauge", timeout=120,
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    return [cell for cell in notebook.cells if cell.cell_type == "code"]


def displays(cell):
    return [output for output in cell.outputs if output.output_type == "display_data"]


def plain_texts(cell):
    return [output.data["text/plain"] for output in displays(cell)]


def test_no_cell_fails(tour):
    for cell in tour:
        assert [o for o in cell.outputs if o.output_type == "error"] == [], cell.source


def test_every_picture_is_valid_svg_with_plain_text(tour):
    for cell in tour:
        for output in displays(cell):
            if "image/svg+xml" not in output.data:
                continue
            root = ET.fromstring(output.data["image/svg+xml"])
            assert root.tag == SVG + "svg"
            assert float(root.get("width")) > 0 and float(root.get("height")) > 0
            assert len(root.get("viewBox").split()) == 4
            assert output.data["text/plain"]
            assert "NaN" not in output.data["image/svg+xml"]
            assert "Infinity" not in output.data["image/svg+xml"]


def test_ids_are_unique_across_the_notebook_and_no_output_repeats(tour):
    ids, markups = [], []
    for cell in tour:
        for output in displays(cell):
            if "image/svg+xml" in output.data:
                markups.append(output.data["image/svg+xml"])
                root = ET.fromstring(markups[-1])
                ids += [element.get("id") for element in root.iter() if element.get("id")]
    assert len(markups) >= 7
    assert len(set(markups)) == len(markups)
    assert len(set(ids)) == len(ids)


def test_seed_gauges(tour):
    assert plain_texts(tour[0]) == ["Gauge battery: 50 (0…100, accessoryCircularCapacity)"]
    root = ET.fromstring(displays(tour[0])[0].data["image/svg+xml"])
    assert (root.get("width"), root.get("height")) == ("300", "300")  # size: 300
    assert plain_texts(tour[1]) == ["Gauge battery: 75 (0…100, accessoryCircularCapacity)"]
    assert plain_texts(tour[2]) == ["Gauge speed: 50 (0…100, accessoryCircular)"]
    assert plain_texts(tour[3]) == ["Gauge ratio: 0.3 (0…1, capsule)"]


def test_donut_selection_by_angle_then_none(tour):
    fruits = "りんご 15, いちご 12, さくらんぼ 6, ぶどう 5, バナナ 4, オレンジ 2"
    assert plain_texts(tour[4]) == [f"Chart favorites (sector): {fruits}, selected いちご"]
    assert plain_texts(tour[5]) == [f"Chart favorites (sector): {fruits}"]


def test_penguins_counted_by_species_from_the_csv(tour):
    assert plain_texts(tour[6]) == [
        "Chart bySpecies (sector): Adelie 152, Gentoo 124, Chinstrap 68, selected Gentoo"]
    assert [o.text for o in tour[7].outputs if o.output_type == "stream"] == [
        '["Adelie": 152, "Gentoo": 124, "Chinstrap": 68]\n']


def test_stacked_bars_count_rows_by_island_and_species(tour):
    [text] = plain_texts(tour[8])
    assert text.startswith("Chart islands (bar): Torgersen 52 (Adelie), Biscoe 44 (Adelie), "
                           "Dream 56 (Adelie), Biscoe 124 (Gentoo)")


def test_seattle_line_on_a_time_axis(tour):
    [output] = displays(tour[9])
    assert output.data["text/plain"].startswith("Chart temps (line): 2012-01-01 12.8, 2012-01-02 10.6")
    root = ET.fromstring(output.data["image/svg+xml"])
    assert (root.get("width"), root.get("height")) == ("560", "260")
    labels = [t.text for t in root.iter(SVG + "text")]
    assert {"Jan 2012", "Jan 2013", "Jan 2014", "Jan 2015"} <= set(labels)  # a time axis


def test_monthly_precipitation_bins_dates_by_month(tour):
    [output] = displays(tour[10])
    # 48 months, January 2012 the sum of its 31 daily values (checked against Python's csv).
    assert output.data["text/plain"].startswith("Chart rain (bar): 2012-01-01 173.3, 2012-02-01 92.3")
    assert output.data["text/plain"].endswith("(48 values, 0…284.5, 2012-01-01…2015-12-01)")


def test_live_display_ends_in_the_final_state(tour):
    # nbclient applies update_display_data to the output that `show … live` made.
    assert plain_texts(tour[11]) == ["Gauge battery: 90 (0…100, accessoryCircularCapacity)"]
    assert tour[12].outputs == []
