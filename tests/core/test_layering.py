"""The layering rules of DESIGN.md: pure layers never import pygame or pymunk, physics never
imports pygame, and nothing uses module-level `random`."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
IMPORT = re.compile(r"^\s*(?:import|from)\s+(pygame|pymunk)\b", re.MULTILINE)
MODULE_RANDOM = re.compile(r"^\s*(?:import random\b|from random import)", re.MULTILINE)


def python_files(*patterns):
    for pattern in patterns:
        yield from ROOT.glob(pattern)


def test_pure_layers_import_neither_pygame_nor_pymunk():
    offenders = [str(p.relative_to(ROOT)) for p in python_files("game/core/**/*.py", "game/*/rules/**/*.py")
                 if IMPORT.search(p.read_text())]
    assert offenders == []


def test_physics_never_imports_pygame():
    offenders = [str(p.relative_to(ROOT)) for p in python_files("game/*/physics/**/*.py")
                 if re.search(r"^\s*(?:import|from)\s+pygame\b", p.read_text(), re.MULTILINE)]
    assert offenders == []


def test_no_module_level_random_anywhere_in_game():
    offenders = [str(p.relative_to(ROOT)) for p in python_files("game/**/*.py", "main.py")
                 if MODULE_RANDOM.search(p.read_text())]
    assert offenders == []


def test_the_checks_would_catch_an_offender(tmp_path):
    assert IMPORT.search("from pygame import Rect\n")
    assert IMPORT.search("import pymunk\n")
    assert MODULE_RANDOM.search("import random\n")
    assert not MODULE_RANDOM.search("from game.core.rng import Rng\n")
