"""The table's pickers, each drawn over the market: where a bought card goes, how to pay for it
(which tokens, which 3-for-1 exchanges), an ability's question, and which tokens to return at
the round end. Each offers only the player's legal actions, as Controls with ids for tests."""

from __future__ import annotations

import pygame

from game.core.words import counted
from game.ui import look

from ..rules.actions import BackToMarket, BuyCard, ChooseOption, Discard, Pay
from ..rules.pyramid import legal_columns
from ..rules.terms import TIER_INDEX, TIERS, TOKENS, label
from .art import DIAL_ANGLES, blit_token, fitting_size, mix
from .faces import market_face, small_face
from .layout import MODAL_RECT, PyramidGeometry
from game.ui.choice_buttons import Choice

from .widgets import Control, draw_button

MODAL = MODAL_RECT
CARD_BOX = pygame.Rect(MODAL.x + 24, MODAL.y + 78, 150, 162)
RIGHT = pygame.Rect(MODAL.x + 196, MODAL.y + 78, MODAL.w - 220, MODAL.h - 150)
FOOT = pygame.Rect(MODAL.x + 24, MODAL.bottom - 64, MODAL.w - 48, 48)
FOOT_BUTTONS = pygame.Rect(FOOT.right - 260, FOOT.y, 260, FOOT.h)  # the picker's buttons, bottom right

PICK_HINTS = {
    "conflict": "Conflict beats Research and loses to Trade. Wins take Conflict tokens.",
    "trade": "Trade beats Conflict and loses to Research. Wins take Trade tokens.",
    "research": "Research beats Trade and loses to Conflict. Wins take Research tokens.",
    "advance": "Advance: take no tokens (each neighbour beats you), then buy a card.",
}


def dial_angle(pick: str) -> float:
    return DIAL_ANGLES[pick]


def modal_open(scene, kind) -> bool:
    return (kind == "buy" and scene.placing is not None) or kind in (
        "pay", "choose_token", "choose_neighbour_token", "discard")


def _frame(surface, title: str, subtitle: str) -> None:
    look.dim(surface, 150)
    look.panel(surface, MODAL, alpha=245, radius=18, edge=look.ACCENT)
    look.blit_text(surface, title, 26, (MODAL.x + 24, MODAL.y + 18), look.INK, "display")
    look.blit_text(surface, subtitle, 14, (MODAL.x + 24, MODAL.y + 52), look.MUTED)


def _tokens_line(surface, amounts, pos, size: int = 16, r: int = 10, dim_zero: bool = True) -> int:
    x, y = pos
    for k, n in enumerate(amounts):
        if dim_zero and not n:
            continue
        blit_token(surface, TOKENS[k], (x + r, y), r)
        rendered = look.blit_text(surface, f"{n} {label(TOKENS[k])}", size, (x + 2 * r + 6, y), look.INK, "bold",
                                  "midleft")
        x = rendered.right + 14
    return x


