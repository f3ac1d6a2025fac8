"""Final scores: influence tokens, face-up planets and technologies (+2 for Escalation's
battlecruiser), with the tie-break (resources plus fighters in the empire; with Escalation every
ship counts as one token, our reading [L]: the facts name only resources and fighters)."""

from __future__ import annotations

from game.core.engine import Outcome, ScoreLine, rank_results

from . import empire as E

TIEBREAK_LABELS = ("Resources and fighters",)
ESCALATION_TIEBREAK_LABELS = ("Resources and ships",)
BATTLECRUISER_VP = 2


def score_lines(s, p: int) -> tuple[ScoreLine, ...]:
    pl = s.players[p]
    planets = sum(E.planet_def(s, r["uid"]).influence for r in pl["planets"] if r["up"])
    techs = sum(E.face(s, uid).influence for uid in E.all_cards_of(s, p))
    lines = (ScoreLine("Influence tokens", pl["influence"]), ScoreLine("Planets", planets),
             ScoreLine("Technologies", techs))
    if E.escalation(s):
        lines += (ScoreLine("Fleet", BATTLECRUISER_VP * pl["battlecruiser"]),)
    return lines


def score(s, p: int) -> int:
    return int(sum(line.points for line in score_lines(s, p)))


def tiebreak(s, p: int) -> int:
    if E.escalation(s):
        return E.resource_count(s, p) + E.ship_count(s, p)
    return E.resource_count(s, p) + s.players[p]["fighters"]


def leaders_tied(s) -> bool:
    keys = sorted(((score(s, p), tiebreak(s, p)) for p in range(s.n)), reverse=True)
    return len(keys) > 1 and keys[0] == keys[1]


def final_outcome(s) -> Outcome:
    players = range(s.n)
    return rank_results({p: score(s, p) for p in players}, {p: score_lines(s, p) for p in players},
                        {p: (tiebreak(s, p),) for p in players},
                        ESCALATION_TIEBREAK_LABELS if E.escalation(s) else TIEBREAK_LABELS)
