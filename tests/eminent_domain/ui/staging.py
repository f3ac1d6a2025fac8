"""Open an Eminent Domain table on a chosen game, optionally arranged first (a scenario: cards
and planets moved between places, every card still in exactly one place)."""

from __future__ import annotations

from game.core.config import GameConfig
from game.core.session import GameSession
from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules.moves import planet_record
from game.eminent_domain.rules.setup import new_game
from game.ui.play import open_table
from tests.ui.driver import frames


def open_game(app, seats, seed=1, arrange=None, variants=()):
    entry = app.catalogue.entry("eminent_domain")
    config = GameConfig("eminent_domain", tuple(seats), tuple(variants), seed)
    offered = {x.id: x.available for x in entry.content.variants}
    if all(offered.get(v, True) for v in variants):
        session = GameSession.start(entry.definition, entry.content, config)
    else:  # a variant the New game screen does not offer yet (its rules are being finished)
        state = new_game(entry.content, config, allow_unavailable=True)
        session = GameSession(entry.definition, entry.content, config, state)
    if arrange is not None:
        arrange(session.state)
        session.snapshots[0] = session.state.to_dict()
    assert open_table(app, session)
    frames(app, 3)
    return app.stack.top if app.stack.top.name != "pass" else list(app.stack)[0]


def hand_of(s, p: int, stack: str, count: int) -> None:
    """Swap role cards of p's hand for cards of one role stack, so p holds `count` more of that role;
    each swapped card goes back on its own stack."""
    hand = s.players[p]["hand"]
    others = [uid for uid in hand if s.card_face[uid] != stack and s.card_face[uid] in s.stacks]
    for uid in others[:count]:
        hand[hand.index(uid)] = s.stacks[stack].pop()
        s.stacks[s.card_face[uid]].append(uid)


def settle_planets(s, p: int, kind: str, count: int) -> None:
    """Give p `count` face-up planets of one type from the planet deck, and turn p's start planet up."""
    for rec in s.players[p]["planets"]:
        rec["up"] = True
    for uid in [u for u in s.planet_deck if E.planet_def(s, u).type == kind][:count]:
        s.planet_deck.remove(uid)
        rec = planet_record(s, uid)
        rec["up"] = True
        s.players[p]["planets"].append(rec)