def why_not(view, player: int, tier: str, card) -> str:
    """Why `player` cannot buy `card` now, in a few words ("2 more Trade")."""
    t = TIER_INDEX[tier]
    if not legal_columns(view.pyramids[player], t):
        if t == 0:
            return "No room in your Planetary row."
        below = label(TIERS[t - 1])
        if not view.pyramids[player][t][1]:
            return f"Needs two {below} cards side by side to rest on."
        return f"No {below} pair free at either end of your {label(tier)} row."
    mods = view.modifiers(player)
    have, cost, rates = view.tokens[player], card.cost, mods.rates
    free = mods.discount_for(card)
    short = [max(0, cost[k] - have[k]) for k in range(3)]
    for k in range(3):  # a discount waives units the player lacks first
        waived = min(free, short[k])
        short[k] -= waived
        free -= waived
    spare = sum((have[k] - cost[k]) // rates[k] for k in range(3) if have[k] > cost[k])
    parts = [f"{n} more {label(TOKENS[k])}" for k, n in enumerate(short) if n]
    text = " and ".join(parts) if parts else "more tokens"
    if spare:
        text += f" (exchanges cover only {spare})"
    return text[0].upper() + text[1:] + "."


# --------------------------------------------------------------------------- placing

def _placement(scene, view, player):
    tier, slot = scene.placing
    card = view.content.card(view.market[TIER_INDEX[tier]][slot])
    columns = sorted(a.column for a in view.legal_actions(player)
                     if type(a) is BuyCard and a.tier == tier and a.slot == slot)
    geometry = PyramidGeometry(view.pyramids[player], RIGHT, extra_columns=columns, max_card=(74, 58), gap=6,
                               tier_of_extra=TIER_INDEX[tier])
    return card, columns, geometry


def placement_controls(scene, view, player) -> list[Control]:
    tier, slot = scene.placing
    card, columns, geometry = _placement(scene, view, player)
    return [Control(f"place:{c}", geometry.rect(TIER_INDEX[tier], c),
                    lambda c=c: scene.choose(BuyCard(tier, slot, c))) for c in columns]


def draw_placement(scene, surface, view) -> None:
    player = scene.deciding()
    tier, slot = scene.placing
    card, columns, geometry = _placement(scene, view, player)
    _frame(surface, f"Place {card.name}", "Choose a glowing space in your pyramid: the card is bought "
                                          "there, then you pay for it.")
    surface.blit(market_face(card, CARD_BOX.w, CARD_BOX.h, "lit"), CARD_BOX)
    pygame.draw.rect(surface, (10, 16, 32), RIGHT.inflate(12, 12), border_radius=12)
    for t, column, card_id, rect in geometry.cards(view.pyramids[player]):
        surface.blit(small_face(view.content.card(card_id), rect.w, rect.h), rect)
    pulse = 0.5 + 0.5 * abs(((scene.app.clock_s * 1.6) % 2) - 1)
    for c in columns:
        rect = geometry.rect(TIER_INDEX[tier], c)
        if rect.collidepoint(scene.pointer):
            ghost = small_face(card, rect.w, rect.h).copy()
            ghost.set_alpha(200)
            surface.blit(ghost, rect)
        else:
            pygame.draw.rect(surface, (18, 44, 64), rect, border_radius=8)
            look.blit_text(surface, "here", 13, rect.center, look.ACCENT, "bold", "center")
        glow = mix(look.ACCENT, (255, 255, 255), pulse * 0.5)
        pygame.draw.rect(surface, glow, rect, 3, border_radius=8)
    row_names = "Planetary row at the bottom, Stellar above, Galactic on top."
    look.blit_text(surface, row_names, 13, (FOOT.x, FOOT.centery), look.FAINT, "regular", "midleft")


# --------------------------------------------------------------------------- paying

def _payment_layout(view, player):
    purchase = view.purchase
    card = view.content.card(purchase["card"])
    options = [a for a in view.legal_actions(player) if type(a) is Pay]
    columns = 1 if len(options) <= 4 else 2 if len(options) <= 8 else 3
    rows = -(-len(options) // columns)
    w = (RIGHT.w - 10 * (columns - 1)) // columns
    h = min(62, (RIGHT.h - 40 - 8 * (rows - 1)) // max(1, rows))
    rects = [pygame.Rect(RIGHT.x + (i // rows) * (w + 10), RIGHT.y + 40 + (i % rows) * (h + 8), w, h)
             for i in range(len(options))]
    return card, options, rects


def pay_id(action: Pay) -> str:
    return f"pay:{action.conflict}-{action.trade}-{action.research}"


def payment_controls(scene, view, player) -> list[Control]:
    card, options, rects = _payment_layout(view, player)
    return [Control(pay_id(a), r, lambda a=a: scene.choose(a)) for a, r in zip(options, rects)]


def explain_payment(view, player, card, spend) -> str:
    """How a payment meets the cost, e.g. '3 Research → 1 Conflict' or 'As printed'."""
    mods = view.modifiers(player)
    cost, rates = card.cost, mods.rates
    made = [max(0, cost[k] - spend[k]) for k in range(3)]
    swaps, exchanged = [], 0
    for k in range(3):
        extra = spend[k] - cost[k]
        if extra > 0:
            count = -(-extra // rates[k])
            exchanged += count
            swaps.append(f"{count * rates[k]} {label(TOKENS[k])}")
    waived = max(0, sum(made) - exchanged)
    if not swaps:
        return f"Discount waives {waived}" if waived else "As printed"
    if waived:  # which units the discount took is the payer's choice: say only how many
        return " + ".join(swaps) + f" exchanged · discount waives {waived}"
    targets = " + ".join(f"{made[k]} {label(TOKENS[k])}" for k in range(3) if made[k])
    return " + ".join(swaps) + " → " + targets


def draw_payment(scene, surface, view) -> None:
    player = scene.deciding()
    card, options, rects = _payment_layout(view, player)
    _frame(surface, f"Pay for {card.name}", "Choose the tokens to return. Spare tokens may be exchanged for "
                                             "a missing type.")
    surface.blit(market_face(card, CARD_BOX.w, CARD_BOX.h), CARD_BOX)
    look.blit_text(surface, "You hold", 14, (CARD_BOX.x, CARD_BOX.bottom + 14), look.MUTED, "bold")
    y = CARD_BOX.bottom + 42
    for k, token in enumerate(TOKENS):
        blit_token(surface, token, (CARD_BOX.x + 10, y), 9)
        look.blit_text(surface, f"{view.tokens[player][k]} {label(token)}", 15, (CARD_BOX.x + 26, y), look.INK,
                       "regular", "midleft")
        y += 22
    look.blit_text(surface, "Cost", 15, (RIGHT.x, RIGHT.y + 4), look.MUTED, "bold")
    _tokens_line(surface, card.cost, (RIGHT.x + 50, RIGHT.y + 14))
    for action, rect in zip(options, rects):
        hover = rect.collidepoint(scene.pointer)
        fill = (26, 44, 78) if hover else (18, 28, 52)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        pygame.draw.rect(surface, look.ACCENT if hover else (70, 100, 150), rect, 2, border_radius=10)
        compact = rect.w < 300
        _tokens_line(surface, action.tokens, (rect.x + 10, rect.y + 18), 13 if compact else 16, 7 if compact else 10)
        note = explain_payment(view, player, card, action.tokens)
        size = fitting_size(note.replace(" ", "\u00a0"), 13, rect.w - 20, smallest=10)
        look.blit_text(surface, note, size, (rect.x + 12, rect.y + 34), look.MUTED)


# --------------------------------------------------------------------------- ability questions

def _option_layout(view, player):
    options = [a.option for a in view.legal_actions(player) if type(a) is ChooseOption]
    rects = []
    if view.choices and view.choices[0]["kind"] == "gain_chosen":
        options.sort(key=TOKENS.index)  # shown in the usual Conflict, Trade, Research order
        for i, _ in enumerate(options):
            rects.append(pygame.Rect(RIGHT.x + i * 160, RIGHT.y + 40, 148, 150))
    else:
        seats = sorted({int(o.split(":")[0]) for o in options})
        for o in options:
            seat, token = o.split(":")
            row = seats.index(int(seat))
            rects.append(pygame.Rect(RIGHT.x + TOKENS.index(token) * 160, RIGHT.y + 34 + row * 124, 148, 92))
    return options, rects


def option_controls(scene, view, player) -> list[Control]:
    options, rects = _option_layout(view, player)
    return [Control(f"option:{o}", r, lambda o=o: scene.choose(ChooseOption(o))) for o, r in zip(options, rects)]


def draw_options(scene, surface, view) -> None:
    player = scene.deciding()
    choice = view.choices[0]
    card = view.content.card(choice["card"])
    options, rects = _option_layout(view, player)
    neighbour = choice["kind"] != "gain_chosen"
    title = f"{card.name}: take a token" if not neighbour else f"{card.name}: take from a neighbour"
    left = choice["remaining"]
    _frame(surface, title, f"{left} more to take. Pick one at a time.")
    surface.blit(market_face(card, CARD_BOX.w, CARD_BOX.h), CARD_BOX)
    seats_drawn = set()
    for option, rect in zip(options, rects):
        hover = rect.collidepoint(scene.pointer)
        pygame.draw.rect(surface, (26, 44, 78) if hover else (18, 28, 52), rect, border_radius=12)
        pygame.draw.rect(surface, look.ACCENT if hover else (70, 100, 150), rect, 2, border_radius=12)
        if neighbour:
            seat, token = option.split(":")
            seat = int(seat)
            if seat not in seats_drawn:
                seats_drawn.add(seat)
                scene.draw_player_marker(surface, (RIGHT.x + 8, rect.y - 14), 7, seat)
                look.blit_text(surface, f"{scene.seat_name(seat)}", 15, (RIGHT.x + 22, rect.y - 14), look.INK,
                               "bold", "midleft")
            blit_token(surface, token, (rect.x + 30, rect.centery), 16)
            look.blit_text(surface, label(token), 16, (rect.x + 54, rect.centery - 10), look.INK, "bold", "midleft")
            look.blit_text(surface, f"has {view.tokens[seat][TOKENS.index(token)]}", 13,
                           (rect.x + 54, rect.centery + 12), look.MUTED, "regular", "midleft")
        else:
            blit_token(surface, option, (rect.centerx, rect.y + 56), 26)
            look.blit_text(surface, f"Take {label(option)}", 16, (rect.centerx, rect.bottom - 36), look.INK,
                           "bold", "midtop")


# --------------------------------------------------------------------------- discarding

def _discard_rects():
    rows = {}
    for k, token in enumerate(TOKENS):
        y = RIGHT.y + 44 + k * 70
        rows[token] = (pygame.Rect(RIGHT.x + 210, y, 52, 52), pygame.Rect(RIGHT.x + 360, y, 52, 52), y)
    return rows


def discard_controls(scene, view, player) -> list[Control]:
    owed = view.owed[player]
    held = view.tokens[player]
    pick = scene.discard_pick
    found = []
    for k, (token, (less, more, _)) in enumerate(_discard_rects().items()):
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
    player = scene.viewer
    owed = view.owed[player]
    held = view.tokens[player]
    pick = scene.discard_pick
    limit = view.modifiers(player).token_limit
    _frame(surface, f"Return {counted(owed, 'token')}",
           f"You hold {sum(held)} and may keep {limit}. Choose which go back to the supply.")
    ids = {c.id for c in scene.controls()}
    look.blit_text(surface, "HOLD", 13, (RIGHT.x + 90, RIGHT.y + 16), look.MUTED, "bold", "midtop")
    look.blit_text(surface, "RETURN", 13, (RIGHT.x + 311, RIGHT.y + 16), look.MUTED, "bold", "midtop")
    look.blit_text(surface, "KEEP", 13, (RIGHT.x + 470, RIGHT.y + 16), look.MUTED, "bold", "midtop")
    for k, (token, (less, more, y)) in enumerate(_discard_rects().items()):
        cy = y + 26
        blit_token(surface, token, (RIGHT.x - 130, cy), 18)
        look.blit_text(surface, label(token), 18, (RIGHT.x - 104, cy), look.INK, "bold", "midleft")
        look.blit_text(surface, str(held[k]), 22, (RIGHT.x + 90, cy), look.INK, "display", "center")
        draw_button(surface, less, "–", less.collidepoint(scene.pointer), enabled=f"discard:{token}:less" in ids,
                    size=26)
        look.blit_text(surface, str(pick[k]), 26, (RIGHT.x + 311, cy), look.DANGER if pick[k] else look.FAINT,
                       "display", "center")
        draw_button(surface, more, "+", more.collidepoint(scene.pointer), enabled=f"discard:{token}:more" in ids,
                    size=26)
        look.blit_text(surface, str(held[k] - pick[k]), 22, (RIGHT.x + 470, cy), look.INK, "display", "center")
    left = owed - sum(pick)
    text = f"{left} more to choose" if left else "Ready: Enter returns them"
    look.blit_text(surface, text, 17, (FOOT.x, FOOT.centery), look.GOLD if left else (150, 240, 170), "bold",
                   "midleft")


def card_under_mouse(scene, view, pos):
    """The card under the mouse inside an open picker (the card being bought, or pyramid cards)."""
    kind = scene.pending_kind()
    player = scene.deciding()
    if kind == "buy" and scene.placing is not None:
        card, _, geometry = _placement(scene, view, player)
        if CARD_BOX.collidepoint(pos):
            return card, CARD_BOX, ""
        for _, _, card_id, rect in geometry.cards(view.pyramids[player]):
            if rect.collidepoint(pos):
                return view.content.card(card_id), rect, ""
    elif kind == "pay" and CARD_BOX.collidepoint(pos):
        return view.content.card(view.purchase["card"]), CARD_BOX, ""
    elif kind in ("choose_token", "choose_neighbour_token") and CARD_BOX.collidepoint(pos):
        return view.content.card(view.choices[0]["card"]), CARD_BOX, ""
    return None

