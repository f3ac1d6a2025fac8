"""Ascending Empires bots (filled in by the bot levels)."""
BOTS: dict = {}
