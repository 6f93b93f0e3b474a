"""One Chromium page on a JupyterLab 4 or Notebook 7 server (jupyter_app.JupyterServer), with
the helpers the browser tests share: open a notebook, wait for its kernel, Run All, wait for the
cells, read each code cell's outputs as rendered, open a JupyterLab console, take screenshots,
collect the page's console errors.

The selectors are JupyterLab's own CSS classes, which Notebook 7 shares (it is built from
JupyterLab's packages): `.jp-CodeCell`, `.jp-InputArea-prompt`, `.jp-OutputArea-output`
(whose `data-mime-type` names the MIME type its renderer drew). See README.md here.
"""
import pathlib
import re
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHOTS = ROOT / "build" / "browser"

# Errors of the front ends themselves, seen with the `python3` kernel too and with no user
# settings, each explained in README.md ("Known front-end console errors"): (front end, regular
# expression matched against the start of the recorded text). Uncaught errors are recorded as
# "uncaught: <message> @ <script of the first stack frame>".
KNOWN_CONSOLE_ERRORS = [
    ("notebook", r"uncaught: Cannot read properties of undefined \(reading 'schema'\) "
                 r"@ notebook_core\.[0-9a-f]+\.js$"),
]

# Every code cell, its input prompt and its outputs as drawn: the output area's box, and for an
# <img> (how both front ends show image/svg+xml) its natural and client size.
READ_CELLS = """() => [...document.querySelectorAll('.jp-Notebook .jp-Cell.jp-CodeCell')].map(cell => ({
  prompt: (cell.querySelector('.jp-InputArea-prompt') || {}).textContent || '',
  outputs: [...cell.querySelectorAll('.jp-OutputArea-output')].map(output => {
    const box = output.getBoundingClientRect();
    const img = output.querySelector('img');
    return {
      mime: output.dataset.mimeType || '',
      width: box.width, height: box.height,
      text: output.innerText.slice(0, 500),
      inlineSVG: !!output.querySelector('svg'),
      img: img && {natural: [img.naturalWidth, img.naturalHeight],
                   client: [img.clientWidth, img.clientHeight], complete: img.complete},
    };
  }),
}))"""

# Every output of every code cell as the notebook's model holds it (the app is exposed as
# window.jupyterapp by `expose_app_in_browser`): what the kernel sent, after any
# update_display_data, as opposed to how it was drawn.
READ_MODEL_OUTPUTS = """() => {
  const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
  const result = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells.get(i);
    if (cell.type !== 'code') continue;
    result.push(cell.outputs.toJSON().map(o => ({
      output_type: o.output_type,
      text: o.output_type === 'stream' ? [].concat(o.text).join('')
          : o.output_type === 'error' ? o.ename + ': ' + o.evalue
          : [].concat(o.data['text/plain'] || []).join(''),
      ...(o.output_type === 'error' ? {traceback: o.traceback} : {}),
    })));
  }
  return result;
}"""


def execution_counts(cells):
    """The execution count each cell's prompt shows (`[3]:` → 3), None for `[*]:` or `[ ]:`."""
    return [int(match.group(1)) if (match := re.fullmatch(r"\[(\d+)\]:", cell["prompt"].strip()))
            else None for cell in cells]


