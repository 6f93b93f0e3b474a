"""Times big charts through a real gauge kernel and prints each SVG's size.

    .venv/bin/python bench/big_outputs.py [PATH/TO/gauge-kernel]   (SAVE_DIR=… keeps the SVGs)

Each cell is run once after a warm-up cell; the time is execute_request until idle, as a
notebook user waits; the size is the image/svg+xml string of the cell's display_data.
"""
import json
import os
import sys
import tempfile
import time

from jupyter_client import KernelManager
from jupyter_client.kernelspec import KernelSpec

CELLS = [
    ("sector 400k", "chart big sector data: random(400000, seed: 1)"),
    ("bar 200k", "chart bars bar data: random(200000, seed: 1)"),
    ("point 1M", "chart pts point data: random(1000000, seed: 1)"),
    ("line 1M", "chart ln line data: random(1000000, seed: 1)"),
    ("area 1M", "chart ar area data: random(1000000, seed: 1)"),
]


def run(client, code):
    msg_id = client.execute(code)
    svg = None
    error = None
    while True:
        msg = client.get_iopub_msg(timeout=120)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        kind = msg["msg_type"]
        if kind in ("display_data", "update_display_data"):
            svg = msg["content"]["data"].get("image/svg+xml", svg)
        elif kind == "error":
            error = msg["content"]["ename"]
        elif kind == "status" and msg["content"]["execution_state"] == "idle":
            return svg, error


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/gauge-kernel"
    manager = KernelManager()
    manager._kernel_spec = KernelSpec(argv=[os.path.abspath(binary), "-f", "{connection_file}"],
                                      display_name="gauge", language="gauge",
                                      interrupt_mode="message")
    manager.start_kernel()
    client = manager.client()
    client.start_channels()
    client.wait_for_ready(timeout=30)
    try:
        run(client, "gauge warm value: 0.5")
        for label, code in CELLS:
            start = time.perf_counter()
            svg, error = run(client, code)
            elapsed = time.perf_counter() - start
            size = len(svg.encode()) if svg else 0
            if svg and os.environ.get("SAVE_DIR"):
                name = label.replace(" ", "-") + ".svg"
                with open(os.path.join(os.environ["SAVE_DIR"], name), "w") as file:
                    file.write(svg)
            print(f"{label:12s} {elapsed:7.2f} s {size / 1e6:9.3f} MB {error or ''}", flush=True)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


if __name__ == "__main__":
    main()
