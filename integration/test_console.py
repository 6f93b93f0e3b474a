"""`jupyter console --kernel gauge` in a real terminal (tmux), typed into key by key.

The console asks the kernel `is_complete` on every Enter: an open `[` must keep the cell open
(a `...:` continuation prompt) and the closing line must run it. Displays reach a terminal as
their `text/plain`.
"""
import pathlib
import shutil
import subprocess
import time
import uuid

import pytest

from conftest import NOTEBOOKS, ROOT

CONSOLE = ROOT / ".venv" / "bin" / "jupyter"


class Terminal:
    """A tmux session on a private server, running one command."""

    def __init__(self, command, width=120, height=50):
        self.server = f"gauge-test-{uuid.uuid4().hex[:8]}"
        self.run("new-session", "-d", "-s", "t", "-x", str(width), "-y", str(height),
                 "-c", str(NOTEBOOKS), command)
        self.run("set-option", "-t", "t", "remain-on-exit", "on")

    def run(self, *args):
        return subprocess.run(["tmux", "-L", self.server, *args], check=True,
                              capture_output=True, text=True, timeout=10).stdout

    def type(self, text):
        self.run("send-keys", "-t", "t", "-l", text)

    def press(self, key):
        self.run("send-keys", "-t", "t", key)

    def pane(self, variable):
        """A tmux format variable of the pane, e.g. `pane_dead`."""
        return self.run("display-message", "-p", "-t", "t", f"#{{{variable}}}").strip()

    def screen(self):
        return self.run("capture-pane", "-p", "-J", "-S", "-200", "-t", "t")

    def wait_for(self, text, timeout=20, after=""):
        """Waits until `text` is on screen (after the last `after`); returns the screen."""
        deadline = time.monotonic() + timeout
        while True:
            screen = self.screen()
            tail = screen[screen.rfind(after):] if after and after in screen else screen
            if text in tail and (not after or after in screen):
                return screen
            if time.monotonic() > deadline:
                raise AssertionError(f"{text!r} not on screen after {timeout} s:\n{screen}")
            time.sleep(0.1)

    def close(self):
        subprocess.run(["tmux", "-L", self.server, "kill-server"], capture_output=True, timeout=10)


def children(pid):
    """The pids whose parent is `pid`."""
    found = []
    for entry in pathlib.Path("/proc").iterdir():
        try:
            stat = (entry / "stat").read_text()
        except (OSError, ValueError):
            continue
        if entry.name.isdigit() and int(stat[stat.rindex(")") + 2:].split()[1]) == pid:
            found.append(int(entry.name))
    return found


def gone(pid):
    try:
        status = pathlib.Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True
    return any(line.startswith("State:") and "Z" in line for line in status.splitlines())


@pytest.fixture
def console(tmp_path):
    assert shutil.which("tmux"), "tmux is needed (scripts/setup installs it)"
    status = tmp_path / "status"
    # The pane's shell records the console's exit status (tmux can be slow to see a pane die).
    terminal = Terminal(f"{CONSOLE} console --kernel gauge "
                        f"--JupyterConsoleApp.confirm_exit=False; echo $? > {status}")
    terminal.status = status
    try:
        terminal.wait_for("In [1]:", timeout=30)
        yield terminal
    finally:
        terminal.close()


def test_open_bracket_continues_the_cell_then_the_chart_runs_and_shows_its_text(console):
    console.type('chart sales bar data: ["Mon": 3,')
    console.press("Enter")
    screen = console.wait_for("...:", after='["Mon": 3,')
    assert "In [2]:" not in screen, "the cell ran before its [ was closed"
    console.type('"Tue": 5]')
    console.press("Enter")
    screen = console.wait_for("In [2]:", timeout=20)
    output = screen[screen.find('"Tue": 5]'):screen.find("In [2]:")]
    assert "Chart sales (bar): Mon 3, Tue 5" in output, f"no text/plain on screen:\n{screen}"
    assert "Error" not in output, screen

    console.type("2 + 3")
    console.press("Enter")
    screen = console.wait_for("In [3]:")
    assert "Out[2]: 5" in screen


def test_ctrl_c_interrupts_a_waiting_cell_and_the_session_goes_on(console):
    console.type("let x = 41")
    console.press("Enter")
    console.wait_for("In [2]:")
    console.type("wait 10")
    console.press("Enter")
    time.sleep(0.5)
    started = time.monotonic()
    console.press("C-c")
    screen = console.wait_for("In [3]:", timeout=5)
    assert time.monotonic() - started < 2, "Ctrl-C took longer than 2 s"
    assert "KeyboardInterrupt" in screen[screen.find("wait 10"):], screen
    console.type("x + 1")
    console.press("Enter")
    assert "Out[3]: 42" in console.wait_for("In [4]:")  # the interrupted cell was In [2]


