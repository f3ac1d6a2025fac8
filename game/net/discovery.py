"""Finding servers on the local network with zeroconf (multicast DNS service discovery).

A server announces itself as `<name>._orrery._tcp.local.` with its port and, in its TXT record,
the protocol version, whether it speaks TLS and the path to connect to. Join a game's list comes
from `browse()`, which listens for `seconds` and returns what it heard, each with the URL to
connect to. Both block for a moment (zeroconf's own threads do the work): call them off the frame
loop, and off the server's event loop (the server does, in its executor)."""

from __future__ import annotations

import socket
import time
from dataclasses import dataclass

from .protocol import PROTOCOL_VERSION

SERVICE = "_orrery._tcp.local."


@dataclass(frozen=True)
class FoundServer:
    name: str  # what the server calls itself ("Orrery on HOST")
    url: str  # ws://ADDRESS:PORT or wss://...
    protocol: int  # the protocol version it speaks (a client refuses another)


def _interfaces(host: str):
    from zeroconf import InterfaceChoice

    if host in ("", "0.0.0.0", "::"):
        return InterfaceChoice.All
    return [host]


def _addresses(host: str) -> list[bytes]:
    """The addresses to announce: the bound one, or every IPv4 address of this machine."""
    if host not in ("", "0.0.0.0", "::"):
        try:
            return [socket.inet_aton(host)]
        except OSError:
            return []
    import ifaddr

    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith("127."):
                found.append(socket.inet_aton(ip.ip))
    return found


def service_info(name: str, host: str, port: int, tls: bool = False):
    from zeroconf import ServiceInfo

    label = name.replace(".", " ")[:60]
    return ServiceInfo(SERVICE, f"{label}.{SERVICE}", addresses=_addresses(host), port=port,
                       properties={"protocol": str(PROTOCOL_VERSION), "tls": "1" if tls else "0", "path": "/"},
                       server=f"{socket.gethostname().split('.')[0] or 'orrery'}.local.")


def found_server(info) -> FoundServer | None:
    """What a browse heard, as a server to list (None when it cannot be connected to)."""
    properties = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
                  for k, v in (info.properties or {}).items()}
    addresses = info.parsed_addresses() if hasattr(info, "parsed_addresses") else []
    if not addresses or not info.port:
        return None
    try:
        version = int(properties.get("protocol", "0"))
    except ValueError:
        version = 0
    scheme = "wss" if properties.get("tls") == "1" else "ws"
    path = properties.get("path", "/") or "/"
    address = addresses[0]
    host = f"[{address}]" if ":" in address else address
    name = info.name[:-len(SERVICE) - 1] if info.name.endswith("." + SERVICE) else info.name
    return FoundServer(name, f"{scheme}://{host}:{info.port}{path.rstrip('/')}", version)


class Announcer:
    """Announces one server while it runs."""

    def __init__(self, host: str, port: int, tls: bool = False, name: str | None = None, report=print):
        self.host, self.port, self.tls = host, port, tls
        self.name = name or f"Orrery on {socket.gethostname().split('.')[0] or 'this machine'} port {port}"
        self.report = report
        self._zeroconf = None
        self._info = None

    def start(self) -> bool:
        """Announce (blocks briefly); False, with a line, when the network does not allow it."""
        from zeroconf import Zeroconf

        try:
            self._zeroconf = Zeroconf(interfaces=_interfaces(self.host))
            self._info = service_info(self.name, self.host, self.port, self.tls)
            self._zeroconf.register_service(self._info, allow_name_change=True)
            return True
        except Exception as error:  # noqa: BLE001 - no multicast here: the server still serves
            self.report(f"orrery server: not announced on the local network ({type(error).__name__}: {error})")
            self.stop()
            return False

    def stop(self) -> None:
        zc, self._zeroconf = self._zeroconf, None
        if zc is None:
            return
        try:
            if self._info is not None:
                zc.unregister_service(self._info)
        except Exception:  # noqa: BLE001 - leaving anyway
            pass
        zc.close()


def browse(seconds: float = 2.0, interfaces=None) -> list[FoundServer]:
    """The Orrery servers announcing themselves on the local network, heard within `seconds`."""
    from zeroconf import InterfaceChoice, ServiceBrowser, ServiceListener, Zeroconf

    names: list[str] = []

    class Listener(ServiceListener):
        def add_service(self, zc, type_, name):
            names.append(name)

        def update_service(self, zc, type_, name):
            if name not in names:
                names.append(name)

        def remove_service(self, zc, type_, name):
            pass

    zc = Zeroconf(interfaces=interfaces if interfaces is not None else InterfaceChoice.All)
    try:
        browser = ServiceBrowser(zc, SERVICE, Listener())
        time.sleep(seconds)
        browser.cancel()
        found = []
        for name in dict.fromkeys(names):
            info = zc.get_service_info(SERVICE, name, timeout=1000)
            server = found_server(info) if info is not None else None
            if server is not None and server not in found:
                found.append(server)
        return found
    finally:
        zc.close()
