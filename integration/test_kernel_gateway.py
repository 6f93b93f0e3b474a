"""The kernel behind `jupyter kernelgateway` (the REST + websocket API that JupyterHub setups,
Enterprise Gateway and remote notebook servers speak): start a gauge kernel over REST, run
the tour's code cells over its websocket channels, and shut everything down."""
import asyncio
import concurrent.futures
import json
import os
import secrets
import socket
import subprocess
import time
import uuid

import nbformat
import pytest
from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect

from conftest import NOTEBOOKS, ROOT

JUPYTER = ROOT / ".venv" / "bin" / "jupyter"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def gateway(tmp_path):
    """A kernel gateway on 127.0.0.1 with a token; (base URL, token), stopped afterwards."""
    port, token = free_port(), secrets.token_hex(16)
    log = open(tmp_path / "gateway.log", "w+")
    process = subprocess.Popen(
        [str(JUPYTER), "kernelgateway", "--KernelGatewayApp.ip=127.0.0.1",
         f"--KernelGatewayApp.port={port}", f"--KernelGatewayApp.auth_token={token}",
         "--JupyterWebsocketPersonality.list_kernels=True"],
        cwd=str(NOTEBOOKS), stdout=log, stderr=subprocess.STDOUT,
        env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1"})
    try:
        # About 3 s on a quiet machine (most of it importing jupyter_server); far longer on a
        # loaded one.
        deadline = time.monotonic() + 120
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                assert process.poll() is None, f"the gateway exited:\n{log_text(log)}"
                assert time.monotonic() < deadline, f"the gateway did not listen:\n{log_text(log)}"
                time.sleep(0.1)
        yield f"127.0.0.1:{port}", token, log
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


def log_text(log):
    log.flush()
    log.seek(0)
    return log.read()


def execute_request(code, session):
    return {
        "header": {"msg_id": uuid.uuid4().hex, "msg_type": "execute_request", "session": session,
                   "username": "teacher", "version": "5.3", "date": ""},
        "parent_header": {}, "metadata": {}, "channel": "shell",
        "content": {"code": code, "silent": False, "store_history": True, "user_expressions": {},
                    "allow_stdin": False, "stop_on_error": True},
    }


async def run_cells(address, token, cells):
    """Starts a gauge kernel over REST, runs `cells` over the websocket; returns, per cell,
    the execute_reply content and the iopub messages up to idle; then deletes the kernel."""
    http = AsyncHTTPClient()
    auth = {"Authorization": f"token {token}"}
    started = await http.fetch(HTTPRequest(f"http://{address}/api/kernels", method="POST",
                                           headers=auth, body=json.dumps({"name": "gauge"})))
    kernel = json.loads(started.body)
    assert kernel["name"] == "gauge"
    results = []
    try:
        channels = await websocket_connect(HTTPRequest(
            f"ws://{address}/api/kernels/{kernel['id']}/channels", headers=auth))
        session = uuid.uuid4().hex
        for code in cells:
            request = execute_request(code, session)
            await channels.write_message(json.dumps(request))
            reply, iopub = None, []
            while reply is None or not any(m["msg_type"] == "status" and
                                           m["content"]["execution_state"] == "idle" for m in iopub):
                message = json.loads(await asyncio.wait_for(channels.read_message(), timeout=30))
                if message["parent_header"].get("msg_id") != request["header"]["msg_id"]:
                    continue
                if message["channel"] == "shell":
                    reply = message
                elif message["channel"] == "iopub":
                    iopub.append(message)
            results.append((reply["content"], iopub))
        channels.close()
    finally:
        deleted = await http.fetch(HTTPRequest(f"http://{address}/api/kernels/{kernel['id']}",
                                               method="DELETE", headers=auth))
        assert deleted.code == 204
    listed = await http.fetch(HTTPRequest(f"http://{address}/api/kernels", headers=auth))
    return results, json.loads(listed.body)


@pytest.mark.timeout(240)
def test_the_tour_runs_over_the_gateways_websocket(gateway):
    address, token, log = gateway
    tour = nbformat.read(NOTEBOOKS / "tour.ipynb", as_version=4)
    cells = [cell.source for cell in tour.cells if cell.cell_type == "code"]
    # a thread of its own: the browser tests' Playwright (sync API) keeps an event loop running
    # in the test thread, where asyncio.run() is refused
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        results, kernels_after = pool.submit(asyncio.run, run_cells(address, token, cells)).result()

    assert [reply["status"] for reply, _ in results] == ["ok"] * len(cells), results
    assert [reply["execution_count"] for reply, _ in results] == list(range(1, len(cells) + 1))
    by_code = dict(zip(cells, (iopub for _, iopub in results)))

    def kinds(code):
        return [m["msg_type"] for m in by_code[code] if m["msg_type"] not in ("status", "execute_input")]

    first = cells[0]
    assert first.startswith("gauge battery")
    assert kinds(first) == ["display_data"]
    [display] = [m for m in by_code[first] if m["msg_type"] == "display_data"]
    assert display["content"]["data"]["image/svg+xml"].startswith("<svg")
    assert display["content"]["data"]["text/plain"].startswith("Gauge battery: 50")
    # Every cell that draws has an SVG; the live display is updated in place.
    drawing = [code for code in cells if not code.startswith("print")]
    for code in drawing:
        svgs = [m for m in by_code[code] if "image/svg+xml" in m["content"].get("data", {})]
        assert svgs, f"no picture from {code!r}"
    live = next(code for code in cells if code.startswith("show battery live"))
    [shown] = [m for m in by_code[live] if m["msg_type"] == "display_data"]
    display_id = shown["content"]["transient"]["display_id"]
    updates = [m for m in by_code[cells[-1]] if m["msg_type"] == "update_display_data"]
    assert len(updates) == 2 and {m["content"]["transient"]["display_id"] for m in updates} == {display_id}
    printed = next(code for code in cells if code.startswith("print"))
    assert kinds(printed) == ["stream"]
    assert kernels_after == []
    assert "[gauge-kernel]" not in log_text(log)
