"""Frames no good client sends, straight onto the shell socket with pyzmq.

A message that fails verification or parsing is dropped: no reply, no status on iopub, no crash,
and the next good request on the same socket is served. Messages that are merely unusual (null
parent, no date, unknown keys or type) are served.
"""
import json
import time

import pytest

from conftest import CODE, KERNEL_NAME, TIMEOUT, RawChannel, drain_iopub, execute, stream_text

QUIET = 0.5  # seconds a dropped message must stay unanswered


def assert_dropped_then_served(manager, client, channel, frames):
    drain_iopub(client, quiet=0.1)
    channel.send(frames)
    assert channel.recv(QUIET) is None, "the kernel answered a message it must drop"
    assert drain_iopub(client, quiet=0.1) == [], "the kernel published status for a dropped message"
    header, reply = channel.kernel_info()
    assert reply is not None, "the kernel stopped answering after a bad message"
    assert reply["msg_type"] == "kernel_info_reply"
    assert reply["content"]["status"] == "ok"
    assert manager.is_alive()


def good_parts(channel, msg_type="kernel_info_request", content=b"{}"):
    header = json.dumps(channel.header(msg_type)).encode()
    return [header, b"{}", b"{}", content]


def bad_message(channel, name):
    """The frames of the bad message `name` (one of BAD), which the kernel must drop."""
    parts = good_parts(channel)
    signed = lambda parts: [channel.DELIMITER, channel.sign(*parts), *parts]  # noqa: E731
    if name == "wrong signature":
        wrong = bytearray(channel.sign(*parts))
        wrong[0] = ord("0") if wrong[0] != ord("0") else ord("1")
        return [channel.DELIMITER, bytes(wrong), *parts]
    if name == "signature of other bytes":
        return [channel.DELIMITER, channel.sign(b"{}", *parts[1:]), *parts]
    if name == "empty signature":
        return [channel.DELIMITER, b"", *parts]
    if name == "no signature frame":
        return [channel.DELIMITER, *parts]
    if name == "no delimiter":
        return [channel.sign(*parts), *parts]
    if name == "too few frames":
        return [channel.DELIMITER, channel.sign(parts[0]), parts[0]]
    if name == "only a delimiter":
        return [channel.DELIMITER]
    if name == "invalid JSON":
        return signed(good_parts(channel, content=b'{"code": "2 + 3",'))
    if name == "invalid UTF-8":
        return signed(good_parts(channel, "execute_request", content=b'{"code": "print \xff\xfe"}'))
    if name == "header not an object":
        return signed([b"[1]", *parts[1:]])
    if name == "50 MB frame":
        return signed(good_parts(channel, "execute_request", content=b"x" * (50 * 1024 * 1024)))
    if name == "JSON nested 100,000 deep":
        deep = b'{"code": "2 + 3", "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
        return signed(good_parts(channel, "execute_request", content=deep))
    raise KeyError(name)


BAD = [
    "wrong signature", "signature of other bytes", "empty signature", "no signature frame",
    "no delimiter", "too few frames", "only a delimiter", "invalid JSON", "invalid UTF-8",
    "header not an object", "50 MB frame", "JSON nested 100,000 deep"]


@pytest.mark.parametrize("name", BAD)
def test_bad_message_is_dropped_and_the_kernel_keeps_serving(raw_shell, name):
    manager, client, channel = raw_shell
    if name == "invalid UTF-8" and KERNEL_NAME == "python3":
        pytest.skip("ipykernel decodes invalid UTF-8 with U+FFFD and runs the cell")
    assert_dropped_then_served(manager, client, channel, bad_message(channel, name))


def test_replayed_message_is_dropped(raw_shell):
    manager, client, channel = raw_shell
    header = channel.header("execute_request")
    frames = channel.frames(header, {"code": CODE["hello"], "silent": False,
                                     "store_history": True, "user_expressions": {},
                                     "allow_stdin": False, "stop_on_error": True})
    channel.send(frames)
    reply = channel.recv(TIMEOUT)
    assert reply["parent_header"]["msg_id"] == header["msg_id"]
    assert reply["content"]["execution_count"] == 1
    drain_iopub(client)
    assert_dropped_then_served(manager, client, channel, frames)
    _, messages = execute(client, CODE["result"])
    assert [m["content"]["execution_count"] for m in messages
            if m["msg_type"] == "execute_result"] == [2], "the replay must not have run"


# Unusual but valid: served -------------------------------------------------------------------

