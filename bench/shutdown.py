"""Times shutdown: shutdown_request sent → kernel process gone, gauge vs ipykernel, in one run.

    .venv/bin/python bench/shutdown.py [--runs 8]

Each kernel is started by jupyter_client's KernelManager (gauge from this worktree's
kernelspec in .venv), answers one kernel_info, then gets a shutdown_request on control; the
process is polled every 1 ms (os.waitpid on the child) until it has exited. Also checks that
the shutdown_reply arrived. Medians and the slowest run, in ms.
"""
import argparse
import os
import statistics
import time

from jupyter_client.manager import start_new_kernel


def one_shutdown(kernel_name):
    manager, client = start_new_kernel(kernel_name=kernel_name)
    process = manager.provisioner.process
    try:
        message = client.session.msg("shutdown_request", {"restart": False})
        start = time.perf_counter()
        client.control_channel.send(message)
        while process.poll() is None:
            time.sleep(0.001)
        elapsed = time.perf_counter() - start
        reply = client.control_channel.get_msg(timeout=5)
        if reply["msg_type"] != "shutdown_reply":
            raise RuntimeError(f"{kernel_name}: got {reply['msg_type']}, not shutdown_reply")
        return elapsed
    finally:
        client.stop_channels()
        manager.cleanup_resources()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=8)
    parser.add_argument("--kernels", default="gauge,python3")
    arguments = parser.parse_args()
    print(f"{'kernel':<10}{'median ms':>11}{'max ms':>9}   (load {os.getloadavg()[0]:.1f})")
    for kernel_name in arguments.kernels.split(","):
        times = [one_shutdown(kernel_name) for _ in range(arguments.runs)]
        print(f"{kernel_name:<10}{statistics.median(times) * 1e3:>11.1f}{max(times) * 1e3:>9.1f}")


if __name__ == "__main__":
    main()
