"""Ascending Empires flick physics (pymunk, never pygame). See README.md in this folder.

Only `resolver` (and the modules built on it: `aim`, `bench`) import pymunk; `content`, `bodies`
and `geometry` are pure Python so the rules may import them."""
