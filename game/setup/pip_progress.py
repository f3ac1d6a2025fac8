"""What pip is doing, read from its output one line at a time: a row per package (waiting,
downloading with the bytes so far, downloaded, installing, installed), a note when pip is
retrying the network, and its error lines in full.

Only pip's plain messages are read ("Collecting x", "Downloading f (size)", "Progress N of M"
from `--progress-bar raw`, "Installing collected packages: ...", "Successfully installed ...");
a line it does not know is simply left to the log."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

WAITING, DOWNLOADING, DOWNLOADED, BUILDING, INSTALLING, INSTALLED, ALREADY = (
    "waiting", "downloading", "downloaded", "building", "installing", "installed", "already installed")

NAME = r"[A-Za-z0-9][A-Za-z0-9._-]*"
COLLECTING = re.compile(rf"^Collecting ({NAME})")
PROCESSING = re.compile(r"^Processing (.+?)(?: \(from .*\))?$")
DOWNLOADING_LINE = re.compile(r"^\s*Downloading (\S+)(?: \(([^)]*)\))?")
CACHED = re.compile(r"^\s*Using cached (\S+)(?: \(([^)]*)\))?")
PROGRESS = re.compile(r"^Progress (\d+) of (\d+)")
ALREADY_LINE = re.compile(rf"^Requirement already satisfied: ({NAME})")
BUILDING_LINE = re.compile(rf"^\s*Building wheel for ({NAME})")
INSTALLING_LINE = re.compile(r"^Installing collected packages: (.+)")
INSTALLED_LINE = re.compile(r"^Successfully installed (.+)")
RETRYING = re.compile(r"^WARNING: Retrying \(Retry\(total=(\d+)")
ERROR = re.compile(r"^ERROR: (.+)")


def canonical(name: str) -> str:
    """Package names compare without case and with '-', '_' and '.' alike (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def name_from_file(location: str) -> str:
    """`pygame_ce-2.5.8-cp311-...whl` -> pygame_ce; `python-i18n-0.3.9.tar.gz` -> python-i18n."""
    filename = location.rstrip("/").rsplit("/", 1)[-1]
    filename = filename.removesuffix(".metadata")
    match = re.match(r"(.+?)-\d", filename)
    return match.group(1) if match else filename


def required_names(requirements: Path) -> list[str]:
    """The package names in a requirements file, in its order."""
    names = []
    for line in requirements.read_text().splitlines():
        match = re.match(rf"\s*({NAME})", line.split("#", 1)[0])
        if match and not line.lstrip().startswith("-"):
            names.append(match.group(1))
    return names


@dataclass
class Package:
    name: str
    state: str = WAITING
    size: str = ""  # as pip prints it: "30.9 MB"
    done: int = 0  # bytes downloaded so far, when pip reports them
    total: int = 0

    def describe(self) -> str:
        if self.state == DOWNLOADING:
            if self.total:
                return f"downloading {self.size or _megabytes(self.total)}  {100 * self.done // self.total} %"
            return f"downloading {self.size}".rstrip()
        return self.state


class PipProgress:
    def __init__(self, expected: list[str] = ()):
        self.packages: dict[str, Package] = {}
        self.current: Package | None = None  # the download in progress
        self.note = ""  # e.g. that pip is trying the network again
        self.errors: list[str] = []
        for name in expected:
            self._package(name)

    def _package(self, name: str) -> Package:
        key = canonical(name)
        if key not in self.packages:
            self.packages[key] = Package(name)
        return self.packages[key]

    def _finish_download(self) -> None:
        if self.current is not None and self.current.state == DOWNLOADING:
            self.current.state = DOWNLOADED
        self.current = None

    def feed(self, line: str) -> None:
        if match := PROGRESS.match(line):
            if self.current is not None:
                self.current.done, self.current.total = int(match.group(1)), int(match.group(2))
                if self.current.total and self.current.done >= self.current.total:
                    self._finish_download()
            return
        if match := RETRYING.match(line):
            left = int(match.group(1))
            again = f"trying again ({left} more {_tries(left)} after this)" if left else "trying one last time"
            self.note = f"Cannot reach the package index; {again}."
            return
        if match := ERROR.match(line):
            self.errors.append(match.group(1))
            return
        if match := DOWNLOADING_LINE.match(line):
            self._finish_download()
            self.note = ""
            if match.group(1).endswith(".metadata"):
                return  # only the package's details, the package itself comes later
            package = self._package(name_from_file(match.group(1)))
            package.state, package.size, package.done, package.total = DOWNLOADING, match.group(2) or "", 0, 0
            self.current = package
            return
        self._finish_download()
        if match := COLLECTING.match(line):
            self._package(match.group(1))
            self.note = ""
        elif match := (PROCESSING.match(line) or CACHED.match(line)):
            package = self._package(name_from_file(match.group(1)))
            package.state = DOWNLOADED
        elif match := ALREADY_LINE.match(line):
            self._package(match.group(1)).state = ALREADY
        elif match := BUILDING_LINE.match(line):
            self._package(match.group(1)).state = BUILDING
        elif match := INSTALLING_LINE.match(line):
            for name in match.group(1).split(","):
                if name.strip():
                    self._package(name.strip()).state = INSTALLING
        elif match := INSTALLED_LINE.match(line):
            for item in match.group(1).split():
                self._package(item.rsplit("-", 1)[0]).state = INSTALLED

    def fraction(self) -> float | None:
        """How far the current download is, when pip says; None otherwise."""
        if self.current is not None and self.current.total:
            return self.current.done / self.current.total
        return None

    def rows(self) -> list[tuple[str, str]]:
        return [(p.name, p.describe()) for p in self.packages.values()]


def _megabytes(count: int) -> str:
    return f"{count / 1e6:.1f} MB"


def _tries(count: int) -> str:
    return "try" if count == 1 else "tries"
