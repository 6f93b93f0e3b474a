"""jupyter_kernel_test's conformance suite, the one Jupyter kernels are checked with.

Every message the suite receives is validated against the messaging-spec schemas
(`jupyter_kernel_test.msgspec_v5`). Not applicable to gauge: stderr output (the language
writes only stdout), pager payloads (help is a display), clear_output (live displays update in
place instead), the iopub welcome message (a 5.5 feature; gauge speaks 5.4).
"""
import pathlib

import jupyter_kernel_test
from jupyter_client.manager import start_new_kernel

NOTEBOOKS = pathlib.Path(__file__).resolve().parent.parent / "notebooks"


class GaugeKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = "gauge"
    language_name = "gauge"
    file_extension = ".gauge"

    @classmethod
    def setUpClass(cls):
        # In the notebooks folder, where Jupyter starts a notebook's kernel.
        cls.km, cls.kc = start_new_kernel(kernel_name=cls.kernel_name, cwd=str(NOTEBOOKS))

    code_hello_world = 'print "hello, world"'

    code_execute_result = [
        {"code": "2 + 3", "result": "5"},
        {"code": "7 / 2", "result": "3.5"},
        {"code": "sum([12.5, 14.0, 13.2])", "result": "39.7"},
        {"code": 'let fruits = ["りんご": 15, "いちご": 12]\nfruits["りんご"]', "result": "15"},
    ]

    code_display_data = [
        {"code": "gauge conformanceA value: 50 in: 0...100 style: accessoryCircularCapacity",
         "mime": "image/svg+xml"},
        {"code": "gauge conformanceB value: 0.3 style: capsule", "mime": "text/plain"},
        {"code": 'chart conformanceC sector data: ["a": 1, "b": 2]', "mime": "image/svg+xml"},
    ]

    code_generate_error = "nosuchname"

    completion_samples = [
        {"text": "gau", "matches": {"gauge"}},
        {"text": "gauge g sty", "matches": {"style"}},
        {"text": "gauge g style: accessoryLinear",
         "matches": {"accessoryLinear", "accessoryLinearCapacity"}},
        {"text": "gauge g tint: cy", "matches": {"cyan"}},
        {"text": "animation spr", "matches": {"spring"}},
    ]

    complete_code_samples = [
        'print "hello"',
        "2 + 3",
        "gauge g value: 5",
        'print "(["',
        "let xs = [1, 2]  # [",
        "",
    ]
    incomplete_code_samples = [
        "let xs = [1, 2,",
        "gauge g value: (1 +",
        "gauge speed value: 50 in: 0...100 \\",
        'let fruits = ["りんご": 15,\n  "いちご": 12',
    ]
    invalid_code_samples = [
        "let x = (1 + 2))",
        ")",
        "let xs = [1, 2]\n]",
    ]

    code_inspect_sample = "gauge"

    # Matches "2 + 3" only (a glob, as IPython's history search takes).
    code_history_pattern = "2 + *"
    supported_history_operations = ("tail", "range", "search")


def test_kernelspec_is_installed_and_points_at_the_built_kernel():
    from jupyter_client.kernelspec import KernelSpecManager

    spec = KernelSpecManager().get_kernel_spec("gauge")
    assert spec.display_name == "Gauge"
    assert spec.language == "gauge"
    assert spec.interrupt_mode == "message"
    assert spec.argv == ["{resource_dir}/gauge-kernel", "-f", "{connection_file}"]
    # The launcher in the kernelspec's folder runs this checkout's release build.
    launcher = (pathlib.Path(spec.resource_dir) / "gauge-kernel").read_text()
    built = pathlib.Path(__file__).resolve().parent.parent / ".build" / "release" / "gauge-kernel"
    assert f"kernel='{built.resolve()}'" in launcher
    assert sorted(p.name for p in pathlib.Path(spec.resource_dir).iterdir()) == [
        "gauge-kernel", "kernel.json", "logo-32x32.png", "logo-64x64.png", "logo-svg.svg"]


def test_every_message_of_a_rich_session_matches_the_messaging_schemas():
    """Streams, displays, live updates, results, errors and every reply kind, each checked
    against jupyter_kernel_test's schemas of the messaging spec."""
    from jupyter_kernel_test.msgspec_v5 import validate_message

    from conftest import execute, request

    manager, client = start_new_kernel(kernel_name="gauge", cwd=str(NOTEBOOKS))
    try:
        cells = ['print "déjà 😀"', "gauge battery value: 50 in: 0...100", "show battery live",
                 "battery.value = 75", 'chart fruits sector data: ["a": 1, "b": 2]',
                 "select fruits angle: 1.5", "2 + 3", "describe fruits", "nosuchname",
                 "help gauge"]
        kinds = set()
        for cell in cells:
            reply, messages = execute(client, cell)
            for msg in messages:
                validate_message(msg, msg["msg_type"])
                kinds.add(msg["msg_type"])
        assert kinds >= {"status", "execute_input", "stream", "display_data",
                         "update_display_data", "execute_result", "error"}
        for method, args, kwargs in [
                ("kernel_info", (), {}), ("complete", ("gau",), {}),
                ("inspect", ("gauge",), {}), ("is_complete", ("let xs = [1,",), {}),
                ("history", (), {"hist_access_type": "tail", "n": 3, "output": True}),
                ("comm_info", (), {})]:
            reply = request(client, method, *args, **kwargs)
            validate_message(reply, reply["msg_type"], reply["parent_header"]["msg_id"])
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=False)
