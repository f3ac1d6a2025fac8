"""Learn to play's scripts (game/core/tutorial): every built-in tutorial plays through the rules
from its opening, its chapters and steps are counted as a tutorial must be, and a step the rules
refuse where it is asked is a content error at its file and line (--check-content names it)."""

from __future__ import annotations

import shutil

import pytest

from game.content_commands import check_content
from game.core.content.loader import BUILTIN_CONTENT, load_content
from game.core.content.service import load_game_content
from game.core.registry import game_ids, get_game
from game.core.tutorial.line import FIRST_PLAYER, play_line
from game.core.tutorial.run import NOT_YET, Searches, TutorialRun
from game.core.tutorial.script import CHAPTER_STEPS, TOTAL_STEPS

from .test_content_mods import make_mod

TUTORIAL_GAMES = [g for g in game_ids() if get_game(g).tutorial is not None]


def built(game_id: str):
    result = load_content(get_game(game_id).content_spec)
    assert result.ok, result.errors
    return result.content


def test_every_game_has_a_tutorial():
    assert TUTORIAL_GAMES == game_ids()


@pytest.mark.parametrize("game_id", TUTORIAL_GAMES)
def test_each_tutorial_plays_through_the_rules_in_chapters_of_three_to_six_steps(game_id):
    definition, content = get_game(game_id), built(game_id)
    script = content.tutorial
    line, problems = play_line(definition.new_state, content, script, game_id, definition.tutorial)
    assert problems == []
    assert all(CHAPTER_STEPS[0] <= len(c.steps) <= CHAPTER_STEPS[1] for c in script.chapters)
    assert TOTAL_STEPS[0] <= len(script.steps) <= TOTAL_STEPS[1]
    asked = [m for m in line.moves if m.asked]
    assert {m.step for m in asked} == set(range(len(script.steps)))  # every step asked its move
    assert all(m.player == FIRST_PLAYER for m in asked)
    # the opening is the game's own set-up, and every move was legal where it was played
    state = definition.new_state(content, line.config)
    words_asked = set()
    for move in line.moves:
        if move.asked and move.step not in words_asked:  # the step's words go mid-sentence on the table
            words_asked.add(move.step)
            asked_move = script.steps[move.step].expects[0]
            words = definition.tutorial.kinds[asked_move.kind].resolve(state, FIRST_PLAYER, asked_move.argument).words
            assert words[:1].islower(), f"step {move.step + 1}: {words!r}"
        assert state.is_legal(move.player, move.action), move
        state.apply(move.player, move.action)
    assert [s.kind == "human" for s in line.config.seats] == [True] + [False] * (len(line.config.seats) - 1)


def _copy(tmp_path, game_id: str = "kardashev_scale"):
    root = tmp_path / "content"
    shutil.copytree(BUILTIN_CONTENT / game_id, root / game_id)
    return root, root / game_id / "tutorial.yaml"


def _line_of(path, text: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if text in line)


def test_a_step_the_rules_refuse_where_it_is_asked_is_an_error_at_its_line(tmp_path, capsys):
    root, path = _copy(tmp_path)
    text = path.read_text(encoding="utf-8")
    assert "expects: {dial: research}" in text
    path.write_text(text.replace("expects: {dial: research}", "expects: {buy: dyson_swarm}", 1), encoding="utf-8")
    line = _line_of(path, "expects: {buy: dyson_swarm}")
    errors = [str(e) for e in load_content(get_game("kardashev_scale").content_spec, root).errors]
    assert len(errors) == 1
    assert errors[0].startswith(f"{path}:{line}:")
    assert "tutorial.chapters[0].steps[0].expects: buy: ('dyson_swarm', '') cannot be played here" in errors[0]
    assert "(the game asks Player (Choose your dial" in errors[0]
    assert check_content(str(root), []) == 1  # --check-content --content DIR
    out = capsys.readouterr()
    assert f"{path}:{line}:" in out.out and "kardashev_scale: 1 problem" in out.err


def test_a_computer_player_who_must_move_first_without_a_scripted_move_is_named(tmp_path):
    root, path = _copy(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("          others: [{seat: 3, buy: planetary_datasphere}]\n", ""), encoding="utf-8")
    line = _line_of(path, "expects: {buy: {card: equatorial_trade_hub, side: right}}")
    errors = [str(e) for e in load_content(get_game("kardashev_scale").content_spec, root).errors]
    assert len(errors) == 1 and errors[0].startswith(f"{path}:{line}:")
    assert "Orion (Buy one card from the market and choose where it goes, or buy nothing) must move before " \
           "this, and the script gives no move of theirs: add it to this step's `others`" in errors[0]


