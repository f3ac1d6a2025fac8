"""Join codes: what a host tells friends so they find its table, in twelve letters and digits.

A code holds the host's address (IPv4) and port, a few random bits that tell two tables of one
address apart, and a check that catches a mistyped letter, in Crockford's base 32 (no I, L, O or U,
which are read as 1, 1, 0 and V's neighbours; case and dashes do not matter):

    code = make_code("192.168.1.20", 8765, salt=37)     # "R2M0-2512-7MJS"
    read_code(" r2m0 2512-7mjs ")                        # JoinCode(url="ws://192.168.1.20:8765", table=...)

The table on the host's server is named by the code itself (`table`), so a code names one table."""

from __future__ import annotations

import ipaddress
import socket
import zlib
from dataclasses import dataclass

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
READS_AS = {"O": "0", "I": "1", "L": "1"}  # letters people write for digits
LENGTH = 12  # characters: 32 bits of address, 16 of port, 8 random, 4 of check
GROUP = 4


class CodeProblem(ValueError):
    """Text that is not a join code; the message says why in one line."""


@dataclass(frozen=True)
class JoinCode:
    code: str  # the canonical form, "XXXX-XXXX-XXXX"
    host: str
    port: int

    @property
    def url(self) -> str:
        return f"ws://{self.host}:{self.port}"

    @property
    def table(self) -> str:
        """The name of the table the code stands for (the code itself)."""
        return self.code


def _check(payload: int) -> int:
    return zlib.crc32(payload.to_bytes(7, "big")) & 0xF


def make_code(host: str, port: int, salt: int) -> str:
    """The join code for `host` (an IPv4 address), `port` and `salt` (0-255)."""
    address = int(ipaddress.IPv4Address(host))
    if not 0 < port < 65536 or not 0 <= salt < 256:
        raise ValueError(f"no join code for port {port} and salt {salt}")
    payload = (address << 24) | (port << 8) | salt
    value = (payload << 4) | _check(payload)
    letters = "".join(ALPHABET[(value >> (5 * i)) & 31] for i in reversed(range(LENGTH)))
    return "-".join(letters[i:i + GROUP] for i in range(0, LENGTH, GROUP))


def looks_like_code(text: str) -> bool:
    """Whether `text` is meant as a join code rather than an address (no dots, colons or slashes)."""
    bare = text.strip()
    return bool(bare) and not any(ch in bare for ch in ".:/[]")


def read_code(text: str) -> JoinCode:
    """The address and table of a join code as typed, or CodeProblem."""
    letters = "".join(ch for ch in text.upper() if ch not in " -\t")
    letters = "".join(READS_AS.get(ch, ch) for ch in letters)
    if len(letters) != LENGTH:
        raise CodeProblem(f"a join code has {LENGTH} letters and digits, like R2M0-2512-7MJS; "
                          f"{text.strip()!r} has {len(letters)}")
    bad = next((ch for ch in letters if ch not in ALPHABET), None)
    if bad is not None:
        raise CodeProblem(f"{bad!r} is not in a join code (they use digits and letters but I, L, O and U)")
    value = 0
    for ch in letters:
        value = (value << 5) | ALPHABET.index(ch)
    payload, check = value >> 4, value & 0xF
    if _check(payload) != check:
        raise CodeProblem(f"{text.strip()!r} has a mistake in it: check each letter with the host")
    address, port = payload >> 24, (payload >> 8) & 0xFFFF
    if not port:
        raise CodeProblem(f"{text.strip()!r} has a mistake in it: check each letter with the host")
    canonical = "-".join(letters[i:i + GROUP] for i in range(0, LENGTH, GROUP))
    return JoinCode(canonical, str(ipaddress.IPv4Address(address)), port)


def lan_address() -> str:
    """This machine's address on its local network (the one its traffic leaves by), or 127.0.0.1
    when it has none. Sends nothing: connecting a UDP socket only picks the route."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never answered, never sent to
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"
