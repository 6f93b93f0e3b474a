"""A real JupyterLab 4 or Notebook 7 server for the browser tests, started from .venv on
127.0.0.1 with a random token, a free port and a temporary root that holds a copy of
notebooks/ (with data/). Nothing of the user's Jupyter leaks in: config, data, runtime, lab
settings and workspaces all live in the temporary directory; the `gauge` kernelspec comes from
.venv (where scripts/setup installs it) or from an explicit $JUPYTER_PATH.

    jupyter_app.launch("lab", "notebook")       # optional: start both in parallel
    server = jupyter_app.server("lab")          # or "notebook"; one per kind per process
    server.url("lab/tree/tour.ipynb")           # a page address with the token
    server.api("api/kernels")                   # a REST answer, parsed
    server.stop()                               # also done at exit

See README.md in this folder for the whole harness.
"""
import atexit
import json
import os
import pathlib
import secrets
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[2]
VENV = ROOT / ".venv"
JUPYTER = VENV / "bin" / "jupyter"
NOTEBOOKS = ROOT / "notebooks"
START_TIMEOUT = 60

# User settings written into the temporary JUPYTERLAB_SETTINGS_DIR (Lab and Notebook 7 read the
# same one): no "receive Jupyter news?" toast and no update check, so no popup covers a
# screenshot and nothing is fetched from the network.
SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
        {"fetchNews": "false", "checkForUpdates": False},
}

# The app class of each kind, for its own traits (`<App>.expose_app_in_browser`).
APPS = {"lab": "LabApp", "notebook": "JupyterNotebookApp"}


