"""Charts and reductions over a large csv table in the gauge kernel against ipykernel + pandas.

    .venv/bin/python bench/tables_vs_pandas.py [--rows 1e6,1e7] [--rounds 3] [--binary PATH]
                                               [--no-peer] [--only line,point]

The table (written once per size into a temporary folder with numpy, seed 1): `x` the row
number 1…n (ascending, as a time series), `y` a uniform number with 6 decimals, `g` one of five
letters — about 19 bytes a row, so 10⁷ rows (190 MB) stay under the kernel's 256 MiB csv limit
and its 10⁷-row limit. Both kernels read the same file once (`csv(…)` / `pd.read_csv`), timed;
then each cell is execute_request until idle, median of `--rounds` (SVG and text over the wire
for gauge; each chart is new, `delete c` between them, so no keyframes from the last one). gauge's cells: `sum`/`mean` of a column (the floor), charts over the table (`line`,
`point`, `point color:`, `line where:`, `bar` of sums per category, `bar bin: auto`), and the
same `line` and `point` over the column taken out as a list (the list path the table path is measured
against). pandas' cells: `read_csv`, `sum`, `mean`, the filter, `groupby().sum()`, and
matplotlib's line of the two columns to SVG (the same picture as gauge's line).

A 1 GB (sparse) csv is offered first: it must be refused from its size, at once (timed).
Memory: the kernel's VmRSS before and after `csv(…)` (bytes per row held by the table), and
after the charts (what charts keep beside it). Results go to bench/results/tables-<UTC>.json.
"""
import argparse
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from render_vs_peers import ROOT, Kernel, save_results  # noqa: E402  (installs the peers into .venv)
import numpy as np  # noqa: E402
from jupyter_client import KernelManager  # noqa: E402
from jupyter_client.kernelspec import KernelSpec  # noqa: E402

GAUGE_CELLS = {
    "sum": 'sum(t, "y")',
    "mean": 'mean(t, "y")',
    "line": "chart c line data: t x: x y: y",
    "point": "chart c point data: t x: x y: y",
    "point color": "chart c point data: t x: x y: y color: g",
    "line where": "chart c line data: t x: x y: y where: y > 0.5",
    "bar sum": "chart c bar data: t x: g y: y",
    "bar bin": "chart c bar data: t x: y bin: auto",
    "list sum": "sum(ys)",
    "list line": "chart c line data: ys",
    "list point": "chart c point data: ys",
}
PANDAS_CELLS = {
    "sum": 'df["y"].sum()',
    "mean": 'df["y"].mean()',
    "line": "figure, axes = plt.subplots(figsize=(400 / 72, 260 / 72))\n"
            "axes.plot(df['x'], df['y'])\nfigure.savefig(io.BytesIO(), format='svg')\nplt.close(figure)",
    "line where": "len(df[df['y'] > 0.5])",
    "bar sum": "df.groupby('g', sort=False)['y'].sum()",
    "bar bin": "np.histogram(df['y'], bins=10)",
}


def write_table(path, rows):
    """x = 1…rows, y uniform in [0, 1) to 6 decimals, g one of five letters."""
    rng = np.random.default_rng(1)
    with open(path, "w") as file:
        file.write("x,y,g\n")
        chunk = 1_000_000
        for start in range(0, rows, chunk):
            n = min(chunk, rows - start)
            xs = np.arange(start + 1, start + n + 1)
            ys = rng.random(n)
            gs = np.array(list("abcde"))[rng.integers(0, 5, n)]
            file.write("".join(f"{x},{y:.6f},{g}\n" for x, y, g in zip(xs.tolist(), ys.tolist(), gs.tolist())))


def rss_kib(kernel):
    with open(f"/proc/{kernel.manager.provisioner.process.pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class PythonKernel(Kernel):
    """ipykernel from this .venv, with pandas, numpy and matplotlib's SVG backend imported."""

    def __init__(self):
        self.manager = KernelManager()
        self.manager._kernel_spec = KernelSpec(argv=[sys.executable, "-m", "ipykernel_launcher", "-f",
                                                     "{connection_file}"],
                                               display_name="python", language="python")
        self.manager.start_kernel()
        self.client = self.manager.client()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=60)
        checked(self, "import io\nimport numpy as np\nimport pandas as pd\nimport matplotlib\n"
                     "matplotlib.use('svg')\nimport matplotlib.pyplot as plt")


def checked(kernel, code):
    """Runs a cell; (seconds until idle, SVG or None, text); raises on an error reply."""
    elapsed, svg, text, error = kernel.run(code)
    if error:
        raise RuntimeError(f"{code!r}: {error}")
    return elapsed, svg, text


def timed(kernel, cells, rounds, only):
    """Median seconds per cell (and gauge's SVG bytes)."""
    result = {}
    for name, code in cells.items():
        if only and name not in only:
            continue
        times, size = [], 0
        for _ in range(rounds):
            elapsed, svg, _ = checked(kernel, code)
            times.append(elapsed)
            if code.startswith("chart c "):
                checked(kernel, "delete c")  # each chart new: no keyframes from the last one
            size = len(svg.encode()) if svg else 0
        result[name] = {"ms": statistics.median(times) * 1e3, "bytes": size}
        print(f"  {name:12s} {result[name]['ms']:10.1f} ms", flush=True)
    return result


