"""`gauge-kernel install` and `uninstall` as a user runs them, checked through Jupyter's own
`jupyter kernelspec list` and by starting what was installed."""
import json
import os
import shutil
import subprocess

import nbformat
import pytest

from conftest import ROOT

KERNEL = ROOT / ".build" / "release" / "gauge-kernel"
JUPYTER = ROOT / ".venv" / "bin" / "jupyter"


def gauge_kernel(*args, binary=KERNEL):
    return subprocess.run([str(binary), *args], capture_output=True, text=True, timeout=30)


def kernelspecs(prefix):
    """`jupyter kernelspec list --json` seeing only `prefix`'s kernels (and the defaults)."""
    listed = subprocess.run([str(JUPYTER), "kernelspec", "list", "--json"], capture_output=True,
                            text=True, timeout=30, check=True,
                            env={**os.environ, "JUPYTER_PATH": str(prefix / "share" / "jupyter")})
    return json.loads(listed.stdout)["kernelspecs"]


def run_notebook(folder, kernel_name, prefix):
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell('print "hi"')])
    notebook.metadata["kernelspec"] = {"name": kernel_name, "display_name": "x", "language": "gauge"}
    nbformat.write(notebook, folder / "one.ipynb")
    return subprocess.run([str(JUPYTER), "nbconvert", "--to", "notebook", "--execute", "one.ipynb",
                           "--ExecutePreprocessor.startup_timeout=20"],
                          capture_output=True, text=True, timeout=90, cwd=str(folder),
                          env={**os.environ, "JUPYTER_PATH": str(prefix / "share" / "jupyter")})


def test_install_twice_with_a_name_and_display_name_then_uninstall_twice(tmp_path):
    for _ in range(2):
        done = gauge_kernel("install", "--prefix", str(tmp_path), "--name", "gauge-test",
                            "--display-name", "Gauge (test)")
        assert done.returncode == 0, done.stderr
        folder = tmp_path / "share" / "jupyter" / "kernels" / "gauge-test"
        assert done.stdout == f"Installed kernelspec gauge-test in {folder}\n"
    spec = kernelspecs(tmp_path)["gauge-test"]
    assert spec["spec"]["display_name"] == "Gauge (test)"
    assert spec["spec"]["language"] == "gauge"
    assert spec["spec"]["argv"] == ["{resource_dir}/gauge-kernel", "-f", "{connection_file}"]
    assert sorted(p.name for p in folder.iterdir()) == [
        "gauge-kernel", "kernel.json", "logo-32x32.png", "logo-64x64.png", "logo-svg.svg"]
    assert (folder / "logo-svg.svg").read_text().lstrip().startswith(("<svg", "<?xml"))
    assert os.access(folder / "gauge-kernel", os.X_OK)
    assert f"kernel='{KERNEL.resolve()}'" in (folder / "gauge-kernel").read_text()

    removed = gauge_kernel("uninstall", "--prefix", str(tmp_path), "--name", "gauge-test")
    assert removed.returncode == 0, removed.stderr
    assert removed.stdout == f"Removed kernelspec gauge-test from {folder}\n"
    assert "gauge-test" not in kernelspecs(tmp_path)
    again = gauge_kernel("uninstall", "--prefix", str(tmp_path), "--name", "gauge-test")
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith("No kernelspec gauge-test in ")


def test_uninstall_leaves_another_kernels_kernelspec_alone(tmp_path):
    other = tmp_path / "share" / "jupyter" / "kernels" / "python3"
    other.mkdir(parents=True)
    (other / "kernel.json").write_text('{"argv": ["python3"], "display_name": "P", "language": "python"}')
    done = gauge_kernel("uninstall", "--prefix", str(tmp_path), "--name", "python3")
    assert done.returncode == 1
    assert done.stderr == f"gauge-kernel: {other} holds a kernelspec for python, not gauge: left in place\n"
    assert (other / "kernel.json").exists()


@pytest.mark.parametrize("args, message", [
    (["install", "--name", "../up"], '"../up" is not a kernel name'),
    (["install", "--user", "--sys-prefix"], "--sys-prefix after --user"),
    (["uninstall", "--display-name", "x"], 'unknown option "--display-name"'),
])
def test_bad_options_are_usage_errors_that_name_the_option(tmp_path, args, message):
    done = gauge_kernel(*args)
    assert done.returncode in (1, 2)
    assert message in done.stderr


def test_a_kernelspec_installed_with_debug_logs_to_stderr(tmp_path):
    done = gauge_kernel("install", "--prefix", str(tmp_path), "--name", "gauge-debug", "--debug")
    assert done.returncode == 0, done.stderr
    run = run_notebook(tmp_path, "gauge-debug", tmp_path)
    assert run.returncode == 0, run.stderr
    assert "[gauge-kernel] started (session " in run.stderr


def test_a_moved_checkout_is_reported_with_the_fix(tmp_path):
    """The kernelspec's launcher runs the binary by its absolute path; when it is gone, the
    user is told what is missing and which command reinstalls."""
    copy = tmp_path / "old-checkout" / "gauge-kernel"
    copy.parent.mkdir()
    shutil.copy2(KERNEL, copy)
    done = gauge_kernel("install", "--prefix", str(tmp_path), "--name", "gauge-moved", binary=copy)
    assert done.returncode == 0, done.stderr
    launcher = tmp_path / "share" / "jupyter" / "kernels" / "gauge-moved" / "gauge-kernel"
    assert gauge_kernel("--version", binary=launcher).stdout == gauge_kernel("--version").stdout

    copy.unlink()  # the checkout moved
    direct = gauge_kernel("--version", binary=launcher)
    assert direct.returncode == 127
    assert f"gauge: the kernel binary {copy} is missing (was the checkout moved or deleted?)." in direct.stderr
    assert ".build/release/gauge-kernel install --sys-prefix" in direct.stderr
    run = run_notebook(tmp_path, "gauge-moved", tmp_path)
    assert run.returncode != 0
    assert f"the kernel binary {copy} is missing" in run.stderr
