"""Eminent Domain's table scene and its drawing."""
