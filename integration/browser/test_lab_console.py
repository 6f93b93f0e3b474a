"""The JupyterLab console with the gauge kernel, typed into key by key in Chromium. With "Execute
with Enter" (Settings → Console Run Keystroke), Enter asks the kernel `is_complete`: an open
`[` or `(` or a trailing `\\` keeps the input open (JupyterLab inserts a newline), the line that
closes it runs the whole input, and what it bound is there for the next input. `jupyter
console` in a terminal is tested in integration/test_console.py."""
import re

import pytest

from jupyter_fixtures import TIMEOUT, chromium, front_end, lab_server  # noqa: F401

pytestmark = TIMEOUT

# (opening line, closing line, a later input using the binding, its text/plain)
CASES = {
    "bracket": ("let xs = [1,", "2, 3]", "sum(xs)", "6"),
    "paren": ("let n = (2 +", "4)", "n + 1", "7"),
    "backslash": ("let m = 2 + \\", "3", "m", "5"),
}


def ran(cells, count):
    """Whether `count` cells have run and the last shows its execution count (not `[*]:`)."""
    return len(cells) == count and re.fullmatch(r"\[\d+\]:", cells[-1]["prompt"].strip())


@pytest.mark.parametrize("case", CASES)
def test_an_open_input_stays_open_on_enter_and_runs_when_closed(case, front_end, lab_server):
    opening, closing, probe, value = CASES[case]
    page = front_end(lab_server)
    page.open_console(workspace=f"console-{case}")
    page.shot("opened")

    page.console_type(opening)
    # The newline comes only once the kernel has answered is_complete with "incomplete".
    prompt, cells = page.wait_console(lambda prompt, cells: "\n" in prompt or cells,
                                      f"Enter after {opening!r}")
    page.shot("open")
    assert cells == [], f"{opening!r} ran before it was closed"
    assert prompt.split("\n")[0] == opening

    page.console_type(closing)
    prompt, cells = page.wait_console(lambda prompt, cells: ran(cells, 1) and prompt == "",
                                      f"Enter after {closing!r}")
    page.shot("closed")
    [cell] = cells
    assert cell["prompt"].strip() == "[1]:"
    assert [line.strip() for line in cell["input"].split("\n")] == [opening, closing]
    assert cell["outputs"] == []  # `let` binds and shows nothing

    page.console_type(probe)
    prompt, cells = page.wait_console(lambda prompt, cells: ran(cells, 2) and cells[1]["outputs"],
                                      f"the output of {probe!r}")
    page.shot("result")
    assert cells[1]["prompt"].strip() == "[2]:" and cells[1]["input"] == probe
    [output] = cells[1]["outputs"]
    assert (output["mime"], output["text"].strip()) == ("text/plain", value)
    assert output["width"] > 0 and output["height"] > 0
    assert lab_server.kernel_state(page.kernel["id"]) == "idle"
    assert page.unexpected_errors() == []
