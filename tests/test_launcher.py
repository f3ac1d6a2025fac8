"""The app-menu launcher: what it writes on each platform, and that what it writes starts the
checkout's main.py. Linux entries are checked by desktop-file-validate and started by `gio launch`
(.ci/run installs desktop-file-utils); the macOS app's script is run by sh; Windows' shortcut is
written by PowerShell, so its script is what is checked, with PowerShell's run replaced."""

from __future__ import annotations

import base64
import os
import plistlib
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import launcher as launcher_module
from game.launcher import BUNDLE_ID, Launcher, LauncherError, icns_from_png, ico_from_png

ROOT = Path(__file__).resolve().parent.parent
ICON = ROOT / "assets" / "icon.png"
# A checkout path with every character the Desktop Entry spec makes us quote or escape.
AWKWARD = "my games/Or'rery $HOME 100% \"x\" `y` back\\slash"


def fake_checkout(tmp_path) -> Path:
    """A checkout whose main.py only writes down how it was started."""
    root = tmp_path / AWKWARD
    (root / "assets").mkdir(parents=True)
    shutil.copy(ICON, root / "assets" / "icon.png")
    (root / "main.py").write_text("import os, sys\n"
                                  "with open(os.environ['STARTED_FILE'], 'w') as f:\n"
                                  "    f.write(repr((sys.executable, sys.argv, os.getcwd())))\n")
    return root


def wait_for(path: Path, seconds: float = 30.0) -> str:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if path.exists() and path.read_text():
            return path.read_text()
        time.sleep(0.05)
    raise AssertionError(f"{path} was never written: the launcher did not start main.py")


def entry_fields(text: str) -> dict:
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line)


# Linux ---------------------------------------------------------------------------------------
def test_linux_entry_validates_and_starts_the_checkouts_main_py(tmp_path, monkeypatch):
    root = fake_checkout(tmp_path)
    data = tmp_path / "data home"
    launcher = Launcher(root, "linux", {"XDG_DATA_HOME": str(data), "HOME": str(tmp_path)}, Path(sys.executable))
    message = launcher.install()
    entry = data / "applications" / "orrery.desktop"
    assert message == f"Added Orrery to the app menu: {entry}" and launcher.installed()
    fields = entry_fields(entry.read_text())
    assert fields["Type"] == "Application" and fields["Name"] == "Orrery" and fields["Terminal"] == "false"
    assert fields["Categories"] == "Game;BoardGame;"
    assert fields["StartupWMClass"] == "Orrery"  # the class the game window sets, so docks match it
    assert fields["Icon"] == str(root / "assets" / "icon.png").replace("\\", "\\\\")
    assert Path(root / "assets" / "icon.png").is_absolute()
    assert fields["Exec"].startswith('"') and "%%" in fields["Exec"]  # the literal % is escaped

    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate is missing (apt-get install desktop-file-utils)")
    checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout + checked.stderr

    if shutil.which("gio") is None:
        pytest.skip("gio is missing: the entry validates but was not started")
    started = tmp_path / "started.txt"
    monkeypatch.setenv("STARTED_FILE", str(started))
    subprocess.run(["gio", "launch", str(entry)], check=True, timeout=60)
    python, argv, cwd = eval(wait_for(started))
    assert Path(python).resolve() == Path(sys.executable).resolve()
    assert argv == [str(root / "main.py")] and cwd == str(root)


def test_linux_entry_goes_to_the_default_folder_and_comes_out_again(tmp_path):
    launcher = Launcher(fake_checkout(tmp_path), "linux", {"HOME": str(tmp_path)}, Path(sys.executable))
    assert launcher.path == tmp_path / ".local" / "share" / "applications" / "orrery.desktop"
    assert launcher.uninstall() == "Orrery was not in the app menu."
    launcher.install()
    assert launcher.uninstall() == f"Removed Orrery from the app menu ({launcher.path})."
    assert not launcher.path.exists() and not launcher.installed()


def test_a_failed_write_says_where_and_why(tmp_path):
    blocker = tmp_path / "not a folder"
    blocker.write_text("a file where the data folder should be")
    launcher = Launcher(fake_checkout(tmp_path), "linux", {"XDG_DATA_HOME": str(blocker)}, Path(sys.executable))
    with pytest.raises(LauncherError, match=r"could not write .*not a folder.*: Not a directory\."):
        launcher.install()


def test_the_command_line_adds_and_removes_the_entry(tmp_path):
    env = dict(os.environ, ORRERY_NO_VENV="1", XDG_DATA_HOME=str(tmp_path))
    main = [sys.executable, str(ROOT / "main.py")]
    added = subprocess.run(main + ["--install-launcher"], capture_output=True, text=True, env=env, timeout=60)
    entry = tmp_path / "applications" / "orrery.desktop"
    assert added.returncode == 0 and str(entry) in added.stdout
    exec_line = entry_fields(entry.read_text())["Exec"]
    assert f'"{ROOT / "main.py"}"' in exec_line and ".venv" not in exec_line  # the bootstrap still runs
    removed = subprocess.run(main + ["--uninstall-launcher"], capture_output=True, text=True, env=env, timeout=60)
    assert removed.returncode == 0 and "Removed" in removed.stdout and not entry.exists()


