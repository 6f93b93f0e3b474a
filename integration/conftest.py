"""Shared fixtures: the installed gauge kernel, started through jupyter_client.

The protocol tests (test_protocol.py, test_hostile_wire.py) can also be pointed at ipykernel,
the reference implementation, to check that what they expect is what Jupyter's own kernel does:
`GAUGE_TEST_KERNEL=python3 .venv/bin/python -m pytest integration/test_protocol.py`. Everything
else is gauge-only.
"""
import hashlib
import hmac
import json
import os
import pathlib
import queue
import time
import uuid

import pytest
import zmq
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import start_new_kernel

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
TIMEOUT = 20
KERNEL_NAME = os.environ.get("GAUGE_TEST_KERNEL", "gauge")

# The few cells the protocol tests need, in the kernel's own language.
SNIPPETS = {
    "gauge": {
        "hello": 'print "hello, world"',
        "result": "2 + 3",
        "fail": "nosuchname",
        "sleep": "wait 10",
        "bind": "let x = 41",
        "use": "x + 1",
        "prints": lambda n: "\n".join(f'print "line {i}"' for i in range(n)),
    },
    "python3": {
        "hello": 'print("hello, world")',
        "result": "2 + 3",
        "fail": "nosuchname",
        "sleep": "import time; time.sleep(10)",
        "bind": "x = 41",
        "use": "x + 1",
        "prints": lambda n: f"for i in range({n}): print(f'line {{i}}')",
    },
}
CODE = SNIPPETS[KERNEL_NAME]


def pytest_report_header(config):
    """Says which binary the `gauge` kernelspec runs, so a stale install is noticed."""
    try:
        spec = KernelSpecManager().get_kernel_spec(KERNEL_NAME)
        launcher = pathlib.Path(spec.resource_dir) / "gauge-kernel"
        runs = next((line[len("kernel="):] for line in launcher.read_text().splitlines()
                     if line.startswith("kernel=")), spec.argv[0]) if launcher.exists() else spec.argv[0]
        return f"kernel under test: {KERNEL_NAME} → {runs} ({spec.resource_dir})"
    except Exception as error:  # noqa: BLE001 — a header must not break the run
        return f"kernel under test: {KERNEL_NAME} NOT INSTALLED ({error})"


@pytest.fixture
def kernel():
    """A fresh gauge kernel and a blocking client on its channels, shut down afterwards."""
    manager, client = start_new_kernel(kernel_name=KERNEL_NAME, cwd=str(NOTEBOOKS))
    try:
        yield manager, client
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=False)


def execute(client, code, **options):
    """Runs `code`; returns (reply content, iopub messages from busy to idle, in order)."""
    msg_id = client.execute(code, **options)
    reply = shell_reply(client, msg_id)
    return reply["content"], iopub_until_idle(client, msg_id)


def shell_reply(client, msg_id, timeout=TIMEOUT):
    """The shell reply to `msg_id`, skipping stray replies to earlier requests (wait_for_ready
    repeats kernel_info until iopub is up, and more than one answer can arrive)."""
    deadline = time.monotonic() + timeout
    while True:
        reply = client.get_shell_msg(timeout=max(0.01, deadline - time.monotonic()))
        if reply["parent_header"].get("msg_id") == msg_id:
            return reply
        assert reply["msg_type"] == "kernel_info_reply", f"unexpected {reply['msg_type']}"


def iopub_until_idle(client, msg_id, timeout=TIMEOUT):
    """The iopub messages caused by request `msg_id`, up to and including its `idle`."""
    messages = []
    deadline = time.monotonic() + timeout
    while True:
        msg = client.get_iopub_msg(timeout=max(0.01, deadline - time.monotonic()))
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        messages.append(msg)
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            return messages


def drain_iopub(client, quiet=0.2):
    """Reads iopub until it has been silent for `quiet` seconds; returns what came."""
    messages = []
    while True:
        try:
            messages.append(client.get_iopub_msg(timeout=quiet))
        except queue.Empty:
            return messages


