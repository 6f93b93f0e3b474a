"""Timing curves (written independently of the Swift kernel) and pixel probes that read a
drawn state back from a screenshot: a boundary angle, a covered width, an opacity."""
import math


def bezier_progress(x1, y1, x2, y2, t):
    """CSS cubic-bezier progress at time fraction t, by bisection on x(s)."""
    if t <= 0:
        return 0.0
    if t >= 1:
        return 1.0

    def coordinate(s, c1, c2):
        u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s ** 3

    low, high = 0.0, 1.0
    for _ in range(80):
        mid = (low + high) / 2
        if coordinate(mid, x1, x2) < t:
            low = mid
        else:
            high = mid
    return coordinate((low + high) / 2, y1, y2)


def spring_progress(response, zeta, seconds):
    """SwiftUI spring(response, dampingFraction) position at `seconds`, released at 0 towards 1."""
    if seconds <= 0:
        return 0.0
    w0 = 2 * math.pi / response
    if zeta < 1:
        wd = w0 * math.sqrt(1 - zeta * zeta)
        return 1 - math.exp(-zeta * w0 * seconds) * (
            math.cos(wd * seconds) + zeta * w0 / wd * math.sin(wd * seconds))
    if zeta == 1:
        return 1 - (1 + w0 * seconds) * math.exp(-w0 * seconds)
    root = math.sqrt(zeta * zeta - 1)
    r1, r2 = -w0 * (zeta - root), -w0 * (zeta + root)
    return 1 + (r2 * math.exp(r1 * seconds) - r1 * math.exp(r2 * seconds)) / (r1 - r2)


def progress(curve, seconds):
    """The fixture curve's progress at `seconds` after the change: exactly 1 from its end on."""
    if seconds >= curve["duration"]:
        return 1.0
    if curve["kind"] == "spring":
        return spring_progress(curve["response"], curve["dampingFraction"], seconds)
    return bezier_progress(curve["x1"], curve["y1"], curve["x2"], curve["y2"],
                           seconds / curve["duration"])


def expected(fixture, seconds):
    """The probe's value at `seconds`: from + (to − from)·progress."""
    probe = fixture["probe"]
    return probe["from"] + (probe["to"] - probe["from"]) * progress(fixture["curve"], seconds)


def hex_colour(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def fraction_towards(colour, a, b):
    """Where `colour` lies on the segment from colour a (0) to colour b (1), projected."""
    d = [b[k] - a[k] for k in range(3)]
    length = sum(v * v for v in d) or 1
    return sum((colour[k] - a[k]) * d[k] for k in range(3)) / length


def boundary_angle(image, probe):
    """Degrees (0 = 12 o'clock, clockwise) where colour A turns into B scanning clockwise
    along the probe's circle from its start angle; sub-step by linear interpolation."""
    a, b = hex_colour(probe["colorA"]), hex_colour(probe["colorB"])
    step, previous = 0.05, None
    angle = probe["startAngle"]
    while angle < probe["startAngle"] + 360:
        radians = math.radians(angle)
        colour = image.sample(probe["x"] + probe["radius"] * math.sin(radians),
                              probe["y"] - probe["radius"] * math.cos(radians))
        f = fraction_towards(colour, a, b)
        if previous is not None and previous < 0.5 <= f:
            return angle - step + step * (0.5 - previous) / (f - previous)
        previous = f
        angle += step
    return None


def covered_width(image, probe):
    """Pixels covered by colour A over background B (fractional coverage of anti-aliased
    edges counted; anything nearer B, or outside, counts 0): along row y from x to the right
    edge, or with `vertical`, down column x from y for `length` pixels. A vertical scan
    ignores pixels less than 30 % of the way to A, so light gridlines across a bar's column
    do not count."""
    a, b = hex_colour(probe["colorA"]), hex_colour(probe["colorB"])
    if probe.get("vertical"):
        x, start = int(probe["x"]), int(probe["y"])
        pixels = [image.pixel(x, y) for y in range(start, min(image.height, start + int(probe["length"]) + 2))]
        limit = 0.7
    else:
        y = int(probe["y"])
        pixels = [image.pixel(x, y) for x in range(int(probe["x"]), image.width)]
        limit = 1.0
    total = 0.0
    for colour in pixels:
        f = fraction_towards(colour, a, b)
        if f < limit:
            total += min(max(1 - f, 0.0), 1.0)
    return total


def opacity_at(image, probe):
    """The opacity of colour A composited over B at the probe's point: least squares over the
    three channels of pixel = B + o·(A − B), which halves the 8-bit rounding of one channel."""
    a, b = hex_colour(probe["colorA"]), hex_colour(probe["colorB"])
    colour = image.pixel(probe["x"], probe["y"])
    d = [a[k] - b[k] for k in range(3)]
    return sum((colour[k] - b[k]) * d[k] for k in range(3)) / (sum(v * v for v in d) or 1)


def read(image, probe):
    """The probe's quantity measured in `image`."""
    return {"boundary": boundary_angle, "span": covered_width, "opacity": opacity_at}[probe["kind"]](image, probe)
