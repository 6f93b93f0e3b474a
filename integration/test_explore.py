"""Exploring a table through the real kernel (LANGUAGE.md v2): `where:`/`filter`, `bin:`,
`aggregate:`, `sort:`. Every expected number is computed here from the csv files with Python's
own csv module, independently of the kernel's reader."""
import csv
import re
import statistics
import xml.etree.ElementTree as ET

import pytest

from conftest import NOTEBOOKS, execute, outputs, stream_text

PENGUINS = list(csv.DictReader(open(NOTEBOOKS / "data" / "penguins.csv", newline="")))
WEATHER = list(csv.DictReader(open(NOTEBOOKS / "data" / "seattle-weather.csv", newline="")))
LOAD = 'let penguins = csv("data/penguins.csv")\nlet weather = csv("data/seattle-weather.csv")'


def number(cell):
    return None if cell in ("", "NA") else float(cell)


def run(client, code):
    reply, messages = execute(client, code)
    assert reply["status"] == "ok", reply
    return messages


def displays(messages):
    return [m["content"] for m in outputs(messages) if m["msg_type"] in ("display_data", "update_display_data")]


def plain_rows(text):
    """`Chart h (bar): 2,500–3,000 11, …` → [("2500–3000", 11.0), …]."""
    body = text.split(": ", 1)[1]
    rows = []
    for item in body.split(", "):
        match = re.fullmatch(r"(.+) (-?[\d,]+(?:\.\d+)?)", item.replace("\u2009", ""))
        if match:
            rows.append((match.group(1).replace(",", ""), float(match.group(2).replace(",", ""))))
    return rows


@pytest.fixture
def explore(kernel):
    _, client = kernel
    run(client, LOAD)
    return client


def test_filter_counts_match_the_csv(explore):
    adelie = [row for row in PENGUINS if row["species"] == "Adelie"]
    heavy = [row for row in adelie if (number(row["body_mass_g"]) or 0) > 4000]
    summer = [row for row in WEATHER if "2012/06/01" <= row["date"] < "2012/09/01"]
    messages = run(explore, '\n'.join([
        'print count(filter(penguins, species == "Adelie"))',
        'print count(filter(penguins, species == "Adelie" and body_mass_g > 4000))',
        'print count(filter(weather, date >= "2012-06-01" and date < "2012-09-01"))',
        'print count(filter(penguins, not sex == "male"))',
    ]))
    female = [row for row in PENGUINS if row["sex"] == "female"]
    assert stream_text(messages).split() == [str(len(adelie)), str(len(heavy)), str(len(summer)), str(len(female))]
    assert len(adelie) == 152


def test_histogram_bins_and_counts_match_the_csv(explore):
    masses = [m for m in (number(row["body_mass_g"]) for row in PENGUINS) if m is not None]
    edges = list(range(2500, 7000, 500))  # 2700…6300 in at most 10 bins → width 500
    expected = [(f"{lo}–{hi}", float(sum(1 for m in masses if lo <= m < hi or (hi == edges[-1] and m == hi))))
                for lo, hi in zip(edges, edges[1:])]
    expected = [(label, count) for label, count in expected if count > 0]
    shown = displays(run(explore, 'chart h bar data: penguins x: "body_mass_g" bin: auto'))
    assert len(shown) == 1
    assert plain_rows(shown[0]["data"]["text/plain"]) == expected
    svg = ET.fromstring(shown[0]["data"]["image/svg+xml"])
    labels = {text.text.replace(",", "") for text in svg.iter("{http://www.w3.org/2000/svg}text")}
    assert {str(edge) for edge in edges} <= labels  # the x ticks stand at the bin edges
    assert stream_text(run(explore, "print h.bin")).strip() == "10"


def test_a_filtered_histogram_follows_its_data_animated(explore):
    run(explore, 'chart h bar data: penguins x: "body_mass_g" bin: auto where: species == "Gentoo"')
    shown = displays(run(explore, 'let penguins = filter(penguins, island == "Biscoe" and sex == "female")'))
    assert len(shown) == 1
    gentoo = [number(row["body_mass_g"]) for row in PENGUINS
              if row["species"] == "Gentoo" and row["island"] == "Biscoe" and row["sex"] == "female"]
    assert sum(count for _, count in plain_rows(shown[0]["data"]["text/plain"])) == len(gentoo)
    assert "<animate" in shown[0]["data"]["image/svg+xml"]
    # a condition that keeps nothing draws a chart with no data, not an error
    empty = displays(run(explore, 'h.where = species == "Emperor"'))
    assert empty[0]["data"]["text/plain"] == "Chart h (bar): no data"


def test_mean_temperature_per_month(explore):
    january = [float(row["temp_max"]) for row in WEATHER if row["date"].startswith("2012/01/")]
    messages = run(explore, '\n'.join([
        'chart t line data: weather x: "date" y: "temp_max" unit: month aggregate: mean',
        'print mean(filter(weather, date >= "2012-01-01" and date < "2012-02-01"), "temp_max")',
        'print t.aggregate',
    ]))
    printed = stream_text(messages).split()
    assert float(printed[0]) == pytest.approx(statistics.mean(january), rel=1e-5)
    assert printed[1] == "mean"
    first = plain_rows(displays(messages)[0]["data"]["text/plain"])[0]
    assert first[0] == "2012-01-01" and first[1] == pytest.approx(statistics.mean(january), abs=0.01)


def test_sort_descending_orders_islands_by_count(explore):
    counts = {}
    for row in PENGUINS:
        counts[row["island"]] = counts.get(row["island"], 0) + 1
    shown = displays(run(explore, 'chart i bar data: penguins x: "island" sort: descending'))
    rows = plain_rows(shown[0]["data"]["text/plain"])
    assert rows == sorted(((island, float(n)) for island, n in counts.items()), key=lambda r: -r[1])


@pytest.mark.parametrize("code, ename, column, words", [
    ('chart h bar data: penguins x: "species" bin: auto', "TypeError", 19, '"species" holds text'),
    ('print count(filter(penguins, species > 3))', "TypeError", 38, 'the column "species" (text)'),
    ('print count(filter(penguins, specis == "Adelie"))', "NameError", 30, "species"),
    ('chart a bar data: penguins x: "island" aggregate: average', "ValueError", 51, "average"),
])
def test_errors_name_what_and_where(explore, code, ename, column, words):
    reply, messages = execute(explore, code)
    assert reply["status"] == "error"
    error = [m["content"] for m in outputs(messages) if m["msg_type"] == "error"][0]
    assert error["ename"] == ename
    assert error["evalue"].startswith(f"line 1, column {column}: ")
    assert words in " ".join(error["traceback"])
