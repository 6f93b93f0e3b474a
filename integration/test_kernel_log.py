"""What the kernel writes on its stderr: nothing in a healthy session by default, an error
line for a message it drops (a bad signature, as ipykernel logs one), and debug lines only when
asked for."""
import os
import re

import pytest
from jupyter_client.manager import KernelManager

from conftest import NOTEBOOKS, KERNEL_NAME, RawChannel, execute

pytestmark = pytest.mark.skipif(KERNEL_NAME != "gauge", reason="gauge's own log lines")


def session_stderr(env, work, folder):
    """Starts a kernel with `env` added and its stderr in a file, runs `work(manager, client)`,
    shuts it down; returns what the kernel wrote on stderr."""
    manager = KernelManager(kernel_name="gauge")
    log = folder / "stderr.txt"
    with open(log, "wb") as stderr:
        manager.start_kernel(cwd=str(NOTEBOOKS), env={**os.environ, **env}, stderr=stderr)
    client = manager.client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=30)
        work(manager, client)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=False)
    return log.read_text()


def test_a_healthy_session_writes_nothing_on_stderr(tmp_path):
    log = session_stderr({"GAUGE_KERNEL_DEBUG": ""},
                         lambda manager, client: execute(client, "gauge g value: 0.5"), tmp_path)
    assert log == ""


def test_a_badly_signed_message_is_logged_even_without_debug(tmp_path):
    def send_badly_signed(manager, client):
        channel = RawChannel(manager, "shell")
        try:
            parts = [b'{"msg_id": "x", "msg_type": "kernel_info_request"}', b"{}", b"{}", b"{}"]
            channel.send([channel.DELIMITER, b"0" * 64, *parts])
            _, reply = channel.kernel_info()
            assert reply is not None
        finally:
            channel.close()

    log = session_stderr({}, send_badly_signed, tmp_path)
    [line] = log.splitlines()
    # The frames: the client's identity, the delimiter, a signature and four parts.
    assert re.fullmatch(r"\[gauge-kernel\] shell: dropped message \(7 frames, \d+ bytes\): "
                        r"bad or missing signature", line), line


def test_debug_lines_with_GAUGE_KERNEL_DEBUG(tmp_path):
    log = session_stderr({"GAUGE_KERNEL_DEBUG": "1"}, lambda manager, client: None, tmp_path)
    lines = log.splitlines()
    assert lines[0].startswith("[gauge-kernel] started (session ")
    assert any(line.startswith("[gauge-kernel] stopping: ") for line in lines)