def test_console_exits_cleanly_on_end_of_file_and_stops_its_kernel(console):
    shell = int(console.pane("pane_pid"))
    [jupyter] = children(shell)
    kernels = children(jupyter)
    assert len(kernels) == 1, "the console starts one kernel"
    console.press("C-d")
    deadline = time.monotonic() + 10
    while not console.status.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    screen = console.screen()
    assert console.status.exists(), f"the console did not exit:\n{screen}"
    assert console.status.read_text().strip() == "0", screen
    assert "Traceback" not in screen, screen
    # The console sends shutdown_request and exits without waiting for the kernel.
    deadline = time.monotonic() + 2
    while not gone(kernels[0]) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert gone(kernels[0]), "the console's kernel outlived it by 2 s"


def test_jupyter_run_executes_a_gauge_file(tmp_path):
    script = tmp_path / "sum.gauge"
    script.write_text('print "hello from a file"\nlet xs = [1, 2,\n  3]\nsum(xs)\n')
    run = subprocess.run([str(CONSOLE), "run", "--kernel", "gauge", str(script)],
                         capture_output=True, text=True, timeout=60, cwd=str(NOTEBOOKS))
    assert run.returncode == 0, run.stderr
    assert run.stdout == "hello from a file\n6"  # jupyter run writes results without a newline


@pytest.mark.parametrize("word", ["exit", "quit"])
def test_exit_and_quit_end_the_console_and_its_kernel(console, word):
    """The kernel answers `exit` with ipykernel's `ask_exit` payload; the console leaves its
    loop and shuts its own kernel down."""
    shell = int(console.pane("pane_pid"))
    [jupyter] = children(shell)
    [kernel] = children(jupyter)
    console.type(word)
    console.press("Enter")
    deadline = time.monotonic() + 10
    while not console.status.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    screen = console.screen()
    assert console.status.exists(), f"the console did not exit after {word}:\n{screen}"
    assert console.status.read_text().strip() == "0", screen
    assert "NameError" not in screen and "Traceback" not in screen, screen
    deadline = time.monotonic() + 3
    while not gone(kernel) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert gone(kernel), f"the kernel outlived the console's {word} by 3 s"


def test_the_banner_comes_without_kernel_log_lines(console):
    screen = console.screen()
    assert "gauge 0.1.0" in screen and "exit" in screen, screen
    assert "[gauge-kernel]" not in screen, f"kernel diagnostics on the console:\n{screen}"


def test_up_arrow_recalls_earlier_cells(console):
    console.type("let a = 20")
    console.press("Enter")
    console.wait_for("In [2]:")
    console.type("a + 1")
    console.press("Enter")
    console.wait_for("In [3]:")
    console.press("Up")
    console.press("Up")
    console.wait_for("let a = 20", after="In [3]:")
    console.press("Down")
    screen = console.wait_for("a + 1", after="In [3]:")
    assert "let a = 20" not in screen[screen.rfind("In [3]:"):], screen
    console.press("Enter")
    assert "Out[3]: 21" in console.wait_for("In [4]:")


def test_a_console_joining_a_running_kernel_recalls_its_cells_from_the_kernel(tmp_path):
    """`jupyter console --existing` fills its up-arrow history from the kernel's
    history_request (tail, n=1000) before the first prompt."""
    from jupyter_client.manager import start_new_kernel

    manager, client = start_new_kernel(kernel_name="gauge", cwd=str(NOTEBOOKS))
    terminal = None
    try:
        for code in ["let first = 1", "first + 41"]:
            reply = client.execute_interactive(code, timeout=20, output_hook=lambda msg: None)
            assert reply["content"]["status"] == "ok"
        terminal = Terminal(f"{CONSOLE} console --existing {manager.connection_file} "
                            f"--JupyterConsoleApp.confirm_exit=False")
        terminal.wait_for("In [", timeout=30)
        terminal.press("Up")
        terminal.wait_for("first + 41")
        terminal.press("Up")
        terminal.wait_for("let first = 1")
        terminal.press("Down")
        terminal.press("Enter")
        assert "42" in terminal.wait_for("Out[", timeout=20)
    finally:
        if terminal:
            terminal.close()
        client.stop_channels()
        manager.shutdown_kernel(now=True)
