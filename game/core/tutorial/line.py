"""A tutorial script played through the rules: from its opening (the game's own set-up with the
script's seed and deal), each step's computer moves, then the moves it asks for, exactly as the
table will play them.

The content check plays it whole: a move the rules refuse in the scripted position (or a flick
whose first listed shot does not do what the step asks) is a content error at that move's line,
and so is a computer player who must move where the script gives them no move. A resumed chapter
starts from the position the line reaches before that chapter's first step."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES, GameConfig, Seat
from game.core.content.errors import ContentError

from .moves import Expected, TutorialRules, Unplayable
from .script import Move, Script

DEAL_OPTION = "deal"  # GameConfig.options: how the decks or the board are set (the game's setup reads it)
FIRST_PLAYER = 0  # the seat of the player learning
LINE_KEY = "tutorial_line"  # Content.worked_out: the script played through by the content check


@dataclass(frozen=True)
class LineMove:
    step: int  # the step it belongs to, over the whole tutorial
    player: int
    action: object
    asked: bool  # a move the step asks of the player learning (not a computer's)


@dataclass
class Line:
    config: GameConfig
    moves: list[LineMove] = field(default_factory=list)
    step_starts: list[int] = field(default_factory=list)  # where each step's computer moves begin

    def before_step(self, step: int) -> list[LineMove]:
        """The moves that lead to the position where `step` begins (its computer moves still to come)."""
        return self.moves[:self.step_starts[step]] if step < len(self.step_starts) else list(self.moves)


def config_of(script: Script, game_id: str) -> GameConfig:
    """The game the opening sets up: the player learning in seat 1, the computer players after."""
    seats = []
    for index, seat in enumerate(script.opening.players):
        colour, shape = PLAYER_COLOURS[index % len(PLAYER_COLOURS)], PLAYER_SHAPES[index % len(PLAYER_SHAPES)]
        if seat.level:
            seats.append(Seat(seat.name, "ai", seat.level, colour, shape))
        else:
            seats.append(Seat(seat.name, "human", "medium", colour, shape))
    options = {DEAL_OPTION: plain(script.opening.deal)} if script.opening.deal is not None else {}
    return GameConfig(game_id, tuple(seats), (), script.opening.seed, options)


def plain(value):
    """A deal as plain JSON data, for GameConfig.options (saves keep it)."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def asking(state, names) -> str:
    """Who must move now and what they are asked, in words."""
    parts = []
    for player in state.to_act():
        pending = state.pending(player)
        prompt = f" ({pending.prompt.rstrip('.')})" if pending is not None and pending.prompt else ""
        parts.append(f"{names[player]}{prompt}")
    return "; ".join(parts) or "nobody"


def play_line(new_state, content, script: Script, game_id: str, rules: TutorialRules) -> tuple[Line, list[ContentError]]:
    """The script played through the rules: the line of moves, and the first problem (if any) as
    a located content error (what follows a refused move cannot be checked)."""
    config = config_of(script, game_id)
    line = Line(config)
    names = [seat.name for seat in config.seats]
    try:
        state = new_state(content, config)
    except ValueError as error:  # a table size or a deal the game cannot set up
        return line, [ContentError(script.opening.where, "tutorial.opening", str(error))]
    for index, step in enumerate(script.steps):
        line.step_starts.append(len(line.moves))
        for move in step.others:
            for _ in range(8):  # a move is a few actions at most (choosing a ship, then its flick)
                expected, problem = _other(state, move, names, config, rules)
                if problem is not None:
                    return line, [problem]
                action = expected.actions[0]
                events = state.apply(move.seat, action)
                line.moves.append(LineMove(index, move.seat, action, False))
                if expected.finishes(action):
                    if not expected.reached(state, events):
                        return line, [_error(move, f"{names[move.seat]}'s {move.described()} does not do what the "
                                                   f"script says: {expected.miss}")]
                    break
        for move in step.expects:
            problem = _asked(state, move, names, rules, line, index)
            if problem is not None:
                return line, [problem]
    return line, []


def _asked(state, move: Move, names, rules, line: Line, index: int) -> ContentError | None:
    """Play a move the step asks of the player learning (one action, or a few when choosing starts
    it, as choosing a ship starts a flick); why it cannot be played, or None."""
    for _ in range(8):  # a move is a few actions at most
        if state.is_terminal():
            return _error(move, "the game is over before this move")
        if FIRST_PLAYER not in state.to_act():
            return _error(move, f"{asking(state, names)} must move before this, and the script gives no "
                                f"move of theirs: add it to this step's `others`")
        try:
            expected = rules.kinds[move.kind].resolve(state, FIRST_PLAYER, move.argument)
        except Unplayable as why:
            return _error(move, f"{move.described()} cannot be played here: {why} "
                                f"(the game asks {asking(state, names)})")
        action = expected.actions[0]
        if not state.is_legal(FIRST_PLAYER, action):
            return _error(move, f"{move.described()} is not a legal move here (the game asks {asking(state, names)})")
        events = state.apply(FIRST_PLAYER, action)
        line.moves.append(LineMove(index, FIRST_PLAYER, action, True))
        if expected.finishes(action):
            if not expected.reached(state, events):
                return _error(move, f"the move listed first for {move.described()} does not do what the step "
                                    f"asks: {expected.miss}")
            return None
    return _error(move, f"{move.described()} never ends")


def _other(state, move: Move, names, config, rules) -> tuple[Expected | None, ContentError | None]:
    """A computer player's scripted move worked out now: (what it allows, None), or (None, why it
    cannot be played)."""
    seat = move.seat
    if seat >= len(names):
        return None, _error(move, f"seat {seat + 1} is not in the opening, which seats {len(names)} players")
    if config.seats[seat].is_human:
        return None, _error(move, f"seat {seat + 1} is the player learning; their moves go in `expects`")
    if state.is_terminal() or seat not in state.to_act():
        return None, _error(move, f"{names[seat]} is not to move here (the game asks {asking(state, names)})")
    try:
        expected = rules.kinds[move.kind].resolve(state, seat, move.argument)
    except Unplayable as why:
        return None, _error(move, f"{names[seat]}'s {move.described()} cannot be played here: {why}")
    if not state.is_legal(seat, expected.actions[0]):
        return None, _error(move, f"{names[seat]}'s {move.described()} is not a legal move here")
    return expected, None


def _error(move: Move, message: str) -> ContentError:
    return ContentError(move.where, move.path, message)


def script_problems(new_state, content, game_id: str, rules: TutorialRules) -> list[ContentError]:
    """The content check of a game's tutorial: its script played through the rules ([] when the
    content has no tutorial, or when it plays through)."""
    script = content.sections.get("tutorial")
    if script is None:
        return []
    line, problems = play_line(new_state, content, script, game_id, rules)
    if not problems:
        content.worked_out[LINE_KEY] = line  # Learn to play opens on it without playing it again
    return problems


def line_of(new_state, content, game_id: str, rules: TutorialRules) -> tuple[Line, list[ContentError]]:
    """The tutorial's line: the one the content check worked out, else played through now."""
    line = getattr(content, "worked_out", {}).get(LINE_KEY)
    if line is not None:
        return line, []
    return play_line(new_state, content, content.sections["tutorial"], game_id, rules)
