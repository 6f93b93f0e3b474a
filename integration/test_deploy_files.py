"""deploy/Dockerfile cannot be built here (no Docker engine); these check what can be checked
without one: everything it copies from the repository exists, and it installs the kernelspec
and the Python package the way the README says."""
import re

from conftest import ROOT

DOCKERFILE = (ROOT / "deploy" / "Dockerfile").read_text()


def test_every_path_the_dockerfile_copies_from_the_checkout_exists():
    sources = [line.split()[1] for line in DOCKERFILE.splitlines()
               if line.startswith("COPY ") and "--from=" not in line]
    assert sources == ["Package.swift", "Sources", "Tests", "kernelspec", "docs", "python"]
    assert all((ROOT / source).exists() for source in sources)


def test_the_build_context_leaves_out_build_products_and_the_venv():
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert {".build", ".venv", ".git"} <= set(ignored)


def test_the_dockerfile_builds_on_a_swift_image_and_installs_kernelspec_and_package():
    assert re.search(r"^ARG SWIFT_IMAGE=swift:6\.\d+-bookworm$", DOCKERFILE, re.M)
    assert "swift build -c release --product gauge-kernel --static-swift-stdlib" in DOCKERFILE
    assert "gauge-kernel install --sys-prefix" in DOCKERFILE
    assert "pip install --no-cache-dir /opt/gauge/python" in DOCKERFILE
    # The -dev packages scripts/setup installs for the build, the runtime library for the image.
    assert "libzmq3-dev libssl-dev pkg-config" in DOCKERFILE and "libzmq5" in DOCKERFILE
