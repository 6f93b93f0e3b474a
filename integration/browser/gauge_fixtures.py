"""The animated SVG fixtures of the motion harness: written by the Swift test
`GaugeRenderTests.BrowserFixtures` through the real `Renderer.svg`."""
import json
import os
import pathlib
import shutil
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _write_fixtures(directory):
    swift = shutil.which("swift") or "/opt/swift/usr/bin/swift"
    env = dict(os.environ, GAUGE_FIXTURE_DIR=str(directory))
    subprocess.run([swift, "test", "--filter", "GaugeRenderTests.BrowserFixtures"], cwd=ROOT,
                   env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def load_fixtures():
    """[(fixture dict, svg text)], from $GAUGE_FIXTURE_DIR when it holds fixtures, else
    generated now into a temporary directory by `swift test`."""
    given = os.environ.get("GAUGE_FIXTURE_DIR")
    directory = pathlib.Path(given) if given else pathlib.Path(tempfile.mkdtemp(prefix="gauge-fx-"))
    if not list(directory.glob("*.json")):
        _write_fixtures(directory)
    result = []
    for path in sorted(directory.glob("*.json")):
        fixture = json.loads(path.read_text())
        result.append((fixture, path.with_suffix(".svg").read_text()))
    if not result:
        raise RuntimeError(f"no fixtures written to {directory}")
    return result


FIXTURES = load_fixtures()
