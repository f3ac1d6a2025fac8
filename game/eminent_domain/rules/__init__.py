"""Eminent Domain's pure rules: no pygame, no pymunk."""
