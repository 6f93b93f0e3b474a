"""Times filtering and binning a 1,000,000-row table in the gauge kernel against ipykernel doing
the same with Python's csv module and list comprehensions (no pandas: what a notebook without
extra packages does), and prints medians.

    .venv/bin/python bench/explore_vs_ipykernel.py [--rows N] [--rounds R]

Both tables are read once before timing; each timed cell is execute_request until idle.
gauge: `count(filter(t, …))` and a `bin: auto` histogram drawn as SVG; Python: the same count,
and counts per bin of width 0.1 (no picture) — so the histogram ratio favours Python.
"""
import argparse
import os
import random
import statistics
import tempfile
import time

from jupyter_client.manager import start_new_kernel

CONDITION_GAUGE = 'a > 0.5 and g == "x" and d >= "2012-06-01"'


def write_table(path, rows):
    rng = random.Random(1)
    with open(path, "w") as f:
        f.write("a,g,d\n")
        for i in range(rows):
            f.write(f"{rng.random():.6f},{'xyz'[i % 3]},2012-{1 + i % 12:02d}-{1 + i % 28:02d}\n")


def run_until_idle(client, code):
    msg_id = client.execute(code)
    start = time.perf_counter()
    while True:
        msg = client.get_iopub_msg(timeout=600)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "error":
            raise RuntimeError(msg["content"]["evalue"])
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            return time.perf_counter() - start


def measure(kernel, setup, cells, rounds):
    manager, client = start_new_kernel(kernel_name=kernel)
    try:
        run_until_idle(client, setup)
        return {name: statistics.median(run_until_idle(client, code) for _ in range(rounds))
                for name, code in cells.items()}
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    path = os.path.join(tempfile.mkdtemp(), "table.csv")
    write_table(path, args.rows)
    gauge = measure("gauge", f'let t = csv("{path}")', {
        "filter": f"print count(filter(t, {CONDITION_GAUGE}))",
        "histogram": 'chart h bar data: t x: "a" bin: auto',
    }, args.rounds)
    python = measure("python3", (
        "import csv\n"
        f"rows = list(csv.reader(open({path!r})))[1:]\n"
        "a = [float(r[0]) for r in rows]; g = [r[1] for r in rows]; d = [r[2] for r in rows]"), {
        "filter": "print(sum(1 for x, y, z in zip(a, g, d) if x > 0.5 and y == 'x' and z >= '2012-06-01'))",
        "histogram": "counts = {}\nfor x in a: counts[int(x * 10)] = counts.get(int(x * 10), 0) + 1",
    }, args.rounds)
    print(f"{args.rows} rows, median of {args.rounds}")
    for name in gauge:
        print(f"{name:10s} gauge {gauge[name] * 1000:8.1f} ms   ipykernel {python[name] * 1000:8.1f} ms"
              f"   ratio {gauge[name] / python[name]:.2f}")


if __name__ == "__main__":
    main()
