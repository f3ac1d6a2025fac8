"""The server of a game hosted from the app (Host a game), in a process of its own.

The app's frame loop never runs the server: `HostedServer.start()` spawns a fresh interpreter
(multiprocessing's 'spawn', as the computer players' workers are) that runs server.py's `Server`
on the game's content as the app loaded it (so every client of this app version and these mods
agrees with it), and reports through a pipe. The caller polls; nothing here waits:

    hosted = HostedServer({game_id: content}, bind="0.0.0.0", name="Ada's table").start()
    hosted.poll()               # each frame: hosted.url once it serves, hosted.problem if it failed
    hosted.stop()               # asks it to end (its tables are dropped with it)

It listens on `PREFERRED_PORT` when that is free (one port to open in a router), else on any free
port. Its tables live in a temporary folder that goes when it ends; it ends with the app however
the app ends (`workers.end_with_parent`)."""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
import time

PREFERRED_PORT = 8765
STOP_WAIT = 5.0  # seconds a server asked to stop gets to save and close before it is terminated
_CONTEXT = multiprocessing.get_context("spawn")
_running: list["HostedServer"] = []


class HostedServer:
    def __init__(self, contents: dict, bind: str = "0.0.0.0", name: str | None = None, announce: bool = True,
                 pace: float = 0.6, port: int = PREFERRED_PORT):
        self.contents = dict(contents)
        self.bind = bind
        self.name = name
        self.announce = announce
        self.pace = pace
        self.port_wanted = port
        self.url: str | None = None
        self.port: int | None = None
        self.problem: str | None = None  # why it could not serve, or stopped unasked
        self.said: list[str] = []  # the server's own report lines
        self._pipe = None
        self._process = None
        self._stopping = False
        self._ended = threading.Event()  # set once the process is collected after stop()

    def start(self) -> "HostedServer":
        ours, theirs = _CONTEXT.Pipe()
        options = {"host": self.bind, "port": self.port_wanted, "pace": self.pace, "announce": self.announce,
                   "name": self.name}
        from_main = threading.current_thread() is threading.main_thread()
        self._process = _CONTEXT.Process(target=run_hosted_server, name="orrery-hosted-server",
                                         args=(theirs, os.getpid(), from_main, options, self.contents))
        self._process.start()
        theirs.close()
        self._pipe = ours
        _running.append(self)
        return self

    @property
    def serving(self) -> bool:
        return self.url is not None and self.problem is None and not self._stopping

    def poll(self) -> None:
        """Take what the server process said since the last poll (never waits)."""
        if self._pipe is None:
            return
        try:
            while self._pipe.poll():
                kind, text = self._pipe.recv()
                if kind == "ready":
                    self.url = text
                    self.port = int(text.rsplit(":", 1)[1])
                elif kind == "failed":
                    self.problem = text
                else:
                    self.said.append(text)
        except (EOFError, OSError):
            self._pipe = None
        if self._pipe is None or not self._process.is_alive():
            if not self._stopping and self.problem is None:
                code = self._process.exitcode
                self.problem = f"the game's server stopped (exit code {code})" if code else "the game's server stopped"

    def stop(self) -> None:
        """Ask the server to end; it is collected (or terminated after STOP_WAIT) on a thread."""
        if self._process is None or self._stopping:
            return
        self._stopping = True
        try:
            if self._pipe is not None:
                self._pipe.send(("stop", ""))
        except (OSError, ValueError):
            pass
        threading.Thread(target=self._collect, name="orrery-hosted-stop", daemon=True).start()

    def _collect(self) -> None:
        self._process.join(STOP_WAIT)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(STOP_WAIT)
        if self._pipe is not None:
            self._pipe.close()
        if self in _running:
            _running.remove(self)
        self._ended.set()

    def wait_stopped(self, seconds: float = STOP_WAIT * 2) -> bool:
        """Tests and app exit only: stop it and wait for its process to end."""
        if self._process is None:
            return True
        self.stop()
        return self._ended.wait(seconds)


@atexit.register  # before multiprocessing's own exit, which would wait for them for ever
def stop_all() -> None:
    """Every hosted server asked to end, and waited for (at interpreter exit)."""
    servers = list(_running)
    for server in servers:
        server.stop()
    for server in servers:
        server.wait_stopped()


# --- the server's process --------------------------------------------------------------------
def run_hosted_server(pipe, parent: int, parent_death_signal: bool, options: dict, contents: dict) -> None:
    """The hosted server's process: serve until the app says stop (or goes away)."""
    import asyncio
    import tempfile
    from pathlib import Path

    from game.core.workers import end_with_parent

    from .server import Server, ServerOptions

    end_with_parent(parent, parent_death_signal)

    def say(kind: str, text: str) -> None:
        try:
            pipe.send((kind, text))
        except (OSError, ValueError):
            pass

    async def serve(folder: Path) -> None:
        loop = asyncio.get_running_loop()
        stop = loop.create_future()

        def wait_for_stop() -> None:  # the app's word, or its end
            try:
                pipe.recv()
            except (EOFError, OSError):
                pass
            loop.call_soon_threadsafe(lambda: stop.done() or stop.set_result(None))

        threading.Thread(target=wait_for_stop, name="orrery-hosted-pipe", daemon=True).start()
        ports = [options["port"], 0] if options["port"] else [0]
        for port in ports:
            server = Server(ServerOptions(host=options["host"], port=port, folder=folder, pace=options["pace"],
                                          announce=options["announce"], contents=contents, name=options["name"]),
                            report=lambda line: say("said", line))
            try:
                await server.serve(lambda url: say("ready", url), stop)
                return
            except OSError as error:  # the port is taken: the next one
                last = error
        say("failed", f"cannot listen on {options['host']}: {last.strerror or last}")

    started = time.monotonic()
    try:
        with tempfile.TemporaryDirectory(prefix="orrery-hosted-") as folder:
            asyncio.run(serve(Path(folder)))
    except Exception as error:  # noqa: BLE001 - said to the app, which shows it
        say("failed", f"the game's server failed after {time.monotonic() - started:.0f} s: "
                      f"{type(error).__name__}: {error}")
