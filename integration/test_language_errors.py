"""Language errors as a notebook user sees them: Jupyter `error` messages whose evalue names the
line and column and whose traceback shows the source line with a caret under that column.

Columns count Unicode code points from 1 (LANGUAGE.md, "Output"; GaugeError).
"""
import queue
import re
import time

import pytest

from conftest import execute, iopub_until_idle, outputs, stream_text

ANSI = re.compile(r"\x1b\[[0-9;]*m")


def error_of(client, code):
    """Runs a cell that must fail; returns (error content, all its output messages)."""
    reply, messages = execute(client, code)
    assert reply["status"] == "error", f"{code!r} did not fail"
    shown = outputs(messages)
    assert [m["msg_type"] for m in shown][-1] == "error"
    error = shown[-1]["content"]
    assert (reply["ename"], reply["evalue"]) == (error["ename"], error["evalue"])
    return error, shown


def caret_column(traceback, source_line):
    """The 1-based column the caret under `source_line` points at, from the traceback lines."""
    lines = [ANSI.sub("", part) for entry in traceback for part in entry.split("\n")]
    for index, line in enumerate(lines[:-1]):
        if line.strip() == source_line.strip() and line.strip():
            start = line.index(source_line.strip())
            caret = lines[index + 1]
            assert caret.strip() == "^", f"no caret line under {line!r}: {caret!r}"
            return caret.index("^") - start + 1
    raise AssertionError(f"source line {source_line!r} not in traceback {lines!r}")


@pytest.mark.parametrize("code, line, column, source", [
    ("let a = 1\nlet b = (2 + )", 2, 14, "let b = (2 + )"),
    ('print "りんご" )', 1, 13, 'print "りんご" )'),
    ("let = 5", 1, 5, "let = 5"),
    ('# a comment\n\nlet 😀x = 1', 3, 5, "let 😀x = 1"),
])
def test_syntax_error_names_line_and_column_and_points_at_it(kernel, code, line, column, source):
    _, client = kernel
    error, _ = error_of(client, code)
    assert error["ename"] == "SyntaxError"
    assert error["evalue"].startswith(f"line {line}, column {column}: ")
    assert caret_column(error["traceback"], source) == column


def test_name_error_suggests_the_close_name(kernel):
    _, client = kernel
    execute(client, "let fruits = [15, 12, 6]")
    error, _ = error_of(client, "let total = 1\nprint sum(fruts)")
    assert error["ename"] == "NameError"
    assert error["evalue"].startswith("line 2, column 11: ")
    assert "fruts" in error["evalue"]
    assert caret_column(error["traceback"], "print sum(fruts)") == 11
    hints = [ANSI.sub("", t) for t in error["traceback"] if "Did you mean" in t]
    assert len(hints) == 1 and '"fruits"' in hints[0], error["traceback"]


def test_misspelled_style_suggests_the_style(kernel):
    _, client = kernel
    error, _ = error_of(client, "gauge g value: 1 style: acessoryCircular")
    assert error["ename"] in ("ValueError", "NameError")
    assert error["evalue"].startswith("line 1, column 25: ")
    assert any("Did you mean" in t and "accessoryCircular" in ANSI.sub("", t)
               for t in error["traceback"]), error["traceback"]


@pytest.mark.parametrize("code, ename, line", [
    ("let r = 5...1", "ValueError", 1),
    ("let a = 2\n1 / 0", "ValueError", 2),
    ('print "x" + 1', "TypeError", 1),
    ("gauge g value: 1\ng.value = [1, 2]", "TypeError", 2),
])
def test_runtime_errors_have_their_python_names(kernel, code, ename, line):
    _, client = kernel
    error, _ = error_of(client, code)
    assert error["ename"] == ename
    assert re.match(rf"line {line}, column \d+: ", error["evalue"]), error["evalue"]


def test_session_state_survives_an_error(kernel):
    _, client = kernel
    assert execute(client, "let x = 41")[0]["status"] == "ok"
    error_of(client, "nosuchname")
    error_of(client, "let y = (1 +\n2))")
    reply, messages = execute(client, "x + 1")
    assert reply["status"] == "ok"
    assert [m["content"]["data"]["text/plain"] for m in messages
            if m["msg_type"] == "execute_result"] == ["42"]


