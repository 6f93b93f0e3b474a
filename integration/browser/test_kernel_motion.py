"""The kernel's own outputs move in Chromium: the README's seed cells run through the installed
`gauge` kernel, and the display of `battery.value = 75` is checked
frame by frame like the fixtures in test_motion.py; a dense line's update, which cross-fades
(CSS animations), is seeked through `document.getAnimations()`."""
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


def seek_both(page, seconds):
    """Pauses the SMIL timeline and every CSS animation of the page (the cross-fades') at
    `seconds`."""
    page.evaluate("""(t) => new Promise(done => {
        const svg = document.querySelector('svg');
        svg.pauseAnimations();
        svg.setCurrentTime(t);
        for (const animation of document.getAnimations()) {
            animation.pause();
            animation.currentTime = t * 1000;
        }
        requestAnimationFrame(() => requestAnimationFrame(done));
    })""", seconds)


def mean_difference(a, b, width, height):
    """Mean channel difference of two screenshots, 0…255, over every 2nd pixel."""
    total, count = 0, 0
    for y in range(0, height, 2):
        for x in range(0, width, 2):
            total += sum(abs(p - q) for p, q in zip(a.pixel(x, y), b.pixel(x, y)))
            count += 3
    return total / count


def test_dense_line_cross_fades(client):
    """10⁵ random points to the line 1…10⁵: M4 columns cannot be matched, so the line
    cross-fades (the axes keep their SMIL keyframes). At t = 0 the picture is the old chart,
    at the end the new one; half-way the band is not paled (the new line fades in under the
    old one, then the old one fades out); with reduced motion it is the new chart at once."""
    browser = browser_session.browser()
    width, height = 400, 260
    _, first = execute(client, "let d = random(100000, seed: 1)\nchart c line data: d")
    reply, messages = execute(client, "animation easeInOut(1)\nlet d = range(1...100000)")
    _, again = execute(client, "show c")
    assert reply["status"] == "ok"
    (old,), (svg,), (new,) = svg_of(first), svg_of(messages), svg_of(again)
    assert "@keyframes" in svg and len(svg.encode()) <= 150_000
    pictures = {}
    for name, body in (("old", old), ("new", new)):
        page = page_with(browser, body)
        pictures[name] = shot(page, width, height)
        page.close()
    page = page_with(browser, svg)
    frames = {}
    for t in (0, 0.5, 1):
        seek_both(page, t)
        frames[t] = shot(page, width, height)
    page.close()
    def gap(a, b):
        return mean_difference(a, b, width, height)
    apart = gap(pictures["old"], pictures["new"])
    start, end = gap(frames[0], pictures["old"]), gap(frames[1], pictures["new"])
    print("cross-fade", {"apart": apart, "start": start, "end": end,
                         "half": (gap(frames[0.5], pictures["old"]), gap(frames[0.5], pictures["new"]))})
    assert apart > 5
    assert start < apart / 10 and end < 0.05
    # half-way both lines are drawn whole: the old band still covers what it covered
    assert gap(frames[0.5], pictures["old"]) < apart / 2
    reduced = page_with(browser, svg, reduced=True)
    seek_both(reduced, 0)
    still = shot(reduced, width, height)
    reduced.close()
    assert gap(still, pictures["new"]) < 0.05
