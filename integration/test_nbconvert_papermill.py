"""nbconvert and papermill as a user runs them, from .venv/bin: the tour as HTML coloured by
the gauge Pygments lexer, no kernel chatter in their logs, and papermill parameters arriving in
the session as `let` statements (the gauge-jupyter package in python/)."""
import html
import json
import os
import re
import subprocess

import nbformat
import pytest

from conftest import NOTEBOOKS, ROOT

BIN = ROOT / ".venv" / "bin"


def run(command, cwd, env=None, timeout=120):
    return subprocess.run([str(BIN / command[0]), *command[1:]], capture_output=True, text=True,
                          timeout=timeout, cwd=str(cwd), env={**os.environ, **(env or {})})


def spans(page, css_class):
    """The texts of `<span class="css_class">` in nbconvert's highlighted HTML."""
    return [html.unescape(text) for text in re.findall(rf'<span class="{css_class}">([^<]*)</span>', page)]


@pytest.fixture(scope="module")
def tour_html(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tour")
    done = run(["jupyter", "nbconvert", "--to", "html", "--execute", "--output-dir", str(folder),
                "--ExecutePreprocessor.kernel_name=gauge", str(NOTEBOOKS / "tour.ipynb")],
               cwd=NOTEBOOKS)
    assert done.returncode == 0, done.stderr
    return (folder / "tour.html").read_text(), done.stderr


def test_the_tours_html_is_coloured_by_the_gauge_lexer(tour_html):
    page, _ = tour_html
    assert {"gauge", "chart", "let", "animation", "select", "show"} <= set(spans(page, "k"))
    assert {"value", "in", "style", "tint", "data", "inner", "unit"} <= set(spans(page, "na"))
    assert {"accessoryCircularCapacity", "capsule", "month"} <= set(spans(page, "no"))
    assert {"sector", "bar", "line"} <= set(spans(page, "kt"))
    assert {"green", "gray", "red"} <= set(spans(page, "nb"))
    assert {"easeInOut", "inset", "gradient", "csv", "count", "ratio"} <= set(spans(page, "nf"))
    assert {"300x300", "560x260"} <= set(spans(page, "mf"))
    assert "50" in spans(page, "mi") + spans(page, "m")
    assert '"りんご"' in "".join(spans(page, "s2"))
    assert any(text.startswith("# running totals") for text in spans(page, "c1"))
    # Python's lexer would have called these keywords and builtins.
    assert "in" not in spans(page, "ow") and "print" not in spans(page, "nb")


def test_nbconvert_shows_no_kernel_log_lines(tour_html):
    _, log = tour_html
    assert "[NbConvertApp]" in log  # the log was captured
    assert "[gauge-kernel]" not in log, log


PARAMETERS = 'let value = 10\nlet title = "default"\nlet xs = [1]\nlet fruits = ["a": 1]'


def parameterized_notebook(folder):
    cells = [nbformat.v4.new_code_cell(PARAMETERS, metadata={"tags": ["parameters"]}),
             nbformat.v4.new_code_cell("gauge g value: value in: 0...100 label: title"),
             nbformat.v4.new_code_cell('print value\nprint title\nprint sum(xs)\nprint fruits')]
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = {"name": "gauge", "display_name": "Gauge", "language": "gauge"}
    nbformat.write(notebook, folder / "lesson.ipynb")
    return folder / "lesson.ipynb"


def test_papermill_parameters_arrive_in_the_session(tmp_path):
    source = parameterized_notebook(tmp_path)
    done = run(["papermill", str(source), "out.ipynb", "-k", "gauge", "-p", "value", "42",
                "-p", "title", 'Rain "today"', "-y", "xs: [1, 2.5, 3]",
                "-y", "fruits: {りんご: 15, b: 2}"], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Passed unknown parameter" not in done.stderr
    assert "does not support parameter introspection" not in done.stderr
    result = nbformat.read(tmp_path / "out.ipynb", as_version=4)
    injected = result.cells[1]
    assert injected.metadata.tags == ["injected-parameters"]
    # papermill gives the -y parameters first.
    assert injected.source == ('# Parameters\nlet xs = [1, 2.5, 3]\nlet fruits = ["りんご": 15, "b": 2]\n'
                               'let value = 42\nlet title = "Rain \\"today\\""\n')
    [gauge] = result.cells[2].outputs
    assert "image/svg+xml" in gauge.data and "42" in gauge.data["text/plain"]
    assert 'Rain "today"' in html.unescape(gauge.data["image/svg+xml"])  # the label
    [printed] = result.cells[3].outputs
    assert printed.text == '42\nRain "today"\n6.5\n["りんご": 15, "b": 2]\n'


def test_papermill_runs_the_tour_with_a_parameter(tmp_path):
    done = run(["papermill", str(NOTEBOOKS / "tour.ipynb"), str(tmp_path / "out.ipynb"),
                "-k", "gauge", "-p", "value", "42"], cwd=NOTEBOOKS, timeout=180)
    assert done.returncode == 0, done.stderr
    assert "No parameter translator" not in done.stderr
    result = nbformat.read(tmp_path / "out.ipynb", as_version=4)
    # No cell is tagged `parameters`, so papermill puts its cell first.
    assert result.cells[0].source == "# Parameters\nlet value = 42\n"
    assert all(output.output_type != "error" for cell in result.cells for output in cell.get("outputs", []))


def test_a_parameter_without_a_gauge_form_stops_papermill_with_its_name(tmp_path):
    source = parameterized_notebook(tmp_path)
    done = run(["papermill", str(source), "out.ipynb", "-k", "gauge", "-y", "flag: true"], cwd=tmp_path)
    assert done.returncode != 0
    assert "parameter 'flag': gauge has no true/false values; pass 1 or 0" in done.stderr
    assert not (tmp_path / "out.ipynb").exists() or "flag" not in json.dumps(
        json.loads((tmp_path / "out.ipynb").read_text()).get("cells", []))


def test_papermill_help_notebook_lists_the_parameters(tmp_path):
    source = parameterized_notebook(tmp_path)
    done = run(["papermill", "--help-notebook", str(source)], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "value: number (default 10)" in done.stdout
    assert 'title: text (default "default")' in done.stdout
    assert 'fruits: record (default ["a": 1])' in done.stdout


def test_every_notebook_names_the_gauge_kernel_and_lexer():
    """nbconvert and GitHub colour a notebook by its own metadata, not the kernel's reply: a
    notebook saved before the lexer existed (interactive.ipynb said "python") is coloured as
    Python until re-run."""
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        metadata = json.loads(path.read_text())["metadata"]
        assert metadata["kernelspec"]["name"] == "gauge", path.name
        assert metadata["language_info"]["pygments_lexer"] == "gauge", path.name
