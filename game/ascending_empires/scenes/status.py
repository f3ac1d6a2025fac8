"""The status panel (whose turn, what they are doing, the VP pool, movement points) and the
context area under the action bar (the chosen action's hint, or who is thinking)."""

from __future__ import annotations

import pygame

from game.ui import fonts, look

from ..rules import actions as A
from . import choices
from .layout import CONTEXT, STATUS
from .placards import vp_pool


def lines_of(text: str, size: int, width: int, most: int) -> list[str]:
    """`text` wrapped to `width`, at most `most` lines (what did not fit is noted as shortened)."""
    lines = fonts.wrap(text, size, width)
    if len(lines) > most:
        fonts.note_shortened(text)
    return lines[:most]


def draw_status(surface, scene, view) -> None:
    x, y = STATUS.x + 14, STATUS.y + 10
    if view.phase == "over":
        look.blit_text(surface, "Game over", 22, (x, y), look.GOLD, "display")
        outcome = view.outcome()
        winners = [r for r in outcome.results if r.rank == 1] if outcome else []
        if winners:
            names = " and ".join(scene.seat_name(r.player) for r in winners)
            line = f"{names} {'win' if len(winners) > 1 else 'wins'} with {winners[0].score} points"
            for i, text in enumerate(lines_of(line, 14, STATUS.w - 28, 2)):
                look.blit_text(surface, text, 14, (x, y + 32 + i * 18), look.INK)
    else:
        current = view.current
        scene.draw_player_marker(surface, (x + 8, y + 12), 8, current)
        mine = current == scene.viewer and current in scene.session.human_players_to_act()  # never in a replay
        whose = "Your turn" if mine else f"{scene.seat_name(current)}'s turn"
        look.blit_text(surface, whose, 20, (x + 24, y), look.INK, "display")
        look.blit_text(surface, f"turn {view.turn}", 13, (STATUS.right - 14, y + 5), look.MUTED,
                       anchor="topright")
        pending = view.pending(current)
        if scene.flight is not None:
            prompt = "The flick is under way\u2026"
        elif pending is not None and mine:
            prompt = pending.prompt
        elif pending is not None:
            prompt = choices.doing(view)
        else:
            prompt = ""
        for i, line in enumerate(lines_of(prompt, 14, STATUS.w - 28, 2)):
            look.blit_text(surface, line, 14, (x, y + 30 + i * 18), look.MUTED)
    moving = view.phase in ("move", "flick") or (view.phase == "action" and scene.mode == "move")
    pool_w = STATUS.w - 28 - (110 if moving else 0)
    vp_pool(surface, pygame.Rect(x, STATUS.bottom - 50, pool_w, 44), view.vp_pool, scene.vp_total)
    if moving:
        total = view.movement_points(view.current)
        left = view.moves_left if view.move_started else total
        px = STATUS.right - 14 - total * 18
        look.blit_text(surface, "moves left", 13, (STATUS.right - 14, STATUS.bottom - 48), look.ACCENT, "bold",
                       "topright")
        for i in range(total):
            colour = look.ACCENT if i < left else (40, 52, 80)
            pygame.draw.circle(surface, colour, (px + i * 18 + 8, STATUS.bottom - 20), 7)
            pygame.draw.circle(surface, (150, 200, 240), (px + i * 18 + 8, STATUS.bottom - 20), 7, 1)
    if view.end_trigger is not None and view.phase != "over":
        look.blit_text(surface, "Final round!", 13, (STATUS.right - 14, STATUS.y + 32), look.DANGER, "bold",
                       "topright")


def draw_context(surface, scene, view) -> None:
    if scene.my_turn():
        group = scene.active_group(view)
        title = {"recruit": "Recruit", "withdraw": "Withdraw", "move": "Move", "mine": "Mine",
                 "build": "Build", "develop": "Develop", "scan": "A secret look"}.get(group or "", "")
        if view.phase == "city_reward":
            title = "City reward"
        if view.phase == "flick":
            title = "Flick"
        if view.phase == "scan" and len(scene.legal()) == 1:  # nothing to look at: only End turn
            group, title = "end", "End of turn"
        recruits = any(isinstance(a, A.Recruit) for a in scene.legal())
        if group == "recruit" and view.phase == "action" and not recruits:
            group = "withdraw_only"  # Recruit is lit only for taking troops back
        if title:
            look.blit_text(surface, title, 16, (CONTEXT.x + 2, CONTEXT.y + 4), look.ACCENT, "bold")
            hint = choices.HINTS.get("flick" if view.phase == "flick" else group or view.phase, "")
            for i, line in enumerate(lines_of(hint, 13, CONTEXT.w - 4, 2)):
                look.blit_text(surface, line, 13, (CONTEXT.x + 2, CONTEXT.y + 24 + i * 16), look.MUTED)
        elif view.phase == "action":
            text = choices.HINTS["none"]
            for i, line in enumerate(fonts.wrap(text, 13, CONTEXT.w - 4)):
                look.blit_text(surface, line, 13, (CONTEXT.x + 2, CONTEXT.y + 6 + i * 16), look.MUTED)
    elif scene.bot_preview is not None:  # a computer player's step, shown before it is played
        player, action = scene.bot_preview
        words = choices.bot_step_words(view, action)
        if isinstance(action, A.Flick):
            words = f"Flick at {round(action.power * 100)}% power"
        if words:
            look.blit_text(surface, f"{scene.seat_name(player)}: {words}", 15, (CONTEXT.x + 2, CONTEXT.y + 6),
                           scene.owner_rgb(player), "bold")
    elif view.phase != "over" and scene.flight is None and view.current in scene.session.bot_players_to_act():
        dots = "." * (1 + int(scene.app.clock_s * 2.5) % 3)
        look.blit_text(surface, f"{scene.seat_name(view.current)} is thinking{dots}", 15,
                       (CONTEXT.x + 2, CONTEXT.y + 6), look.MUTED, "italic")
