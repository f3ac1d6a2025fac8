"""Pure-Python heart of Orrery: the engine contract, RNG, saves, undo, content, bots.

Nothing in this package may import pygame or pymunk (a test checks)."""
