"""A failing cell in real JupyterLab 4 and Notebook 7: its error is drawn as the front end draws
errors — every traceback line, the caret under the column the error names — and the session
goes on. Also a control for test_jupyter_tour.py: the harness does see an error output when
there is one. And Run All stopping at the failure, checked against ipykernel in the same Lab."""
import time

import nbformat
import pytest

from front_end import execution_counts
from jupyter_fixtures import TIMEOUT, chromium, front_end, lab_server, notebook_server  # noqa: F401

pytestmark = TIMEOUT

SOURCES = {"gauge": ["let x = 41", "x + nosuchnam", "x + 1"],
           "python3": ["x = 41", "x + nosuchnam", "x + 1"]}


def write_notebook(server, kernel, name):
    """Writes the three cells of SOURCES[kernel] as notebook `name` into the server's root."""
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source)
                                               for source in SOURCES[kernel]])
    notebook.metadata["kernelspec"] = {"name": kernel, "display_name": kernel, "language": kernel}
    nbformat.write(notebook, server.root / name)
    return name


@pytest.mark.parametrize("kind", ["lab", "notebook"])
def test_a_failing_cell_draws_its_error_and_the_session_goes_on(kind, front_end, request):
    server = request.getfixturevalue(f"{kind}_server")
    page = front_end(server)
    assert page.open_notebook(write_notebook(server, "gauge", f"errors-{kind}.ipynb")) == "gauge"

    cells = page.run_all()
    page.shot("ran")
    assert [cell["prompt"].strip() for cell in cells[:2]] == ["[1]:", "[2]:"]
    model = page.model_outputs()
    assert model[0] == []
    [error] = model[1]
    assert (error["output_type"], error["text"]) == (
        "error", 'NameError: line 1, column 5: "nosuchnam" is not defined')
    # Drawn as an error (stderr style), every traceback line as the kernel sent it.
    [drawn] = cells[1]["outputs"]
    assert drawn["mime"] == "application/vnd.jupyter.stderr"
    assert drawn["width"] > 0 and drawn["height"] > 0
    lines = drawn["text"].rstrip("\n").split("\n")
    assert lines == error["traceback"]
    source, caret = lines[1], lines[2]
    assert caret.index("^") == source.index("nosuchnam")  # column 5 of `x + nosuchnam`

    # The session goes on: the last cell, run again on its own, still sees x.
    before = max(n for n in execution_counts(cells) if n is not None)
    page.page.locator(".jp-Notebook .jp-CodeCell").nth(2).locator(".jp-InputArea-prompt").click()
    page.command("Run", "notebook:run-cell")
    deadline = time.monotonic() + 30
    while not ((count := execution_counts(page.cells())[2]) and count > before):
        assert time.monotonic() < deadline, f"the last cell did not run again: {page.cells()}"
        time.sleep(0.1)
    page.wait_kernel_idle()
    assert page.model_outputs()[2] == [{"output_type": "execute_result", "text": "42"}]
    page.shot("resumed")
    assert page.unexpected_errors() == []


@pytest.mark.parametrize("kernel", [
    "python3",
    "gauge",
])
def test_run_all_stops_at_a_failing_cell_like_ipykernel(kernel, front_end, lab_server):
    page = front_end(lab_server)
    assert page.open_notebook(write_notebook(lab_server, kernel, f"stop-{kernel}.ipynb")) == kernel
    cells = page.run_all()
    page.shot("ran")
    assert [cell["prompt"].strip() for cell in cells] == ["[1]:", "[2]:", "[ ]:"]
    assert cells[2]["outputs"] == []
