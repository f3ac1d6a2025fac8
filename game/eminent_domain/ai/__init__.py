"""Eminent Domain's computer players: easy (YAML priorities), medium (look-ahead), hard (sampled search)."""
