"""The Pygments lexer on its own: token types of each role of the gauge language."""
import pytest
from pygments.lexers import get_lexer_by_name, get_lexer_for_filename
from pygments.token import Comment, Keyword, Name, Number, Operator, Punctuation, String

from gauge_jupyter.lexer import GaugeLexer


def tokens(source):
    """(token type, text) pairs without whitespace."""
    return [(kind, text) for kind, text in GaugeLexer().get_tokens(source) if text.strip()]


def kind_of(source, word):
    found = [kind for kind, text in tokens(source) if text == word]
    assert found, f"{word!r} not a token of {source!r}: {tokens(source)}"
    return found[0]


def test_pygments_finds_the_lexer_by_name_and_by_file_extension():
    assert type(get_lexer_by_name("gauge")) is GaugeLexer
    assert type(get_lexer_for_filename("lesson.gauge")) is GaugeLexer


def test_a_gauge_statement_token_by_token():
    assert tokens("gauge battery value: 50 in: 0...100 style: accessoryCircularCapacity tint: green") == [
        (Keyword, "gauge"), (Name, "battery"),
        (Name.Attribute, "value"), (Punctuation, ":"), (Number, "50"),
        (Name.Attribute, "in"), (Punctuation, ":"), (Number, "0"), (Operator, "..."), (Number, "100"),
        (Name.Attribute, "style"), (Punctuation, ":"), (Name.Constant, "accessoryCircularCapacity"),
        (Name.Attribute, "tint"), (Punctuation, ":"), (Name.Builtin, "green")]


@pytest.mark.parametrize("source, word, kind", [
    ("let x = 1", "let", Keyword),
    ("show battery live", "live", Keyword),
    ("show favorites interactive", "interactive", Keyword),
    ("exit", "exit", Keyword),
    ("quit", "quit", Keyword),
    ("layer mass rule y: 3", "layer", Keyword),
    ("slider battery.value in: 0...100 step: 5", "slider", Keyword),
    ("chart favorites sector data: fruits", "sector", Keyword.Type),
    ("chart m point data: p includesZero: false", "false", Keyword.Constant),
    ("select favorites none", "none", Keyword.Constant),
    ("chart h bar data: p x: \"mass\" bin: auto", "auto", Keyword.Constant),
    ("chart r bar data: w unit: month", "month", Name.Constant),
    ("chart r bar data: w sort: descending aggregate: median", "descending", Name.Constant),
    ("chart r bar data: w aggregate: median", "median", Name.Constant),
    ("gauge g format: percent", "percent", Name.Constant),
    ("chart c bar where: a > 1 and not b == 2 or c", "and", Operator.Word),
    ("chart c bar where: a > 1 and not b == 2 or c", "not", Operator.Word),
    ("chart c bar where: a >= 1", ">=", Operator),
    ("chart c bar where: a != 1", "!=", Operator),
    ("animation easeInOut(1)", "easeInOut", Name.Function),
    ("animation spring", "spring", Name.Function),
    ("print sum(fruits)", "sum", Name.Function),
    ("let t = filter(p, mass > 1)", "filter", Name.Function),
    ("random(5, seed: 1)", "seed", Name.Attribute),
    ("tint: .red", "red", Name.Builtin),
    ("tint: #FF3B30", "#FF3B30", Number.Hex),
    ("tint: #FF3B3080", "#FF3B3080", Number.Hex),
    ("wait 350ms", "350ms", Number.Float),
    ("wait 1s", "1s", Number.Float),
    ("chart c bar size: 300x300", "300x300", Number.Float),
    ("let n = 1e3", "1e3", Number),
    ("let n = .5", ".5", Number),
])
def test_each_role_has_its_token_type(source, word, kind):
    assert kind_of(source, word) == kind


def test_comments_and_colours_follow_the_kernels_rule():
    # `#` and exactly 6 or 8 hex digits is a colour; anything else starts a comment.
    assert tokens("x # a note") == [(Name, "x"), (Comment.Single, "# a note")]
    assert tokens("x #FF3B30xyz") == [(Name, "x"), (Comment.Single, "#FF3B30xyz")]
    assert tokens("x #ABC") == [(Name, "x"), (Comment.Single, "#ABC")]


def test_strings_with_escapes():
    assert tokens(r'let s = "say \"hi\"\n\u{1F34E}"') == [
        (Keyword, "let"), (Name, "s"), (Operator, "="),
        (String.Double, '"'), (String.Double, "say "), (String.Escape, r"\""), (String.Double, "hi"),
        (String.Escape, r"\""), (String.Escape, r"\n"), (String.Escape, r"\u{1F34E}"),
        (String.Double, '"')]


def test_a_member_is_not_a_colour_and_names_in_any_script_are_names():
    assert tokens("battery.value = 75") == [
        (Name, "battery"), (Punctuation, "."), (Name, "value"), (Operator, "="), (Number, "75")]
    assert tokens("let 果物 = [\"りんご\": 15]")[1] == (Name, "果物")
    assert kind_of("let redness = 1", "redness") == Name  # a colour's prefix is not a colour


def test_hostile_input_lexes_without_error_tokens_or_hanging():
    source = "\x00\u202e\"unclosed\n" + "(" * 10_000 + "@@ $ `" + "\\" + "\n"
    produced = "".join(text for _, text in GaugeLexer().get_tokens(source))
    assert produced == source  # every character kept, nothing raised
