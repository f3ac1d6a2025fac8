"""Orrery in the desktop's application menu (`main.py --install-launcher`, and Settings).

Linux and the BSDs: a freedesktop entry in $XDG_DATA_HOME/applications. Windows: a Start-menu
shortcut to pythonw.exe (no console window), written by PowerShell's WScript.Shell. macOS: a
small Orrery.app in ~/Applications whose executable is a shell script. Each one runs this
checkout's main.py by absolute path with the interpreter that is running now (not a virtual
environment's copy), so the first-start set-up in main.py still does its job.
Standard library only, like the set-up it leads to."""

from __future__ import annotations

import base64
import os
import plistlib
import re
import shlex
import shutil
import struct
import subprocess
import sys
from pathlib import Path

from . import __version__
from .userdata import folder_without_sdl

ROOT = Path(__file__).resolve().parent.parent
NAME = "Orrery"
COMMENT = "Kardashev Scale, Eminent Domain and Ascending Empires"
WM_CLASS = "Orrery"  # the game window sets the same class (SDL_VIDEO_X11_WMCLASS in game/ui/app.py)
BUNDLE_ID = "org.orrery.Orrery"


class LauncherError(Exception):
    """Adding or removing failed; the message says why, in a sentence for the player."""


def interpreter() -> Path:
    """The Python outside any virtual environment; `python3` beside it when that is the same
    program, so a minor Python upgrade does not break the launcher."""
    base = Path(getattr(sys, "_base_executable", "") or sys.executable)
    stable = base.with_name("python3")
    try:
        if stable != base and stable.exists() and stable.resolve() == base.resolve():
            return stable
    except OSError:
        pass
    return base