class FrontEnd:
    """A Playwright page (its own browser context) on `server`, named `name` for screenshots
    (build/browser/<name>-<step>.png). `errors` collects console errors and uncaught page
    errors as they come; `unexpected_errors()` leaves out KNOWN_CONSOLE_ERRORS. `close()` also
    shuts down the kernels the page started."""

    def __init__(self, server, browser, name, viewport=(1280, 900)):
        self.server = server
        self.name = name
        self.context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
        self.page = self.context.new_page()
        self.page.set_default_timeout(30_000)
        self.errors = []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", self._uncaught)
        self.path = None  # the notebook's path, once opened
        self.kernel = None  # the kernel model of the notebook or console, once known
        self._opened = 0  # notebooks opened, to name a fresh Lab workspace for each
        self._sessions_before = {session["id"] for session in server.api("api/sessions")}

    def close(self):
        """Closes the page, then shuts down the sessions (and kernels) that appeared while it
        was open, so the next test on the shared server starts from none."""
        self.context.close()
        for session in self.server.api("api/sessions"):
            if session["id"] not in self._sessions_before:
                self.server.api(f"api/sessions/{session['id']}", method="DELETE")

    def _uncaught(self, error):
        frame = re.search(r"\bat .*?([^/\s?]+\.js)\b", error.stack or "")
        self.errors.append(f"uncaught: {error.message} @ {frame.group(1) if frame else '?'}")

    def shot(self, step):
        """Saves a screenshot of the page as build/browser/<name>-<step>.png; returns its path."""
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / f"{self.name}-{step}.png"
        self.page.screenshot(path=str(path))
        return path

    def shot_cells(self):
        """Saves a screenshot of each code cell that has outputs, scrolled into view, as
        build/browser/<name>-cell<N>.png (N counts code cells from 1); returns the paths."""
        SHOTS.mkdir(parents=True, exist_ok=True)
        paths = []
        cells = self.page.locator(".jp-Notebook .jp-CodeCell")
        for index in range(cells.count()):
            cell = cells.nth(index)
            if cell.locator(".jp-OutputArea-output").count():
                paths.append(SHOTS / f"{self.name}-cell{index + 1:02d}.png")
                cell.screenshot(path=str(paths[-1]))
        return paths

    def unexpected_errors(self):
        """The collected errors that no KNOWN_CONSOLE_ERRORS pattern of this front end matches."""
        known = [pattern for kind, pattern in KNOWN_CONSOLE_ERRORS if kind == self.server.kind]
        return [e for e in self.errors if not any(re.match(p, e) for p in known)]

    # Notebooks

    def open_notebook(self, path, timeout=60):
        """Opens notebook `path` (relative to the server's root) in the server's own notebook
        view, waits for its cells to be drawn and its kernel to be idle; returns the kernel's
        name. In JupyterLab it opens in a fresh workspace, so that no tab of an earlier test is
        restored: the page then holds this one notebook, which the helpers below read."""
        self.path, self.kernel = path, None
        self._opened += 1
        if self.server.kind == "lab":
            self.page.goto(self.server.url(f"lab/workspaces/{self.name}-{self._opened}/tree/{path}"
                                           "?reset"))
        else:
            self.page.goto(self.server.url(f"notebooks/{path}"))
        self.page.locator(".jp-Notebook .jp-CodeCell").first.wait_for(timeout=timeout * 1000)
        name = self.wait_kernel_idle(timeout)
        # The page has connected to the kernel when its toolbar says so too.
        self.page.locator('.jp-NotebookPanel .jp-Notebook-ExecutionIndicator[data-status="idle"]'
                          ).first.wait_for(timeout=timeout * 1000)
        return name

    def wait_kernel_idle(self, timeout=30):
        """Waits until the page's kernel is idle by the REST API (`/api/kernels/<id>`); for a
        notebook, first until `/api/sessions` has its session. Returns the kernel's name."""
        deadline = time.monotonic() + timeout
        while self.kernel is None and (kernel := self.server.session_kernel(self.path)) is None:
            if time.monotonic() > deadline:
                raise AssertionError(f"no session for {self.path} after {timeout} s")
            time.sleep(0.1)
        self.kernel = self.kernel or kernel
        self.server.wait_idle(self.kernel["id"], max(1, deadline - time.monotonic()))
        return self.kernel["name"]

    def command(self, menu, command):
        """Clicks menu `menu` of the menu bar (e.g. "Run"), then its item for JupyterLab command
        `command` (e.g. "runmenu:run-all"), as a user would."""
        self.page.locator(".lm-MenuBar-item", has_text=re.compile(f"^{menu}$")).click()
        self.page.locator(f'.lm-Menu-item[data-command="{command}"]').click()

    def run_all(self, timeout=60):
        """Run → Run All Cells; waits until the cells have run (one shows a new execution
        count, higher than any before, and none shows `[*]:`; cells aborted behind a failed
        one show `[ ]:`) and the kernel is idle again; returns `cells()`."""
        before = max((n for n in execution_counts(self.cells()) if n is not None), default=0)
        self.command("Run", "runmenu:run-all")
        deadline = time.monotonic() + timeout
        while True:
            cells = self.cells()
            counts = execution_counts(cells)
            # Queued cells show `[*]:` from the click on; a cell aborted behind a failed one
            # goes back to `[ ]:`, so "done" is: one new count, and no `[*]:` left.
            if any(n is not None and n > before for n in counts) and not any(
                    cell["prompt"].strip() == "[*]:" for cell in cells):
                break
            if time.monotonic() > deadline:
                raise AssertionError(f"cells still running after {timeout} s: {counts}")
            time.sleep(0.2)
        self.wait_kernel_idle(max(1, deadline - time.monotonic()))
        return self.drawn_cells()

    def drawn_cells(self, timeout=10):
        """`cells()` once the page has drawn what its model holds: the model gets an output
        before the DOM shows it (on a loaded machine a stream's box was read before its text,
        an <img> before it was decoded), so read until every output shows text or a decoded
        image and two reads 0.2 s apart agree; after `timeout` seconds, the last read (the
        tests' assertions then say what is missing)."""
        deadline = time.monotonic() + timeout
        previous = None
        while True:
            cells = self.cells()
            drawn = all((output["img"] and output["img"]["complete"]) or output["inlineSVG"]
                        or output["text"].strip() for cell in cells for output in cell["outputs"])
            if (drawn and cells == previous) or time.monotonic() > deadline:
                return cells
            previous = cells
            time.sleep(0.2)

    def cells(self):
        """For each code cell in order: {"prompt": "[3]:", "outputs": [{"mime", "width",
        "height" (CSS pixels of the output area), "text", "inlineSVG" (a widget's drawing),
        "img": None or {"natural": [w, h], "client": [w, h], "complete"}}]}."""
        return self.page.evaluate(READ_CELLS)

    def model_outputs(self):
        """For each code cell, each output in the notebook's model as {"output_type"
        ("display_data", "execute_result", "stream", "error"), "text" (its text/plain, the
        stream's text, or "ename: evalue")}, and for an error its "traceback" lines."""
        return self.page.evaluate(READ_MODEL_OUTPUTS)

    def kernel_status(self):
        """The kernel status the notebook's toolbar shows (its execution indicator's
        `data-status`, the same in both front ends): "idle", "busy", …; None if not drawn."""
        indicator = self.page.locator(".jp-NotebookPanel .jp-Notebook-ExecutionIndicator")
        return indicator.first.get_attribute("data-status") if indicator.count() else None

    # JupyterLab consoles

    def open_console(self, kernel="Gauge", workspace="console", run_on_enter=True):
        """Opens a fresh JupyterLab workspace (so no earlier tab is restored), chooses Settings →
        Console Run Keystroke → "Execute with Enter" when `run_on_enter` (JupyterLab's default
        is Shift+Enter, where Enter always inserts a newline and the kernel is never asked),
        clicks the launcher's Console card titled `kernel`, waits for the prompt and for the
        console's kernel to be idle."""
        if self.server.kind != "lab":
            raise ValueError("consoles are a JupyterLab feature; use the lab server")
        self.page.goto(self.server.url(f"lab/workspaces/{workspace}?reset"))
        card = self.page.locator(f'.jp-LauncherCard[data-category="Console"][title="{kernel}"]')
        card.wait_for()
        before = {session["id"] for session in self.server.api("api/sessions")}
        if run_on_enter:
            self.page.locator(".lm-MenuBar-item", has_text="Settings").click()
            self.page.locator(".lm-Menu-item", has_text="Console Run Keystroke").hover()
            self.page.locator(".lm-Menu-item", has_text=re.compile("^Execute with Enter")).click()
        card.click()
        self.page.locator(".jp-CodeConsole-promptCell .cm-content").wait_for()
        # The console's session is found by id (its path changes once it has a name).
        deadline = time.monotonic() + 30
        while not (new := [s for s in self.server.api("api/sessions") if s["id"] not in before]):
            if time.monotonic() > deadline:
                raise AssertionError("no console session appeared in /api/sessions")
            time.sleep(0.1)
        self.path, self.kernel = None, new[0]["kernel"]
        self.wait_kernel_idle()
        if run_on_enter:
            mode = self.page.locator(".jp-CodeConsole").get_attribute("data-jp-interaction-mode")
            assert mode == "terminal", f"the console's interaction mode is {mode!r}"

    def console_type(self, text, then="Enter"):
        """Types `text` into the console's prompt cell key by key, then presses `then`. The cell
        is clicked only when it has no focus: a click would move the cursor."""
        if not self.page.locator(".jp-CodeConsole-promptCell .cm-editor.cm-focused").count():
            self.page.locator(".jp-CodeConsole-promptCell .cm-content").click()
        self.page.keyboard.type(text)
        if then:
            self.page.keyboard.press(then)

    def console_prompt(self):
        """The text in the console's prompt cell, its lines joined by newlines."""
        return self.page.evaluate("""() => [...document.querySelectorAll(
            '.jp-CodeConsole-promptCell .cm-content .cm-line')].map(l => l.textContent).join('\\n')""")

    def console_cells(self):
        """The console's executed code cells in order, each {"prompt", "input", "outputs"}
        (outputs as in `cells()`)."""
        return self.page.evaluate("""() => [...document.querySelectorAll(
            '.jp-CodeConsole-content .jp-CodeCell')].map(cell => ({
          prompt: (cell.querySelector('.jp-InputArea-prompt') || {}).textContent || '',
          input: [...cell.querySelectorAll('.cm-content .cm-line')].map(l => l.textContent).join('\\n'),
          outputs: [...cell.querySelectorAll('.jp-OutputArea-output')].map(o => ({
            mime: o.dataset.mimeType || '', text: o.innerText,
            width: o.getBoundingClientRect().width, height: o.getBoundingClientRect().height})),
        }))""")

    def wait_console(self, predicate, what, timeout=30):
        """Polls until `predicate(console_prompt(), console_cells())` is true; returns the
        (prompt, cells) it accepted. Raises AssertionError naming `what` and the last state."""
        deadline = time.monotonic() + timeout
        while True:
            state = (self.console_prompt(), self.console_cells())
            if predicate(*state):
                return state
            if time.monotonic() > deadline:
                raise AssertionError(f"{what}: not after {timeout} s; prompt {state[0]!r}, "
                                     f"cells {state[1]}")
            time.sleep(0.1)
