""""Try it": a setup option that deals a chosen item to the first seat at the start, legally, in
each game; saved with the game like any option, never a variant New game offers."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.core.config import GameConfig, parse_players
from game.core.content.service import load_game_content
from game.core.registry import get_game
from game.core.rng import Rng
from game.core.saves import load_session, write_save
from game.core.session import GameSession
from game.core.tryout import try_problem, with_tried_item
from game.core.variants import game_variants

ROOT = Path(__file__).resolve().parents[2]


def content(game_id):
    return load_game_content(game_id, None, [], None).content


def config(game_id, item=None, variants=(), players="human,ai:easy", seed=7):
    plain = GameConfig(game_id, parse_players(players), tuple(variants), seed)
    return with_tried_item(plain, item) if item else plain


def start(game_id, item=None, variants=(), **kw):
    return get_game(game_id).new_state(content(game_id), config(game_id, item, variants, **kw))


def play_on(game_id, state, steps=40):
    """A few legal moves, with a save round trip: the dealt start is a position the rules play."""
    definition, rng = get_game(game_id), Rng(3)
    for _ in range(steps):
        if state.is_terminal():
            break
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        state.apply(player, legal[rng.randrange(len(legal))])
        again = definition.state_class.from_dict(state.content, state.to_dict())
        assert again.to_dict() == state.to_dict()


def test_kardashev_scale_lays_the_card_first_in_its_market():
    plain = start("kardashev_scale")
    tried_card = next(c for c in plain.decks[2] if c)  # a galactic card still in the deck
    state = start("kardashev_scale", tried_card)
    assert state.market[2][0] == tried_card
    assert Counter(state.decks[2] + state.market[2]) == Counter(plain.decks[2] + plain.market[2])
    assert state.market[0] == plain.market[0] and state.decks[0] == plain.decks[0]
    shown = plain.market[1][2]
    assert start("kardashev_scale", shown).market[1][0] == shown
    play_on("kardashev_scale", state)


def test_eminent_domain_deals_a_technology_as_if_researched():
    plain = start("eminent_domain")
    action = start("eminent_domain", "improved_survey_st")
    face = lambda s, uids: [s.card_face[u] for u in uids]  # noqa: E731
    assert "improved_survey_st" in face(action, action.players[0]["hand"])
    assert len(action.players[0]["hand"]) == len(plain.players[0]["hand"]) + 1
    assert len(action.tech_supply) == len(plain.tech_supply) - 1
    permanent = start("eminent_domain", "weapon_emporium__streamlining")
    assert face(permanent, permanent.players[0]["techs"]) == ["weapon_emporium"]
    play_on("eminent_domain", action)
    play_on("eminent_domain", permanent)


def test_eminent_domain_deals_a_planet_face_down_or_as_the_start_planet():
    state = start("eminent_domain", "lyttle")
    records = state.players[0]["planets"]
    assert [state.planet_def[r["uid"]] for r in records][1:] == ["lyttle"] and not records[1]["up"]
    assert state.planet_def.index("lyttle") not in state.planet_deck
    plain = start("eminent_domain")
    mine = plain.planet_def[plain.players[0]["planets"][0]["uid"]]
    other = next(p.id for p in content("eminent_domain").planets if p.start and p.expansion == "base" and p.id != mine)
    swapped = start("eminent_domain", other)
    starts = [swapped.planet_def[pl["planets"][0]["uid"]] for pl in swapped.players]
    assert starts[0] == other and len(swapped.players[0]["planets"]) == 1
    everywhere = sorted(starts + [swapped.planet_def[u] for u in swapped.planet_box])
    assert everywhere == sorted([plain.planet_def[pl["planets"][0]["uid"]] for pl in plain.players]
                                + [plain.planet_def[u] for u in plain.planet_box])
    play_on("eminent_domain", swapped)


def test_ascending_empires_develops_the_technology_and_the_levels_below():
    plain = start("ascending_empires")
    state = start("ascending_empires", "grey_3")  # on_develop: troops and ships from the box
    assert state.players[0]["tech"]["grey"] == 3 and state.players[1]["tech"]["grey"] == 0
    assert state.players[0]["troops"] > plain.players[0]["troops"]
    assert state.first_developed == [] and state.players[0]["tokens"] == 0
    play_on("ascending_empires", state, steps=12)


@pytest.mark.parametrize("game_id, item, words", [
    ("kardashev_scale", "dyson_swarn", "Kardashev Scale has no item 'dyson_swarn' to try; did you mean 'dyson_swarm'?"),
    ("eminent_domain", "esc_improved_research_rf", "in the Escalation expansion: play with the Escalation variant"),
    ("ascending_empires", "row_1", "Ascending Empires has no item 'row_1' to try"),
])
def test_an_item_that_cannot_be_tried_is_one_clear_line(game_id, item, words):
    problem = try_problem(get_game(game_id), content(game_id), config(game_id, item))
    assert problem is not None and words in problem and "\n" not in problem


def test_the_tried_item_is_no_variant_and_a_save_of_such_a_game_resumes(tmp_path):
    definition, loaded = get_game("kardashev_scale"), content("kardashev_scale")
    assert all(v.id != "try" for v in game_variants(definition, loaded))
    session = GameSession.start(definition, loaded, config("kardashev_scale", "dyson_swarm"))
    player = session.state.to_act()[0]
    session.apply(player, session.state.legal_actions(player)[0])
    assert session.config.variants == () and session.config.options == {"try": "dyson_swarm"}
    resumed = load_session(write_save(tmp_path / "try.json", session), lambda game_id: loaded)
    assert resumed.config.options == {"try": "dyson_swarm"}
    assert resumed.state.to_dict() == session.state.to_dict()


def test_try_on_the_command_line_needs_a_game_and_names_a_wrong_item(tmp_path):
    env = {"ORRERY_HOME": str(tmp_path), "ORRERY_NO_VENV": "1", "PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}

    def run(*args):
        return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                              env=env, timeout=180)

    alone = run("--try", "dyson_swarm")
    assert alone.returncode == 2 and alone.stderr == "main.py: --try needs --game and --players: it deals the item " \
                                                     "in a game that starts at once\n"
    wrong = run("--game", "kardashev_scale", "--players", "human,ai:easy", "--try", "dyson_swarn", "--frames", "2")
    assert wrong.returncode == 2 and wrong.stderr.strip().endswith("did you mean 'dyson_swarm'?")
    good = run("--game", "kardashev_scale", "--players", "human,ai:easy", "--try", "dyson_swarm", "--frames", "3")
    assert good.returncode == 0, good.stderr
