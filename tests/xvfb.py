"""A private X display for tests that open real windows: $DISPLAY when there is one, else an Xvfb
started for the test (it picks a free display number itself). With neither, the test is skipped
and says why."""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import subprocess

import pytest


@contextlib.contextmanager
def virtual_display(width: int = 1024, height: int = 768, use_existing: bool = True):
    """Yield a display name (":N"). `use_existing`: take $DISPLAY when it is set."""
    if use_existing and os.environ.get("DISPLAY"):
        yield os.environ["DISPLAY"]
        return
    if shutil.which("Xvfb") is None:
        pytest.skip("no display, and no Xvfb to make one (apt-get install xvfb)")
    read_end, write_end = os.pipe()  # -displayfd: Xvfb picks a free display and writes its number here
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24",
                             "-nolisten", "tcp"], pass_fds=(write_end,), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    while not number.endswith(b"\n") and select.select([read_end], [], [], 15)[0]:
        chunk = os.read(read_end, 16)
        if not chunk:
            break
        number += chunk
    os.close(read_end)
    if not number.strip():
        xvfb.kill()
        xvfb.wait(10)
        pytest.skip("Xvfb did not start")
    try:
        yield f":{number.decode().strip()}"
    finally:
        xvfb.terminate()
        xvfb.wait(10)
