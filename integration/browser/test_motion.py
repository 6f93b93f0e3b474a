"""Frame-exact checks of the kernel's animation keyframes in Chromium.

Inline SVG: SMIL is paused and seeked (`pauseAnimations`, `setCurrentTime`) to t = 0, ¼, ½,
¾, 1 of the duration. SVG in <img> (how JupyterLab shows image/svg+xml): its timeline cannot
be seeked from the page, so the harness adds a linear clock bar to the same SVG document and
reads the exact animation time of every screenshot from the bar's width. At each instant the
drawn quantity (angle, width, opacity, read from pixels) must equal
from + (to − from)·curve(t) within 1 % of |to − from|.
"""
import base64
import re

import pytest

import browser_session
import measure
import pngdecode
from gauge_fixtures import FIXTURES

# The set-up lives here, not in a conftest.py: integration/conftest.py is imported as
# `conftest` by the kernel's black-box tests, and a second one here would shadow it.

def pytest_generate_tests(metafunc):
    if "fixture" in metafunc.fixturenames:
        metafunc.parametrize("fixture", FIXTURES, ids=[f["name"] for f, _ in FIXTURES])


@pytest.fixture
def browser():
    return browser_session.browser()


@pytest.fixture
def reduced_browser():
    return browser_session.browser(reduced_motion=True)


CLOCK_HEIGHT = 12


def tolerance(fixture):
    probe = fixture["probe"]
    return 0.01 * abs(probe["to"] - probe["from"])


def page_with(browser, body, reduced=False):
    page = browser.new_page(viewport={"width": 900, "height": 700}, device_scale_factor=1,
                            reduced_motion="reduce" if reduced else "no-preference")
    page.set_content("<!doctype html><html><body style='margin:0;background:#fff'>" + body
                     + "</body></html>")
    return page


def shot(page, width, height):
    return pngdecode.decode(page.screenshot(clip={"x": 0, "y": 0, "width": width, "height": height},
                                            animations="allow"))


def seek_inline(page, seconds):
    page.evaluate("""(t) => new Promise(done => {
        const svg = document.querySelector('svg');
        svg.pauseAnimations();
        svg.setCurrentTime(t);
        requestAnimationFrame(() => requestAnimationFrame(done));
    })""", seconds)


def test_inline_svg_is_frame_exact(browser, fixture):
    fixture, svg = fixture
    page = page_with(browser, svg)
    duration = fixture["curve"]["duration"]
    errors = []
    for fraction in (0, 0.25, 0.5, 0.75, 1):
        seek_inline(page, fraction * duration)
        value = measure.read(shot(page, fixture["width"], fixture["height"]), fixture["probe"])
        want = measure.expected(fixture, fraction * duration)
        assert value is not None, f"t={fraction}: nothing measured"
        errors.append((fraction, round(value, 3), round(want, 3)))
        assert abs(value - want) <= tolerance(fixture), f"t={fraction}: {value} vs {want}"
    worst = max(abs(v - w) for _, v, w in errors) / abs(fixture["probe"]["to"] - fixture["probe"]["from"])
    print(fixture["name"], "inline", errors, f"worst {worst:.3%} of range")
    page.close()


def with_clock(fixture, svg):
    """The fixture SVG grown by a margin above and below, each holding a linear clock bar, in
    the fixture's own root element (a nested <svg> could run on a timeline of its own). A frame
    whose two clocks disagree was not painted at one instant."""
    width, height, duration = fixture["width"], fixture["height"], fixture["curve"]["duration"]
    root = re.match(r"<svg [^>]*>", svg).group(0)
    box = [float(v) for v in re.search(r'viewBox="([^"]*)"', root).group(1).split()]
    margin = CLOCK_HEIGHT * box[3] / height  # one clock band in user units

    def bar(y):
        return (f'<rect x="{box[0]}" y="{y}" width="0" height="{margin * 8 / CLOCK_HEIGHT}" '
                f'fill="#000"><animate attributeName="width" values="0;{box[2]}" keyTimes="0;1" '
                f'dur="{duration}s" begin="0s" fill="freeze"/></rect>')
    grown = (root.replace(f'height="{fixture_number(height)}"',
                          f'height="{fixture_number(height + 2 * CLOCK_HEIGHT)}"', 1)
             .replace(re.search(r'viewBox="[^"]*"', root).group(0),
                      f'viewBox="{box[0]} {box[1] - margin} {box[2]} {box[3] + 2 * margin}"', 1))
    background = (f'<rect x="{box[0]}" y="{box[1] - margin}" width="{box[2]}" '
                  f'height="{box[3] + 2 * margin}" fill="#fff"/>')
    body = svg[len(root):-len("</svg>")]
    return (grown + background + bar(box[1] - margin * 10 / CLOCK_HEIGHT) + body
            + bar(box[1] + box[3] + margin * 2 / CLOCK_HEIGHT) + "</svg>")


def fixture_number(value):
    """A number as the SVG writer writes it (up to 3 decimals, no trailing zeros)."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


def clocks(image, fixture):
    """Seconds shown by the top and the bottom clock bar."""
    def read(y):
        probe = {"colorA": "#000000", "colorB": "#ffffff", "x": 0, "y": y}
        return measure.covered_width(image, probe) / fixture["width"] * fixture["curve"]["duration"]
    return read(6), read(fixture["height"] + CLOCK_HEIGHT + 6)


def read_nested(image, fixture):
    """The probe, in the nested fixture's coordinates (shifted down by one clock bar)."""
    probe = dict(fixture["probe"], y=fixture["probe"]["y"] + CLOCK_HEIGHT)
    return measure.read(image, probe)