class Launcher:
    def __init__(self, root: Path = ROOT, platform: str = sys.platform, environ=None, python: Path | None = None):
        self.root = Path(root)
        self.platform = platform
        self.environ = os.environ if environ is None else environ
        self.python = Path(python) if python is not None else interpreter()
        self.main = self.root / "main.py"
        self.icon = self.root / "assets" / "icon.png"

    @property
    def home(self) -> Path:
        return Path(self.environ.get("HOME") or self.environ.get("USERPROFILE") or Path.home())

    @property
    def path(self) -> Path:
        """Where the launcher goes on this platform."""
        if self.platform == "win32":
            appdata = Path(self.environ.get("APPDATA") or self.home / "AppData" / "Roaming")
            return appdata / "Microsoft" / "Windows" / "Start Menu" / "Programs" / f"{NAME}.lnk"
        if self.platform == "darwin":
            return self.home / "Applications" / f"{NAME}.app"
        data = Path(self.environ.get("XDG_DATA_HOME") or self.home / ".local" / "share")
        return data / "applications" / "orrery.desktop"

    def installed(self) -> bool:
        return self.path.exists()

    def install(self) -> str:
        try:
            if self.platform == "win32":
                self._install_windows()
            elif self.platform == "darwin":
                self._install_macos()
            else:
                self._install_freedesktop()
        except OSError as exc:
            raise LauncherError(f"could not write {exc.filename or self.path}: {exc.strerror or exc}.") from exc
        return f"Added Orrery to the app menu: {self.path}"

    def uninstall(self) -> str:
        path = self.path
        if not path.exists():
            return "Orrery was not in the app menu."
        try:
            if self.platform == "darwin":
                if not self._is_our_bundle(path):
                    raise LauncherError(f"{path} is not Orrery's launcher; it was left alone.")
                shutil.rmtree(path)
            else:
                path.unlink()
                if self.platform == "win32":
                    self.windows_icon.unlink(missing_ok=True)
                else:
                    _refresh_menu(path.parent)
        except OSError as exc:
            raise LauncherError(f"could not remove {exc.filename or path}: {exc.strerror or exc}.") from exc
        return f"Removed Orrery from the app menu ({path})."

    # Linux and other freedesktop systems -------------------------------------------------------
    def desktop_entry(self) -> str:
        lines = ["[Desktop Entry]",
                 "Type=Application",
                 "Version=1.4",
                 f"Name={NAME}",
                 "GenericName=Space board games",
                 f"Comment={COMMENT}",
                 "Exec=" + _escape_string(" ".join(_exec_argument(str(a)) for a in (self.python, self.main))),
                 "Path=" + _escape_string(str(self.root)),
                 "Icon=" + _escape_string(str(self.icon)),
                 "Terminal=false",
                 f"StartupWMClass={WM_CLASS}",  # lets docks match the game's window to this entry
                 "Categories=Game;BoardGame;",
                 "Keywords=board game;space;strategy;cards;"]
        return "\n".join(lines) + "\n"

    def _install_freedesktop(self) -> None:
        _write_atomically(self.path, self.desktop_entry().encode("utf-8"))
        _refresh_menu(self.path.parent)

    # Windows -----------------------------------------------------------------------------------
    @property
    def windows_icon(self) -> Path:
        return folder_without_sdl(self.platform, self.environ) / f"{NAME}.ico"

    def windowed_python(self) -> Path:
        """pythonw.exe beside python.exe: the same Python without a console window."""
        if self.python.name.lower() == "pythonw.exe":
            return self.python
        return self.python.with_name("pythonw.exe")

    def shortcut_script(self) -> str:
        """PowerShell that writes the .lnk (only WScript.Shell writes that format)."""
        values = {"path": self.path, "target": self.windowed_python(), "arguments": f'"{self.main}"',
                  "folder": self.root, "icon": f"{self.windows_icon},0"}
        q = {key: "'" + str(value).replace("'", "''") + "'" for key, value in values.items()}
        return ("$ErrorActionPreference = 'Stop'\n"
                "$link = (New-Object -ComObject WScript.Shell).CreateShortcut(" + q["path"] + ")\n"
                "$link.TargetPath = " + q["target"] + "\n"
                "$link.Arguments = " + q["arguments"] + "\n"
                "$link.WorkingDirectory = " + q["folder"] + "\n"
                "$link.IconLocation = " + q["icon"] + "\n"
                "$link.Description = '" + COMMENT + "'\n"
                "$link.Save()\n")

    def _install_windows(self) -> None:
        _write_atomically(self.windows_icon, ico_from_png(self.icon.read_bytes()))
        self.path.parent.mkdir(parents=True, exist_ok=True)
        encoded = base64.b64encode(self.shortcut_script().encode("utf-16-le")).decode("ascii")
        command = ["powershell.exe", "-NoProfile", "-NonInteractive", "-ExecutionPolicy", "Bypass",
                   "-EncodedCommand", encoded]
        try:
            result = subprocess.run(command, capture_output=True, text=True, timeout=60,
                                    creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise LauncherError(f"PowerShell could not be run to write the shortcut ({exc}).") from exc
        if result.returncode != 0 or not self.path.exists():
            said = (result.stderr or result.stdout).strip().splitlines()
            raise LauncherError("PowerShell could not write the shortcut"
                                + (f": {said[0]}" if said else f" (exit code {result.returncode})."))

    # macOS -------------------------------------------------------------------------------------
    def app_script(self) -> str:
        return ("#!/bin/sh\n"
                "# Starts Orrery from its checkout; written by main.py --install-launcher.\n"
                f"cd {shlex.quote(str(self.root))} || exit 1\n"
                f"exec {shlex.quote(str(self.python))} {shlex.quote(str(self.main))} \"$@\"\n")

    def info_plist(self) -> bytes:
        return plistlib.dumps({
            "CFBundleName": NAME, "CFBundleDisplayName": NAME, "CFBundleIdentifier": BUNDLE_ID,
            "CFBundleExecutable": NAME, "CFBundlePackageType": "APPL", "CFBundleIconFile": NAME,
            "CFBundleShortVersionString": __version__, "CFBundleVersion": __version__,
            "CFBundleInfoDictionaryVersion": "6.0", "LSApplicationCategoryType": "public.app-category.board-games",
            "NSHighResolutionCapable": True})

    def _install_macos(self) -> None:
        bundle = self.path
        if bundle.exists() and not self._is_our_bundle(bundle):
            raise LauncherError(f"{bundle} already exists and is not Orrery's launcher; it was left alone.")
        contents = bundle / "Contents"
        _write_atomically(contents / "Info.plist", self.info_plist())
        _write_atomically(contents / "MacOS" / NAME, self.app_script().encode("utf-8"), mode=0o755)
        _write_atomically(contents / "Resources" / f"{NAME}.icns", icns_from_png(self.icon.read_bytes()))

    @staticmethod
    def _is_our_bundle(bundle: Path) -> bool:
        try:
            with open(bundle / "Contents" / "Info.plist", "rb") as file:
                return plistlib.load(file).get("CFBundleIdentifier") == BUNDLE_ID
        except (OSError, plistlib.InvalidFileException, ValueError):
            return False


# Desktop Entry spec: Exec arguments are quoted with "...", inside which ", `, $ and \ take a
# backslash; a literal % is %%; then the whole value is escaped as any string (\ -> \\).
def _exec_argument(argument: str) -> str:
    return '"' + re.sub(r'(["`$\\])', r"\\\1", argument).replace("%", "%%") + '"'


def _escape_string(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def _refresh_menu(folder: Path) -> None:
    """Most desktops watch the folder; update-desktop-database refreshes the others' cache."""
    if shutil.which("update-desktop-database"):
        try:
            subprocess.run(["update-desktop-database", str(folder)], stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            pass  # the entry is written; only the cache is stale


def _write_atomically(path: Path, data: bytes, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")
    partial.write_bytes(data)
    os.chmod(partial, mode)
    os.replace(partial, path)


def png_size(png: bytes) -> tuple[int, int]:
    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise LauncherError("assets/icon.png is not a PNG file.")
    return struct.unpack(">II", png[16:24])


def ico_from_png(png: bytes) -> bytes:
    """A one-image .ico holding the PNG as it is (Windows Vista and later read these)."""
    width, height = png_size(png)
    entry = struct.pack("<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32, len(png), 6 + 16)
    return struct.pack("<HHH", 0, 1, 1) + entry + png


ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def icns_from_png(png: bytes) -> bytes:
    """A one-image .icns holding the PNG (the icp*/ic* types take PNG data)."""
    width, height = png_size(png)
    kind = ICNS_TYPES.get(width) if width == height else None
    if kind is None:
        raise LauncherError(f"assets/icon.png is {width}x{height}; an app icon needs a square of "
                            f"{', '.join(map(str, ICNS_TYPES))} pixels.")
    entry = kind + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(entry)) + entry


def install_command() -> int:
    return _command(Launcher().install)


def uninstall_command() -> int:
    return _command(Launcher().uninstall)


def _command(action) -> int:
    try:
        print(action())
    except LauncherError as exc:
        print(f"Orrery: {exc}", file=sys.stderr)
        return 1
    return 0
