"""A JupyterLab 4 or Notebook 7 server from .venv for browser tests and benches: 127.0.0.1, a
free port, a token, a temporary root holding one notebook, and Jupyter config and runtime
directories of its own (nothing is read from or written to the user's)."""
import contextlib
import os
import pathlib
import shutil
import socket
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
TOKEN = "gauge-browser"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def jupyter_app(app, notebook):
    """Yields the URL of `notebook` (a path) opened in `app` (`lab` or `notebook`), served
    until the block ends."""
    root = pathlib.Path(tempfile.mkdtemp(prefix=f"gauge-{app}-"))
    shutil.copy(notebook, root)
    port = free_port()
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(root / ".config"), JUPYTER_RUNTIME_DIR=str(root / ".runtime"))
    log = tempfile.TemporaryFile(mode="w+")
    process = subprocess.Popen(
        [str(ROOT / ".venv/bin/jupyter"), app, "--no-browser", "--allow-root", f"--port={port}",
         "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={root}"],
        stdout=log, stderr=subprocess.STDOUT, env=env)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), 0.2).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    raise RuntimeError(f"jupyter {app} did not start:\n{log.read()[-2000:]}")
                time.sleep(0.2)
        name = pathlib.Path(notebook).name
        path = f"lab/tree/{name}" if app == "lab" else f"notebooks/{name}"
        yield f"http://127.0.0.1:{port}/{path}?token={TOKEN}"
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
        shutil.rmtree(root, ignore_errors=True)


def run_all(page, widgets):
    """Run → Run All Cells once the kernel is idle, until `widgets` gauge widgets are drawn (a
    Run All sent while the kernel is still connecting runs nothing, so it is asked again)."""
    page.wait_for_selector(".jp-Notebook", timeout=60000)
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status=idle]", timeout=60000)
    for attempt in range(3):
        # JupyterLab may still ask which kernel to start: the notebook's own (Gauge) is chosen
        if page.locator(".jp-Dialog").count():
            page.locator(".jp-Dialog .jp-mod-accept").click()
        page.locator(".lm-MenuBar-item", has_text="Run").first.click()
        page.locator(".lm-Menu-item", has_text="Run All Cells").first.click()
        try:
            page.wait_for_function(f"document.querySelectorAll('.gauge-widget svg').length == {widgets}",
                                   timeout=20000 * (attempt + 1))
            return
        except Exception:  # noqa: BLE001 — asked again, or the last attempt fails
            if attempt == 2:
                raise


# Records, in the page, when the first widget's picture is swapped and when it was clicked.
PROBE = """() => {
    const picture = document.querySelector('.gauge-widget .gauge-picture');
    window.gaugeProbe = {changes: [], clicks: []};
    new MutationObserver(() => window.gaugeProbe.changes.push(performance.now()))
        .observe(picture, {childList: true});
    picture.addEventListener('click', () => window.gaugeProbe.clicks.push(performance.now()), {capture: true});
}"""
