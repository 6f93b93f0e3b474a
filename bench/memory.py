"""The kernel's memory against ipykernel in one run: peak and current RSS after the tour.

    .venv/bin/python bench/memory.py [--kernel NAME ...] [--rounds N] [--smaps N] [--no-numbers]

Each kernel is started by jupyter_client's KernelManager (through its installed kernelspec,
whose launcher `exec`s the binary, so the process measured is the kernel itself) and read from
/proc/PID/status after its cells ran and went idle:

- gauge after notebooks/tour.ipynb, every code cell in order, from notebooks/ (issue 10:
  VmHWM ≤ 20 MiB);
- gauge after `1 + 1` alone, and ipykernel after `1 + 1` (its trivial notebook);
- gauge holding `random(10000000)` and a line and a bar chart over it: (VmRSS after − VmRSS
  after `1 + 1`) / 10⁷ bytes per number (issue 10: ≤ 10).

VmHWM is the peak resident set, VmRSS the current one, split into RssFile (pages of the binary
and shared libraries) and RssAnon (heap, stacks). `--smaps N` also lists the N mappings (by file,
`[heap]`, `[anon]`) holding most of the tour kernel's resident pages, from /proc/PID/smaps.
"""
import argparse
import collections
import json
import os
import pathlib
import statistics
import sys

from jupyter_client.manager import KernelManager

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
STATUS_FIELDS = ("VmHWM", "VmRSS", "RssAnon", "RssFile")


class Kernel:
    """A kernel process started through its kernelspec, driven by a blocking client."""

    def __init__(self, name, cwd):
        self.manager = KernelManager(kernel_name=name)
        self.manager.start_kernel(cwd=str(cwd))
        self.client = self.manager.client()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=60)

    @property
    def pid(self):
        return self.manager.provisioner.process.pid

    def run(self, code):
        """Runs a cell until idle; raises on an error output."""
        msg_id = self.client.execute(code)
        error = None
        while True:
            msg = self.client.get_iopub_msg(timeout=600)
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            if msg["msg_type"] == "error":
                error = f"{msg['content']['ename']}: {msg['content']['evalue']}"
            elif msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
                break
        self.client.get_shell_msg(timeout=60)
        if error:
            raise RuntimeError(f"{code!r}: {error}")

    def status(self):
        """VmHWM, VmRSS, RssAnon, RssFile in KiB."""
        values = {}
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                key, _, rest = line.partition(":")
                if key in STATUS_FIELDS:
                    values[key] = int(rest.split()[0])
        return values

    def mappings(self):
        """Resident KiB by mapping (file path, `[heap]`, `[stack]`, `[anon]`), largest first."""
        sizes = collections.Counter()
        name = None
        with open(f"/proc/{self.pid}/smaps") as smaps:
            for line in smaps:
                first = line.split()
                if "-" in first[0] and ":" not in first[0]:
                    name = first[5] if len(first) > 5 else "[anon]"
                elif first[0] == "Rss:":
                    sizes[name] += int(first[1])
        return sizes.most_common()

    def libraries(self):
        """The shared objects mapped into the process (file names)."""
        with open(f"/proc/{self.pid}/maps") as maps:
            paths = {line.split()[5] for line in maps if len(line.split()) > 5}
        return sorted(os.path.basename(p) for p in paths if ".so" in os.path.basename(p))

    def close(self):
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=True)


def tour_cells():
    notebook = json.loads((NOTEBOOKS / "tour.ipynb").read_text())
    return ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code"]


def after(name, cells, cwd=ROOT, keep=False):
    kernel = Kernel(name, cwd)
    try:
        for code in cells:
            kernel.run(code)
        return (kernel, kernel.status()) if keep else kernel.status()
    finally:
        if not keep:
            kernel.close()


def bytes_per_number(name, count=10_000_000):
    kernel = Kernel(name, ROOT)
    try:
        kernel.run("1 + 1")
        start = kernel.status()["VmRSS"]
        kernel.run(f"let xs = random({count})\nchart a line data: xs\nchart b bar data: xs")
        end = kernel.status()["VmRSS"]
        return start, end, (end - start) * 1024 / count
    finally:
        kernel.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernel", action="append", metavar="NAME",
                        help="a gauge kernelspec to measure (again for several, e.g. an older build "
                             "installed with `gauge-kernel install --name`); default gauge")
    parser.add_argument("--peer", default="python3", help="the peer's kernelspec (ipykernel)")
    parser.add_argument("--rounds", type=int, default=1, help="runs of each; the median is printed")
    parser.add_argument("--smaps", type=int, default=12, metavar="N",
                        help="list the N mappings holding most of the first kernel's pages after the tour")
    parser.add_argument("--no-numbers", action="store_true", help="skip the 10⁷-number session")
    args = parser.parse_args()
    kernels = args.kernel or ["gauge"]

    def median(runs):
        return {field: statistics.median(run[field] for run in runs) for field in STATUS_FIELDS}

    rows, mappings, libraries = [], [], []
    tours = {name: [] for name in kernels}
    bare = {name: [] for name in kernels + [args.peer]}
    for _ in range(args.rounds):  # interleaved, so a change in the machine's load hits all alike
        for name in kernels:
            kernel, figures = after(name, tour_cells(), cwd=NOTEBOOKS, keep=True)
            try:
                if not mappings:
                    mappings, libraries = kernel.mappings(), kernel.libraries()
            finally:
                kernel.close()
            tours[name].append(figures)
        for name in kernels + [args.peer]:
            bare[name].append(after(name, ["1 + 1"]))
    for name in kernels:
        rows += [(f"{name}, tour", median(tours[name])), (f"{name}, 1 + 1", median(bare[name]))]
    rows.append((f"{args.peer}, 1 + 1", median(bare[args.peer])))

    print(f"{'KiB (median of ' + str(args.rounds) + ')':<24}" + "".join(f"{field:>10}" for field in STATUS_FIELDS))
    for label, values in rows:
        print(f"{label:<24}" + "".join(f"{values[field]:>10,.0f}" for field in STATUS_FIELDS))
    peak = rows[0][1]["VmHWM"]
    print(f"\n{kernels[0]} tour peak {peak / 1024:.1f} MiB (issue 10: ≤ 20 MiB); "
          f"ipykernel 1 + 1 peak {rows[-1][1]['VmHWM'] / 1024:.1f} MiB")
    if args.smaps:
        print(f"\n{kernels[0]} after the tour, resident pages by mapping (KiB):")
        for name, size in mappings[:args.smaps]:
            print(f"{size:>8,}  {name}")
    print("\nshared objects loaded: " + " ".join(libraries))
    if not args.no_numbers:
        start, end, per = bytes_per_number(kernels[0])
        print(f"\nrandom(10⁷) and two charts over it: VmRSS {start:,} → {end:,} KiB, "
              f"{per:.1f} bytes per number (issue 10: ≤ 10)")


if __name__ == "__main__":
    sys.exit(main())
