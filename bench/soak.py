"""Soak: N mixed requests to one gauge kernel over loopback, each checked for its right answer.

    .venv/bin/python bench/soak.py --requests 100000      # the full run (figures in bench/README.md)
    .venv/bin/python bench/soak.py --requests 5000        # what integration/test_soak.py runs

The mix (weights in MIX): good cells with known results, gauge cells (one SVG display each),
syntax and runtime errors, completions, inspections, is_complete and kernel_info requests,
comm_open of an unknown target (answered with comm_close) and comm_msg to an unknown id
(ignored), touches of a real donut widget (anywidget's `model.send`, sometimes after an interrupt
sent while idle, sometimes hostile content that must leave the selection alone), hostile frames on a raw shell socket (dropped, and the next request on that socket is
answered), and interrupts of a running `wait`. Restarts happen before the RSS baseline (at 2%,
5% and 8% of the run), so the RSS growth is measured over one process's life: from request N/10
(10,000 of 100,000) to the last. The loops are bounded in count and time; only 127.0.0.1 is used.
"""
import argparse
import json
import pathlib
import queue
import random
import sys
import time
import uuid

from jupyter_client.manager import start_new_kernel

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "integration"))
from conftest import RawChannel  # noqa: E402 — the signed raw socket the hostile-wire tests use

TIMEOUT = 20
MIX = [("cell", 28), ("gauge", 10), ("syntax", 8), ("runtime", 8), ("complete", 10), ("inspect", 8),
       ("is_complete", 5), ("kernel_info", 5), ("comm_open", 5), ("comm_msg", 5), ("widget", 5), ("hostile", 7),
       ("interrupt", 1)]


