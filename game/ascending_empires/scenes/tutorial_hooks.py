"""What Learn to play (game/ui/tutorial/coach.py) asks of the Ascending Empires board, kept apart
from the board scene: the ids of the controls that make a step's move (the action on the bar, the
ship to drag, the disc or technology to click), where the things a step marks are drawn (a
flick's target disc, the ship to ram) and the board left unshaded while a flick is aimed or
flies. Mixed into BoardScene."""

from __future__ import annotations

import pygame

from ..rules import actions as A
from . import choices


class TutorialHooks:
    def coach_targets(self, action) -> list[str]:
        view = self.view()
        found = []
        group = choices.GROUP_OF.get(type(action))
        if group and view.phase == "action" and self.mode != group:
            found.append(f"action:{group}")  # the bar's action that starts the move
        if isinstance(action, (A.Navigate, A.Flick)):
            found.append(f"ship:{action.ship}")
        if isinstance(action, choices.DISC_ACTIONS):
            found.append(f"disc:{action.disc}")
        if isinstance(action, A.Develop):
            found.append(f"tech:{action.colour}")
        return found

    def mark_places(self, marks) -> list[pygame.Rect]:
        view = self.view()
        places = []
        for mark in marks:
            kind, _, ident = mark.partition(":")
            if kind == "disc":
                disc = next((d for d in view.discs if d["id"] == ident), None)
                if disc is not None:
                    places.append(self.disc_screen_rect(disc))
            elif kind == "ship" and view.ship(ident) is not None:
                places.append(self.ship_screen_rect(view.ship(ident)).inflate(8, 8))
        return places

    def coach_areas(self) -> list[pygame.Rect]:
        """The card's places, best first: the room under the placards (over the legend, which the
        card's words make less needed), then the log; the board is never covered."""
        return [pygame.Rect(r) for r in (self.lay.under_placards, self.lay.log) if r is not None]

    def unveiled(self) -> list[pygame.Rect]:
        return [pygame.Rect(self.t.rect)] if self.aim is not None or self.flight is not None else []
