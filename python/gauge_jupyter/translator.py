"""papermill's parameters for gauge notebooks: each parameter becomes a `let` statement.

    papermill in.ipynb out.ipynb -k gauge -p value 42 -p title "Rain" -y 'fruits: {a: 1, b: 2}'

injects a cell after the one tagged `parameters`:

    # Parameters
    let value = 42
    let title = "Rain"
    let fruits = ["a": 1, "b": 2]

Text, numbers, lists of numbers and records (text labels → numbers) have gauge forms
(docs/language.md, "Values"); anything else (true/false, null, nested lists) is a ValueError
naming the parameter, raised before the notebook runs.

papermill 2.7 looks translators up in a registry filled in code; there is no entry-point
group for them. It does load the `papermill.engine` entry points whenever it is imported, so
this package registers `GaugeEngine` (papermill's own nbclient engine, unchanged) there, and
importing this module registers the translator for the kernel name and the language `gauge`.
"""

import math
import re

from papermill.engines import NBClientEngine
from papermill.models import Parameter
from papermill.translators import Translator, papermill_translators

# The kernel's statement words (Parser.keywords, and the ones in progress): never a name.
_STATEMENT_WORDS = {"let", "gauge", "chart", "layer", "select", "animation", "show", "print",
                    "wait", "describe", "list", "delete", "reset", "help", "slider", "exit",
                    "quit"}
_NAME = re.compile(r"[^\W\d][\w]*\Z")
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\0": "\\0"}


class GaugeTranslator(Translator):
    """Python values from papermill's `-p`/`-y`/`-f` options as gauge expressions."""

    @classmethod
    def translate_escaped_str(cls, str_val):
        """`"…"` with the kernel's escapes; other control characters as `\\u{…}`."""
        out = []
        for ch in str(str_val):
            if ch in _ESCAPES:
                out.append(_ESCAPES[ch])
            elif ord(ch) < 0x20 or ord(ch) == 0x7F:
                out.append("\\u{%X}" % ord(ch))
            else:
                out.append(ch)
        return '"' + "".join(out) + '"'

    @classmethod
    def translate_str(cls, val):
        return cls.translate_escaped_str(val)

    @classmethod
    def translate_int(cls, val):
        if abs(val) >= 2 ** 1023:
            raise ValueError(f"{val} is too large for a gauge number (a Double)")
        return str(val)

    @classmethod
    def translate_float(cls, val):
        if not math.isfinite(val):
            raise ValueError(f"{val} is not a gauge number (NaN and infinities are errors)")
        return repr(val)

    @classmethod
    def translate_none(cls, val):
        raise ValueError("gauge has no null value; leave the parameter out instead")

    @classmethod
    def translate_bool(cls, val):
        raise ValueError("gauge has no true/false values; pass 1 or 0")

    @classmethod
    def translate_list(cls, val):
        return "[" + ", ".join(cls._number(item, "a list") for item in val) + "]"

    @classmethod
    def translate_dict(cls, val):
        if not val:
            return "[:]"
        return "[" + ", ".join(f"{cls.translate_escaped_str(label)}: {cls._number(number, 'a record')}"
                               for label, number in val.items()) + "]"

    @classmethod
    def _number(cls, item, container):
        if isinstance(item, bool) or not isinstance(item, (int, float)):
            raise ValueError(f"{container} holds numbers only, not {item!r}")
        return cls.translate_int(item) if isinstance(item, int) else cls.translate_float(item)

    @classmethod
    def comment(cls, cmt_str):
        return f"# {cmt_str}".strip()

    @classmethod
    def assign(cls, name, str_val):
        return f"let {name} = {str_val}"

    @classmethod
    def codify(cls, parameters, comment="Parameters"):
        """The injected cell; a ValueError names the parameter that has no gauge form."""
        lines = [cls.comment(comment)]
        for name, value in parameters.items():
            if not _NAME.match(name) or name in _STATEMENT_WORDS:
                raise ValueError(f"parameter {name!r} is not a gauge name (letters, digits and _, "
                                 "not a statement word)")
            try:
                lines.append(cls.assign(name, cls.translate(value)))
            except ValueError as error:
                raise ValueError(f"parameter {name!r}: {error}") from None
        return "\n".join(lines) + "\n"


    @classmethod
    def inspect(cls, parameters_cell):
        """The `let NAME = VALUE  # help` lines of the `parameters` cell, for papermill's
        `--help-notebook` and its check of unknown parameters; other lines are skipped."""
        found = []
        for line in parameters_cell.source.splitlines():
            match = _LET.match(line)
            if not match:
                continue
            value, comment = _split_comment(match.group(2))
            found.append(Parameter(name=match.group(1), inferred_type_name=_kind(value),
                                   default=value, help=comment))
        return found


_LET = re.compile(r"\s*let\s+([^\W\d]\w*)\s*=\s*(.*)$")
_NUMBER = re.compile(r"-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?\Z")


def _split_comment(text):
    """`value  # help` → ("value", "help"). As in the kernel's lexer, a `#` outside a string
    starts a comment unless 6 or 8 hex digits follow (a colour)."""
    in_string = escaped = False
    for index, ch in enumerate(text):
        if in_string:
            escaped = ch == "\\" and not escaped
            if ch == '"' and not escaped:
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "#" and not _COLOUR.match(text, index):
            return text[:index].strip(), text[index + 1:].strip()
    return text.strip(), ""


_COLOUR = re.compile(r"#(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{6})(?!\w)")


def _kind(value):
    if _NUMBER.match(value):
        return "number"
    if value.startswith('"'):
        return "text"
    if value.startswith("["):
        return "record" if value == "[:]" or re.match(r'\[\s*"', value) else "list"
    return "None"


class GaugeEngine(NBClientEngine):
    """papermill's nbclient engine under the name `gauge`; loading it registers the translator."""


papermill_translators.register("gauge", GaugeTranslator)
