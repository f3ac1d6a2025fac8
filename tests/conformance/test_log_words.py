"""Every line of every game's log is in words a player would use: no internal identifier ("takes a
produce_trade card"). The log's words come from the rules and their vocabulary, not from the
tables, so seeded bot games played headless see every line a table would show.

An identifier is a word with an underscore (every id of more than one word has one), or the id of
a thing the player knows by its name (a card, role, planet, technology, scenario) written where
its name belongs, that is where the id is not simply the name in small letters (a lone
lowercase "colonize" for the Colonize card is caught too: the rules write role names with a
capital). Words that are also plain nouns in a game's prose are named below with the reason.

Each game plays 50 seeded games with random bots (every seat count, Eminent Domain's variants in
turn). Ascending Empires plays each of its 50 only for its first 200 moves (a whole random game is
about ten thousand moves and a second of flicks), then two whole games with easy bots for the
lines of the end: about 2.5 s; the whole test takes under 5 s."""

from __future__ import annotations

import re

import pytest

from game.core.bots import DEFAULT_BUDGET, make_bot, seat_rng
from game.core.config import GameConfig, Seat
from game.core.content.service import load_game_content
from game.core.playout import NoEnd, SeatedBots, play_out, random_policy
from game.core.registry import get_game
from game.core.rng import Rng

GAMES = 50
# the content sections whose entries a player knows by name
NAMED = {"kardashev_scale": ("cards",), "eminent_domain": ("roles", "planets", "technologies", "scenarios"),
         "ascending_empires": ("technologies", "row_bonuses")}
# words that are a named thing's id and a plain noun of the game's prose at once
PLAIN_NOUNS = {"eminent_domain": {"destroyer", "battlecruiser"}}  # ships, and two scenarios' names
SEATS = {"kardashev_scale": (2, 6), "eminent_domain": (2, 4), "ascending_empires": (2, 4)}
ED_VARIANTS = ((), ("escalation",), ("escalation", "escalation_scenarios"))
AE_MOVES = 200  # of each Ascending Empires game


def named_ids(value, out: dict) -> dict:
    """id -> name of every entry (and part of an entry: a technology's sides) with both."""
    ident, name = getattr(value, "id", None), getattr(value, "name", None)
    if isinstance(ident, str) and isinstance(name, str):
        out[ident] = name
    if isinstance(value, (list, tuple)):
        for item in value:
            named_ids(item, out)
    elif hasattr(value, "__dataclass_fields__"):
        for field in value.__dataclass_fields__:
            part = getattr(value, field)
            if not isinstance(part, (str, int, float, bool, type(None))):
                named_ids(part, out)
    return out


def identifiers(text: str, ids: dict, plain: set) -> list[str]:
    words = re.findall(r"[A-Za-z0-9_']+", text)
    return [w for w in words if "_" in w or (w in ids and w not in plain and ids[w] != w)]


def test_the_check_finds_ids_and_lets_names_and_plain_words_pass():
    ids = {"produce_trade": "Produce/Trade", "colonize": "Colonize", "lyttle": "Lyttle", "destroyer": "Destroyer"}
    plain = {"destroyer"}
    assert identifiers("Ann takes a produce_trade card.", ids, plain) == ["produce_trade"]
    assert identifiers("Ann takes a colonize card.", ids, plain) == ["colonize"]
    assert identifiers("Ann takes a Colonize card; Lyttle turns face up.", ids, plain) == []
    assert identifiers("Ann turns 2 fighters into a destroyer.", ids, plain) == []


def _seats(game_id: str, k: int) -> tuple:
    low, high = SEATS[game_id]
    return tuple(Seat(f"Player {i + 1}") for i in range(low + k % (high - low + 1)))


def _lines(game_id: str):
    """(seed, line) of every log line of the game's seeded bot games."""
    definition = get_game(game_id)
    content = load_game_content(game_id).content
    found = []

    def log(state, player, action, events):
        found.extend((seed, e.text) for e in events if e.text)

    for seed in range(GAMES):
        seats = _seats(game_id, seed)
        variants = ED_VARIANTS[seed % len(ED_VARIANTS)] if game_id == "eminent_domain" else ()
        if game_id == "eminent_domain" and "escalation" in variants and seed % 4 == 3:
            seats += (Seat("Player 5"),)  # Escalation's fifth seat
        state = definition.new_state(content, GameConfig(game_id, seats, variants, seed))
        try:
            play_out(state, random_policy(Rng(seed)), on_action=log,
                     max_actions=AE_MOVES if game_id == "ascending_empires" else 20_000)
        except NoEnd:
            assert game_id == "ascending_empires"  # its first moves are all it plays of a random game
    if game_id == "ascending_empires":
        for seed in range(GAMES, GAMES + 2):  # whole games, for the lines of the end
            seats = _seats(game_id, 0)
            state = definition.new_state(content, GameConfig(game_id, seats, (), seed))
            bots = [make_bot(definition, "easy") for _ in seats]
            policy = SeatedBots(bots, [seat_rng(seed, i) for i in range(len(seats))],
                                [DEFAULT_BUDGET["easy"]] * len(seats))
            play_out(state, policy, max_actions=20_000, on_action=log)
            assert state.is_terminal()
    return content, found


@pytest.mark.parametrize("game_id", ["kardashev_scale", "eminent_domain", "ascending_empires"])
def test_no_log_line_holds_an_identifier(game_id):
    content, lines = _lines(game_id)
    ids = {}
    for section in NAMED[game_id]:
        named_ids(content.sections[section], ids)
    assert ids, "the named things of the content were found"
    plain = PLAIN_NOUNS.get(game_id, set())
    bad = sorted({f"seed {seed}: {text}" for seed, text in lines if identifiers(text, ids, plain)})
    assert len(lines) > 1000 and bad == [], "\n".join(bad[:20])
