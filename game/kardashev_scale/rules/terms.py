"""The fixed words of Kardashev Scale: token types, dial picks, card tiers and aspects.

Indices matter: a player's tokens are a list [conflict, trade, research] and a card cost is a
tuple in the same order, which keeps the hot paths (payment, summit) on plain ints."""

TOKENS = ("conflict", "trade", "research")
ADVANCE = "advance"
PICKS = TOKENS + (ADVANCE,)
TIERS = ("planetary", "stellar", "galactic")
ASPECTS = ("technology", "territory", "culture")
TOKEN_INDEX = {t: i for i, t in enumerate(TOKENS)}
TIER_INDEX = {t: i for i, t in enumerate(TIERS)}

# what each pick beats: Conflict beats Research, Research beats Trade, Trade beats Conflict
BEATS = {"conflict": "research", "research": "trade", "trade": "conflict"}

WIN, TIE, LOSS, NOTHING = "win", "tie", "loss", "nothing"


def compare(mine: str, theirs: str) -> str:
    """My result against one neighbour. Advance loses to every token pick; Advance vs Advance is nothing."""
    if mine == ADVANCE:
        return NOTHING if theirs == ADVANCE else LOSS
    if theirs == ADVANCE:
        return WIN
    if mine == theirs:
        return TIE
    return WIN if BEATS[mine] == theirs else LOSS


_LABELS = {w: w.capitalize() for w in PICKS + TIERS + ASPECTS}


def label(word: str) -> str:
    """A game word as players read it: 'research' -> 'Research'."""
    return _LABELS.get(word) or word.capitalize()