def refusal_ms(kernel, folder):
    """`csv(…)` of a 1 GB (sparse) file: refused from its size, never read."""
    path = os.path.join(folder, "one-gigabyte.csv")
    with open(path, "wb") as file:
        file.truncate(1 << 30)
    try:
        elapsed, _, _, error = kernel.run(f'let big = csv("{path}")')
    finally:
        os.remove(path)
    if not error or "too large" not in error:
        raise RuntimeError(f"a 1 GB csv was not refused: {error!r}")
    return elapsed * 1e3


def gauge_run(binary, path, rows, rounds, only):
    kernel = Kernel(binary)
    try:
        checked(kernel, "gauge warm value: 0.5")
        refused = refusal_ms(kernel, os.path.dirname(path))
        before = rss_kib(kernel)
        read, _, _ = checked(kernel, f'let t = csv("{path}")')
        held = rss_kib(kernel)
        checked(kernel, 'let ys = column(t, "y")')
        with_list = rss_kib(kernel)
        cells = timed(kernel, GAUGE_CELLS, rounds, only)
        after = rss_kib(kernel)
        _, _, text = checked(kernel, 'sum(t, "y")')
        return {"read_ms": read * 1e3, "refuse_1gb_ms": refused, "rss_start_kib": before, "rss_table_kib": held,
                "rss_list_kib": with_list, "rss_after_charts_kib": after,
                "table_bytes_per_row": (held - before) * 1024 / rows,
                "sum_text": text, "peak_rss_kib": kernel.peak_rss_kib(), "cells": cells}
    finally:
        kernel.close()


def pandas_run(path, rows, rounds, only):
    kernel = PythonKernel()
    try:
        before = rss_kib(kernel)
        read, _, _ = checked(kernel, f"df = pd.read_csv({path!r})")
        held = rss_kib(kernel)
        cells = timed(kernel, PANDAS_CELLS, rounds, only)
        return {"read_ms": read * 1e3, "rss_start_kib": before, "rss_table_kib": held,
                "table_bytes_per_row": (held - before) * 1024 / rows, "cells": cells}
    finally:
        kernel.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="1e6,1e7")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default="", help="cells to run, e.g. line,sum")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "gauge-kernel"))
    parser.add_argument("--no-peer", action="store_true")
    parser.add_argument("--keep", metavar="DIR", help="write (or reuse) the csv files in DIR")
    arguments = parser.parse_args()
    only = set(filter(None, arguments.only.split(",")))
    folder = arguments.keep or tempfile.mkdtemp(prefix="gauge-tables-")
    os.makedirs(folder, exist_ok=True)
    runs = []
    for rows in (int(float(r)) for r in arguments.rows.split(",")):
        path = os.path.join(folder, f"table-{rows}.csv")
        if not os.path.exists(path):
            write_table(path, rows)
        print(f"{rows:,} rows, {os.path.getsize(path) / 1e6:.0f} MB; gauge", flush=True)
        run = {"rows": rows, "csv_bytes": os.path.getsize(path),
               "gauge": gauge_run(os.path.abspath(arguments.binary), path, rows, arguments.rounds, only)}
        if not arguments.no_peer:
            print("  pandas", flush=True)
            run["pandas"] = pandas_run(path, rows, arguments.rounds, only)
        runs.append(run)
        if not arguments.keep:
            os.remove(path)
    out, _ = save_results("tables", {"binary": arguments.binary, "rounds": arguments.rounds, "runs": runs})
    print(f"\n{out}  (load {os.getloadavg()[0]:.1f})\n")
    print(markdown(runs))


def markdown(runs):
    """One row per cell: gauge ms, × gauge's `sum(t, "y")`, pandas ms, pandas / gauge."""
    lines = ["| rows | cell | gauge ms | × sum | SVG KB | pandas ms | pandas/gauge |",
             "|---:|---|---:|---:|---:|---:|---:|"]
    for run in runs:
        gauge, peer = run["gauge"], run.get("pandas", {})
        floor = gauge["cells"].get("sum", {}).get("ms")
        rows = [("read", {"ms": gauge["read_ms"], "bytes": 0}, peer.get("read_ms"))]
        rows += [(name, cell, peer.get("cells", {}).get(name, {}).get("ms")) for name, cell in gauge["cells"].items()]
        for name, cell, other in rows:
            ratio = f"{cell['ms'] / floor:,.1f}" if floor and name != "read" else "–"
            peer_ms = "–" if other is None else f"{other:,.1f}"
            peer_ratio = "–" if other is None else f"{other / cell['ms']:,.2f}"
            lines.append(f"| {run['rows']:.0e} | {name} | {cell['ms']:,.1f} | {ratio} "
                         f"| {cell['bytes'] / 1e3:,.1f} | {peer_ms} | {peer_ratio} |")
        if "refuse_1gb_ms" in gauge:
            lines.append(f"| {run['rows']:.0e} | csv of 1 GB refused | {gauge['refuse_1gb_ms']:,.1f} | | | – | |")
        lines.append(f"| {run['rows']:.0e} | RSS per row held | {gauge['table_bytes_per_row']:.1f} B | | "
                     f"| {peer.get('table_bytes_per_row', 0):.1f} B | |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
