"""The wire format of network play (PROTOCOL.md beside this file is its one-page description).

Every message is one WebSocket text frame holding a JSON object with the protocol version `v`
and a `type`. Nothing here touches a socket: it turns text into checked messages and back, so the
server, the clients and the tests share one definition of what may travel."""

from __future__ import annotations

import json
import re

PROTOCOL_VERSION = 1
MAX_MESSAGE_BYTES = 64 * 1024  # a client's message larger than this is refused (and the client told)
MAX_FRAME_BYTES = 1024 * 1024  # the WebSocket layer closes a connection sending frames larger than this
MAX_SERVER_MESSAGE_BYTES = 16 * 1024 * 1024  # what a client accepts from a server (a whole long game's log)
TABLE_NAME = re.compile(r"[A-Za-z0-9_-]{1,40}")
MAX_NAME_CHARS = 24
TABLE_PATH = "/t/"  # a connection to <URL>/t/NAME is about table NAME (a reverse proxy pins by it)


class ProtocolError(Exception):
    """A message that cannot be taken: `code` names the kind of problem (PROTOCOL.md lists them),
    the text says what was wrong in one line."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


# What each type a client may send holds: field -> (type, required). `int` never takes a bool.
CLIENT_MESSAGES: dict[str, dict[str, tuple[type, bool]]] = {
    "list": {},
    "create": {"table": (str, True), "game": (str, True), "seats": (int, True), "computers": (list, False),
               "name": (str, False), "variants": (list, False), "seed": (int, False)},
    "join": {"table": (str, True), "name": (str, False), "token": (str, False), "seat": (int, False)},
    "act": {"action": (dict, True), "move": (int, False)},
    "hint": {},
    "give_seat": {"seat": (int, True), "level": (str, True)},
    "leave": {},
    "ping": {"id": (object, False)},
}


def _reject_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def decode(raw) -> dict:
    """A client's frame as a checked message, or ProtocolError saying why not."""
    if isinstance(raw, (bytes, bytearray, memoryview)):
        raise ProtocolError("binary", "messages are JSON text frames, not binary frames")
    if len(raw) > MAX_MESSAGE_BYTES or len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_large", f"a message may hold at most {MAX_MESSAGE_BYTES // 1024} KiB")
    try:
        message = json.loads(raw, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        raise ProtocolError("bad_json", f"not valid JSON ({str(error)[:80]})") from None
    if not isinstance(message, dict):
        raise ProtocolError("bad_message", "a message is a JSON object")
    version = message.get("v")
    if version != PROTOCOL_VERSION or isinstance(version, bool):
        raise ProtocolError("version", f"this server speaks protocol version {PROTOCOL_VERSION}, "
                                       f"the message says {str(version)[:20]}")
    kind = message.get("type")
    fields = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("unknown_type", f"unknown message type {str(kind)[:40]!r}")
    for name, (wanted, required) in fields.items():
        if name not in message:
            if required:
                raise ProtocolError("bad_message", f"a {kind} message needs {name!r}")
            continue
        value = message[name]
        if wanted is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise ProtocolError("bad_message", f"{kind}.{name} must be a whole number")
        if wanted is not object and wanted is not int and not isinstance(value, wanted):
            raise ProtocolError("bad_message", f"{kind}.{name} must be a {_type_word(wanted)}")
    return message


def _type_word(wanted: type) -> str:
    return {str: "string", list: "list", dict: "JSON object", int: "whole number"}.get(wanted, wanted.__name__)


def encode(kind: str, **fields) -> str:
    """A message as the text of one frame (sets in an event's data go as sorted lists)."""
    return json.dumps({"v": PROTOCOL_VERSION, "type": kind, **fields}, separators=(",", ":"), allow_nan=False,
                      default=_plain)


def _plain(value):
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    raise TypeError(f"{type(value).__name__} cannot travel in a message")


def error(code: str, message: str, ref: str | None = None) -> str:
    """An error frame for one client; `ref` is the type of the message it answers."""
    fields = {"code": code, "message": message}
    if ref:
        fields["ref"] = ref
    return encode("error", **fields)


def parse_server_message(raw) -> dict:
    """A server's frame as a message (a client's side): JSON object with our version, else
    ProtocolError."""
    if isinstance(raw, (bytes, bytearray, memoryview)):
        raise ProtocolError("binary", "the server sent a binary frame")
    try:
        message = json.loads(raw, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        raise ProtocolError("bad_json", f"the server sent something that is not JSON ({str(error)[:80]})") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError("bad_message", "the server sent a message without a type")
    if message.get("v") != PROTOCOL_VERSION:
        raise ProtocolError("version", f"the server speaks protocol version {message.get('v')!r}; "
                                       f"this Orrery speaks {PROTOCOL_VERSION}")
    return message


def check_table_name(name: str) -> str | None:
    """Why `name` cannot name a table, or None."""
    if not TABLE_NAME.fullmatch(name):
        return "a table name is 1 to 40 letters, digits, '-' or '_'"
    return None


def clean_name(name: str, fallback: str) -> str:
    """A player's name as tables show it: printable, trimmed, at most MAX_NAME_CHARS."""
    text = "".join(ch for ch in str(name) if ch.isprintable()).strip()[:MAX_NAME_CHARS].strip()
    return text or fallback


def table_of_path(path: str) -> str | None:
    """The table a connection's URL path is about (<anything>/t/NAME), or None for the lobby."""
    base = path.split("?", 1)[0]
    if TABLE_PATH not in base:
        return None
    name = base.rsplit(TABLE_PATH, 1)[1].strip("/")
    return name if TABLE_NAME.fullmatch(name) else ""


def table_url(url: str, table: str) -> str:
    """The URL a client connects to for `table`: the server's URL with /t/NAME added."""
    return url.rstrip("/") + TABLE_PATH + table
