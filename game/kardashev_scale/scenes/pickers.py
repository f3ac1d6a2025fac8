"""The table's pickers, each drawn over the market: where a bought card goes, how to pay for it
(which tokens, which 3-for-1 exchanges), an ability's question, and which tokens to return at
the round end. Each offers only the player's legal actions, as Controls with ids for tests.

`Modal` says where a picker's parts go in the layout's modal rect (units times scale)."""

from __future__ import annotations

import pygame

from game.core.words import counted
from game.ui import fonts, look
from game.ui.choice_buttons import Choice
from game.ui.metrics import Places

from ..rules.actions import BackToMarket, BuyCard, ChooseOption, Discard, Pay
from ..rules.terms import TIER_INDEX, TOKENS, label
from .art import DIAL_ANGLES, blit_token, fitting_size, mix, wrapped
from .faces import SMALLEST, market_face, small_face
from .layout import PyramidGeometry
from .model import explain_payment
from .seats import SMALL_CARD
from .widgets import Control, draw_button


CARD_BOX = (156, 126)  # units


class Modal(Places):
    """A picker's places, in window pixels, from the layout's modal rect."""

    def at(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(self.rect.x + self.px(x), self.rect.y + self.px(y), self.px(w), self.px(h))

    @property
    def card_box(self) -> pygame.Rect:
        """The card being bought or used: large enough for every built-in card's words at 12 units."""
        return self.at(20, 70, CARD_BOX[0], CARD_BOX[1])

    @property
    def right(self) -> pygame.Rect:
        x = self.px(20 + CARD_BOX[0] + 18)
        return pygame.Rect(self.rect.x + x, self.rect.y + self.px(70), self.rect.w - x - self.px(20),
                           self.rect.h - self.px(70 + 64))

    @property
    def foot(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + self.px(20), self.rect.bottom - self.px(54), self.rect.w - self.px(40),
                           self.px(40))

    @property
    def foot_buttons(self) -> pygame.Rect:
        """The picker's buttons, bottom right."""
        foot = self.foot
        return pygame.Rect(foot.right - self.px(220), foot.y, self.px(220), foot.h)


def dial_angle(pick: str) -> float:
    return DIAL_ANGLES[pick]


def modal_open(scene, kind) -> bool:
    return (kind == "buy" and scene.placing is not None) or kind in (
        "pay", "choose_token", "choose_neighbour_token", "discard")


def _frame(surface, m: Modal, title: str, subtitle: str) -> None:
    look.dim(surface, 150)
    look.panel(surface, m.rect, alpha=245, radius=m.px(16), edge=look.ACCENT)
    width = m.rect.w - m.px(40)
    look.blit_text(surface, fonts.shortened(title, m.text(22), width, "display"), m.text(22),
                   (m.rect.x + m.px(20), m.rect.y + m.px(14)), look.INK, "display")
    wrapped(surface, subtitle, m.text(SMALLEST), (m.rect.x + m.px(20), m.rect.y + m.px(42), width, m.px(28)),
            look.MUTED)


def _tokens_line(surface, amounts, pos, size: int, r: int, gap: int) -> int:
    x, y = pos
    for k, n in enumerate(amounts):
        if not n:
            continue
        blit_token(surface, TOKENS[k], (x + r, y), r)
        rendered = look.blit_text(surface, f"{n} {label(TOKENS[k])}", size, (x + 2 * r + gap // 2, y), look.INK,
                                  "bold", "midleft")
        x = rendered.right + gap
    return x


# --------------------------------------------------------------------------- placing

def _placement(scene, view, player):
    tier, slot = scene.placing
    card = view.content.card(view.market[TIER_INDEX[tier]][slot])
    columns = sorted(a.column for a in view.legal_actions(player)
                     if type(a) is BuyCard and a.tier == tier and a.slot == slot)
    return card, columns, placement_geometry(scene.modal, view.pyramids[player], columns, TIER_INDEX[tier])


def placement_geometry(m: Modal, pyramid, columns, tier: int) -> PyramidGeometry:
    """The player's pyramid with the spaces a card of `tier` may go (`columns`), as large as the
    seats' faces at most."""
    return PyramidGeometry(pyramid, m.right, extra_columns=columns, max_card=(m.px(SMALL_CARD[0]), m.px(SMALL_CARD[1])),
                           gap=m.px(5), tier_of_extra=tier)


def placement_controls(scene, view, player) -> list[Control]:
    tier, slot = scene.placing
    card, columns, geometry = _placement(scene, view, player)
    return [Control(f"place:{c}", geometry.rect(TIER_INDEX[tier], c),
                    lambda c=c: scene.choose(BuyCard(tier, slot, c))) for c in columns]


def draw_placement(scene, surface, view) -> None:
    player, m = scene.deciding(), scene.modal
    tier, slot = scene.placing
    card, columns, geometry = _placement(scene, view, player)
    _frame(surface, m, f"Place {card.name}", "Choose a glowing space in your pyramid: the card is bought there, "
                                             "then you pay for it.")
    box = m.card_box
    look.blit(surface, market_face(card, box.w, box.h, "lit", m.scale), box)
    pygame.draw.rect(surface, (10, 16, 32), m.right.inflate(m.px(10), m.px(10)), border_radius=m.px(10))
    for t, column, card_id, rect in geometry.cards(view.pyramids[player]):
        look.blit(surface, small_face(view.content.card(card_id), rect.w, rect.h, m.scale), rect)
    pulse = 0.5 + 0.5 * abs(((scene.app.clock_s * 1.6) % 2) - 1)
    for c in columns:
        rect = geometry.rect(TIER_INDEX[tier], c)
        if rect.collidepoint(scene.pointer):
            ghost = small_face(card, rect.w, rect.h, m.scale).copy()
            ghost.set_alpha(200)
            look.blit(surface, ghost, rect)
        else:
            pygame.draw.rect(surface, (18, 44, 64), rect, border_radius=m.px(7))
            look.blit_text(surface, "here", m.text(SMALLEST), rect.center, look.ACCENT, "bold", "center")
        glow = mix(look.ACCENT, (255, 255, 255), pulse * 0.5)
        pygame.draw.rect(surface, glow, rect, m.px(3), border_radius=m.px(7))
    foot = m.foot
    words = "Planetary row at the bottom, Stellar above, Galactic on top."
    wrapped(surface, words, m.text(SMALLEST), (foot.x, foot.y, m.foot_buttons.x - foot.x - m.px(10), foot.h),
            look.FAINT)


# --------------------------------------------------------------------------- paying

def _payment_layout(scene, view, player):
    purchase = view.purchase
    card = view.content.card(purchase["card"])
    options = [a for a in view.legal_actions(player) if type(a) is Pay]
    m = scene.modal
    right = m.right
    columns = 1 if len(options) <= 4 else 2 if len(options) <= 8 else 3
    rows = -(-len(options) // columns)
    gap = m.px(8)
    w = (right.w - gap * (columns - 1)) // columns
    h = min(m.px(52), (right.h - m.px(34) - gap * (rows - 1)) // max(1, rows))
    rects = [pygame.Rect(right.x + (i // rows) * (w + gap), right.y + m.px(34) + (i % rows) * (h + gap), w, h)
             for i in range(len(options))]
    return card, options, rects


def pay_id(action: Pay) -> str:
    return f"pay:{action.conflict}-{action.trade}-{action.research}"


def payment_controls(scene, view, player) -> list[Control]:
    card, options, rects = _payment_layout(scene, view, player)
    return [Control(pay_id(a), r, lambda a=a: scene.choose(a)) for a, r in zip(options, rects)]


def draw_payment(scene, surface, view) -> None:
    player, m = scene.deciding(), scene.modal
    card, options, rects = _payment_layout(scene, view, player)
    _frame(surface, m, f"Pay for {card.name}", "Choose the tokens to return. Spare tokens may be exchanged for a "
                                               "missing type.")
    box, right, px, text = m.card_box, m.right, m.px, m.text
    look.blit(surface, market_face(card, box.w, box.h, "normal", m.scale), box)
    look.blit_text(surface, "You hold", text(SMALLEST), (box.x, box.bottom + px(10)), look.MUTED, "bold")
    y = box.bottom + px(36)
    for k, token in enumerate(TOKENS):
        blit_token(surface, token, (box.x + px(8), y), px(8))
        look.blit_text(surface, f"{view.tokens[player][k]} {label(token)}", text(13), (box.x + px(21), y), look.INK,
                       "regular", "midleft")
        y += px(19)
    look.blit_text(surface, "Cost", text(13), (right.x, right.y + px(3)), look.MUTED, "bold")
    _tokens_line(surface, card.cost, (right.x + px(42), right.y + px(11)), text(14), px(8), px(10))
    for action, rect in zip(options, rects):
        hover = rect.collidepoint(scene.pointer)
        pygame.draw.rect(surface, (26, 44, 78) if hover else (18, 28, 52), rect, border_radius=px(9))
        pygame.draw.rect(surface, look.ACCENT if hover else (70, 100, 150), rect, px(2), border_radius=px(9))
        compact = rect.w < px(260)
        _tokens_line(surface, action.tokens, (rect.x + px(8), rect.y + px(14)), text(SMALLEST if compact else 14),
                     px(6 if compact else 8), px(8))
        note = explain_payment(view, player, card, action.tokens)
        size = fitting_size(note.replace(" ", "\u00a0"), text(SMALLEST), rect.w - px(16), smallest=text(SMALLEST))
        look.blit_text(surface, fonts.shortened(note, size, rect.w - px(16), "regular"), size,
                       (rect.x + px(10), rect.y + px(28)), look.MUTED)


# --------------------------------------------------------------------------- ability questions

def _option_layout(scene, view, player):
    m = scene.modal
    options = [a.option for a in view.legal_actions(player) if type(a) is ChooseOption]
    right, px = m.right, m.px
    rects = []
    if view.choices and view.choices[0]["kind"] == "gain_chosen":
        options.sort(key=TOKENS.index)  # shown in the usual Conflict, Trade, Research order
        w = min(px(128), (right.w - 2 * px(10)) // 3)
        for i, _ in enumerate(options):
            rects.append(pygame.Rect(right.x + i * (w + px(10)), right.y + px(34), w, px(128)))
    else:
        seats = sorted({int(o.split(":")[0]) for o in options})
        w = min(px(128), (right.w - 2 * px(10)) // 3)
        row_h = min(px(104), (right.h - px(24)) // max(1, len(seats)))
        for o in options:
            seat, token = o.split(":")
            row = seats.index(int(seat))
            rects.append(pygame.Rect(right.x + TOKENS.index(token) * (w + px(10)), right.y + px(28) + row * row_h, w,
                                     row_h - px(26)))
    return options, rects


def option_controls(scene, view, player) -> list[Control]:
    options, rects = _option_layout(scene, view, player)
    return [Control(f"option:{o}", r, lambda o=o: scene.choose(ChooseOption(o))) for o, r in zip(options, rects)]


def draw_options(scene, surface, view) -> None:
    player, m = scene.deciding(), scene.modal
    choice = view.choices[0]
    card = view.content.card(choice["card"])
    options, rects = _option_layout(scene, view, player)
    neighbour = choice["kind"] != "gain_chosen"
    title = f"{card.name}: take a token" if not neighbour else f"{card.name}: take from a neighbour"
    _frame(surface, m, title, f"{choice['remaining']} more to take. Pick one at a time.")
    box, px, text = m.card_box, m.px, m.text
    look.blit(surface, market_face(card, box.w, box.h, "normal", m.scale), box)
    seats_drawn = set()
    for option, rect in zip(options, rects):
        hover = rect.collidepoint(scene.pointer)
        pygame.draw.rect(surface, (26, 44, 78) if hover else (18, 28, 52), rect, border_radius=px(10))
        pygame.draw.rect(surface, look.ACCENT if hover else (70, 100, 150), rect, px(2), border_radius=px(10))
        if neighbour:
            seat, token = option.split(":")
            seat = int(seat)
            if seat not in seats_drawn:
                seats_drawn.add(seat)
                scene.draw_player_marker(surface, (m.right.x + px(7), rect.y - px(12)), px(6), seat)
                look.blit_text(surface, scene.seat_name(seat), text(13), (m.right.x + px(18), rect.y - px(12)), look.INK,
                               "bold", "midleft")
            blit_token(surface, token, (rect.x + px(22), rect.centery), px(13))
            look.blit_text(surface, label(token), text(14), (rect.x + px(40), rect.centery - px(8)), look.INK, "bold",
                           "midleft")
            look.blit_text(surface, f"has {view.tokens[seat][TOKENS.index(token)]}", text(SMALLEST),
                           (rect.x + px(40), rect.centery + px(10)), look.MUTED, "regular", "midleft")
        else:
            blit_token(surface, option, (rect.centerx, rect.y + px(46)), px(22))
            look.blit_text(surface, f"Take {label(option)}", text(14), (rect.centerx, rect.bottom - px(30)), look.INK,
                           "bold", "midtop")


# --------------------------------------------------------------------------- discarding

def _discard_rects(m: Modal):
    """(less, more, row top) for each token, and the x of the HOLD, RETURN and KEEP columns."""
    rows = {}
    left = m.rect.x + m.px(20)
    xs = {"token": left, "hold": left + m.px(190), "less": left + m.px(240), "return": left + m.px(312),
          "more": left + m.px(360), "keep": left + m.px(452)}
    for k, token in enumerate(TOKENS):
        y = m.rect.y + m.px(104 + k * 58)
        rows[token] = (pygame.Rect(xs["less"], y, m.px(44), m.px(44)), pygame.Rect(xs["more"], y, m.px(44), m.px(44)), y)
    return rows, xs


def discard_controls(scene, view, player) -> list[Control]:
    owed = view.owed[player]
    held = view.tokens[player]
    pick = scene.discard_pick
    found = []
    rows, _ = _discard_rects(scene.modal)
    for k, (token, (less, more, _)) in enumerate(rows.items()):
        if pick[k] > 0:
            found.append(Control(f"discard:{token}:less", less, lambda k=k: _step(scene, k, -1)))
        if pick[k] < held[k] and sum(pick) < owed:
            found.append(Control(f"discard:{token}:more", more, lambda k=k: _step(scene, k, 1)))
    return found


def foot_choices(scene, view, player, kind: str) -> list[Choice]:
    """The picker's buttons (bottom right): back to the market while paying; returning the
    chosen tokens once they make the amount owed."""
    if kind == "pay":
        return [Choice("back", "Choose another card", BackToMarket())]
    if kind == "discard":
        action = Discard(*scene.discard_pick)
        if sum(action.tokens) == view.owed[player] and action in view.legal_actions(player):
            return [Choice("discard:confirm", "Return these tokens", action, primary=True)]
    return []


def _step(scene, k: int, delta: int) -> None:
    pick = list(scene.discard_pick)
    pick[k] += delta
    scene.discard_pick = pick
    scene.play_sound("click")


def draw_discard(scene, surface, view) -> None:
    player, m = scene.viewer, scene.modal
    owed = view.owed[player]
    held = view.tokens[player]
    pick = scene.discard_pick
    limit = view.modifiers(player).token_limit
    _frame(surface, m, f"Return {counted(owed, 'token')}",
           f"You hold {sum(held)} and may keep {limit}. Choose which go back to the supply.")
    ids = {c.id for c in scene.controls()}
    rows, xs = _discard_rects(m)
    px, text = m.px, m.text
    head_y = m.rect.y + m.px(80)
    half = m.px(22)
    for word, x in (("HOLD", xs["hold"]), ("RETURN", xs["return"] + half), ("KEEP", xs["keep"])):
        look.blit_text(surface, word, text(SMALLEST), (x, head_y), look.MUTED, "bold", "midtop")
    for k, (token, (less, more, y)) in enumerate(rows.items()):
        cy = y + half
        blit_token(surface, token, (xs["token"] + px(14), cy), px(14))
        look.blit_text(surface, label(token), text(15), (xs["token"] + px(34), cy), look.INK, "bold", "midleft")
        look.blit_text(surface, str(held[k]), text(19), (xs["hold"], cy), look.INK, "display", "center")
        draw_button(surface, less, "\u2013", less.collidepoint(scene.pointer), enabled=f"discard:{token}:less" in ids,
                    size=text(22), scale=m.scale)
        look.blit_text(surface, str(pick[k]), text(22), (xs["return"] + half, cy),
                       look.DANGER if pick[k] else look.FAINT, "display", "center")
        draw_button(surface, more, "+", more.collidepoint(scene.pointer), enabled=f"discard:{token}:more" in ids,
                    size=text(22), scale=m.scale)
        look.blit_text(surface, str(held[k] - pick[k]), text(19), (xs["keep"], cy), look.INK, "display", "center")
    left = owed - sum(pick)
    words = f"{left} more to choose" if left else "Ready: Enter returns them"
    look.blit_text(surface, words, text(15), (m.foot.x, m.foot.centery), look.GOLD if left else (150, 240, 170),
                   "bold", "midleft")


def card_under_mouse(scene, view, pos):
    """The card under the mouse inside an open picker (the card being bought, or pyramid cards)."""
    kind = scene.pending_kind()
    player = scene.deciding()
    box = scene.modal.card_box
    if kind == "buy" and scene.placing is not None:
        card, _, geometry = _placement(scene, view, player)
        if box.collidepoint(pos):
            return card, box, ""
        for _, _, card_id, rect in geometry.cards(view.pyramids[player]):
            if rect.collidepoint(pos):
                return view.content.card(card_id), rect, ""
    elif kind == "pay" and box.collidepoint(pos):
        return view.content.card(view.purchase["card"]), box, ""
    elif kind in ("choose_token", "choose_neighbour_token") and box.collidepoint(pos):
        return view.content.card(view.choices[0]["card"]), box, ""
    return None
