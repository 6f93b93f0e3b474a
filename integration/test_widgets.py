"""Jupyter widgets through comms (LANGUAGE.md "Touching the chart"), as a front end running
anywidget speaks them (Jupyter widget message protocol 2.1), driven with jupyter_client.

The front end's side is played by hand here: comm_msg with `{"method": "custom", …}` is what
anywidget's `model.send` sends; the browser tests (integration/browser/) click the real view.
"""
import json

import pytest

from conftest import KERNEL_NAME, execute, iopub_until_idle, request, stream_text

pytestmark = pytest.mark.skipif(KERNEL_NAME != "gauge", reason="gauge language")

FRUITS = """
let fruits = ["りんご": 15, "いちご": 12, "さくらんぼ": 6, "ぶどう": 5, "バナナ": 4, "オレンジ": 2]
chart favorites sector data: fruits inner: inset(50) angularInset: 3 size: 300x300
animation spring(response: 0.5, dampingFraction: 0.7)
"""
VIEW = "application/vnd.jupyter.widget-view+json"


def send(client, msg_type, content):
    """Sends a comm message on shell as a front end would; returns its iopub messages up to
    idle (the message is their parent)."""
    msg = client.session.msg(msg_type, content)
    client.shell_channel.send(msg)
    return iopub_until_idle(client, msg["header"]["msg_id"])


def touch(client, comm_id, **content):
    """A custom message from the view (anywidget `model.send(content)`)."""
    return send(client, "comm_msg", {"comm_id": comm_id, "data": {"method": "custom", "content": content}})


def of_type(messages, msg_type):
    return [m for m in messages if m["msg_type"] == msg_type]


def updates(messages, comm_id):
    """The `update` states sent on `comm_id`."""
    return [m["content"]["data"]["state"] for m in of_type(messages, "comm_msg")
            if m["content"]["comm_id"] == comm_id and m["content"]["data"].get("method") == "update"]


def acks(messages, comm_id):
    return [m["content"]["data"]["content"] for m in of_type(messages, "comm_msg")
            if m["content"]["comm_id"] == comm_id and m["content"]["data"].get("method") == "custom"]


def printed(client, code):
    reply, messages = execute(client, code)
    assert reply["status"] == "ok", reply
    return stream_text(messages)


def open_widget(client, code):
    """Runs `code`, which shows one widget; returns (comm id, opening state, display data)."""
    reply, messages = execute(client, code)
    assert reply["status"] == "ok", reply
    (opened,) = of_type(messages, "comm_open")
    (display,) = of_type(messages, "display_data")
    return opened["content"]["comm_id"], opened, display["content"]["data"]


def test_show_interactive_opens_an_anywidget_with_a_fallback_bundle(kernel):
    _, client = kernel
    execute(client, FRUITS)
    comm_id, opened, data = open_widget(client, "show favorites interactive")
    assert opened["content"]["target_name"] == "jupyter.widget"
    assert opened["metadata"] == {"version": "2.1.0"}
    state = opened["content"]["data"]["state"]
    assert opened["content"]["data"]["buffer_paths"] == []
    assert (state["_model_name"], state["_model_module"], state["_view_name"]) == ("AnyModel", "anywidget", "AnyView")
    assert state["_model_module_version"] == "~0.11.*"
    assert "export default { render }" in state["_esm"]
    assert state["svg"].startswith("<svg") and state["selection"] == "" and state["touchable"] is True
    marks = state["marks"]
    assert [s["label"] for s in marks["sectors"]] == ["りんご", "いちご", "さくらんぼ", "ぶどう", "バナナ", "オレンジ"]
    assert marks["total"] == 44 and marks["center"][0] == 150  # the legend sits below the donut
    # the display: the widget view, and the picture and text for front ends without widgets
    assert data[VIEW] == {"version_major": 2, "version_minor": 1, "model_id": comm_id}
    assert data["image/svg+xml"].startswith("<svg")
    assert data["text/plain"].startswith("Chart favorites (sector)")
    comms = request(client, "comm_info", target_name="jupyter.widget")["content"]["comms"]
    assert comms == {comm_id: {"target_name": "jupyter.widget"}}
    assert request(client, "comm_info", target_name="other")["content"]["comms"] == {}