def img_page(browser, fixture, svg, reduced=False):
    data = base64.b64encode(with_clock(fixture, svg).encode()).decode()
    page = page_with(browser, f'<img id="out" src="data:image/svg+xml;base64,{data}">', reduced)
    page.wait_for_function("document.getElementById('out').complete")
    return page


def img_shot(page, fixture):
    """(seconds, measured value) of one screenshot; seconds is None when the clocks disagree
    by more than two pixels' worth of time."""
    image = shot(page, fixture["width"], fixture["height"] + 2 * CLOCK_HEIGHT)
    top, bottom = clocks(image, fixture)
    step = fixture["curve"]["duration"] / fixture["width"]
    seconds = (top + bottom) / 2 if abs(top - bottom) <= 2 * step else None
    return seconds, read_nested(image, fixture)


def test_img_svg_follows_the_curve(browser, fixture):
    fixture, svg = fixture
    duration = fixture["curve"]["duration"]
    samples, torn, inside = [], 0, []
    # A loaded machine takes a screenshot in ~0.7 s and catches only one or two frames of a
    # 2 s animation; each new page plays it from the start, so up to four plays pool their
    # frames (every frame is checked against the curve at the time its own clocks show).
    for _ in range(4):
        page = img_page(browser, fixture, svg)
        for _ in range(400):
            seconds, value = img_shot(page, fixture)
            if seconds is None:
                torn += 1
                continue
            samples.append((seconds, value))
            if seconds >= duration - 1e-9:
                break
        page.close()
        inside = [s for s in samples if 0.05 * duration < s[0] < 0.95 * duration]
        if len(inside) >= 3:
            break
    assert len(inside) >= 3, f"too few frames caught mid-animation: {samples}"
    assert torn <= len(samples) // 4, f"{torn} frames with disagreeing clocks"
    step = duration / fixture["width"]
    worst = 0.0
    for seconds, value in samples:
        # a clock reads to about one pixel's worth of time: allow that much
        wants = [measure.expected(fixture, seconds + d * step) for d in (-1, -0.5, 0, 0.5, 1)]
        assert value is not None
        error = min(abs(value - want) for want in wants)
        worst = max(worst, error)
        assert error <= tolerance(fixture), f"t={seconds:.4f}s: {value} vs {wants[2]}"
    assert abs(samples[-1][1] - fixture["probe"]["to"]) <= tolerance(fixture)
    print(fixture["name"], "img", len(samples), "frames,", len(inside), "mid-animation,",
          torn, "torn,", f"worst {worst / (100 * tolerance(fixture)):.3%} of range")


def test_inline_reduced_motion_shows_the_end_at_once(browser, fixture):
    fixture, svg = fixture
    page = page_with(browser, svg, reduced=True)
    seek_inline(page, 0)
    value = measure.read(shot(page, fixture["width"], fixture["height"]), fixture["probe"])
    page.close()
    assert abs(value - fixture["probe"]["to"]) <= tolerance(fixture)


def test_img_reduced_motion_shows_the_end_at_once(reduced_browser, fixture):
    fixture, svg = fixture
    page = img_page(reduced_browser, fixture, svg, reduced=True)
    seconds, value = img_shot(page, fixture)
    page.close()
    assert seconds is not None and seconds < 0.5 * fixture["curve"]["duration"], \
        "the first frame came too late to tell"
    assert abs(value - fixture["probe"]["to"]) <= tolerance(fixture), f"at t={seconds:.3f}s"


def test_img_without_reduced_motion_starts_from_the_old_state(browser, fixture):
    """The control for the reduced-motion tests: normally the first frames differ from the end."""
    fixture, svg = fixture
    page = img_page(browser, fixture, svg)
    seconds, value = img_shot(page, fixture)
    page.close()
    if seconds is not None and seconds < 0.2 * fixture["curve"]["duration"]:
        assert abs(value - fixture["probe"]["to"]) > tolerance(fixture)


def test_img_replays_when_shown_again(browser):
    """An output displayed again (a new <img> with the same data URL, as when a notebook
    re-renders it) starts its keyframes over instead of showing the frozen end."""
    fixture, svg = next(f for f in FIXTURES if f[0]["name"] == "donut-easeInOut")
    page = img_page(browser, fixture, svg)
    duration = fixture["curve"]["duration"]
    page.wait_for_timeout(duration * 1000 + 300)
    seconds, value = img_shot(page, fixture)
    assert seconds == duration and abs(value - fixture["probe"]["to"]) <= tolerance(fixture)
    page.evaluate("""() => { const old = document.getElementById('out');
        const again = new Image(); again.id = 'out'; again.src = old.src;
        old.replaceWith(again); }""")
    page.wait_for_function("document.getElementById('out').complete")
    seconds, value = img_shot(page, fixture)
    page.close()
    assert seconds is not None and seconds < duration, "the second display did not restart"
    assert abs(value - measure.expected(fixture, seconds)) <= 2 * tolerance(fixture)
