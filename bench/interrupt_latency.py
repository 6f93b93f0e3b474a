"""How fast an interrupt stops a long drawing: interrupt_request → the cell's idle status.

    .venv/bin/python bench/interrupt_latency.py [--rounds 5] [--after 0.05]

Each case starts a cell, waits until the kernel has been busy for `--after` seconds, sends
`interrupt_request` on control (the kernelspec's `interrupt_mode: message`; ipykernel is
interrupted the same way by jupyter_client, with SIGINT) and times until the cell's `idle`;
the reply must be a `KeyboardInterrupt` error, and a following cell must still see the
session's data. Issue 10: any large chart stops within 0.2 s. The peer is ipykernel
interrupting `time.sleep` and a matplotlib SVG of 10⁶ points. Medians in ms; results go to
bench/results/interrupt-<UTC>.json.
"""
import argparse
import json
import os
import statistics
import sys
import time

from jupyter_client.manager import start_new_kernel

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from render_vs_peers import save_results  # noqa: E402

GAUGE = [
    ("donut, 10⁶ sectors", "let d = random(1000000, seed: 1)", "chart c sector inner: ratio(0.6) data: d"),
    ("line, 10⁷ points, drawn 20 times", "let ys = random(10000000, seed: 1)",
     "chart c line data: ys\n" * 20),
    ("area, 10⁷ points, drawn 20 times", "let ys = random(10000000, seed: 1)",
     "chart c area data: ys\n" * 20),
    ("wait 30", "", "wait 30"),
]
PYTHON = [
    ("time.sleep(30)", "import time", "time.sleep(30)"),
    ("matplotlib SVG of 10⁶ points, 20 times",
     "import io, numpy as np, matplotlib\nmatplotlib.use('svg')\nimport matplotlib.pyplot as plt\n"
     "ys = np.random.default_rng(1).random(1_000_000)",
     "for _ in range(20):\n    f, a = plt.subplots(); a.plot(ys); f.savefig(io.BytesIO(), format='svg'); plt.close(f)"),
]


def idle_after(client, msg_id, timeout=120):
    """Waits for `msg_id`'s idle; returns (busy time, idle time) by the client's clock."""
    busy = None
    deadline = time.monotonic() + timeout
    while True:
        msg = client.get_iopub_msg(timeout=max(0.01, deadline - time.monotonic()))
        if msg["parent_header"].get("msg_id") != msg_id or msg["msg_type"] != "status":
            continue
        state = msg["content"]["execution_state"]
        if state == "busy":
            busy = time.perf_counter()
        elif state == "idle":
            return busy, time.perf_counter()


def interrupt_ms(manager, client, setup, code, after):
    if setup:
        reply = client.execute_interactive(setup, timeout=120)
        assert reply["content"]["status"] == "ok", reply["content"]
    msg_id = client.execute(code)
    # busy comes first on iopub: wait for it, then `after` seconds, then interrupt
    while True:
        msg = client.get_iopub_msg(timeout=60)
        if msg["parent_header"].get("msg_id") == msg_id and msg["msg_type"] == "status":
            break
    time.sleep(after)
    sent = time.perf_counter()
    manager.interrupt_kernel()
    _, idle = idle_after(client, msg_id)
    reply = client.get_shell_msg(timeout=60)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = client.get_shell_msg(timeout=60)
    content = reply["content"]
    return (idle - sent) * 1e3, content.get("ename") or content["status"]


def run(kernel_name, cases, rounds, after):
    manager, client = start_new_kernel(kernel_name=kernel_name, startup_timeout=60)
    rows = []
    try:
        for name, setup, code in cases:
            times, outcomes = [], set()
            for _ in range(rounds):
                ms, outcome = interrupt_ms(manager, client, setup, code, after)
                times.append(ms)
                outcomes.add(outcome)
            check = client.execute_interactive("1 + 1", timeout=30)["content"]["status"]
            row = {"kernel": kernel_name, "case": name, "median_ms": round(statistics.median(times), 1),
                   "max_ms": round(max(times), 1), "outcomes": sorted(outcomes), "next_cell": check}
            rows.append(row)
            print(json.dumps(row, ensure_ascii=False), flush=True)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--after", type=float, default=0.05, help="seconds busy before the interrupt")
    arguments = parser.parse_args()
    rows = run("gauge", GAUGE, arguments.rounds, arguments.after)
    rows += run("python3", PYTHON, arguments.rounds, arguments.after)
    path, commit = save_results("interrupt", {"rounds": arguments.rounds, "after_s": arguments.after, "rows": rows})
    print(f"\n{path} (commit {commit})\n")
    print("| kernel | case | median ms | max ms | outcome | next cell |\n|---|---|---:|---:|---|---|")
    for row in rows:
        print(f"| {row['kernel']} | {row['case']} | {row['median_ms']} | {row['max_ms']} | "
              f"{', '.join(row['outcomes'])} | {row['next_cell']} |")


if __name__ == "__main__":
    main()
