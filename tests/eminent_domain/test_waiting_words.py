"""While one player decides, everyone else is told what that player is doing, in the third
person ("Vega is choosing the role to lead."), never the decider's own prompt ("your hand")."""

from __future__ import annotations

import re

from game.core.rng import Rng
from game.eminent_domain.rules import state  # noqa: F401 - imports every step, so all are registered
from game.eminent_domain.rules.tasks import DECISIONS, Step

from .helpers import new_game


def test_every_decision_says_what_its_player_is_doing_in_the_third_person():
    for kind, (step, _) in DECISIONS.items():
        assert step.waiting is not Step.waiting, f"{kind} has no words of its own for the others"
        if isinstance(step.waiting, str):
            assert not re.search(r"\byour?\b", step.waiting), (kind, step.waiting)


def test_the_others_are_told_what_the_decider_does_through_a_whole_game():
    for players, variants in ((3, ()), (4, ("escalation",))):
        s = new_game(players, 5, variants)
        rng = Rng(2)
        kinds = set()
        while not s.is_terminal():
            p = s.to_act()[0]
            said = s.waiting_for(p)
            assert said.startswith(f"{s.name(p)} is ") and said.endswith(".") and " your " not in said, said
            assert s.waiting_for((p + 1) % players) == ""  # only of the one deciding
            kinds.add(s.pending(p).kind)
            s.apply(p, rng.choice(s.legal_actions(p)))
        assert {"role", "follow", "boost"} <= kinds
