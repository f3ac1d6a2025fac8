"""Servers found on the local network with zeroconf. Multicast never leaves the test: it runs in
a network namespace of its own whose only interface is its loopback (made with `unshare -n`,
skipped where that is not allowed)."""

import os
import shutil
import subprocess
import sys

import pytest

from game.net import discovery

from .helpers import ROOT

SCRIPT = """
import sys
from game.net.discovery import Announcer, browse
announcer = Announcer("127.0.0.1", 45678, tls=False, name="Orrery test server")
assert announcer.start(), "not announced"
try:
    found = browse(2.0, interfaces=["127.0.0.1"])
finally:
    announcer.stop()
print(repr(found))
"""


def namespace_allowed() -> bool:
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return False
    probe = subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=30)
    return probe.returncode == 0


@pytest.mark.skipif(not namespace_allowed(), reason="needs `unshare -n` (a private network namespace)")
def test_a_server_announced_on_the_network_is_found_with_its_address():
    command = ("ip link set lo up && ip link set lo multicast on && "
               f"{sys.executable} -c '{SCRIPT}'")
    done = subprocess.run(["unshare", "-n", "sh", "-c", command], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert done.returncode == 0, done.stderr
    assert "FoundServer(name='Orrery test server', url='ws://127.0.0.1:45678', protocol=1)" in done.stdout


def test_what_a_browse_hears_becomes_a_server_to_connect_to():
    info = discovery.service_info("Orrery on box", "127.0.0.1", 8765, tls=True)
    found = discovery.found_server(info)
    assert found == discovery.FoundServer("Orrery on box", "wss://127.0.0.1:8765", 1)


def test_a_server_announces_only_when_it_listens_beyond_this_machine(monkeypatch):
    from game.net.server import wants_announcing

    monkeypatch.delenv("ORRERY_NO_ANNOUNCE", raising=False)
    assert wants_announcing("0.0.0.0", False) and wants_announcing("192.0.2.7", False)
    assert not wants_announcing("127.0.0.1", False) and not wants_announcing("::1", False)
    assert not wants_announcing("0.0.0.0", True)
    monkeypatch.setenv("ORRERY_NO_ANNOUNCE", "1")
    assert not wants_announcing("0.0.0.0", False)
