"""The one source of randomness: a small seeded generator whose whole state is four integers.

Games own one of these in their state and bots get their own; nothing uses module-level `random`.
xoshiro128** is used because its state is tiny (cheap to clone, trivial to save as JSON) and it
gives the same numbers on every platform and Python version."""

from __future__ import annotations

_MASK32 = 0xFFFFFFFF


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (32 - k))) & _MASK32


def _splitmix32(seed: int):
    state = seed & 0xFFFFFFFFFFFFFFFF
    while True:
        state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        yield (z ^ (z >> 31)) & _MASK32


class Rng:
    __slots__ = ("_s",)

    def __init__(self, seed: int = 0, *, state: tuple[int, int, int, int] | None = None):
        if state is not None:
            self._s = [int(v) & _MASK32 for v in state]
        else:
            gen = _splitmix32(int(seed))
            self._s = [next(gen) for _ in range(4)]
        if not any(self._s):
            self._s[0] = 1

    def next_u32(self) -> int:
        s = self._s
        result = (_rotl((s[1] * 5) & _MASK32, 7) * 9) & _MASK32
        t = (s[1] << 9) & _MASK32
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 11)
        return result

    def random(self) -> float:
        """A float in [0, 1)."""
        return ((self.next_u32() << 21) ^ (self.next_u32() >> 11)) / float(1 << 53)

    def randrange(self, n: int) -> int:
        """An integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        if n == 1:
            return 0
        bits = (n - 1).bit_length()
        while True:
            value = 0
            for _ in range((bits + 31) // 32):
                value = (value << 32) | self.next_u32()
            value >>= (-bits) % 32
            if value < n:
                return value

    def randint(self, low: int, high: int) -> int:
        """An integer in [low, high], both ends included."""
        return low + self.randrange(high - low + 1)

    def uniform(self, low: float, high: float) -> float:
        return low + (high - low) * self.random()

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        """Normal deviate by the Box-Muller transform (no cached second value: state stays 4 ints)."""
        import math

        u1 = 1.0 - self.random()
        u2 = self.random()
        return mu + sigma * math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)

    def choice(self, items):
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.randrange(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items, k: int) -> list:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def fork(self) -> "Rng":
        """An independent generator seeded from this one (for a bot, a simulation, a sub-game)."""
        return Rng(state=tuple(self.next_u32() for _ in range(4)))

    def clone(self) -> "Rng":
        return Rng(state=tuple(self._s))

    def to_list(self) -> list[int]:
        return list(self._s)

    @classmethod
    def from_list(cls, values) -> "Rng":
        if not isinstance(values, (list, tuple)) or len(values) != 4:
            raise ValueError("an RNG state is a list of four integers")
        return cls(state=tuple(int(v) for v in values))

    def __eq__(self, other) -> bool:
        return isinstance(other, Rng) and self._s == other._s

    def __repr__(self) -> str:
        return f"Rng(state={tuple(self._s)})"
