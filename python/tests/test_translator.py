"""The papermill translator on its own: Python values → gauge `let` statements."""
import pytest
from papermill.translators import papermill_translators

from gauge_jupyter.translator import GaugeTranslator


def test_papermill_finds_the_translator_by_kernel_and_by_language():
    assert papermill_translators.find_translator("gauge", "gauge") is GaugeTranslator
    assert papermill_translators.find_translator("gauge-dev", "gauge") is GaugeTranslator


def test_parameters_become_let_statements():
    cell = GaugeTranslator.codify({
        "value": 42, "ratio": 0.25, "big": 1e300, "negative": -3,
        "title": 'Rain "today"\n\tback\\slash\x01', "xs": [1, 2.5, -3],
        "fruits": {"りんご": 15, "b": 2.5}, "empty": [], "nothing": {},
    })
    assert cell == "\n".join([
        "# Parameters",
        "let value = 42",
        "let ratio = 0.25",
        "let big = 1e+300",
        "let negative = -3",
        r'let title = "Rain \"today\"\n\tback\\slash\u{1}"',
        "let xs = [1, 2.5, -3]",
        'let fruits = ["りんご": 15, "b": 2.5]',
        "let empty = []",
        "let nothing = [:]",
    ]) + "\n"


@pytest.mark.parametrize("name, value, message", [
    ("flag", True, "parameter 'flag': gauge has no true/false values; pass 1 or 0"),
    ("missing", None, "parameter 'missing': gauge has no null value"),
    ("x", float("nan"), "parameter 'x': nan is not a gauge number"),
    ("x", float("inf"), "parameter 'x': inf is not a gauge number"),
    ("x", 10 ** 400, "parameter 'x': 1000"),
    ("words", ["a", "b"], "parameter 'words': a list holds numbers only, not 'a'"),
    ("nested", {"a": [1]}, "parameter 'nested': a record holds numbers only, not [1]"),
    ("let", 1, "parameter 'let' is not a gauge name"),
    ("two words", 1, "parameter 'two words' is not a gauge name"),
])
def test_values_without_a_gauge_form_name_the_parameter(name, value, message):
    with pytest.raises(ValueError) as error:
        GaugeTranslator.codify({name: value})
    assert str(error.value).startswith(message)


def test_inspect_lists_the_parameters_cell_for_help_notebook():
    import nbformat

    cell = nbformat.v4.new_code_cell("\n".join([
        "# Parameters of the lesson",
        "let value = 42          # the gauge's value",
        'let title = "a # b"     # the label',
        "let xs = [1, 2]",
        'let fruits = ["a": 1]   #no space',
        "let empty = [:]",
        "gauge g value: value",
    ]))
    assert [tuple(p) for p in GaugeTranslator.inspect(cell)] == [
        ("value", "number", "42", "the gauge's value"),
        ("title", "text", '"a # b"', "the label"),
        ("xs", "list", "[1, 2]", ""),
        ("fruits", "record", '["a": 1]', "no space"),
        ("empty", "record", "[:]", ""),
    ]
