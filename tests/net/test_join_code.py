"""Join codes: the host's address, port and table in twelve letters and digits that survive the
way people read and type them, and a mistyped letter is caught."""

import pytest

from game.net.join_code import CodeProblem, looks_like_code, make_code, read_code


def test_a_code_gives_back_the_address_port_and_table():
    code = make_code("192.168.1.20", 8765, 37)
    assert code == "R2M0-2512-7MJS"
    found = read_code(code)
    assert (found.host, found.port, found.url, found.table) == ("192.168.1.20", 8765, "ws://192.168.1.20:8765", code)
    assert make_code("192.168.1.20", 8765, 38) != code  # two tables of one server differ


def test_a_code_is_read_as_people_type_it():
    code = make_code("10.0.0.7", 40123, 200)
    typed = " " + code.lower().replace("-", " ").replace("0", "o").replace("1", "l") + " "
    assert read_code(typed).code == code


@pytest.mark.parametrize("typed, words", [
    ("R2M0-2512-7MJ", "a join code has 12 letters and digits"),
    ("R2M0-2512-7MJU", "'U' is not in a join code"),
    ("R2M0-2512-7MJA", "has a mistake in it"),
    ("S2M0-2512-7MJS", "has a mistake in it"),
])
def test_a_mistyped_code_is_refused_in_words(typed, words):
    with pytest.raises(CodeProblem, match=words):
        read_code(typed)


def test_an_address_is_not_taken_for_a_code():
    assert looks_like_code("R2M0-2512-7MJS") and looks_like_code("r2m0 2512 7mjs")
    assert not looks_like_code("192.168.1.20:8765") and not looks_like_code("ws://box:8765")
    assert not looks_like_code("   ")
