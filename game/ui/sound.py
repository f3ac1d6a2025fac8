"""Sound effects by name (assets/sounds/*.wav, made by assets/sounds/make_sounds.py).

Respects volume and mute; when there is no audio device every call is a silent no-op."""

from __future__ import annotations

from pathlib import Path

import pygame

SOUND_DIR = Path(__file__).resolve().parents[2] / "assets" / "sounds"


class Sounds:
    def __init__(self, volume: float = 0.7, muted: bool = False, enabled: bool = True):
        self.volume = volume
        self.muted = muted
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        if enabled:
            self._open_device()

    def _open_device(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            for path in sorted(SOUND_DIR.glob("*.wav")):
                self._sounds[path.stem] = pygame.mixer.Sound(str(path))
            self.available = True
        except (pygame.error, OSError):
            self._sounds.clear()
            self.available = False

    def names(self) -> list[str]:
        return sorted(p.stem for p in SOUND_DIR.glob("*.wav"))

    def configure(self, volume: float, muted: bool) -> None:
        self.volume = volume
        self.muted = muted

    def play(self, name: str) -> bool:
        """Play a sound by name; returns whether anything was played."""
        if self.muted or self.volume <= 0 or not self.available:
            return False
        sound = self._sounds.get(name)
        if sound is None:
            return False
        sound.set_volume(self.volume)
        sound.play()
        return True
