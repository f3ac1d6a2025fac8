"""The set-up window's package rows, read from pip's real output (recorded from pip 26 with
`--progress-bar raw` and pip 23 with no network; only the checkout's path was replaced)."""

from pathlib import Path

from game.setup.pip_progress import (ALREADY, DOWNLOADED, DOWNLOADING, INSTALLED, INSTALLING, WAITING,
                                     PipProgress, canonical, name_from_file, required_names)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
# the requirements.txt the recorded pip outputs were made with (the live one may have grown since)
RECORDED_WITH = HERE / "pip_recorded_requirements.txt"


def recorded(name: str) -> list[str]:
    return (HERE / name).read_text().splitlines()


def states(progress: PipProgress) -> dict:
    return {key: package.state for key, package in progress.packages.items()}


def test_the_requirements_are_listed_in_order_before_pip_says_anything():
    names = required_names(ROOT / "requirements.txt")
    assert names[:2] == ["pygame-ce", "pymunk"] and "PyYAML" in names and "pytest-xdist" in names
    assert "jsonschema" in names and "openskill" in names and names[-2:] == ["websockets", "zeroconf"]
    assert len(names) == 11
    assert all(state == WAITING for state in states(PipProgress(names)).values())


def test_file_names_give_package_names():
    assert name_from_file("pygame_ce-2.5.8-cp311-cp311-manylinux2014_x86_64.whl") == "pygame_ce"
    assert name_from_file("/opt/files/python_i18n-0.3.9-py3-none-any.whl") == "python_i18n"
    assert name_from_file("python-i18n-0.3.9.tar.gz") == "python-i18n"
    assert name_from_file("https://files.example/p/pymunk-7.3.1-cp311.whl.metadata") == "pymunk"
    assert canonical("pygame_gui") == canonical("Pygame-GUI") == "pygame-gui"


def test_a_whole_install_moves_every_package_from_waiting_to_installed():
    lines = recorded("pip_install_output.txt")
    progress = PipProgress(required_names(RECORDED_WITH))
    seen_downloading = {}
    for line in lines:
        progress.feed(line)
        if progress.current is not None:
            seen_downloading[progress.current.name] = progress.current.describe()
        if line.startswith("Installing collected packages"):
            assert set(states(progress).values()) == {INSTALLING}
    # the big download was reported with its size and the byte count as it went
    assert seen_downloading["pygame_gui"].startswith("downloading 30.9 MB")
    assert all(state == INSTALLED for state in states(progress).values())
    # dependencies pip found on the way got rows of their own, each once
    assert {"cffi", "pycparser", "python-i18n", "sortedcontainers"} <= set(progress.packages)
    assert len(progress.packages) == 14 and not progress.errors


def test_progress_lines_give_the_fraction_of_the_current_download():
    progress = PipProgress()
    progress.feed("  Downloading pygame_gui-0.6.14-py2.py3-none-any.whl (30.9 MB)")
    assert progress.packages["pygame-gui"].state == DOWNLOADING and progress.fraction() is None
    progress.feed("Progress 262144 of 30896869")
    assert abs(progress.fraction() - 262144 / 30896869) < 1e-9
    assert progress.rows() == [("pygame_gui", "downloading 30.9 MB  0 %")]
    progress.feed("Progress 30896869 of 30896869")
    assert progress.packages["pygame-gui"].state == DOWNLOADED and progress.current is None
    progress.feed("Progress 1 of 2")  # an install-phase count, with no download going: not a package's
    assert progress.fraction() is None


def test_a_download_with_no_progress_lines_ends_with_the_next_message():
    progress = PipProgress()
    for line in ("Collecting iniconfig>=1.0.1 (from pytest==9.0.3)",
                 "  Downloading iniconfig-2.3.1-py3-none-any.whl (7.6 kB)",
                 "Collecting packaging>=22 (from pytest==9.0.3)"):
        progress.feed(line)
    assert states(progress) == {"iniconfig": DOWNLOADED, "packaging": WAITING}


def test_a_second_run_reports_everything_already_there():
    progress = PipProgress(required_names(RECORDED_WITH))
    for line in recorded("pip_already_installed_output.txt"):
        progress.feed(line)
    assert set(states(progress).values()) == {ALREADY}


def test_no_network_gives_a_retry_note_and_pips_errors_in_full():
    progress = PipProgress(required_names(RECORDED_WITH))
    notes = []
    for line in recorded("pip_no_network_output.txt"):
        progress.feed(line)
        notes.append(progress.note)
    assert "Cannot reach the package index; trying again (4 more tries after this)." in notes
    assert progress.note == "Cannot reach the package index; trying one last time."
    assert progress.errors == [
        "Could not find a version that satisfies the requirement pygame-ce==2.5.8 (from versions: none)",
        "No matching distribution found for pygame-ce==2.5.8"]
    assert states(progress)["pygame-ce"] == WAITING