# Windows -------------------------------------------------------------------------------------
class FakePowerShell:
    """Stands in for subprocess.run: keeps the script and, like PowerShell, writes the .lnk."""

    def __init__(self, returncode=0, stderr=""):
        self.returncode, self.stderr, self.commands = returncode, stderr, []

    def __call__(self, command, **options):
        self.commands.append(command)
        if self.returncode == 0:
            target = self.script.split("CreateShortcut('", 1)[1].split("')", 1)[0].replace("''", "'")
            Path(target).write_bytes(b"L\x00\x00\x00")  # a .lnk starts so; the content is PowerShell's job
        return subprocess.CompletedProcess(command, self.returncode, "", self.stderr)

    @property
    def script(self) -> str:
        command = self.commands[-1]
        return base64.b64decode(command[command.index("-EncodedCommand") + 1]).decode("utf-16-le")


def windows_launcher(tmp_path):
    environ = {"APPDATA": str(tmp_path / "Roaming"), "USERPROFILE": str(tmp_path)}
    return Launcher(fake_checkout(tmp_path), "win32", environ, Path("C:/Program Files/Python311/python.exe"))


def test_windows_shortcut_runs_pythonw_with_main_py_and_the_icon(tmp_path, monkeypatch):
    launcher = windows_launcher(tmp_path)
    fake = FakePowerShell()
    monkeypatch.setattr(launcher_module.subprocess, "run", fake)
    launcher.install()
    start_menu = tmp_path / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
    assert launcher.path == start_menu / "Orrery.lnk" and launcher.installed()
    command = fake.commands[0]
    assert command[0] == "powershell.exe" and "-NoProfile" in command and "-NonInteractive" in command
    script = fake.script
    quoted_root = str(launcher.root).replace("'", "''")  # PowerShell's single quotes double inside
    assert "$link.TargetPath = 'C:/Program Files/Python311/pythonw.exe'" in script  # no console window
    assert f"$link.Arguments = '\"{quoted_root}/main.py\"'" in script
    assert f"$link.WorkingDirectory = '{quoted_root}'" in script
    icon = tmp_path / "Roaming" / "Orrery" / "Orrery" / "Orrery.ico"
    assert f"$link.IconLocation = '{icon},0'" in script and script.rstrip().endswith("$link.Save()")
    ico = icon.read_bytes()
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 1)
    width, height, _, _, planes, bits, size, offset = struct.unpack("<BBBBHHII", ico[6:22])
    assert (width, height, planes, bits) == (64, 64, 1, 32) and ico[offset:offset + size] == ICON.read_bytes()

    assert launcher.uninstall().startswith("Removed Orrery") and not launcher.path.exists() and not icon.exists()


def test_windows_reports_what_powershell_said(tmp_path, monkeypatch):
    launcher = windows_launcher(tmp_path)
    monkeypatch.setattr(launcher_module.subprocess, "run",
                        FakePowerShell(1, "New-Object : Retrieving the COM class factory failed\nmore"))
    with pytest.raises(LauncherError, match="PowerShell could not write the shortcut: New-Object : Retrieving"):
        launcher.install()
    assert not launcher.installed()


# macOS ---------------------------------------------------------------------------------------
def test_macos_app_bundle_runs_main_py_and_carries_the_icon(tmp_path, monkeypatch):
    launcher = Launcher(fake_checkout(tmp_path), "darwin", {"HOME": str(tmp_path)}, Path(sys.executable))
    launcher.install()
    app = tmp_path / "Applications" / "Orrery.app"
    assert launcher.path == app and launcher.installed()
    info = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
    assert info["CFBundleIdentifier"] == BUNDLE_ID and info["CFBundlePackageType"] == "APPL"
    script = app / "Contents" / "MacOS" / info["CFBundleExecutable"]
    assert os.access(script, os.X_OK)
    icns = (app / "Contents" / "Resources" / f"{info['CFBundleIconFile']}.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert icns[8:12] == b"icp6" and icns[16:] == ICON.read_bytes()  # 64x64 PNG as it is

    started = tmp_path / "started.txt"
    monkeypatch.setenv("STARTED_FILE", str(started))
    subprocess.run([str(script)], check=True, timeout=60, cwd="/")  # what Finder runs
    python, argv, cwd = eval(wait_for(started))
    assert argv == [str(launcher.root / "main.py")] and cwd == str(launcher.root)

    assert launcher.uninstall().startswith("Removed Orrery") and not app.exists()


def test_macos_leaves_another_apps_bundle_alone(tmp_path):
    launcher = Launcher(fake_checkout(tmp_path), "darwin", {"HOME": str(tmp_path)}, Path(sys.executable))
    other = tmp_path / "Applications" / "Orrery.app" / "Contents"
    other.mkdir(parents=True)
    (other / "Info.plist").write_bytes(plistlib.dumps({"CFBundleIdentifier": "com.example.orrery"}))
    with pytest.raises(LauncherError, match="not Orrery's launcher"):
        launcher.install()
    with pytest.raises(LauncherError, match="not Orrery's launcher"):
        launcher.uninstall()
    assert (other / "Info.plist").exists()


def test_icons_need_a_png_of_a_size_the_format_knows():
    with pytest.raises(LauncherError, match="not a PNG"):
        ico_from_png(b"GIF89a" + bytes(30))
    odd = ICON.read_bytes()[:16] + struct.pack(">II", 60, 60) + ICON.read_bytes()[24:]
    with pytest.raises(LauncherError, match="60x60"):
        icns_from_png(odd)
