"""Events: a log line may be worded only when it is read, and an event pickles with its words."""

import pickle

from game.core.engine import Event


def test_a_wording_function_is_called_once_when_the_text_is_first_read():
    calls = []
    event = Event("tokens_gained", lambda: calls.append(1) or "Ann takes 2 Research.", 0, {"amount": 2})
    assert calls == []  # applying moves words nothing
    assert event.text == "Ann takes 2 Research." and event.text == "Ann takes 2 Research."
    assert calls == [1]
    assert event == Event("tokens_gained", "Ann takes 2 Research.", 0)


def test_an_event_pickles_worded_and_its_text_can_be_replaced():
    event = Event("summit_line", lambda: "Ann picks Research: beats Bob.", 0, {"x": 1}, barrier=True)
    again = pickle.loads(pickle.dumps(event))
    assert (again.kind, again.text, again.player, again.data, again.barrier) == \
        ("summit_line", "Ann picks Research: beats Bob.", 0, {"x": 1}, True)
    event.text = ""
    assert event.text == ""
