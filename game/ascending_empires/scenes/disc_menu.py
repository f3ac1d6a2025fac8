"""Acting on the board's discs: a click on a disc with one step for the chosen action takes it,
with several opens a small menu beside the disc (ships that could land are numbered on the board
and in the menu); before any action is chosen it offers everything possible there. Esc backs out
of a choice that spent nothing; a step that would give up a planet asks first.

A mixin of `board.BoardScene`: it reads the scene's transform `t`, layout `lay`, view and legal
actions, and keeps the open menu in `popup_disc` and `popup_ships`."""

from __future__ import annotations

import math

import pygame

from game.ui.choice_buttons import Choice
from game.ui.scenes.confirm import ConfirmScene

from ..rules import actions as A
from . import choices, disc_info

MENU_W, MENU_ROW, MENU_GAP = 240, 27, 3  # units
DISC_REACH = 3  # units round a disc that still count as on it


class DiscMenus:
    def disc_options(self, disc_id: str) -> list:
        """What a click on this disc may do now: the chosen action's steps there, or (no action
        chosen yet) everything that can be done there, offered in a menu."""
        view = self.view()
        group = self.active_group(view)
        if not self.my_turn() or (group is None and view.phase != "action"):
            return []
        targets = self.memo("disc_targets", lambda: choices.disc_targets(self.legal(), group), group)
        return targets.get(disc_id, [])

    def click_disc(self, disc_id: str) -> None:
        options = self.disc_options(disc_id)
        if len(options) == 1 and self.active_group(self.view()) is not None:
            self.play_sound("click")
            self.choose(options[0])
        elif options:
            self.open_popup(self.view().disc(disc_id), options, self.view())

    def open_popup(self, disc, options, view) -> None:
        """Several things can be done on this disc: a small menu beside it. Ships that could land
        are numbered on the board and in the menu."""
        self.close_popup()
        px, area = self.lay.px, self.lay.board
        x, y = self.t.to_screen(disc["x"], disc["y"])
        width, row = px(MENU_W), px(MENU_ROW) + px(MENU_GAP)
        reach = self.t.length(disc["radius"] + self.content.board.orbit_ring_width) + px(13)
        left = x + reach if x + reach + width < area.right - px(3) else x - reach - width
        left = min(max(area.x + px(3), left), area.right - width - px(3))
        top = min(max(area.y + px(3), y - len(options) * row / 2), area.bottom - px(3) - len(options) * row)
        landing = 0
        shown = []
        self.popup_ships = {}
        for action in options:
            text = choices.words_here(view, action)  # the menu sits by its disc: no need to name it
            if isinstance(action, A.Land):
                landing += 1
                self.popup_ships[action.ship] = landing
                text = f"Land a troop from ship {landing}"
            same = sum(1 for c in shown if c.label == text)
            shown.append(Choice(text if not same else f"{text} ({same + 1})", text, action))
        self.popup.show(shown, pygame.Rect(left, top, width, len(options) * row))
        self.popup_disc = disc["id"]

    def close_popup(self) -> None:
        self.popup_ships = {}
        self.popup.clear()
        self.popup_disc = None

    def popup_rect(self) -> pygame.Rect | None:
        """What the open menu covers on the board, or None."""
        rects = [self.button(i).get_abs_rect() for i in self.popup.ids() if self.button(i) is not None]
        return pygame.Rect(rects[0]).unionall(rects[1:]) if rects else None

    def press_on_menu(self, pos) -> bool | None:
        """A press while a disc's menu is open: None when it is on the menu (its button takes it),
        else the menu closes and True when the press was on the board (it does nothing more)."""
        if any(self.button(i).get_abs_rect().collidepoint(pos) for i in self.popup.ids()):
            return None
        self.close_popup()
        return self.t.rect.collidepoint(pos)

    def back_out(self) -> bool:
        """Esc with nothing aimed: take back a choice that spent nothing (a disc's menu, the action
        chosen on the bar, a ship picked for a flick). False when there is none (Esc then pauses)."""
        if self.popup_disc is not None:
            self.close_popup()
        elif self.mode is not None and self.session.state.phase == "action":
            self.mode = None
        elif A.CancelNavigate() in self.legal():
            self.choose(A.CancelNavigate())
        else:
            return False
        self.play_sound("back")
        return True

    def choose(self, action) -> bool:
        """The player's own choice: asked about first when it would give up a planet."""
        planet = None if isinstance(action, tuple) else choices.planet_given_up(self.view(), self.viewer, action)
        if planet is None:
            return super().choose(action)
        if self.deciding_player() is None or action not in self.session.state.legal_actions(self.viewer):
            self.play_sound("error")
            return False
        title, text = choices.give_up_question(planet, action)
        play = lambda: super(DiscMenus, self).choose(action)  # noqa: E731 - still legal? choose checks
        self.app.push(ConfirmScene(self.app, title, text, "Yes, give it up", play, "No, keep it"))
        return True

    # --- where the discs are ----------------------------------------------------------------------
    def disc_at(self, view, pos):
        bx, by = self.t.to_board(*pos)
        reach = self.lay.px(DISC_REACH) / self.t.scale
        for disc in view.discs:
            if math.hypot(disc["x"] - bx, disc["y"] - by) <= disc["radius"] + reach:
                return disc
        return None

    def disc_screen_rect(self, disc) -> pygame.Rect:
        r = self.t.length(disc["radius"])
        x, y = self.t.to_screen(disc["x"], disc["y"])
        return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))

    def disc_reason(self, view, disc) -> str:
        """Why a disc of yours is greyed for the chosen action ('' when it is not)."""
        return choices.disc_reason(view, self.viewer if self.my_turn() else None, self.active_group(view), disc)

    def disc_hover(self) -> tuple[str, str] | None:
        """(title, text) about the disc under the resting pointer, when nothing else is there."""
        if self.hover_pos is None or self.flight is not None or not self.t.rect.collidepoint(self.hover_pos):
            return None
        if any(c.element.visible and c.element.get_abs_rect().collidepoint(self.hover_pos)
               for c in self._buttons.values()):
            return None  # over a menu on the board
        view = self.view()
        if self.ship_at(view, self.hover_pos) is not None:
            return None  # a ship tells its own (its ranges)
        disc = self.disc_at(view, self.hover_pos)
        if disc is None:
            return None
        title, text = self.memo("disc_help", lambda: disc_info.disc_help(view, disc, self.viewer, self.seat_name),
                                disc["id"])
        reason = self.disc_reason(view, disc)  # why the chosen action cannot be done here, first
        return (title, f"{reason}\n{text}") if reason else (title, text)
