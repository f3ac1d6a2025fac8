"""How many messages a connection may send: the server refuses a client's messages beyond it, and
the clients keep below it by themselves."""

from __future__ import annotations

import time

RATE = 50.0  # messages a second a connection may send, on average
BURST = 100  # messages it may send at once
CLIENT_RATE = 40.0  # what the clients here send at most: below RATE, so none is refused


class RateLimit:
    """A token bucket: `allow()` says whether one more message may be taken now."""

    def __init__(self, rate: float = RATE, burst: int = BURST, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.last = clock()
        self.warned_at = -1e9

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def should_warn(self) -> bool:
        """At most one warning a second for a flooding client."""
        now = self.clock()
        if now - self.warned_at >= 1.0:
            self.warned_at = now
            return True
        return False

    def wait_s(self) -> float:
        """Seconds until one more message may be taken (0: now)."""
        now = self.clock()
        tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        return 0.0 if tokens >= 1 else (1 - tokens) / self.rate
