"""Eminent Domain's computer players by level (filled in game.eminent_domain.ai)."""

BOTS: dict = {}
