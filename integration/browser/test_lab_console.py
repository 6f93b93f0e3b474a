"""The JupyterLab console with the gauge kernel, typed into key by key in Chromium. With "Execute
with Enter" (Settings → Console Run Keystroke), Enter asks the kernel `is_complete`: an open
`[` keeps the input open (JupyterLab inserts a newline), the line that closes it runs the whole
input, and the binding is there for the next input. `jupyter console` in a terminal is tested
in integration/test_console.py."""
import re

from jupyter_fixtures import TIMEOUT, chromium, front_end, lab_server  # noqa: F401

pytestmark = TIMEOUT


def ran(cells, count):
    """Whether `count` cells have run and the last shows its execution count (not `[*]:`)."""
    return len(cells) == count and re.fullmatch(r"\[\d+\]:", cells[-1]["prompt"].strip())


def test_an_open_bracket_keeps_the_input_open_and_closing_it_runs_it(front_end, lab_server):
    page = front_end(lab_server)
    page.open_console(workspace="console-brackets")
    page.shot("opened")

    page.console_type("let xs = [1,")
    # The newline comes only once the kernel has answered is_complete with "incomplete".
    prompt, cells = page.wait_console(lambda prompt, cells: "\n" in prompt or cells,
                                      "Enter after an open [")
    page.shot("open-bracket")
    assert cells == [], "the input ran before its [ was closed"
    assert prompt.split("\n")[0] == "let xs = [1,"

    page.console_type("2, 3]")
    prompt, cells = page.wait_console(lambda prompt, cells: ran(cells, 1) and prompt == "",
                                      "Enter after the closing ]")
    page.shot("closed")
    [cell] = cells
    assert cell["prompt"].strip() == "[1]:"
    assert [line.strip() for line in cell["input"].split("\n")] == ["let xs = [1,", "2, 3]"]
    assert cell["outputs"] == []  # `let` binds and shows nothing

    page.console_type("sum(xs)")
    prompt, cells = page.wait_console(lambda prompt, cells: ran(cells, 2) and cells[1]["outputs"],
                                      "the output of sum(xs)")
    page.shot("sum")
    assert cells[1]["prompt"].strip() == "[2]:" and cells[1]["input"] == "sum(xs)"
    [output] = cells[1]["outputs"]
    assert (output["mime"], output["text"].strip()) == ("text/plain", "6")
    assert output["width"] > 0 and output["height"] > 0
    assert lab_server.execution_state(page.path) == "idle"
    assert page.unexpected_errors() == []
