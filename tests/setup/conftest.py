"""Set-up tests run pip for real, with no network: pip sees only a local folder of wheels, into
which a test drops a tiny wheel made here with zipfile (or leaves it empty, for a failure)."""

from __future__ import annotations

import base64
import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from game.setup.environment import Environment

PROBE = "orrery_probe"


def make_wheel(folder: Path, name: str = PROBE, version: str = "1.0") -> Path:
    info = f"{name}-{version}.dist-info"
    files = {f"{name}/__init__.py": f"VERSION = {version!r}\n",
             f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name.replace('_', '-')}\nVersion: {version}\n",
             f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: orrery-tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n"}
    record = []
    for path, text in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
        record.append(f"{path},sha256={digest},{len(text.encode())}")
    files[f"{info}/RECORD"] = "\n".join(record + [f"{info}/RECORD,,"]) + "\n"
    wheel = folder / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        for path, text in files.items():
            archive.writestr(path, text)
    return wheel


def premade_venv(folder: Path) -> None:
    """A working environment at `folder` for tests about what comes after the environment step:
    made by `python -m venv --without-pip`, then given a copy of the pip this test run uses.
    ensurepip is most of `python -m venv`'s 5-7 s; the tests of the environment step itself
    (a first start from nothing, a half-made .venv) still run it."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True)
    import pip

    site = Path(sysconfig.get_path("purelib", vars={"base": str(folder), "platbase": str(folder)}))
    package = Path(pip.__file__).parent
    info = package.parent / f"pip-{pip.__version__}.dist-info"  # pip reads its own version there
    for found in (package, info):
        shutil.copytree(found, site / found.name)


@pytest.fixture
def wheels(tmp_path, monkeypatch) -> Path:
    """pip looks in this folder and nowhere else."""
    folder = tmp_path / "wheels"
    folder.mkdir()
    for key in list(os.environ):
        if key.startswith("PIP_"):
            monkeypatch.delenv(key)
    monkeypatch.setenv("PIP_NO_INDEX", "1")
    monkeypatch.setenv("PIP_FIND_LINKS", str(folder))
    monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)
    monkeypatch.setenv("PIP_DISABLE_PIP_VERSION_CHECK", "1")
    return folder


@pytest.fixture
def checkout(tmp_path) -> Environment:
    """A checkout folder (with a space in its path) that needs only the probe package."""
    root = tmp_path / "my games" / "orrery"
    root.mkdir(parents=True)
    (root / "requirements.txt").write_text(f"{PROBE.replace('_', '-')}==1.0\n")
    return Environment(root)
