"""The harness itself: a server that cannot start says why and leaves nothing behind."""
import pytest

import jupyter_app


def test_a_server_that_exits_at_start_raises_with_its_log_and_removes_its_directory():
    server = jupyter_app.JupyterServer("lab")
    command = server.command()
    server.command = lambda: command + ["--ServerApp.port=not-a-port"]
    with pytest.raises(RuntimeError, match=r"jupyter lab exited with [1-9]") as raised:
        server.start()
    assert "not-a-port" in str(raised.value), "the server's own log is in the message"
    assert not server.home.exists()
    assert server.process is None


def test_an_unknown_front_end_is_refused_by_name():
    with pytest.raises(ValueError, match=r"unknown Jupyter front end 'classic'"):
        jupyter_app.JupyterServer("classic")
