"""The kernel's own outputs move in Chromium: the README's seed cells run through the installed
`gauge` kernel, and the display of `battery.value = 75` is checked
frame by frame like the fixtures in test_motion.py."""
import math

import pytest
from jupyter_client.manager import start_new_kernel

import browser_session
import measure
from test_motion import page_with, seek_inline, shot

SIZE = 300
SCALE = SIZE / 58                 # accessoryCircularCapacity: 58 pt across
RADIUS = (58 - 5.8) / 2           # stroke D/10, centred on the ring
CAP = math.degrees(2.9 / RADIUS)  # the round cap reaches half a stroke past the end


TIMEOUT = 20


@pytest.fixture
def client():
    """A fresh `gauge` kernel (the installed kernelspec) and a blocking client."""
    manager, kernel_client = start_new_kernel(kernel_name="gauge")
    try:
        yield kernel_client
    finally:
        kernel_client.stop_channels()
        manager.shutdown_kernel(now=True)


def execute(client, code):
    """Runs `code`; (reply content, iopub messages of this request up to idle)."""
    msg_id = client.execute(code)
    reply = client.get_shell_msg(timeout=TIMEOUT)
    messages = []
    while True:
        msg = client.get_iopub_msg(timeout=TIMEOUT)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        messages.append(msg)
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            return reply["content"], messages


def ring_probe():
    green, track = "#34c759", "#c2eecd"   # green, and green at 0.3 over white
    return {"kind": "boundary", "colorA": green, "colorB": track, "x": 29 * SCALE, "y": 29 * SCALE,
            "radius": RADIUS * SCALE, "startAngle": 3}


def svg_of(messages):
    return [m["content"]["data"]["image/svg+xml"] for m in messages
            if m["msg_type"] == "display_data"]


def test_battery_moves_with_ease_in_out(client):
    browser = browser_session.browser()
    execute(client, "gauge battery value: 50 in: 0...100 style: accessoryCircularCapacity "
                    f"tint: green size: {SIZE}")
    reply, messages = execute(client, "animation easeInOut(1)\nbattery.value = 75")
    assert reply["status"] == "ok"
    (svg,) = svg_of(messages)
    assert "<animate" in svg and "prefers-reduced-motion" in svg
    page = page_with(browser, svg)
    for fraction in (0, 0.25, 0.5, 0.75, 1):
        seek_inline(page, fraction)
        angle = measure.boundary_angle(shot(page, SIZE, SIZE), ring_probe())
        want = 180 + 90 * measure.bezier_progress(0.42, 0, 0.58, 1, fraction) + CAP
        assert abs(angle - want) <= 0.9, f"t={fraction}: {angle} vs {want}"
    page.close()
    reduced = page_with(browser, svg, reduced=True)
    seek_inline(reduced, 0)
    angle = measure.boundary_angle(shot(reduced, SIZE, SIZE), ring_probe())
    reduced.close()
    assert abs(angle - (270 + CAP)) <= 0.9


def test_first_display_and_no_animation_have_no_keyframes(client):
    first_reply, first = execute(client, "gauge g value: 0.2 style: capsule")
    still_reply, still = execute(client, "animation none\ng.value = 0.6")
    assert first_reply["status"] == "ok" and still_reply["status"] == "ok"
    assert len(svg_of(first)) == 1 and len(svg_of(still)) == 1
    for svg in svg_of(first) + svg_of(still):
        assert "<animate" not in svg and "<style" not in svg
