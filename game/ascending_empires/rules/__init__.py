"""Ascending Empires rules: pure Python, no pygame and no pymunk (physics goes through
game.ascending_empires.physics)."""
