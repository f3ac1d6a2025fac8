"""Orrery: three space board games on one desktop."""

__version__ = "0.1.0"
