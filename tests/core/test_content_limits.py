"""What content files may not do: every limit is a located error, never a hang or a traceback.

Alias expansion has a budget, nesting a depth, files a size and a kind (regular files inside their
folder), text must be UTF-8, and numbers must be finite and in range."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
import yaml

from game.core.content.errors import Position
from game.core.content.files import MAX_FILE_BYTES, read_text
from game.core.content.schema import INVALID, CheckContext, Float, Int
from game.core.content.yamlfile import ALIAS_BUDGET, MAX_DEPTH, load_yaml, load_yaml_file

LOADERS = [pytest.param(yaml.SafeLoader, id="python")]
if hasattr(yaml, "CSafeLoader"):
    LOADERS.append(pytest.param(yaml.CSafeLoader, id="libyaml"))


def laughs(levels: int, width: int = 9) -> str:
    """The "billion laughs": each level a list of `width` aliases of the level before."""
    lines = [f"l0: &l0 [{', '.join(['lol'] * width)}]"]
    lines += [f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * width)}]" for i in range(1, levels)]
    return "\n".join(lines) + "\n"


def only_error(text: str, loader) -> str:
    value, errors = load_yaml(text, "f.yaml", loader)
    assert value is None and len(errors) == 1, errors
    return str(errors[0])


# --- aliases ------------------------------------------------------------------------------------

@pytest.mark.parametrize("loader", LOADERS)
def test_a_billion_laughs_is_refused_at_the_alias_that_passes_the_budget(loader):
    message = only_error(laughs(9), loader)  # 9**9 = 387 million values if expanded
    assert message.startswith("f.yaml:5:")  # l4 is where the copies pass 10,000
    assert f"aliases would copy more than {ALIAS_BUDGET:,} values" in message


@pytest.mark.parametrize("loader", LOADERS)
def test_a_small_bomb_that_would_still_load_is_refused_too(loader):
    # 9**6 = 531,441 values: finishes without a budget, so this shows the budget is there.
    assert "aliases would copy more than" in only_error(laughs(6), loader)


@pytest.mark.parametrize("loader", LOADERS)
def test_aliases_within_the_budget_are_copies_that_keep_positions(loader):
    value, errors = load_yaml("base: &cost {trade: 2}\na: *cost\nb: *cost\n", "f.yaml", loader)
    assert errors == [] and value["a"] == value["b"] == {"trade": 2}
    assert value["a"] is not value["b"]  # mods edit what they merge: no sharing
    assert value["a"].value_pos["trade"] == Position("f.yaml", 1, 21)


@pytest.mark.parametrize("loader", LOADERS)
@pytest.mark.parametrize("text, where", [("x: &a [*a]\n", "f.yaml:1:8: x[0]"),
                                         ("x: &a {b: [1, *a]}\n", "f.yaml:1:15: x.b[1]"),
                                         ("y: 1\nx: &a\n  - 2\n  - *a\n", "f.yaml:4:5: x[1]")])
def test_an_alias_inside_its_own_anchor_is_a_located_error(loader, text, where):
    message = only_error(text, loader)
    assert message.startswith(where) and "used inside its own anchor &a" in message


@pytest.mark.parametrize("loader", LOADERS)
def test_unknown_alias_duplicate_anchor_and_merge_key_are_located(loader):
    assert only_error("a: *nowhere\n", loader).startswith("f.yaml:1:4: a: *nowhere refers to no anchor")
    assert "anchor &x is defined twice" in only_error("a: &x 1\nb: &x 2\n", loader)
    assert "merge keys" in only_error("a: &x {b: 1}\nc:\n  <<: *x\n", loader)


# --- nesting ------------------------------------------------------------------------------------

@pytest.mark.parametrize("loader", LOADERS)
@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 5000, 100_000])
def test_deep_flow_nesting_is_a_located_error(loader, depth):
    message = only_error("x: " + "[" * depth + "]" * depth + "\n", loader)
    assert message.startswith(f"f.yaml:1:{3 + MAX_DEPTH}:")  # the top mapping is the first level
    assert f"nested more than {MAX_DEPTH} deep" in message


@pytest.mark.parametrize("loader", LOADERS)
def test_deep_block_nesting_is_a_located_error(loader):
    text = "".join("  " * i + f"k{i}:\n" for i in range(3000)) + "  " * 3000 + "end\n"
    message = only_error(text, loader)
    assert message.startswith(f"f.yaml:{MAX_DEPTH + 1}:") and "nested more than" in message


@pytest.mark.parametrize("loader", LOADERS)
def test_an_alias_that_would_nest_too_deep_is_refused(loader):
    inner = "[" * 30 + "1" + "]" * 30
    text = f"a: &a {inner}\nb: {'[' * 25}*a{']' * 25}\n"
    assert "would nest lists and mappings more than" in only_error(text, loader)


@pytest.mark.parametrize("loader", LOADERS)
def test_nesting_up_to_the_limit_loads(loader):
    depth = MAX_DEPTH
    value, errors = load_yaml("[" * depth + "1" + "]" * depth, "f.yaml", loader)
    assert errors == []
    for _ in range(depth):
        value = value[0]
    assert value == 1


# --- characters ---------------------------------------------------------------------------------

def test_a_byte_that_is_not_utf8_is_reported_at_its_own_line_and_column(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_bytes("cards:\n  - id: cafe\n    name: \u00e9t\u00e9 ".encode() + b"\xff\n")  # after 14 characters
    value, errors = load_yaml_file(path, "cards.yaml")
    assert value is None
    assert [str(e) for e in errors] == ["cards.yaml:3:15: the byte 0xFF is not UTF-8 text; save the file as UTF-8"]


@pytest.mark.parametrize("loader", LOADERS)
def test_a_control_character_is_located(loader):
    assert only_error("a: 1\nb: x\x07y\n", loader).startswith("f.yaml:2:5: the character U+0007")


@pytest.mark.parametrize("loader", LOADERS)
def test_unreadable_scalars_are_located_not_raised(loader):
    assert only_error("a: 2024-13-45\n", loader).startswith("f.yaml:1:4: a: cannot read '2024-13-45' as a timestamp")
    assert "far too many digits" in only_error("a: " + "7" * 5000 + "\n", loader)


def test_the_byte_order_mark_is_allowed(tmp_path):
    path = tmp_path / "f.yaml"
    path.write_bytes(b"\xef\xbb\xbfa: 1\n")
    assert load_yaml_file(path) == ({"a": 1}, [])


# --- files --------------------------------------------------------------------------------------

def _read(path: Path, folder: Path):
    """read_text on another thread, so a read that would block fails the test instead of hanging it."""
    answer = {}
    worker = threading.Thread(target=lambda: answer.update(result=read_text(path, path.name, folder)), daemon=True)
    worker.start()
    worker.join(20)
    assert not worker.is_alive(), "reading the file blocked"
    text, errors = answer["result"]
    assert text is None and len(errors) == 1
    return str(errors[0])


def test_a_named_pipe_is_refused_without_being_opened_for_a_blocking_read(tmp_path):
    os.mkfifo(tmp_path / "cards.yaml")
    assert _read(tmp_path / "cards.yaml", tmp_path) == \
        "cards.yaml:1:1: this file is refused: it is a named pipe, not a regular file"


def test_a_device_is_refused(tmp_path):
    try:
        os.mknod(tmp_path / "cards.yaml", 0o600 | 0o020000, os.makedev(1, 3))  # like /dev/null
    except (PermissionError, OSError):
        pytest.skip("cannot make a device node here")
    assert "it is a device, not a regular file" in _read(tmp_path / "cards.yaml", tmp_path)


def test_a_folder_named_like_a_file_is_refused(tmp_path):
    (tmp_path / "cards.yaml").mkdir()
    assert "it is a folder, not a regular file" in _read(tmp_path / "cards.yaml", tmp_path)


def test_a_symlink_loop_is_refused(tmp_path):
    (tmp_path / "a.yaml").symlink_to(tmp_path / "b.yaml")
    (tmp_path / "b.yaml").symlink_to(tmp_path / "a.yaml")
    assert "symbolic link that loops back on itself" in _read(tmp_path / "a.yaml", tmp_path)


def test_a_symlink_out_of_the_folder_is_refused_and_one_inside_is_followed(tmp_path):
    mod = tmp_path / "mod"
    (mod / "game").mkdir(parents=True)
    (tmp_path / "secret.yaml").write_text("a: 1\n")
    (mod / "game" / "out.yaml").symlink_to(tmp_path / "secret.yaml")
    assert "outside its folder" in _read(mod / "game" / "out.yaml", mod)
    (mod / "shared.yaml").write_text("a: 2\n")
    (mod / "game" / "in.yaml").symlink_to(mod / "shared.yaml")
    assert read_text(mod / "game" / "in.yaml", "in.yaml", mod) == ("a: 2\n", [])


def test_a_dangling_symlink_is_refused(tmp_path):
    (tmp_path / "cards.yaml").symlink_to(tmp_path / "gone.yaml")
    assert "symbolic link to nothing" in _read(tmp_path / "cards.yaml", tmp_path)


def test_a_file_over_the_size_cap_is_refused_with_its_size_and_the_cap(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_bytes(b"# padding\n" * (MAX_FILE_BYTES // 10 + 52429))  # 2.5 MB
    assert _read(path, tmp_path) == "cards.yaml:1:1: this file is refused: it is 2.5 MB; a content file may be at most 2 MB"
    path.write_bytes(b"a: 1\n" + b"#" * (MAX_FILE_BYTES - 10) + b"\n")
    assert read_text(path, "cards.yaml", tmp_path)[1] == []


# --- numbers ------------------------------------------------------------------------------------

def _check(schema, value):
    ctx = CheckContext()
    built = schema.check(value, ctx, "x", Position("f.yaml", 3, 7))
    return built, [str(e) for e in ctx.errors]


@pytest.mark.parametrize("value, why", [(float("nan"), "not a number (.nan)"), (float("inf"), "infinite (.inf)"),
                                        (float("-inf"), "infinite (.inf)")])
def test_floats_must_be_finite_whatever_the_range(value, why):
    built, errors = _check(Float(-1e300, 1e300), value)
    assert built is INVALID and errors == [f"f.yaml:3:7: x: expected a number from -1e+300 to 1e+300; the value is {why}"]


def test_numbers_out_of_range_and_too_big_are_refused():
    assert _check(Float(0.001, 0.1), 10 ** 400)[1] == \
        ["f.yaml:3:7: x: expected a number from 0.001 to 0.1, got a number too big to use"]
    assert _check(Int(0, 20), 10 ** 30)[1] == \
        ["f.yaml:3:7: x: expected a whole number from 0 to 20, got a number too big to use"]
    assert _check(Int(1, 10), 0)[1] == ["f.yaml:3:7: x: expected a whole number from 1 to 10, got 0"]
    assert _check(Int(0, 5), True)[1] == ["f.yaml:3:7: x: expected a whole number from 0 to 5, got True"]
    assert _check(Float(0.0, 1.0), 1) == (1.0, [])


def test_every_number_type_needs_both_bounds():
    with pytest.raises(TypeError):
        Int(0)  # noqa - a field without a maximum cannot be written
    with pytest.raises(TypeError):
        Float(0.0)
