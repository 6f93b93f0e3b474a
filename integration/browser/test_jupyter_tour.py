"""Run All of notebooks/tour.ipynb in real JupyterLab 4 and Notebook 7 (headless Chromium): every
cell gets its execution count, every output is drawn with a non-zero size (an SVG's <img> with
the natural size its `width`/`height` declare), nothing is an error, the page logs no console
error, and the kernel ends idle. What the page's notebook model holds is compared with nbclient
running the same notebook through the same kernel, so the front end is checked against an
independent client, not against numbers written here."""
import xml.etree.ElementTree as ET

import nbformat
import pytest
from nbclient import NotebookClient

import jupyter_app
from jupyter_app import NOTEBOOKS
from jupyter_fixtures import TIMEOUT, chromium, front_end, lab_server, notebook_server  # noqa: F401

pytestmark = TIMEOUT


@pytest.fixture(scope="module", autouse=True)
def servers_in_parallel(chromium):
    """Both servers start while the first test waits for one and nbclient runs the reference."""
    jupyter_app.launch("lab", "notebook")


@pytest.fixture(scope="module")
def reference():
    """The tour's code cells as nbclient leaves them after running it with the gauge kernel."""
    notebook = nbformat.read(NOTEBOOKS / "tour.ipynb", as_version=4)
    NotebookClient(notebook, kernel_name="gauge", timeout=120,
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    return [cell for cell in notebook.cells if cell.cell_type == "code"]


def summary(output):
    """(output_type, text/plain or stream text) of an nbformat output, as the page reports it."""
    if output.output_type == "stream":
        return output.output_type, output.text
    if output.output_type == "error":
        return output.output_type, f"{output.ename}: {output.evalue}"
    return output.output_type, output.data.get("text/plain", "")


@pytest.mark.parametrize("kind", ["lab", "notebook"])
def test_run_all_of_the_tour_draws_every_output_without_errors(kind, front_end, reference, request):
    server = request.getfixturevalue(f"{kind}_server")
    page = front_end(server)
    assert page.open_notebook("tour.ipynb") == "gauge"
    page.shot("opened")

    cells = page.run_all()
    page.shot("ran")

    # Every code cell ran once, in order, in one fresh kernel.
    assert [cell["prompt"].strip() for cell in cells] == [f"[{i}]:" for i in
                                                          range(1, len(reference) + 1)]
    # The model holds what nbclient got, cell by cell (the live display included: the last
    # cell's update_display_data changed the output of the `show battery live` cell).
    model = page.model_outputs()
    expected = [[summary(o) for o in cell.outputs] for cell in reference]
    assert [[(o["output_type"], o["text"]) for o in cell] for cell in model] == expected
    assert all(o["output_type"] != "error" for cell in model for o in cell)

    for index, (cell, ref) in enumerate(zip(cells, reference)):
        assert len(cell["outputs"]) == len(ref.outputs), f"cell {index + 1}: {ref.source}"
        for drawn, output in zip(cell["outputs"], ref.outputs):
            where = f"cell {index + 1} ({ref.source.splitlines()[0]})"
            assert drawn["width"] > 0 and drawn["height"] > 0, f"{where}: {drawn}"
            assert drawn["mime"] != "application/vnd.jupyter.stderr", f"{where}: {drawn['text']}"
            if output.output_type == "stream":
                assert drawn["mime"] == "application/vnd.jupyter.stdout", where
                assert drawn["text"].strip() == output.text.strip(), where
                continue
            assert drawn["mime"] == "image/svg+xml", f"{where}: drawn as {drawn['mime']}"
            image = drawn["img"]
            assert image and image["complete"], f"{where}: no decoded <img>: {drawn}"
            svg = ET.fromstring(output.data["image/svg+xml"])
            declared = [round(float(svg.get("width"))), round(float(svg.get("height")))]
            assert image["natural"] == declared, f"{where}: {image}"
            assert image["client"][0] > 0 and image["client"][1] > 0, f"{where}: {image}"

    assert len(page.shot_cells()) == sum(1 for cell in reference if cell.outputs)
    assert page.kernel_status() == "idle"
    assert server.execution_state("tour.ipynb") == "idle"
    assert page.unexpected_errors() == []