def free_port():
    """A TCP port on 127.0.0.1 that nothing listens on now (the server gets `port_retries=0`,
    so a race loses loudly rather than silently moving elsewhere)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class JupyterServer:
    """One `jupyter lab` or `jupyter notebook` process and its temporary world.

    `kind` is "lab" or "notebook". `root` is the server's root dir (a copy of notebooks/),
    `token` its random token, `port` its port; `log` the path of its stdout+stderr.
    """

    def __init__(self, kind):
        if kind not in APPS:
            raise ValueError(f"unknown Jupyter front end {kind!r}; expected one of {sorted(APPS)}")
        self.kind = kind
        self.home = pathlib.Path(tempfile.mkdtemp(prefix=f"gauge-{kind}-"))
        self.root = self.home / "root"
        shutil.copytree(NOTEBOOKS, self.root,
                        ignore=shutil.ignore_patterns("*.html", "*.out.ipynb", ".ipynb_checkpoints"))
        self.token = secrets.token_hex(24)
        self.port = free_port()
        self.log = self.home / "server.log"
        self.process = None
        self.launched = None

    @property
    def base(self):
        return f"http://127.0.0.1:{self.port}/"

    def url(self, path=""):
        """The address of page `path` (e.g. "lab/tree/tour.ipynb"), logging in by token."""
        separator = "&" if "?" in path else "?"
        return f"{self.base}{path}{separator}token={self.token}"

    def environment(self):
        """The server's environment: every Jupyter directory inside `home`, the kernelspec
        search path = $JUPYTER_PATH (if set, first) then .venv's share/jupyter."""
        paths = [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p]
        paths.append(str(VENV / "share" / "jupyter"))
        directories = {name: self.home / name for name in
                       ("config", "data", "runtime", "settings", "workspaces")}
        for directory in directories.values():
            directory.mkdir()
        for name, values in SETTINGS.items():
            path = directories["settings"] / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values))
        env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "JPY_"))}
        env.update(
            JUPYTER_PATH=os.pathsep.join(paths),
            JUPYTER_CONFIG_DIR=str(directories["config"]),
            JUPYTER_DATA_DIR=str(directories["data"]),
            JUPYTER_RUNTIME_DIR=str(directories["runtime"]),
            JUPYTERLAB_SETTINGS_DIR=str(directories["settings"]),
            JUPYTERLAB_WORKSPACES_DIR=str(directories["workspaces"]),
            JUPYTER_PLATFORM_DIRS="1",
            HOME=str(self.home),
            PATH=f"{VENV / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
        )
        return env

    def command(self):
        app = APPS[self.kind]
        command = [
            str(JUPYTER), self.kind, "--no-browser",
            "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={self.port}",
            "--ServerApp.port_retries=0", f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={self.root}", f"--{app}.expose_app_in_browser=True",
        ]
        if self.kind == "lab":
            # No news feed, update check or PyPI look-ups by the extension manager: CI has no
            # network to spare and a toast would cover the screenshots.
            command += ["--LabApp.news_url=", "--LabApp.check_for_updates_class="
                        "jupyterlab.handlers.announcements.NeverCheckForUpdate",
                        "--LabApp.extension_manager=readonly"]
        if os.geteuid() == 0:
            command.append("--allow-root")  # CI containers run as root
        return command

    def launch(self):
        """Starts the server process without waiting for it (so several start in parallel);
        returns self. Raises RuntimeError if .venv has no `jupyter`."""
        if self.process is None:
            if not JUPYTER.exists():
                raise RuntimeError(f"{JUPYTER} is missing; run scripts/setup")
            with open(self.log, "wb") as log:
                self.process = subprocess.Popen(self.command(), cwd=self.root,
                                                env=self.environment(), stdout=log,
                                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
            self.launched = time.monotonic()
        return self

    def start(self):
        """Launches the server if it is not yet running and waits until `/api/status` answers;
        returns self.

        Raises RuntimeError with the server's log if it exits or does not answer within
        START_TIMEOUT seconds of its launch."""
        self.launch()
        deadline = self.launched + START_TIMEOUT
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"jupyter {self.kind} exited with {self.process.returncode}:\n"
                                   f"{self.log.read_text(errors='replace')}")
            try:
                self.api("api/status")
                return self
            except (urllib.error.URLError, ConnectionError, OSError):
                if time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"jupyter {self.kind} did not answer in {START_TIMEOUT} s:\n"
                                       f"{self.log.read_text(errors='replace')}")
                time.sleep(0.2)

    def api(self, path, method="GET", body=None):
        """The parsed JSON answer of REST endpoint `path` (e.g. "api/sessions"); raises
        urllib.error.HTTPError on a non-2xx status."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method, headers={
            "Authorization": f"token {self.token}", "Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as response:
            text = response.read()
        return json.loads(text) if text else None

    def kernels(self):
        """[(session path or name, kernel model)] of every running session, from
        `/api/sessions` (each kernel model has `execution_state`: starting, idle, busy…)."""
        return [(s.get("path") or s.get("name"), s["kernel"]) for s in self.api("api/sessions")]

    def session_kernel(self, path):
        """The kernel model of the session whose path is `path`, or None if there is none."""
        return next((kernel for session_path, kernel in self.kernels() if session_path == path),
                    None)

    def kernel_state(self, kernel_id):
        """The execution_state of kernel `kernel_id`, read fresh from `/api/kernels/<id>`
        ("starting", "idle", "busy", …)."""
        return self.api(f"api/kernels/{kernel_id}")["execution_state"]

    def execution_state(self, path):
        """The execution_state of the kernel of the session whose path is `path`; None when no
        such session exists."""
        kernel = self.session_kernel(path)
        return None if kernel is None else self.kernel_state(kernel["id"])

    def wait_idle(self, kernel_id, timeout=30):
        """Waits until kernel `kernel_id` reports `idle`. Raises AssertionError with the last
        state after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        state = None
        while time.monotonic() < deadline:
            state = self.kernel_state(kernel_id)
            if state == "idle":
                return
            time.sleep(0.1)
        raise AssertionError(f"kernel {kernel_id} is {state!r}, not idle, after {timeout} s")

    def stop(self):
        """Stops the server with SIGTERM (it shuts its kernels down and exits), killing it after
        15 s, then removes its temporary directory."""
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        shutil.rmtree(self.home, ignore_errors=True)


_servers = {}


def launch(*kinds):
    """Launches the process-wide servers of `kinds` that are not running yet, without waiting,
    so that they start in parallel; `server(kind)` then waits for each."""
    for kind in kinds:
        if kind not in _servers:
            _servers[kind] = JupyterServer(kind).launch()


def server(kind):
    """The process-wide server of `kind` ("lab" or "notebook"), started on first use (waiting
    until it answers) and stopped at exit: one per kind per run however many test modules use
    it. Raises RuntimeError if it does not start."""
    launch(kind)
    try:
        return _servers[kind].start()
    except RuntimeError:
        _servers.pop(kind, None)
        raise


def stop(kind):
    """Stops the server of `kind` if `server()` started one."""
    if kind in _servers:
        _servers.pop(kind).stop()


def stop_all():
    """Stops every server `launch()` or `server()` started."""
    while _servers:
        _servers.popitem()[1].stop()


atexit.register(stop_all)