class Soak:
    def __init__(self, requests, seed=11):
        self.requests = requests
        self.random = random.Random(seed)
        self.failures = []
        self.counts = {}
        self.widget_id = None  # the donut widget's comm id in the running process
        self.selection = ""
        self.start_kernel()

    def start_kernel(self):
        self.manager, self.client = start_new_kernel(kernel_name="gauge", cwd=str(ROOT / "notebooks"),
                                                     startup_timeout=60)
        self.raw = RawChannel(self.manager, "shell")

    def stop(self):
        self.raw.close()
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=False)

    def restart(self):
        self.raw.close()
        self.client.stop_channels()
        self.manager.restart_kernel(now=False)
        self.client = self.manager.client()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=60)
        self.raw = RawChannel(self.manager, "shell")
        self.widget_id = None

    @property
    def pid(self):
        return self.manager.provisioner.process.pid

    def rss_kib(self):
        for line in pathlib.Path(f"/proc/{self.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise RuntimeError("no VmRSS")

    # -- waiting for answers ------------------------------------------------------------------

    def reply(self, msg_id):
        deadline = time.monotonic() + TIMEOUT
        while True:
            msg = self.client.get_shell_msg(timeout=max(0.01, deadline - time.monotonic()))
            if msg["parent_header"].get("msg_id") == msg_id:
                return msg

    def iopub(self, msg_id):
        """The iopub messages of request `msg_id` up to its idle status."""
        messages = []
        deadline = time.monotonic() + TIMEOUT
        while True:
            msg = self.client.get_iopub_msg(timeout=max(0.01, deadline - time.monotonic()))
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            messages.append(msg)
            if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
                return messages

    def execute(self, code):
        msg_id = self.client.execute(code)
        return self.reply(msg_id)["content"], self.iopub(msg_id)

    def expect(self, kind, condition, detail):
        if not condition:
            self.failures.append((kind, detail))

    # -- the requests -------------------------------------------------------------------------

    def cell(self, i):
        n = self.random.randrange(-10**6, 10**6)
        content, messages = self.execute(f"let s{i % 50} = {n}\ns{i % 50} * 2")
        results = [m for m in messages if m["msg_type"] == "execute_result"]
        self.expect("cell", content["status"] == "ok" and len(results) == 1
                    and results[0]["content"]["data"]["text/plain"] == str(2 * n), (n, content, results))

    def gauge(self, i):
        value = self.random.randrange(0, 101)
        content, messages = self.execute(f"gauge g{i % 5} value: {value} in: 0...100 label: \"soak\"")
        displays = [m for m in messages if m["msg_type"] == "display_data"]
        ok = content["status"] == "ok" and len(displays) == 1
        if ok:
            data = displays[0]["content"]["data"]
            ok = data["image/svg+xml"].startswith("<svg") and "<script" not in data["image/svg+xml"] \
                and "text/plain" in data
        self.expect("gauge", ok, (value, content))

    def syntax(self, i):
        content, _ = self.execute(f"let = {i}")
        self.expect("syntax", content["status"] == "error" and content["ename"] == "SyntaxError", content)

    def runtime(self, i):
        content, _ = self.execute(f"nosuch{i} + 1")
        self.expect("runtime", content["status"] == "error" and content["ename"] == "NameError"
                    and "line 1, column 1" in content["evalue"], content)

    def complete(self, i):
        content = self.reply(self.client.complete("gau", 3))["content"]
        self.expect("complete", content["status"] == "ok" and "gauge" in content["matches"]
                    and content["cursor_start"] == 0 and content["cursor_end"] == 3, content)

    def inspect(self, i):
        content = self.reply(self.client.inspect("gauge", 2))["content"]
        self.expect("inspect", content["status"] == "ok" and content["found"] is True
                    and "gauge" in content["data"]["text/plain"], content)

    def is_complete(self, i):
        content = self.reply(self.client.is_complete("print (1 +"))["content"]
        self.expect("is_complete", content["status"] == "incomplete", content)

    def kernel_info(self, i):
        content = self.reply(self.client.kernel_info())["content"]
        self.expect("kernel_info", content["status"] == "ok"
                    and content["language_info"]["name"] == "gauge", content)

    def comm_open(self, i):
        comm_id = uuid.uuid4().hex
        msg = self.client.session.msg("comm_open", {"comm_id": comm_id, "target_name": "no.such.target",
                                                      "data": {}})
        self.client.shell_channel.send(msg)
        messages = self.iopub(msg["header"]["msg_id"])
        closes = [m for m in messages if m["msg_type"] == "comm_close"]
        self.expect("comm_open", len(closes) == 1 and closes[0]["content"]["comm_id"] == comm_id,
                    [m["msg_type"] for m in messages])

    def comm_msg(self, i):
        msg = self.client.session.msg("comm_msg", {"comm_id": uuid.uuid4().hex, "data": {"x": i}})
        self.client.shell_channel.send(msg)
        messages = self.iopub(msg["header"]["msg_id"])
        self.expect("comm_msg", [m["msg_type"] for m in messages][-1] == "status"
                    and not any(m["msg_type"] not in ("status",) for m in messages),
                    [m["msg_type"] for m in messages])

    # sectors 15, 12, 6: a touch at a cumulative value picks the sector it falls in (SwiftUI's
    # chartAngleSelection gives the value, not degrees); touching the selected one clears it
    WIDGET = 'let fruits = ["a": 15, "b": 12, "c": 6]\nchart favorites sector data: fruits size: 200x200'
    SECTORS = [("a", 0, 15), ("b", 15, 27), ("c", 27, 33)]

    def widget(self, i):
        if self.widget_id is None:
            content, messages = self.execute(self.WIDGET + "\nshow favorites interactive")
            opened = [m for m in messages if m["msg_type"] == "comm_open"]
            self.expect("widget", content["status"] == "ok" and len(opened) == 1, content)
            if not opened:
                return
            self.widget_id, self.selection = opened[0]["content"]["comm_id"], ""
        if i % 5 == 0:  # stop pressed after the last cell ended: must not stop this touch
            msg = self.client.session.msg("interrupt_request", {})
            self.client.control_channel.send(msg)
            self.client.get_control_msg(timeout=TIMEOUT)
        if i % 4 == 3:
            content = self.random.choice([{"event": "angle", "value": "NaN"}, {"event": "label", "label": ["x"]},
                                          {"event": "angle", "value": -1e308}, "garbage", {"event": "<script>"}])
            expected = None
        else:
            label, low, high = self.random.choice(self.SECTORS)
            content = {"event": "angle", "value": self.random.uniform(low + 0.01, high - 0.01), "seq": i}
            expected = "" if label == self.selection else label
        msg = self.client.session.msg("comm_msg", {"comm_id": self.widget_id,
                                                   "data": {"method": "custom", "content": content}})
        self.client.shell_channel.send(msg)
        states = [m["content"]["data"].get("state", {}) for m in self.iopub(msg["header"]["msg_id"])
                  if m["msg_type"] == "comm_msg" and m["content"]["data"].get("method") == "update"]
        if expected is None:
            self.expect("widget", states == [], (content, states))
        else:
            self.expect("widget", len(states) == 1 and states[0].get("selection") == expected
                        and states[0].get("svg", "").startswith("<svg"), (content, expected, states[:1]))
            self.selection = expected

    def hostile(self, i):
        """A bad frame set, then a good kernel_info on the same socket: the first (and only)
        reply must answer the good one, so the bad one was dropped."""
        header = self.raw.header("execute_request")
        kind = i % 4
        if kind == 0:
            frames = self.raw.frames(header, {"code": "1"})
            frames[1] = b"0" * 64  # wrong signature
        elif kind == 1:
            frames = [self.raw.DELIMITER, b""]
        elif kind == 2:
            parts = [json.dumps(header).encode(), b"{}", b"{}", b'{"code": "1",']
            frames = [self.raw.DELIMITER, self.raw.sign(*parts), *parts]
        else:
            parts = [b"[1]", b"{}", b"{}", b"{}"]
            frames = [self.raw.DELIMITER, self.raw.sign(*parts), *parts]
        self.raw.send(frames)
        good, reply = self.raw.kernel_info(timeout=TIMEOUT)
        self.expect("hostile", reply is not None and reply["msg_type"] == "kernel_info_reply", kind)

    def interrupt(self, i):
        msg_id = self.client.execute("wait 30")
        time.sleep(0.05)
        started = time.monotonic()
        self.manager.interrupt_kernel()
        content = self.reply(msg_id)["content"]
        self.iopub(msg_id)
        self.expect("interrupt", content["status"] == "error" and content["ename"] == "KeyboardInterrupt"
                    and time.monotonic() - started < 5, content)

    # -- the run ------------------------------------------------------------------------------

    def run(self):
        kinds = [kind for kind, weight in MIX for _ in range(weight)]
        restarts = {self.requests * p // 100 for p in (2, 5, 8)}
        baseline_at = self.requests // 10
        baseline = None
        started = time.monotonic()
        for i in range(self.requests):
            if i in restarts:
                self.restart()
                self.counts["restart"] = self.counts.get("restart", 0) + 1
            if i == baseline_at:
                baseline = self.rss_kib()
                baseline_pid = self.pid
            kind = self.random.choice(kinds)
            self.counts[kind] = self.counts.get(kind, 0) + 1
            try:
                getattr(self, kind)(i)
            except queue.Empty:
                self.failures.append((kind, "no answer within %d s" % TIMEOUT))
            if (i + 1) % max(1, self.requests // 20) == 0:
                print(f"soak: {i + 1} requests, {time.monotonic() - started:.0f} s, RSS {self.rss_kib()} KiB, "
                      f"{len(self.failures)} failures", file=sys.stderr, flush=True)
            if not self.manager.is_alive():
                self.failures.append((kind, "the kernel process exited"))
                break
        elapsed = time.monotonic() - started
        final = self.rss_kib()
        return {
            "requests": self.requests, "seconds": round(elapsed, 1),
            "requests_per_second": round(self.requests / elapsed, 1),
            "rss_baseline_kib": baseline, "rss_final_kib": final,
            "rss_growth_percent": round(100 * (final - baseline) / baseline, 2),
            "same_process": baseline_pid == self.pid, "alive": self.manager.is_alive(),
            "counts": dict(sorted(self.counts.items())), "failures": self.failures[:20],
            "failure_count": len(self.failures),
        }


def soak(requests, seed=11):
    """Runs the soak; returns its figures (see `Soak.run`)."""
    runner = Soak(requests, seed)
    try:
        return runner.run()
    finally:
        runner.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    result = soak(args.requests, args.seed)
    print(json.dumps(result, indent=2, ensure_ascii=False))
    ok = result["failure_count"] == 0 and result["alive"] and result["rss_growth_percent"] < 5
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