def outputs(messages):
    """The messages between execute_input (or busy) and idle that carry output."""
    return [m for m in messages if m["msg_type"] not in ("status", "execute_input")]


def stream_text(messages, name="stdout"):
    """All `name` stream text in `messages`, concatenated in order."""
    return "".join(m["content"]["text"] for m in messages
                   if m["msg_type"] == "stream" and m["content"]["name"] == name)


def request(client, method, *args, **kwargs):
    """Sends a shell request through the client (`client.kernel_info` etc.); returns the reply,
    after checking it answers that request."""
    return shell_reply(client, getattr(client, method)(*args, **kwargs))


class RawChannel:
    """A raw ZeroMQ DEALER on one of the kernel's ROUTER channels (shell or control), with the
    connection's key, for sending frames no well-behaved client would send."""

    DELIMITER = b"<IDS|MSG>"

    def __init__(self, manager, channel="shell"):
        info = manager.get_connection_info()
        self.key = info["key"] if isinstance(info["key"], bytes) else info["key"].encode()
        self.session = str(uuid.uuid4())
        self.context = zmq.Context.instance()
        self.socket = self.context.socket(zmq.DEALER)
        self.socket.setsockopt(zmq.LINGER, 0)
        self.socket.setsockopt(zmq.IDENTITY, uuid.uuid4().hex.encode())
        self.socket.connect(f"{info['transport']}://{info['ip']}:{info[channel + '_port']}")

    def close(self):
        self.socket.close(linger=0)

    def sign(self, *parts):
        mac = hmac.new(self.key, digestmod=hashlib.sha256)
        for part in parts:
            mac.update(part)
        return mac.hexdigest().encode()

    def header(self, msg_type, **changes):
        header = {
            "msg_id": uuid.uuid4().hex, "session": self.session, "username": "test",
            "date": "2026-11-30T15:00:00.000000Z", "msg_type": msg_type, "version": "5.4",
        }
        header.update(changes)
        return {k: v for k, v in header.items() if v is not ...}

    def frames(self, header, content=None, parent=b"{}", metadata=b"{}"):
        """Signed frames [delimiter, signature, header, parent, metadata, content]; dicts are
        JSON-encoded, bytes are sent as they are."""
        encode = lambda part: part if isinstance(part, bytes) else json.dumps(part).encode()
        parts = [encode(header), encode(parent), encode(metadata), encode(content or {})]
        return [self.DELIMITER, self.sign(*parts), *parts]

    def send(self, frames):
        self.socket.send_multipart(frames)

    def recv(self, timeout):
        """The next reply as a dict of parsed parts, or None after `timeout` seconds."""
        if not self.socket.poll(int(timeout * 1000)):
            return None
        frames = self.socket.recv_multipart()
        parts = frames[frames.index(self.DELIMITER) + 1:]
        assert parts[0] == self.sign(*parts[1:5]), "reply signature does not verify"
        header, parent, metadata, content = (json.loads(p) for p in parts[1:5])
        return {"header": header, "parent_header": parent, "metadata": metadata,
                "content": content, "msg_type": header["msg_type"]}

    def kernel_info(self, timeout=5):
        """Sends a good kernel_info_request; returns (its header, the reply or None)."""
        header = self.header("kernel_info_request")
        self.send(self.frames(header))
        deadline = time.monotonic() + timeout
        while (reply := self.recv(max(0.0, deadline - time.monotonic()))) is not None:
            if reply["parent_header"].get("msg_id") == header["msg_id"]:
                return header, reply
        return header, None


@pytest.fixture
def raw_shell(kernel):
    """(manager, client, RawChannel on shell) for one fresh kernel."""
    manager, client = kernel
    channel = RawChannel(manager, "shell")
    try:
        yield manager, client, channel
    finally:
        channel.close()
