"""The task stack holds typed records with named fields (rules/task_records.py): they never change
once made, so clones and views share them; they read from the short keys older saves used."""

from dataclasses import FrozenInstanceError

import pytest

from game.core.rng import Rng
from game.eminent_domain.rules.task_records import RECORDS, BoostTask, task_from_dict

from .helpers import new_game


def test_a_task_of_an_older_save_reads_as_its_record_and_an_unknown_key_is_refused():
    old = {"t": "boost", "p": 2, "r": "survey", "lead": True, "cards": [11, 15]}
    task = task_from_dict(old)
    assert task == BoostTask(player=2, role="survey", lead=True, cards=[11, 15], extra=0)
    assert task.to_dict() == {"step": "boost", "player": 2, "role": "survey", "lead": True, "cards": [11, 15],
                              "extra": 0}
    assert task_from_dict(task.to_dict()) == task
    with pytest.raises(ValueError, match="a boost task has no field 'x'"):
        task_from_dict(dict(old, x=1))


def test_every_step_has_a_record_and_clones_and_views_share_records_that_never_change():
    from game.eminent_domain.rules.tasks import AUTO, DECISIONS

    assert set(RECORDS) == set(AUTO) | set(DECISIONS)
    s, rng = new_game(3, 2, ("escalation",)), Rng(2)
    for _ in range(60):
        p = s.to_act()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.randrange(len(legal))])
        copy = s.clone()
        assert copy.tasks == s.tasks and all(a is b for a, b in zip(copy.tasks, s.tasks))
    with pytest.raises(FrozenInstanceError):
        s.tasks[-1].player = 1
    view = s.view((s.to_act()[0] + 1) % 3)
    assert [type(t) for t in view.tasks] == [type(t) for t in s.tasks]