def test_a_runtime_error_keeps_what_earlier_statements_did(kernel):
    _, client = kernel
    error, shown = error_of(client, 'let y = 1\nprint "before"\nnosuchname\nlet z = 2\nprint "after"')
    assert error["ename"] == "NameError"
    assert error["evalue"].startswith("line 3, column 1: ")
    assert stream_text(shown) == "before\n"
    assert [m["content"]["data"]["text/plain"] for m in outputs(execute(client, "y")[1])] == ["1"]
    error, _ = error_of(client, "z")
    assert error["ename"] == "NameError"


def test_a_syntax_error_anywhere_runs_none_of_the_cell(kernel):
    _, client = kernel
    error, shown = error_of(client, 'print "before"\nlet q = 1\ngauge g value: 5\nlet = 5')
    assert error["ename"] == "SyntaxError"
    assert error["evalue"].startswith("line 4, column 5: ")
    assert [m["msg_type"] for m in shown] == ["error"], "nothing before the error may run"
    error, _ = error_of(client, "q")
    assert error["ename"] == "NameError"
    error, _ = error_of(client, "g.value")
    assert error["ename"] == "NameError"


# Bad input never crashes ---------------------------------------------------------------------

def reply_unless_dead(manager, client, code, timeout=20):
    """Runs `code`; returns (reply content, iopub messages), or None as soon as the kernel
    process died."""
    msg_id = client.execute(code)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            reply = client.get_shell_msg(timeout=0.2)
        except queue.Empty:
            if not manager.is_alive():
                return None
            continue
        if reply["parent_header"]["msg_id"] == msg_id:
            return reply["content"], iopub_until_idle(client, msg_id)
    raise AssertionError(f"no reply in {timeout} s and the kernel is still alive")


STACK_OVERFLOW = pytest.mark.xfail(
    strict=True, reason="kernel bug: GaugeLang recurses once per nesting level (parser for "
                        "( and [, evaluator for left-deep + chains); at about 10,000 levels the "
                        "shell thread's 8 MB stack overflows and the kernel dies with SIGSEGV")


@STACK_OVERFLOW
def test_a_ten_thousand_term_sum_is_evaluated(kernel):
    manager, client = kernel
    answer = reply_unless_dead(manager, client, "1" + " + 1" * 9_999)
    assert answer is not None, "the kernel died"
    reply, messages = answer
    assert reply["status"] == "ok"
    assert [m["content"]["data"]["text/plain"] for m in outputs(messages)] == ["10000"]


@pytest.mark.parametrize("code", [
    pytest.param("(" * 10_000 + "1" + ")" * 10_000, id="parentheses", marks=STACK_OVERFLOW),
    pytest.param("let xs = " + "[" * 10_000 + "1" + "]" * 10_000, id="lists",
                 marks=STACK_OVERFLOW),
    pytest.param("-" * 10_000 + "1", id="unary minus"),
])
def test_ten_thousand_levels_of_nesting_answer_without_killing_the_kernel(kernel, code):
    manager, client = kernel
    answer = reply_unless_dead(manager, client, code)
    assert answer is not None, "the kernel died"
    reply, _ = answer
    assert reply["status"] == "ok" or reply["ename"] in ("SyntaxError", "TypeError", "ValueError")
    assert execute(client, "2 + 3")[0]["status"] == "ok"


QUADRATIC = pytest.mark.xfail(
    strict=True, reason="kernel bug: quadratic time in GaugeLang: every `let` (and every "
                        "`NAME[LABEL] = N`) scans all session names for charts bound to that data "
                        "(Evaluator+Session bind loops over state.order): 5,000 lets take 1 s, "
                        "20,000 take 23 s; 5,000 entries with 5,000 names bound take 3.9 s")


@pytest.mark.parametrize("kind", [
    "print",
    "option",
    pytest.param("let", marks=QUADRATIC),
])
def test_a_five_thousand_statement_cell_runs_in_linear_time(kernel, kind):
    _, client = kernel
    line = {"print": 'print "line {}"', "let": "let v{} = 1", "option": "g.value = 0.{}"}[kind]
    code = "gauge g value: 0.5\n" + "\n".join(line.format(i) for i in range(5_000))
    started = time.monotonic()
    reply, _ = execute(client, code)
    elapsed = time.monotonic() - started
    assert reply["status"] == "ok"
    assert elapsed < 0.5, f"5,000 {kind} statements took {elapsed:.2f} s"
