"""A tutorial step's search (a flick's listed shot), asked of the table's thinking process so the
frame loop never waits on it.

`TutorialRun` asks `found(...)` each time it is asked about a position whose move waits on its
search; the first ask sends the search (game.core.tutorial.moves.searched, on a copy of the
position) on the "tutorial" lane, later ones collect the answer once it is in, without waiting.
The answer is the one the search gives anywhere (it is deterministic), so Skip step and the
computers' scripted flicks play what the content check played.

If the thinking process cannot take the search (it could not start, or stopped), or the search
failed there, it is done here, at once, as it would be without a process."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.thinking import Work
from game.core.tutorial.moves import Unplayable, searched
from game.core.tutorial.run import NOT_YET, Searches

LANE = "tutorial"
KEPT = 4  # searches remembered (a position asked about again finds its answer)


@dataclass
class _Search:
    work: Work | None = None  # out in the thinking process
    answer: tuple | None = None  # searched(...)'s: (True, found) or (False, why), once in


class ThinkingSearches(Searches):
    def __init__(self, thinking):
        self.thinking = thinking
        self._searches: dict = {}  # key -> _Search, oldest first
        self._latest = None  # the key asked of the process last (a newer request of the lane replaces a waiting one)

    def found(self, key, kind, state, player: int, argument):
        search = self._searches.get(key)
        if search is None or (search.answer is None and not search.work.done and key != self._latest):
            search = self._ask(key, kind, state, player, argument)
        if search.answer is None:
            if not search.work.done:
                self.thinking.poll()
            if not search.work.done:
                return NOT_YET
            search.answer = search.work.value if search.work.error is None else \
                searched(kind.search, state, player, argument)  # the process stopped, or the search failed there
        ok, value = search.answer
        if not ok:
            raise Unplayable(value)
        return value

    def _ask(self, key, kind, state, player: int, argument) -> _Search:
        self._searches.pop(key, None)  # (asked again: its request was replaced by a newer one, unanswered)
        while len(self._searches) >= KEPT:  # the oldest first, before asking (a drop replaces what waits in the lane)
            self._forget(next(iter(self._searches)))
        work = self.thinking.work(LANE, searched, kind.search, state, player, argument)
        if work is None:  # no process to take it: here, at once
            search = _Search(answer=searched(kind.search, state, player, argument))
        else:
            search, self._latest = _Search(work), key
        self._searches[key] = search
        return search

    def _forget(self, key) -> None:
        search = self._searches.pop(key, None)
        if search is not None and search.answer is None:
            self.thinking.drop(search.work)

    def stop(self) -> None:
        for key in list(self._searches):
            self._forget(key)
