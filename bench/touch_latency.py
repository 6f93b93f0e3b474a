"""Pointer-to-new-picture latency of an interactive chart (LANGUAGE.md "Touching the chart").

    .venv/bin/python bench/touch_latency.py [CLICKS]        (default 100)

1. In the browser: notebooks/interactive.ipynb in JupyterLab 4 (headless system Chromium),
   CLICKS clicks alternating between the りんご and いちご sectors; each is timed in the page from
   the click event to the moment the widget's picture is swapped for the kernel's next SVG
   (front end → jupyter_server → kernel → back → anywidget view).
2. The kernel's share: the same touches sent by jupyter_client straight to the kernel, timed
   from comm_msg sent to the widget `update` received (ZeroMQ and the kernel's work only);
   once with the notebook's spring and once with `animation none`, which shows how much of it
   is the rendering of the spring's keyframes.

Prints p50 and p90 (milliseconds) of each; the target is a browser p50 of at most 50 ms.
"""
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "integration" / "browser"))

from jupyter_client.manager import start_new_kernel  # noqa: E402

import jupyter_app  # noqa: E402
from browser_session import browser  # noqa: E402
from front_end import FrontEnd  # noqa: E402
from widget_probe import PROBE, percent_label, wait_widgets  # noqa: E402

FRUITS = """let fruits = ["りんご": 15, "いちご": 12, "さくらんぼ": 6, "ぶどう": 5, "バナナ": 4, "オレンジ": 2]
chart favorites sector data: fruits inner: inset(50) angularInset: 3 size: 300x300
animation spring(response: 0.5, dampingFraction: 0.7)
show favorites interactive"""


def percentiles(samples):
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]


def browser_latencies(clicks):
    server = jupyter_app.server("lab")
    ui = FrontEnd(server, browser(), "bench-touch", viewport=(1100, 1500))
    try:
        ui.open_notebook("interactive.ipynb")
        ui.run_all()
        wait_widgets(ui.page, 2)
        ui.page.evaluate(PROBE)
        latencies = []
        for n in range(clicks):
            percent_label(ui.page, n % 2).click()  # りんご, いちご, …: each click a new selection
            ui.page.wait_for_function(f"window.gaugeProbe.changes.length > {n}", timeout=10000)
            latencies.append(ui.page.evaluate(f"window.gaugeProbe.changes[{n}] - window.gaugeProbe.clicks[{n}]"))
            time.sleep(0.05)  # the view's "done" arrives; the next click is a new touch
        return latencies
    finally:
        ui.close()
        jupyter_app.stop_all()


def kernel_latencies(touches, animation=None):
    manager, client = start_new_kernel(kernel_name="gauge")
    try:
        cell = FRUITS if animation is None else FRUITS.replace("animation spring(response: 0.5, dampingFraction: 0.7)",
                                                               f"animation {animation}")
        msg_id = client.execute(cell)
        comm_id = None
        while comm_id is None:
            msg = client.get_iopub_msg(timeout=20)
            if msg["parent_header"].get("msg_id") == msg_id and msg["msg_type"] == "comm_open":
                comm_id = msg["content"]["comm_id"]
        latencies = []
        for n in range(touches):
            value = 5 if n % 2 == 0 else 20  # りんご, いちご
            message = client.session.msg("comm_msg", {"comm_id": comm_id, "data": {
                "method": "custom", "content": {"event": "angle", "value": value, "seq": n}}})
            start = time.perf_counter()
            client.shell_channel.send(message)
            while True:
                msg = client.get_iopub_msg(timeout=20)
                if (msg["parent_header"].get("msg_id") == message["header"]["msg_id"]
                        and msg["msg_type"] == "comm_msg" and msg["content"]["data"].get("method") == "update"):
                    latencies.append((time.perf_counter() - start) * 1000)
                    break
            while not (msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle"):
                msg = client.get_iopub_msg(timeout=20)
        return latencies
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    kernel = percentiles(kernel_latencies(count))
    print(f"kernel share (jupyter_client → update), {count} touches: p50 {kernel[0]:.1f} ms, p90 {kernel[1]:.1f} ms")
    still = percentiles(kernel_latencies(count, animation="none"))
    print(f"  the same with animation none (no keyframes to render): p50 {still[0]:.1f} ms, p90 {still[1]:.1f} ms")
    page = percentiles(browser_latencies(count))
    print(f"browser click → new picture (JupyterLab), {count} clicks: p50 {page[0]:.1f} ms, p90 {page[1]:.1f} ms")
    print(f"target p50 ≤ 50 ms: {'met' if page[0] <= 50 else 'NOT met'}")


if __name__ == "__main__":
    main()
