"""Measures the gauge kernel against ipykernel in one run and prints medians and ratios.

    .venv/bin/python bench/kernel_vs_ipykernel.py [--rounds N]

Both kernels are started the same way (jupyter_client's KernelManager) and driven by the same
client code, so the ratio is what a notebook user feels: start-up until kernel_info answers,
a kernel_info round trip, and an execute round trip (reply and idle) of a trivial cell and of
a cell that draws. A ratio below 1 means gauge is faster.
"""
import argparse
import statistics
import time

from jupyter_client.manager import start_new_kernel

WORK = {
    "gauge": {"trivial": "1 + 1",
              "draw": "gauge g value: 0.5 style: accessoryCircularCapacity\ng.value = 0.7"},
    "python3": {"trivial": "1 + 1",
                "draw": "from IPython.display import SVG, display\n"
                        "display(SVG('<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"58\" "
                        "height=\"58\"><circle cx=\"29\" cy=\"29\" r=\"20\"/></svg>'))"},
}


def run_until_idle(client, code):
    msg_id = client.execute(code)
    client.get_shell_msg(timeout=30)
    while True:
        msg = client.get_iopub_msg(timeout=30)
        if (msg["parent_header"].get("msg_id") == msg_id and msg["msg_type"] == "status"
                and msg["content"]["execution_state"] == "idle"):
            return


def measure(kernel_name, rounds):
    results = {"startup": [], "kernel_info": [], "execute trivial": [], "execute draw": []}
    for _ in range(3):
        start = time.perf_counter()
        manager, client = start_new_kernel(kernel_name=kernel_name)
        results["startup"].append(time.perf_counter() - start)
        client.stop_channels()
        manager.shutdown_kernel(now=False)
    manager, client = start_new_kernel(kernel_name=kernel_name)
    try:
        for _ in range(rounds):
            start = time.perf_counter()
            client.kernel_info(reply=True, timeout=30)
            results["kernel_info"].append(time.perf_counter() - start)
        for label in ("trivial", "draw"):
            for _ in range(rounds):
                start = time.perf_counter()
                run_until_idle(client, WORK[kernel_name][label])
                results["execute " + label].append(time.perf_counter() - start)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=False)
    return {name: statistics.median(times) for name, times in results.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    rounds = parser.parse_args().rounds
    gauge = measure("gauge", rounds)
    python = measure("python3", rounds)
    print(f"{'median (ms)':<18}{'gauge':>10}{'ipykernel':>12}{'ratio':>8}")
    for name in gauge:
        print(f"{name:<18}{gauge[name] * 1e3:>10.2f}{python[name] * 1e3:>12.2f}"
              f"{gauge[name] / python[name]:>8.2f}")


if __name__ == "__main__":
    main()
