"""The pure modules the rules import stay free of pymunk; nothing in physics touches pygame."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PHYSICS = ROOT / "game" / "ascending_empires" / "physics"


def test_rules_facing_modules_do_not_load_pymunk():
    code = ("import sys; sys.path.insert(0, %r)\n"
            "import game.ascending_empires.physics.content, game.ascending_empires.physics.bodies\n"
            "import game.ascending_empires.physics.geometry, game.ascending_empires.physics.scenarios\n"
            "print('pymunk' in sys.modules, 'pygame' in sys.modules)" % str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


def test_no_physics_module_imports_pygame():
    for path in PHYSICS.glob("*.py"):
        for line in path.read_text().splitlines():
            words = line.strip().split()
            if words[:1] in (["import"], ["from"]) and len(words) > 1:
                assert not words[1].startswith("pygame"), f"{path.name}: {line.strip()}"