def test_a_computer_move_that_is_not_its_players_turn_is_an_error_at_its_line(tmp_path):
    root, path = _copy(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("others: [{seat: 3, buy: planetary_datasphere}]",
                                 "others: [{seat: 2, buy: planetary_datasphere}]"), encoding="utf-8")
    line = _line_of(path, "others: [{seat: 2, buy: planetary_datasphere}]")
    errors = [str(e) for e in load_content(get_game("kardashev_scale").content_spec, root).errors]
    assert len(errors) == 1 and errors[0].startswith(f"{path}:{line}:")
    assert "Vega is not to move here" in errors[0]


@pytest.mark.parametrize("old, new, message", [
    ("expects: {dial: research}", "expects: {dail: research}", "unknown move 'dail'; the moves are buy, "
     "buy_nothing, dial, pay, return, take; did you mean 'dial'?"),
    ("expects: {dial: research}", "expects: {dial: reserch}", "expected one of conflict, trade, research, advance, "
     "got 'reserch'; did you mean 'research'?"),
    ("{seat: 2, dial: trade}", "{dial: trade}", "a computer player's move names its seat"),
    ("{seat: 2, dial: trade}", "{seat: 1, dial: trade}", "expected a whole number from 2 to 6, got 1"),
    ("players: [{name: Player}, {name: Vega, level: easy}",
     "players: [{name: Player, level: easy}, {name: Vega, level: easy}", "the first player is the one learning"),
    ("{name: Orion, level: easy}", "{name: Orion, level: wizard}", "expected one of easy, medium, hard, expert"),
])
def test_a_script_that_does_not_read_is_an_error_at_the_value(tmp_path, old, new, message):
    root, path = _copy(tmp_path)
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    errors = [str(e) for e in load_content(get_game("kardashev_scale").content_spec, root).errors]
    line = _line_of(path, new)
    assert any(e.startswith(f"{path}:{line}:") and message in e for e in errors), errors


def test_chapters_and_the_whole_tutorial_are_counted(tmp_path):
    root, path = _copy(tmp_path)
    text = path.read_text(encoding="utf-8")
    start = text.index("        - text: >-\n            You beat both neighbours")
    end = text.index("        - text: >-\n            Vega picked Conflict")
    path.write_text(text[:start] + text[end:], encoding="utf-8")  # a chapter of two steps
    errors = [str(e) for e in load_content(get_game("kardashev_scale").content_spec, root).errors]
    line = _line_of(path, "- title: The Summit")
    assert any(e.startswith(f"{path}:{line}:") and "a chapter has 3 to 6 steps, this one has 2" in e
               for e in errors), errors


def test_the_tutorial_and_the_tips_are_no_part_of_the_identity_saves_are_checked_against(tmp_path):
    root, path = _copy(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("Good luck!", "Have fun!").replace("Pick Trade this time.", "Now Trade."),
                    encoding="utf-8")
    changed = load_content(get_game("kardashev_scale").content_spec, root)
    builtin = built("kardashev_scale")
    assert changed.ok and changed.content.tutorial != builtin.tutorial
    assert (changed.content.identity, changed.content.legacy_identity) == (builtin.identity, builtin.legacy_identity)
    path.unlink()  # no tutorial at all: the game still loads, with the same identity
    without = load_content(get_game("kardashev_scale").content_spec, root)
    assert without.ok and "tutorial" not in without.content.sections
    assert without.content.identity == builtin.identity


def test_a_mod_that_takes_out_a_card_the_tutorial_deals_leaves_the_game_playable(tmp_path):
    mod = make_mod(tmp_path / "lean", kardashev_scale__cards="cards:\n  - {id: solar_sail_fleet, remove: true}\n")
    result = load_game_content("kardashev_scale", None, [mod], None)
    assert result.ok and "solar_sail_fleet" not in result.content.card_index
    warned = [str(w) for w in result.warnings]
    assert any("tutorial.yaml" in w and "with the mods switched on, the deal names 'solar_sail_fleet', which is "
               "not a card of this game" in w for w in warned), warned


def test_a_tutorial_a_mod_gives_is_checked_as_the_mods_own(tmp_path):
    text = (BUILTIN_CONTENT / "kardashev_scale" / "tutorial.yaml").read_text(encoding="utf-8")
    text = text.replace("tutorial:\n", "tutorial:\n  replace: true\n", 1).replace(
        "expects: {dial: research}", "expects: {buy: dyson_swarm}", 1)
    text = text[:text.index("\ntips:")]
    mod = make_mod(tmp_path / "guide", kardashev_scale__tutorial=text)
    result = load_game_content("kardashev_scale", None, [mod], None)
    assert not result.ok
    assert any(str(e).startswith(str(mod / "kardashev_scale" / "tutorial.yaml")) and "cannot be played here" in str(e)
               for e in result.errors), result.errors


