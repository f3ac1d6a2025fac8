"""Kardashev Scale's pure rules: no pygame here (a test checks)."""
