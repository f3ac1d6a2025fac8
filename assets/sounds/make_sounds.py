"""Make Orrery's short sound effects as 16-bit mono .wav files, with the standard library only.

Run `python3 assets/sounds/make_sounds.py` to rebuild them; the output is deterministic, so the
committed files are exactly what this script writes. Every sound is synthesised here (sine
partials with short envelopes), so there is no third-party licence to track."""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def tone(freq: float, seconds: float, volume: float = 0.5, attack: float = 0.004, decay: float = 6.0,
         partials=((1.0, 1.0),), glide: float = 0.0) -> list[float]:
    """A plucked tone: quick linear attack, exponential decay, optional pitch glide (octaves/s)."""
    samples = []
    count = int(RATE * seconds)
    phase = [0.0] * len(partials)
    for i in range(count):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        f = freq * (2.0 ** (glide * t))
        value = 0.0
        for k, (mult, amp) in enumerate(partials):
            phase[k] += 2 * math.pi * f * mult / RATE
            value += amp * math.sin(phase[k])
        samples.append(volume * env * value)
    # a 5 ms fade-out so no sound ends in a click
    fade = int(RATE * 0.005)
    for i in range(max(0, count - fade), count):
        samples[i] *= (count - i) / fade
    return samples


def mix(*tracks: tuple[float, list[float]]) -> list[float]:
    """Tracks as (start second, samples), summed."""
    length = max(int(start * RATE) + len(s) for start, s in tracks)
    out = [0.0] * length
    for start, samples in tracks:
        offset = int(start * RATE)
        for i, v in enumerate(samples):
            out[offset + i] += v
    return out


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = min(1.0, 0.9 / peak)
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s * scale)) * 32767)) for s in samples)
    with wave.open(str(HERE / f"{name}.wav"), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


BELL = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.15))

SOUNDS = {
    # interface
    "click": lambda: tone(1320, 0.05, 0.4, decay=70, partials=((1.0, 1.0), (2.0, 0.2))),
    "hover": lambda: tone(2200, 0.03, 0.15, decay=120),
    "back": lambda: tone(880, 0.08, 0.4, decay=40, glide=-3.0),
    "error": lambda: mix((0.0, tone(220, 0.14, 0.5, decay=18, partials=((1.0, 1.0), (1.5, 0.4)))),
                         (0.09, tone(196, 0.16, 0.5, decay=18, partials=((1.0, 1.0), (1.5, 0.4))))),
    # game events
    "turn": lambda: mix((0.0, tone(660, 0.25, 0.4, decay=12, partials=BELL)),
                        (0.08, tone(990, 0.3, 0.35, decay=12, partials=BELL))),
    "card": lambda: tone(520, 0.09, 0.35, decay=35, glide=1.5, partials=((1.0, 1.0), (2.5, 0.3))),
    "coin": lambda: mix((0.0, tone(1568, 0.12, 0.35, decay=25, partials=BELL)),
                        (0.05, tone(2093, 0.18, 0.3, decay=20, partials=BELL))),
    "flick": lambda: tone(180, 0.2, 0.6, decay=18, glide=2.5, partials=((1.0, 1.0), (2.0, 0.5))),
    "hit": lambda: tone(110, 0.22, 0.7, attack=0.002, decay=22, partials=((1.0, 1.0), (2.7, 0.6), (5.1, 0.3))),
    "score": lambda: mix((0.0, tone(523, 0.3, 0.35, decay=9, partials=BELL)),
                         (0.1, tone(659, 0.3, 0.35, decay=9, partials=BELL)),
                         (0.2, tone(784, 0.45, 0.35, decay=7, partials=BELL))),
    "win": lambda: mix((0.0, tone(523, 0.5, 0.3, decay=5, partials=BELL)),
                       (0.15, tone(659, 0.5, 0.3, decay=5, partials=BELL)),
                       (0.3, tone(784, 0.5, 0.3, decay=5, partials=BELL)),
                       (0.45, tone(1047, 0.8, 0.35, decay=4, partials=BELL))),
}


def main() -> None:
    for name, make in SOUNDS.items():
        write(name, make())
        print(f"wrote {name}.wav")


if __name__ == "__main__":
    main()
