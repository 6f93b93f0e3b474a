"""Bytes and time of animated updates: a big chart made in one cell, changed under an
animation in the next, through a real gauge kernel (jupyter_client).

    .venv/bin/python bench/animated_updates.py [--binary PATH] [--rounds N] [--only line,donut]
                                               [--sizes 1e5,1e6] [--donuts 10,300] [--json FILE]

Each case runs `animation easeInOut(1)`, makes the chart over `d` (`let d = random(n, seed: 1)`,
or a record of n sectors), then rebinds `d` (seed 2, or the record's values changed); the
chart follows its data, so the second cell's display_data is the animated update. Printed: the
static display's bytes, the animated update's bytes (the image/svg+xml string, UTF-8), whether
it animates (`<animate` or a CSS keyframe in it) and the update cell's execute → idle time,
median of `--rounds`. The issue's bound is 150 KB (153,600 bytes) for every output.
"""
import argparse
import json
import os
import statistics
import sys
import time

from jupyter_client import KernelManager
from jupyter_client.kernelspec import KernelSpec

LIMIT = 150 * 1024


def run(client, code):
    msg_id = client.execute(code)
    svgs, error = [], None
    while True:
        msg = client.get_iopub_msg(timeout=600)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        kind = msg["msg_type"]
        if kind in ("display_data", "update_display_data"):
            svg = msg["content"]["data"].get("image/svg+xml")
            if svg:
                svgs.append(svg)
        elif kind == "error":
            error = msg["content"]["ename"] + ": " + msg["content"]["evalue"]
        elif kind == "status" and msg["content"]["execution_state"] == "idle":
            return svgs, error


def cases(sizes, only, donuts):
    marks = {"line": "line", "area": "area", "point": "point", "bar": "bar"}
    for mark in marks:
        if only and mark not in only:
            continue
        for n in sizes:
            yield (f"{mark}", n,
                   [f"let d = random({n}, seed: 1)", f"chart c {mark} data: d"],
                   f"let d = random({n}, seed: 2)")
    for n in donuts:
        for corner in ("", " cornerRadius: 4"):
            name = "donut" + (" r4" if corner else "")
            if only and "donut" not in only:
                continue
            yield (name, n,
                   [f"let d = random({n}, seed: 1)",
                    f"chart c sector data: d inner: ratio(0.6){corner}"],
                   f"let d = random({n}, seed: 2)")
    if not only or "gauge" in only:
        yield ("gauge", 1, ["gauge c value: 50 in: 0...100 style: accessoryCircularCapacity"],
               "c.value = 75")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/gauge-kernel")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default="")
    parser.add_argument("--sizes", default="1e4,1e5,1e6,1e7")
    parser.add_argument("--donuts", default="10,300,1000,10000", help="sector counts")
    parser.add_argument("--json", default="")
    parser.add_argument("--save", default="", help="folder to keep each case's update SVG")
    args = parser.parse_args()
    sizes = [int(float(s)) for s in args.sizes.split(",") if s]
    only = set(filter(None, args.only.split(",")))

    manager = KernelManager()
    manager._kernel_spec = KernelSpec(argv=[os.path.abspath(args.binary), "-f", "{connection_file}"],
                                      display_name="gauge", language="gauge",
                                      interrupt_mode="message")
    manager.start_kernel()
    client = manager.client()
    client.start_channels()
    client.wait_for_ready(timeout=30)
    results = []
    print(f"{'case':10s} {'rows':>9s} {'static KB':>10s} {'update KB':>10s} {'moves':>5s} "
          f"{'update ms':>10s}  binary {args.binary}", flush=True)
    try:
        run(client, "gauge warm value: 0.5")
        donuts = [int(float(s)) for s in args.donuts.split(",") if s]
        for name, n, setup, change in cases(sizes, only, donuts):
            times, sizes_seen, static, moves, error = [], [], 0, False, None
            for _ in range(args.rounds):
                run(client, "reset")
                run(client, "animation easeInOut(1)")
                for line in setup:
                    svgs, error = run(client, line)
                    if svgs:
                        static = len(svgs[-1].encode())
                start = time.perf_counter()
                svgs, error = run(client, change)
                times.append((time.perf_counter() - start) * 1000)
                svg = svgs[-1] if svgs else ""
                sizes_seen.append(len(svg.encode()))
                moves = "<animate" in svg or "@keyframes" in svg
                if args.save and svg:
                    os.makedirs(args.save, exist_ok=True)
                    with open(os.path.join(args.save, f"{name.replace(' ', '-')}-{n}.svg"), "w") as f:
                        f.write(svg)
            size = max(sizes_seen)
            row = {"case": name, "rows": n, "static_bytes": static, "update_bytes": size,
                   "moves": moves, "update_ms": statistics.median(times), "error": error}
            results.append(row)
            flag = "  OVER 150 KB" if size > LIMIT else ""
            print(f"{name:10s} {n:9d} {static / 1024:10.1f} {size / 1024:10.1f} "
                  f"{'yes' if moves else 'no':>5s} {row['update_ms']:10.1f}{flag} {error or ''}",
                  flush=True)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    if args.json:
        with open(args.json, "w") as file:
            json.dump({"binary": args.binary, "results": results}, file, indent=1)


if __name__ == "__main__":
    sys.exit(main())
