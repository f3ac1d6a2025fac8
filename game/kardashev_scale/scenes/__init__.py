"""Kardashev Scale scenes: the table and its pieces."""