def test_a_touch_selects_like_select_and_updates_every_display(kernel):
    _, client = kernel
    execute(client, FRUITS)
    reply, live = execute(client, "show favorites live")
    (live_display,) = of_type(live, "display_data")
    display_id = live_display["content"]["transient"]["display_id"]
    comm_id, _, _ = open_widget(client, "show favorites interactive")

    messages = touch(client, comm_id, event="angle", value=20, seq=1)  # totals 15, 27 → いちご
    assert [m["msg_type"] for m in messages][0] == "status" and messages[-1]["content"]["execution_state"] == "idle"
    (state,) = updates(messages, comm_id)
    assert state["selection"] == "いちご"
    assert "<animate" in state["svg"]  # moving from no selection, with the session's spring
    assert acks(messages, comm_id) == [{"event": "done", "seq": 1}]
    (updated,) = of_type(messages, "update_display_data")
    assert updated["content"]["transient"]["display_id"] == display_id
    assert printed(client, "print favorites.selection") == "いちご\n"

    # the selected one again clears it; outside the marks clears too
    touch(client, comm_id, event="angle", value=26, seq=2)
    assert printed(client, "print favorites.selection") == "\n"
    touch(client, comm_id, event="angle", value=1, seq=3)
    assert printed(client, "print favorites.selection") == "りんご\n"
    (state,) = updates(touch(client, comm_id, event="clear", seq=4), comm_id)
    assert state["selection"] == ""


def test_typed_changes_update_the_widget_in_place(kernel):
    _, client = kernel
    execute(client, FRUITS)
    comm_id, _, _ = open_widget(client, "show favorites interactive")
    reply, messages = execute(client, 'select favorites "ぶどう"')
    assert reply["status"] == "ok"
    (state,) = updates(messages, comm_id)
    assert state["selection"] == "ぶどう"
    # live: no new output, and no update_display_data when there is no plain live display
    assert of_type(messages, "display_data") == [] and of_type(messages, "update_display_data") == []


def test_a_slider_moves_the_gauge_like_an_assignment(kernel):
    _, client = kernel
    execute(client, "gauge battery value: 40 in: 0...100 style: accessoryCircularCapacity")
    comm_id, opened, data = open_widget(client, "slider battery.value in: 0...100 step: 5")
    state = opened["content"]["data"]["state"]
    assert state["slider"] == {"key": "value", "min": 0, "max": 100, "step": 5, "value": 40}
    assert state["touchable"] is False
    assert data["text/plain"].startswith("Gauge battery")

    (state,) = updates(touch(client, comm_id, event="slide", value=72.6, seq=1), comm_id)
    assert state["slider"]["value"] == 75  # snapped to the step
    assert "<animate" in state["svg"]
    assert printed(client, "print battery.value") == "75\n"
    # a typed assignment moves the slider too
    reply, messages = execute(client, "battery.value = 10")
    (state,) = updates(messages, comm_id)
    assert state["slider"]["value"] == 10


def test_request_state_update_and_the_control_comm_serve_a_reloaded_page(kernel):
    _, client = kernel
    execute(client, FRUITS)
    comm_id, opened, _ = open_widget(client, "show favorites interactive")
    touch(client, comm_id, event="angle", value=20, seq=1)

    (state,) = updates(send(client, "comm_msg", {"comm_id": comm_id, "data": {"method": "request_state"}}), comm_id)
    assert state["_esm"] == opened["content"]["data"]["state"]["_esm"] and state["selection"] == "いちご"

    messages = send(client, "comm_msg", {"comm_id": comm_id, "data": {
        "method": "update", "state": {"_view_count": 1}, "buffer_paths": []}})
    (echo,) = of_type(messages, "comm_msg")
    assert echo["content"]["data"] == {"method": "echo_update", "state": {"_view_count": 1}, "buffer_paths": []}
    # the picture and the module are the kernel's: a front end that sets them is not echoed
    # (other views would show its markup) but answered with the kernel's own values
    messages = send(client, "comm_msg", {"comm_id": comm_id, "data": {
        "method": "update", "state": {"svg": "<script>alert(1)</script>", "_esm": "alert(1)", "nope": 1},
        "buffer_paths": []}})
    (answer,) = of_type(messages, "comm_msg")
    assert answer["content"]["data"]["method"] == "update"
    assert set(answer["content"]["data"]["state"]) == {"svg", "_esm"}
    assert answer["content"]["data"]["state"]["svg"] == state["svg"]
    assert answer["content"]["data"]["state"]["_esm"] == opened["content"]["data"]["state"]["_esm"]

    # JupyterLab 4 / Notebook 7 on reload: open the control comm, ask for every state
    send(client, "comm_open", {"comm_id": "control-1", "target_name": "jupyter.widget.control", "data": {}})
    messages = send(client, "comm_msg", {"comm_id": "control-1", "data": {"method": "request_states"}})
    (answer,) = of_type(messages, "comm_msg")
    data = answer["content"]["data"]
    assert data["method"] == "update_states" and data["buffer_paths"] == []
    assert list(data["states"]) == [comm_id]
    assert data["states"][comm_id]["model_name"] == "AnyModel"
    assert data["states"][comm_id]["state"]["selection"] == "いちご"
    send(client, "comm_close", {"comm_id": "control-1", "data": {}})


