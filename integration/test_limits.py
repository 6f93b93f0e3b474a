"""Bounds through the real kernel (docs/language.md, "Limits"): an oversized cell or csv file is
refused quickly with an error naming the limit, and the kernel keeps its session."""
import os
import time

from conftest import execute, outputs


def test_a_100_mb_single_line_cell_is_refused_quickly(kernel):
    _, client = kernel
    assert execute(client, "let kept = 41")[0]["status"] == "ok"
    cell = "let big = [" + "1," * 50_000_000 + "1]"
    started = time.monotonic()
    reply, messages = execute(client, cell)
    elapsed = time.monotonic() - started
    assert reply["status"] == "error"
    assert reply["ename"] == "ValueError"
    assert reply["evalue"] == ("line 1, column 1: a cell holds at most 10,000,000 bytes (10 MB); "
                               "this one has 100,000,013")
    assert elapsed < 10, f"took {elapsed:.1f} s"  # about 1 s here; the slack is for a loaded CI
    errors = [m for m in outputs(messages) if m["msg_type"] == "error"]
    assert len(errors) == 1 and len(errors[0]["content"]["traceback"][1]) < 100
    reply, messages = execute(client, "kept + 1")
    assert [m["content"]["data"]["text/plain"] for m in messages if m["msg_type"] == "execute_result"] == ["42"]


def test_a_1_gb_csv_is_refused_from_its_size(kernel, tmp_path):
    _, client = kernel
    huge = tmp_path / "huge.csv"
    with open(huge, "wb") as file:
        file.write(b"a,b\n")
        file.truncate(1 << 30)  # sparse: no disk used
    assert os.path.getsize(huge) == 1 << 30
    started = time.monotonic()
    reply, _ = execute(client, f'let t = csv("{huge}")')
    assert time.monotonic() - started < 5
    assert reply["status"] == "error" and reply["ename"] == "ValueError"
    assert "the file is too large (1,073,741,824 bytes; a csv file holds at most 268,435,456 bytes" in reply["evalue"]
    assert execute(client, "1 + 1")[0]["status"] == "ok"