def served(client, channel, header, parent=b"{}", metadata=b"{}"):
    """Sends kernel_info with these parts; asserts the reply and busy/idle name `header`."""
    drain_iopub(client, quiet=0.1)
    channel.send(channel.frames(header, {}, parent=parent, metadata=metadata))
    deadline = time.monotonic() + 5
    while True:
        reply = channel.recv(max(0.0, deadline - time.monotonic()))
        assert reply is not None, "no reply"
        if reply["parent_header"].get("msg_id") == header["msg_id"]:
            break
    assert reply["msg_type"] == "kernel_info_reply"
    assert reply["parent_header"]["msg_id"] == header["msg_id"]
    assert reply["parent_header"]["msg_type"] == header["msg_type"]
    states = [m["content"]["execution_state"] for m in drain_iopub(client)
              if m["msg_type"] == "status" and m["parent_header"].get("msg_id") == header["msg_id"]]
    assert states == ["busy", "idle"]
    return reply


@pytest.mark.parametrize("parent, metadata", [(b"null", b"{}"), (b"{}", b"null"),
                                              (b"null", b"null")])
def test_null_parent_header_or_metadata_is_served(raw_shell, parent, metadata):
    _, client, channel = raw_shell
    served(client, channel, channel.header("kernel_info_request"), parent, metadata)


@pytest.mark.parametrize("date", [..., "yesterday", "2026-11-30T15:00:00.123456789Z",
                                  "2026-11-30T15:00Z", "2026-11-30 15:00:00",
                                  None, 17])
def test_header_without_date_or_with_an_odd_date_is_served(raw_shell, date):
    _, client, channel = raw_shell
    header = channel.header("kernel_info_request", date=date)
    reply = served(client, channel, header)
    if date is not ...:
        assert reply["parent_header"]["date"] == date, "the parent is the request header verbatim"


def test_unknown_header_keys_are_served_and_copied_into_the_parent(raw_shell):
    _, client, channel = raw_shell
    header = channel.header("kernel_info_request", subshell_id=None,
                            x_custom={"déjà": "😀", "n": [1, 2.5]})
    reply = served(client, channel, header)
    assert reply["parent_header"]["subshell_id"] is None
    assert reply["parent_header"]["x_custom"] == {"déjà": "😀", "n": [1, 2.5]}


def test_unknown_message_type_gets_busy_idle_and_no_crash(raw_shell):
    manager, client, channel = raw_shell
    drain_iopub(client, quiet=0.1)
    header = channel.header("frobnicate_request")
    channel.send(channel.frames(header, {"anything": [1, 2, 3]}))
    states = []
    deadline = time.monotonic() + 5
    while states != ["busy", "idle"] and time.monotonic() < deadline:
        states += [m["content"]["execution_state"] for m in drain_iopub(client, quiet=0.2)
                   if m["msg_type"] == "status"
                   and m["parent_header"].get("msg_id") == header["msg_id"]]
    assert states == ["busy", "idle"]
    _, reply = channel.kernel_info()
    assert reply is not None and reply["content"]["status"] == "ok"
    assert manager.is_alive()


def test_unicode_code_signed_over_raw_bytes_is_served(raw_shell):
    """The signature is over the bytes sent: unescaped UTF-8 must verify as it is."""
    _, client, channel = raw_shell
    header = channel.header("execute_request")
    code = CODE["hello"].replace("hello, world", "déjà 😀")
    content = json.dumps({"code": code, "silent": False, "store_history": True,
                          "user_expressions": {}, "allow_stdin": False,
                          "stop_on_error": True}, ensure_ascii=False).encode()
    channel.send(channel.frames(header, content))
    reply = channel.recv(TIMEOUT)
    assert reply is not None and reply["content"]["status"] == "ok"
    text = "".join(m["content"]["text"] for m in drain_iopub(client)
                   if m["msg_type"] == "stream")
    assert text == "déjà 😀\n"


@pytest.mark.parametrize("msg_type, content, expected", [
    ("complete_request", b'{"code": "gau", "cursor_pos": 1e300}',
     {"matches": ["gauge"], "cursor_start": 0, "cursor_end": 3}),
    ("complete_request", b'{"code": "gau", "cursor_pos": 18446744073709551616}',
     {"matches": ["gauge"], "cursor_start": 0, "cursor_end": 3}),
    ("complete_request", b'{"code": "gau", "cursor_pos": -5}', {"cursor_start": 0, "cursor_end": 0}),
    ("inspect_request", b'{"code": "gauge", "cursor_pos": 9223372036854775807, "detail_level": 1e300}',
     {"found": True}),
    ("history_request", b'{"hist_access_type": "tail", "n": 1e300, "output": true, "raw": true}',
     {"history": []}),
    ("history_request", b'{"hist_access_type": "search", "pattern": "[", "output": false, "raw": true}',
     {"history": []}),
    ("is_complete_request", b'{"code": "let xs = [1,"}', {"status": "incomplete"}),
])
def test_out_of_range_request_fields_are_clamped_and_answered(raw_shell, msg_type, content,
                                                              expected):
    if KERNEL_NAME != "gauge":
        pytest.skip("gauge language")
    manager, _, channel = raw_shell
    header = channel.header(msg_type)
    channel.send(channel.frames(header, content))
    reply = channel.recv(5)
    assert reply is not None and reply["parent_header"]["msg_id"] == header["msg_id"]
    assert reply["msg_type"] == msg_type.replace("_request", "_reply")
    assert {key: reply["content"][key] for key in expected} == expected
    assert manager.is_alive()


