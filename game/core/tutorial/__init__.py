"""Learn to play: a guided first game of each game, scripted in YAML (content/<game>/tutorial.yaml).

- `script.py`: what a script is (an opening, chapters of steps, each step the move it asks for and
  the computer players' moves before it) and the content schema that reads it, every part located;
- `moves.py`: how a game says which moves a script may name (`MoveKind`) and what a step then
  allows at the table (`Expected`);
- `line.py`: the script played through the rules from its opening (the content check, a resumed
  chapter's position, the tests);
- `run.py`: where a guided game stands (the step, the computer moves still to come), from the
  moves played at the table.

Pure Python: the table's part is game/ui/tutorial/."""