@pytest.mark.parametrize("game_id", TUTORIAL_GAMES)
def test_a_run_follows_the_moves_played_and_skips_a_chapter(game_id):
    definition, content = get_game(game_id), built(game_id)
    script = content.tutorial
    line, _ = play_line(definition.new_state, content, script, game_id, definition.tutorial)
    state = definition.new_state(content, line.config)
    run = TutorialRun(script, definition.tutorial)
    for number, move in enumerate(line.moves):
        if move.asked:
            expected = run.expected(state, number)
            assert expected is not None and expected.allows(move.action), (run.step, move)
        else:
            assert run.next_other(state) == (move.player, move.action)
            expected = None
        assert run.step == move.step
        events = state.apply(move.player, move.action)
        run.observe(move.player, move.action, events, state, expected)
    assert run.finished
    run = TutorialRun(script, definition.tutorial)
    run.skip_chapter()
    assert run.skipping and run.skip_to == len(script.chapters[0].steps)
    run.skip_step()
    assert run.skip_to == len(script.chapters[0].steps)  # skipping a step inside a skipped chapter adds nothing


class Later(Searches):
    """Searches done elsewhere: each position's answer comes on the third time it is asked."""

    def __init__(self):
        self.asked: dict = {}

    def found(self, key, kind, state, player, argument):
        self.asked[key] = self.asked.get(key, 0) + 1
        return NOT_YET if self.asked[key] < 3 else kind.search(state, player, argument)


def test_a_searched_move_is_lit_at_once_and_lists_the_content_checks_move_once_its_search_is_in():
    """Ascending Empires' flicks with their shot searched elsewhere (the table's thinking process):
    the step's Expected comes at once, still finding its shot (the ship's flick let through, a
    stand-in for the table to light), then lists what the content check played; a computer's
    scripted flick is played only once its shot is in, and it is the check's."""
    from game.ascending_empires.rules.actions import Flick

    game_id = "ascending_empires"
    definition, content = get_game(game_id), built(game_id)
    script = content.tutorial
    line, _ = play_line(definition.new_state, content, script, game_id, definition.tutorial)
    state = definition.new_state(content, line.config)
    searches = Later()
    run = TutorialRun(script, definition.tutorial, searches=searches)
    waited = {"asked": 0, "others": 0}
    for number, move in enumerate(line.moves):
        if move.asked:
            expected = run.expected(state, number)
            if expected.finding:
                waited["asked"] += 1
                assert expected.stand_ins and all(isinstance(a, Flick) for a in expected.stand_ins)
                ship = expected.stand_ins[0].ship
                assert expected.allows(Flick(ship, 1.0, 0.5)) and not expected.allows(Flick("s9", 1.0, 0.5))
                assert not any(isinstance(a, Flick) for a in expected.actions)
                while expected.finding:
                    expected = run.expected(state, number)
            assert expected is not None and expected.actions[0] == move.action, (run.step, move)
        else:
            scripted = run.next_other(state, number)
            if scripted is None and run.finding_other:
                waited["others"] += 1
                while scripted is None and run.finding_other:
                    scripted = run.next_other(state, number)
            assert scripted == (move.player, move.action)
            expected = None
        events = state.apply(move.player, move.action)
        run.observe(move.player, move.action, events, state, expected)
    assert run.finished
    assert waited["asked"] >= 5 and waited["others"] >= 6, waited  # every flick of both, chosen and flown
    assert all(count == 3 for count in searches.asked.values()), "a search is asked until its answer is in, then kept"


def test_a_flick_no_shot_can_make_is_an_error_at_its_line(tmp_path):
    """Ascending Empires: a flick step is checked by flying it, so a target out of reach from the
    scripted position is named at its line."""
    root, path = _copy(tmp_path, "ascending_empires")
    text = path.read_text(encoding="utf-8")
    first = "expects: {flick: {ship: s1, to: q2d2}}"
    assert first in text
    path.write_text(text.replace(first, "expects: {flick: {ship: s1, to: q4d3}}", 1), encoding="utf-8")
    line = _line_of(path, "to: q4d3")
    errors = [str(e) for e in load_content(get_game("ascending_empires").content_spec, root).errors]
    assert len(errors) == 1 and errors[0].startswith(f"{path}:{line}:")
    assert "no flick found that puts ship s1 in orbit of q4d3" in errors[0]
