"""The moves Eminent Domain's tutorial script may name (game/core/tutorial runs it).

Cards are named by their face (`survey`, `produce_trade`, a technology's id) and planets by their
id (`chrispen`): the step finds the card or planet in this very position (the first in the hand,
or the one the decision offers). Moves, as a script writes them:
- `play: survey` (a card's action), `lead: survey` (a role), `boost: survey`;
- `follow: true`, `dissent: true`;
- `keep: chrispen` (a surveyed planet), `settle: chrispen`, `colonize: chrispen` (tuck a colony);
- `produce: chrispen`, `trade: chrispen` (a resource slot on that planet);
- `research: data_network` (buy a technology), `discard: warfare` (at the cleanup);
- `finish: true`: the decision's "I am done" (resolve a role, skip the action, stop adding).
The game is the seed's: the opening needs no deal."""

from __future__ import annotations

from game.core.content.schema import Bool, Enum, Str
from game.core.tutorial.moves import MoveKind, TutorialRules, listed

from .actions import (Boost, Buy, Discard, Dissent, Finish, Follow, KeepPlanet, LeadRole, PlayAction, Produce, Settle,
                      Trade, Tuck)
from .describe import action_label

ROLES = ("survey", "warfare", "colonize", "produce", "trade", "research")


def _matching(state, player: int, kind, test, words: str, why: str):
    found = [a for a in state.legal_actions(player) if isinstance(a, kind) and test(a)]
    return listed(found, _in_a_sentence(action_label(state, found[0])) if found else words, why)


def _in_a_sentence(label: str) -> str:
    """A button's label ("Lead Survey") as the step's words, which go mid-sentence ("lead Survey")."""
    return label[:1].lower() + label[1:]


def _card_is(state, face_id: str):
    return lambda action: state.card_face[action.card] == face_id


def _planet_is(state, planet_id: str):
    return lambda action: state.planet_def[action.planet] == planet_id


def _play(state, player, face_id):
    return _matching(state, player, PlayAction, _card_is(state, face_id), f"play {face_id}",
                     f"no {face_id} card can be played for its action now")


def _lead(state, player, role):
    return _matching(state, player, LeadRole, lambda a: a.role == role, f"lead {role}",
                     f"the {role} role cannot be led now")


def _boost(state, player, face_id):
    return _matching(state, player, Boost, _card_is(state, face_id), f"boost with {face_id}",
                     f"no {face_id} card can boost the role now")


def _discard(state, player, face_id):
    return _matching(state, player, Discard, _card_is(state, face_id), f"discard {face_id}",
                     f"no {face_id} card can be discarded now")


def _only(kind, words: str, why: str):
    return lambda state, player, _: _matching(state, player, kind, lambda a: True, words, why)


def _planet_move(kind, words: str):
    def resolve(state, player, planet_id):
        return _matching(state, player, kind, _planet_is(state, planet_id), f"{words} {planet_id}",
                         f"{words} {planet_id} is not what the game asks now")
    return resolve


def _research(state, player, face_id):
    return _matching(state, player, Buy, _card_is(state, face_id), f"research {face_id}",
                     f"{face_id} cannot be researched now")


RULES = TutorialRules.of(
    MoveKind("play", Str(), _play, "play a card of this face for its action"),
    MoveKind("lead", Enum(*ROLES), _lead, "lead a role"),
    MoveKind("boost", Str(), _boost, "boost the role with a card of this face"),
    MoveKind("follow", Bool(), _only(Follow, "follow the role", "nobody asks to follow now"), "follow the role led"),
    MoveKind("dissent", Bool(), _only(Dissent, "dissent", "nobody asks to follow now"), "dissent: draw a card"),
    MoveKind("keep", Str(), _planet_move(KeepPlanet, "keep"), "keep this surveyed planet"),
    MoveKind("settle", Str(), _planet_move(Settle, "settle"), "settle this planet"),
    MoveKind("colonize", Str(), _planet_move(Tuck, "colonize"), "put a colony under this planet"),
    MoveKind("produce", Str(), _planet_move(Produce, "produce on"), "produce a resource on this planet"),
    MoveKind("trade", Str(), _planet_move(Trade, "trade from"), "trade a resource from this planet"),
    MoveKind("research", Str(), _research, "buy this technology"),
    MoveKind("discard", Str(), _discard, "discard a card of this face at the cleanup"),
    MoveKind("finish", Bool(), _only(Finish, "finish", "the game asks no finishing now"),
             "the decision's 'I am done': resolve the role, skip the action, stop"),
    tip_kinds=("action", "role", "follow", "boost", "survey", "attack", "colonize", "produce", "trade", "research",
               "remove", "discard"),
)
