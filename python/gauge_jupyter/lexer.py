"""A Pygments lexer for the gauge language (docs/language.md; the kernel's Lexer.swift).

Token types, so HTML themes colour each role:

========================  =======================================================
``Keyword``               statement words (``let gauge chart … exit quit``) and the
                          ``live``/``interactive`` of ``show``
``Keyword.Constant``      ``none true false auto``
``Operator.Word``         ``and or not``
``Name.Attribute``        an option or argument key before ``:`` (``value:``, ``seed:``)
``Keyword.Type``          marks (``sector bar line point area rule``)
``Name.Constant``         gauge styles and option values (``accessoryCircular``,
                          ``percent``, ``month``, ``descending``, …)
``Name.Builtin``          colours (``red``, ``.red``); ``Number.Hex`` for ``#RRGGBB[AA]``
``Name.Function``         functions and animation curves (``sum(``, ``easeInOut(1)``)
``Number``                numbers; ``Number.Float`` durations (``1s``, ``350ms``) and
                          sizes (``300x300``)
``String``                ``"…"`` with ``String.Escape`` for ``\\n \\" \\u{1F34E}`` …
``Comment.Single``        ``# …`` to the end of the line (not a colour)
========================  =======================================================
"""

import json
import re
from importlib import resources

from pygments.lexer import RegexLexer, bygroups, words
from pygments.token import (Comment, Keyword, Name, Number, Operator, Punctuation, String,
                            Text, Whitespace)


def _vocabulary():
    with resources.files(__package__).joinpath("vocabulary.json").open(encoding="utf-8") as f:
        return json.load(f)


VOCABULARY = _vocabulary()

# A word ends where the kernel's identifiers end: letters of any script, digits, `_`, marks.
_END = r"(?![\w\u0300-\u036f])"
_IDENTIFIER = r"[^\W\d][\w\u0300-\u036f]*"


def _words(*roles):
    """The words of `roles`, longest first so `easeInOut` wins over `easeIn`."""
    found = {word for role in roles for word in VOCABULARY[role]}
    return words(sorted(found, key=lambda w: (-len(w), w)), suffix=_END)


class GaugeLexer(RegexLexer):
    """The gauge language of the gauge Jupyter kernel: gauges and charts in notebook cells."""

    name = "Gauge"
    aliases = ["gauge"]
    filenames = ["*.gauge"]
    mimetypes = ["text/x-gauge"]
    version_added = ""
    flags = re.MULTILINE | re.UNICODE

    tokens = {
        "root": [
            (r"\n", Whitespace),
            (r"[ \t\r]+", Whitespace),
            (r"\\(?=[ \t\r]*(#|\n|$))", Punctuation),
            (r"#(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{6})" + _END, Number.Hex),
            (r"#.*?$", Comment.Single),
            (r'"', String.Double, "string"),
            # an option key or a named argument: `value: 50`, `random(5, seed: 1)`
            (r"(" + _IDENTIFIER + r")([ \t]*)(:)", bygroups(Name.Attribute, Whitespace, Punctuation)),
            # `.red` after a space is a colour; `battery.value` is a member
            (r"(?<![\w)\]])(\.)(" + "|".join(VOCABULARY["colors"]) + r")" + _END,
             bygroups(Name.Builtin, Name.Builtin)),
            (r"[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?x[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?" + _END, Number.Float),
            (r"(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?(?:ms|s)" + _END, Number.Float),
            (r"(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?", Number),
            (r"\.\.\.", Operator),
            (r"==|!=|<=|>=|[<>=+\-*/]", Operator),
            (r"[()\[\],:.]", Punctuation),
            (_words("statements", "modifiers"), Keyword),
            (_words("operatorWords"), Operator.Word),
            (_words("constants"), Keyword.Constant),
            # a function or curve called: `sum(`, `easeInOut(1)`, `spring(response: …)`
            (r"(" + "|".join(sorted(set(VOCABULARY["functions"] + VOCABULARY["curves"]),
                                    key=lambda w: (-len(w), w)))
             + r")(?=[ \t]*\()", Name.Function),
            (_words("curves"), Name.Function),
            (_words("marks"), Keyword.Type),
            (_words("styles", "enumerations"), Name.Constant),
            (_words("colors"), Name.Builtin),
            (_words("functions"), Name.Function),
            (_IDENTIFIER, Name),
            (r".", Text),
        ],
        "string": [
            (r'\\(?:["\\ntr0]|u\{[0-9A-Fa-f]{1,8}\})', String.Escape),
            (r'\\.', String.Escape),
            (r'"', String.Double, "#pop"),
            (r"\n", String.Double, "#pop"),  # the kernel's strings end at the line
            (r'[^"\\\n]+', String.Double),
        ],
    }
