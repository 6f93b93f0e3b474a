"""Shared fixtures: the installed gauge kernel, started through jupyter_client."""
import os
import pathlib

import pytest
from jupyter_client.manager import start_new_kernel

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
TIMEOUT = 20


@pytest.fixture
def kernel():
    """A fresh gauge kernel and a blocking client on its channels, shut down afterwards."""
    manager, client = start_new_kernel(kernel_name="gauge", cwd=str(NOTEBOOKS))
    try:
        yield manager, client
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=False)


def execute(client, code, **options):
    """Runs `code`; returns (reply content, iopub messages from busy to idle, in order)."""
    msg_id = client.execute(code, **options)
    reply = client.get_shell_msg(timeout=TIMEOUT)
    assert reply["parent_header"]["msg_id"] == msg_id
    messages = []
    while True:
        msg = client.get_iopub_msg(timeout=TIMEOUT)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        messages.append(msg)
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            return reply["content"], messages
