"""The workshop's screens: the gallery of every card, planet, technology and tile (scene.py), drawn
by each game's own painters through small adapters (painters.py), and the Mods screen (mods.py)."""
