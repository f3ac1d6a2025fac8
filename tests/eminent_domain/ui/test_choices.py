"""Every legal action is offered on the table exactly once, on something drawn on screen, and
nothing else is: checked along random games for 2, 3 and 4 players (no window needed)."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.eminent_domain.rules.actions import Buy, BuyWithShips
from game.eminent_domain.rules.task_records import BoostTask, ResearchTask
from game.eminent_domain.scenes import choices as C
from game.eminent_domain.scenes import picklayout as PL
from game.eminent_domain.scenes import placement as L
from game.eminent_domain.scenes import techcards as K
from tests.eminent_domain.helpers import new_game
from tests.eminent_domain.ui.table_sizes import regions_for


def walk_random_game(s, seed: int) -> tuple[set, set]:
    """Play `s` to the end with random legal moves, checking at every decision that each legal
    action is offered once, labelled in words, on something the layout draws. Returns the decision
    kinds and the action class names met on the way."""
    rng = Rng(seed)
    kinds, names = set(), set()
    while not s.is_terminal():
        p = s.to_act()[0]
        legal = s.legal_actions(p)
        view = s.view(p)
        ch = C.choices_for(view, p, legal)
        kinds.add(ch.task)
        names |= {type(a).__name__ for a in legal}
        offered = [c.action for cs in ch.targets.values() for c in cs] + [c.action for c in ch.buttons]
        assert sorted(map(repr, offered)) == sorted(map(repr, legal))
        labels = [c.label for cs in ch.targets.values() for c in cs] + [c.label for c in ch.buttons]
        # every label is in words (a bare class name would mean an action nobody described)
        assert all(label and (" " in label or label in ("Follow", "Dissent", "Produce", "Trade") or a.__class__.__name__
                   == "NameResource") for label, a in zip(labels, offered)), labels
        # several actions on one thing open a menu; one thing never mixes unrelated steps
        ids = [C.button_id(c.action) for c in ch.buttons]
        assert len(ids) == len(set(ids))
        looks = view.tasks[-1].planets if ch.task in C.LOOK_TASKS else None
        # the research list covers the table exactly when a technology can be taken, the
        # scenario picker when scenarios are dealt; every target is on one of the list's pages
        overlay = L.overlay_for(view, ch)
        assert (overlay == "research") == any(isinstance(c.action, (Buy, BuyWithShips))
                                              for cs in ch.targets.values() for c in cs)
        purchases = K.purchases(view, p, view.tasks[-1], ch.targets) if overlay == "research" else []
        reg = regions_for(view)
        pages = [L.build(view, p, reg, looks, overlay, page=page, purchases=purchases)
                 for page in range(PL.research_pages(purchases, reg))]
        for target in ch.targets:
            lay = next((lay for lay in pages if target in lay.rects), pages[0])
            assert target in lay.rects, (ch.task, target)
            assert lay.hit(lay.rects[target].center, ch.targets) == target
        s.apply(p, legal[rng.randrange(len(legal))])
    return kinds, names


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_every_legal_action_is_on_screen_and_nothing_else(players, seed):
    kinds, _ = walk_random_game(new_game(players, seed), seed)
    assert {"action", "role", "boost", "follow", "discard"} <= kinds


def test_reasons_name_what_is_missing():
    s = new_game(2, 5)
    view = s.view(0)
    level2 = next(uid for uid in view.tech_supply if view.cat.cards[view.card_face[uid]].level == 2)
    info = view.cat.cards[view.card_face[level2]]
    reason = C.tech_reason(view, 0, level2, None)
    assert reason.startswith(f"Needs {info.planets_needed} face-up {info.type} planets")
    research = ResearchTask(player=0, strength=2)
    for uid in view.tech_supply:
        reason = C.tech_reason(view, 0, uid, research)
        assert reason  # no planets face up yet and only 2 Research: nothing can be bought
    task = BoostTask(player=0, role="warfare", lead=True, cards=[])
    other = next(uid for uid in view.players[0]["hand"] if view.card_face[uid] != "warfare")
    assert C.hand_reason(view, 0, other, task) == "No Warfare symbol on this card."
    assert C.hand_reason(view, 0, other, task.but(player=1)) == ""  # not this player's step: nothing to say