# Bursts --------------------------------------------------------------------------------------

def test_twenty_thousand_prints_arrive_whole_and_in_order_before_idle(kernel):
    _, client = kernel
    reply, messages = execute(client, CODE["prints"](20_000))
    assert reply["status"] == "ok"
    assert messages[-1]["content"]["execution_state"] == "idle"
    expected = "".join(f"line {i}\n" for i in range(20_000))
    assert stream_text(messages) == expected
    streams = [m for m in messages if m["msg_type"] == "stream"]
    assert len(streams) < 2_000, f"{len(streams)} stream messages: output is not coalesced"


# gauge's pictures no longer grow with the data (a 40,000-sector chart is ~30 KB), so the
# five megabytes come from a cell of 5,000 prints of 1,000 characters: a 5 MB request in,
# 5 MB of stream out (sent in 1 MB chunks), and idle after all of it.
LINE = "x" * 999
BIG_OUTPUT = {
    "gauge": "\n".join(f'print "{LINE}"' for _ in range(5_000)),
    "python3": "\n".join(f'print("{LINE}")' for _ in range(5_000)),
}


def test_five_megabytes_of_output_arrive_whole(kernel):
    _, client = kernel
    reply, messages = execute(client, BIG_OUTPUT[KERNEL_NAME])
    assert reply["status"] == "ok"
    assert stream_text(messages) == (LINE + "\n") * 5_000
    assert messages[-1]["content"]["execution_state"] == "idle"


@pytest.mark.skipif(KERNEL_NAME == "python3", reason="ipykernel answers ~90 in 20 s")
def test_a_burst_of_five_thousand_requests_is_answered_with_every_status(raw_shell):
    _, client, channel = raw_shell
    drain_iopub(client, quiet=0.1)
    ids = []
    for _ in range(5_000):
        header = channel.header("kernel_info_request")
        ids.append(header["msg_id"])
        channel.send(channel.frames(header))
    answered = []
    while len(answered) < len(ids) and (reply := channel.recv(TIMEOUT)) is not None:
        answered.append(reply["parent_header"]["msg_id"])
    assert answered == ids, "every request answered, in order"
    states = {}
    for msg in drain_iopub(client, quiet=1):
        if msg["msg_type"] == "status":
            states.setdefault(msg["parent_header"].get("msg_id"), []).append(
                msg["content"]["execution_state"])
    assert [states.get(i) for i in ids] == [["busy", "idle"]] * len(ids), "a status was lost"


@pytest.mark.skipif(KERNEL_NAME == "python3", reason="ipykernel answers ~90 in 20 s")
def test_replies_wait_for_a_client_that_reads_late(raw_shell, kernel):
    """A client that sends 20,000 requests before it reads a reply still gets every reply: the
    kernel answers all of them first (a second client's reply, queued behind them on shell,
    says so), and 20,000 kernel_info replies (≈ 25 MB) are more than ZeroMQ's default queue of
    1,000 messages plus the loopback's socket buffers, past which a ROUTER drops silently."""
    manager, _, channel = raw_shell
    ids = []
    for _ in range(20_000):
        header = channel.header("kernel_info_request")
        ids.append(header["msg_id"])
        channel.send(channel.frames(header))
    other = RawChannel(manager, "shell")
    try:
        _, reply = other.kernel_info(timeout=120)
        assert reply is not None, "the second client's request was not answered"
    finally:
        other.close()
    answered = []
    while len(answered) < len(ids) and (reply := channel.recv(TIMEOUT)) is not None:
        answered.append(reply["parent_header"]["msg_id"])
    assert len(answered) == len(ids), f"{len(ids) - len(answered)} replies dropped"
    assert answered == ids


def test_a_burst_of_a_thousand_executes_runs_each_once_in_order(kernel):
    _, client = kernel
    ids = [client.execute(f"{i} + 0") for i in range(1_000)]
    replies = {}
    while len(replies) < len(ids):
        reply = client.get_shell_msg(timeout=TIMEOUT)
        if reply["msg_type"] == "execute_reply":
            replies[reply["parent_header"]["msg_id"]] = reply["content"]
    assert [replies[i]["execution_count"] for i in ids] == list(range(1, 1_001))
    results = {}
    idle = set()
    for msg in drain_iopub(client, quiet=1):
        parent = msg["parent_header"].get("msg_id")
        if msg["msg_type"] == "execute_result":
            results[parent] = msg["content"]["data"]["text/plain"]
        elif msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            idle.add(parent)
    assert [results.get(i) for i in ids] == [str(n) for n in range(1_000)]
    assert idle >= set(ids)
