"""The tutorial's coach at a table: a director that also enables one move.

It sits on the game's own table scene (`TableScene.coach`) and, while the tutorial runs:
- says on a card what the step asks and why (card.py), placed clear of the thing to use;
- greys everything but that thing: the places the Hint would outline for the step's move
  (`TableScene.hint_places`) stay lit, with a ring; any other control does nothing, and says on
  hover that the tutorial asks for that move first; the rules' gate (`permits`, from
  `TableScene.act`) refuses any other move however it was asked (a key, Enter);
- moves the step on from the moves played (game.core.tutorial.run), plays the computer players'
  scripted moves (computers.py), and, when a step is skipped, the player's own;
- offers Skip step, Skip chapter and Leave on Esc (scenes/tutorial_menu.py); a move judged by its
  outcome that missed (a flick) offers a retry from where it was played;
- after the last step says so, and the game goes on as a normal game (saved, in your record)."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.core.undo import UndoStep

from .. import fonts, look
from .card import CardWords, card_picture, draw_reason, draw_ring, place_card, shade, unit_scale

LEARNER = 0
KEYS_NOTE = "Esc: skip a step or a chapter, or leave"  # one line wherever the card sits
SKIP_PACE = 0.45  # seconds between the moves played for a skipped step


class TutorialCoach:
    def __init__(self, table, script, run, game_id: str, on_chapter=None, on_end=None):
        self.table = table
        self.app = table.app
        self.session = table.session
        self.script = script
        self.run = run
        self.game_id = game_id
        self.on_chapter = on_chapter  # (chapter) when a chapter begins: remembered for a resume
        self.on_end = on_end  # () once the last step is done: the game goes on as a normal game
        self.seen = len(self.session.actions)  # the moves already looked at
        self.asked = None  # the Expected the player's move in progress was let through for
        self.before: UndoStep | None = None  # the position before a move judged by its outcome
        self.missed = False  # that move missed: a retry is offered once everything has settled
        self.ended = False  # every step done: the closing card until Play on
        self.closed = False  # Play on pressed: the coach has nothing more to say
        self.chapter = run.chapter
        self.refused_at = -10.0  # the app's clock when a control was refused (the card flashes)
        self.card_at: tuple[int, int] | None = None
        self.card_rect: pygame.Rect | None = None
        self.button_rect: pygame.Rect | None = None
        self.button_words = ""
        self.skip_wait = 0.0
        self.asked_kinds: set[str] = set()  # the decisions the player met (their tips are not shown again)
        if on_chapter is not None:
            on_chapter(self.chapter)

    # --- what the step allows ---------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """Guiding: a step is asked (not after the last, nor while Skip plays it)."""
        return not self.run.finished and not self.run.skipping

    def expected(self):
        """What the step lets the player do now (None while it is not their decision)."""
        if self.run.finished or self.table.deciding_player() != LEARNER:
            return None
        return self.run.expected(self.session.state, self.session.version)

    def words(self) -> str:
        expected = self.expected()
        if expected is not None:
            return expected.words
        return ""

    def places(self) -> list[pygame.Rect]:
        """Where the step's move is made on the table now (its lit places)."""
        expected = self.expected()
        if expected is None or not self.active or self.missed:
            return []
        found: list[pygame.Rect] = []
        for rect in [r for action in expected.shown() for r in self.table.hint_places(action)] + \
                self.table.mark_places(expected.marks):
            if all(rect != r for r in found):
                found.append(pygame.Rect(rect))
        return found

    def allowed_ids(self, expected) -> set[str]:
        """The ids of the table's controls (table items and buttons) that make the step's move."""
        ids = set()
        for action in expected.shown():
            ids.update(self.table.coach_targets(action))
        for widget in self.table.choice_widgets:
            for choice in widget.choices:
                offered = choice.action[0] if isinstance(choice.action, tuple) and choice.action else choice.action
                if expected.allows(offered):
                    ids.add(widget.prefix + choice.id)
        return ids

    def blocked_at(self, pos) -> str | None:
        """The id of a control under `pos` that does nothing during this step, or None."""
        if not self.active or self.missed:
            return None
        if self.button_rect is not None and self.button_rect.collidepoint(pos):
            return None
        expected = self.expected()
        allowed = self.allowed_ids(expected) if expected is not None else set()
        allowed |= {"menu", "log"}
        targets = {item for item, _ in self.table.table_items()}
        items = self.table.interactive()
        buttons = [(item, rect) for item, rect in items if item not in targets]
        drawn = [(item, rect) for item, rect in items if item in targets]
        under = [item for item, rect in buttons + list(reversed(drawn)) if pygame.Rect(rect).collidepoint(pos)]
        if not under or any(item in allowed for item in under):
            return None  # (a ship in orbit lies over its disc's box: the one the step uses takes the press)
        return under[0]

    def reason(self) -> str:
        words = self.words()
        if words:
            return f"The tutorial asks you to {words} first."
        return "The tutorial waits for the other players' moves first."

    # --- the gate -----------------------------------------------------------------------------------
    def permits(self, player: int, action) -> bool:
        """Whether a move may be played now (TableScene.act asks before applying it)."""
        if player != LEARNER or self.run.finished:
            return True
        expected = self.expected() if self.table.deciding_player() == LEARNER else \
            self.run.expected(self.session.state, self.session.version)
        if expected is not None and expected.allows(action):
            self.asked = expected
            if expected.goal is not None and expected.finishes(action):
                state = self.session.state
                self.before = UndoStep(state.to_dict(), len(self.session.log), len(self.session.actions),
                                       LEARNER, True, state.describe(action))
            return True
        if self.run.skipping:
            return False
        self.refuse()
        return False

    def refuse(self) -> None:
        self.refused_at = self.app.clock_s
        self.table.play_sound("error")

    # --- input --------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._on_button(event.pos):
                self.press_button()
                return True
            if self.blocked_at(event.pos) is not None:
                self.refuse()
                return True
            return False
        if event.type != pygame.KEYDOWN or self.closed:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.button_words:
            self.press_button()
            return True
        if not self.active:
            return False
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL and self.table.local_undo_label() is None:
            self.refuse()  # the tutorial takes no move back: Esc skips or leaves instead
            return True
        if event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.refuse()  # the card says what to play
            return True
        return False

    def _on_button(self, pos) -> bool:
        return self.button_rect is not None and self.button_rect.collidepoint(pos) and \
            self.table.clicks.settled(self.button_key())

    def button_key(self):
        return ("tutorial", self.button_words, self.run.step)

    def press_button(self) -> None:
        self.table.play_sound("click")
        if self.missed:
            self.retry()
        elif self.ended:
            self.play_on()

    def open_menu(self) -> bool:
        """Esc (or the table's Menu): the tutorial's own menu while it runs."""
        if self.ended:
            return False
        from ..scenes.tutorial_menu import TutorialMenuScene

        self.app.push(TutorialMenuScene(self.app, self))
        return True

    # --- what the menu and the card's button do -------------------------------------------------------
    def skip_step(self) -> None:
        self.missed = False
        self.run.skip_step()

    def skip_chapter(self) -> None:
        self.missed = False
        self.run.skip_chapter()

    def retry(self) -> None:
        """Put the position back as it was before the move that missed, to try it again."""
        if self.before is not None and not self.table.busy():
            self.session.restore(self.before)
            self.seen = len(self.session.actions)
            self.table.state_replaced()
        self.missed = False
        self.before = None

    def play_on(self) -> None:
        self.closed = True
        self.button_words = ""
        self.table.coach = None  # a normal game from here on

    # --- every frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.catch_up()
        if self.table.deciding_player() == LEARNER:
            pending = self.session.state.pending(LEARNER)
            if pending is not None:
                self.asked_kinds.add(pending.kind)
        if self.run.chapter != self.chapter and not self.run.finished:
            self.chapter = self.run.chapter
            if self.on_chapter is not None:
                self.on_chapter(self.chapter)
        if self.run.finished and not self.ended:
            self.ended = True
            if self.on_end is not None:
                self.on_end()
        self._play_skipped(dt)
        self.button_words = "Try again" if self.missed and not self.table.busy() else \
            "Play on" if self.ended and not self.closed else ""

    def catch_up(self) -> None:
        """Move the run on by the moves played since it last looked (the computers' scripted
        moves ask for this before choosing the next one)."""
        actions = self.session.actions
        if len(actions) < self.seen:  # taken back (a retry, a local undo of the table's own)
            self.seen = len(actions)
        for recorded in actions[self.seen:]:
            asked = self.asked if recorded.player == LEARNER else None
            outcome = self.run.observe(recorded.player, recorded.action, recorded.events, self.session.state, asked)
            if outcome == "missed":
                self.missed = True
            elif outcome == "step":
                self.before = None
            if recorded.player == LEARNER and (asked is None or asked.finishes(recorded.action)):
                self.asked = None  # (a ship chosen and its flick, played in one go, are one move)
        self.seen = len(actions)

    def _play_skipped(self, dt: float) -> None:
        """Skip step / Skip chapter: the player's moves of the skipped steps, played for them."""
        if not self.run.skipping or self.table.deciding_player() != LEARNER:
            self.skip_wait = 0.0
            return
        self.skip_wait += dt
        if self.skip_wait < SKIP_PACE * self.app.settings.preview_factor:
            return
        expected = self.run.expected(self.session.state, self.session.version)
        if expected is not None and expected.finding:
            return  # its listed move (a flick's shot) is being searched for: played once it is in
        self.skip_wait = 0.0
        if expected is None:
            if not self.run.others_left() and self.run.unplayable:
                self.run.give_up_step()  # its move cannot be played from here: go past it
            return
        self.table.act(LEARNER, expected.actions[0])
        self.catch_up()

    # --- drawing --------------------------------------------------------------------------------------
    def card_words(self) -> CardWords | None:
        run = self.run
        if self.closed:
            return None
        if self.ended:
            return CardWords("Tutorial complete", "", self.script.closing, "", self.button_words, "done")
        card = self.step_card(run.step)
        if self.missed:
            return replace(card, body=f"{run.missed} Try again from where you played it.", button=self.button_words,
                           tone="missed")
        if run.skipping:
            return replace(card, body="Skipping: the tutorial plays this step's move for you.", note="")
        if self.table.deciding_player() == LEARNER and self.expected() is None and run.unplayable:
            card = replace(card, body=card.body + f"\n(This step cannot be played from here: {run.unplayable}. "
                                                  "Esc lets you skip it.)")
        return card

    def step_card(self, index: int) -> CardWords:
        """The card of the script's step `index` as it first asks for its move."""
        chapter = self.script.chapter_of(index)
        heading = f"Chapter {chapter + 1} of {len(self.script.chapters)}: {self.script.chapters[chapter].title}"
        return CardWords(heading, f"Step {index + 1} of {len(self.run.steps)}", self.run.steps[index].text, KEYS_NOTE)

    def draw(self, surface: pygame.Surface) -> None:
        words = self.card_words()
        if words is None:
            return
        s = unit_scale(self.table.metrics)
        window = surface.get_rect()
        places = self.places()
        hovered = self.table.hover_rect()  # a card the player reads: never veiled nor covered
        if places:
            clear = places + ([hovered] if hovered is not None else []) + self.table.unveiled()
            holes = tuple(tuple(r.inflate(round(12 * s), round(12 * s))) for r in clear)
            veil = shade(window.size, holes, round(10 * s))
            surface.blit(veil, (0, 0))
            for rect in places:
                draw_ring(surface, rect, s, self.app.clock_s)
        if hovered is not None:
            places = places + [hovered]
        area, picture, button = self.card_place(words, s, hovered)
        if area is None:  # too long for the table's places: it finds a spot clear of the move
            picture, button = card_picture(words, min(round(460 * s), window.w - round(40 * s)), round(s, 3))
        rect = place_card(picture.get_size(), window, places, s, self.card_at, area)
        self.card_at = rect.topleft
        flash = self.app.clock_s - self.refused_at < 0.35
        if flash:
            pygame.draw.rect(surface, look.GOLD, rect.inflate(round(8 * s), round(8 * s)), max(2, round(3 * s)),
                             border_radius=round(14 * s))
        fonts.cover_texts(surface, rect)  # the card hides what lies under it
        look.blit(surface, picture, rect)
        self.card_rect = rect
        self.button_rect = button.move(rect.topleft) if button is not None else None
        blocked = self.blocked_at(self.table.pointer)
        if blocked is not None and self.table.pointer != (-1, -1):
            draw_reason(surface, self.reason(), self.table.pointer, s)

    def card_place(self, words: CardWords, s: float, hovered):
        """(area, picture, button) for the first of the table's places for the card that it fits
        and no card being read lies over; (None, None, None) when none does."""
        for area in self.table.coach_areas():
            if hovered is not None and area.colliderect(hovered):
                continue
            picture, button = card_picture(words, area.w, round(s, 3))
            if picture.get_height() <= area.h:
                return area, picture, button
        return None, None, None

    # --- automation ---------------------------------------------------------------------------------
    def items(self) -> list[tuple[str, pygame.Rect]]:
        """The card's button, for --automation and the click rule."""
        if self.button_rect is None or not self.button_words:
            return []
        return [("tutorial:" + self.button_words.lower().replace(" ", "_"), self.button_rect)]

    def presented_items(self) -> list[tuple[object, pygame.Rect]]:
        return [(self.button_key(), self.button_rect)] if self.items() else []

    def automation(self) -> dict | None:
        """`tutorial` of an --automation line: the chapter and the step (from 1, over the whole
        tutorial), how many steps it has, and the move the step expects now ("" while others move)."""
        if self.run.finished:
            return None
        return {"chapter": self.run.chapter + 1, "step": self.run.step + 1, "of": len(self.run.steps),
                "expects": self.words()}
