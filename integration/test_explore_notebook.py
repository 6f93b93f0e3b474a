"""notebooks/explore.ipynb executed by nbclient through the installed kernel, as a teacher runs it;
its pictures are read back as numbers (bar heights through the y scale, point positions inside
the plot, the rule's height) and compared with counts and means taken straight from the csv
files with Python's csv module, independently of the kernel's reader."""
import calendar
import csv
import statistics
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict

import nbformat
import pytest
from nbclient import NotebookClient

from conftest import NOTEBOOKS

SVG = "{http://www.w3.org/2000/svg}"
GRID = "#d6d6db"
PENGUINS = list(csv.DictReader(open(NOTEBOOKS / "data" / "penguins.csv", newline="")))
WEATHER = list(csv.DictReader(open(NOTEBOOKS / "data" / "seattle-weather.csv", newline="")))


def number(cell):
    return None if cell in ("", "NA") else float(cell)


@pytest.fixture(scope="module")
def notebook():
    notebook = nbformat.read(NOTEBOOKS / "explore.ipynb", as_version=4)
    NotebookClient(notebook, kernel_name="gauge", timeout=120,
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    return notebook


def picture(notebook, source_start):
    """The SVG root of the one picture of the code cell whose source starts with `source_start`."""
    [cell] = [c for c in notebook.cells if c.cell_type == "code" and c.source.startswith(source_start)]
    [svg] = [o.data["image/svg+xml"] for o in cell.outputs
             if o.output_type == "display_data" and "image/svg+xml" in o.data]
    return ET.fromstring(svg)


class Plot:
    """The plot's scales read back from the picture: the horizontal gridlines carry the y ticks
    (their labels are the texts at the right of the plot), the vertical ones the x ticks."""

    def __init__(self, svg, x_labels=True):
        lines = [l for l in svg.iter(SVG + "line") if l.get("stroke") == GRID]
        self.rows = sorted({float(l.get("y1")) for l in lines if l.get("y1") == l.get("y2")})
        self.columns = sorted({float(l.get("x1")) for l in lines if l.get("x1") == l.get("x2")})
        self.left = min(float(l.get("x1")) for l in lines if l.get("y1") == l.get("y2"))
        self.right = max(float(l.get("x2")) for l in lines if l.get("y1") == l.get("y2"))
        texts = [t for t in svg.iter(SVG + "text") if t.text]
        y_texts = [t for t in texts if float(t.get("x")) > self.right and t.get("text-anchor") is None]
        y_values = sorted(float(t.text.replace(",", "")) for t in y_texts
                          if t.text.replace(",", "").replace(".", "").isdigit())
        self.y_low, self.y_high = y_values[0], y_values[-1]
        self.top, self.bottom = self.rows[0], self.rows[-1]
        if x_labels:
            x_values = [float(t.text.replace(",", "")) for t in texts
                        if t.get("text-anchor") == "middle" and t.text.replace(",", "").isdigit()]
            self.x_low, self.x_high = min(x_values), max(x_values)

    def y_value(self, y):
        return self.y_low + (self.bottom - y) / (self.bottom - self.top) * (self.y_high - self.y_low)

    def y_position(self, value):
        return self.bottom - (value - self.y_low) / (self.y_high - self.y_low) * (self.bottom - self.top)

    def x_value(self, x):
        return self.x_low + (x - self.columns[0]) / (self.columns[-1] - self.columns[0]) * (self.x_high - self.x_low)


def bars(svg):
    return [r for r in svg.iter(SVG + "rect") if r.get("fill", "").startswith("#")
            and float(r.get("height", 0)) > 0 and r.get("fill") != "#ffffff"]


def legend(svg):
    """Legend swatch colour → label, in legend order."""
    items = list(svg.iter())
    found = {}
    for index, element in enumerate(items):
        if element.tag == SVG + "circle" and index + 1 < len(items) and items[index + 1].tag == SVG + "text":
            found[element.get("fill")] = items[index + 1].text
    return found


def test_runs_without_errors_and_every_code_cell_is_explained(notebook):
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type == "code":
            assert [o for o in cell.outputs if o.output_type == "error"] == [], cell.source
            before = notebook.cells[index - 1]
            assert before.cell_type == "markdown" and len(before.source.split()) >= 8, cell.source


def test_histogram_bins_count_the_csv(notebook):
    svg = picture(notebook, "chart mass bar")
    plot = Plot(svg)
    species = legend(svg)
    assert set(species.values()) == {"Adelie", "Chinstrap", "Gentoo"}
    drawn = Counter()
    for rect in bars(svg):
        lower = round(plot.x_value(float(rect.get("x"))))
        count = plot.y_value(float(rect.get("y"))) - plot.y_value(float(rect.get("y")) + float(rect.get("height")))
        drawn[(lower, species[rect.get("fill")])] += count
    width = 500  # nice bins of about ten over 2,700…6,300 g
    expected = Counter()
    masses = [(number(r["body_mass_g"]), r["species"]) for r in PENGUINS if number(r["body_mass_g"]) is not None]
    top = max(m for m, _ in masses)
    for mass, name in masses:
        lower = int(mass // width * width)
        if mass == top and mass % width == 0:
            lower -= width  # the last bin is closed on the right
        expected[(lower, name)] += 1
    assert plot.x_low == 2500 and plot.x_high == 6500
    assert set(drawn) == set(expected)
    for key, count in expected.items():
        assert drawn[key] == pytest.approx(count, abs=0.05), key
    assert sum(expected.values()) == 342


def test_fitted_scatter_fills_the_plot(notebook):
    svg = picture(notebook, "chart sizes point")
    plot = Plot(svg)
    points = [c for c in svg.iter(SVG + "circle") if float(c.get("cy")) < plot.bottom + 1]
    rows = [r for r in PENGUINS if number(r["flipper_length_mm"]) and number(r["body_mass_g"])]
    assert len(points) == len(rows) == 342
    xs = [float(c.get("cx")) for c in points]
    ys = [float(c.get("cy")) for c in points]
    assert all(plot.left <= x <= plot.right for x in xs)
    assert all(plot.top <= y <= plot.bottom for y in ys)
    assert (max(xs) - min(xs)) / (plot.right - plot.left) >= 0.8
    assert (max(ys) - min(ys)) / (plot.bottom - plot.top) >= 0.8
    lightest = min(number(r["body_mass_g"]) for r in rows)
    assert plot.y_value(max(ys)) == pytest.approx(lightest, abs=1)


def test_mean_mass_bars_sorted_with_the_average_rule(notebook):
    svg = picture(notebook, "chart species bar")
    plot = Plot(svg, x_labels=False)
    means = {name: statistics.mean(number(r["body_mass_g"]) for r in PENGUINS
                                   if r["species"] == name and number(r["body_mass_g"]))
             for name in ("Adelie", "Chinstrap", "Gentoo")}
    heights = [plot.y_value(float(r.get("y"))) for r in sorted(bars(svg), key=lambda r: float(r.get("x")))]
    assert heights == pytest.approx(sorted(means.values(), reverse=True), abs=1)
    labels = [t.text for t in svg.iter(SVG + "text") if t.text in means]
    assert labels == ["Gentoo", "Chinstrap", "Adelie"]
    overall = statistics.mean(number(r["body_mass_g"]) for r in PENGUINS if number(r["body_mass_g"]))
    [rule] = [l for l in svg.iter(SVG + "line") if l.get("stroke") != GRID and l.get("y1") == l.get("y2")]
    assert float(rule.get("y1")) == pytest.approx(plot.y_position(overall), abs=0.01)
    # the layer is drawn after (over) the bars
    order = [e.tag for e in svg.iter() if e is rule or e.tag == SVG + "rect" and e in bars(svg)]
    assert order[-1] == SVG + "line"


def months(rows):
    return sorted({r["date"][:7] for r in rows})


def test_rainy_days_per_month(notebook):
    svg = picture(notebook, "chart rainy bar")
    plot = Plot(svg, x_labels=False)
    rainy = Counter(r["date"][:7] for r in WEATHER if float(r["precipitation"]) > 0)
    drawn = [round(plot.y_value(float(r.get("y"))), 2)
             for r in sorted(bars(svg), key=lambda r: float(r.get("x")))]
    assert drawn == [float(rainy[m]) for m in sorted(rainy)]
    assert len(drawn) == 46  # two dry months (August 2012 and July 2013) have no bar


def test_mean_daily_maximum_per_month_is_a_mean_not_a_sum(notebook):
    svg = picture(notebook, "chart warm line")
    plot = Plot(svg, x_labels=False)
    [path] = [p for p in svg.iter(SVG + "path") if p.get("fill") == "none" and p.get("stroke")]
    ys = [float(pair.split()[1]) for pair in path.get("d")[1:].replace("L", ",").split(",")]
    by_month = defaultdict(list)
    for r in WEATHER:
        by_month[r["date"][:7]].append(float(r["temp_max"]))
    expected = [statistics.mean(by_month[m]) for m in sorted(by_month)]
    assert len(ys) == len(expected) == 48
    assert [plot.y_value(y) for y in ys] == pytest.approx(expected, abs=0.05)
    # January 2012 checked by hand: 31 days averaging 7.05 °C, nowhere near their sum
    assert expected[0] == pytest.approx(7.0548, abs=1e-3)
    assert calendar.monthrange(2012, 1)[1] == len(by_month["2012/01"])
