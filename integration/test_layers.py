"""Fitted scales, mark layers and empty charts as a notebook user gets them: display_data whose
SVG is parsed back and measured (issue 8 B), through a real kernel and jupyter_client.
"""
import csv
import xml.etree.ElementTree as ET

from conftest import NOTEBOOKS, execute, outputs

SVG = "{http://www.w3.org/2000/svg}"


def displays(messages):
    """The (svg root, text/plain) of every display_data / update_display_data, in order."""
    shown = []
    for message in outputs(messages):
        if message["msg_type"] in ("display_data", "update_display_data"):
            data = message["content"]["data"]
            shown.append((ET.fromstring(data["image/svg+xml"]), data["text/plain"]))
    return shown


def run(client, code):
    reply, messages = execute(client, code)
    assert reply["status"] == "ok", reply
    return displays(messages)


def plot_extent(svg):
    """The plot rectangle from the horizontal gridlines: x from their ends, y from the lowest
    and highest (y ticks sit on the domain's ends)."""
    grid = [line for line in svg.iter(SVG + "line") if line.get("y1") == line.get("y2")
            and line.get("stroke") == "#d6d6db"]
    ys = [float(line.get("y1")) for line in grid]
    return (min(float(line.get("x1")) for line in grid), max(float(line.get("x2")) for line in grid),
            min(ys), max(ys))


def test_fitted_scatter_fills_the_plot(kernel):
    _, client = kernel
    with open(NOTEBOOKS / "data" / "penguins.csv", newline="") as file:
        rows = [row for row in csv.DictReader(file)
                if row["flipper_length_mm"] != "NA" and row["body_mass_g"] != "NA"]
    [(svg, text)] = run(client, 'let penguins = csv("data/penguins.csv")\n'
                                'chart sc point data: penguins x: "flipper_length_mm" y: "body_mass_g" '
                                'color: "species" includesZero: false')
    circles = list(svg.iter(SVG + "circle"))[:len(rows)]
    xs = [float(c.get("cx")) for c in circles]
    ys = [float(c.get("cy")) for c in circles]
    left, right, top, bottom = plot_extent(svg)
    assert (max(xs) - min(xs)) / (right - left) >= 0.8
    assert (max(ys) - min(ys)) / (bottom - top) >= 0.8
    assert all(left <= x <= right for x in xs) and all(top <= y <= bottom for y in ys)
    # the x tick labels bracket the flippers' 172…231 with a nice step
    labels = sorted(float(t.text.replace(",", "")) for t in svg.iter(SVG + "text")
                    if t.get("text-anchor") == "middle" and t.text and t.text.replace(",", "").isdigit()
                    and float(t.text.replace(",", "")) < 1000)
    low = min(float(r["flipper_length_mm"]) for r in rows)
    high = max(float(r["flipper_length_mm"]) for r in rows)
    assert labels[0] <= low < labels[1] and labels[-2] < high <= labels[-1]
    assert "Chart sc (point)" in text


def test_average_rule_over_bars_slides_with_its_data(kernel):
    _, client = kernel
    run(client, 'let m = ["Adelie": 3700, "Chinstrap": 3733, "Gentoo": 5076]\n'
                "animation easeInOut(1)\nchart mass bar data: m")
    [(svg, text)] = run(client, 'layer mass rule y: mean(m) label: "mean" tint: red')
    rule = next(line for line in svg.iter(SVG + "line") if line.get("stroke") == "#ff3b30")
    assert any(t.text == "mean" for t in svg.iter(SVG + "text"))
    assert text.endswith('; layers: rule "mean" at y 4169.67')
    assert "layers: rule" in svg.get("aria-label")
    old_y = float(rule.get("y1"))
    [(svg, _)] = run(client, 'm["Adelie"] = 5700')
    rule = next(line for line in svg.iter(SVG + "line") if line.get("stroke") == "#ff3b30")
    animate = next(a for a in rule.iter(SVG + "animate") if a.get("attributeName") == "y1")
    values = [float(v) for v in animate.get("values").split(";")]
    assert abs(values[0] - old_y) < 0.01 and abs(values[-1] - float(rule.get("y1"))) < 0.01
    assert values[-1] < values[0]  # the mean rose, so the rule moves up
    reply, messages = execute(client, "mass.layers")
    assert [m["content"]["data"]["text/plain"] for m in outputs(messages)
            if m["msg_type"] == "execute_result"] == ['"rule "mean" at y 4836.33"']


def test_empty_chart_says_no_data(kernel):
    _, client = kernel
    [(svg, text)] = run(client, "chart e bar data: []")
    assert text == "Chart e (bar): no data"
    assert svg.get("aria-label").endswith("no data")
    assert [t.text for t in svg.iter(SVG + "text")].count("no data") == 1


def test_layer_errors_name_what_and_where(kernel):
    _, client = kernel
    run(client, 'chart pie sector data: ["a": 1, "b": 2]\nchart c bar data: [1, 2]')
    for code, ename, column in [("layer pie rule y: 1", "TypeError", 7),
                                ("layer c sector", "TypeError", 9),
                                ("chart c yDomain: 5...5", "ValueError", 19)]:
        reply, _ = execute(client, code)
        assert (reply["status"], reply["ename"]) == ("error", ename), code
        assert reply["evalue"].startswith(f"line 1, column {column}: "), reply["evalue"]
