"""Saves written by an earlier version still load and play on: the games in old_saves/ were
saved mid-turn (a role being boosted and followed, a survey, a scenario being chosen, a follower's
Research) by the version whose pending tasks were dicts with one-letter keys. Each is played
again from its moves and snapshots, offers the same choices, and plays to the same end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.rng import Rng
from game.core.saves import session_from_dict, session_to_dict
from game.eminent_domain.bots import BOTS
from game.eminent_domain.rules.task_records import Task

from .helpers import content

FOLDER = Path(__file__).parent / "old_saves"

# file -> (moves saved, seat to act, what it is asked, its legal actions, final (seat, score) in rank order
# when easy computer players seeded Rng(40 + seat) play on)
SAVED = {
    "base_game_survey.json": (36, 0, "survey", ["KeepPlanet(planet=19)", "KeepPlanet(planet=24)"],
                              [(1, 17), (0, 7)]),
    "escalation_three_players.json": (57, 0, "boost", ["Boost(card=18)", "Finish()"], [(1, 13), (0, 12), (2, 8)]),
    "scenario_offer.json": (1, 1, "scenario", ["ChooseScenario(scenario='artificial_intelligence')",
                                               "ChooseScenario(scenario='bountiful_harvest')"], [(0, 14), (1, 8)]),
    "escalation_four_players_following.json": (
        345, 0, "research",
        ["Buy(card=97, side='esc_improved_research_rf')", "Buy(card=98, side='esc_improved_trade_tf')",
         "Buy(card=99, side='double_time_advanced_r')", "Buy(card=100, side='double_time_advanced_t')",
         "Buy(card=128, side='improved_survey_st')", "Buy(card=129, side='improved_survey_sr')",
         "Buy(card=130, side='improved_colonize_cr')", "Buy(card=131, side='improved_colonize_ct')",
         "Buy(card=132, side='improved_warfare_wr')", "Buy(card=133, side='improved_warfare_wt')",
         "Buy(card=134, side='improved_production_pr')", "Buy(card=135, side='improved_production_pt')",
         "Finish()", "UpgradeFleet(pay='research')"],
        [(2, 14), (0, 12), (1, 4), (3, 4)]),
}


@pytest.mark.parametrize("name", sorted(SAVED))
def test_a_save_written_before_loads_offers_the_same_choices_and_plays_to_the_same_end(name):
    moves, seat, asked, legal, final = SAVED[name]
    session = session_from_dict(json.loads((FOLDER / name).read_text()), lambda game_id: content(), name)
    s = session.state
    assert len(session.actions) == moves
    assert s.to_act() == [seat] and s.pending(seat).kind == asked
    assert [repr(a) for a in s.legal_actions(seat)] == legal
    assert all(isinstance(task, Task) for task in s.tasks) and s.tasks[-1].kind == asked
    again = session_from_dict(session_to_dict(session), lambda game_id: content(), name)  # saved now, named fields
    assert again.state == s and all("step" in task for task in again.state.to_dict()["tasks"])
    rngs = [Rng(40 + q) for q in range(s.n)]
    while not s.is_terminal():
        q = s.to_act()[0]
        session.apply(q, BOTS["easy"]().choose(s.view(q), s.legal_actions(q), rngs[q], 5.0))
    assert [(r.player, r.score) for r in s.outcome().results] == final