def test_a_closed_widget_is_forgotten(kernel):
    _, client = kernel
    execute(client, FRUITS)
    comm_id, _, _ = open_widget(client, "show favorites interactive")
    send(client, "comm_close", {"comm_id": comm_id, "data": {}})
    assert request(client, "comm_info")["content"]["comms"] == {}
    reply, messages = execute(client, "select favorites none")
    assert of_type(messages, "comm_msg") == []
    # a touch on the closed comm is dropped: busy, idle, nothing else
    assert [m["msg_type"] for m in touch(client, comm_id, event="clear", seq=9)] == ["status", "status"]


HOSTILE = [
    {"comm_id": "W", "data": {"method": "custom", "content": {"event": "angle", "value": "NaN"}}},
    {"comm_id": "W", "data": {"method": "custom", "content": {"event": "angle", "value": -3}}},
    {"comm_id": "W", "data": {"method": "custom", "content": {"event": "label", "label": "<script>"}}},
    {"comm_id": "W", "data": {"method": "custom", "content": {"event": "label", "label": ["x"]}}},
    {"comm_id": "W", "data": {"method": "custom", "content": {"event": "slide", "value": 5}}},
    {"comm_id": "W", "data": {"method": "custom", "content": "garbage"}},
    {"comm_id": "W", "data": {"method": "custom"}},
    {"comm_id": "W", "data": {"method": "explode"}},
    {"comm_id": "W", "data": "not an object"},
    {"comm_id": "W", "data": None},
    {"comm_id": "W"},
    {"comm_id": "no-such-comm", "data": {"method": "custom", "content": {"event": "clear"}}},
    {"comm_id": 42, "data": {}},
    {"data": {"method": "request_state"}},
]


def test_hostile_comm_messages_are_dropped_and_the_kernel_lives_on(kernel):
    _, client = kernel
    execute(client, FRUITS + '\nselect favorites "いちご"')
    comm_id, _, _ = open_widget(client, "show favorites interactive")
    for content in HOSTILE:
        content = json.loads(json.dumps(content).replace('"W"', json.dumps(comm_id)))
        messages = send(client, "comm_msg", content)
        assert messages[-1]["content"]["execution_state"] == "idle"
        assert of_type(messages, "error") == [] and updates(messages, comm_id) == []
    assert printed(client, "print favorites.selection") == "いちご\n"
    for msg_type in ("comm_close", "comm_open"):
        send(client, msg_type, {"comm_id": comm_id, "target_name": "jupyter.widget", "data": {}})
    send(client, "comm_msg", {"comm_id": comm_id, "data": {"method": "custom", "content": {"event": "clear"}}})
    assert printed(client, "print favorites.selection") == "いちご\n"
    assert request(client, "kernel_info")["content"]["status"] == "ok"


def test_a_storm_of_touches_is_answered_in_order_and_the_last_one_wins(kernel):
    """A front end that does not wait (the view keeps one touch in flight; this one does not):
    every touch is answered with its `done`, in order, and the session ends at the last one."""
    _, client = kernel
    execute(client, FRUITS)
    comm_id, _, _ = open_widget(client, "show favorites interactive")
    sent = []
    for n in range(40):
        message = client.session.msg("comm_msg", {"comm_id": comm_id, "data": {
            "method": "custom", "content": {"event": "angle", "value": 5 + (n % 2) * 15, "seq": n}}})
        client.shell_channel.send(message)
        sent.append(message["header"]["msg_id"])
    done = []
    for msg_id in sent:
        done += acks(iopub_until_idle(client, msg_id), comm_id)
    assert [ack["seq"] for ack in done] == list(range(40))
    # 5 → りんご, 20 → いちご, alternating; the 40th (n = 39) was 20
    assert printed(client, "print favorites.selection") == "いちご\n"


def test_an_interrupt_sent_while_idle_spares_the_next_touch(kernel):
    """An interrupt_request that arrives between cells (the user pressed stop after the cell
    ended) must not stop the next widget message's work, as it spares the next cell."""
    _, client = kernel
    execute(client, FRUITS)
    comm_id, _, _ = open_widget(client, "show favorites interactive")
    msg = client.session.msg("interrupt_request", {})
    client.control_channel.send(msg)
    assert client.get_control_msg(timeout=10)["content"] == {"status": "ok"}

    messages = touch(client, comm_id, event="angle", value=20, seq=1)
    assert of_type(messages, "error") == [] and of_type(messages, "stream") == []
    (state,) = updates(messages, comm_id)
    assert state["selection"] == "いちご"
    assert acks(messages, comm_id) == [{"event": "done", "seq": 1}]
    assert printed(client, "print favorites.selection") == "いちご\n"
