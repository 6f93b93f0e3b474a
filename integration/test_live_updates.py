"""Live displays changed thousands of times in one cell stay under jupyter_server's iopub
rate limit (`iopub_msg_rate_limit`, 1,000 messages/s): updates are coalesced per display id,
and the final state of each display always arrives, before `idle`."""
import re

from conftest import execute


def shown_values(message):
    """The text labels of a display's SVG (a gauge shows its value)."""
    return re.findall(r">([^<>]{1,12})</text>", message["content"]["data"]["image/svg+xml"])


def test_thousands_of_live_changes_coalesce_under_the_rate_limit_and_end_in_the_final_state(kernel):
    _, client = kernel
    changes = "\n".join(f"g.value = {i}" if i % 2 else f"h.value = {i}" for i in range(1, 5001))
    code = ("gauge g value: 0 in: 0...5000\ngauge h value: 0 in: 0...5000\n"
            f"show g live\nshow h live\n{changes}")
    reply, messages = execute(client, code)
    assert reply["status"] == "ok"
    kinds = [message["msg_type"] for message in messages]
    assert kinds[-1] == "status" and kinds[-2] == "update_display_data"
    # rate from the kernel's own header dates, busy to idle
    elapsed = (messages[-1]["header"]["date"] - messages[0]["header"]["date"]).total_seconds()
    updates = [message for message in messages if message["msg_type"] == "update_display_data"]
    assert 2 <= len(updates) <= 1 + 1000 * elapsed
    displays = [message for message in messages if message["msg_type"] == "display_data"]
    ids = [message["content"]["transient"]["display_id"] for message in displays]
    assert len(set(ids)) == 2
    # updates follow both displays, and the last one of each id holds the final value
    assert kinds.index("update_display_data") > max(
        index for index, kind in enumerate(kinds) if kind == "display_data")
    last, counts = {}, {}
    for message in updates:
        display_id = message["content"]["transient"]["display_id"]
        last[display_id] = message
        counts[display_id] = counts.get(display_id, 0) + 1
    assert set(last) == set(ids)
    # the kernel sends one update per display every 0.02 s at most (50/s), plus the last
    assert all(count <= 2 + 60 * elapsed for count in counts.values()), (counts, elapsed)
    assert shown_values(last[ids[0]]) == ["4999"]
    assert shown_values(last[ids[1]]) == ["5000"]
